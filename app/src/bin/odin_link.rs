//! Build `odin-link` of `scripts/builds.mjs`: the module a odin table's build loads when the
//! players open "Players' phones" (`skald_app::link::module`). Its `main` does nothing: the
//! page calls the functions [`skald_app::phones_module!`] writes.

skald_app::phones_module!(skald::odin::Odin);

fn main() {}
