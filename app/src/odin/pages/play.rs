//! The play screen: scores on top, the middle set and what beats it in the centre, the hand
//! fanned along the bottom; hand-off between players, the hand-end and game-end screens.
//!
//! Playing: tap cards to choose them (or press Enter/Space), then "Play", or drag the chosen
//! cards (a drag also adds the pressed card) onto the middle. Taking: tap a card of the
//! beaten set, or drag it onto the hand. Every legality question goes to the engine.

use std::rc::Rc;

use skald::odin::{Card, CardSet, Odin, OdinAction, Phase};
use skald::Game;
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::components::computer_status::ComputerStatus;
use crate::components::handoff::{Handoff, HandoffUndo};
use crate::components::live::{use_news, Live};
use crate::drag::{self, DragSlot};
use crate::embed::snippet::EmbedButton;
use crate::focus::focus_if_lost;
use crate::odin::components::card::CardRow;
use crate::odin::components::hand::{sorted, Hand};
use crate::odin::components::log::{describe, MoveLog};
use crate::odin::components::middle::Middle;
use crate::odin::components::scoreboard::Scoreboard;
use crate::odin::pages::end::EndScreen;
use crate::odin::pages::hand_end::HandEnd;
use crate::odin::settings::Sort;
use crate::odin::state::{OdinApp, UiMsg};
use crate::odin::words as w;
use crate::table::hook::{use_table, TableHandle};
use crate::table::session::Msg;
use crate::text::capitalise;

pub type PlayProps = crate::pages::game_routes::PlayProps<Odin>;

