//! The play screen: the turn's stepper and tools on top; the god domains, the Yggdrasil
//! track, the dice, the attack and the villages in the middle; the decision that is due and
//! the hand along the bottom edge. Every decision of another player (an attack slot, a
//! defence, a god weapon in its window) is asked behind a hand-off screen, and the table
//! then shows only what that player may see: the screen renders the holder's view
//! ([`skald::valda::ValdaView`]), so no other hand is ever in the DOM.
//!
//! Cards: tap to choose (its actions appear in the controls), or drag one onto the table to
//! play it (its only action, or the choice of its actions). Buildings: tap a domain's or the
//! village's "Build" button. What is legal always comes from the engine.

use std::rc::Rc;

use skald::valda::cards::{CardSet, God};
use skald::valda::event::Event;
use skald::valda::{Action, Building, CardId, Phase, Valda, ValdaView};
use skald::{Game, Viewer};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::components::computer_status::ComputerStatus;
use crate::components::handoff::Handoff;
use crate::components::live::{use_news, Live};
use crate::drag::{self, DragSlot};
use crate::table::hook::{use_table, TableHandle};
use crate::table::session::Msg;
use crate::valda::components::build_tray::{BuildTray, Piece};
use crate::valda::components::card::CardFace;
use crate::valda::components::controls::{actions_for, card_of, Controls};
use crate::valda::components::dice::Dice;
use crate::valda::components::fight::FightPanel;
use crate::valda::components::hand::CardRow;
use crate::valda::components::log::LogDrawer;
use crate::valda::components::map::DomainMap;
use crate::valda::components::stepper::Stepper;
use crate::valda::components::track::YggdrasilTrack;
use crate::valda::components::village::Village;
use crate::valda::pages::end::EndScreen;
use crate::valda::state::{Place, UiMsg, ValdaApp};
use crate::valda::words::{self as w, follower_notes, seat_name};

pub type PlayProps = crate::pages::game_routes::PlayProps<Valda>;

/// The events of the current turn (from its `turn` event on).
fn this_turn(log: &[Event]) -> &[Event] {
    let start = log
        .iter()
        .rposition(|e| matches!(e, Event::Turn { .. }))
        .unwrap_or(0);
    &log[start..]
}

