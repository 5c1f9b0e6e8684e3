//! Valda at the table ([`crate::table`]): the play screen's own choices — the card chosen
//! by a tap and where it lies, the discard pile drawer. Everything else (the game, the
//! seats, who holds the tablet, undo, the computer's moves) is the table's; no rule is
//! decided here: legality comes from `skald::valda`, and what may be undone from
//! [`skald::Game::quiet_since`].

use std::ops::Range;

use skald::valda::constants::Resources;
use skald::valda::event::{with_card_players, Source};
use skald::valda::{CardId, Event, Valda, ValdaError};

use crate::games::GameId;
use crate::save::Slot;
use crate::table::session::TableGame;
use crate::table::session::{Change, NewsLine, Table};
use crate::valda::words::describe;

/// Valda as the table and the shared pages see it.
pub struct ValdaApp;

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

/// The play screen's own choices.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
    /// The card chosen by a tap, and where it lies.
    pub chosen: Option<(CardId, Place)>,
    pub discard_open: bool,
    /// The move a hint suggests for the position shown (legal: the table checked it), whose
    /// control the controls mark; gone with the position.
    pub hint: Option<skald::valda::Action>,
    /// The trade or swap put together in its panel (what to give, what to get); none: the
    /// panel's own first choice. Gone with the position.
    pub exchange: Option<(Resources, Resources)>,
}

/// What changes [`Ui`].
#[derive(Clone, Debug, PartialEq)]
pub enum UiMsg {
    Choose(Option<(CardId, Place)>),
    ToggleDiscard,
    Exchange(Resources, Resources),
}

/// The table of a game of Valda.
pub type ValdaTable = Table<ValdaApp>;

impl TableGame for ValdaApp {
    type Game = Valda;
    type Ui = Ui;
    type UiMsg = UiMsg;
    const SLOT: Slot = GameId::Valda.slot();
    const SCREEN: &'static str = ".vplay";

    /// The move named as on its button, with its win chance.
    fn hint_reason(t: &ValdaTable, action: &skald::valda::Action, percent: i64) -> Option<String> {
        use skald::Game;
        let me = t.game.to_move()?;
        let view = t.game.view(skald::Viewer::Player(me));
        let names: Vec<String> = t.meta.seats.iter().map(|s| s.name.clone()).collect();
        let words = crate::valda::words::action_words(action, &view, t.game.card_set(), &names);
        Some(crate::i18n::shell::hint_chance_move(words, percent))
    }

    /// The suggested move's control is marked ([`Ui::hint`]); a move with a card is shown as
    /// a player's own choice too: the card chosen, so that its actions show.
    fn show_hint(t: &mut ValdaTable, action: &skald::valda::Action) {
        use skald::valda::Action;
        t.ui.hint = Some(action.clone());
        if let Some(e) = crate::valda::components::exchange::exchange_of(action) {
            t.ui.exchange = Some(e);
        }
        t.ui.chosen = match *action {
            Action::Play { card, open: true } => Some((card, Place::Open)),
            Action::Card(c) => Some((c, Place::Looking)),
            Action::Play { card: c, .. }
            | Action::Weapon { card: c, .. }
            | Action::Discard(c)
            | Action::Attack(c)
            | Action::Defend(c) => Some((c, Place::Hand)),
            _ => None,
        };
    }

    fn ui(_: &Valda) -> Ui {
        Ui::default()
    }

    fn reduce(t: &mut ValdaTable, msg: UiMsg) {
        match msg {
            UiMsg::Choose(c) => {
                t.ui.chosen = c;
                t.notice = None;
            }
            UiMsg::ToggleDiscard => t.ui.discard_open = !t.ui.discard_open,
            UiMsg::Exchange(pay, get) => t.ui.exchange = Some((pay, get)),
        }
    }

    fn changed(t: &mut ValdaTable, change: Change<'_, Valda>) {
        if !matches!(change, Change::Refused) {
            t.ui.chosen = None;
            t.ui.hint = None;
            t.ui.exchange = None;
        }
    }

    fn refusal(e: &ValdaError) -> String {
        crate::valda::words::refusal(e)
    }

    /// After a step that took away the focused control (a card played, a button of the
    /// decision taken, the hand-off card): the line naming the decider and what to do now
    /// (Tab goes on to the choices).
    fn focus_after_move(_: &ValdaTable) -> Option<&'static str> {
        Some("[data-testid=decision]")
    }

    fn log_len(game: &Valda) -> usize {
        game.table().log.len()
    }

    fn news_lines(t: &ValdaTable, new: Range<usize>) -> Vec<String> {
        let names: Vec<String> = t.meta.seats.iter().map(|s| s.name.clone()).collect();
        let set = t.game.card_set();
        with_card_players(&t.game.table().log)
            .enumerate()
            .filter(|(i, _)| new.contains(i))
            .filter_map(|(_, (e, by))| describe(e, set, &names, by))
            .collect()
    }

    /// Lines written after a turn began (the next player's automatic roll and what it
    /// brought) go under that turn's player; a line touches `seat` when it is about them
    /// and another did it: an attack on them and its outcome, what they lost or gained by
    /// another's card or attack, a card taken from them or given to them.
    fn news_for(t: &ValdaTable, new: Range<usize>, seat: usize) -> Vec<NewsLine> {
        let names: Vec<String> = t.meta.seats.iter().map(|s| s.name.clone()).collect();
        let set = t.game.card_set();
        let log = &t.game.table().log;
        // Who is under attack (for the outcome), from the log before `new` too.
        let mut target = None;
        let mut turn = None;
        let mut lines = Vec::new();
        for (i, (e, by)) in with_card_players(log).enumerate().take(new.end) {
            match e {
                Event::Attack { target: p, .. } | Event::Redirected { target: p } => {
                    target = Some(*p)
                }
                Event::Turn { player, .. } if new.contains(&i) => turn = Some(*player),
                _ => {}
            }
            if !new.contains(&i) {
                continue;
            }
            let about = match e {
                Event::Attack { target: p, .. }
                | Event::Redirected { target: p }
                | Event::TookRandom { from: p, .. }
                | Event::Gave { to: p, .. }
                | Event::Took {
                    from: Source::Open(p),
                    ..
                } => Some(*p),
                Event::Outcome { .. } => target,
                Event::Resources { player, .. } | Event::Followers { player, .. } => Some(*player),
                _ => None,
            };
            let Some(text) = describe(e, set, &names, by) else {
                continue;
            };
            // Who did it: the card's player, else the turn's (after it began), else the mover.
            let actor = by.or(turn);
            let yours = about == Some(seat) && actor != Some(seat);
            lines.push(NewsLine {
                text,
                by: turn,
                yours,
            });
        }
        lines
    }
}

