//! Every number the rulings decide, in one place (rulings §2.1 and §2.2), so that the
//! engine keeps them together and a variant can change them.

use super::cards::effect::God;

/// Fewest and most players (§2.1, R).
pub const MIN_PLAYERS: usize = 2;
/// See [`MIN_PLAYERS`].
pub const MAX_PLAYERS: usize = 5;
/// Rounds in a game (§2.1, R).
pub const ROUNDS: u8 = 6;
/// Actions in each game phase (§2.1, R).
pub const ACTIONS_PER_GAME_PHASE: u8 = 3;
/// Base cards drawn face up at the start of the game phase (§2.1, R).
pub const OPEN_DRAW: u8 = 2;
/// The open draw at Freya level 2 (§2.1, R).
pub const OPEN_DRAW_FREYA: u8 = 3;
/// Cards a hand may hold at the end of its owner's game phase (§2.1, §13.7, R).
pub const HAND_LIMIT: usize = 10;
/// Builds in a building phase (§2.1, R); an Yggdrasil card raises it to its number.
pub const BUILDS_PER_PHASE: u8 = 2;
/// The highest build limit any Yggdrasil card gives (§2.1, A).
pub const MAX_BUILD_LIMIT: u8 = 4;
/// Mines at the start, and at most (§2.1: R / D, four yellow dice exist).
pub const MINES_START: u8 = 2;
/// See [`MINES_START`].
pub const MINES_MAX: u8 = 4;
/// Blood drills at the start, and at most (§2.1: R / D, three blue dice exist).
pub const DRILLS_START: u8 = 0;
/// See [`DRILLS_START`].
pub const DRILLS_MAX: u8 = 3;
/// Temple sites in each god domain (§2.1, R).
pub const TEMPLE_SITES: usize = 5;
/// Temples each player may have on the map (§2.1, D: each player has 9 temple figures).
pub const TEMPLES_PER_PLAYER: u8 = 9;
/// Resources paid in the resource phase for one resource of choice (§2.1, R; D: any mix).
pub const TRADE_RATE: u8 = 4;
/// Followers a new temple gives (§2.1, R).
pub const TEMPLE_FOLLOWERS: u8 = 1;
/// God cards looked at when a temple is built; one is kept (§2.1, R).
pub const TEMPLE_LOOK: u8 = 2;
/// The safe zones of the Yggdrasil track (§2.1, §12, R).
pub const SAFE_ZONES: [u32; 4] = [0, 5, 12, 20];
/// Base cards in each starting hand (§2.1, R).
pub const STARTING_HAND: u8 = 6;
/// Cards in the set (§2.1: R) — base 85 + 7 god decks × 8 (§2.4, D).
pub const CARDS: usize = 141;
/// Cards in the base deck (§2.4, D).
pub const BASE_CARDS: usize = 85;
/// Cards in each god deck (§2.4, D).
pub const GOD_DECK_CARDS: usize = 8;

/// A price or a stock of the three resources.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Resources {
    pub gold: u16,
    pub diamond: u16,
    pub blood: u16,
}

impl Resources {
    /// `gold`, `diamond`, `blood`.
    pub const fn new(gold: u16, diamond: u16, blood: u16) -> Resources {
        Resources {
            gold,
            diamond,
            blood,
        }
    }

    /// Cubes in all.
    pub const fn total(self) -> u16 {
        self.gold + self.diamond + self.blood
    }
}

/// Starting resources by seat, seat 1 first (§3.5: R for seats 1–4; D for seat 5, which
/// repeats the last line).
pub const STARTING_RESOURCES: [Resources; MAX_PLAYERS] = [
    Resources::new(1, 1, 2),
    Resources::new(2, 1, 2),
    Resources::new(2, 2, 2),
    Resources::new(2, 2, 2),
    Resources::new(2, 2, 2),
];

/// A mine costs one of each (§2.1, R).
pub const MINE_COST: Resources = Resources::new(1, 1, 1);
/// A blood drill costs 2 diamonds and 2 gold (§2.1, R).
pub const DRILL_COST: Resources = Resources::new(2, 2, 0);

/// The price of a temple in a god's domain (§2.2, R).
pub const fn temple_cost(god: God) -> Resources {
    match god {
        God::Heimdall => Resources::new(2, 2, 2),
        God::Freya => Resources::new(3, 3, 0),
        God::Surtur => Resources::new(0, 2, 2),
        God::Tyr => Resources::new(2, 0, 2),
        God::Thor => Resources::new(2, 2, 2),
        God::Odin => Resources::new(3, 3, 3),
        God::Loki => Resources::new(1, 1, 4),
    }
}
