//! Build `valda-seat` of `scripts/builds.mjs`: the module the phone's build loads when the
//! table it joined plays Valda (`skald_app::link::seat`): the game's play screen for the
//! phone's seat, its view read by hand (`skald_app::valda::view_json`). Its `main` does
//! nothing: the page calls the functions [`skald_app::seat_module!`] writes.

skald_app::seat_module!(skald_app::valda::ValdaApp);

fn main() {}
