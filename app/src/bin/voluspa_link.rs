//! Module `voluspa-link` of `scripts/builds.mjs`: the table's "Players' phones" screen for
//! Völuspá (issue #44: the seats' QR codes, the camera's QR reader, WebRTC, the table's gate and
//! a copy of Völuspá's rules to check the phones' actions). Not an app the loader starts: the
//! running Völuspá build loads it into its own page when a player taps "Players' phones"
//! (`window.skaldModule('voluspa-link')` in `index.html`'s loader), so that the game's build
//! carries none of it. Its `#[wasm_bindgen]` exports are its interface; `main` starts nothing.
//! Built with `--no-default-features --features voluspa,link,table-link`.

fn main() {}
