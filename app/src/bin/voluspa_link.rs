//! Build `voluspa-link` of `scripts/builds.mjs`: the module a voluspa table's build loads when the
//! players open "Players' phones" (`skald_app::link::module`). Its `main` does nothing: the
//! page calls the functions [`skald_app::phones_module!`] writes.

skald_app::phones_module!(skald::voluspa::Voluspa);

fn main() {}
