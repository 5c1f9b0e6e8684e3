//! What the fuzz targets share: the bodies of the Odin and Valda targets, one function per
//! target (`fuzz_targets/*.rs` call them; the Völuspá targets are short enough to hold
//! their own). They use only the engine's public API, and the engine's own tests include
//! the same files (`#[path = "../fuzz/src/odin.rs"] mod fuzz_odin;` in
//! `engine/tests/odin_props.rs`, likewise `valda.rs` in `engine/tests/valda_game.rs`) to run
//! them on random bytes with `cargo test`, on stable Rust, so a body that stops compiling
//! or a property that stops holding shows up without nightly.

pub mod odin;
pub mod valda;
