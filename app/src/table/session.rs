//! [`Table`]: the game in progress at the table, as a Yew `Reducible` — the replay and the
//! rebuilt state, the seats, who holds the device, the notice, the computer's moves, undo,
//! and the game's own play-screen choices ([`TableGame::Ui`]); and [`TableGame`], how a game
//! plugs in.

use std::rc::Rc;

use skald::{Game, PlayerId, Replay};
use yew::prelude::*;

use super::banner::{earlier_note, Banner};
use super::history::{walk, History};
use crate::components::notice::Notice;
pub use crate::components::since::NewsLine;
use crate::save::{Loaded, Slot};
use crate::seats::{holder_after, is_computer, Meta};

/// What the table needs to know about a game.
pub trait TableGame: Sized + 'static {
    /// The engine's game (which the computer's worker engine named by
    /// [`crate::computer::worker::WorkerEngine`] plays).
    type Game: crate::save::SavedGame + crate::computer::worker::WorkerEngine + 'static;
    /// The game's own choices on the play screen (the chosen tile, selected cards, an open
    /// drawer…), which the engine does not know.
    type Ui: Clone + PartialEq;
    /// What changes [`TableGame::Ui`].
    type UiMsg;
    /// Where the game in progress is saved.
    const SLOT: Slot;
    /// The play screen's root element, as a CSS selector (where focus moves are looked for).
    const SCREEN: &'static str;

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

    /// Where focus goes when a move took away the focused control (a CSS selector inside
    /// [`TableGame::SCREEN`]; see [`super::attention::use_focus_follows_play`]).
    fn focus_after_move(_table: &Table<Self>) -> Option<&'static str> {
        None
    }

    /// Changes when a screen of the game's own closes and focus should follow play again
    /// (Odin: the summaries of finished hands seen).
    fn focus_epoch(_table: &Table<Self>) -> usize {
        0
    }

    /// How many entries the game's log has, for the live region
    /// ([`super::attention::use_log_news`]); 0 for a game that words its announcements
    /// itself.
    fn log_len(_game: &Self::Game) -> usize {
        0
    }

    /// The log entries `new` in words, one line each (the live region joins them; the
    /// hand-off lists what happened since the next player's last turn).
    fn news_lines(_table: &Table<Self>, _new: std::ops::Range<usize>) -> Vec<String> {
        Vec::new()
    }

    /// The log entries `new` as "since your last turn" shows them to `seat`: each line's
    /// words, the seat it goes under when that is not the seat whose action wrote it (the
    /// next player's own roll, written as the last player ended their turn), and whether it
    /// touched `seat` (an attack on them, what they lost or gained by another's doing). By
    /// default [`TableGame::news_lines`], under the mover, touching nobody.
    fn news_for(
        table: &Table<Self>,
        new: std::ops::Range<usize>,
        _seat: PlayerId,
    ) -> Vec<NewsLine> {
        Self::news_lines(table, new)
            .into_iter()
            .map(|text| NewsLine {
                text,
                by: None,
                yours: false,
            })
            .collect()
    }

    /// While true, the computer waits and nothing may be undone (Odin's summary of a
    /// finished hand).
    fn paused(_table: &Table<Self>) -> bool {
        false
    }

    /// Whether the game's build offers hints (a build without room for them leaves them
    /// out: the hint's code is then not compiled in; docs/ai.md, "Hints and reviews").
    const HINTS: bool = true;

    /// Shows a hint's `action` (legal now) with the game's own selection of a move (the
    /// chosen tile and its cell, the selected cards…); by default nothing beyond the reason.
    fn show_hint(_table: &mut Table<Self>, _action: &ActionOf<Self>) {}

    /// A hint's reason in the game's words where it has better ones than the search's
    /// figure alone (Völuspá: the points the move scores; Valda: the move named, with the
    /// figure `percent`, the win chance in %); `None`: the figure's words.
    fn hint_reason(
        _table: &Table<Self>,
        _action: &ActionOf<Self>,
        _percent: i64,
    ) -> Option<String> {
        None
    }
}

/// An action of `A`'s game.
pub type ActionOf<A> = <<A as TableGame>::Game as Game>::Action;

/// How the game just changed, for [`TableGame::changed`].
pub enum Change<'a, G: Game> {
    /// `action` was played from the state `before`, by a person or (`computer`) by the
    /// computer.
    Applied {
        before: &'a G,
        action: &'a G::Action,
        computer: bool,
    },
    /// The engine refused an action (the notice says why).
    Refused,
    /// The last `count` actions were taken back.
    Undone { count: usize },
    /// The player to move took the device and revealed their hand.
    Revealed,
    /// On a seat's phone: the table's new position arrived, by a move or an undo not known
    /// here ([`super::remote`]).
    Replaced,
}

