//! Computer opponents that never peek (issue #12, the engine's part).
//!
//! Every bot decides from the acting player's [`Game::view`] alone: it never sees the real
//! state. The search bot is single-observer Information Set Monte Carlo Tree Search
//! (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"): each iteration deals a full state
//! consistent with the view ([`Game::sample`], a *determinization*), walks one shared tree
//! of actions with UCB1 over the actions available in that determinization, plays on with
//! the game's playout policy (at random, or for the most points in Völuspá), and scores the
//! end by rank, or by lead where the playout stops early. Games plug in through
//! [`Evaluate`]: a cheap "how is this player doing" used by the greedy bot and where a
//! playout is cut short, and optionally a one-step estimate of each action.
//!
//! ```
//! use skald::ai::{choose, Bot, Level};
//! use skald::odin::{Odin, OdinConfig};
//! use skald::{Game, Viewer};
//! let game = Odin::new(&OdinConfig::new(2), 7).unwrap();
//! let me = game.to_move().unwrap();
//! let action = choose::<Odin>(&game.view(Viewer::Player(me)), me, &Bot::Search(Level::Easy.config()), 1)
//!     .unwrap()
//!     .unwrap();
//! assert!(game.legal_actions().contains(&action));
//! ```

mod arena;
mod clock;
mod search;
mod voluspa;

pub use arena::{arena, ArenaReport, BotStats};
pub use search::SearchConfig;

use crate::{Game, PlayerId, Rng, Viewer};

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

/// A player the computer plays.
#[derive(Clone, Debug, PartialEq)]
pub enum Bot {
    /// A legal action chosen uniformly at random.
    Random,
    /// The action that looks best one step ahead ([`Evaluate::value`] of the acting player
    /// after it, in a determinization), ties at random.
    Greedy,
    /// Information-set search.
    Search(SearchConfig),
}

/// Strengths a player understands, as search budgets.
///
/// Serialised as `"easy"`, `"normal"`, `"hard"` (the app saves it with each computer seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    /// The search this level runs.
    pub fn config(self) -> SearchConfig {
        let iterations = match self {
            Level::Easy => 100,
            Level::Normal => 1_000,
            Level::Hard => 20_000,
        };
        SearchConfig {
            iterations,
            playout_extra: if self == Level::Hard { 2 } else { 0 },
            ..SearchConfig::default()
        }
    }

    /// The wall-clock cap the app puts on this level's search
    /// ([`SearchConfig::time_limit_ms`]), for devices slower than the budgets assume: Easy and
    /// Normal answer within about a second, Hard within about three. On a desktop the
    /// iterations run out long before (docs/ai.md); on a slow tablet the cap ends the search.
    pub fn time_limit_ms(self) -> f64 {
        match self {
            Level::Easy | Level::Normal => 800.0,
            Level::Hard => 2_500.0,
        }
    }

    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// `easy`, `normal`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// `easy`, `normal`, `hard`.
    pub fn from_name(name: &str) -> Option<Level> {
        match name {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }
}

impl Bot {
    /// `random`, `greedy`, `easy`, `normal`, `hard`.
    pub fn from_name(name: &str) -> Option<Bot> {
        match name {
            "random" => Some(Bot::Random),
            "greedy" => Some(Bot::Greedy),
            l => Level::from_name(l).map(|l| Bot::Search(l.config())),
        }
    }
}

/// What a bot decided, and how: see [`decide`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Decision<A> {
    /// The action (`None`: nothing to decide, the game is over or another player is to move).
    pub action: Option<A>,
    /// Iterations the search ran (0 for the random and greedy bots, and where at most one
    /// action was legal).
    pub iterations: u32,
    /// Whether the search's time limit ([`SearchConfig::time_limit_ms`]) ended it early.
    pub timed_out: bool,
}

/// The action `bot` takes for `player` (who must be the player to move) knowing only
/// `view`, what `player` sees. `Ok(None)` when there is nothing to decide (the game is
/// over). The same view, bot and seed always give the same action (for a search with a time
/// limit: unless the limit ends it).
pub fn choose<G: Evaluate>(
    view: &G::View,
    player: PlayerId,
    bot: &Bot,
    seed: u64,
) -> Result<Option<G::Action>, G::Error> {
    Ok(decide::<G>(view, player, bot, seed)?.action)
}

/// [`choose`], telling also how many iterations the search ran and whether its time limit
/// stopped it (what the app's worker reports).
pub fn decide<G: Evaluate>(
    view: &G::View,
    player: PlayerId,
    bot: &Bot,
    seed: u64,
) -> Result<Decision<G::Action>, G::Error> {
    let mut rng = Rng::new(seed);
    let state = G::sample(view, &mut rng)?;
    let quick = |action| Decision {
        action,
        iterations: 0,
        timed_out: false,
    };
    if state.to_move() != Some(player) {
        return Ok(quick(None));
    }
    let legal = state.legal_actions();
    if legal.len() <= 1 {
        return Ok(quick(legal.into_iter().next()));
    }
    Ok(match bot {
        Bot::Random => quick(Some(legal[rng.index(legal.len())].clone())),
        Bot::Greedy => quick(Some(greedy(&state, player, &legal, &mut rng))),
        Bot::Search(config) => {
            let s = search::search::<G>(view, &legal, config, &mut rng)?;
            Decision {
                action: Some(s.action),
                iterations: s.iterations,
                timed_out: s.timed_out,
            }
        }
    })
}

/// The bot's action for the player to move in `state`, from that player's view only.
pub fn choose_for<G: Evaluate>(
    state: &G,
    bot: &Bot,
    seed: u64,
) -> Result<Option<G::Action>, G::Error> {
    match state.to_move() {
        Some(p) => choose::<G>(&state.view(Viewer::Player(p)), p, bot, seed),
        None => Ok(None),
    }
}

fn greedy<G: Evaluate>(
    state: &G,
    player: PlayerId,
    legal: &[G::Action],
    rng: &mut Rng,
) -> G::Action {
    let mut best: Vec<usize> = Vec::new();
    let mut best_value = f64::NEG_INFINITY;
    for (i, a) in legal.iter().enumerate() {
        let v = match state.play(a) {
            Ok(next) => relative(&next, player),
            Err(_) => continue,
        };
        if v > best_value {
            best_value = v;
            best.clear();
        }
        if v >= best_value {
            best.push(i);
        }
    }
    let i = best.get(rng.index(best.len().max(1))).copied().unwrap_or(0);
    legal[i].clone()
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
