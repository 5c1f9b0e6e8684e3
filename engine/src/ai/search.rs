//! Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): one tree of actions shared by
//! all determinizations (as deep as [`Evaluate::TREE_DEPTH`]), UCB1 with availability
//! counts, new actions tried best first by [`Evaluate::gains`], playouts of the game's length
//! ([`Evaluate::PLAYOUT`]) at random or epsilon-greedy by gains, rewards by final rank or,
//! where a playout stops early, by lead ([`Evaluate::SCALE`], [`Evaluate::GAINED`]).

use crate::{PlayerId, Rng};

use super::bot::SearchConfig;
use super::clock::Stopwatch;
use super::evaluate::{relative, Evaluate, Measure};

struct Node<A> {
    /// The action that led here (none at the root) and who took it.
    action: Option<(A, PlayerId)>,
    children: Vec<usize>,
    visits: u32,
    /// How often this node's action was available when its parent was visited.
    available: u32,
    /// Sum of the rewards of the player who took `action`.
    reward: f64,
    /// Sum, over the iterations through this node, of the lead over the best other player
    /// the player who took `action` gained since the root (kept for the root's children).
    gained: f64,
}

/// Of the `candidates` (indices into the legal actions), the one with the highest of the
/// game's `gains` (ties at random; uniformly at random when the game has no estimate).
fn best_gain(gains: Option<&[f64]>, candidates: &[usize], rng: &mut Rng) -> usize {
    let gains = gains.unwrap_or_default();
    let mut best = f64::NEG_INFINITY;
    let mut ties = 0u64;
    let mut pick = None;
    for &i in candidates {
        let Some(&g) = gains.get(i) else {
            continue;
        };
        if g > best {
            best = g;
            ties = 1;
            pick = Some(i);
        } else if g == best {
            // Reservoir sampling among the ties.
            ties += 1;
            if rng.below(ties) == 0 {
                pick = Some(i);
            }
        }
    }
    match pick {
        Some(i) => i,
        None => candidates[rng.index(candidates.len())],
    }
}

/// Plays at most `max` actions: the best by [`Evaluate::gains`] (with probability
/// 1 − [`Evaluate::EPSILON`]) where the game has an estimate, otherwise at random.
fn playout<G: Evaluate>(state: &mut G, rng: &mut Rng, max: usize) {
    for _ in 0..max {
        if state.is_over() {
            break;
        }
        let actions = state.legal_actions();
        if actions.is_empty() {
            break;
        }
        let i = if G::EPSILON < 1.0
            && (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 >= G::EPSILON
        {
            let all: Vec<usize> = (0..actions.len()).collect();
            best_gain(state.gains(&actions).as_deref(), &all, rng)
        } else {
            rng.index(actions.len())
        };
        if state.apply_legal(&actions[i]).is_err() {
            break;
        }
    }
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

/// Each player's lead over the best other player.
fn leads<G: Evaluate>(state: &G) -> Vec<f64> {
    (0..state.players()).map(|p| relative(state, p)).collect()
}

/// Rewards in [0, 1] for the players at the end of an iteration: by rank when the game is
/// over; where a playout stopped early, each player's lead (less `base`, the lead at the
/// root, for games that score the change, [`Evaluate::GAINED`]) squashed by
/// [`Evaluate::SCALE`].
/// `leads` are the players' leads now ([`leads`]).
fn rewards<G: Evaluate>(state: &G, base: &[f64], leads: &[f64]) -> Vec<f64> {
    if let Some(o) = state.outcome() {
        return rewards_by_rank(&o.ranks);
    }
    leads
        .iter()
        .enumerate()
        .map(|(p, &lead)| {
            let lead = lead - base.get(p).copied().unwrap_or(0.0);
            0.5 + 0.5 * (lead / G::SCALE).tanh()
        })
        .collect()
}

/// One root action as the search saw it (what [`super::analyse`] reports).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Choice<A> {
    /// The action.
    pub action: A,
    /// Iterations that began with it.
    pub visits: u32,
    /// Its figure by the game's [`Measure`]: the searching player's mean reward (a win
    /// chance in [0, 1]), or the mean lead over the best other player gained since the root
    /// (points).
    pub value: f64,
}

/// What one search did: the action it chose and the iterations it ran to choose it.
pub(super) struct Searched<A> {
    pub action: A,
    pub iterations: u32,
    /// Whether the time limit ended the search before its iterations were done.
    pub timed_out: bool,
    /// Every root action the search tried, with its statistics.
    pub root: Vec<Choice<A>>,
}

/// One search's tree and what it keeps between iterations.
struct Tree<'a, G: Evaluate> {
    view: &'a G::View,
    legal: &'a [G::Action],
    config: &'a SearchConfig,
    nodes: Vec<Node<G::Action>>,
    /// Which child of the root each of `legal` leads to.
    root_slots: Vec<Option<usize>>,
    root_gains: Option<Option<Vec<f64>>>,
    /// Every player's lead at the root (from the first determinization: leads are public).
    base: Option<Vec<f64>>,
    playout_len: usize,
}

