//! Build `valda-read` of `scripts/builds.mjs`: the app with Valda's reading routes (its rules
//! help, replays and whole games embedded), without its play screen (see `skald_app::bundle`).
//! It only starts the app.

fn main() {
    skald_app::start();
}
