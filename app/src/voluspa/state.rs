//! Völuspá at the table ([`crate::table`]): the play screen's own choices — the tile chosen
//! in hand, Freya boosts, the cell under the pointer, a pending Jotunn direction, a pinned
//! cell, and what the live region says. Everything else (the game, the seats, who holds
//! the device, undo, the computer's moves) is the table's; no rule is decided here: every
//! question goes to the engine.

use skald::voluspa::{Action, Cell, Kind, Voluspa, VoluspaError};
use skald::Game;

use crate::games::GameId;
use crate::save::Slot;
use crate::table::session::TableGame;
use crate::table::session::{Change, Table};
use crate::voluspa::words;

/// Völuspá as the table and the shared pages see it.
pub struct VoluspaApp;

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

/// The play screen's own choices.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
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
    /// The live region's message, with a count that changes with every message (the same
    /// words twice are announced twice).
    pub said: Option<(u64, Said)>,
}

impl Ui {
    fn clear_choice(&mut self) {
        self.selected = None;
        self.hover = None;
        self.bump = None;
        self.pinned = None;
    }

    fn say(&mut self, said: Said) {
        let n = self.said.map_or(0, |(n, _)| n + 1);
        self.said = Some((n, said));
    }
}

/// What changes [`Ui`].
#[derive(Clone, Debug, PartialEq)]
pub enum UiMsg {
    Select(Option<Kind>),
    Hover(Option<Cell>),
    /// Discard one more Freya for `Kind` (the tile in hand it boosts).
    Boost(Kind),
    ClearBoost,
    AskBump(Cell),
    /// Shows the chosen tile's score on a cell until it is placed or the choice changes.
    Pin(Option<Cell>),
}

/// The table of a game of Völuspá.
pub type VoluspaTable = Table<VoluspaApp>;

impl TableGame for VoluspaApp {
    type Game = Voluspa;
    type Ui = Ui;
    type UiMsg = UiMsg;
    const SLOT: Slot = GameId::Voluspa.slot();
    const SCREEN: &'static str = ".vol-play";

    fn ui(_: &Voluspa) -> Ui {
        Ui::default()
    }

    /// The finished turns (the table's "since your last turn": the hand-off lists the turns
    /// played since the next player's own). The live region's words are the screen's own.
    fn log_len(game: &Voluspa) -> usize {
        game.turns().iter().filter(|t| t.finished).count()
    }

    /// Each finished turn of `new` in one line: who placed which tiles for how many points.
    fn news_lines(t: &VoluspaTable, new: std::ops::Range<usize>) -> Vec<String> {
        let turns = t.game.turns().iter().filter(|r| r.finished);
        turns
            .skip(new.start)
            .take(new.len())
            .map(|r| {
                let who = crate::seats::seat_name(&t.meta.seats, r.player);
                crate::voluspa::components::log::turn_summary(r, &who)
            })
            .collect()
    }

    fn reduce(t: &mut VoluspaTable, msg: UiMsg) {
        let ui = &mut t.ui;
        match msg {
            UiMsg::Select(k) => {
                match (ui.selected, k) {
                    (old, Some(k)) if old != Some(k) => ui.say(Said::Picked(k)),
                    (Some(_), None) => ui.say(Said::Cancelled),
                    _ => {}
                }
                ui.selected = k;
                ui.hover = None;
                ui.bump = None;
                ui.pinned = None;
            }
            UiMsg::Pin(c) => {
                ui.pinned = c;
                ui.hover = c;
            }
            UiMsg::Hover(c) => ui.hover = c,
            UiMsg::Boost(kind) => {
                let max = t.game.max_boosts(kind);
                let now = match t.ui.boost {
                    Some((k, n)) if k == kind => n,
                    _ => 0,
                };
                if max == 0 {
                    t.notice(words::no_freya_left(words::tile(kind)));
                } else if now >= max {
                    t.notice(words::all_freya_used(words::tile(kind)));
                } else {
                    t.ui.boost = Some((kind, now + 1));
                    t.notice = None;
                    t.ui.say(Said::Boosted(kind, now + 1));
                }
                t.ui.selected = None;
            }
            UiMsg::ClearBoost => ui.boost = None,
            UiMsg::AskBump(c) => {
                ui.bump = Some(c);
                ui.hover = None;
            }
        }
    }

