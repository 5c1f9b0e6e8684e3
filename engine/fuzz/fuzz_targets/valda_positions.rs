#![no_main]
//! See `skald::valda::fuzz::positions`: whatever is accepted plays on without panicking.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald::valda::fuzz::positions(data);
});
