//! A complete, checked card set: the built-in one, or one read from a card list, and what it
//! holds.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::card::{CardDef, Deck};
use super::list::{read, CardListErrors};

/// A complete, checked card set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardSet {
    /// The distinct cards, in the list's order.
    pub cards: Vec<CardDef>,
    /// Each physical card (141) as an index into `cards`, in the list's order.
    physical: Vec<u8>,
}

/// What a card set holds, for `skald valda cards`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardCounts {
    pub total: usize,
    pub distinct: usize,
    pub decks: BTreeMap<&'static str, usize>,
    pub types: BTreeMap<&'static str, usize>,
}

/// The built-in list: the data file as it is, with the `card-texts` feature.
#[cfg(feature = "card-texts")]
const BUILTIN: &str = include_str!("../../../data/valda-cards.tsv");
/// The built-in list without each card's printed text and source (both columns empty), as
/// `build.rs` writes it: the app and the computer's worker engines never show them (the app
/// words every card from its effect, in the player's language), and they were a third of the
/// list's bytes in their wasm.
#[cfg(not(feature = "card-texts"))]
const BUILTIN: &str = include_str!(concat!(env!("OUT_DIR"), "/valda-cards-lean.tsv"));

/// The built-in cards, read from the list.
#[cfg(feature = "card-lists")]
fn builtin_cards() -> Option<Vec<CardDef>> {
    read(BUILTIN, false).ok()
}

/// The built-in cards in a build that reads no card list: the same cards, packed
/// (`super::packed`), without the card-list reader.
#[cfg(not(feature = "card-lists"))]
fn builtin_cards() -> Option<Vec<CardDef>> {
    super::packed::unpack(super::packed::BUILTIN)
}

impl CardSet {
    /// The rulings' 141 cards (parsed once).
    pub fn builtin() -> &'static CardSet {
        static SET: OnceLock<CardSet> = OnceLock::new();
        SET.get_or_init(|| match builtin_cards() {
            Some(cards) => CardSet::of(cards),
            // The embedded list is checked by the tests; an empty set is the fallback
            // that cannot be reached.
            None => CardSet {
                cards: Vec::new(),
                physical: Vec::new(),
            },
        })
    }

    /// The text of the built-in list (without the cards' printed texts and sources in a
    /// build without the `card-texts` feature).
    pub fn builtin_text() -> &'static str {
        BUILTIN
    }

    /// Reads and checks a card list (TSV with the header [`COLUMNS`](super::COLUMNS)): every
    /// row, every effect (rulings §1), and the set as a whole — 141 cards, 85 in the base
    /// deck and 8 in each god deck, exactly one god weapon in each god deck and none in the
    /// base deck, the 14 god-weapon options of §14.3 each once. Reports every problem found.
    pub fn parse(text: &str) -> Result<CardSet, CardListErrors> {
        read(text, true).map(CardSet::of)
    }

    /// These cards packed as bytes ([`CardSet::from_packed`] reads them; each card's printed
    /// text and source are left out): a card list read by a build with the reader, for one
    /// without it (the computer's worker engine `valda-cards` hands a list it read to the app's
    /// play screen). `None` for cards the format cannot hold (a name over 255 bytes).
    #[cfg(feature = "card-lists")]
    pub fn packed(&self) -> Option<Vec<u8>> {
        super::packed::pack(&self.cards)
    }

    /// The set of cards packed by [`CardSet::packed`]; `None` for bytes it did not write.
    pub fn from_packed(bytes: &[u8]) -> Option<CardSet> {
        super::packed::unpack(bytes).map(CardSet::of)
    }

    /// The set of these cards, with each physical card.
    fn of(cards: Vec<CardDef>) -> CardSet {
        let physical = cards
            .iter()
            .enumerate()
            .flat_map(|(i, c)| std::iter::repeat_n(i as u8, c.count as usize))
            .collect();
        CardSet { cards, physical }
    }

    /// Each physical card as an index into [`CardSet::cards`] (141 entries).
    pub fn physical(&self) -> &[u8] {
        &self.physical
    }

    /// The card with this id.
    pub fn by_id(&self, id: &str) -> Option<&CardDef> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// The distinct cards of one deck.
    pub fn deck(&self, deck: Deck) -> impl Iterator<Item = &CardDef> {
        self.cards.iter().filter(move |c| c.deck == deck)
    }

    /// Totals by deck and by type.
    pub fn counts(&self) -> CardCounts {
        let mut decks = BTreeMap::new();
        let mut types = BTreeMap::new();
        for c in &self.cards {
            *decks.entry(c.deck.word()).or_insert(0) += c.count as usize;
            *types.entry(c.card_type.word()).or_insert(0) += c.count as usize;
        }
        CardCounts {
            total: self.physical.len(),
            distinct: self.cards.len(),
            decks,
            types,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list a build without `card-texts` embeds is the data file with every card's text
    /// and source left out, and nothing else changed.
    #[test]
    fn the_lean_built_in_list_is_the_full_one_without_texts() {
        let full = read(include_str!("../../../data/valda-cards.tsv"), true).unwrap();
        let lean = include_str!(concat!(env!("OUT_DIR"), "/valda-cards-lean.tsv"));
        assert!(
            CardSet::parse(lean).is_err(),
            "a list without texts is refused"
        );
        let lean = read(lean, false).unwrap();
        assert_eq!(lean.len(), 82, "distinct cards");
        let stripped: Vec<CardDef> = full
            .into_iter()
            .map(|c| CardDef {
                text: String::new(),
                source: String::new(),
                ..c
            })
            .collect();
        assert_eq!(lean, stripped);
        assert_eq!(CardSet::builtin().physical().len(), 141);
    }
}
