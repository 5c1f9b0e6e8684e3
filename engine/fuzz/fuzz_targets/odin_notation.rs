#![no_main]
//! Card notation: parsing never panics and round-trips (see `skald::odin::fuzz::notation`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald::odin::fuzz::notation(data);
});
