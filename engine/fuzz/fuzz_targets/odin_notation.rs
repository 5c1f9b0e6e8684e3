#![no_main]
//! Card notation: parsing never panics and round-trips (see `skald_fuzz::odin::notation`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald_fuzz::odin::notation(data);
});
