//! A small, seedable, serialisable random number generator.
//!
//! Games keep their [`Rng`] inside their state, so the sequence of random events is a pure
//! function of the seed and the actions played: a game replays exactly, on any platform,
//! natively or in WebAssembly. The generator is xoshiro256\*\* seeded through SplitMix64;
//! it is fast and statistically sound, and not meant for cryptography.

use serde::{Deserialize, Serialize};

/// A deterministic pseudo-random number generator (xoshiro256\*\*).
///
/// ```
/// use skald::Rng;
/// let mut a = Rng::new(7);
/// let mut b = Rng::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// let roll = a.below(6);
/// assert!(roll < 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rng {
    s: [u64; 4],
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator whose whole future is determined by `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut sm = seed;
        let s = [
            splitmix64(&mut sm),
            splitmix64(&mut sm),
            splitmix64(&mut sm),
            splitmix64(&mut sm),
        ];
        Rng { s }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniformly distributed integer in `0..n`; returns 0 when `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Lemire's multiply-and-reject: unbiased, and division-free in the common case. The
        // threshold `2^64 mod n` is below `n`, so a low half of at least `n` is always kept
        // and the modulo is computed only when the low half falls under `n` (the same draws
        // are kept and rejected as when it was computed every time: same seed, same game).
        loop {
            let m = (self.next_u64() as u128) * (n as u128);
            let low = m as u64;
            if low >= n || low >= n.wrapping_neg() % n {
                return (m >> 64) as u64;
            }
        }
    }

    /// A uniformly distributed index into a slice of length `len` (0 when `len` is 0).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// A fresh generator split off this one, for an independent stream (for example the
    /// generator a sampled state gets, so it does not share the real game's future).
    pub fn fork(&mut self) -> Rng {
        Rng::new(self.next_u64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_different_seed_different_stream() {
        let a: Vec<u64> = (0..8)
            .map({
                let mut r = Rng::new(1);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..8)
            .map({
                let mut r = Rng::new(1);
                move |_| r.next_u64()
            })
            .collect();
        let c: Vec<u64> = (0..8)
            .map({
                let mut r = Rng::new(2);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    /// `below` as first written (the modulo on every draw): the shortcut keeps and rejects
    /// exactly the same draws, so every seeded game stays the game it was.
    fn below_reference(r: &mut Rng, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        loop {
            let m = (r.next_u64() as u128) * (n as u128);
            if m as u64 >= n.wrapping_neg() % n {
                return (m >> 64) as u64;
            }
        }
    }

    #[test]
    fn below_draws_as_the_reference_does() {
        for n in [
            1,
            2,
            3,
            5,
            6,
            7,
            52,
            141,
            1000,
            u64::MAX / 3 + 7,
            u64::MAX - 1,
            u64::MAX,
        ] {
            let (mut a, mut b) = (Rng::new(n ^ 99), Rng::new(n ^ 99));
            for _ in 0..2000 {
                assert_eq!(a.below(n), below_reference(&mut b, n), "n = {n}");
            }
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = Rng::new(42);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let x = r.below(6) as usize;
            seen[x] += 1;
        }
        for count in seen {
            assert!((800..1200).contains(&count), "{seen:?}");
        }
        assert_eq!(r.below(0), 0);
    }

    #[test]
    fn shuffle_is_a_permutation_and_depends_on_seed() {
        let mut a: Vec<u32> = (0..50).collect();
        let mut b = a.clone();
        Rng::new(3).shuffle(&mut a);
        Rng::new(4).shuffle(&mut b);
        assert_ne!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn survives_serde_round_trip_mid_stream() {
        let mut r = Rng::new(9);
        r.next_u64();
        let json = serde_json::to_string(&r).unwrap();
        let mut back: Rng = serde_json::from_str(&json).unwrap();
        assert_eq!(r.next_u64(), back.next_u64());
    }
}
