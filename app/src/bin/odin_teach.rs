//! Build `odin-teach` of `scripts/builds.mjs`: the app with Odin's code and its coach
//! (issue #45: an address with `teach`; see `skald_app::bundle`). It only starts the app.

fn main() {
    skald_app::start();
}
