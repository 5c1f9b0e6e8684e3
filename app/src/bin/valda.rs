//! The build of the app with Valda's code (see `skald_app::bundle`): it only starts the app.

fn main() {
    skald_app::start();
}
