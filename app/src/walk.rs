//! Seeded walks through games, for the tests: a game played from where it stands, each
//! action chosen from the engine's legal actions — at random from a seed ([`random`]) or
//! along a test's own line ([`Walk::new`]) — and every decision handed back to the test as a
//! [`Step`]: the position decided in, its legal actions, the action taken and the position it
//! led to. The test stops when it has seen enough (`while let Some(s) = walk.step()`, with a
//! `break` or a `return`); the walk stops when the game is over.
//!
//! The first-game tests (`first_game/tests/`) walk each game's first-game line through its
//! first round; the coach's tests walk seeded random games, checking the note at each
//! decision (`<game>/coach/tests.rs`) or the line after each move
//! (`<game>/coach/after/tests.rs`).

use skald::{Game, Rng};

/// A game being walked (see the module's notes): the position it stands in, and the line
/// that chooses each action.
pub(crate) struct Walk<G: Game, C> {
    game: G,
    choose: C,
    decisions: usize,
}

/// One decision of a walk.
pub(crate) struct Step<'a, G: Game> {
    /// How many decisions the walk made before this one.
    pub index: usize,
    /// The position decided in.
    pub before: G,
    /// Its legal actions, in the engine's order.
    pub legal: Vec<G::Action>,
    /// The action taken, one of `legal`.
    pub action: G::Action,
    /// The position it led to (where the walk now stands).
    pub after: &'a G,
}

impl<G: Game, C: Line<G>> Walk<G, C> {
    /// Walks `game` from where it stands, `choose` taking each action from the position and
    /// its legal actions.
    pub fn new(game: G, choose: C) -> Self {
        Walk {
            game,
            choose,
            decisions: 0,
        }
    }

    /// The position the walk stands in.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Makes the next decision and says what it was; `None` once the game is over. Panics
    /// if the engine refuses the action chosen.
    pub fn step(&mut self) -> Option<Step<'_, G>> {
        if self.game.is_over() {
            return None;
        }
        let legal = self.game.legal_actions();
        let action = (self.choose)(&self.game, &legal);
        let before = self.game.clone();
        let index = self.decisions;
        if let Err(e) = self.game.apply(&action) {
            panic!("decision {index}: {action:?} refused: {e}");
        }
        self.decisions += 1;
        Some(Step {
            index,
            before,
            legal,
            action,
            after: &self.game,
        })
    }
}

/// How a walk chooses each action: from the position and its legal actions.
pub(crate) trait Line<G: Game>: FnMut(&G, &[G::Action]) -> G::Action {}

impl<G: Game, F: FnMut(&G, &[G::Action]) -> G::Action> Line<G> for F {}

/// A walk of `game` that takes a random legal action at each decision, drawn from a
/// generator seeded with `seed` (one draw a decision: `legal[rng.index(legal.len())]`).
pub(crate) fn random<G: Game>(game: G, seed: u64) -> Walk<G, impl Line<G>> {
    let mut rng = Rng::new(seed);
    Walk::new(game, move |_: &G, legal: &[G::Action]| {
        legal[rng.index(legal.len())].clone()
    })
}

#[cfg(feature = "odin")]
mod tests {
    use skald::odin::{Odin, OdinConfig};

    use super::*;

    /// A random walk takes the actions a hand-written loop with the same generator takes,
    /// hands back each decision's position, legal actions and result, and ends with the game.
    #[test]
    fn a_random_walk_is_the_loop_it_replaces() {
        let start = Odin::new(&OdinConfig::new(3), 7).unwrap();
        let mut g = start.clone();
        let mut rng = Rng::new(11);
        let mut walk = random(start, 11);
        let mut n = 0;
        while !g.is_over() {
            let legal = g.legal_actions();
            let a = legal[rng.index(legal.len())];
            let s = walk.step().expect("a decision while the game goes on");
            assert_eq!(s.index, n);
            assert_eq!(s.before, g);
            assert_eq!(s.legal, legal);
            assert_eq!(s.action, a);
            g.apply(&a).unwrap();
            assert_eq!(*s.after, g);
            n += 1;
        }
        assert!(walk.step().is_none());
        assert!(walk.game().is_over());
        assert!(n > 10, "{n}");
    }
}
