//! The legal plays counted, and one of them found by its position, without listing them:
//! what [`Odin::random_action`](super::Odin::random_action) uses for fast self-play and
//! rollouts.
//!
//! Positions are those of [`for_each_legal`](super::set::for_each_legal)'s order, so that
//! `nth_legal(hand, middle, i)` is the `i`-th set it reports: a random choice among the
//! plays gives the same game for the same seed whichever way the plays are found. The
//! plays come in groups (each colour's sets of the middle's size that beat it, then its
//! sets of one card more, then each number's sets); a group's size is a binomial
//! coefficient or, for the sets that must beat the middle's value, a short walk over the
//! middle's digits ([`count_above`]), and only the group holding the chosen play is
//! searched.

use super::card::{CardSet, NUMBER_BITS};
use super::set::{colour_value, is_set, raw_value, subsets_of_size, REPUNIT};

/// Binomial coefficients `C(n, k)` for `n` ≤ 9 (the most cards of one colour) and `k` ≤ 10.
const BINOMIAL: [[u32; 11]; 10] = {
    let mut c = [[0u32; 11]; 10];
    let mut n = 0;
    while n < 10 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
};

/// `C(n, k)`: the number of `k`-card sets of `n` cards (0 outside the table, which no
/// colour or number reaches).
#[inline]
fn choose(n: u32, k: usize) -> u32 {
    BINOMIAL
        .get(n as usize)
        .and_then(|row| row.get(k))
        .copied()
        .unwrap_or(0)
}

/// Cards in each 9-bit pattern (one colour's cards): a table, because the baseline x86-64
/// target has no population-count instruction and these counts are the inner loop.
const POP9: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// The number of cards in one colour's 9 bits.
#[inline]
fn pop9(mask: u64) -> u32 {
    u32::from(POP9[(mask & 0x1FF) as usize])
}

/// One bit in each colour's block: `x * SPREAD` copies a 9-bit pattern into all six.
const SPREAD: u64 = 1 | 1 << 9 | 1 << 18 | 1 << 27 | 1 << 36 | 1 << 45;

/// The numbers (bit `i`: number `i + 1`) of which `hand` holds two or more cards.
#[inline]
fn numbers_held_twice(hand: u64) -> u64 {
    let (mut once, mut twice, mut rest) = (0, 0, hand);
    for _ in 0..6 {
        let colour = rest & 0x1FF;
        twice |= once & colour;
        once |= colour;
        rest >>= 9;
    }
    twice
}

/// How many cards `mask` (cards of the number `number + 1` only) holds: the product with
/// [`SPREAD`] adds the six colours' bits up in the top block.
#[inline]
fn number_count(mask: u64, number: usize) -> u32 {
    (((mask >> number).wrapping_mul(SPREAD) >> 45) & 0x1FF) as u32
}

/// How many `digits.len()`-card sets of one colour's cards (`mask`: bit `i` is number
/// `i + 1`) are worth more than the value whose digits (1–9), largest first, are `digits`.
///
/// Both values have as many digits, so the larger one has the larger first digit where
/// they differ: a set whose highest card is above the first digit beats it with any lower
/// cards; one whose highest card equals it beats it if its remaining cards beat the
/// remaining digits.
#[inline]
fn count_above(mask: u64, digits: &[u8]) -> u32 {
    let mut mask = mask & 0x1FF;
    let mut total = 0;
    let mut rest = digits.len();
    for &d in digits {
        rest -= 1;
        let d = u32::from(d.clamp(1, 9));
        // Highest card above the digit (number > d ⇔ bit ≥ d), any `rest` cards below it.
        let mut above = mask & (0x1FF << d);
        if rest == 0 {
            return total + pop9(above);
        }
        while above != 0 {
            let t = above.trailing_zeros();
            above &= above - 1;
            total += choose(pop9(mask & ((1 << t) - 1)), rest);
        }
        // Highest card equal to the digit: compare what is left below it.
        let equal = 1 << (d - 1);
        if mask & equal == 0 {
            break;
        }
        mask &= equal - 1;
    }
    total
}

