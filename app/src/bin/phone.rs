//! Build `phone` of `scripts/builds.mjs`: the app with link (see `skald_app::bundle`).
//! It only starts the app.

fn main() {
    skald_app::start();
}
