//! Temples and divine abilities (rulings §8.2–8.3 and §11) as functions of what is on the
//! map: how many temples a player has in a domain, and how many players sit at the table.

use super::cards::From;

/// Temples in one domain that make its owner (§8.3, R).
pub const OWNER_TEMPLES: u8 = 3;

/// The ability level in a domain with `temples` of your temples (§8.2): 0, 1, or 2 (two
/// or more).
pub fn level(temples: u8) -> u8 {
    temples.min(2)
}

/// Whether `temples` in one domain make you its owner (§8.3): three or more.
pub fn owns(temples: u8) -> bool {
    temples >= OWNER_TEMPLES
}

/// Attacks a player may make in one slot of an attack phase (§9.3, §11 Surtur): two with
/// Surtur level 1+ in a game of 2–3 players, else one.
pub fn attacks_per_slot(surtur_level: u8, players: usize) -> u8 {
    if players <= 3 && surtur_level >= 1 {
        2
    } else {
        1
    }
}

/// The bonus to the power of your attack cards (§11 Surtur): with 2–3 players +1 at level
/// 2 only ("as level 1, and …"); with 4–5 players +1 at level 1 and +2 at level 2.
pub fn attack_bonus(surtur_level: u8, players: usize) -> u8 {
    match (players <= 3, surtur_level) {
        (true, 2..) => 1,
        (true, _) => 0,
        (false, l) => l.min(2),
    }
}

/// The bonus to the power of your defence cards (§11 Tyr): +1 at level 1, +2 at level 2.
/// Added only when a defence card is played; it never makes a defence on its own.
pub fn defence_bonus(tyr_level: u8) -> u8 {
    tyr_level.min(2)
}

/// Heimdall's trade (§11), any number of times in your resource and building phases: at
/// level 1, 2 resources of one kind for 1 of your choice; at level 2, 1 for 1. `None`
/// without a Heimdall temple.
pub fn heimdall_rate(level: u8) -> Option<u8> {
    match level {
        0 => None,
        1 => Some(2),
        _ => Some(1),
    }
}

/// A conversion of the followers phase (§10, §11): pay `cost` resources of `from`, gain
/// `followers`, at most `times` times per turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conversion {
    pub from: From,
    pub cost: u8,
    pub followers: u8,
    pub times: u8,
}

/// Thor's conversion (§11): level 1, 3 gold/diamonds → 1 follower; level 2, 2 → 1; at most 3
/// times either way (level 2 replaces level 1).
pub fn thor(level: u8) -> Option<Conversion> {
    let cost = match level {
        0 => return None,
        1 => 3,
        _ => 2,
    };
    Some(Conversion {
        from: From::GoldDiamond,
        cost,
        followers: 1,
        times: 3,
    })
}

/// Odin's conversion (§11): level 1, 2 divine blood → 1 follower at most 3 times; level 2,
/// 3 → 2 at most 2 times (replacing level 1).
pub fn odin(level: u8) -> Option<Conversion> {
    let (cost, followers, times) = match level {
        0 => return None,
        1 => (2, 1, 3),
        _ => (3, 2, 2),
    };
    Some(Conversion {
        from: From::Blood,
        cost,
        followers,
        times,
    })
}

/// White dice of Loki's roll in the followers phase (§11): one at level 1, two at level 2.
pub fn loki_dice(level: u8) -> u8 {
    level.min(2)
}

/// Cards drawn in the draw step (§6.1, §11 Freya): 2, or 3 at Freya level 2; and whether
/// they come hidden (Freya level 1+) rather than as open cards.
pub fn draw_step(freya_level: u8) -> (u8, bool) {
    match freya_level {
        0 => (2, false),
        1 => (2, true),
        _ => (3, true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_owners_follow_the_temples() {
        let l: Vec<(u8, bool)> = (0..=5).map(|t| (level(t), owns(t))).collect();
        assert_eq!(
            l,
            [
                (0, false),
                (1, false),
                (2, false),
                (2, true),
                (2, true),
                (2, true)
            ]
        );
    }

    /// The Surtur rows of the table of §11: it is the one ability that depends on the
    /// number of players.
    #[test]
    fn surtur_depends_on_the_number_of_players() {
        for players in 2..=3 {
            assert_eq!(
                (attacks_per_slot(0, players), attack_bonus(0, players)),
                (1, 0)
            );
            assert_eq!(
                (attacks_per_slot(1, players), attack_bonus(1, players)),
                (2, 0)
            );
            assert_eq!(
                (attacks_per_slot(2, players), attack_bonus(2, players)),
                (2, 1)
            );
        }
        for players in 4..=5 {
            assert_eq!(
                (attacks_per_slot(0, players), attack_bonus(0, players)),
                (1, 0)
            );
            assert_eq!(
                (attacks_per_slot(1, players), attack_bonus(1, players)),
                (1, 1)
            );
            assert_eq!(
                (attacks_per_slot(2, players), attack_bonus(2, players)),
                (1, 2)
            );
        }
    }

    #[test]
    fn the_other_gods_as_the_table_of_the_rulings() {
        assert_eq!(
            (defence_bonus(0), defence_bonus(1), defence_bonus(2)),
            (0, 1, 2)
        );
        assert_eq!(
            (heimdall_rate(0), heimdall_rate(1), heimdall_rate(2)),
            (None, Some(2), Some(1))
        );
        assert_eq!(
            thor(1).map(|c| (c.cost, c.followers, c.times)),
            Some((3, 1, 3))
        );
        assert_eq!(
            thor(2).map(|c| (c.cost, c.followers, c.times)),
            Some((2, 1, 3))
        );
        assert_eq!(
            odin(1).map(|c| (c.cost, c.followers, c.times)),
            Some((2, 1, 3))
        );
        assert_eq!(
            odin(2).map(|c| (c.cost, c.followers, c.times)),
            Some((3, 2, 2))
        );
        assert_eq!((thor(0), odin(0)), (None, None));
        assert_eq!((loki_dice(0), loki_dice(1), loki_dice(2)), (0, 1, 2));
        assert_eq!(
            (draw_step(0), draw_step(1), draw_step(2)),
            ((2, false), (2, true), (3, true))
        );
    }
}
