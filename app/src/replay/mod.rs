//! Replays of finished games, for every game: step through the whole game move by move as a
//! spectator (the buttons, ← → Home End, swipes, a slider to jump), each move in words with
//! the scores as they stood then, and share it as a file or a link (`#/<game>/replay?…`).
//!
//! Written once over any [`skald::Game`]: a game plugs in by implementing
//! [`game::ReplayGame`] (how its spectator's view is drawn, its moves and scores in words),
//! reusing its own board components. [`link`] reads and writes the links, [`viewer`] is the
//! stepping screen, [`page`] the route that opens a game (handed over by an import, the
//! link's, or the finished game saved), and [`review`] the computer's review of the
//! players' moves (issue #29).

pub mod game;
pub mod link;
pub mod page;
pub mod review;
pub mod viewer;

pub use game::ReplayGame;