/// The `j`-th `k`-card subset of `mask` (at most 9 cards) in the order of
/// `subsets_of_size` (by the lowest card first: every subset holding the lowest card, then
/// those without it).
fn nth_subset(mask: u64, k: usize, mut j: u32) -> Option<u64> {
    let (mut rest, mut k, mut out) = (mask, k, 0u64);
    let mut left = mask.count_ones();
    while k > 0 {
        let low = rest & rest.wrapping_neg();
        if low == 0 {
            return None;
        }
        rest ^= low;
        left -= 1;
        let with_low = choose(left, k - 1);
        if j < with_low {
            out |= low;
            k -= 1;
        } else {
            j -= with_low;
        }
    }
    Some(out)
}

/// The `j`-th card of `mask`, lowest first.
fn nth_bit(mask: u64, mut j: u32) -> Option<u64> {
    let mut rest = mask;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        if j == 0 {
            return Some(low);
        }
        rest ^= low;
        j -= 1;
    }
    None
}

/// Most groups of plays a position has: two per colour and two per number.
const MAX_GROUPS: usize = 30;

/// What a group of plays holds (bits 16–17 of its code).
const BEATING: u32 = 0; // a colour's sets of the middle's size, those beating it
const COLOUR: u32 = 1; // all of a colour's sets of one size
const NUMBER: u32 = 2; // all of a number's sets of one size

/// A group's code: how many sets (bits 0–7), their size (8–11), the colour or number
/// (12–15, number − 1) and what it holds (16–17); the cards are the hand's of that colour
/// or number.
#[inline]
fn group(kind: u32, index: u32, k: usize, n: u32) -> u32 {
    n.min(255) | (k as u32 & 0xF) << 8 | (index & 0xF) << 12 | kind << 16
}

/// The legal plays of `hand` on `middle`, counted by group (each colour's sets of the
/// middle's size that beat it, then its sets of one card more, then each number's sets,
/// as `for_each_legal` reports them), so that the `j`-th is found without listing them.
#[derive(Default)]
pub(crate) struct Plays {
    hand: CardSet,
    size: usize,
    beat: u32,
    /// The middle's value's digits, largest first (`size` of them).
    digits: [u8; 9],
    total: usize,
    groups: [u32; MAX_GROUPS],
    /// How many of `groups` are filled.
    filled: usize,
}

impl Plays {
    /// Counts the plays of `hand` on `middle` (empty: leading).
    #[cfg(test)]
    pub(crate) fn new(hand: CardSet, middle: CardSet) -> Plays {
        let mut plays = Plays::default();
        plays.count(hand, middle);
        plays
    }

    /// Counts the plays of `hand` on `middle` (empty: leading), forgetting earlier ones.
    /// (Filling a `Plays` the caller holds spares copying it: this runs once per random
    /// action.)
    #[inline(always)]
    pub(crate) fn count(&mut self, hand: CardSet, middle: CardSet) {
        self.hand = hand;
        self.size = 0;
        self.total = 0;
        self.filled = 0;
        if middle.is_empty() {
            let cards = hand.len();
            self.total = cards + usize::from(cards > 1 && is_set(hand));
        } else if !hand.is_empty() {
            self.size_and_value(middle);
            if self.size <= 9 {
                self.count_groups();
            }
        }
    }

