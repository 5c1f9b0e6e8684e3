#![no_main]
//! See `skald::valda::fuzz::actions`: legal actions apply, refused ones change nothing, views sample.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    skald::valda::fuzz::actions(data);
});
