//! Sets: which card groups may be played, what they are worth, and whether a play beats
//! the middle.
//!
//! A *set* is one or more cards that all share the number or all share the colour. Its
//! value is the number formed by its digits in descending order:
//!
//! ```
//! use skald::odin::{set_value, check_play_on};
//! let v = |s: &str| set_value(s.parse().unwrap());
//! assert_eq!(v("2R 8R"), Ok(82));
//! assert_eq!(v("2R 4R 9R"), Ok(942));
//! assert_eq!(v("5R 5B"), Ok(55));
//! assert_eq!(v("5R 3B").unwrap_err().to_string(), "cards share neither number nor colour");
//! let middle = "5R 3R".parse().unwrap();
//! assert_eq!(check_play_on(middle, None, "6B 1B".parse().unwrap()), Ok(61));
//! ```

use super::card::{Card, CardSet, NUMBER_BITS};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a group of cards is not a set, or why a play is not allowed now. The `Display`
/// text is a short sentence for players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlayError {
    /// No cards were given.
    Empty,
    /// A multi-card group mixes numbers and colours.
    Mixed,
    /// The player does not hold this card.
    NotHeld {
        /// The missing card.
        card: Card,
    },
    /// A leader played several cards that are not their whole hand.
    LeaderPlaysOne,
    /// The size is neither the middle's size nor one more.
    WrongSize {
        /// Cards allowed: `size` or `size + 1`.
        size: usize,
        /// Cards played.
        played: usize,
    },
    /// The value does not beat the middle.
    TooLow {
        /// Value of the play.
        value: u32,
        /// Value of the middle.
        middle: u32,
    },
    /// It is not the time to play (the game is over, or a card must be taken first).
    NotNow {
        /// What is expected instead.
        reason: String,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Empty => write!(f, "play at least one card"),
            PlayError::Mixed => write!(f, "cards share neither number nor colour"),
            PlayError::NotHeld { card } => write!(f, "you do not hold {card}"),
            PlayError::LeaderPlaysOne => write!(
                f,
                "the leader plays exactly one card, or the whole hand if all its cards share a number or a colour"
            ),
            PlayError::WrongSize { size, played } => write!(
                f,
                "must have {size} or {} cards, not {played}",
                size.saturating_add(1)
            ),
            PlayError::TooLow { value, middle } => {
                write!(f, "value {value} is not above {middle}")
            }
            PlayError::NotNow { reason } => f.write_str(reason),
        }
    }
}

impl std::error::Error for PlayError {}

/// Whether the cards form a set: all one number or all one colour (one card always does).
pub fn is_set(cards: CardSet) -> bool {
    let bits = cards.bits();
    if bits == 0 {
        return false;
    }
    // Same colour: all bits inside one 9-bit block.
    let colour = bits.trailing_zeros() / 9;
    if bits >> (colour * 9) <= 0x1FF {
        return true;
    }
    // Same number: inside the number's mask.
    let number = (bits.trailing_zeros() % 9) as usize;
    bits & !NUMBER_BITS[number] == 0
}

/// Digits of the cards in descending order, as a number (no set check).
pub(crate) fn raw_value(cards: CardSet) -> u32 {
    let bits = cards.bits();
    if bits == 0 {
        return 0;
    }
    // One colour (every middle that is not a same-number set): its digits are its bits.
    let shift = bits.trailing_zeros() / 9 * 9;
    if bits >> shift <= 0x1FF {
        return colour_value(bits >> shift);
    }
    // One number: that digit as many times as there are cards.
    let number = bits.trailing_zeros() % 9;
    if bits & !NUMBER_BITS[number as usize] == 0 {
        let cards = bits.count_ones() as usize;
        if let Some(&r) = REPUNIT.get(cards) {
            return (number + 1) * r;
        }
    }
    let mut v = 0u32;
    for n in (0..9).rev() {
        for _ in 0..(cards.bits() & NUMBER_BITS[n]).count_ones() {
            v = v.wrapping_mul(10).wrapping_add(n as u32 + 1);
        }
    }
    v
}

/// The value of a set: its numbers as digits, largest first (`2R 8R` = 82).
pub fn set_value(cards: CardSet) -> Result<u32, PlayError> {
    if cards.is_empty() {
        return Err(PlayError::Empty);
    }
    if !is_set(cards) {
        return Err(PlayError::Mixed);
    }
    Ok(raw_value(cards))
}

