//! A bot's decision from one player's view: [`choose`], [`decide`] and [`choose_for`].

use super::bot::Bot;
use super::evaluate::{relative, Evaluate};
use super::search;
use crate::{PlayerId, Rng, Viewer};

/// What a bot decided, and how: see [`decide`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Decision<A> {
    /// The action (`None`: nothing to decide, the game is over or another player is to move).
    pub action: Option<A>,
    /// Iterations the search ran (0 for the random and greedy bots, and where at most one
    /// action was legal).
    pub iterations: u32,
    /// Whether the search's time limit
    /// ([`SearchConfig::time_limit_ms`](super::SearchConfig::time_limit_ms)) ended it early.
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
            let s = search::search::<G>(view, &legal, config, &mut rng, None)?;
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
