//! The binary Trunk builds: it only starts the app (see `lib.rs`).

fn main() {
    skald_app::start();
}