/// Checks `play` against `middle` (empty when leading) and returns its value.
///
/// `hand` is the player's hand when known: then every card must be held, and a leader may
/// play the whole hand when it is a set. Without a hand (the command line's `legal`) a
/// leader may play exactly one card.
///
/// Checks run in this order, and the first failure is reported: empty play, cards not
/// held, not a set, leader rule, size, value.
pub fn check_play_on(
    middle: CardSet,
    hand: Option<CardSet>,
    play: CardSet,
) -> Result<u32, PlayError> {
    if play.is_empty() {
        return Err(PlayError::Empty);
    }
    if let Some(hand) = hand {
        let missing = play.minus(hand);
        if !missing.is_empty() {
            if let Some(&card) = missing.cards().first() {
                return Err(PlayError::NotHeld { card });
            }
        }
    }
    let value = set_value(play)?;
    if middle.is_empty() {
        if play.len() == 1 || hand == Some(play) {
            return Ok(value);
        }
        return Err(PlayError::LeaderPlaysOne);
    }
    let size = middle.len();
    if play.len() != size && play.len() != size + 1 {
        return Err(PlayError::WrongSize {
            size,
            played: play.len(),
        });
    }
    let middle_value = raw_value(middle);
    if value <= middle_value {
        return Err(PlayError::TooLow {
            value,
            middle: middle_value,
        });
    }
    Ok(value)
}

/// All plays of one size and value (several sets can share a value: `5R 3R` and `5B 3B`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayGroup {
    /// Cards in each set.
    pub size: usize,
    /// Value of each set.
    pub value: u32,
    /// Whether playing any of these sets empties the hand, which ends the hand.
    pub ends_hand: bool,
    /// The sets, in canonical order of their cards.
    pub sets: Vec<CardSet>,
}

/// Whether `mask` has at least `k` bits (cheap for the common small `k`).
#[inline(always)]
fn has_at_least(mask: u64, k: usize) -> bool {
    match k {
        0 => true,
        1 => mask != 0,
        2 => mask & mask.wrapping_sub(1) != 0,
        _ => mask.count_ones() as usize >= k,
    }
}

/// Calls `f(acc | subset)` for every `k`-bit subset of `mask`, each once (the lowest
/// chosen bit first, then only higher ones).
pub(super) fn subsets_of_size(mask: u64, k: usize, acc: u64, f: &mut impl FnMut(u64)) {
    if k == 0 {
        f(acc);
        return;
    }
    if !has_at_least(mask, k) {
        return;
    }
    let mut rest = mask;
    if k == 1 {
        // Leaves without a further call: the common case.
        while rest != 0 {
            let low = rest & rest.wrapping_neg();
            rest ^= low;
            f(acc | low);
        }
        return;
    }
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        rest ^= low;
        subsets_of_size(rest, k - 1, acc | low, f);
    }
}

/// Calls `f(set, value)` for every set in `hand` that may be played on `middle` (empty
/// middle: leading). The same set is never reported twice.
pub(crate) fn for_each_legal(hand: CardSet, middle: CardSet, mut f: impl FnMut(CardSet, u32)) {
    if hand.is_empty() {
        return;
    }
    if middle.is_empty() {
        for c in hand.iter() {
            f(c.set(), c.number() as u32);
        }
        if hand.len() > 1 && is_set(hand) {
            f(hand, raw_value(hand));
        }
        return;
    }
    let size = middle.len();
    let beat = raw_value(middle);
    // Same colour (this includes every single card). Work on the colour's 9 bits: bit i
    // is number i + 1, so the value is read from the highest bit down.
    for colour in 0..6 {
        let shift = colour * 9;
        let mask = (hand.0 >> shift) & 0x1FF;
        if mask == 0 {
            continue;
        }
        if size == 1 {
            // Singles above the middle's number (bit i is worth i + 1 > beat ⇔ i ≥ beat).
            let mut singles = mask & (0x1FF << beat.min(9)) & 0x1FF;
            while singles != 0 {
                let i = singles.trailing_zeros();
                singles &= singles - 1;
                f(CardSet(1 << (i + shift)), i + 1);
            }
        } else if has_at_least(mask, size) {
            subsets_of_size(mask, size, 0, &mut |bits| {
                let v = colour_value(bits);
                if v > beat {
                    f(CardSet(bits << shift), v);
                }
            });
        }
        // One card more always has the higher value.
        if has_at_least(mask, size + 1) {
            subsets_of_size(mask, size + 1, 0, &mut |bits| {
                f(CardSet(bits << shift), colour_value(bits))
            });
        }
    }
    // Same number, two to six cards.
    let mut rest = hand.0;
    while rest != 0 {
        let n = (rest.trailing_zeros() % 9) as usize;
        let mask = hand.0 & NUMBER_BITS[n];
        rest &= !mask;
        if !has_at_least(mask, 2) {
            continue;
        }
        for k in [size, size + 1] {
            if (2..=6).contains(&k) {
                let v = (n as u32 + 1) * REPUNIT[k];
                if v > beat && has_at_least(mask, k) {
                    subsets_of_size(mask, k, 0, &mut |bits| f(CardSet(bits), v));
                }
            }
        }
    }
}

