//! What the play screen shows, worked out from the table alone (no hooks, no DOM): the line
//! saying what to do, the hand and what can be done with it, what the chosen cards make,
//! the middle's words, the latest moves, the hand-off and what may be taken back. Pure, so
//! it is tested natively; every rule question goes to the engine.

use skald::odin::{Card, CardSet, Odin, Phase};
use skald::{Game, PlayerId};
use yew::AttrValue;

use crate::components::since::SinceGroup;
use crate::odin::components::hand::sorted;
use crate::odin::components::log::describe;
use crate::odin::state::OdinTable;
use crate::odin::words as w;
use crate::seats::{seat_name, Seat};
use crate::text::capitalise;

/// What the chosen cards make, in the players' words.
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    /// Whether the engine would take them as the next play.
    pub legal: bool,
    /// Their value, or the engine's reason for refusing them.
    pub text: String,
}

/// What the play screen shows now (see [`PlayView::new`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayView {
    /// What the player to move must do.
    pub phase: Phase,
    /// Who is to move (`None` once the game is over).
    pub to_move: Option<PlayerId>,
    /// The seats, for names and colours.
    pub seats: Vec<Seat>,
    /// The player to move holds the device with their hand shown (and no summary is due).
    pub hand_visible: bool,
    /// The computer to move, if a computer is to move.
    pub computer: Option<PlayerId>,
    /// The player to move, deciding on their own phone (issue #44).
    pub phone: Option<PlayerId>,
    /// The hand on show (empty while it is not revealed).
    pub hand: CardSet,
    /// [`PlayView::hand`] in display order.
    pub hand_cards: Vec<Card>,
    /// The holder's cards, shown (and inert) while a computer thinks.
    pub held: Option<Vec<Card>>,
    /// Whose cards [`Self::held`] are (named above them: the prompt line names the decider).
    pub held_by: Option<PlayerId>,
    /// The chosen cards of the hand on show.
    pub selected: CardSet,
    /// The cards that can still make a legal play together with the choice.
    pub playable: CardSet,
    /// What the choice makes (`None` when nothing is chosen).
    pub status: Option<Status>,
    /// The whole hand (more than one card) may be played at once.
    pub whole_hand: bool,
    /// What the next set must be, in the engine's words.
    pub requirement: String,
    /// Name and colour of who played the middle.
    pub played_by: Option<(AttrValue, AttrValue)>,
    /// The beaten set to take a card of (empty unless the player to move must take).
    pub take_from: CardSet,
    /// The line telling the player what to do now.
    pub prompt: String,
    /// The latest moves of this hand, oldest first (the full log is in the drawer).
    pub recent: Vec<String>,
    /// The player the device is handed to, while their hand-off screen is up.
    pub handoff: Option<PlayerId>,
    /// What the others did since the player handed the device to last decided, under
    /// each one's name.
    pub handoff_since: Vec<SinceGroup>,
    /// The holder may take back their last move from their hand's tools.
    pub undo_own: bool,
    /// The holder who may take back their last move from the next player's hand-off.
    pub undo_from_handoff: Option<PlayerId>,
    /// The `<skald-embed>` attributes of the position.
    pub embed: Vec<(&'static str, String)>,
}

