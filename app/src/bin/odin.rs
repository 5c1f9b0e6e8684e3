//! Build `odin` of `scripts/builds.mjs`: the app with Odin's code (see `skald_app::bundle`).
//! It only starts the app.

fn main() {
    skald_app::start();
}
