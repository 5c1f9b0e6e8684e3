#![no_main]
//! See `skald_fuzz::valda::positions`: whatever is accepted plays on without panicking.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald_fuzz::valda::positions(data);
});
