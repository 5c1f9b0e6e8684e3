//! The build of the app with the shell alone (see `skald_app::bundle`): it only starts the app.

fn main() {
    skald_app::start();
}