impl<G: Evaluate> Tree<'_, G> {
    /// One iteration: a determinization, selection and expansion (at the root, `forced`, an
    /// index into the legal actions, is taken whatever its statistics), a playout, and the
    /// rewards carried back. Never inlined: it is called from two loops, and a copy in each
    /// would cost the worker engines (built at opt-level 3) kilobytes.
    #[inline(never)]
    fn iterate(&mut self, rng: &mut Rng, forced: Option<usize>) -> Result<(), G::Error> {
        let mut state = G::sample(self.view, rng)?;
        let base: &[f64] = self.base.get_or_insert_with(|| leads(&state));
        let tree = &mut self.nodes;
        let mut path = vec![0usize];
        let mut node = 0usize;
        // Selection and expansion, as deep as the game lets the tree grow.
        while !state.is_over() && path.len() <= G::TREE_DEPTH {
            let actions = state.legal_actions();
            let Some(mover) = state.to_move() else { break };
            if actions.is_empty() {
                break;
            }
            // Which child (if any) each legal action leads to. The root's actions are the
            // same in every determinization (they are the searching player's), so its
            // table and its gains are kept.
            let at_root = node == 0 && actions == self.legal;
            let slots = if at_root {
                self.root_slots.clone()
            } else {
                let mut slots = vec![None; actions.len()];
                for &c in &tree[node].children {
                    if let Some((a, _)) = &tree[c].action {
                        if let Some(i) = actions.iter().position(|b| b == a) {
                            slots[i] = Some(c);
                        }
                    }
                }
                slots
            };
            let compatible: Vec<usize> = slots.iter().flatten().copied().collect();
            for &c in &compatible {
                tree[c].available += 1;
            }
            let forced = forced.filter(|&f| at_root && f < actions.len());
            let untried: Vec<usize> = match forced {
                Some(f) => slots[f].is_none().then_some(f).into_iter().collect(),
                None => (0..actions.len()).filter(|&i| slots[i].is_none()).collect(),
            };
            if !untried.is_empty() {
                // Best first by the game's one-step estimate where it has one, ties (and
                // games without one) at random.
                let gains = if at_root {
                    if self.root_gains.is_none() {
                        self.root_gains = Some(state.gains(&actions));
                    }
                    self.root_gains.clone().flatten()
                } else {
                    state.gains(&actions)
                };
                let i = best_gain(gains.as_deref(), &untried, rng);
                let a = actions[i].clone();
                if state.apply_legal(&a).is_err() {
                    break;
                }
                tree.push(Node {
                    action: Some((a, mover)),
                    children: Vec::new(),
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                    gained: 0.0,
                });
                let child = tree.len() - 1;
                tree[node].children.push(child);
                if at_root {
                    self.root_slots[i] = Some(child);
                }
                path.push(child);
                break;
            }
            let chosen = match forced.and_then(|f| slots[f]) {
                Some(c) => Some(c),
                None => compatible.iter().copied().max_by(|&a, &b| {
                    let ucb = |i: usize| {
                        let n = &tree[i];
                        let visits = n.visits.max(1) as f64;
                        n.reward / visits
                            + self.config.exploration
                                * ((n.available.max(1) as f64).ln() / visits).sqrt()
                    };
                    ucb(a).total_cmp(&ucb(b))
                }),
            };
            let Some(best) = chosen else {
                break;
            };
            let Some((a, _)) = tree[best].action.clone() else {
                break;
            };
            if state.apply_legal(&a).is_err() {
                break;
            }
            node = best;
            path.push(best);
        }
        // Playout.
        playout(&mut state, rng, self.playout_len);
        // Backpropagation.
        let gained_base = if G::GAINED { base } else { &[] };
        let now = leads(&state);
        let r = rewards(&state, gained_base, &now);
        for &i in &path {
            tree[i].visits += 1;
            if let Some((_, p)) = tree[i].action {
                tree[i].reward += r.get(p).copied().unwrap_or(0.0);
            }
        }
        if let Some(&child) = path.get(1) {
            if let Some((_, p)) = tree[child].action {
                tree[child].gained +=
                    now.get(p).copied().unwrap_or(0.0) - base.get(p).copied().unwrap_or(0.0);
            }
        }
        Ok(())
    }
}