/// 1, 11, 111… (index: number of digits).
pub(super) const REPUNIT: [u32; 7] = [0, 1, 11, 111, 1_111, 11_111, 111_111];

/// Value of a same-colour set given as 9 bits (bit i = number i + 1).
pub(super) fn colour_value(mut bits: u64) -> u32 {
    let mut v = 0;
    while bits != 0 {
        let hi = 63 - bits.leading_zeros();
        v = v * 10 + hi + 1;
        bits ^= 1 << hi;
    }
    v
}

/// The legal sets from `hand` on `middle`, grouped by size then value (both ascending).
pub fn legal_plays_on(hand: CardSet, middle: CardSet) -> Vec<PlayGroup> {
    let mut all: Vec<(usize, u32, CardSet)> = Vec::new();
    for_each_legal(hand, middle, |set, v| all.push((set.len(), v, set)));
    all.sort_by_key(|&(size, v, set)| (size, v, set.cards()));
    let mut groups: Vec<PlayGroup> = Vec::new();
    for (size, value, set) in all {
        match groups.last_mut() {
            Some(g) if g.size == size && g.value == value => g.sets.push(set),
            _ => groups.push(PlayGroup {
                size,
                value,
                ends_hand: size == hand.len(),
                sets: vec![set],
            }),
        }
    }
    groups
}

/// The cards of `hand` that belong to at least one legal play on `middle`.
pub fn playable_cards_on(hand: CardSet, middle: CardSet) -> CardSet {
    let mut out = CardSet::EMPTY;
    for_each_legal(hand, middle, |set, _| out = out.union(set));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: &str) -> CardSet {
        x.parse().unwrap()
    }

    #[test]
    fn enumeration_matches_brute_force() {
        let mut rng = crate::Rng::new(5);
        for _ in 0..300 {
            let mut cards: Vec<usize> = (0..54).collect();
            rng.shuffle(&mut cards);
            let hand = CardSet(cards[..9].iter().fold(0, |m, &i| m | 1 << i));
            let mlen = 1 + rng.index(4);
            let middle = CardSet(cards[9..9 + mlen].iter().fold(0, |m, &i| m | 1 << i));
            let mut fast = Vec::new();
            for_each_legal(hand, middle, |set, _| fast.push(set.0));
            fast.sort();
            let mut slow = Vec::new();
            let bits: Vec<u64> = hand.iter().map(|c| 1u64 << c.index()).collect();
            for sub in 1u32..(1 << bits.len()) {
                let set = CardSet(
                    (0..bits.len())
                        .filter(|i| sub >> i & 1 == 1)
                        .fold(0, |m, i| m | bits[i]),
                );
                if check_play_on(middle, Some(hand), set).is_ok() {
                    slow.push(set.0);
                }
            }
            slow.sort();
            assert_eq!(fast, slow, "hand {hand} middle {middle}");
        }
    }

    #[test]
    fn messages() {
        let e = |m: &str, p: &str| check_play_on(s(m), None, s(p)).unwrap_err().to_string();
        assert_eq!(e("6R 1R", "5B 3B"), "value 53 is not above 61");
        assert_eq!(e("6R 1R", "5B"), "must have 2 or 3 cards, not 1");
        assert_eq!(e("6R 1R", "5B 3R"), "cards share neither number nor colour");
    }
}
