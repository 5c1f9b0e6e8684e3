//! Völuspá's cheap one-step estimate for the search: the points each action scores, worked
//! out on one copy of the board alone (a full state copy carries the whole record of play
//! and costs ten times more), a plain placement on an empty cell put down and taken back.

use crate::voluspa::{moves, scoring, Action, Kind, Phase, Stack, Voluspa};

/// The points each of `actions` scores now (0 for what is not a placement the board allows).
pub(super) fn points(state: &Voluspa, actions: &[Action]) -> Vec<f64> {
    let mut board = state.board().clone();
    let play = *state.phase() == Phase::Play;
    actions
        .iter()
        .map(|a| match a {
            Action::Place(p) if play && p.push.is_none() && board.get(p.at).is_none() => {
                let stack = Stack {
                    top: p.tile,
                    boosts: p.boosts,
                    under: Vec::new(),
                };
                if board.set(p.at, Some(stack)).is_err() {
                    return 0.0;
                }
                let points = scoring::score(&board, p.at, None).points;
                let _ = board.set(p.at, None);
                f64::from(points)
            }
            // A Dragon (or another covering tile) on a tile, or a Skadi capturing it.
            Action::Place(p) if play && p.push.is_none() && p.tile != Kind::Hel => {
                let Some(old) = board.get(p.at).cloned() else {
                    return 0.0;
                };
                let covered = (p.tile != Kind::Skadi).then_some(old.top);
                let mut stack = Stack {
                    top: p.tile,
                    boosts: p.boosts,
                    under: Vec::new(),
                };
                if covered.is_some() {
                    stack.under = old.under.clone();
                    stack.under.push(old.top);
                }
                if board.set(p.at, Some(stack)).is_err() {
                    return 0.0;
                }
                let points = scoring::score(&board, p.at, covered).points;
                let _ = board.set(p.at, Some(old));
                f64::from(points)
            }
            _ => f64::from(slow(state, a).unwrap_or(0)),
        })
        .collect()
}

/// The points `action` scores, on a fresh copy of the board.
fn slow(state: &Voluspa, action: &Action) -> Option<i32> {
    let Action::Place(p) = action else {
        return Some(0);
    };
    let mut board = state.board().clone();
    let (_, expl) = match state.phase() {
        Phase::Play => moves::apply_scored(&mut board, p, None).ok()?,
        Phase::HermodFollowUp { hermod } => {
            moves::apply_scored(&mut board, p, Some(*hermod)).ok()?
        }
        Phase::RavenAgain { from } => moves::raven_again(&mut board, *from, p.at).ok()?,
        _ => return None,
    };
    Some(expl.points)
}

#[cfg(test)]
mod tests {
    use super::points;
    use crate::voluspa::{Config, TileSet, Voluspa};
    use crate::{Game, Rng};

    #[test]
    fn the_quick_points_are_the_points_an_action_scores() {
        let mut checked = 0;
        for seed in 0..6u64 {
            let config = Config {
                players: 2 + seed as usize % 3,
                tiles: if seed % 2 == 0 {
                    TileSet::all_expansions()
                } else {
                    TileSet::Base
                },
                no_late_hel: false,
            };
            let mut g = Voluspa::new(&config, seed).unwrap();
            let mut rng = Rng::new(seed);
            while !g.is_over() {
                let me = g.to_move().unwrap();
                let actions = g.legal_actions();
                let quick = points(&g, &actions);
                for (a, q) in actions.iter().zip(quick).step_by(3) {
                    let next = g.play(a).unwrap();
                    let scored = next.scores()[me] - g.scores()[me];
                    assert_eq!(q, scored as f64, "{a:?} on\n{}", g.board_notation());
                    checked += 1;
                }
                g.apply(&actions[rng.index(actions.len())]).unwrap();
            }
        }
        assert!(checked > 1_000, "{checked}");
    }
}
