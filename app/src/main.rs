//! Build `home` of `scripts/builds.mjs`: the app with the shell alone (see `skald_app::bundle`).
//! It only starts the app.

fn main() {
    skald_app::start();
}
