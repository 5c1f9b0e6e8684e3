//! [`PlayView`] worked out for tables in play: what is shown and said before and after the
//! hand-off, with a tile chosen, while the computer thinks, after a move.

use super::*;
use crate::save::Loaded;
use crate::seats::Meta;
use crate::table::session::Msg;
use crate::voluspa::state::UiMsg;
use skald::voluspa::Config;
use skald::Replay;
use yew::Reducible;

/// A new game for two people (nobody holds the device yet).
fn table() -> Rc<VoluspaTable> {
    with_seats(Seat::defaults(2))
}

fn with_seats(seats: Vec<Seat>) -> Rc<VoluspaTable> {
    let config = Config {
        players: seats.len(),
        ..Config::default()
    };
    let meta = Meta { seats, hints: None };
    let loaded = Loaded::fresh(Replay::new(config, 7), meta).unwrap();
    Rc::new(VoluspaTable::new(loaded))
}

fn view(t: &VoluspaTable) -> PlayView {
    PlayView::new(t, Answers::of(t))
}

#[test]
fn before_the_hand_off_the_prompt_names_the_player_and_no_hand_is_exposed() {
    let t = table();
    let v = view(&t);
    let p = v.to_move.expect("someone is to move");
    assert!(!v.hand_visible);
    assert!(v.prompt(false).contains(&t.meta.seats[p].name));
    assert!(v.hand.is_empty());
    assert!(v.playable.is_empty());
    assert_eq!(v.hand_row, HandRow::Hidden);
    assert_eq!(v.handoff, Some(p));
    assert_eq!(v.offers, Offers::default());
    // Whatever the table remembers, nothing is chosen while the hand is hidden.
    let t = t.reduce(Msg::Ui(UiMsg::Select(Some(Kind::Troll))));
    let v = view(&t);
    assert_eq!(v.chosen, None);
    assert!(v.legal.is_empty());
}

#[test]
fn a_revealed_hand_is_shown_and_its_chosen_tile_gets_cells_and_a_preview() {
    let t = table().reduce(Msg::Reveal);
    let v = view(&t);
    assert!(v.hand_visible);
    assert_eq!(v.hand_row, HandRow::Mine);
    assert_eq!(v.handoff, None);
    assert!(!v.hand.is_empty());
    let kind = v.playable[0];
    assert!(v.hand.contains(&kind));

    let t = t.reduce(Msg::Ui(UiMsg::Select(Some(kind))));
    let v = view(&t);
    assert_eq!(v.chosen, Some(kind));
    assert!(!v.legal.is_empty());
    assert!(v.cells.is_some());
    let cell = v.legal[0].at;
    let t = t.reduce(Msg::Ui(UiMsg::Hover(Some(cell))));
    let v = view(&t);
    assert!(matches!(v.hover, Some((c, Some(_))) if c == cell));
    // A first tap with a finger pins the cell: "Place" is offered.
    let t = t.reduce(Msg::Ui(UiMsg::Pin(Some(cell))));
    assert_eq!(view(&t).offers.place, Some((kind, cell)));
}

/// Places the first playable tile of the player to move on its first legal cell.
fn place_first(t: Rc<VoluspaTable>) -> Rc<VoluspaTable> {
    let kind = view(&t).playable[0];
    let at = t.game.targets_for(kind)[0].at;
    t.reduce(Msg::Apply(Action::Place(Placement {
        tile: kind,
        at,
        push: None,
        boosts: 0,
    })))
}

#[test]
fn while_the_computer_thinks_the_person_sees_only_their_own_tiles() {
    let mut seats = Seat::defaults(2);
    seats[1].computer = Some(crate::computer::Level::Easy);
    let mut t = with_seats(seats);
    if t.computer_to_move().is_none() {
        t = place_first(t);
    }
    let v = view(&t);
    assert_eq!(v.computer, Some(1));
    assert!(v.prompt(false).contains(&v.name(1)));
    let own = t.game.view(Viewer::Player(0)).players[0].hand.clone();
    assert_eq!(v.hand_row, HandRow::Holder(0, own.unwrap()));
    assert!(v.hand.is_empty());
    assert_eq!(v.handoff, None);
    assert_eq!(v.offers, Offers::default());
}

#[test]
fn after_a_move_the_next_player_is_announced_and_the_mover_may_take_it_back() {
    let t = table().reduce(Msg::Reveal);
    let mover = t.game.to_move().unwrap();
    let kind = view(&t).playable[0];
    let at = t.game.targets_for(kind)[0].at;
    let t = place_first(t);
    let v = view(&t);
    assert_eq!(v.last_mover, Some(mover));
    assert!(v.last_cells.contains(&at));
    let next = v.to_move.unwrap();
    let said = v.said(&v.prompt(false)).expect("the move is announced").1;
    assert!(said.contains(&v.name(next)), "{said}");
    // The next player has not taken the device: their hand stays hidden, the hand-off
    // says what was played and offers the mover their undo.
    assert_ne!(next, mover, "{kind:?} ends the turn");
    assert!(v.hand.is_empty());
    assert_eq!(v.hand_row, HandRow::Hidden);
    assert_eq!(v.handoff, Some(next));
    assert_eq!(v.handoff_undo, Some(mover));
    assert!(v.turn_summary.is_some());
}
