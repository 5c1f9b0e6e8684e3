//! Module `valda-link` of `scripts/builds.mjs`: the table's "Players' phones" screen for
//! Valda (issue #44: the seats' QR codes, the camera's QR reader, WebRTC, the table's gate and
//! a copy of Valda's rules to check the phones' actions). Not an app the loader starts: the
//! running Valda build loads it into its own page when a player taps "Players' phones"
//! (`window.skaldModule('valda-link')` in `index.html`'s loader), so that the game's build
//! carries none of it. Its `#[wasm_bindgen]` exports are its interface; `main` starts nothing.
//! Built with `--no-default-features --features valda,link,table-link`.

fn main() {}
