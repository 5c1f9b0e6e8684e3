//! "Learn with a first game" (issue #45, docs/coach.md "A first game"): each game's start
//! page offers a curated start — a seed and set-up chosen so that the moments a new player
//! should meet come up within the first round — played by the people at the table (any seat
//! may be a computer) with the coach on.
//!
//! A curated start is only an address: the game's new-game form with the seed, the game's
//! own options and `teach=1` filled in, and `first=1`, which keeps the form from remembering
//! the curated seed for later games. The players choose how many they are and who is a
//! computer there: each seed was checked at every table size the game allows
//! (`first_game/tests.rs` plays it with the engine and asserts what comes up).

use crate::games::GameId;

/// A curated first game of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstGame {
    /// The game.
    pub game: GameId,
    /// The deal's seed (the same at every table size).
    pub seed: u64,
    /// The game's own new-game options the seed was chosen with (`tiles=base`), as the
    /// new-game form's address takes them; empty for none.
    pub options: &'static str,
}

/// Völuspá: the base tiles. The first player holds a Troll, and wherever it goes the next
/// player meets cells it blocks; a Dragon may be placed within the first round.
pub const VOLUSPA: FirstGame = FirstGame {
    game: GameId::Voluspa,
    seed: 4,
    options: "tiles=base&nolatehel=0",
};

/// Odin: six colours, the form's points target. A take within every seat's first two
/// turns, and the first hand (Odin's round) ends within 40 decisions at any table size.
pub const ODIN: FirstGame = FirstGame {
    game: GameId::Odin,
    seed: 3935,
    options: "four=0",
};

/// Valda: the built-in cards, without the privacy mode. Within the first round: an attack,
/// a defence, a trade, a build, a temple and a god-weapon window.
pub const VALDA: FirstGame = FirstGame {
    game: GameId::Valda,
    seed: 6,
    options: "cards=builtin&privacy=0",
};

impl FirstGame {
    /// The curated first game of `game`.
    pub const fn of(game: GameId) -> FirstGame {
        match game {
            GameId::Voluspa => VOLUSPA,
            GameId::Odin => ODIN,
            GameId::Valda => VALDA,
        }
    }

    /// The new-game form's address for it (`#/odin/new?seed=…&teach=1&first=1&four=0`):
    /// the form shows it with the players' own seats, ready to start taught.
    pub fn href(self) -> String {
        let mut out = format!(
            "#/{}/new?seed={}&teach=1&first=1",
            self.game.slug(),
            self.seed
        );
        if !self.options.is_empty() {
            out.push('&');
            out.push_str(self.options);
        }
        out
    }
}

/// Whether a new-game address's `query` is a curated first game's (`first=1`): its seed is
/// not remembered as the form's for later games.
pub fn in_query(query: &str) -> bool {
    query.split('&').any(|p| p == "first=1")
}

#[cfg(test)]
mod tests;