impl PlayView {
    /// What the play screen shows for `table`.
    pub fn new(table: &OdinTable) -> PlayView {
        let game = &*table.game;
        let seats = table.meta.seats.clone();
        let phase = game.phase();
        let to_move = game.to_move();
        let hand_visible = table.hand_visible();
        let computer = table.computer_to_move();
        let name = |p: usize| seat_name(&seats, p);

        // The hand and what can be done with it.
        let hand = match (hand_visible, to_move) {
            (true, Some(p)) => game.hand(p),
            _ => CardSet::EMPTY,
        };
        let selected = table.ui.selected.intersection(hand);
        let playable = if hand_visible && phase != Phase::Take {
            playable_with(game, selected)
        } else {
            CardSet::EMPTY
        };
        let status =
            (!selected.is_empty() && hand_visible).then(|| match game.check_play(selected) {
                Ok(v) => Status {
                    legal: true,
                    text: w::set_value(w::set_words(selected), w::value(v)),
                },
                Err(e) => Status {
                    legal: false,
                    text: capitalise(&w::play_error(&e)),
                },
            });
        let whole_hand =
            hand_visible && hand.len() > 1 && phase != Phase::Take && game.check_play(hand).is_ok();
        // The person holding the tablet keeps seeing their cards while the computer thinks.
        let held_by = match (hand_visible, table.elsewhere(), table.holder) {
            (false, Some(_), Some(h)) => Some(h),
            _ => None,
        };
        let held = held_by.map(|h| sorted(game.hand(h), table.ui.sort));

        // What the middle shows: during a take, the new middle and the set to take from.
        let requirement = match phase {
            Phase::Take => w::requirement(&game.middle_requirement()),
            _ => w::requirement(&game.requirement()),
        };
        let played_by = game.middle_value().map(|_| game.last_player()).map(|p| {
            (
                AttrValue::from(name(p)),
                AttrValue::from(colour_of(&seats, p)),
            )
        });
        let take_from = if hand_visible && phase == Phase::Take {
            game.take_from()
        } else {
            CardSet::EMPTY
        };

        let prompt: String = match (phase, to_move) {
            (Phase::Over, _) | (_, None) => w::game_over().into(),
            (_, Some(p)) if computer.is_some() => w::computer_thinking(name(p)),
            (_, Some(p)) if !hand_visible => w::turn_of(name(p)),
            (Phase::Take, _) => w::prompt_take().into(),
            (Phase::Lead, _) if whole_hand => w::prompt_lead_whole().into(),
            (Phase::Lead, _) => w::prompt_lead().into(),
            (Phase::Follow, _) if game.playable_cards().is_empty() => w::prompt_pass().into(),
            (Phase::Follow, _) => w::prompt_beat().into(),
        };
        let recent = {
            let log = game.log();
            let hand = game.hand_number();
            let start = log.len().saturating_sub(3);
            log[start..]
                .iter()
                .filter(|e| e.hand == hand || game.outcome().is_some())
                .map(|e| describe(e, &seats))
                .collect()
        };
        let handoff = match (
            to_move,
            hand_visible,
            table.hand_end_due(),
            table.elsewhere(),
        ) {
            (Some(p), false, false, None) => Some(p),
            _ => None,
        };
        let handoff_since = handoff.map_or_else(Vec::new, |p| {
            table.since_groups(p, |q| {
                (
                    AttrValue::from(seat_name(&seats, q)),
                    AttrValue::Static(colour_of(&seats, q)),
                )
            })
        });
        // The holder may take back their last move (with the computers' replies to it): in
        // their hand's tools, or from the next player's hand-off screen.
        let undo_own = hand_visible && table.can_undo();
        let undo_from_handoff = (!hand_visible && table.can_undo())
            .then_some(table.holder)
            .flatten();

        PlayView {
            phase,
            to_move,
            hand_visible,
            computer,
            phone: table.phone_to_move(),
            hand,
            hand_cards: sorted(hand, table.ui.sort),
            held,
            held_by,
            selected,
            playable,
            status,
            whole_hand,
            requirement,
            played_by,
            take_from,
            prompt,
            recent,
            handoff,
            handoff_since,
            undo_own,
            undo_from_handoff,
            embed: embed_attrs(game.middle(), hand_visible.then_some(hand)),
            seats,
        }
    }

    /// The name of seat `p`.
    pub fn name(&self, p: PlayerId) -> String {
        seat_name(&self.seats, p)
    }

    /// The colour of seat `p` (CSS).
    pub fn colour(&self, p: PlayerId) -> &'static str {
        colour_of(&self.seats, p)
    }

    /// The choice makes a legal play ("Play" is enabled).
    pub fn can_play(&self) -> bool {
        self.status.as_ref().is_some_and(|s| s.legal)
    }

    /// The phase as the screen's `data-phase` says it.
    pub fn phase_name(&self) -> &'static str {
        match self.phase {
            Phase::Lead => "lead",
            Phase::Follow => "follow",
            Phase::Take => "take",
            Phase::Over => "over",
        }
    }
}

