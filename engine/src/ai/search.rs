//! Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): one tree of actions shared by
//! all determinizations, UCB1 with availability counts, random playouts of the game's
//! length ([`Evaluate::PLAYOUT`]), rewards by final rank or, where a playout stops early, by
//! lead ([`Evaluate::SCALE`]).

use crate::{PlayerId, Rng};

use super::Evaluate;

/// The budget and knobs of one search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Determinizations (iterations) per decision.
    pub iterations: u32,
    /// UCB1's exploration constant.
    pub exploration: f64,
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            iterations: 1_000,
            exploration: 0.7,
        }
    }
}

struct Node<A> {
    /// The action that led here (none at the root) and who took it.
    action: Option<(A, PlayerId)>,
    children: Vec<usize>,
    visits: u32,
    /// How often this node's action was available when its parent was visited.
    available: u32,
    /// Sum of the rewards of the player who took `action`.
    reward: f64,
}

/// Rewards by rank in [0, 1]: 1 for a first place, 0 for the last; shared ranks share.
fn rewards_by_rank(ranks: &[u32]) -> Vec<f64> {
    let n = ranks.len();
    if n < 2 {
        return vec![1.0; n];
    }
    ranks
        .iter()
        .map(|&r| {
            let below = ranks.iter().filter(|&&q| q > r).count();
            let tied = ranks.iter().filter(|&&q| q == r).count() - 1;
            (below as f64 + tied as f64 / 2.0) / (n - 1) as f64
        })
        .collect()
}

fn rewards<G: Evaluate>(state: &G) -> Vec<f64> {
    if let Some(o) = state.outcome() {
        return rewards_by_rank(&o.ranks);
    }
    // Cut short: each player's lead over the best other player, squashed into [0, 1].
    (0..state.players())
        .map(|p| 0.5 + 0.5 * (super::relative(state, p) / G::SCALE).tanh())
        .collect()
}

/// Searches from `view` and returns the most visited of the root's `legal` actions.
pub(super) fn search<G: Evaluate>(
    view: &G::View,
    legal: &[G::Action],
    config: &SearchConfig,
    rng: &mut Rng,
) -> Result<G::Action, G::Error> {
    let mut tree: Vec<Node<G::Action>> = vec![Node {
        action: None,
        children: Vec::new(),
        visits: 0,
        available: 0,
        reward: 0.0,
    }];
    for _ in 0..config.iterations.max(1) {
        let mut state = G::sample(view, rng)?;
        let mut path = vec![0usize];
        let mut node = 0usize;
        // Selection and expansion.
        while !state.is_over() {
            let actions = state.legal_actions();
            let Some(mover) = state.to_move() else { break };
            if actions.is_empty() {
                break;
            }
            let mut compatible = Vec::new();
            for &c in &tree[node].children {
                if let Some((a, _)) = &tree[c].action {
                    if actions.contains(a) {
                        compatible.push(c);
                    }
                }
            }
            for &c in &compatible {
                tree[c].available += 1;
            }
            let untried: Vec<&G::Action> = actions
                .iter()
                .filter(|a| {
                    !tree[node]
                        .children
                        .iter()
                        .any(|&c| tree[c].action.as_ref().is_some_and(|(b, _)| b == *a))
                })
                .collect();
            if !untried.is_empty() {
                let a = untried[rng.index(untried.len())].clone();
                if state.apply(&a).is_err() {
                    break;
                }
                tree.push(Node {
                    action: Some((a, mover)),
                    children: Vec::new(),
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                });
                let child = tree.len() - 1;
                tree[node].children.push(child);
                path.push(child);
                break;
            }
            let Some(&best) = compatible.iter().max_by(|&&a, &&b| {
                let ucb = |i: usize| {
                    let n = &tree[i];
                    let visits = n.visits.max(1) as f64;
                    n.reward / visits
                        + config.exploration * ((n.available.max(1) as f64).ln() / visits).sqrt()
                };
                ucb(a).total_cmp(&ucb(b))
            }) else {
                break;
            };
            let Some((a, _)) = tree[best].action.clone() else {
                break;
            };
            if state.apply(&a).is_err() {
                break;
            }
            node = best;
            path.push(best);
        }
        // Playout.
        let _ = crate::game::random_playout(&mut state, rng, G::PLAYOUT);
        // Backpropagation.
        let r = rewards(&state);
        for &i in &path {
            tree[i].visits += 1;
            if let Some((_, p)) = tree[i].action {
                tree[i].reward += r.get(p).copied().unwrap_or(0.0);
            }
        }
    }
    // The most visited root action among the player's legal actions.
    let best = tree[0]
        .children
        .iter()
        .filter_map(|&c| {
            let (a, _) = tree[c].action.as_ref()?;
            legal.contains(a).then_some((tree[c].visits, a))
        })
        .max_by_key(|(v, _)| *v)
        .map(|(_, a)| a.clone());
    Ok(best.unwrap_or_else(|| legal[rng.index(legal.len())].clone()))
}

#[cfg(test)]
mod tests {
    use super::rewards_by_rank;

    #[test]
    fn rewards_follow_the_ranks() {
        assert_eq!(rewards_by_rank(&[1, 2]), [1.0, 0.0]);
        assert_eq!(rewards_by_rank(&[2, 1, 3]), [0.5, 1.0, 0.0]);
        assert_eq!(rewards_by_rank(&[1, 1]), [0.5, 0.5]);
    }
}
