//! The decision that is due, as controls built from the engine's legal actions: the line
//! saying what to decide, then a button (or a small control) per legal action. Actions on a
//! card appear when the card is chosen (tap it, or drag it onto the table), except those a
//! window or an attack asks for: each is a row of its own, named; the trade (folded under
//! its title) and a card's swaps are each one small pay-and-get panel
//! ([`super::exchange`]); cards to choose from outside the hand (a
//! temple's two, the discard pile) are shown here. Nothing here decides what is legal: a
//! control exists only for an action in the engine's list.
//!
//! Every button of the decision carries its action as `data-action` (or, for a building with
//! several ways to pay, the building as `data-build`), and one listener on the decision reads
//! it (issue #43: one closure for all, not one per button).

use std::rc::Rc;

use skald::valda::action::{Kind, Prompt, ResourcesExt};
use skald::valda::cards::{CardSet, God, Window};
use skald::valda::constants::Resources;
use skald::valda::{Action, Building, CardId, ValdaView};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::decider::decider as decider_name;
use crate::text::capitalise;

use super::build_tray::Piece;
use super::dice::resource_icon;
use super::exchange::{exchange_box, exchange_of, ExchangeProps};
use super::hand::{card_row, CardRowProps};
use crate::valda::card_words::{card_name, card_text, god_name, name_of, option_effect};
use crate::valda::state::Place;
use crate::valda::words::{self as w, action_words, kind_code, prompt_words, resources};

/// The card an action is done with, if any.
pub fn card_of(a: &Action) -> Option<CardId> {
    match a {
        Action::Play { card, .. } | Action::Weapon { card, .. } => Some(*card),
        Action::Discard(c) | Action::Attack(c) | Action::Defend(c) | Action::Card(c) => Some(*c),
        _ => None,
    }
}

/// The legal actions done with card `c` lying at `place` (a card among the open cards is
/// played as an open card, one in the hand as a hand card).
pub fn actions_for(legal: &[Action], c: CardId, place: Place) -> Vec<&Action> {
    legal
        .iter()
        .filter(|a| {
            card_of(a) == Some(c)
                && match a {
                    Action::Play { open, .. } => *open == (place == Place::Open),
                    _ => true,
                }
        })
        .collect()
}

/// What [`controls`] offers and whom it tells.
pub struct ControlsProps {
    pub view: Rc<ValdaView>,
    pub set: Rc<CardSet>,
    pub names: Vec<String>,
    pub legal: Rc<Vec<Action>>,
    pub chosen: Option<(CardId, Place)>,
    /// A building chosen on the map or village with several ways to pay: its ways to pay.
    pub focus_build: Option<Building>,
    pub on_action: Callback<Action>,
    /// A building chosen (one way to pay: built; several: its ways are offered).
    pub on_build: Callback<Building>,
    pub on_choose: Callback<Option<(CardId, Place)>>,
    /// Read a card in full (the chosen card's "Read in full": the keyboard's way to what a
    /// long press does).
    pub on_read: Callback<CardId>,
    /// What each legal attack, defence or "no defence" would come to, in words: each is
    /// shown beside its own button.
    pub previews: Rc<Vec<(Action, String)>>,
    /// The computer's hint, if one is shown: its control is marked (`hinted`).
    pub hint: Option<Action>,
    /// The trade or swap put together in its panel (what to give, what to get), and a new
    /// one put together.
    pub exchange: Option<(Resources, Resources)>,
    pub on_exchange: Callback<(Resources, Resources)>,
}

/// The line saying who decides (in their colour) and what: the focus target after a move.
/// In a god weapon's window of an attack, the attack itself: "Bjørn attacks Astrid with
/// Ambush: you may play a god weapon now, or pass."
pub fn ask_line(
    prompt: &Prompt,
    v: &ValdaView,
    set: &CardSet,
    names: &[String],
    decider: Option<&(AttrValue, AttrValue)>,
) -> Html {
    let words = match (prompt, &v.table.fight) {
        (Prompt::Window(wd), Some(f))
            if !matches!(wd, Window::DieRolled | Window::BuildDeclared) =>
        {
            let name = |p: usize| w::seat_name(names, p);
            w::ask_window_fight(w::log_attack(
                name(f.attacker),
                name(f.target),
                name_of(set, f.card),
            ))
        }
        _ => prompt_words(prompt, v, names),
    };
    html! {
        <p class="vask" data-testid="decision" tabindex="-1">
            if let Some((name, colour)) = decider { { decider_name(name.clone(), colour) } }
            <span data-testid="ask">{ words }</span>
        </p>
    }
}