fn colour_of(seats: &[Seat], p: PlayerId) -> &'static str {
    seats.get(p).map(|s| s.css()).unwrap_or("#888")
}

/// The cards of the hand that can still make a legal play together with `selected` (all
/// playable cards when nothing is chosen): the engine's legal sets that contain the choice.
fn playable_with(game: &Odin, selected: CardSet) -> CardSet {
    if selected.is_empty() {
        return game.playable_cards();
    }
    let mut out = CardSet::EMPTY;
    for group in game.legal_plays() {
        for set in group.sets {
            if set.contains_all(selected) {
                out = out.union(set);
            }
        }
    }
    out
}

/// The `<skald-embed>` attributes of the position: the middle, and the hand on show (the
/// player holding the tablet chose to share it) to try.
fn embed_attrs(middle: CardSet, hand: Option<CardSet>) -> Vec<(&'static str, String)> {
    let mut attrs = vec![("middle", middle.to_string())];
    if let Some(hand) = hand.filter(|h| !h.is_empty()) {
        attrs.push(("hand", hand.to_string()));
        attrs.push(("try", String::new()));
    }
    attrs
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use skald::odin::{OdinAction, OdinConfig};
    use skald::Replay;

    use super::*;
    use crate::computer::Level;
    use crate::odin::settings::Sort;
    use crate::odin::state::Ui;
    use crate::seats::Meta;
    use crate::table::history::walk;
    use crate::table::session::Table;

    /// The table after `actions` of a deal, `holder` holding the device with `selected`
    /// chosen (built by hand: opening a table reads the sort order from local storage).
    fn table(
        seats: Vec<Seat>,
        actions: &[OdinAction],
        holder: Option<PlayerId>,
        selected: CardSet,
    ) -> OdinTable {
        let mut replay = Replay::<Odin>::new(OdinConfig::new(seats.len()), 7);
        replay.actions = actions.to_vec();
        let (game, history) = walk(&replay).unwrap();
        Table {
            replay: Rc::new(replay),
            game: Rc::new(game),
            meta: Rc::new(Meta { seats, hints: None }),
            history: Rc::new(history),
            holder,
            undo: 0,
            notice: None,
            serial: 0,
            log_open: false,
            hint: None,
            news_seen: None,
            banner: None,
            phones: Vec::new(),
            ui: Ui {
                selected,
                sort: Sort::Number,
                hands_seen: 0,
            },
        }
    }

    /// The opening position of three people: who leads, and the game.
    fn opening() -> (PlayerId, Rc<Odin>) {
        let game = table(Seat::defaults(3), &[], None, CardSet::EMPTY).game;
        (game.to_move().unwrap(), game)
    }

    #[test]
    fn a_hand_not_revealed_is_not_shown() {
        let (p, game) = opening();
        let v = PlayView::new(&table(Seat::defaults(3), &[], None, game.hand(p)));
        assert!(!v.hand_visible);
        assert_eq!(v.hand, CardSet::EMPTY);
        assert_eq!(v.selected, CardSet::EMPTY);
        assert_eq!(v.playable, CardSet::EMPTY);
        assert!(v.hand_cards.is_empty() && v.held.is_none() && v.status.is_none());
        assert_eq!(v.embed, vec![("middle", CardSet::EMPTY.to_string())]);
        assert_eq!(v.handoff, Some(p));
        assert_eq!(v.prompt, w::turn_of(v.name(p)));
    }

    #[test]
    fn a_legal_choice_says_its_value() {
        let (p, game) = opening();
        let card = game.hand(p).cards()[0];
        let value = game.check_play(card.set()).unwrap();
        let v = PlayView::new(&table(Seat::defaults(3), &[], Some(p), card.set()));
        assert!(v.hand_visible && v.handoff.is_none());
        assert_eq!(v.hand, game.hand(p));
        assert_eq!(v.selected, card.set());
        assert!(v.playable.contains(card));
        let status = v.status.clone().unwrap();
        assert!(status.legal && v.can_play());
        let words = w::set_value(w::set_words(card.set()), w::value(value));
        assert_eq!(status.text, words);
        assert!(v.embed.contains(&("hand", game.hand(p).to_string())));
    }

    #[test]
    fn an_illegal_choice_says_why() {
        let (p, game) = opening();
        let cards = game.hand(p).cards();
        let (pair, error) = cards
            .iter()
            .flat_map(|&a| cards.iter().map(move |&b| a.set().union(b.set())))
            .find_map(|pair| game.check_play(pair).err().map(|e| (pair, e)))
            .expect("a hand holds two cards that do not go together");
        let v = PlayView::new(&table(Seat::defaults(3), &[], Some(p), pair));
        let status = v.status.clone().unwrap();
        assert!(!status.legal && !v.can_play());
        assert_eq!(status.text, capitalise(&w::play_error(&error)));
    }

    #[test]
    fn while_a_computer_thinks_only_the_holders_cards_show() {
        let (p, game) = opening();
        let lead = OdinAction::Play {
            cards: game.hand(p).cards()[0].set(),
        };
        let mut seats = Seat::defaults(3);
        let mut after = (*game).clone();
        after.apply(&lead).unwrap();
        let q = after.to_move().unwrap();
        seats[q].computer = Some(Level::Normal);
        let v = PlayView::new(&table(seats, &[lead], Some(p), CardSet::EMPTY));
        assert_eq!(
            (v.computer, v.hand_visible, v.handoff),
            (Some(q), false, None)
        );
        assert_eq!(v.hand, CardSet::EMPTY);
        assert_eq!(v.held, Some(sorted(after.hand(p), Sort::Number)));
        assert_eq!(v.prompt, w::computer_thinking(v.name(q)));
        let played_by = v.played_by.clone().map(|(name, _)| name);
        assert_eq!(played_by, Some(v.name(p).into()));
    }

    /// A seat played on its phone (issue #44): the table never hands it the device, shows
    /// who decides on their phone, refuses to play or reveal for it, and applies the phone's
    /// action (checked by the table's link) only for that seat at the position it was
    /// chosen at.
    #[test]
    fn a_phone_seat_decides_on_its_phone_only() {
        use yew::Reducible;

        use crate::table::session::Msg;

        let (p, game) = opening();
        let lead = OdinAction::Play {
            cards: game.hand(p).cards()[0].set(),
        };
        let mut after = (*game).clone();
        after.apply(&lead).unwrap();
        let q = after.to_move().unwrap();
        let t = Rc::new(table(Seat::defaults(3), &[lead], Some(p), CardSet::EMPTY));
        let mut flags = vec![false; 3];
        flags[q] = true;
        let t = t.reduce(Msg::Phones(flags.clone()));
        assert_eq!(
            (t.phone_to_move(), t.elsewhere(), t.holder),
            (Some(q), Some(q), Some(p))
        );
        let v = PlayView::new(&t);
        assert_eq!((v.phone, v.computer, v.handoff), (Some(q), None, None));
        assert_eq!(v.held, Some(sorted(after.hand(p), Sort::Number)));
        assert!(!v.hand_visible && v.hand == CardSet::EMPTY);

        // Nobody at the table plays or reveals for the phone's seat.
        let reply = after.legal_actions()[0];
        let serial = t.serial;
        let t = t.reduce(Msg::Reveal).reduce(Msg::Apply(reply));
        assert_eq!((t.serial, t.holder), (serial, Some(p)));
        // A phone's action for another seat, or from another position, is dropped.
        let json = crate::json::to_string(&reply).unwrap();
        let t = (t.reduce(Msg::Phone(serial, p, json.clone()))).reduce(Msg::Phone(
            serial + 1,
            q,
            json.clone(),
        ));
        assert_eq!(t.replay.actions.len(), 1);
        // The seat's own, at the position it saw, is played.
        let t = t.reduce(Msg::Phone(serial, q, json.clone()));
        assert_eq!(t.replay.actions, vec![lead, reply]);
        assert_eq!(t.history.movers, vec![p, q]);
        assert_eq!(
            t.reduce(Msg::Phone(serial, q, json)).replay.actions.len(),
            2
        );

        // The seat back at the table: it is handed the device as before.
        let mut back = Rc::new(table(Seat::defaults(3), &[lead], Some(p), CardSet::EMPTY));
        back = back
            .reduce(Msg::Phones(flags))
            .reduce(Msg::Phones(vec![false; 3]));
        let v = PlayView::new(&back);
        assert_eq!((v.phone, v.handoff), (None, Some(q)));
    }

    /// The seat's own screen on a phone (issue #44, `table::remote`): dealt from the seat's
    /// view alone, it shows that seat's hand and nobody else's, is never handed to anybody,
    /// sends its moves to the table instead of playing them, and shows the table's next
    /// position when it comes.
    #[test]
    #[cfg(feature = "seat")]
    fn a_seat_on_its_phone_shows_its_hand_and_sends_its_moves() {
        use skald::Viewer;
        use std::cell::RefCell;
        use yew::Reducible;

        use crate::table::remote;
        use crate::table::session::Msg;

        let (p, game) = opening();
        let on_phone = |g: &Odin, seat: PlayerId, serial: u64| {
            let view = crate::json::to_string(&g.view(Viewer::Player(seat))).unwrap();
            let loaded = remote::dealt::<Odin>(&view, Seat::defaults(3)).unwrap();
            let mut t = table(Seat::defaults(3), &[], None, CardSet::EMPTY);
            t.replay = Rc::new(loaded.replay);
            t.game = Rc::new(loaded.state);
            t.history = Rc::new(loaded.history);
            t.at_phone(seat, serial)
        };
        // Another seat's phone, while p decides: its own cards held, p named as deciding.
        let q = (p + 1) % 3;
        let v = PlayView::new(&on_phone(&game, q, 4));
        assert_eq!((v.phone, v.handoff, v.computer), (Some(p), None, None));
        assert_eq!(v.held, Some(sorted(game.hand(q), Sort::Number)));
        assert_eq!(
            v.held_by,
            Some(q),
            "named as the phone's seat's cards, not the decider's"
        );

        // The decider's phone: its hand shown, nothing to hand over.
        let sent = Rc::new(RefCell::new(Vec::<String>::new()));
        let to_table = sent.clone();
        remote::start(p, 4, Rc::new(move |json| to_table.borrow_mut().push(json)));
        let t = Rc::new(on_phone(&game, p, 4));
        let v = PlayView::new(&t);
        assert!(v.hand_visible && v.handoff.is_none() && v.phone.is_none());
        assert_eq!(v.hand, game.hand(p));
        assert_eq!(t.computer_to_move(), None);

        // A move goes to the table; the phone's game does not move.
        let lead = OdinAction::Play {
            cards: game.hand(p).cards()[0].set(),
        };
        let t = t.reduce(Msg::Apply(lead));
        assert_eq!(*sent.borrow(), vec![crate::json::to_string(&lead).unwrap()]);
        assert_eq!((t.serial, t.replay.actions.len()), (4, 0));
        assert_eq!(t.game.hand(p), game.hand(p));

        // The table's next position replaces it: still p's phone, now waiting for the next.
        let mut after = (*game).clone();
        after.apply(&lead).unwrap();
        let view = crate::json::to_string(&after.view(Viewer::Player(p))).unwrap();
        let loaded = remote::dealt::<Odin>(&view, Seat::defaults(3)).unwrap();
        let t = t.reduce(Msg::Position(Box::new(loaded), 5));
        assert_eq!((t.serial, t.holder), (5, Some(p)));
        let again = crate::json::to_string(&t.game.view(Viewer::Player(p))).unwrap();
        assert_eq!(again, view);
        let v = PlayView::new(&t);
        assert_eq!(v.phone, after.to_move());
        assert_eq!(v.held, Some(sorted(after.hand(p), Sort::Number)));
    }
}