/// Searches from `view` and returns the most visited of the root's `legal` actions. With
/// `focus` (an index into `legal`), that action is then played from the root until it has
/// at least `focus_visits` visits, so that its statistics mean something (a review's
/// measure of the move a player made, however poor). Never inlined into its two callers
/// (a decision, an analysis), for the worker engines' size.
#[inline(never)]
pub(super) fn search<G: Evaluate>(
    view: &G::View,
    legal: &[G::Action],
    config: &SearchConfig,
    rng: &mut Rng,
    focus: Option<(usize, u32)>,
) -> Result<Searched<G::Action>, G::Error> {
    let clock = Stopwatch::start();
    let mut tree = Tree::<G> {
        view,
        legal,
        config,
        nodes: vec![Node {
            action: None,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
            gained: 0.0,
        }],
        root_slots: vec![None; legal.len()],
        root_gains: None,
        base: None,
        playout_len: G::PLAYOUT.saturating_add(config.playout_extra),
    };
    let iterations = G::iterations(config).max(1);
    let mut done = 0u32;
    let mut timed_out = false;
    while done < iterations {
        if done > 0
            && config
                .time_limit_ms
                .is_some_and(|limit| clock.ms() >= limit)
        {
            timed_out = true;
            break;
        }
        done += 1;
        tree.iterate(rng, None)?;
    }
    // The most visited root action among the player's legal actions.
    let best = tree.nodes[0]
        .children
        .iter()
        .filter_map(|&c| {
            let (a, _) = tree.nodes[c].action.as_ref()?;
            legal.contains(a).then_some((tree.nodes[c].visits, a))
        })
        .max_by_key(|(v, _)| *v)
        .map(|(_, a)| a.clone());
    let action = best.unwrap_or_else(|| legal[rng.index(legal.len())].clone());
    if let Some((f, want)) = focus.filter(|&(f, _)| f < legal.len()) {
        // At most `want` tries: an action that cannot be played in a determinization
        // (none, at the root) must not keep the loop going.
        for _ in 0..want {
            let visits = tree.root_slots[f].map_or(0, |c| tree.nodes[c].visits);
            if visits >= want {
                break;
            }
            tree.iterate(rng, Some(f))?;
        }
    }
    // The root's children by the legal action each is (those of the table kept between
    // iterations: a child added where a determinization's actions differed is left out).
    let nodes = &tree.nodes;
    let root = tree
        .root_slots
        .iter()
        .zip(legal)
        .filter_map(|(slot, a)| {
            let n = &nodes[(*slot)?];
            Some(Choice {
                action: a.clone(),
                visits: n.visits,
                value: match G::MEASURE {
                    Measure::WinChance => n.reward,
                    Measure::Points => n.gained,
                } / f64::from(n.visits.max(1)),
            })
        })
        .collect();
    Ok(Searched {
        action,
        iterations: done,
        timed_out,
        root,
    })
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