/// Resources as icons and numbers ("● 2 ◆ 2"), `said` in words for screen readers.
fn price_icons(r: Resources, said: String) -> Html {
    html! {
        <span class="vprice">
            <span class="visually-hidden">{ said }</span>
            { for Kind::ALL.iter().filter(|&&k| r.of(k) > 0).map(|&k| html! {
                <span aria-hidden="true">{ resource_icon(kind_code(k)) }{ r.of(k) }</span>
            }) }
        </span>
    }
}

/// An action or a building as JSON, as its control's `data-action` or `data-build` says it.
fn json_of<T: serde::Serialize>(x: &T) -> String {
    crate::json::to_string(x).unwrap_or_default()
}

/// The controls of the decision due.
pub fn controls(props: ControlsProps) -> Html {
    let v = &props.view;
    let Some(prompt) = &v.prompt else {
        return html! {};
    };
    let legal = &props.legal;
    let words = |a: &Action| action_words(a, v, &props.set, &props.names);
    let hinted = |a: &Action| (props.hint.as_ref() == Some(a)).then_some("hinted");
    let json = |a: &Action| json_of(a);
    let button = |a: &Action, primary: bool| {
        html! {
            <button type="button" class={classes!("btn", primary.then_some("primary"), hinted(a))}
                data-action={json(a)}>{ capitalise(&words(a)) }</button>
        }
    };
    // Cards to choose from outside the hand: a tap shows the card in full with the buttons
    // of what may be done with it ("Keep Blood Vein"), never acts at once.
    let outside: Option<(Vec<CardId>, &str)> = match prompt {
        Prompt::KeepGodCard { .. } | Prompt::SearchTake { .. } | Prompt::SearchUnder => Some((
            v.looking.clone().unwrap_or_default(),
            w::cards_you_look_at(),
        )),
        Prompt::FromDiscard { .. } => {
            let mut c: Vec<CardId> = legal.iter().filter_map(card_of).collect();
            c.dedup();
            Some((c, w::discard_you_may_take()))
        }
        Prompt::TakeCard { .. } => Some((v.table.turn.open.clone(), w::open_cards())),
        _ => None,
    };
    let chosen_card = props.chosen.map(|(c, _)| c);
    // Every attack, defence and "no defence" the engine previews, every god weapon's option
    // and each card a temple offers to keep has a row of its own: its button with what it
    // would come to (or what it does) beside it, whether or not its card is chosen.
    let mut rows: Vec<(Action, String, &str)> = props
        .previews
        .iter()
        .map(|(a, s)| (a.clone(), s.clone(), "fight"))
        .collect();
    let def = |c: CardId| props.set.cards.get(usize::from(c));
    for a in legal.iter() {
        if let Action::Weapon { card, option } = a {
            let text = def(*card).map(|d| option_effect(d, *option));
            rows.push((a.clone(), text.unwrap_or_default(), "weapon"));
        }
    }
    // Keeping one of a temple's two cards: each card's text in full beside "Keep …", in the
    // order the cards lie.
    if matches!(prompt, Prompt::KeepGodCard { .. }) {
        for &c in v.looking.iter().flatten() {
            let a = Action::Card(c);
            if legal.contains(&a) {
                rows.push((a, def(c).map(card_text).unwrap_or_default(), "keep"));
            }
        }
    }
    let in_rows = |a: &Action| rows.iter().any(|(r, _, _)| r == a);
    let with_chosen: Vec<&Action> = match props.chosen {
        Some((c, place)) => actions_for(legal, c, place),
        None => Vec::new(),
    };
    // A suggested trade or swap opens its panel on it.
    let exchange_hint = props.hint.as_ref().and_then(exchange_of);
    let for_chosen: Vec<&Action> = with_chosen
        .iter()
        .copied()
        .filter(|a| !in_rows(a))
        .collect();
    let trades = legal.iter().any(|a| matches!(a, Action::Trade { .. }));
    // A card's swaps: up to how many.
    let swap = match prompt {
        Prompt::Swap { max, .. } => u16::from(*max),
        _ => 0,
    };
    // What the decider holds (the trade panel starts again from it after each trade).
    let have = v
        .to_move
        .and_then(|p| v.table.seats.get(p))
        .map_or(Resources::default(), |s| s.res);
    let mut takes: Vec<&Action> = Vec::new();
    let mut builds: Vec<Building> = Vec::new();
    let mut icons: Vec<(&Action, Resources, Resources)> = Vec::new();
    let mut rest: Vec<&Action> = Vec::new();
    for a in legal.iter().filter(|a| card_of(a).is_none() && !in_rows(a)) {
        match a {
            Action::Trade { .. } | Action::Swap { .. } => {}
            Action::TakeResource(_) => takes.push(a),
            // A building once, however many ways there are to pay for it.
            Action::Build { building, .. } => {
                if !builds.contains(building) {
                    builds.push(*building);
                }
            }
            Action::Heimdall { pay, get } => icons.push((a, *pay, get.one())),
            Action::Pick(r) => icons.push((a, Resources::default(), *r)),
            _ => rest.push(a),
        }
    }
    // A building chosen, or one a hint suggests a way to pay for: only it, and its ways.
    let focus = props.focus_build.or(match &props.hint {
        Some(Action::Build { building, .. }) => Some(*building),
        _ => None,
    });
    let live_outside: Vec<CardId> = legal.iter().filter_map(card_of).collect();
    let on_outside = props
        .on_choose
        .reform(|c: CardId| Some((c, Place::Looking)));
    // One listener for every button of the decision: the legal action its `data-action`
    // writes (the build holds no reader of actions: `crate::moves`), or the building of
    // a `data-build`.
    let onclick = {
        let (legal, act, build) = (
            legal.clone(),
            props.on_action.clone(),
            props.on_build.clone(),
        );
        Callback::from(move |e: MouseEvent| {
            let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("[data-action],[data-build]").ok().flatten())
            else {
                return;
            };
            let (a, b) = (
                el.get_attribute("data-action"),
                el.get_attribute("data-build"),
            );
            for l in legal.iter() {
                if a.as_deref() == Some(&json_of(l)) {
                    return act.emit(l.clone());
                }
                if let Action::Build { building, .. } = l {
                    if b.as_deref() == Some(&json_of(building)) {
                        return build.emit(*building);
                    }
                }
            }
        })
    };
    html! {
        <section class="vcontrols" aria-label={w::your_decision()} data-testid="controls" {onclick}
            data-prompt={format!("\"{}\"", prompt.kind())}
            data-legal={crate::json::to_string(&**legal).unwrap_or_default()}>
            if let Some((cards, label)) = outside {
                { card_row(CardRowProps { set: props.set.clone(), cards, live: live_outside, chosen: chosen_card,
                    kind: "choice".into(), label: label.to_string().into(), on_tap: Some(on_outside), new: Vec::new(), on_down: None }) }
            }
            if let Some(d) = chosen_card.and_then(|c| props.set.cards.get(c as usize)) {
                <p class="vcard-full" data-testid="chosen-text"><strong>{ format!("{}: ", card_name(d)) }</strong>{ card_text(d) }</p>
            }
            if let Some(c) = chosen_card {
                if with_chosen.is_empty() {
                    <p class="hint">{ w::nothing_with_card() }</p>
                }
                <div class="vchosen" data-testid="chosen-actions">
                    { for for_chosen.iter().map(|a| button(a, true)) }
                    <button type="button" class="btn" data-testid="read-card" onclick={props.on_read.reform(move |_: MouseEvent| c)}>{ w::read_in_full() }</button>
                </div>
            }
            // Each row one button: what is done, and under it what it comes to or does.
            if !rows.is_empty() {
                <ul class="vpreviews" data-testid="previews">
                    { for rows.iter().map(|(a, text, kind)| {
                        let on = chosen_card.is_some() && card_of(a) == chosen_card;
                        html! {
                            <li>
                                <button type="button" class={classes!("btn", "vrow", on.then_some("on"), hinted(a))} data-action={json(a)}>
                                    <strong>{ capitalise(&words(a)) }</strong>
                                    <span class="vpreview" data-kind={*kind} data-testid="preview">{ text.clone() }</span>
                                </button>
                            </li>
                        }
                    }) }
                </ul>
            }
            // One control per building (a mine or a drill also has its piece in the build
            // tray, beside its price against what is held; a phone shows these instead). One
            // with several ways to pay, chosen, shows only itself and its ways, each as what
            // it pays; chosen again, every building again.
            if !builds.is_empty() {
                <div class="vbuilds" data-testid="builds">
                    { for builds.iter().filter(|&&b| focus.is_none_or(|f| f == b)).map(|&b| {
                        let ways: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Build { building, .. } if *building == b)).collect();
                        let open = focus == Some(b) && ways.len() > 1;
                        // What a discount leaves unpaid (alike in every way to pay).
                        let skip = ways.iter().find_map(|a| match a { Action::Build { skip, .. } => Some(*skip), _ => None }).unwrap_or_default();
                        let one = (ways.len() == 1).then(|| ways[0]);
                        let price = skald::valda::price(b);
                        let (piece, name) = match b {
                            Building::Temple(g) => (Piece::Temple, god_name(g)),
                            Building::Mine => (Piece::Mine, w::piece_mine()),
                            Building::Drill => (Piece::Drill, w::piece_drill()),
                        };
                        html! {
                            <>
                            <button type="button" class={classes!("btn", "vbuild-btn", (piece != Piece::Temple).then_some("village"), open.then_some("on"), one.and_then(hinted))}
                                data-build={json_of(&b)} data-action={one.map(json)}
                                aria-expanded={(one.is_none()).then(|| open.to_string())}>
                                <span class="visually-hidden">{ w::building_bare(b) }</span>
                                <span aria-hidden="true">{ piece.drawing() }{ name }</span>
                                if one.is_some() {
                                    { price_icons(price.minus(skip), resources(price.minus(skip))) }
                                } else {
                                    { price_icons(price, resources(price)) }<span class="vcost-off">{ w::cost_discount(skip.total()) }</span>
                                }
                            </button>
                            if open {
                                <div class="vways">{ for ways.iter().map(|a| {
                                    let paid = match a { Action::Build { skip, .. } => price.minus(*skip), _ => price };
                                    html! {
                                        <button type="button" class={classes!("btn", "primary", hinted(a))} data-action={json(a)}>
                                            { price_icons(paid, words(a)) }
                                        </button>
                                    }
                                }) }</div>
                            }
                            </>
                        }
                    }) }
                </div>
            }
            if !takes.is_empty() {
                <div class="vtake" role="group" aria-label={w::take_a_resource()}>
                    { for takes.iter().map(|a| {
                        let Action::TakeResource(k) = a else { return html! {} };
                        html! {
                            <button type="button" class={classes!("btn", "vtake-btn", kind_code(*k), hinted(a))} data-testid={format!("take-{}", kind_code(*k))}
                                data-action={json(a)} aria-label={words(a)}>
                                { resource_icon(kind_code(*k)) }<span>{ "+1 ⚡" }</span>
                            </button>
                        }
                    }) }
                </div>
            }
            // What ends the phase or passes stays in sight: before the trade, which folds.
            <div class="vbuttons">
                { for rest.iter().map(|a| button(a, matches!(a, Action::Roll | Action::OpenDraw))) }
            </div>
            // Heimdall's conversions and the resources to choose, each as what it pays and
            // gets ("● 2 → ◆ 1"): small, so that a long list stays in sight (a card's swaps
            // are put together in the exchange panel below, with the trade).
            if !icons.is_empty() {
                <div class="vtake">
                    if matches!(icons[0].0, Action::Heimdall { .. }) {
                        <span class="vgroup-title" title={god_name(God::Heimdall)}>{ crate::valda::components::card::god_emblem(God::Heimdall) }</span>
                    }
                    { for icons.iter().map(|&(a, pay, get)| html! {
                        <button type="button" class={classes!("btn", hinted(a))} data-action={json(a)}>
                            { price_icons(pay, words(a)) }
                            if pay.total() > 0 { <span aria-hidden="true">{ "→" }</span> }
                            { price_icons(get, String::new()) }
                        </button>
                    }) }
                </div>
            }
            if trades || swap > 0 {
                { exchange_box(ExchangeProps { legal: legal.clone(), have, max: if trades { 4 } else { swap }, trade: trades,
                    picked: props.exchange, hint: exchange_hint, on_pick: props.on_exchange.clone() }) }
            }
        </section>
    }
}
