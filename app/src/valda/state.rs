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
use crate::computer::{holder_after, is_computer};

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

/// The last action a person made in `replay`: its index and the state just before it (what
/// one "Undo" goes back to). Replays the game once; `None` if no person moved yet (or the
/// replay does not replay).
pub fn last_person_step(replay: &Replay<Valda>, seats: &[Seat]) -> Option<(usize, Rc<Valda>)> {
    let mut g = replay.initial().ok()?;
    let mut anchor = None;
    for (i, a) in replay.actions.iter().enumerate() {
        if g.to_move().is_some_and(|p| !is_computer(seats, p)) {
            anchor = Some((i, Rc::new(g.clone())));
        }
        g.apply(a).ok()?;
    }
    anchor
}

/// How many of the last actions one "Undo" takes back for the person deciding `now`
/// (after `actions` actions): their own last step (`anchor`, from [`last_person_step`]),
/// together with the computers' replies after it, provided that from before that step to
/// now nothing was revealed ([`Valda::quiet_step`] over the whole span: the same person
/// decides, no die, no draw, no other hand changed). 0: nothing may be undone.
pub fn undo_span(anchor: Option<&(usize, Rc<Valda>)>, now: &Valda, actions: usize) -> usize {
    match anchor {
        Some((i, before)) if Valda::quiet_step(before, now) => actions - i,
        _ => 0,
    }
}

#[derive(Clone)]
pub struct PlayState {
    pub replay: Rc<Replay<Valda>>,
    pub game: Rc<Valda>,
    pub meta: Rc<Meta>,
    /// The player holding the tablet with their cards shown (after the hand-off tap).
    pub holder: Option<PlayerId>,
    /// How many last actions one undo takes back (0: none may be).
    pub undo: usize,
    /// The last action a person made and the state before it ([`last_person_step`]), kept
    /// up to date as actions are applied, so that [`undo_span`] needs no replay.
    pub anchor: Option<(usize, Rc<Valda>)>,
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
    /// A computer's move (JSON of an action) for the position of `serial`; dropped if the
    /// game moved on meanwhile.
    Computer(u64, String),
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
        let anchor = last_person_step(&replay, &meta.seats);
        let undo = undo_span(anchor.as_ref(), &game, replay.actions.len());
        let holder = holder_after(&meta.seats, None, game.to_move());
        PlayState {
            anchor,
            replay: Rc::new(replay),
            game: Rc::new(game),
            meta: Rc::new(meta),
            holder,
            undo,
            chosen: None,
            notice: None,
            serial: 0,
            log_open: false,
            discard_open: false,
        }
    }

    /// The computer to move, if a computer is to move.
    pub fn computer_to_move(&self) -> Option<PlayerId> {
        self.game
            .to_move()
            .filter(|&p| is_computer(&self.meta.seats, p))
    }

    /// Plays `action` for the player to move (a refusal becomes the notice).
    fn apply(&mut self, action: Action) {
        let mut game = (*self.game).clone();
        let mut replay = (*self.replay).clone();
        let (before, index) = (self.game.clone(), replay.actions.len());
        match replay.push(&mut game, action) {
            Ok(()) => {
                if before
                    .to_move()
                    .is_some_and(|p| !is_computer(&self.meta.seats, p))
                {
                    self.anchor = Some((index, before));
                }
                self.game = Rc::new(game);
                self.replay = Rc::new(replay);
                self.after_change();
            }
            Err(e) => self.notice(crate::valda::words::refusal(&e)),
        }
    }

    /// After an action or an undo: who holds the tablet, what may be undone.
    fn after_change(&mut self) {
        self.undo = undo_span(self.anchor.as_ref(), &self.game, self.replay.actions.len());
        self.holder = holder_after(&self.meta.seats, self.holder, self.game.to_move());
        self.serial += 1;
        self.chosen = None;
        self.notice = None;
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
            // The computer's seat is played by the computer only.
            Msg::Apply(_) | Msg::Undo | Msg::Reveal if s.computer_to_move().is_some() => {}
            Msg::Apply(action) => s.apply(action),
            Msg::Computer(serial, _) if serial != s.serial || s.computer_to_move().is_none() => {}
            Msg::Computer(_, json) => match crate::computer::parse_action::<Action>(&json) {
                Ok(action) => s.apply(action),
                Err(e) => s.notice(e),
            },
            Msg::Undo => {
                if s.can_undo() {
                    match crate::save::undo_actions(&s.replay, s.undo) {
                        Ok((replay, game)) => {
                            s.anchor = last_person_step(&replay, &s.meta.seats);
                            s.replay = Rc::new(replay);
                            s.game = Rc::new(game);
                            s.after_change();
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

#[cfg(test)]
mod tests {
    use super::*;
    use skald::valda::ValdaConfig;
    use skald::Rng;

    /// What may be undone, kept up to date action by action, is what a walk of the whole
    /// replay finds (a person and two computers, many random actions).
    #[test]
    fn the_undo_span_follows_the_replay() {
        let mut seats = Seat::defaults(3);
        seats[1].computer = Some(crate::computer::Level::Easy);
        seats[2].computer = Some(crate::computer::Level::Normal);
        let replay = Replay::<Valda>::new(ValdaConfig::new(3), 4);
        let game = replay.initial().unwrap();
        let mut s = Rc::new(PlayState::new(replay, game, Meta { seats }));
        let mut rng = Rng::new(9);
        let mut undone = 0;
        for _ in 0..300 {
            let legal = s.game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.index(legal.len())].clone();
            let msg = if s.computer_to_move().is_some() {
                Msg::Computer(s.serial, serde_json::to_string(&a).unwrap())
            } else if s.undo > 0 && rng.index(4) == 0 {
                undone += 1;
                Msg::Undo
            } else {
                Msg::Apply(a)
            };
            s = s.reduce(msg);
            let walked = last_person_step(&s.replay, &s.meta.seats);
            assert_eq!(s.anchor.as_ref().map(|a| a.0), walked.as_ref().map(|a| a.0));
            assert_eq!(
                s.undo,
                undo_span(walked.as_ref(), &s.game, s.replay.actions.len())
            );
        }
        assert!(undone > 0, "an undo was tried");
    }
}
