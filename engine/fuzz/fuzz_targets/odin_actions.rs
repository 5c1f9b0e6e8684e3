#![no_main]
//! Arbitrary action sequences and JSON actions/views never panic; legal actions apply and
//! refused ones change nothing (see `skald_fuzz::odin::actions`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald_fuzz::odin::actions(data);
});
