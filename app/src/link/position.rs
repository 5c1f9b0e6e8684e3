//! The table's position as the gate reads it: the game, its actions so far and who made
//! each — read-only, so that the gate can only ever say what to do.

use skald::{Game, PlayerId};

use crate::table::session::{Table, TableGame};

/// The game at the table, with its record.
pub struct Position<'a, G: Game> {
    /// The game as it stands.
    pub game: &'a G,
    /// Every action applied since set-up (the replay's), in order.
    pub actions: &'a [G::Action],
    /// The seat that made each action (the table's history).
    pub movers: &'a [PlayerId],
    /// The table's serial ([`Table::serial`]): it counts the actions applied and the undos
    /// made, so it never comes back to a value it had, where the action count does after an
    /// undo. A phone's action carries the serial of the view it was chosen from, and applies
    /// only at that serial: one chosen before an undo never applies after it.
    pub serial: u64,
}

impl<G: Game> Clone for Position<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Position<'_, G> {}

impl<'a, G: Game> Position<'a, G> {
    /// The action count: the `at` of every message about this position.
    pub fn at(&self) -> u64 {
        self.actions.len() as u64
    }
}

impl<'a, A: TableGame> From<&'a Table<A>> for Position<'a, A::Game> {
    fn from(t: &'a Table<A>) -> Self {
        Position {
            game: &t.game,
            actions: &t.replay.actions,
            movers: &t.history.movers,
            serial: t.serial,
        }
    }
}
