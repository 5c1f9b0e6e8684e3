#![no_main]
//! See `skald_fuzz::valda::actions`: legal actions apply, refused ones change nothing, views sample.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald_fuzz::valda::actions(data);
});