/// The coach's questions (issue #45, docs/coach.md), in the teaching builds alone.
#[cfg(feature = "coach")]
impl crate::coach::Coached for ValdaApp {
    fn coach_note(t: &Table<Self>, p: skald::PlayerId) -> Option<crate::coach::Note> {
        use skald::Game;
        let names: Vec<String> = t.meta.seats.iter().map(|s| s.name.clone()).collect();
        let view = t.game.view(skald::Viewer::Player(p));
        crate::valda::coach::note(&view, t.game.card_set(), &names)
    }

    fn coach_sections(_config: &<Self::Game as skald::Game>::Config) -> Vec<crate::coach::Section> {
        crate::valda::coach::sections::ALL.to_vec()
    }

    fn section_title(s: crate::coach::Section) -> String {
        crate::valda::coach::section_title(s)
    }

    #[cfg(feature = "after")]
    fn coach_after(
        before: &Self::Game,
        after: &Self::Game,
        viewer: skald::Viewer,
        seats: &[crate::seats::Seat],
    ) -> Option<String> {
        use skald::Game;
        let (b, a) = (before.view(viewer), after.view(viewer));
        crate::valda::coach::after(&b, &a, after.card_set(), seats)
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::save::Loaded;
    use crate::seats::{Meta, Seat};
    use crate::table::session::Msg;
    use skald::valda::ValdaConfig;
    use skald::{Game, Replay, Rng};
    use yew::Reducible;

    /// What one undo takes back, kept up to date action by action, is what a fresh table
    /// opened on the same replay finds (a person and two computers, many random actions),
    /// and undo never crosses a roll, a draw or another hand.
    #[test]
    fn the_undo_span_follows_the_replay() {
        let mut seats = Seat::defaults(3);
        seats[1].computer = Some(crate::computer::Level::Easy);
        seats[2].computer = Some(crate::computer::Level::Normal);
        let replay = Replay::<Valda>::new(ValdaConfig::new(3), 4);
        let meta = Meta { seats, hints: None };
        let mut s = Rc::new(ValdaTable::new(
            Loaded::fresh(replay, meta.clone()).unwrap(),
        ));
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
                let before = s
                    .replay
                    .state_after(s.replay.actions.len() - s.undo)
                    .unwrap();
                assert!(Valda::quiet_step(&before, &s.game));
                undone += 1;
                Msg::Undo
            } else {
                Msg::Apply(a)
            };
            s = s.reduce(msg);
            let text = crate::save::to_json(&s.replay, &*s.meta);
            let fresh = ValdaTable::new(crate::save::from_json(&text).unwrap());
            assert_eq!(
                fresh.undo,
                s.undo,
                "after {} actions",
                s.replay.actions.len()
            );
            assert_eq!(fresh.history.movers, s.history.movers);
        }
        assert!(undone > 0, "an undo was tried");
    }

    /// "Since your last turn" in random 3-player games: every line of the log after the
    /// seat's latest action, once; a turn's automatic roll under the player whose turn
    /// began; every attack on the seat (and its outcome) marked as touching them, and no line
    /// of the seat's own turn marked.
    #[test]
    fn the_catch_up_lists_everything_under_the_right_name() {
        let meta = Meta {
            seats: Seat::defaults(3),
            hints: None,
        };
        let names: Vec<String> = meta.seats.iter().map(|s| s.name.clone()).collect();
        let mut rng = Rng::new(3);
        let (mut rolls, mut attacks) = (0, 0);
        for seed in 0..6 {
            let replay = Replay::<Valda>::new(ValdaConfig::new(3), seed);
            let mut t = Rc::new(ValdaTable::new(
                Loaded::fresh(replay, meta.clone()).unwrap(),
            ));
            for _ in 0..250 {
                let legal = t.game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                t = t.reduce(Msg::Apply(legal[rng.index(legal.len())].clone()));
                for seat in 0..3 {
                    let groups = t.since_last_turn_by_seat(seat);
                    for (p, lines) in &groups {
                        for l in lines {
                            let roll = l.text.contains("rolled") || l.text.contains("rolls");
                            if roll && l.text.starts_with(&names[*p]) {
                                rolls += 1;
                            }
                            if roll {
                                assert!(
                                    l.text.starts_with(&names[*p]),
                                    "{} under {}",
                                    l.text,
                                    names[*p]
                                );
                            }
                            if l.text.contains(&format!("attacks {}", names[seat])) {
                                assert!(l.yours, "{}", l.text);
                                attacks += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(
            rolls > 10 && attacks > 2,
            "{rolls} rolls, {attacks} attacks on the seat seen"
        );
    }
}