/// A hint shown on the play screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The position it is for ([`Table::serial`]): gone once the game moves on.
    pub serial: u64,
    /// The suggested action, as JSON.
    pub action: String,
    /// Why, in one line.
    pub reason: String,
}

/// The game in progress at the table.
pub struct Table<A: TableGame> {
    pub replay: Rc<Replay<A::Game>>,
    pub game: Rc<A::Game>,
    pub meta: Rc<Meta>,
    pub history: Rc<History<A::Game>>,
    /// The person holding the device with their hand shown (after the hand-off tap);
    /// `None` before anybody took it.
    pub holder: Option<PlayerId>,
    /// How many of the last actions one undo takes back (0: nothing may be undone now).
    pub undo: usize,
    /// The one-line notice (a refused move's reason, a save error…).
    pub notice: Option<Notice>,
    /// Counts applied actions and undos: saves, animations and the computer key on it.
    pub serial: u64,
    /// Whether the move log drawer is open.
    pub log_open: bool,
    /// The game's own choices on the play screen.
    pub ui: A::Ui,
    /// The hint asked last ([`super::hint`]), shown while its position stands.
    pub hint: Option<Hint>,
    /// The actions count at which the person put away the summary of the computers' turns
    /// or took the device from a hand-off that listed them (`components::news`).
    pub news_seen: Option<usize>,
    /// The notice pinned over the screen ([`super::saving`]): the game not saved, or the
    /// note of a game continued under newer rules.
    pub banner: Option<Banner>,
    /// The seats played on players' own phones now, one flag per seat (empty: none;
    /// [`super::phones`]). Never saved: after a reload every seat is at the table until
    /// its phone joins again. The device is never handed to them.
    pub phones: Vec<bool>,
}

impl<A: TableGame> Clone for Table<A> {
    fn clone(&self) -> Self {
        Table {
            replay: self.replay.clone(),
            game: self.game.clone(),
            meta: self.meta.clone(),
            history: self.history.clone(),
            holder: self.holder,
            undo: self.undo,
            notice: self.notice.clone(),
            serial: self.serial,
            log_open: self.log_open,
            ui: self.ui.clone(),
            hint: self.hint.clone(),
            news_seen: self.news_seen,
            banner: self.banner.clone(),
            phones: self.phones.clone(),
        }
    }
}

impl<A: TableGame> PartialEq for Table<A> {
    fn eq(&self, other: &Self) -> bool {
        self.serial == other.serial
            && self.holder == other.holder
            && self.undo == other.undo
            && self.notice == other.notice
            && self.log_open == other.log_open
            && self.ui == other.ui
            && self.hint == other.hint
            && self.news_seen == other.news_seen
            && self.banner == other.banner
    }
}

/// What changes the table.
pub enum Msg<A: TableGame> {
    /// A person's action.
    Apply(ActionOf<A>),
    /// A computer's move (JSON of an action) for the position of `serial`; dropped if the
    /// game moved on meanwhile.
    Computer(u64, String),
    /// A phone's move (JSON of an action, which the table's link checked) for the seat
    /// and the position of `serial`; dropped unless that seat, played on a phone, decides
    /// there.
    Phone(u64, PlayerId, String),
    /// Which seats are played on phones now ([`Table::phones`]).
    Phones(Vec<bool>),
    /// On a seat's phone: the table's new position at its serial ([`super::remote`]).
    #[cfg(feature = "seat")]
    Position(Box<crate::save::Loaded<A::Game, Meta>>, u64),
    /// Takes back the holder's last action with the computers' replies to it.
    Undo,
    /// The player to move takes the device (the hand-off screen was tapped).
    Reveal,
    Notice(String),
    DismissNotice,
    /// Takes away the notice over the screen (Close).
    Banner(Option<Banner>),
    /// A save succeeded (`None`: the notice that the game is not saved goes) or was refused
    /// while the browser holds a save of `Some(moves)` (the notice is pinned, once).
    Saved(Option<usize>),
    /// The person put away the summary of the computers' turns.
    SeenNews,
    ToggleLog,
    /// One of the game's own play-screen messages.
    Ui(A::UiMsg),
    /// Escape was pressed: it closes the log when the log is open (as a dialog's Escape
    /// does, keeping the player's choice on the board), else it is the game's own
    /// Escape message.
    Escape(A::UiMsg),
    /// The search's answer to a hint asked for the position of `serial` (dropped if the
    /// game moved on meanwhile).
    Hinted(
        u64,
        crate::computer::analysis::Outcome<crate::computer::analysis::Analysed>,
    ),
}

