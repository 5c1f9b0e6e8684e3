//! The play screen's state, as a Yew `Reducible`: the game (its replay and the rebuilt
//! engine state), who holds the tablet, how many steps may be taken back, and the UI's own
//! choices (the chosen card, the drawers, a one-line notice). No rule is decided here:
//! legality comes from `skald::valda`, and what may be undone from
//! [`Valda::quiet_step`].

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use skald::valda::{Action, CardId, Valda};
use skald::{Game, PlayerId, Replay};
use yew::prelude::*;

pub use crate::components::notice::Notice;
use crate::components::players_form::Seat;
use crate::text::capitalise;

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
pub const SLOT: crate::save::Slot = crate::save::Slot::new("skald.valda.game");

/// Where a chosen card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Hand,
    /// The active player's open cards.
    Open,
    /// The cards the player is looking at (a temple's two, a search).
    Looking,
    /// The discard pile.
    Discard,
}

/// How many of the replay's last actions may be taken back: the run of quiet steps
/// ([`Valda::quiet_step`]) at its end. Replays the game once.
pub fn undo_depth(replay: &Replay<Valda>) -> usize {
    let Ok(mut g) = replay.initial() else {
        return 0;
    };
    let mut depth = 0;
    for a in &replay.actions {
        let before = g.clone();
        if g.apply(a).is_err() {
            return 0;
        }
        depth = if Valda::quiet_step(&before, &g) {
            depth + 1
        } else {
            0
        };
    }
    depth
}

#[derive(Clone)]
pub struct PlayState {
    pub replay: Rc<Replay<Valda>>,
    pub game: Rc<Valda>,
    pub meta: Rc<Meta>,
    /// The player holding the tablet with their cards shown (after the hand-off tap).
    pub holder: Option<PlayerId>,
    /// How many last actions may be undone.
    pub undo: usize,
    /// The card chosen by a tap, and where it lies.
    pub chosen: Option<(CardId, Place)>,
    pub notice: Option<Notice>,
    /// Counts applied actions and undos (saves key on it).
    pub serial: u64,
    pub log_open: bool,
    pub discard_open: bool,
}

impl PartialEq for PlayState {
    fn eq(&self, other: &Self) -> bool {
        self.serial == other.serial
            && self.holder == other.holder
            && self.chosen == other.chosen
            && self.notice == other.notice
            && self.log_open == other.log_open
            && self.discard_open == other.discard_open
    }
}

pub enum Msg {
    Apply(Action),
    Undo,
    Reveal,
    Choose(Option<(CardId, Place)>),
    Notice(String),
    DismissNotice,
    ToggleLog,
    ToggleDiscard,
}

impl PlayState {
    pub fn new(replay: Replay<Valda>, game: Valda, meta: Meta) -> PlayState {
        let undo = undo_depth(&replay);
        PlayState {
            replay: Rc::new(replay),
            game: Rc::new(game),
            meta: Rc::new(meta),
            holder: None,
            undo,
            chosen: None,
            notice: None,
            serial: 0,
            log_open: false,
            discard_open: false,
        }
    }

    /// Whether the player who must decide now holds the tablet (their cards are shown).
    pub fn revealed(&self) -> bool {
        self.game.to_move().is_some() && self.holder == self.game.to_move()
    }

    /// Whether the last step may be taken back now (by the player deciding, who made it).
    pub fn can_undo(&self) -> bool {
        self.undo > 0 && self.revealed()
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
                let before = s.game.clone();
                let mut game = (*s.game).clone();
                let mut replay = (*s.replay).clone();
                match replay.push(&mut game, action) {
                    Ok(()) => {
                        s.undo = if Valda::quiet_step(&before, &game) {
                            s.undo + 1
                        } else {
                            0
                        };
                        s.game = Rc::new(game);
                        s.replay = Rc::new(replay);
                        s.serial += 1;
                        s.chosen = None;
                        s.notice = None;
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
                            s.undo -= 1;
                            s.serial += 1;
                            s.chosen = None;
                            s.notice = None;
                        }
                        Err(e) => s.notice(e),
                    }
                }
            }
            Msg::Reveal => {
                s.holder = s.game.to_move();
                s.chosen = None;
            }
            Msg::Choose(c) => {
                s.chosen = c;
                s.notice = None;
            }
            Msg::Notice(t) => s.notice(t),
            Msg::DismissNotice => s.notice = None,
            Msg::ToggleLog => s.log_open = !s.log_open,
            Msg::ToggleDiscard => s.discard_open = !s.discard_open,
        }
        Rc::new(s)
    }
}
