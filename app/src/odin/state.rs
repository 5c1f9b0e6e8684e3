//! Odin at the table ([`crate::table`]): the play screen's own choices — the cards chosen
//! for the next play, the hand's sort order, and how many finished hands the players have
//! seen the summary of (while one is due, the table is paused). Everything else is the
//! table's; no rule is decided here: every question goes to the engine (`skald::odin`).

use skald::odin::{Card, CardSet, Event, Odin, OdinError, Phase};
use skald::Game;

use super::components::log::describe;
use super::settings::Sort;
use crate::games::GameId;
use crate::save::Slot;
use crate::seats::holder_after;
use crate::table::session::TableGame;
use crate::table::session::{Change, Table};
use crate::text::capitalise;

/// Odin as the table and the shared pages see it.
pub struct OdinApp;

/// The play screen's own choices.
#[derive(Clone, Debug, PartialEq)]
pub struct Ui {
    /// Cards of the shown hand chosen for the next play.
    pub selected: CardSet,
    pub sort: Sort,
    /// How many finished hands the players have seen the summary of.
    pub hands_seen: usize,
}

/// What changes [`Ui`].
#[derive(Clone, Debug, PartialEq)]
pub enum UiMsg {
    Toggle(Card),
    Select(CardSet),
    Sort,
    /// The summary of the finished hand was read: the next hand begins at the table.
    SeenHandEnd,
}

/// The table of a game of Odin.
pub type OdinTable = Table<OdinApp>;

/// Whether the last thing in the log is the end of a hand (its summary is due).
pub fn just_ended_hand(game: &Odin) -> bool {
    matches!(
        game.log().last().map(|e| &e.event),
        Some(Event::HandEnded { .. })
    )
}

impl TableGame for OdinApp {
    type Game = Odin;
    type Ui = Ui;
    type UiMsg = UiMsg;
    const SLOT: Slot = GameId::Odin.slot();
    const SCREEN: &'static str = ".oplay";

    fn ui(game: &Odin) -> Ui {
        // A reload right after a hand ended shows that hand's summary again.
        let done = game.hand_summaries().len();
        let hands_seen = if just_ended_hand(game) && game.to_move().is_some() {
            done.saturating_sub(1)
        } else {
            done
        };
        Ui {
            selected: CardSet::EMPTY,
            sort: Sort::load(),
            hands_seen,
        }
    }

    fn reduce(t: &mut OdinTable, msg: UiMsg) {
        match msg {
            UiMsg::Toggle(card) => {
                if t.ui.selected.contains(card) {
                    t.ui.selected.remove(card);
                } else {
                    t.ui.selected.insert(card);
                }
                t.notice = None;
            }
            UiMsg::Select(set) => t.ui.selected = set,
            UiMsg::Sort => {
                t.ui.sort = t.ui.sort.other();
                t.ui.sort.remember();
            }
            UiMsg::SeenHandEnd => {
                t.ui.hands_seen = t.game.hand_summaries().len();
                t.holder = holder_after(&t.meta.seats, &t.phones, None, t.game.to_move());
            }
        }
    }

    fn changed(t: &mut OdinTable, change: Change<'_, Odin>) {
        match change {
            Change::Refused => {}
            Change::Applied { before, .. } => {
                t.ui.selected = CardSet::EMPTY;
                if t.game.hand_summaries().len() != before.hand_summaries().len() {
                    // A new hand was dealt: everyone passes the device on again.
                    t.holder = None;
                }
            }
            // On a seat's phone a new position may follow an undo at the table.
            Change::Undone { .. } | Change::Replaced => {
                t.ui.selected = CardSet::EMPTY;
                // A hand that ended in what was taken back has not ended any more.
                t.ui.hands_seen = t.ui.hands_seen.min(t.game.hand_summaries().len());
            }
            Change::Revealed => t.ui.selected = CardSet::EMPTY,
        }
    }

    fn refusal(e: &OdinError) -> String {
        capitalise(&crate::odin::words::odin_error(e))
    }

    fn paused(t: &OdinTable) -> bool {
        t.hand_end_due()
    }

    /// A play is shown as a player's own choice: its cards selected in the hand ("Play"
    /// then plays them); a pass or a take selects nothing.
    fn show_hint(t: &mut OdinTable, action: &skald::odin::OdinAction) {
        t.ui.selected = match action {
            skald::odin::OdinAction::Play { cards } => *cards,
            _ => CardSet::EMPTY,
        };
    }

    /// After a move: the first card of the set to take one of, else the line saying what
    /// to do now (Tab goes on to the hand); nothing while the hand is hidden.
    fn focus_after_move(t: &OdinTable) -> Option<&'static str> {
        match (t.hand_visible(), t.game.phase()) {
            (true, Phase::Take) => Some(".take-card"),
            (true, _) => Some("[data-testid=prompt]"),
            (false, _) => None,
        }
    }

    /// Dismissing a hand's summary hands play back to the table.
    fn focus_epoch(t: &OdinTable) -> usize {
        t.ui.hands_seen
    }

    fn log_len(game: &Odin) -> usize {
        game.log().len()
    }

    fn news_lines(t: &OdinTable, new: std::ops::Range<usize>) -> Vec<String> {
        let entries = t.game.log().get(new).unwrap_or_default();
        entries.iter().map(|e| describe(e, &t.meta.seats)).collect()
    }
}

impl OdinTable {
    /// Whether the player to move has revealed their hand (and no summary is due).
    pub fn hand_visible(&self) -> bool {
        self.revealed() && !self.hand_end_due()
    }

    /// A finished hand whose summary nobody has dismissed yet (not at the game's end, which
    /// has its own screen).
    pub fn hand_end_due(&self) -> bool {
        self.game.to_move().is_some() && self.game.hand_summaries().len() > self.ui.hands_seen
    }
}

/// The coach's questions (issue #45, docs/coach.md), in the teaching builds alone.
#[cfg(feature = "coach")]
impl crate::coach::Coached for OdinApp {
    fn coach_note(t: &Table<Self>, p: skald::PlayerId) -> Option<crate::coach::Note> {
        let names: Vec<String> = t.meta.seats.iter().map(|s| s.name.clone()).collect();
        crate::odin::coach::note(&t.game.view(skald::Viewer::Player(p)), &names)
    }

    fn coach_sections(_config: &<Self::Game as skald::Game>::Config) -> Vec<crate::coach::Section> {
        crate::odin::coach::SECTIONS.to_vec()
    }

    fn section_title(s: crate::coach::Section) -> String {
        crate::odin::coach::section_title(s)
    }

    #[cfg(feature = "after")]
    fn coach_after(
        before: &Self::Game,
        after: &Self::Game,
        viewer: skald::Viewer,
        seats: &[crate::seats::Seat],
    ) -> Option<String> {
        use skald::Game;
        crate::odin::coach::after(&before.view(viewer), &after.view(viewer), seats)
    }
}
