//! The message functions of `app/l10n/<lang>/valda_cards.ftl` and the smallest words the
//! card texts are built from: gods' names and the markers for a step's victim.

use skald::valda::cards::God;

pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/valda_cards.rs"));
}
pub use msg::*;

/// A god's name: "Heimdall", "Freya", "Surtur", "Tyr", "Thor", "Odin", "Loki".
pub fn god_name(g: God) -> &'static str {
    match g {
        God::Heimdall => god_heimdall(),
        God::Freya => god_freya(),
        God::Surtur => god_surtur(),
        God::Tyr => god_tyr(),
        God::Thor => god_thor(),
        God::Odin => god_odin(),
        God::Loki => god_loki(),
    }
}

/// The attacked player, the victim of an attack card's steps.
pub(crate) const HIT: &str = "hit";
/// The victim named just before.
pub(crate) const THEY: &str = "they";
