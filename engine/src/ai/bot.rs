//! Who the computer plays as: a [`Bot`], the player-facing [`Level`]s, and the budget of one
//! search ([`SearchConfig`]).

/// A player the computer plays.
#[derive(Clone, Debug, PartialEq)]
pub enum Bot {
    /// A legal action chosen uniformly at random.
    Random,
    /// The action that looks best one step ahead ([`Evaluate::value`](super::Evaluate::value) of the acting player
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

/// The budget and knobs of one search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Determinizations (iterations) per decision, as the game counts them
    /// ([`Evaluate::iterations`](super::Evaluate::iterations): a Völuspá iteration costs ten
    /// of Odin's).
    pub iterations: u32,
    /// UCB1's exploration constant.
    pub exploration: f64,
    /// Actions played past the game's own playout length
    /// ([`Evaluate::PLAYOUT`](super::Evaluate::PLAYOUT)) where it cuts playouts short: a
    /// deeper look for a stronger level.
    pub playout_extra: usize,
    /// Stop after this many milliseconds of wall clock even if iterations are left (at
    /// least one iteration always runs): a cap for slow devices, which the app sets from
    /// [`Level::time_limit_ms`]. A search that reaches it is no longer reproducible
    /// from its seed alone (how far it got depends on the device), so `None` (iterations
    /// only) is the default, and the arena and the tests use it.
    pub time_limit_ms: Option<f64>,
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            iterations: 1_000,
            exploration: 0.7,
            playout_extra: 0,
            time_limit_ms: None,
        }
    }
}
