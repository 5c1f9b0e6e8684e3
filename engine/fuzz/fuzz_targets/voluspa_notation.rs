#![no_main]
// Placeholder: the real target arrives with its game.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = data;
});
