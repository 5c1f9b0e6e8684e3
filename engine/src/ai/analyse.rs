//! Asking the search for more than one action: every root action's statistics, the best
//! action, and how much a given action loses against it — the computer's hint and its
//! review of a player's move (issue #29; docs/ai.md, "Hints and reviews").

use super::bot::SearchConfig;
use super::evaluate::{Evaluate, Measure};
use super::search::{self, Choice};
use crate::{PlayerId, Rng};

/// Visits a reviewed move gets at least, however poor the search finds it, so that its
/// figure is a mean over that many playouts rather than one.
pub const PLAYED_VISITS: u32 = 32;

/// What the search made of a position: see [`analyse`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis<A> {
    /// The action the search prefers (the most visited; what [`super::decide`] plays), or
    /// `None` when the player is not to move.
    pub best: Option<Choice<A>>,
    /// The action asked about ([`analyse`]'s `played`), when there is one.
    pub played: Option<Choice<A>>,
    /// Every root action the search tried, in the order it first tried them.
    pub choices: Vec<Choice<A>>,
    /// What `value` measures.
    pub measure: Measure,
    /// Iterations run (those for `played` not counted).
    pub iterations: u32,
    /// Whether the search's time limit ended it early.
    pub timed_out: bool,
}

impl<A> Analysis<A> {
    /// How much `played` loses against the best action (0 or more; 0 when it is the best,
    /// when it measures as well, or when there was nothing to compare).
    pub fn loss(&self) -> f64 {
        match (&self.best, &self.played) {
            (Some(b), Some(p)) => (b.value - p.value).max(0.0),
            _ => 0.0,
        }
    }
}

/// The search's view of every action `player` may take, from `view` alone (what `player`
/// sees, as the computer opponents decide: the hidden parts of the game are not an
/// argument): the best action with its figure, each tried action's visits and figure by
/// [`Evaluate::MEASURE`], and, with `played` (the index of an action in the player's
/// [`Game::legal_actions`](crate::Game::legal_actions), which are the same in every state
/// the view allows: they are the player's own), that action's figure after at least
/// [`PLAYED_VISITS`] playouts; an index past them asks about nothing. The same view, config and seed give the same analysis (a
/// time limit aside), and `best` is the action [`super::decide`] takes with that seed.
///
/// Where only one action is legal it is searched all the same (its figure says how the
/// position stands).
pub fn analyse<G: Evaluate>(
    view: &G::View,
    player: PlayerId,
    config: &SearchConfig,
    seed: u64,
    played: Option<usize>,
) -> Result<Analysis<G::Action>, G::Error> {
    let mut rng = Rng::new(seed);
    let state = G::sample(view, &mut rng)?;
    let mut analysis = Analysis {
        best: None,
        played: None,
        choices: Vec::new(),
        measure: G::MEASURE,
        iterations: 0,
        timed_out: false,
    };
    if state.to_move() != Some(player) {
        return Ok(analysis);
    }
    let legal = state.legal_actions();
    if legal.is_empty() {
        return Ok(analysis);
    }
    let played = played.and_then(|i| legal.get(i)).cloned();
    let focus = played
        .as_ref()
        .and_then(|p| legal.iter().position(|a| a == p))
        .map(|i| (i, PLAYED_VISITS));
    let s = search::search::<G>(view, &legal, config, &mut rng, focus)?;
    let find = |a: &G::Action| s.root.iter().find(|c| &c.action == a).cloned();
    analysis.best = Some(find(&s.action).unwrap_or(Choice {
        action: s.action.clone(),
        visits: 0,
        value: 0.0,
    }));
    analysis.played = played.as_ref().and_then(find);
    analysis.choices = s.root;
    analysis.iterations = s.iterations;
    analysis.timed_out = s.timed_out;
    Ok(analysis)
}
