//! The play screen's state, as a Yew `Reducible`: the game (its replay and the rebuilt
//! engine state) and the UI's own choices (revealed hand, chosen tile, Freya boosts,
//! hover, pending Jotunn direction, a one-line notice). No rule is decided here: every
//! question goes to the engine.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use skald::voluspa::{Action, Cell, Kind, Voluspa};
use skald::{Game, PlayerId, Replay};
use yew::prelude::*;

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
pub const SLOT: crate::save::Slot = crate::save::Slot::new("skald.voluspa.game");

pub use crate::components::notice::Notice;

/// What the play screen's live region announces (worded when drawn, see
/// `components::live`): screen-reader players hear every move of a person and every
/// choice; the computer's moves are the computer status line's to announce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// The last action of the game (a person's move).
    Moved,
    /// This many actions were taken back.
    Undone(usize),
    Picked(Kind),
    Cancelled,
    /// A tile of the hand now carries this many Freya.
    Boosted(Kind, u8),
}

#[derive(Clone)]
pub struct PlayState {
    pub replay: Rc<Replay<Voluspa>>,
    pub game: Rc<Voluspa>,
    pub meta: Rc<Meta>,
    /// The player whose hand is shown (after they tapped the hand-off screen).
    pub revealed: Option<PlayerId>,
    /// The tile chosen in hand (tap or drag).
    pub selected: Option<Kind>,
    /// Freya boosts put on a tile in hand: (that tile, number of Freya discarded for it).
    pub boost: Option<(Kind, u8)>,
    /// The cell under the pointer while choosing.
    pub hover: Option<Cell>,
    /// A Jotunn dropped on a tile that may be pushed several ways: the cell.
    pub bump: Option<Cell>,
    /// A legal cell tapped once with a finger: its score is shown there, and a second tap
    /// (or "Place") places the chosen tile.
    pub pinned: Option<Cell>,
    pub notice: Option<Notice>,
    /// The live region's message, with a count that changes with every message (the same
    /// words twice are announced twice).
    pub said: Option<(u64, Said)>,
    /// Counts applied actions and undos (saves and animations key on it).
    pub serial: u64,
    pub log_open: bool,
}

impl PartialEq for PlayState {
    fn eq(&self, other: &Self) -> bool {
        self.serial == other.serial
            && self.revealed == other.revealed
            && self.selected == other.selected
            && self.boost == other.boost
            && self.hover == other.hover
            && self.bump == other.bump
            && self.pinned == other.pinned
            && self.notice == other.notice
            && self.said == other.said
            && self.log_open == other.log_open
    }
}

pub enum Msg {
    Apply(Action),
    /// A computer's move (JSON of an action) for the position of `serial`; dropped if the
    /// game moved on meanwhile.
    Computer(u64, String),
    /// Takes back the person's last turn together with the computers' replies to it.
    UndoRound,
    Undo,
    Reveal,
    Select(Option<Kind>),
    Hover(Option<Cell>),
    /// Discard one more Freya for `Kind` (the tile in hand it boosts).
    Boost(Kind),
    ClearBoost,
    AskBump(Cell),
    /// Shows the chosen tile's score on a cell until it is placed or the choice changes.
    Pin(Option<Cell>),
    /// Takes back the whole last turn of the player who just moved, before the next player
    /// has revealed their hand; the device goes back to the mover.
    UndoTurn,
    Notice(String),
    DismissNotice,
    ToggleLog,
}

impl PlayState {
    pub fn new(replay: Replay<Voluspa>, game: Voluspa, meta: Meta) -> PlayState {
        let revealed = holder_after(&meta.seats, None, game.to_move());
        PlayState {
            replay: Rc::new(replay),
            game: Rc::new(game),
            meta: Rc::new(meta),
            revealed,
            selected: None,
            boost: None,
            hover: None,
            bump: None,
            pinned: None,
            notice: None,
            said: None,
            serial: 0,
            log_open: false,
        }
    }

    /// The computer to move, if a computer is to move.
    pub fn computer_to_move(&self) -> Option<PlayerId> {
        self.game
            .to_move()
            .filter(|&p| is_computer(&self.meta.seats, p))
    }

    /// How many actions "Undo" takes back when the person to move has not started their
    /// turn and computers moved since their last one: the computers' turns and that turn.
    pub fn round_to_take_back(&self) -> Option<usize> {
        let me = self.game.to_move()?;
        let seats = &self.meta.seats;
        if is_computer(seats, me) || self.revealed != Some(me) {
            return None;
        }
        let turns = self.game.turns();
        let (current, done) = turns.split_last()?;
        if current.player != me || !current.steps.is_empty() {
            return None;
        }
        let movers: Vec<PlayerId> = done
            .iter()
            .flat_map(|t| t.steps.iter().map(move |_| t.player))
            .collect();
        take_back(&movers, me, |p| is_computer(seats, p))
    }

    /// Whether the player to move has revealed their hand.
    pub fn hand_visible(&self) -> bool {
        self.game.to_move().is_some() && self.revealed == self.game.to_move()
    }

    /// Freya boosts for `kind` if it is placed now.
    pub fn boosts_for(&self, kind: Kind) -> u8 {
        match self.boost {
            Some((k, n)) if k == kind => n.min(self.game.max_boosts(kind)),
            _ => 0,
        }
    }