    /// The middle's size, value and digits (cheaply for one colour or one number, as every
    /// middle is).
    #[inline]
    fn size_and_value(&mut self, middle: CardSet) {
        let bits = middle.0;
        let shift = bits.trailing_zeros() / 9 * 9;
        let row = bits >> shift;
        if row <= 0x1FF {
            // One colour: its numbers from the highest down.
            let (mut rest, mut size, mut value) = (row, 0, 0);
            while rest != 0 {
                let high = 63 - rest.leading_zeros();
                rest ^= 1 << high;
                if let Some(d) = self.digits.get_mut(size) {
                    *d = high as u8 + 1;
                }
                size += 1;
                value = value * 10 + high + 1;
            }
            self.size = size;
            self.beat = value;
            return;
        }
        self.size = middle.len();
        self.beat = raw_value(middle);
        let mut value = self.beat;
        for d in self.digits.iter_mut().take(self.size).rev() {
            *d = (value % 10) as u8;
            value /= 10;
        }
    }

    /// Records a group of `n` sets (see [`group`]).
    #[inline]
    fn push(&mut self, kind: u32, index: u32, k: usize, n: u32) {
        if let Some(g) = self.groups.get_mut(self.filled) {
            *g = group(kind, index, k, n);
            self.filled += 1;
            self.total += n as usize;
        }
    }

    /// Counts the groups of plays on a middle of `self.size` cards worth `self.beat`.
    fn count_groups(&mut self) {
        let (hand, size, beat) = (self.hand.0, self.size, self.beat);
        let digits = self.digits;
        let digits = digits.get(..size).unwrap_or(&[]);
        for colour in 0..6u32 {
            let mask = (hand >> (colour * 9)) & 0x1FF;
            let cards = pop9(mask);
            if (cards as usize) < size.max(1) {
                continue; // Too few cards of this colour for any set.
            }
            let n = count_above(mask, digits);
            if n > 0 {
                self.push(BEATING, colour, size, n);
            }
            let n = choose(cards, size + 1);
            if n > 0 {
                self.push(COLOUR, colour, size + 1, n);
            }
        }
        // Same-number sets of two to six cards, for the numbers held twice or more, in the
        // order of their lowest card.
        let mut rest = hand & numbers_held_twice(hand).wrapping_mul(SPREAD);
        while rest != 0 {
            let number = (rest.trailing_zeros() % 9) as usize;
            let mask = hand & NUMBER_BITS[number];
            rest &= !mask;
            let cards = number_count(mask, number);
            for k in [size, size + 1] {
                let value = REPUNIT.get(k).map(|r| (number as u32 + 1) * r);
                if k >= 2 && value.is_some_and(|v| v > beat) {
                    let n = choose(cards, k);
                    if n > 0 {
                        self.push(NUMBER, number as u32, k, n);
                    }
                }
            }
        }
    }

    /// How many plays there are.
    pub(crate) fn len(&self) -> usize {
        self.total
    }

