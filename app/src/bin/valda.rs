//! Build `valda` of `scripts/builds.mjs`: the app with Valda's code (see `skald_app::bundle`).
//! It only starts the app.

fn main() {
    skald_app::start();
}
