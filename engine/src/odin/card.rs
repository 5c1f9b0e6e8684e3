//! Cards, sets of cards as bit sets, and the card notation (`7R`, `2R 8R`).
//!
//! A card is a number 1–9 and one of six colours, written number + colour letter:
//! `R` red, `O` orange, `Y` yellow, `G` green, `B` blue, `P` purple. Lowercase letters are
//! accepted when parsing; printing always uses uppercase. Cards in a list are separated
//! by spaces and/or commas.
//!
//! ```
//! use skald::odin::{Card, CardSet, Colour};
//! let c: Card = "7R".parse().unwrap();
//! assert_eq!((c.number(), c.colour()), (7, Colour::Red));
//! let set: CardSet = "2R, 8R".parse().unwrap();
//! assert_eq!(set.to_string(), "8R 2R");
//! assert_eq!(
//!     "2R 8X".parse::<CardSet>().unwrap_err().to_string(),
//!     "bad card \"8X\": the colour must be one of R O Y G B P"
//! );
//! ```

use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One of the six card colours, in notation order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// `R`
    Red,
    /// `O`
    Orange,
    /// `Y`
    Yellow,
    /// `G`
    Green,
    /// `B`
    Blue,
    /// `P`
    Purple,
}

impl Colour {
    /// All colours in notation order.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Purple,
    ];

    /// The notation letter (`'R'`…).
    pub fn letter(self) -> char {
        ['R', 'O', 'Y', 'G', 'B', 'P'][self.index()]
    }

    /// Position in [`Colour::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour of a notation letter (either case).
    pub fn from_letter(c: char) -> Option<Colour> {
        match c.to_ascii_uppercase() {
            'R' => Some(Colour::Red),
            'O' => Some(Colour::Orange),
            'Y' => Some(Colour::Yellow),
            'G' => Some(Colour::Green),
            'B' => Some(Colour::Blue),
            'P' => Some(Colour::Purple),
            _ => None,
        }
    }

    /// Every card of this colour.
    pub fn cards(self) -> CardSet {
        CardSet(0x1FF << (9 * self.index()))
    }
}

