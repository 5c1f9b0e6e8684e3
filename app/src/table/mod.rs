//! The table: one game in progress among the people around one device — written once for
//! every game.
//!
//! [`session::Table`] is a Yew `Reducible` over any [`skald::Game`]: the replay and the
//! rebuilt state, the seats (people and computer levels), who holds the device and the
//! hand-off, the one-line notice, the computer's turn, undo and the move log drawer. The
//! hook [`hook::use_table`] adds the effects every play screen shares: save after every
//! action, notices that go away by themselves, Escape, and the computer's search worker.
//!
//! A game plugs in by implementing [`TableGame`]: its own choices on the play screen (a
//! chosen tile, selected cards…) as [`TableGame::Ui`] with their messages, how they change
//! when the game moves on, and the words of the engine's refusals. Everything else — its
//! board, hand and controls components, its words, its settings form — is the game's own
//! module; no rule is decided here (legality and what may be taken back come from the
//! engine: [`skald::Game::legal_actions`], [`skald::Game::quiet_since`]).

pub mod history;
pub mod hook;
pub mod session;

use skald::Game;

use crate::save::Slot;
use session::{Change, Table};

/// What the table needs to know about a game.
pub trait TableGame: Sized + 'static {
    /// The engine's game.
    type Game: Game + 'static;
    /// The game's own choices on the play screen (the chosen tile, selected cards, an open
    /// drawer…), which the engine does not know.
    type Ui: Clone + PartialEq;
    /// What changes [`TableGame::Ui`].
    type UiMsg;
    /// Where the game in progress is saved.
    const SLOT: Slot;

    /// The play screen's own choices when a game is opened.
    fn ui(game: &Self::Game) -> Self::Ui;

    /// Applies one of the play screen's own messages (it may also set the notice or the
    /// holder, e.g. after a summary screen was dismissed).
    fn reduce(table: &mut Table<Self>, msg: Self::UiMsg);

    /// Adjusts the play screen's own choices after the game changed (an action, an undo,
    /// a hand revealed); called before the holder of the device is worked out again.
    fn changed(table: &mut Table<Self>, change: Change<'_, Self::Game>);

    /// The engine's refusal in the players' words.
    fn refusal(error: &<Self::Game as Game>::Error) -> String;

    /// While true, the computer waits and nothing may be undone (Odin's summary of a
    /// finished hand).
    fn paused(_table: &Table<Self>) -> bool {
        false
    }
}