    fn clear_choice(&mut self) {
        self.selected = None;
        self.hover = None;
        self.bump = None;
        self.pinned = None;
    }

    /// The finished turn the hand-off may take back: the last turn, when it was finished by
    /// someone other than the player now to move, who has not revealed their hand yet.
    pub fn turn_to_take_back(&self) -> Option<&skald::voluspa::TurnRecord> {
        let to_move = self.game.to_move()?;
        let mut turns = self.game.turns().iter().rev();
        let current = turns.next()?;
        let t = turns.next()?;
        let untouched = !current.finished && current.steps.is_empty();
        (untouched
            && t.finished
            && t.player != to_move
            && self.revealed != Some(to_move)
            && !is_computer(&self.meta.seats, t.player))
        .then_some(t)
    }

    fn say(&mut self, said: Option<Said>) {
        let n = self.said.map_or(0, |(n, _)| n + 1);
        self.said = said.map(|s| (n, s));
    }

    /// Goes back to an earlier point of the game (an undo).
    fn rewind(&mut self, replay: Replay<Voluspa>, game: Voluspa) {
        let taken = self
            .replay
            .actions
            .len()
            .saturating_sub(replay.actions.len());
        self.say(Some(Said::Undone(taken)));
        self.replay = Rc::new(replay);
        self.game = Rc::new(game);
        self.revealed = holder_after(&self.meta.seats, self.revealed, self.game.to_move());
        self.serial += 1;
        self.clear_choice();
        self.boost = None;
        self.notice = None;
    }

    /// Plays `action` for the player to move (a refusal becomes the notice).
    fn apply(&mut self, action: Action) {
        let mut game = (*self.game).clone();
        let mut replay = (*self.replay).clone();
        match replay.push(&mut game, action.clone()) {
            Ok(()) => {
                self.game = Rc::new(game);
                self.replay = Rc::new(replay);
                self.serial += 1;
                self.clear_choice();
                self.notice = None;
                if matches!(action, skald::voluspa::Action::Place(_)) {
                    self.boost = None;
                }
                if self.game.to_move() != self.revealed {
                    self.boost = None;
                }
                self.revealed = holder_after(&self.meta.seats, self.revealed, self.game.to_move());
            }
            Err(e) => {
                self.clear_choice();
                self.notice(crate::voluspa::words::refusal(&e));
            }
        }
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
            Msg::Computer(serial, _) if serial != s.serial || s.computer_to_move().is_none() => {}
            Msg::Computer(_, json) => match crate::computer::parse_action::<Action>(&json) {
                Ok(action) => s.apply(action),
                Err(e) => s.notice(e),
            },
            Msg::UndoRound => {
                if let Some(n) = s.round_to_take_back() {
                    match crate::save::undo_actions(&s.replay, n) {
                        Ok((replay, game)) => s.rewind(replay, game),
                        Err(e) => s.notice(e),
                    }
                }
            }
            Msg::Apply(action) => {
                let before = s.serial;
                s.apply(action);
                if s.serial != before {
                    s.say(Some(Said::Moved));
                }
            }
            Msg::Undo => {
                if s.game.can_undo() {
                    match crate::save::undo_last(&s.replay) {
                        Ok((replay, game)) => s.rewind(replay, game),
                        Err(e) => s.notice(e),
                    }
                }
            }
            Msg::Reveal => {
                s.revealed = s.game.to_move();
                s.clear_choice();
                s.boost = None;
            }
            Msg::Select(k) => {
                match (s.selected, k) {
                    (old, Some(k)) if old != Some(k) => s.say(Some(Said::Picked(k))),
                    (Some(_), None) => s.say(Some(Said::Cancelled)),
                    _ => {}
                }
                s.selected = k;
                s.hover = None;
                s.bump = None;
                s.pinned = None;
            }
            Msg::Pin(c) => {
                s.pinned = c;
                s.hover = c;
            }
            Msg::UndoTurn => {
                if let Some(t) = s.turn_to_take_back() {
                    let (player, steps) = (t.player, t.steps.len());
                    match crate::save::undo_actions(&s.replay, steps) {
                        Ok((replay, game)) => {
                            s.rewind(replay, game);
                            // The player who moved still holds the device: their hand is shown.
                            s.revealed = Some(player);
                        }
                        Err(e) => s.notice(e),
                    }
                }
            }
            Msg::Hover(c) => s.hover = c,
            Msg::Boost(kind) => {
                let max = s.game.max_boosts(kind);
                let now = match s.boost {
                    Some((k, n)) if k == kind => n,
                    _ => 0,
                };
                if max == 0 {
                    s.notice(crate::voluspa::words::no_freya_left(
                        crate::voluspa::words::tile(kind),
                    ));
                } else if now >= max {
                    s.notice(crate::voluspa::words::all_freya_used(
                        crate::voluspa::words::tile(kind),
                    ));
                } else {
                    s.boost = Some((kind, now + 1));
                    s.notice = None;
                    s.say(Some(Said::Boosted(kind, now + 1)));
                }
                s.selected = None;
            }
            Msg::ClearBoost => s.boost = None,
            Msg::AskBump(c) => {
                s.bump = Some(c);
                s.hover = None;
            }
            Msg::Notice(t) => s.notice(t),
            Msg::DismissNotice => s.notice = None,
            Msg::ToggleLog => s.log_open = !s.log_open,
        }
        Rc::new(s)
    }
}
