//! What the table remembers of a game's past beyond its replay: who made each action, and
//! for each seat the state just before its latest action (where one undo goes back to).
//! Built in the same pass that replays a saved game, and kept up to date action by action,
//! so that opening a save or taking back a move replays the log once.

use std::rc::Rc;

use skald::{Game, PlayerId, Replay, ReplayError};

/// Who made each action, and each seat's latest action with the state before it.
pub struct History<G> {
    /// The seat that made each action of the replay, in order.
    pub movers: Vec<PlayerId>,
    /// For each seat: the index of its latest action and the state just before it.
    pub last: Vec<Option<(usize, Rc<G>)>>,
}

impl<G> Clone for History<G> {
    fn clone(&self) -> Self {
        History {
            movers: self.movers.clone(),
            last: self.last.clone(),
        }
    }
}

impl<G: Game> History<G> {
    /// The history of a game that has not started.
    pub fn new(players: usize) -> Self {
        History {
            movers: Vec::new(),
            last: vec![None; players],
        }
    }

    /// Records that `mover` played action number `index` from the state `before`.
    pub fn record(&mut self, mover: PlayerId, index: usize, before: Rc<G>) {
        self.movers.push(mover);
        if let Some(slot) = self.last.get_mut(mover) {
            *slot = Some((index, before));
        }
    }
}

/// Replays `replay` once, through the checked [`Game::apply`], recording its [`History`].
pub fn walk<G: Game>(replay: &Replay<G>) -> Result<(G, History<G>), ReplayError<G::Error>> {
    let mut state = replay.initial()?;
    let mut history = History::new(state.players());
    for (index, action) in replay.actions.iter().enumerate() {
        step(&mut state, &mut history, index, action)
            .map_err(|error| ReplayError::Action { index, error })?;
    }
    Ok((state, history))
}

/// Plays action number `index` on `state`, recording it in `history`.
fn step<G: Game>(
    state: &mut G,
    history: &mut History<G>,
    index: usize,
    action: &G::Action,
) -> Result<(), G::Error> {
    let before = Rc::new(state.clone());
    let mover = state.to_move().unwrap_or(0);
    state.apply(action)?;
    history.record(mover, index, before);
    Ok(())
}

/// Why a game read from JSON could not be replayed.
pub enum WalkError<E> {
    /// Its set-up was refused.
    Replay(ReplayError<E>),
    /// Move number `index` (0-based) is not a legal move at that point (or not a move).
    NotLegal(usize),
}

/// A replay read from JSON, its state at the end and its [`History`].
pub type Walked<G> = (Replay<G>, G, History<G>);

/// Replays a game whose moves are JSON (a save file's), once: each move is read as the
/// legal action it writes ([`crate::moves::legal_action`]) and played. Gives the replay
/// with the moves read, the state at the end and its [`History`].
pub fn walk_json<G: Game>(
    mut replay: Replay<G>,
    moves: &[crate::json::Value],
) -> Result<Walked<G>, WalkError<G::Error>> {
    replay.actions.clear();
    let mut state = replay.initial().map_err(WalkError::Replay)?;
    let mut history = History::new(state.players());
    for (index, json) in moves.iter().enumerate() {
        let action = crate::moves::legal_action(&state, json).ok_or(WalkError::NotLegal(index))?;
        step(&mut state, &mut history, index, &action)
            .map_err(|error| WalkError::Replay(ReplayError::Action { index, error }))?;
        replay.actions.push(action);
    }
    Ok((replay, state, history))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::odin::{Odin, OdinConfig};
    use skald::Rng;

    #[test]
    fn the_walk_remembers_each_seats_latest_action() {
        let mut replay = Replay::<Odin>::new(OdinConfig::new(3), 11);
        let mut game = replay.initial().unwrap();
        let mut rng = Rng::new(3);
        let mut movers = Vec::new();
        for _ in 0..40 {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            movers.push(game.to_move().unwrap());
            let a = legal[rng.index(legal.len())];
            replay.push(&mut game, a).unwrap();
        }
        let (state, h) = walk(&replay).unwrap();
        assert_eq!(state, game);
        assert_eq!(h.movers, movers);
        for p in 0..3 {
            let i = movers.iter().rposition(|&m| m == p).unwrap();
            let (at, before) = h.last[p].clone().unwrap();
            assert_eq!(at, i);
            assert_eq!(*before, replay.state_after(i).unwrap());
        }
    }
}
