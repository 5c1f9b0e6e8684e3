//! How the bots judge a position: the [`Evaluate`] trait and each game's implementation.

use super::bot::SearchConfig;
use super::voluspa;
use crate::{Game, PlayerId};

/// A game the bots can play: how well a player is doing, higher is better, on any scale
/// (only comparisons between players and between actions are made).
pub trait Evaluate: Game {
    /// Actions the search plays past its tree before it scores the position: to the end of
    /// the game where random play still tells good positions from bad (Odin), a few where
    /// the playout policy is informed ([`Evaluate::gains`], Völuspá).
    const PLAYOUT: usize = 400;
    /// A lead in [`Evaluate::value`] that counts as a clear advantage (where a playout is
    /// cut short, rewards are `½ + ½·tanh(lead / SCALE)`).
    const SCALE: f64 = 10.0;

    /// In a playout, the share of actions taken uniformly at random; the others are the
    /// best by [`Evaluate::gains`]. Only used where the game gives gains.
    const EPSILON: f64 = 1.0;
    /// How many actions deep the shared tree grows (past it, the playout decides). A tree of
    /// the replies to every action only pays where there are iterations enough to visit them.
    const TREE_DEPTH: usize = usize::MAX;
    /// Whether a playout cut short is scored by the lead *gained* since the root (rather
    /// than the lead), so that a decision still matters when a player is far ahead or behind.
    const GAINED: bool = false;
    /// What a review or a hint ([`super::analyse`]) measures a move by: the chance of
    /// winning, or (Völuspá) points.
    const MEASURE: Measure = Measure::WinChance;

    /// The iterations a search of `config` runs in this game: by default
    /// [`SearchConfig::iterations`]; a game whose iterations are dear may run fewer, so that
    /// each level answers in about the same time in every game.
    fn iterations(config: &SearchConfig) -> u32 {
        config.iterations
    }

    /// How well `player` is doing now.
    fn value(&self, player: PlayerId) -> f64;

    /// A cheap estimate, on the scale of [`Evaluate::value`], of what each of `actions`
    /// (legal now) gains the player to move at once; `None` where the game has none (then
    /// playouts are uniformly random and new actions are tried in random order).
    fn gains(&self, actions: &[Self::Action]) -> Option<Vec<f64>> {
        let _ = actions;
        None
    }
}

/// What [`super::analyse`] measures each action by ([`Evaluate::MEASURE`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Measure {
    /// The searching player's mean reward over the search's playouts of the action: a
    /// first place 1, a last 0, shared places shared; where a playout stops before the
    /// end, ½ + ½·tanh(lead / [`Evaluate::SCALE`]). In [0, 1], shown as a percentage.
    WinChance,
    /// The points lead over the best other player the action gains, on average over the
    /// search's playouts of it (the action and the next few placements, each side's best
    /// reply): points scored now and what they set up or give away.
    Points,
}

/// `player`'s value minus the best other player's: what a move gains over the table.
pub(crate) fn relative<G: Evaluate>(state: &G, player: PlayerId) -> f64 {
    let best_other = (0..state.players())
        .filter(|&q| q != player)
        .map(|q| state.value(q))
        .fold(f64::NEG_INFINITY, f64::max);
    state.value(player)
        - if best_other.is_finite() {
            best_other
        } else {
            0.0
        }
}

/// `n` up to Normal's 1,000 iterations, past them 1,000·√(n / 1,000): for games whose
/// iterations are dear, so that Hard stays within about a second.
fn tapered(n: u32) -> f64 {
    let n = n as f64;
    if n <= 1_000.0 {
        n
    } else {
        1_000.0 * (n / 1_000.0).sqrt()
    }
}

impl Evaluate for crate::voluspa::Voluspa {
    // Random tile placements say little about a position (arena: with random playouts to
    // the end, 1,000 iterations lost 40 of 40 games to the greedy bot); playouts are a few
    // placements for points, then positions are scored by their lead in points.
    const PLAYOUT: usize = 3;
    const SCALE: f64 = 8.0;
    const EPSILON: f64 = 0.05;
    const TREE_DEPTH: usize = 1;
    const GAINED: bool = true;
    const MEASURE: Measure = Measure::Points;

    /// Half the level's iterations (one costs about ten of Odin's), past Normal's growing
    /// as the square root, and fewer again when the playouts are longer (Hard): Easy 50,
    /// Normal 500, Hard 1,342 of five placements.
    fn iterations(config: &SearchConfig) -> u32 {
        let plies = Self::PLAYOUT as f64;
        let n = tapered(config.iterations) / 2.0 * plies / (plies + config.playout_extra as f64);
        n.round().clamp(1.0, u32::MAX as f64) as u32
    }

    /// Points so far (the game is a race to the most points).
    fn value(&self, player: PlayerId) -> f64 {
        self.scores().get(player).copied().unwrap_or(0) as f64
    }

    /// The points each action scores.
    fn gains(&self, actions: &[Self::Action]) -> Option<Vec<f64>> {
        Some(voluspa::points(self, actions))
    }
}

impl Evaluate for crate::valda::Valda {
    // Games are long (about 100 decisions per player); a playout to the end is costly and
    // noisy, so playouts are cut short and the position is scored.
    const PLAYOUT: usize = 60;
    const SCALE: f64 = 4.0;

    /// The level's iterations up to Normal's, past them growing as the square root (an
    /// iteration costs about six of Odin's): Hard runs 4,472.
    fn iterations(config: &SearchConfig) -> u32 {
        tapered(config.iterations)
            .round()
            .clamp(1.0, u32::MAX as f64) as u32
    }

    /// Followers (the score), plus what will turn into followers: resources (about four
    /// cubes a follower early, less as the end nears), temples (abilities and cards), the
    /// village (income while rounds are left), and cards in hand.
    fn value(&self, player: PlayerId) -> f64 {
        let Some(s) = self.table().seats.get(player) else {
            return 0.0;
        };
        let left = 7.0 - self.table().turn.round as f64;
        s.followers as f64
            + (0.1 + 0.025 * left) * s.res.total() as f64
            + 0.5 * s.temple_count() as f64
            + 0.08 * left * (s.mines + s.drills) as f64
            + 0.15 * self.hand(player).len() as f64
    }
}

impl Evaluate for crate::odin::Odin {
    /// Fewer points and fewer cards in hand is better (points are bad in Odin; cards in
    /// hand become points when the hand ends).
    fn value(&self, player: PlayerId) -> f64 {
        let points = self.scores().get(player).copied().unwrap_or(0) as f64;
        -(points + self.hand(player).len() as f64)
    }
}
