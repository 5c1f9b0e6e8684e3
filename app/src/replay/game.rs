//! [`ReplayGame`]: what a game supplies to be replayed — its spectator's view, its moves and
//! its scores in words. Everything else (stepping, the slider, the live region, sharing) is
//! the replay viewer's ([`super::viewer`]).

use std::rc::Rc;

use yew::Html;

use crate::seats::Seat;
use crate::table::session::TableGame;

/// How a game is drawn and worded in its replay.
pub trait ReplayGame: TableGame {
    /// Whether the game's build offers replays (its end screen's "Replay", the replay
    /// route, an imported finished game opening its replay). False leaves the viewer out of
    /// the build (a build it would push over its size budget).
    const OFFERED: bool = true;

    /// The position `game` as a spectator sees it (no hidden hand), drawn with the game's
    /// own board components; `step` is the number of moves made (a new one redraws).
    fn position(game: &Rc<Self::Game>, seats: &[Seat], step: usize) -> Html;

    /// The move from `before` to `after` in words, one line each (the log's entries it
    /// added, with what it scored).
    fn move_words(before: &Self::Game, after: &Self::Game, seats: &[Seat]) -> Vec<String>;

    /// The scores of `game` as they stand, in words ("Astrid 12, Bjørn 9").
    fn score_words(game: &Self::Game, seats: &[Seat]) -> String;
}