    fn changed(t: &mut VoluspaTable, change: Change<'_, Voluspa>) {
        t.ui.clear_choice();
        match change {
            Change::Applied {
                action, computer, ..
            } => {
                // Boosts go with the tile placed, or with the turn.
                if matches!(action, Action::Place(_)) || t.game.to_move() != t.holder {
                    t.ui.boost = None;
                }
                if !computer {
                    t.ui.say(Said::Moved);
                }
            }
            Change::Undone { count } => {
                t.ui.boost = None;
                t.ui.say(Said::Undone(count));
            }
            Change::Revealed | Change::Replaced => t.ui.boost = None,
            Change::Refused => {}
        }
    }

    fn refusal(e: &VoluspaError) -> String {
        words::refusal(e)
    }

    /// After a move that took away the focused control (the tile placed from the hand): the
    /// line saying what to do now, while the hand is shown (Tab goes on to the hand).
    fn focus_after_move(t: &VoluspaTable) -> Option<&'static str> {
        t.hand_visible().then_some("[data-testid=prompt]")
    }

    /// A placement is shown as a player's own choice would be: the tile chosen in hand (with
    /// its Freya), and its cell pinned with the score it makes ("Place" then plays it).
    fn show_hint(t: &mut VoluspaTable, action: &Action) {
        t.ui.clear_choice();
        if let Action::Place(p) = action {
            t.ui.selected = Some(p.tile);
            t.ui.boost = (p.boosts > 0).then_some((p.tile, p.boosts));
            t.ui.pinned = Some(p.at);
            t.ui.hover = Some(p.at);
        }
    }

    /// A placement: the points it scores ("it scores 7 points"); the other moves in the
    /// log's words.
    fn hint_reason(t: &VoluspaTable, action: &Action, _: i64) -> Option<String> {
        let game = &*t.game;
        let me = game.to_move()?;
        Some(match action {
            Action::Place(_) => {
                let after = game.play(action).ok()?;
                let points = after.scores().get(me)? - game.scores().get(me)?;
                crate::i18n::shell::hint_points(points)
            }
            Action::SkipRaven => words::log_raven_stays().to_string(),
            Action::EndTurn => words::log_ended_turn().to_string(),
            Action::Discard { tile } => words::log_discarded(words::tile(*tile)),
        })
    }
}

impl VoluspaTable {
    /// Whether the player to move has revealed their hand.
    pub fn hand_visible(&self) -> bool {
        self.revealed()
    }

    /// Freya boosts for `kind` if it is placed now.
    pub fn boosts_for(&self, kind: Kind) -> u8 {
        match self.ui.boost {
            Some((k, n)) if k == kind => n.min(self.game.max_boosts(kind)),
            _ => 0,
        }
    }
}

/// The coach's questions (issue #45, docs/coach.md), in the teaching builds alone.
#[cfg(feature = "coach")]
impl crate::coach::Coached for VoluspaApp {
    fn coach_note(t: &Table<Self>, p: skald::PlayerId) -> Option<crate::coach::Note> {
        crate::voluspa::coach::note(&t.game.view(skald::Viewer::Player(p)))
    }

    fn coach_sections(config: &skald::voluspa::Config) -> Vec<crate::coach::Section> {
        let top = crate::coach::Section::new(GameId::Voluspa, "");
        let tiles = config.tiles.kinds();
        std::iter::once(top)
            .chain(tiles.into_iter().map(crate::voluspa::coach::section))
            .collect()
    }

    fn section_title(s: crate::coach::Section) -> String {
        crate::voluspa::coach::section_title(s)
    }

    #[cfg(feature = "after")]
    fn coach_after(
        before: &Self::Game,
        after: &Self::Game,
        viewer: skald::Viewer,
        seats: &[crate::seats::Seat],
    ) -> Option<String> {
        use skald::Game;
        crate::voluspa::coach::after(&before.view(viewer), &after.view(viewer), seats)
    }
}