    /// The `j`-th play (from 0) in `for_each_legal`'s order, `None` past the last.
    pub(crate) fn nth(&self, j: usize) -> Option<CardSet> {
        if self.size == 0 {
            // Leading: each card, then the whole hand if it is a set.
            return match j.checked_sub(self.hand.len()) {
                None => nth_bit(self.hand.0, j as u32).map(CardSet),
                Some(0) if j < self.total => Some(self.hand),
                Some(_) => None,
            };
        }
        let mut j = u32::try_from(j).ok()?;
        for &code in self.groups.iter().take(self.filled) {
            let n = code & 0xFF;
            if j >= n {
                j -= n;
                continue;
            }
            let k = (code >> 8 & 0xF) as usize;
            let index = (code >> 12 & 0xF) as usize;
            let shift = index * 9;
            return match code >> 16 {
                NUMBER => nth_subset(self.hand.0 & NUMBER_BITS.get(index)?, k, j).map(CardSet),
                COLOUR => nth_subset(self.hand.0 & (0x1FF << shift), k, j).map(CardSet),
                _ => {
                    // The colour's sets of the middle's size beating it, in order.
                    let (mut seen, mut hit) = (0, None);
                    let row = (self.hand.0 >> shift) & 0x1FF;
                    subsets_of_size(row, k, 0, &mut |bits| {
                        if colour_value(bits) > self.beat {
                            if seen == j {
                                hit = Some(CardSet(bits << shift));
                            }
                            seen += 1;
                        }
                    });
                    hit
                }
            };
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odin::set::for_each_legal;
    use crate::Rng;

    /// A random hand of `len` cards and a random middle of `mlen` others that is a set
    /// (of one colour or one number), as in play.
    fn deal(rng: &mut Rng, len: usize, mlen: usize) -> (CardSet, CardSet) {
        loop {
            let mut cards: Vec<u64> = (0..54).collect();
            rng.shuffle(&mut cards);
            let hand = CardSet(cards[..len].iter().fold(0, |m, &i| m | 1 << i));
            let middle = CardSet(cards[len..len + mlen].iter().fold(0, |m, &i| m | 1 << i));
            if mlen == 0 || is_set(middle) {
                return (hand, middle);
            }
        }
    }

    fn count_legal(hand: CardSet, middle: CardSet) -> usize {
        Plays::new(hand, middle).len()
    }

    fn nth_legal(hand: CardSet, middle: CardSet, j: usize) -> Option<CardSet> {
        Plays::new(hand, middle).nth(j)
    }

    fn listed(hand: CardSet, middle: CardSet) -> Vec<CardSet> {
        let mut out = Vec::new();
        for_each_legal(hand, middle, |set, _| out.push(set));
        out
    }

    #[test]
    fn binomials() {
        assert_eq!(choose(9, 4), 126);
        assert_eq!(choose(6, 3), 20);
        assert_eq!(choose(5, 0), 1);
        assert_eq!(choose(3, 4), 0);
        assert_eq!(choose(9, 10), 0);
        assert_eq!(choose(10, 1), 0);
    }

    #[test]
    fn count_and_nth_match_the_listing() {
        let mut rng = Rng::new(11);
        let mut checked = 0;
        for round in 0..4000 {
            let len = 1 + rng.index(9);
            // Middles of 0–5 cards; one-colour middles are drawn often by the retry.
            let mlen = [0, 1, 1, 2, 2, 3, 4, 5][round % 8];
            let (hand, middle) = deal(&mut rng, len, mlen);
            let all = listed(hand, middle);
            assert_eq!(count_legal(hand, middle), all.len(), "{hand} on {middle}");
            for (j, set) in all.iter().enumerate() {
                assert_eq!(
                    nth_legal(hand, middle, j),
                    Some(*set),
                    "{hand} on {middle} #{j}"
                );
            }
            assert_eq!(nth_legal(hand, middle, all.len()), None);
            checked += all.len();
        }
        assert!(checked > 10_000, "only {checked} plays checked");
    }

    #[test]
    fn whole_colours_and_numbers() {
        // Long same-colour and same-number sets, where the counts are largest.
        let red: CardSet = "1R 2R 3R 4R 5R 6R 7R 8R 9R".parse().unwrap();
        let fives: CardSet = "5R 5O 5Y 5G 5B 5P".parse().unwrap();
        for (hand, middle) in [
            (red, "9O 8O 2O 1O".parse().unwrap()),
            (red, "4B 3B 2B".parse().unwrap()),
            (red, CardSet::EMPTY),
            (fives, "4R 4O 4Y".parse().unwrap()),
            (fives.union("9R 7R".parse().unwrap()), "6B".parse().unwrap()),
            (red, "9O 8O 7O 6O 5O 4O 3O 2O 1O".parse().unwrap()),
        ] {
            let all = listed(hand, middle);
            assert_eq!(count_legal(hand, middle), all.len(), "{hand} on {middle}");
            for (j, set) in all.iter().enumerate() {
                assert_eq!(nth_legal(hand, middle, j), Some(*set));
            }
        }
        // 3 reds above 432: all 84 but 432, 431, 421 and 321; any 4 reds: 126.
        assert_eq!(count_legal(red, "4B 3B 2B".parse().unwrap()), 80 + 126);
    }
}
