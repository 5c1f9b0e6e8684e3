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
use crate::computer::{holder_after, is_computer, take_back};

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
    /// Who made each action of the replay, in order (for taking back a round of computer
    /// replies).
    pub movers: Rc<Vec<PlayerId>>,
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
    /// A computer's move (JSON of an action) for the position of `serial`; dropped if the
    /// game moved on meanwhile.
    Computer(u64, String),
    /// Takes back the person's last play together with the computers' replies to it.
    UndoRound,
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

/// Who made each action of `replay` (replays it once; empty if it does not replay).
fn movers(replay: &Replay<Odin>) -> Vec<PlayerId> {
    let Ok(mut g) = replay.initial() else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(replay.actions.len());
    for a in &replay.actions {
        out.push(g.to_move().unwrap_or(0));
        if g.apply(a).is_err() {
            break;
        }
    }
    out
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
        let movers = movers(&replay);
        let revealed = holder_after(&meta.seats, None, game.to_move());
        PlayState {
            movers: Rc::new(movers),
            replay: Rc::new(replay),
            game: Rc::new(game),
            meta: Rc::new(meta),
            revealed,
            selected: CardSet::EMPTY,
            sort: Sort::load(),
            hands_seen,
            notice: None,
            serial: 0,
            log_open: false,
        }
    }

    /// The computer to move, if a computer is to move and nobody is reading a hand's
    /// summary.
    pub fn computer_to_move(&self) -> Option<PlayerId> {
        self.game
            .to_move()
            .filter(|&p| is_computer(&self.meta.seats, p) && !self.hand_end_due())
    }

    /// How many actions "Undo" takes back for the person to move, who has not acted since:
    /// the computers' replies and the person's own last play before them.
    pub fn round_to_take_back(&self) -> Option<usize> {
        let me = self.game.to_move()?;
        let seats = &self.meta.seats;
        if is_computer(seats, me) || !self.hand_visible() {
            return None;
        }
        take_back(&self.movers, me, |p| is_computer(seats, p))
    }

    fn rewind_to(&mut self, keep: usize) {
        match crate::save::undo_actions(&self.replay, self.replay.actions.len() - keep) {
            Ok((replay, game)) => {
                self.replay = Rc::new(replay);
                self.game = Rc::new(game);
                let mut movers = (*self.movers).clone();
                movers.truncate(keep);
                self.movers = Rc::new(movers);
                self.serial += 1;
                self.selected = CardSet::EMPTY;
                self.notice = None;
                // The person who undid holds the device: their hand is shown again.
                self.revealed = self.game.to_move();
                // A hand that ended in what was taken back has not ended any more.
                self.hands_seen = self.hands_seen.min(self.game.hand_summaries().len());
            }
            Err(e) => self.notice(e),
        }
    }

    /// Plays `action` for the player to move (a refusal becomes the notice).
    fn apply(&mut self, action: OdinAction) {
        let mut game = (*self.game).clone();
        let mut replay = (*self.replay).clone();
        let hands_before = game.hand_summaries().len();
        let mover = game.to_move();
        match replay.push(&mut game, action) {
            Ok(()) => {
                self.game = Rc::new(game);
                self.replay = Rc::new(replay);
                let mut movers = (*self.movers).clone();
                movers.push(mover.unwrap_or(0));
                self.movers = Rc::new(movers);
                self.serial += 1;
                self.selected = CardSet::EMPTY;
                self.notice = None;
                if self.game.hand_summaries().len() != hands_before {
                    // A new hand was dealt: everyone passes the device on again.
                    self.revealed = None;
                }
                self.revealed = holder_after(&self.meta.seats, self.revealed, self.game.to_move());
            }
            Err(e) => self.notice(capitalise(&crate::odin::words::odin_error(&e))),
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
            // The computer's seat is played by the computer only.
            Msg::Apply(_) | Msg::Undo | Msg::Reveal if s.computer_to_move().is_some() => {}
            Msg::Apply(action) => s.apply(action),
            Msg::Computer(serial, _) if serial != s.serial || s.computer_to_move().is_none() => {}
            Msg::Computer(_, json) => match crate::computer::parse_action::<OdinAction>(&json) {
                Ok(action) => s.apply(action),
                Err(e) => s.notice(e),
            },
            Msg::Undo => {
                if s.can_undo() {
                    let keep = s.replay.actions.len().saturating_sub(1);
                    s.rewind_to(keep);
                }
            }
            Msg::UndoRound => {
                if let Some(n) = s.round_to_take_back() {
                    let keep = s.replay.actions.len().saturating_sub(n);
                    s.rewind_to(keep);
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
                s.revealed = holder_after(&s.meta.seats, None, s.game.to_move());
            }
            Msg::Notice(t) => s.notice(t),
            Msg::DismissNotice => s.notice = None,
            Msg::ToggleLog => s.log_open = !s.log_open,
        }
        Rc::new(s)
    }
}
