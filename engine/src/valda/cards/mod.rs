//! Valda's cards as data: a card list in the TSV format of `valda-cards.tsv` (one row per
//! distinct card, with a `count`), each effect written in the vocabulary of rulings §1 and
//! read into a typed [`Effect`]. The engine implements each verb once; a card is only data.
//!
//! The built-in set ([`CardSet::builtin`]) is the rulings' 141 cards, embedded from
//! `engine/data/valda-cards.tsv` (a test keeps it equal to `shared/rules/valda-cards.tsv`).
//! Another list in the same format — a later printing — is read with [`CardSet::parse`],
//! which reports every problem with its line number and never panics.
//!
//! ```
//! use skald::valda::cards::{CardSet, CardType};
//! let set = CardSet::builtin();
//! assert_eq!(set.physical().len(), 141);
//! let chest = set.by_id("base.treasure_chest").unwrap();
//! assert_eq!((chest.count, chest.card_type), (4, CardType::Action));
//! assert_eq!(chest.effect.to_string(), "gain(gold,2)");
//! ```

mod card;
// Visible to the rest of Valda so that modules below the cards (constants) can import the
// vocabulary from where it is defined rather than through this module's re-exports.
pub(super) mod effect;
mod list;
mod packed;
mod parse;
mod set;
mod syntax;
mod typer;

// The public paths (`valda::cards::CardSet`…). Modules of the cards import from the module
// that defines an item, never through these (scripts/check-modules.mjs).
pub use card::{CardDef, CardType, Deck, GOD_OPTIONS};
pub use effect::*;
pub use list::{CardListError, CardListErrors, COLUMNS, MAX_ERRORS, MAX_LIST_BYTES};
pub use parse::{parse_effect, MAX_EFFECT_LEN};
pub use set::{CardCounts, CardSet};