impl<A: TableGame> Table<A> {
    /// Offers the game as a file (`<game>-<seed>.skald.json`), to keep or to open elsewhere.
    pub fn export(&self) {
        let text = crate::save::to_json(&self.replay, &*self.meta);
        let name = format!("{}-{}.skald.json", A::Game::NAME, self.replay.seed);
        crate::save::download(&name, &text);
    }

    /// The table for a game just opened (a save read back, or a new game).
    pub fn new(loaded: Loaded<A::Game, Meta>) -> Self {
        let seats = &loaded.meta.seats;
        let to_move = loaded.state.to_move();
        // Opened on a hand-off (a reload, a save opened again): the device is still with the
        // person who moved last, who may take their move back until the next player looks.
        let holder = holder_after(seats, &[], None, to_move).or_else(|| {
            let last = *loaded.history.movers.last()?;
            let person = |p: PlayerId| !is_computer(seats, p);
            (person(last) && to_move.is_some_and(|p| p != last && person(p))).then_some(last)
        });
        let ui = A::ui(&loaded.state);
        let banner = earlier_note::<A::Game>(loaded.earlier).map(Banner::Note);
        let mut t = Table {
            replay: Rc::new(loaded.replay),
            game: Rc::new(loaded.state),
            meta: Rc::new(loaded.meta),
            history: Rc::new(loaded.history),
            holder,
            undo: 0,
            notice: None,
            serial: 0,
            log_open: false,
            ui,
            hint: None,
            news_seen: None,
            banner,
            phones: Vec::new(),
        };
        t.undo = t.undo_span();
        t
    }

    /// Whether the computer plays seat `p`.
    pub fn is_computer(&self, p: PlayerId) -> bool {
        is_computer(&self.meta.seats, p)
    }

    /// The computer to move, if a computer is to move (and the table is not paused).
    pub fn computer_to_move(&self) -> Option<PlayerId> {
        // A seat's screen on a phone plays nobody's moves but its own (`super::remote`).
        self.game
            .to_move()
            .filter(|&p| self.is_computer(p) && !A::paused(self) && !super::remote::active())
    }

    /// The seat to move, if it is played on a phone ([`Table::phones`]).
    pub fn phone_to_move(&self) -> Option<PlayerId> {
        (self.game.to_move()).filter(|&p| self.phones.get(p) == Some(&true))
    }

    /// The seat to move, if it decides away from this device: a computer, or a phone.
    pub fn elsewhere(&self) -> Option<PlayerId> {
        self.computer_to_move().or(self.phone_to_move())
    }

    /// Whether the player who must decide now holds the device (their hand is shown).
    pub fn revealed(&self) -> bool {
        self.game.to_move().is_some() && self.holder == self.game.to_move()
    }

    /// Whether one undo may be made now.
    pub fn can_undo(&self) -> bool {
        self.undo > 0 && self.computer_to_move().is_none() && !A::paused(self)
    }

    /// Sets the notice (a new one each time, so the same words are announced again).
    pub fn notice(&mut self, text: String) {
        self.notice = Some(Notice::after(self.notice.as_ref(), self.serial, text));
    }

    /// How many of the last actions one undo takes back: the holder's latest action and
    /// the computers' replies after it — provided nobody else moved since, the game is not
    /// over, and the engine says that going back reveals nothing ([`Game::quiet_since`]).
    fn undo_span(&self) -> usize {
        let Some(u) = self.holder else { return 0 };
        if self.game.to_move().is_none() || self.is_computer(u) {
            return 0;
        }
        let Some((i, before)) = self.history.last.get(u).cloned().flatten() else {
            return 0;
        };
        let movers = &self.history.movers;
        let others = movers.get(i + 1..).unwrap_or(&[]);
        if others.iter().any(|&p| !self.is_computer(p)) || !self.game.quiet_since(&before) {
            return 0;
        }
        movers.len() - i
    }

    /// After any change: who holds the device, what one undo would take back.
    pub(super) fn settle(&mut self) {
        self.holder = holder_after(
            &self.meta.seats,
            &self.phones,
            self.holder,
            self.game.to_move(),
        );
        self.undo = self.undo_span();
    }

