//! Rules of the attack phase that need no game state (rulings §9): who attacks in which
//! order, and whether an attack hits.

use crate::PlayerId;

/// The order of the attack slots (§9.2), fixed at the start of the phase: every player but
/// the active one, more followers first; ties by more resources in total; then by seat,
/// clockwise from the active player's left.
///
/// ```
/// use skald::valda::attack::attack_order;
/// // Seat 0 is active; 1 and 3 are tied on followers, 3 has more resources.
/// assert_eq!(attack_order(0, &[9, 4, 6, 4], &[0, 5, 1, 7]), [2, 3, 1]);
/// ```
pub fn attack_order(active: PlayerId, followers: &[u32], resources: &[u32]) -> Vec<PlayerId> {
    let n = followers.len().min(resources.len());
    let mut order: Vec<PlayerId> = (1..n).map(|i| (active + i) % n).collect();
    // A stable sort keeps the clockwise order among full ties.
    order.sort_by(|&a, &b| {
        followers[b]
            .cmp(&followers[a])
            .then(resources[b].cmp(&resources[a]))
    });
    order
}

/// Whether an attack hits (§9.4.5): with no defence card it hits; otherwise only if its
/// power is above the defence's (ties go to the defender: the shield holds). A
/// `reflect()` defence stops it without comparing (the caller decides that first).
pub fn hits(attack_power: u8, defence_power: Option<u8>) -> bool {
    match defence_power {
        None => true,
        Some(d) => attack_power > d,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_go_to_resources_then_to_the_seat_left_of_the_active_player() {
        // Active seat 2 of 5: the others all tied on followers and resources → 3, 4, 0, 1.
        assert_eq!(attack_order(2, &[3; 5], &[4; 5]), [3, 4, 0, 1]);
        // More followers first, whatever the seat.
        assert_eq!(
            attack_order(2, &[1, 8, 0, 3, 3], &[0, 0, 0, 9, 2]),
            [1, 3, 4, 0]
        );
        // A two-player game: the other player attacks.
        assert_eq!(attack_order(1, &[0, 0], &[0, 0]), [0]);
    }

    #[test]
    fn the_shield_holds_on_a_tie() {
        assert!(hits(3, None));
        assert!(hits(4, Some(3)));
        assert!(!hits(3, Some(3)));
        assert!(!hits(2, Some(3)));
    }
}
