//! Set-up options.

use super::card::{CardSet, Colour};
use serde::{Deserialize, Serialize};
use std::fmt;

/// When the game ends.
///
/// Serialised as the number `10`, `15` or `20`, or the string `"one-hand"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "TargetRepr", into = "TargetRepr")]
pub enum Target {
    /// The game ends after the hand in which a player reaches this many points
    /// (10, 15 or 20).
    Points(u32),
    /// The game is a single hand.
    OneHand,
}

impl Default for Target {
    /// 15 points, as the rules recommend for a first game.
    fn default() -> Target {
        Target::Points(15)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Points(p) => write!(f, "{p} points"),
            Target::OneHand => f.write_str("one hand"),
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum TargetRepr {
    Points(u32),
    Named(String),
}

impl TryFrom<TargetRepr> for Target {
    type Error = String;
    fn try_from(r: TargetRepr) -> Result<Target, String> {
        match r {
            TargetRepr::Points(p @ (10 | 15 | 20)) => Ok(Target::Points(p)),
            TargetRepr::Named(s) if matches!(s.as_str(), "one-hand" | "one_hand" | "1") => {
                Ok(Target::OneHand)
            }
            _ => Err("the target must be 10, 15, 20 or \"one-hand\"".to_string()),
        }
    }
}

impl From<Target> for TargetRepr {
    fn from(t: Target) -> TargetRepr {
        match t {
            Target::Points(p) => TargetRepr::Points(p),
            Target::OneHand => TargetRepr::Named("one-hand".to_string()),
        }
    }
}

/// How a game of Odin is set up.
///
/// JSON: `{"players":4,"target":15,"four_colours":false}`; `target` defaults to 15 and
/// `four_colours` to `false`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdinConfig {
    /// Number of players, 2–6.
    pub players: usize,
    /// When the game ends.
    #[serde(default)]
    pub target: Target,
    /// Two players only: play with four colours (red, orange, yellow, green — 36 cards),
    /// as the publisher recommends in later printings.
    #[serde(default)]
    pub four_colours: bool,
}

impl OdinConfig {
    /// `players` players, to 15 points, all six colours.
    pub fn new(players: usize) -> OdinConfig {
        OdinConfig {
            players,
            target: Target::default(),
            four_colours: false,
        }
    }

    /// Checks the options; the message is for players.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=6).contains(&self.players) {
            return Err(format!("Odin is for 2 to 6 players, not {}", self.players));
        }
        if let Target::Points(p) = self.target {
            if !matches!(p, 10 | 15 | 20) {
                return Err(format!("the target must be 10, 15 or 20 points, not {p}"));
            }
        }
        if self.four_colours && self.players != 2 {
            return Err("the four-colour option is for two players only".to_string());
        }
        Ok(())
    }

    /// The cards in play: all 54, or the 36 red, orange, yellow and green cards.
    pub fn deck(&self) -> CardSet {
        if self.four_colours {
            CardSet::of_colours(&[Colour::Red, Colour::Orange, Colour::Yellow, Colour::Green])
        } else {
            CardSet::all()
        }
    }
}