/// What is being dragged.
#[derive(Clone, Copy, PartialEq)]
enum Dragging {
    /// Cards of the hand, toward the middle.
    Play(CardSet),
    /// A card of the beaten set, toward the hand.
    Take(Card),
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

#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    let TableHandle {
        table: state,
        computer,
    } = use_table::<OdinApp>(&props.init, UiMsg::Select(CardSet::EMPTY));
    let ghost = use_node_ref();
    let dragging = use_state(|| None::<Dragging>);
    let drag_slot: DragSlot = use_mut_ref(|| None);
    let latest = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();

    // Focus follows play, for keyboard and screen-reader players: when a move took away
    // the focused control (the played cards and "Play", the card taken, "Pass"), focus goes
    // to the first card of the set to take one of, else to the line saying what to do now
    // (Tab goes on to the hand); when the log closes, back to its button. The hand-off,
    // hand-end and end screens and the log move focus themselves when they open; a
    // revealed hand gets it from the hand-off.
    {
        // Whether the log was open at the last run; `None` before the first (on mounting
        // the route gives the page its focus).
        let before = use_mut_ref(|| None::<bool>);
        let visible = state.hand_visible();
        let take = state.game.phase() == Phase::Take;
        let log_open = state.log_open;
        use_effect_with((state.serial, state.ui.hands_seen, log_open), move |_| {
            let was_open = before.borrow_mut().replace(log_open);
            let to = match (was_open, log_open, visible, take) {
                (None, ..) | (_, true, ..) => None,
                (Some(true), false, ..) => Some("[data-testid=log-button]"),
                (_, _, true, true) => Some(".take-card"),
                (_, _, true, false) => Some("[data-testid=prompt]"),
                _ => None,
            };
            let root = gloo::utils::document()
                .query_selector(".oplay")
                .ok()
                .flatten();
            if let (Some(to), Some(root)) = (to, root) {
                focus_if_lost(&root, to);
            }
        });
    }
    let game = state.game.clone();
    let phase = game.phase();
    let to_move = game.to_move();
    let seats = state.meta.seats.clone();
    // What a screen reader says after each move: the entries the log gained.
    let said = use_news(game.log().len(), |new| {
        let lines: Vec<String> = game.log()[new]
            .iter()
            .map(|e| describe(e, &seats))
            .collect();
        lines.join(". ")
    });
    let hand_visible = state.hand_visible();
    let name = |p: usize| {
        seats
            .get(p)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| w::player_n(p + 1))
    };
    let css = |p: usize| seats.get(p).map(|s| s.css()).unwrap_or("#888");

    // Plays `cards` if the engine allows it; otherwise says why. Returns whether it played.
    let attempt = {
        let state = state.clone();
        let latest = latest.clone();
        Rc::new(move |cards: CardSet| -> bool {
            let s = latest.borrow().clone();
            match s.game.check_play(cards) {
                Ok(_) => {
                    state.dispatch(Msg::Apply(OdinAction::Play { cards }));
                    true
                }
                Err(e) => {
                    state.dispatch(Msg::Notice(capitalise(&w::play_error(&e))));
                    false
                }
            }
        })
    };

    // Starts tracking a press on a card: a tap calls `on_tap`; a drag shows the ghost with
    // `what` and, on release, calls `on_drop(x, y)`, which says whether the drop was taken.
    let track = {
        let ghost = ghost.clone();
        let slot = drag_slot.clone();
        let dragging = dragging.clone();
        Rc::new(
            move |e: PointerEvent,
                  selector: &str,
                  what: Rc<dyn Fn() -> Dragging>,
                  on_tap: Rc<dyn Fn()>,
                  on_drop: Rc<dyn Fn(f64, f64) -> bool>| {
                let on_start = {
                    let dragging = dragging.clone();
                    Box::new(move || dragging.set(Some(what())))
                };
                let on_end = {
                    let dragging = dragging.clone();
                    drag::tap_or_drop(
                        move || on_tap(),
                        move || dragging.set(None),
                        move |x, y| on_drop(x, y),
                    )
                };
                let press = drag::Press {
                    on_start,
                    on_move: Box::new(|_, _| {}),
                    on_end,
                    lift: false,
                };
                drag::track(&e, selector, &slot, &ghost, None, press);
            },
        )
    };

    // A press on a card of the hand.
    let on_down = {
        let state = state.clone();
        let latest = latest.clone();
        let track = track.clone();
        let attempt = attempt.clone();
        Callback::from(move |(card, e): (Card, PointerEvent)| {
            let s = latest.borrow().clone();
            if !s.hand_visible() || s.game.phase() == Phase::Take {
                return;
            }
            // A drag carries the chosen cards, plus the pressed one (read when the drag
            // starts, so a tap just before it has been counted). A refused drop puts the
            // choice back as it was.
            let carried = Rc::new(std::cell::Cell::new((CardSet::EMPTY, CardSet::EMPTY)));
            let what: Rc<dyn Fn() -> Dragging> = {
                let state = state.clone();
                let latest = latest.clone();
                let carried = carried.clone();
                Rc::new(move || {
                    let before = latest.borrow().ui.selected;
                    let mut group = before;
                    group.insert(card);
                    carried.set((before, group));
                    state.dispatch(Msg::Ui(UiMsg::Select(group)));
                    Dragging::Play(group)
                })
            };
            let on_tap: Rc<dyn Fn()> = {
                let state = state.clone();
                Rc::new(move || state.dispatch(Msg::Ui(UiMsg::Toggle(card))))
            };
            let on_drop: Rc<dyn Fn(f64, f64) -> bool> = {
                let attempt = attempt.clone();
                let state = state.clone();
                Rc::new(move |x, y| {
                    let (before, group) = carried.get();
                    let ok = drag::over(x, y, "[data-drop=middle]") && attempt(group);
                    if !ok {
                        state.dispatch(Msg::Ui(UiMsg::Select(before)));
                    }
                    ok
                })
            };
            track(e, ".hand-card", what, on_tap, on_drop);
        })
    };

    // A press on a card of the beaten set (take phase).
    let on_take_down = {
        let state = state.clone();
        let track = track.clone();
        Callback::from(move |(card, e): (Card, PointerEvent)| {
            let take: Rc<dyn Fn()> = {
                let state = state.clone();
                Rc::new(move || state.dispatch(Msg::Apply(OdinAction::Take { card })))
            };
            let what: Rc<dyn Fn() -> Dragging> = Rc::new(move || Dragging::Take(card));
            let on_drop: Rc<dyn Fn(f64, f64) -> bool> = {
                let take = take.clone();
                Rc::new(move |x, y| {
                    let ok = drag::over(x, y, "[data-drop=hand]");
                    if ok {
                        take();
                    }
                    ok
                })
            };
            track(e, ".take-card", what, take, on_drop);
        })
    };
    let on_take_key = {
        let state = state.clone();
        Callback::from(move |card: Card| state.dispatch(Msg::Apply(OdinAction::Take { card })))
    };
    let on_toggle = {
        let state = state.clone();
        Callback::from(move |card: Card| state.dispatch(Msg::Ui(UiMsg::Toggle(card))))
    };

    // The hand and what can be done with it.
    let hand = match (hand_visible, to_move) {
        (true, Some(p)) => game.hand(p),
        _ => CardSet::EMPTY,
    };
    let selected = state.ui.selected.intersection(hand);
    let playable = if hand_visible && phase != Phase::Take {
        playable_with(&game, selected)
    } else {
        CardSet::EMPTY
    };
    let check = (!selected.is_empty() && hand_visible).then(|| game.check_play(selected));
    let whole_hand =
        hand_visible && hand.len() > 1 && phase != Phase::Take && game.check_play(hand).is_ok();

    let apply = |a: OdinAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Msg::Apply(a)))
    };
    let dispatch = |m: fn() -> Msg<OdinApp>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(m()))
    };
    let on_play = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| {
            attempt(selected);
        })
    };
    let on_whole = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| {
            attempt(hand);
        })
    };
    let on_reveal = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Reveal))
    };
    let on_seen = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Ui(UiMsg::SeenHandEnd)))
    };
    let export = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let text = crate::save::to_json(&state.replay, &*state.meta);
            crate::save::download(&format!("odin-{}.skald.json", state.replay.seed), &text);
        })
    };
    let close_log = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::ToggleLog))
    };

    // What the middle shows: during a take, the new middle and the set to take from.
    let requirement = match phase {
        Phase::Take => w::requirement(&game.middle_requirement()),
        _ => w::requirement(&game.requirement()),
    };
    let played_by = game
        .middle_value()
        .map(|_| game.last_player())
        .map(|p| (AttrValue::from(name(p)), AttrValue::from(css(p))));
    let take_from = if hand_visible && phase == Phase::Take {
        game.take_from()
    } else {
        CardSet::EMPTY
    };

    // The line telling the player what to do now.
    let prompt: String = match (phase, to_move) {
        (Phase::Over, _) | (_, None) => w::game_over().into(),
        (_, Some(p)) if state.computer_to_move().is_some() => w::computer_thinking(name(p)),
        (_, Some(p)) if !hand_visible => w::turn_of(name(p)),
        (Phase::Take, _) => w::prompt_take().into(),
        (Phase::Lead, _) if whole_hand => w::prompt_lead_whole().into(),
        (Phase::Lead, _) => w::prompt_lead().into(),
        (Phase::Follow, _) if game.playable_cards().is_empty() => w::prompt_pass().into(),
        (Phase::Follow, _) => w::prompt_beat().into(),
    };
    let status = match &check {
        Some(Ok(v)) => Some((true, w::set_value(w::set_words(selected), w::value(*v)))),
        Some(Err(e)) => Some((false, capitalise(&w::play_error(e)))),
        None => None,
    };
    // The latest moves of this hand, oldest first (the full log is in the drawer).
    let recent: Vec<String> = {
        let log = game.log();
        let hand = game.hand_number();
        let start = log.len().saturating_sub(3);
        log[start..]
            .iter()
            .filter(|e| e.hand == hand || game.outcome().is_some())
            .map(|e| describe(e, &seats))
            .collect()
    };
    let handoff_note = {
        let log = game.log();
        let start = log.len().saturating_sub(2);
        let lines: Vec<String> = log[start..].iter().map(|e| describe(e, &seats)).collect();
        (!lines.is_empty()).then(|| lines.join(" · "))
    };
    // The holder may take back their last move (with the computers' replies to it): in
    // their hand's tools, or from the next player's hand-off screen.
    let undo_own = hand_visible && state.can_undo();
    let undo_from_handoff = (!hand_visible && state.can_undo())
        .then_some(state.holder)
        .flatten();

    let hand_cards = sorted(hand, state.ui.sort);
    let dropping_middle = matches!(*dragging, Some(Dragging::Play(_)));
    let dropping_hand = matches!(*dragging, Some(Dragging::Take(_)));
    let ghost_cards = match *dragging {
        Some(Dragging::Play(set)) => set,
        Some(Dragging::Take(card)) => card.set(),
        None => CardSet::EMPTY,
    };
    let phase_name = match phase {
        Phase::Lead => "lead",
        Phase::Follow => "follow",
        Phase::Take => "take",
        Phase::Over => "over",
    };

    html! {
        <div class="oplay" data-phase={phase_name} data-to-move={to_move.map(|p| p.to_string())}
            data-actions={state.replay.actions.len().to_string()} data-revealed={hand_visible.to_string()}
            data-computer={state.computer_to_move().map(|p| p.to_string())}
            data-hand={game.hand_number().to_string()} data-hands-done={game.hand_summaries().len().to_string()}>
            <header class="otop">
                <a class="btn icon" href="#/odin" aria-label={w::menu()}>{ "☰" }</a>
                <Scoreboard seats={seats.clone()} hand_sizes={game.hand_sizes()} totals={game.scores().to_vec()}
                    to_move={to_move} hand_number={game.hand_number()}
                    target={AttrValue::from(w::target_words(game.config().target))} />
                <div class="otools">
                    <button class="btn" onclick={dispatch(|| Msg::ToggleLog)} aria-expanded={state.log_open.to_string()} data-testid="log-button">{ w::log() }</button>
                    <button class="btn" onclick={export} data-testid="export">{ w::export() }</button>
                    <EmbedButton game="odin" label={w::embed()} attrs={embed_attrs(game.middle(), hand_visible.then_some(hand))} />
                </div>
            </header>
            <div class="ocentre">
                <Middle middle={game.middle()} value={game.middle_value()} requirement={AttrValue::from(requirement)}
                    played_by={played_by} take_from={take_from} on_take_down={on_take_down} on_take_key={on_take_key}
                    dropping={dropping_middle} />
                if !recent.is_empty() {
                    <ol class="orecent" data-testid="recent" aria-label={w::latest_moves()}>
                        { for recent.iter().map(|line| html! { <li>{ line.clone() }</li> }) }
                    </ol>
                }
                <ComputerStatus thinking={state.computer_to_move().map(|p| AttrValue::from(name(p)))}
                    error={computer.error.clone()} retry={computer.retry.clone()} />
                if let Some(n) = &state.notice {
                    <p class="onotice" role="status" data-testid="reason" key={n.serial.to_string()}>{ &n.text }</p>
                }
            </div>
            <footer class={classes!("obottom", dropping_hand.then_some("dropping"))} data-drop="hand">
                <p class="oprompt" data-testid="prompt" tabindex="-1">
                    if let Some(p) = to_move {
                        <span class="prompt-who" style={format!("--player: {}", css(p))}>{ name(p) }</span>
                    }
                    { prompt }
                </p>
                if hand_visible {
                    <Hand cards={hand_cards} selected={selected} playable={playable}
                        mark_playable={phase != Phase::Take} on_down={on_down} on_toggle={on_toggle} />
                } else if let (Some(_), Some(h)) = (state.computer_to_move(), state.holder) {
                    // The person holding the tablet keeps seeing their cards while the
                    // computer thinks (nothing can be done with them).
                    <Hand cards={sorted(game.hand(h), state.ui.sort)} selected={CardSet::EMPTY} playable={CardSet::EMPTY}
                        mark_playable={false} on_down={Callback::noop()} on_toggle={Callback::noop()} />
                } else if to_move.is_some() && state.computer_to_move().is_none() {
                    <p class="hand-hidden">{ w::cards_hidden() }</p>
                }
                if hand_visible {
                    <div class="oactions">
                        if let Some((ok, text)) = &status {
                            <p class={classes!("ostatus", (!ok).then_some("bad"))} data-testid="selection-status" data-legal={ok.to_string()}>{ text.clone() }</p>
                        }
                        if phase != Phase::Take {
                            <button class="btn primary" onclick={on_play} data-testid="play"
                                disabled={!matches!(check, Some(Ok(_)))}>{ w::play() }</button>
                        }
                        if whole_hand {
                            <button class="btn primary" onclick={on_whole} data-testid="play-whole">{ w::play_whole() }</button>
                        }
                        if phase == Phase::Follow {
                            <button class="btn" onclick={apply(OdinAction::Pass)} data-testid="pass">{ w::pass() }</button>
                        }
                        if !selected.is_empty() {
                            <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::Select(CardSet::EMPTY)))} data-testid="clear">{ w::clear() }</button>
                        }
                        <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::Sort))} data-testid="sort" data-sort={state.ui.sort.code()}
                            title={if state.ui.sort == Sort::Number { w::sort_by_colour() } else { w::sort_by_number() }}>
                            { if state.ui.sort == Sort::Number { w::sort_number() } else { w::sort_colour() } }
                        </button>
                        if undo_own {
                            <button class="btn" onclick={dispatch(|| Msg::Undo)} data-testid="undo"
                                title={(state.undo > 1).then(w::undo_replies_title)}>{ w::undo() }</button>
                        }
                    </div>
                }
            </footer>
            <div ref={ghost} class="oghost" aria-hidden="true">
                <CardRow cards={ghost_cards} />
            </div>
            if state.log_open {
                <MoveLog entries={game.log().to_vec()} seats={seats.clone()} on_close={close_log} />
            }
            <Live {said} />
            if let (Some(p), false, false, None) = (to_move, hand_visible, state.hand_end_due(), state.computer_to_move()) {
                <Handoff name={name(p)} color={css(p)} hides={crate::components::handoff::Hidden::Cards}
                    note={handoff_note.map(AttrValue::from)} {on_reveal}
                    undo={undo_from_handoff.map(|u| HandoffUndo {
                        label: w::undo_last_move(name(u)).into(),
                        on_undo: { let state = state.clone(); Callback::from(move |_| state.dispatch(Msg::Undo)) },
                    })} />
            }
            if state.hand_end_due() {
                if let Some(summary) = game.hand_summaries().last() {
                    <HandEnd summary={summary.clone()} seats={seats.clone()} on_continue={on_seen} />
                }
            }
            if game.outcome().is_some() {
                <EndScreen game={game.clone()} seats={seats.clone()} on_restart={props.on_restart.clone()} />
            }
        </div>
    }
}