    /// Plays `action` for the player to move (a refusal becomes the notice).
    fn apply(&mut self, action: ActionOf<A>, computer: bool) {
        let before = self.game.clone();
        let mut game = (*before).clone();
        let mover = game.to_move().unwrap_or(0);
        match game.apply(&action) {
            Ok(()) => {
                let index = self.replay.actions.len();
                Rc::make_mut(&mut self.replay).actions.push(action.clone());
                Rc::make_mut(&mut self.history).record(mover, index, before.clone());
                self.game = Rc::new(game);
                self.serial += 1;
                self.notice = None;
                let change = Change::Applied {
                    before: &*before,
                    action: &action,
                    computer,
                };
                A::changed(self, change);
                self.settle();
            }
            Err(e) => {
                self.notice(A::refusal(&e));
                A::changed(self, Change::Refused);
            }
        }
    }

    /// Takes back the last `self.undo` actions: the log without them, replayed once.
    fn take_back(&mut self) {
        let count = self.undo;
        let mut shorter = (*self.replay).clone();
        shorter
            .actions
            .truncate(shorter.actions.len().saturating_sub(count));
        match walk(&shorter) {
            Ok((state, history)) => {
                self.replay = Rc::new(shorter);
                self.game = Rc::new(state);
                self.history = Rc::new(history);
                self.serial += 1;
                self.notice = None;
                A::changed(self, Change::Undone { count });
                self.settle();
            }
            Err(e) => self.notice(e.to_string()),
        }
    }
}

impl<A: TableGame> Reducible for Table<A> {
    type Action = Msg<A>;

    fn reduce(self: Rc<Self>, msg: Msg<A>) -> Rc<Self> {
        let mut t = (*self).clone();
        match msg {
            // The computer's seat is played by the computer only.
            Msg::Apply(_) | Msg::Undo | Msg::Reveal if t.computer_to_move().is_some() => {}
            // A phone's seat is played on its phone only.
            Msg::Apply(_) | Msg::Reveal if t.phone_to_move().is_some() => {}
            // On a seat's phone, the table plays the move (`super::remote`).
            #[cfg(feature = "seat")]
            Msg::Apply(action) if super::remote::active() => super::remote::send(&action),
            #[cfg(feature = "seat")]
            Msg::Position(loaded, serial) => t.replace(*loaded, serial),
            Msg::Apply(action) => t.apply(action, false),
            Msg::Computer(serial, _) if serial != t.serial || t.computer_to_move().is_none() => {}
            Msg::Computer(_, json) => match crate::computer::parse_action(&*t.game, &json) {
                Ok(action) => t.apply(action, true),
                Err(e) => t.notice(e),
            },
            Msg::Phone(serial, seat, json)
                if serial == t.serial && t.phone_to_move() == Some(seat) =>
            {
                match crate::computer::parse_action(&*t.game, &json) {
                    Ok(action) => t.apply(action, false),
                    Err(e) => t.notice(e),
                }
            }
            Msg::Phone(..) => {}
            Msg::Phones(flags) => {
                t.phones = flags;
                t.settle();
            }
            Msg::Undo => {
                if t.can_undo() {
                    t.take_back();
                }
            }
            Msg::Reveal => {
                t.holder = t.game.to_move();
                t.news_seen = Some(t.replay.actions.len());
                A::changed(&mut t, Change::Revealed);
                t.undo = t.undo_span();
            }
            Msg::Notice(text) => t.notice(text),
            Msg::DismissNotice => t.notice = None,
            Msg::Banner(b) => t.banner = b,
            Msg::Saved(held) => match (held, &t.banner) {
                (None, Some(Banner::Unsaved(_))) => t.banner = None,
                (Some(h), b) if !matches!(b, Some(Banner::Unsaved(_))) => {
                    t.banner = Some(Banner::Unsaved(h))
                }
                _ => {}
            },
            Msg::SeenNews => t.news_seen = Some(t.replay.actions.len()),
            Msg::ToggleLog => t.log_open = !t.log_open,
            Msg::Hinted(serial, answer) => {
                if A::HINTS {
                    t.hinted(serial, answer)
                }
            }
            Msg::Escape(_) if t.log_open => t.log_open = false,
            Msg::Ui(m) | Msg::Escape(m) => {
                let holder = t.holder;
                A::reduce(&mut t, m);
                // The game does not change here; only a new holder (Odin's next hand) changes
                // what may be undone. Not asked again on every hover or choice: the engine's
                // rule may be costly (Völuspá tries every way to finish a turn).
                if t.holder != holder {
                    t.undo = t.undo_span();
                }
            }
        }
        Rc::new(t)
    }
}
