//! The Yggdrasil track (rulings §12): followers, the safe zones 0, 5, 12 and 20, and what a
//! loss really takes.

use super::constants::SAFE_ZONES;

/// The floor of a player with `followers`: the highest safe zone at or below it (§12.2).
///
/// ```
/// use skald::valda::track::floor;
/// assert_eq!((floor(4), floor(5), floor(19), floor(31)), (0, 5, 12, 20));
/// ```
pub fn floor(followers: u32) -> u32 {
    SAFE_ZONES
        .iter()
        .copied()
        .filter(|&z| z <= followers)
        .max()
        .unwrap_or(0)
}

/// A loss of `k` followers — a kill, a steal, a white die, a card (§12.3): the new count
/// and how many were really lost (which is what a thief gains, §12.4). A player never
/// drops below the floor of the count they had.
///
/// ```
/// use skald::valda::track::lose;
/// assert_eq!(lose(7, 3), (5, 2)); // §12.6: f = 7, kill 3 → 5 (2 lost)
/// ```
pub fn lose(followers: u32, k: u32) -> (u32, u32) {
    let after = followers.saturating_sub(k).max(floor(followers));
    (after, followers - after)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every example of rulings §12.6.
    #[test]
    fn the_examples_of_the_rulings() {
        assert_eq!(lose(5, 1), (5, 0), "f = 5, kill 1 → 5 (nothing lost)");
        assert_eq!(lose(7, 3), (5, 2), "f = 7, kill 3 → 5 (2 lost)");
        assert_eq!(
            lose(13, 2),
            (12, 1),
            "f = 13, steal 2 → 12 (1 lost, the thief gains 1)"
        );
        assert_eq!(lose(4, 2), (2, 2), "f = 4, kill 2 → 2");
        assert_eq!(lose(25, 9), (20, 5), "f = 25, kill 9 → 20");
        assert_eq!(lose(11, 1), (10, 1), "f = 11, white die −1 → 10");
    }

    /// §12.5: once 5, 12 or 20 is reached, no loss goes below it.
    #[test]
    fn no_loss_goes_below_a_zone_reached() {
        for f in 0..60u32 {
            for k in 0..40u32 {
                let (after, lost) = lose(f, k);
                assert_eq!(after + lost, f);
                assert!(lost <= k);
                assert!(after >= floor(f));
                assert_eq!(floor(after), floor(f), "f {f} k {k}");
            }
        }
    }
}