/// One card: a number 1–9 in a colour. Serialised as its notation, e.g. `"7R"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card `number` (1–9) of `colour`; `None` if the number is out of range.
    pub fn new(number: u8, colour: Colour) -> Option<Card> {
        (1..=9)
            .contains(&number)
            .then(|| Card(colour.index() as u8 * 9 + number - 1))
    }

    /// The card with bit index `i` (0–53) in a [`CardSet`].
    pub fn from_index(i: usize) -> Option<Card> {
        (i < 54).then_some(Card(i as u8))
    }

    /// Bit index 0–53: colour × 9 + number − 1.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The number, 1–9.
    pub fn number(self) -> u8 {
        self.0 % 9 + 1
    }

    /// The colour.
    pub fn colour(self) -> Colour {
        Colour::ALL[(self.0 / 9) as usize]
    }

    /// This card alone as a set.
    pub fn set(self) -> CardSet {
        CardSet(1 << self.0)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.number(), self.colour().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A card or card list that could not be read. The message names the bad token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotationError {
    /// The offending token as written (shortened if very long).
    pub token: String,
    /// What is wrong with it.
    pub problem: String,
}

impl NotationError {
    fn new(token: &str, problem: impl Into<String>) -> NotationError {
        let token = if token.chars().count() > 24 {
            let mut t: String = token.chars().take(24).collect();
            t.push('…');
            t
        } else {
            token.to_string()
        };
        NotationError {
            token,
            problem: problem.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad card {:?}: {}", self.token, self.problem)
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Card {
    type Err = NotationError;

    /// Reads one card such as `7R` (surrounding spaces allowed).
    fn from_str(s: &str) -> Result<Card, NotationError> {
        let token = s.trim();
        let mut chars = token.chars();
        let (Some(d), Some(c)) = (chars.next(), chars.next()) else {
            return Err(NotationError::new(
                token,
                "a card is a number 1-9 and a colour letter, like 7R",
            ));
        };
        if chars.next().is_some() {
            return Err(NotationError::new(
                token,
                "a card is a number 1-9 and a colour letter, like 7R",
            ));
        }
        let number = match d.to_digit(10) {
            Some(n @ 1..=9) => n as u8,
            _ => return Err(NotationError::new(token, "the number must be 1 to 9")),
        };
        let colour = Colour::from_letter(c)
            .ok_or_else(|| NotationError::new(token, "the colour must be one of R O Y G B P"))?;
        Card::new(number, colour)
            .ok_or_else(|| NotationError::new(token, "the number must be 1 to 9"))
    }
}

/// A set of distinct cards (a hand, the middle, a play…), stored as a 54-bit mask.
///
/// Serialised as an array of card notations in canonical order (`["8R","2R"]`); when
/// deserialising, a single notation string (`"2R 8R"`) is accepted too. Listing a card
/// twice is an error. Printed canonically: higher numbers first, then colour order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub(crate) u64);

/// Bits of the six cards of each number (index: number − 1).
pub(crate) const NUMBER_BITS: [u64; 9] = {
    let mut out = [0u64; 9];
    let mut n = 0;
    while n < 9 {
        let mut c = 0;
        while c < 6 {
            out[n] |= 1 << (c * 9 + n);
            c += 1;
        }
        n += 1;
    }
    out
};

/// Bits of the 54 cards.
pub(crate) const ALL_BITS: u64 = (1 << 54) - 1;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);

    /// All 54 cards.
    pub fn all() -> CardSet {
        CardSet(ALL_BITS)
    }

    /// The cards of the given colours.
    pub fn of_colours(colours: &[Colour]) -> CardSet {
        CardSet(colours.iter().fold(0, |m, c| m | c.cards().0))
    }

    /// Every card with this number (1–9; empty otherwise).
    pub fn of_number(number: u8) -> CardSet {
        match number {
            1..=9 => CardSet(NUMBER_BITS[number as usize - 1]),
            _ => CardSet::EMPTY,
        }
    }

    /// The set's bits (card `i` is bit `i`, see [`Card::index`]).
    pub fn bits(self) -> u64 {
        self.0
    }

    /// The set with these bits; bits above 53 are dropped.
    pub fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & ALL_BITS)
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there are no cards.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 >> card.0 & 1 == 1
    }

    /// Whether every card of `other` is in this set.
    pub fn contains_all(self, other: CardSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// Adds a card; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.0;
        new
    }

    /// Removes a card; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.0);
        had
    }

    /// Cards in either set.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in both sets.
    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards of `self` not in `other`.
    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards in canonical order: higher numbers first, then colour order.
    pub fn cards(self) -> Vec<Card> {
        let mut out = Vec::with_capacity(self.len());
        for number in (1..=9u8).rev() {
            for colour in Colour::ALL {
                let card = Card(colour.index() as u8 * 9 + number - 1);
                if self.contains(card) {
                    out.push(card);
                }
            }
        }
        out
    }

    /// The cards in bit order (colour, then number), cheaply.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Card(i as u8))
        })
    }

    /// Builds a set from cards, failing on a card listed twice.
    pub fn from_cards(cards: &[Card]) -> Result<CardSet, NotationError> {
        let mut set = CardSet::EMPTY;
        for &c in cards {
            if !set.insert(c) {
                return Err(NotationError::new(&c.to_string(), "listed twice"));
            }
        }
        Ok(set)
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.cards().into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

/// Reads a card list: tokens separated by spaces and/or commas; each card at most once.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, NotationError> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

impl FromStr for CardSet {
    type Err = NotationError;

    /// Reads a card list (see [`parse_cards`]); a card listed twice is an error.
    fn from_str(s: &str) -> Result<CardSet, NotationError> {
        CardSet::from_cards(&parse_cards(s)?)
    }
}

/// Prints cards separated by single spaces, in the order given.
pub fn format_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a card such as \"7R\"")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Card, E> {
                v.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(V)
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.cards())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = CardSet;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of cards such as [\"8R\",\"2R\"] or \"8R 2R\"")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<CardSet, E> {
                v.parse().map_err(E::custom)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<CardSet, A::Error> {
                let mut set = CardSet::EMPTY;
                while let Some(card) = seq.next_element::<Card>()? {
                    if !set.insert(card) {
                        return Err(de::Error::custom(NotationError::new(
                            &card.to_string(),
                            "listed twice",
                        )));
                    }
                }
                Ok(set)
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips() {
        for i in 0..54 {
            let c = Card::from_index(i).unwrap();
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
            assert_eq!(Card::new(c.number(), c.colour()), Some(c));
        }
        assert_eq!(CardSet::all().len(), 54);
        assert_eq!(CardSet::of_number(5).len(), 6);
        assert_eq!(Colour::Blue.cards().len(), 9);
    }

    #[test]
    fn errors_name_the_token() {
        for (input, token) in [
            ("7R 0R", "0R"),
            ("7R,7r", "7R"),
            ("77", "77"),
            ("7", "7"),
            ("7RR", "7RR"),
            ("ÿÿ", "ÿÿ"),
        ] {
            let e = input.parse::<CardSet>().unwrap_err();
            assert_eq!(e.token, token, "{input}");
            assert!(e.to_string().contains(token));
        }
    }

    #[test]
    fn serde_forms() {
        let s: CardSet = "2R 8R".parse().unwrap();
        assert_eq!(serde_json::to_string(&s).unwrap(), r#"["8R","2R"]"#);
        assert_eq!(serde_json::from_str::<CardSet>(r#""2r,8R""#).unwrap(), s);
        assert!(serde_json::from_str::<CardSet>(r#"["2R","2R"]"#).is_err());
        assert!(serde_json::from_str::<CardSet>("17").is_err());
    }
}
