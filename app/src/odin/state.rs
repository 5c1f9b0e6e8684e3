//! The play screen's state, as a Yew `Reducible`: the game (its replay and the rebuilt
//! engine state) and the UI's own choices (revealed hand, selected cards, sort order, the
//! hand-end screen, a one-line notice). No rule is decided here: every question goes to
//! the engine (`skald::odin`).

use crate::text::capitalise;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use skald::odin::{Card, CardSet, Event, Odin, OdinAction};
use skald::{Game, PlayerId, Replay};
use yew::prelude::*;

use super::settings::Sort;
use crate::components::players_form::Seat;

/// Saved next to the replay.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    pub seats: Vec<Seat>,
}

impl crate::save::SaveMeta for Meta {
    fn check(&self, players: usize) -> Result<(), String> {
        Seat::check_seats(&self.seats, players)
    }
}

/// The local-storage slot of the game in progress.
pub const SLOT: crate::save::Slot = crate::save::Slot::new("skald.odin.game");

pub use crate::components::notice::Notice;

#[derive(Clone)]
pub struct PlayState {
    pub replay: Rc<Replay<Odin>>,
    pub game: Rc<Odin>,
    pub meta: Rc<Meta>,
    /// The player whose hand is shown (after they tapped the hand-off screen).
    pub revealed: Option<PlayerId>,
    /// Cards of the shown hand chosen for the next play.
    pub selected: CardSet,
    pub sort: Sort,
    /// How many finished hands the players have seen the summary of.
    pub hands_seen: usize,
    pub notice: Option<Notice>,
    /// Counts applied actions and undos (saves key on it).
    pub serial: u64,
    pub log_open: bool,
}

impl PartialEq for PlayState {
    fn eq(&self, other: &Self) -> bool {
        self.serial == other.serial
            && self.revealed == other.revealed
            && self.selected == other.selected
            && self.sort == other.sort
            && self.hands_seen == other.hands_seen
            && self.notice == other.notice
            && self.log_open == other.log_open
    }
}

pub enum Msg {
    Apply(OdinAction),
    Undo,
    Reveal,
    Toggle(Card),
    Select(CardSet),
    Sort,
    SeenHandEnd,
    Notice(String),
    DismissNotice,
    ToggleLog,
}

/// Whether the last thing in the log is the end of a hand (its summary is due).
pub fn just_ended_hand(game: &Odin) -> bool {
    matches!(
        game.log().last().map(|e| &e.event),
        Some(Event::HandEnded { .. })
    )
}

impl PlayState {
    pub fn new(replay: Replay<Odin>, game: Odin, meta: Meta) -> PlayState {
        // A reload right after a hand ended shows that hand's summary again.
        let done = game.hand_summaries().len();
        let hands_seen = if just_ended_hand(&game) && game.to_move().is_some() {
            done.saturating_sub(1)
        } else {
            done
        };
        PlayState {
            replay: Rc::new(replay),
            game: Rc::new(game),
            meta: Rc::new(meta),
            revealed: None,
            selected: CardSet::EMPTY,
            sort: Sort::load(),
            hands_seen,
            notice: None,
            serial: 0,
            log_open: false,
        }
    }

    /// Whether the player to move has revealed their hand.
    pub fn hand_visible(&self) -> bool {
        self.game.to_move().is_some()
            && self.revealed == self.game.to_move()
            && !self.hand_end_due()
    }

    /// A finished hand whose summary nobody has dismissed yet (not at the game's end, which
    /// has its own screen).
    pub fn hand_end_due(&self) -> bool {
        self.game.to_move().is_some() && self.game.hand_summaries().len() > self.hands_seen
    }

    /// Whether the last actions may be taken back by `who` now.
    pub fn can_undo(&self) -> bool {
        self.game.undo().actions > 0 && !self.hand_end_due()
    }

    fn notice(&mut self, text: String) {
        self.notice = Some(Notice::after(self.notice.as_ref(), self.serial, text));
    }
}

impl Reducible for PlayState {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            Msg::Apply(action) => {
                let mut game = (*s.game).clone();
                let mut replay = (*s.replay).clone();
                let hands_before = game.hand_summaries().len();
                match replay.push(&mut game, action) {
                    Ok(()) => {
                        s.game = Rc::new(game);
                        s.replay = Rc::new(replay);
                        s.serial += 1;
                        s.selected = CardSet::EMPTY;
                        s.notice = None;
                        if s.game.hand_summaries().len() != hands_before {
                            // A new hand was dealt: everyone passes the device on again.
                            s.revealed = None;
                        }
                    }
                    Err(e) => s.notice(capitalise(&e.to_string())),
                }
            }
            Msg::Undo => {
                if s.can_undo() {
                    match crate::save::undo_last(&s.replay) {
                        Ok((replay, game)) => {
                            s.replay = Rc::new(replay);
                            s.game = Rc::new(game);
                            s.serial += 1;
                            s.selected = CardSet::EMPTY;
                            s.notice = None;
                            // Whoever undid holds the device: their hand is shown again.
                            s.revealed = s.game.to_move();
                        }
                        Err(e) => s.notice(e),
                    }
                }
            }
            Msg::Reveal => {
                s.revealed = s.game.to_move();
                s.selected = CardSet::EMPTY;
            }
            Msg::Toggle(card) => {
                if s.selected.contains(card) {
                    s.selected.remove(card);
                } else {
                    s.selected.insert(card);
                }
                s.notice = None;
            }
            Msg::Select(set) => s.selected = set,
            Msg::Sort => {
                s.sort = s.sort.other();
                s.sort.remember();
            }
            Msg::SeenHandEnd => {
                s.hands_seen = s.game.hand_summaries().len();
                s.revealed = None;
            }
            Msg::Notice(t) => s.notice(t),
            Msg::DismissNotice => s.notice = None,
            Msg::ToggleLog => s.log_open = !s.log_open,
        }
        Rc::new(s)
    }
}
