//! Small helpers on a hand of tiles (kept sorted).

use super::tile::Kind;

pub(super) fn insert_sorted(hand: &mut Vec<Kind>, k: Kind) {
    let pos = hand.partition_point(|&x| x <= k);
    hand.insert(pos, k);
}

pub(super) fn take(hand: &mut Vec<Kind>, k: Kind) -> bool {
    if let Some(i) = hand.iter().position(|&x| x == k) {
        hand.remove(i);
        true
    } else {
        false
    }
}

pub(super) fn count(hand: &[Kind], k: Kind) -> usize {
    hand.iter().filter(|&&x| x == k).count()
}

pub(super) fn non_hel(hand: &[Kind]) -> usize {
    hand.iter().filter(|&&x| x != Kind::Hel).count()
}

pub(super) fn distinct(hand: &[Kind]) -> Vec<Kind> {
    let mut v = hand.to_vec();
    v.dedup();
    v
}