#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    let TableHandle {
        table: state,
        computer,
    } = use_table::<ValdaApp>(&props.init, UiMsg::Choose(None));
    let set_source = state.game.clone();
    let set: Rc<CardSet> = use_memo((), move |_| set_source.card_set().clone());
    let focus_build = use_state(|| None::<Building>);
    let ghost = use_node_ref();
    let dragging = use_state(|| None::<CardId>);
    let drag_slot: DragSlot = use_mut_ref(|| None);
    let latest = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();

    // A building choice belongs to the position it was offered in.
    {
        let focus_build = focus_build.clone();
        use_effect_with(state.serial, move |_| focus_build.set(None));
    }
    // Focus follows play, for keyboard and screen-reader players: when a step took away the
    // focused control (a card played, a button of the decision that was taken, the
    // hand-off card), focus goes to the line saying what to do now, and Tab goes on to the
    // choices. Not on mounting: the route gives the page its focus.
    {
        let mounted = use_mut_ref(|| false);
        use_effect_with((state.serial, state.revealed()), move |_| {
            if std::mem::replace(&mut *mounted.borrow_mut(), true) {
                if let Ok(Some(root)) = gloo::utils::document().query_selector(".vplay") {
                    crate::focus::focus_if_lost(&root, "[data-testid=ask]");
                }
            }
        });
    }
    // The first screen is interactive (the e2e load test reads this mark).
    use_effect_with((), |_| crate::perf::mark("valda:table-ready"));
    let game = state.game.clone();
    let to_move = game.to_move();
    let revealed = state.revealed();
    // While a computer decides, the table shows what the person holding the tablet sees.
    let watching = state.computer_to_move().and(state.holder);
    let viewer = match (revealed, to_move, watching) {
        (true, Some(p), _) => Viewer::Player(p),
        (_, _, Some(h)) => Viewer::Player(h),
        _ => Viewer::Spectator,
    };
    let view: Rc<ValdaView> = Rc::new(game.view(viewer));
    let legal: Rc<Vec<Action>> = Rc::new(if revealed {
        game.legal_actions()
    } else {
        Vec::new()
    });
    let names: Vec<String> = state.meta.seats.iter().map(|s| s.name.clone()).collect();
    let attr_names: Vec<AttrValue> = names.iter().map(|n| AttrValue::from(n.clone())).collect();
    let colours: Vec<AttrValue> = state
        .meta
        .seats
        .iter()
        .map(|s| AttrValue::Static(s.css()))
        .collect();
    let name = |p: usize| seat_name(&names, p);
    let colour = |p: usize| colours.get(p).cloned().unwrap_or(AttrValue::Static("#888"));
    let table = &view.table;
    let turn = &table.turn;
    let describe_all = {
        let (game, set, names) = (game.clone(), set.clone(), names.clone());
        move |_: &u64| w::describe_log(&game.table().log, &set, &names)
    };
    let lines: Rc<Vec<String>> = use_memo(state.serial, describe_all);
    // What a screen reader says after each step: the lines the log gained.
    let said = use_news(lines.len(), |new| lines[new].join(". "));
    // Each player's latest follower change, for the track (also only after an action).
    let notes_of = {
        let (game, set, names) = (game.clone(), set.clone(), names.clone());
        move |_: &u64| -> Vec<Option<AttrValue>> {
            follower_notes(&game.table().log, &set, &names)
                .into_iter()
                .map(|n| n.map(AttrValue::from))
                .collect()
        }
    };
    let notes: Rc<Vec<Option<AttrValue>>> = use_memo(state.serial, notes_of);

    let apply = {
        let state = state.clone();
        Callback::from(move |a: Action| state.dispatch(Msg::Apply(a)))
    };
    let choose = {
        let state = state.clone();
        Callback::from(move |c: Option<(CardId, Place)>| state.dispatch(Msg::Ui(UiMsg::Choose(c))))
    };
    // A card dropped on the table: its only action, or the choice of its actions.
    let play_card = {
        let latest = latest.clone();
        let state = state.clone();
        Rc::new(move |c: CardId, place: Place| -> bool {
            let s = latest.borrow().clone();
            if !s.revealed() {
                return false;
            }
            let legal = s.game.legal_actions();
            match actions_for(&legal, c, place)[..] {
                [] => {
                    state.dispatch(Msg::Notice(w::cannot_play_now().to_string()));
                    false
                }
                [only] => {
                    state.dispatch(Msg::Apply(only.clone()));
                    true
                }
                _ => {
                    state.dispatch(Msg::Ui(UiMsg::Choose(Some((c, place)))));
                    true
                }
            }
        })
    };
    // A tap on a card chooses it, or un-chooses it.
    let on_tap = |place: Place| {
        let state = state.clone();
        let latest = latest.clone();
        Callback::from(move |c: CardId| {
            let again = latest.borrow().ui.chosen == Some((c, place));
            state.dispatch(Msg::Ui(UiMsg::Choose((!again).then_some((c, place)))));
        })
    };
    let on_down = |place: Place| {
        let tap = on_tap(place);
        let ghost = ghost.clone();
        let slot = drag_slot.clone();
        let dragging = dragging.clone();
        let play_card = play_card.clone();
        Callback::from(move |(c, e): (CardId, PointerEvent)| {
            let on_start = {
                let dragging = dragging.clone();
                Box::new(move || dragging.set(Some(c)))
            };
            let on_end = {
                let (tap, dragging, play_card) = (tap.clone(), dragging.clone(), play_card.clone());
                drag::tap_or_drop(
                    move || tap.emit(c),
                    move || dragging.set(None),
                    move |x, y| drag::over(x, y, "[data-drop=table]") && play_card(c, place),
                )
            };
            let press = drag::Press {
                on_start,
                on_move: Box::new(|_, _| {}),
                on_end,
                lift: false,
            };
            drag::track(&e, ".vcard", &slot, &ghost, None, press);
        })
    };
    // A building chosen on the map or in the village.
    let on_build = {
        let legal = legal.clone();
        let apply = apply.clone();
        let focus_build = focus_build.clone();
        Callback::from(move |b: Building| {
            let ways: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Build { building, .. } if *building == b))
                .collect();
            if ways.len() == 1 {
                apply.emit(ways[0].clone());
            } else {
                focus_build.set(Some(b));
            }
        })
    };
    let temples: Vec<God> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Build {
                building: Building::Temple(g),
                ..
            } => Some(*g),
            _ => None,
        })
        .collect();
    let village_builds: Vec<Building> = {
        let mut v: Vec<Building> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Build { building, .. } if !matches!(building, Building::Temple(_)) => {
                    Some(*building)
                }
                _ => None,
            })
            .collect();
        v.dedup();
        v
    };

    let pieces: Vec<Piece> = {
        let mut p = Vec::new();
        if !temples.is_empty() {
            p.push(Piece::Temple);
        }
        for (b, piece) in [
            (Building::Mine, Piece::Mine),
            (Building::Drill, Piece::Drill),
        ] {
            if village_builds.contains(&b) {
                p.push(piece);
            }
        }
        p
    };

    // What the table shows of this turn: the dice, the attack's outcome, the latest lines.
    let turn_events = this_turn(&table.log);
    let dice = turn_events.iter().rev().find_map(|e| match e {
        Event::Rolled { player, faces } => Some((*player, faces.clone())),
        _ => None,
    });
    let roll_serial = table
        .log
        .iter()
        .filter(|e| matches!(e, Event::Rolled { .. }))
        .count();
    let outcome = turn_events
        .iter()
        .rev()
        .find(|e| matches!(e, Event::Outcome { .. }))
        .and_then(|e| w::describe(e, &set, &names, None));
    let in_attack = turn.phase == Phase::Attack || table.fight.is_some();
    let recent: Vec<String> = lines.iter().rev().take(4).rev().cloned().collect();

    let live_cards: Vec<CardId> = legal.iter().filter_map(card_of).collect();
    let hand: Vec<CardId> = view.hand.clone().unwrap_or_default();
    let mine = revealed && to_move == Some(turn.active);
    let handoff_note = {
        let start = lines.len().saturating_sub(2);
        let l = lines[start..].join(" · ");
        (!l.is_empty()).then(|| AttrValue::from(l))
    };
    let export = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let text = crate::save::to_json(&state.replay, &*state.meta);
            crate::save::download(&format!("valda-{}.skald.json", state.replay.seed), &text);
        })
    };
    let dispatch = |m: fn() -> Msg<ValdaApp>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(m()))
    };
    let on_reveal = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Reveal))
    };
    let close_log = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::ToggleLog))
    };
    let ghost_card = (*dragging).and_then(|c| set.cards.get(c as usize).map(|d| (c, d.clone())));
    let phase_code = format!("{:?}", turn.phase).to_lowercase();
    let builds_left = turn.build_limit.saturating_sub(turn.builds);
    let prompt_code = view
        .prompt
        .as_ref()
        .map(|p| serde_json::to_string(p).unwrap_or_default());

    html! {
        <div class="vplay" data-phase={phase_code} data-to-move={to_move.map(|p| p.to_string())}
            data-active={turn.active.to_string()} data-round={turn.round.to_string()}
            data-actions={state.replay.actions.len().to_string()} data-revealed={revealed.to_string()}
            data-prompt={prompt_code} data-undo={state.undo.to_string()}
            data-computer={state.computer_to_move().map(|p| p.to_string())}>
            <header class="vtop">
                <a class="btn icon" href="#/valda" aria-label={w::menu()}>{ "☰" }</a>
                <Stepper round={turn.round} phase={turn.phase} actions={turn.actions} builds={builds_left}
                    who={AttrValue::from(name(turn.active))} colour={colour(turn.active)} />
                <div class="vtools">
                    if state.can_undo() {
                        <button class="btn" onclick={dispatch(|| Msg::Undo)} data-testid="undo">{ w::undo() }</button>
                    }
                    <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::ToggleDiscard))} aria-expanded={state.ui.discard_open.to_string()} data-testid="discard-button">
                        { w::discard_button(table.discard.len()) }
                    </button>
                    <button class="btn" onclick={dispatch(|| Msg::ToggleLog)} aria-expanded={state.log_open.to_string()} data-testid="log-button">{ w::log_button() }</button>
                    <button class="btn" onclick={export} data-testid="export">{ w::export() }</button>
                </div>
            </header>
            <main class="vtable" data-drop="table" aria-label={w::the_table()} tabindex="0">
                <DomainMap table={Rc::new(table.clone())} god_counts={view.god_counts} names={attr_names.clone()}
                    colours={colours.clone()} buildable={temples.clone()} on_build={{
                        let on_build = on_build.clone();
                        Callback::from(move |g: God| on_build.emit(Building::Temple(g)))
                    }} />
                <div class="vcentre">
                    <YggdrasilTrack followers={table.seats.iter().map(|s| s.followers).collect::<Vec<_>>()}
                        names={attr_names.clone()} colours={colours.clone()} changes={(*notes).clone()} />
                    <p class="vdecks" data-testid="decks">
                        { w::base_deck(view.base_count) }
                    </p>
                    if let Some((p, faces)) = dice {
                        <Dice {faces} who={AttrValue::from(name(p))} serial={roll_serial} />
                    }
                    if in_attack || outcome.is_some() {
                        <FightPanel set={set.clone()} fight={table.fight.clone()} names={attr_names.clone()}
                            order={if turn.phase == Phase::Attack { turn.attack_order.clone() } else { Vec::new() }}
                            outcome={outcome.map(AttrValue::from)} />
                    }
                    if !recent.is_empty() {
                        <ol class="vrecent" data-testid="recent" aria-label={w::latest_events()}>
                            { for recent.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                        </ol>
                    }
                    <ComputerStatus thinking={state.computer_to_move().map(|p| AttrValue::from(name(p)))}
                        error={computer.error.clone()} retry={computer.retry.clone()} />
                    if let Some(n) = &state.notice {
                        <p class="vnotice" role="status" data-testid="reason" key={n.serial.to_string()}>{ &n.text }</p>
                    }
                </div>
                <div class="vvillages">
                    { for table.seats.iter().enumerate().map(|(p, s)| {
                        let own = revealed && to_move == Some(p);
                        html! {
                            <Village seat={p} name={AttrValue::from(name(p))} state={s.clone()}
                                hand_size={view.hand_sizes.get(p).copied().unwrap_or(0)} active={p == turn.active}
                                colour={Some(colour(p))} computer={state.meta.seats.get(p).and_then(|s| s.computer)}
                                buildable={if own { village_builds.clone() } else { Vec::new() }}
                                on_build={on_build.clone()} />
                        }
                    }) }
                </div>
            </main>
            <footer class="vbottom">
                if !turn.open.is_empty() {
                    <CardRow set={set.clone()} cards={turn.open.clone()} kind="open"
                        label={w::open_cards_of(name(turn.active))}
                        live={if mine { live_cards.clone() } else { Vec::new() }}
                        chosen={state.ui.chosen.filter(|(_, p)| *p == Place::Open).map(|(c, _)| c)}
                        on_tap={mine.then(|| on_tap(Place::Open))} on_down={mine.then(|| on_down(Place::Open))} />
                }
                if revealed {
                    <div class="vdecide">
                    <BuildTray pieces={pieces} on_build={on_build.clone()} on_hint={{
                        let state = state.clone();
                        Callback::from(move |t: String| state.dispatch(Msg::Notice(t)))
                    }} />
                    <Controls view={view.clone()} set={set.clone()} names={names.clone()} legal={legal.clone()}
                        chosen={state.ui.chosen} focus_build={*focus_build} on_action={apply.clone()} on_choose={choose} />
                    </div>
                    <CardRow set={set.clone()} cards={hand.clone()} kind="hand" label={w::your_hand()}
                        live={live_cards.clone()} chosen={state.ui.chosen.filter(|(_, p)| *p == Place::Hand).map(|(c, _)| c)}
                        on_tap={on_tap(Place::Hand)} on_down={on_down(Place::Hand)} />
                } else if let Some(h) = watching {
                    // The person holding the tablet keeps seeing their cards while the
                    // computer decides (nothing can be done with them).
                    <CardRow set={set.clone()} cards={hand.clone()} kind="hand" label={w::hand_of(name(h))} />
                } else if let (Some(p), None) = (to_move, state.computer_to_move()) {
                    <p class="hand-hidden">{ w::hand_hidden(name(p)) }</p>
                }
            </footer>
            <div ref={ghost} class="vghost" aria-hidden="true">
                if let Some((c, d)) = ghost_card {
                    <CardFace def={d} id={c} />
                }
            </div>
            if state.ui.discard_open {
                <aside class="vpile" role="dialog" aria-label={w::discard_pile()} data-testid="discard-pile">
                    <header>
                        <h2>{ w::discard_pile_title(table.discard.len()) }</h2>
                        <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::ToggleDiscard))}>{ w::close() }</button>
                    </header>
                    if table.discard.is_empty() {
                        <p>{ w::empty() }</p>
                    }
                    <CardRow set={set.clone()} cards={table.discard.iter().rev().copied().collect::<Vec<_>>()} kind="pile" label={w::discard_top_first()} />
                </aside>
            }
            if state.log_open {
                <LogDrawer lines={lines.iter().map(|l| AttrValue::from(l.clone())).collect::<Vec<_>>()} on_close={close_log} />
            }
            <Live {said} />
            if let (Some(p), false, None) = (to_move, revealed, state.computer_to_move()) {
                <Handoff name={name(p)} color={colour(p)} hides={crate::components::handoff::Hidden::Cards} note={handoff_note} {on_reveal} />
            }
            if game.outcome().is_some() && !state.log_open {
                <EndScreen game={game.clone()} names={names.clone()} on_restart={props.on_restart.clone()}
                    on_log={{ let state = state.clone(); Callback::from(move |_| state.dispatch(Msg::ToggleLog)) }} />
            }
        </div>
    }
}
