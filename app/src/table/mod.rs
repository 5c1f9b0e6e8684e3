//! The table: one game in progress among the people around one device — written once for
//! every game.
//!
//! [`session::Table`] is a Yew `Reducible` over any [`skald::Game`]: the replay and the
//! rebuilt state, the seats (people and computer levels), who holds the device and the
//! hand-off, the one-line notice, the computer's turn, undo and the move log drawer. The
//! hook [`hook::use_table`] adds the effects every play screen shares: save after every
//! action, notices that go away by themselves, Escape, the computer's search worker, focus
//! that follows play and the live region's news ([`attention`]), and the guard against a
//! click that lands on a control which appeared under the finger ([`stale_click`]). [`hint`]
//! is the "What would the computer do?" button of a game started with hints on.
//!
//! A game plugs in by implementing [`TableGame`]: its own choices on the play screen (a
//! chosen tile, selected cards…) as [`TableGame::Ui`] with their messages, how they change
//! when the game moves on, and the words of the engine's refusals. Everything else — its
//! board, hand and controls components, its words, its settings form — is the game's own
//! module; no rule is decided here (legality and what may be taken back come from the
//! engine: [`skald::Game::legal_actions`], [`skald::Game::quiet_since`]).

pub mod attention;
pub mod banner;
pub mod catch_up;
pub mod hint;
pub mod history;
pub mod hook;
pub mod phones;
#[cfg(feature = "seat")]
pub mod remote;
#[cfg(feature = "seat")]
pub mod seat_table;
/// Whether the play screen is a seat on a phone: never, in a build without the phone's
/// seat screen (feature `seat`: the real module is `table/remote.rs`).
#[cfg(not(feature = "seat"))]
pub mod remote {
    /// Always `false` here.
    pub const fn active() -> bool {
        false
    }
}

/// The play screen of a seat on a phone: nothing, in a build without it.
#[cfg(not(feature = "seat"))]
pub mod seat_table {
    /// Nothing here: no table's positions come to this build.
    #[yew::hook]
    pub fn use_remote<A: super::TableGame>(
        _table: &yew::UseReducerHandle<super::session::Table<A>>,
    ) {
    }
}
pub mod saving;
pub mod session;
pub mod stale_click;

pub use session::TableGame;

#[cfg(all(test, feature = "odin"))]
mod tests;
