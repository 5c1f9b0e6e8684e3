//! The decision that is due, as controls built from the engine's legal actions: the line
//! saying what to decide, then a button (or a small control) per legal action. Actions on a
//! card appear when the card is chosen (tap it, or drag it onto the table); the trade is a
//! small pay-and-get control; cards to choose from outside the hand (a temple's two, the
//! discard pile) are shown here. Nothing here decides what is legal: a control exists only
//! for an action in the engine's list.

use std::rc::Rc;

use skald::valda::action::{Kind, Prompt, ResourcesExt};
use skald::valda::cards::CardSet;
use skald::valda::constants::Resources;
use skald::valda::{Action, Building, CardId, ValdaView};
use yew::prelude::*;

use crate::components::decider::decider as decider_name;
use crate::text::capitalise;

use super::dice::resource_icon;
use super::hand::{card_row, CardRowProps};
use crate::valda::card_words::{card_name, card_text};
use crate::valda::state::Place;
use crate::valda::words::{self as w, action_words, kind_code, one_of, prompt_words, resources};

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
    /// Whoever decides now, and their colour (named first in the prompt: at a defence or an
    /// attack order it is not the player whose turn it is).
    pub decider: Option<(AttrValue, AttrValue)>,
    pub legal: Rc<Vec<Action>>,
    pub chosen: Option<(CardId, Place)>,
    /// A building chosen on the map or village with several ways to pay: only its builds.
    pub focus_build: Option<Building>,
    pub on_action: Callback<Action>,
    pub on_choose: Callback<Option<(CardId, Place)>>,
    /// Whether the controls begin with the line saying what to decide ([`ask_line`]); the
    /// play screen pins that line above them instead.
    pub ask: bool,
    /// Read a card in full (the chosen card's "Read in full": the keyboard's way to what a
    /// long press does).
    pub on_read: Option<Callback<CardId>>,
    /// What each legal attack, defence or "no defence" would come to, in words: each is
    /// shown beside its own button.
    pub previews: Rc<Vec<(Action, String)>>,
    /// The computer's hint, if one is shown: its control is marked (`hinted`).
    pub hint: Option<Action>,
}

/// The line saying who decides (in their colour) and what: the focus target after a move.
pub fn ask_line(
    prompt: &Prompt,
    v: &ValdaView,
    names: &[String],
    decider: Option<&(AttrValue, AttrValue)>,
) -> Html {
    html! {
        <p class="vask" data-testid="decision" tabindex="-1">
            if let Some((name, colour)) = decider { { decider_name(name.clone(), colour) } }
            <span data-testid="ask">{ prompt_words(prompt, v, names) }</span>
        </p>
    }
}

/// The controls of the decision due.
pub fn controls(props: ControlsProps) -> Html {
    let v = &props.view;
    let Some(prompt) = &v.prompt else {
        return html! {};
    };
    let words = |a: &Action| action_words(a, v, &props.set, &props.names);
    let hinted = |a: &Action| (props.hint.as_ref() == Some(a)).then_some("hinted");
    let button = |a: &Action, primary: bool| {
        let cb = props.on_action.clone();
        let act = a.clone();
        let test = crate::json::to_string(a).unwrap_or_default();
        html! {
            <button type="button" class={classes!("btn", primary.then_some("primary"), hinted(a))} data-action={test}
                onclick={Callback::from(move |_: MouseEvent| cb.emit(act.clone()))}>{ capitalise(&words(a)) }</button>
        }
    };
    // Cards to choose from outside the hand.
    let outside: Option<(Vec<CardId>, &str)> = match prompt {
        Prompt::KeepGodCard { .. } | Prompt::SearchTake { .. } | Prompt::SearchUnder => Some((
            v.looking.clone().unwrap_or_default(),
            w::cards_you_look_at(),
        )),
        Prompt::FromDiscard { .. } => {
            let mut c: Vec<CardId> = props.legal.iter().filter_map(card_of).collect();
            c.dedup();
            Some((c, w::discard_you_may_take()))
        }
        Prompt::TakeCard { .. } => Some((v.table.turn.open.clone(), w::open_cards())),
        _ => None,
    };
    let chosen_card = props.chosen.map(|(c, _)| c);
    // Every attack, defence and "no defence" the engine previews has a row of its own: its
    // button with what it would come to beside it (not among the chosen card's actions).
    let previewed = |a: &Action| props.previews.iter().any(|(p, _)| p == a);
    let with_chosen: Vec<&Action> = match props.chosen {
        Some((c, place)) => actions_for(&props.legal, c, place),
        None => Vec::new(),
    };
    // A suggested trade opens the trade panel on it.
    let trade_hint = props.hint.as_ref().and_then(|a| match a {
        Action::Trade { pay, get } => Some((*pay, *get)),
        _ => None,
    });
    let for_chosen: Vec<&Action> = with_chosen
        .iter()
        .copied()
        .filter(|a| !previewed(a))
        .collect();
    let trades: Vec<&Action> = props
        .legal
        .iter()
        .filter(|a| matches!(a, Action::Trade { .. }))
        .collect();
    // What the decider holds (the trade panel starts again from it after each trade).
    let have = v
        .to_move
        .and_then(|p| v.table.seats.get(p))
        .map_or(Resources::default(), |s| s.res);
    let rest: Vec<&Action> = props
        .legal
        .iter()
        .filter(|a| card_of(a).is_none() && !matches!(a, Action::Trade { .. }) && !previewed(a))
        .filter(|a| match (props.focus_build, a) {
            (Some(b), Action::Build { building, .. }) => *building == b,
            (Some(_), _) => false,
            _ => true,
        })
        .collect();
    let (takes, rest): (Vec<&Action>, Vec<&Action>) = rest
        .into_iter()
        .partition(|a| matches!(a, Action::TakeResource(_)));
    // Keeping one of two cards cannot be taken back: a tap shows the card in full with a
    // button to keep it, never keeps it at once.
    let confirm = matches!(prompt, Prompt::KeepGodCard { .. });
    let on_outside = {
        let legal = props.legal.clone();
        let cb = props.on_action.clone();
        let choose = props.on_choose.clone();
        Callback::from(move |c: CardId| {
            let acts: Vec<&Action> = legal.iter().filter(|a| card_of(a) == Some(c)).collect();
            if acts.len() == 1 && !confirm {
                cb.emit(acts[0].clone());
            } else {
                choose.emit(Some((c, Place::Looking)));
            }
        })
    };
    let live_outside: Vec<CardId> = props.legal.iter().filter_map(card_of).collect();
    html! {
        <section class="vcontrols" aria-label={w::your_decision()} data-testid="controls"
            data-prompt={format!("\"{}\"", prompt.kind())}
            data-legal={crate::json::to_string(&*props.legal).unwrap_or_default()}>
            if props.ask {
                { ask_line(prompt, v, &props.names, props.decider.as_ref()) }
            }
            if let Some((cards, label)) = outside {
                { card_row(CardRowProps { set: props.set.clone(), cards, live: live_outside, chosen: chosen_card,
                    kind: "choice".into(), label: label.to_string().into(), on_tap: Some(on_outside), new: Vec::new(), on_down: None }) }
                if matches!(prompt, Prompt::TakeCard { .. }) {
                    if let Some(a) = props.legal.iter().find(|a| matches!(a, Action::Random)) {
                        { button(a, false) }
                    }
                }
            }
            if let Some(d) = chosen_card.and_then(|c| props.set.cards.get(c as usize)) {
                <p class="vcard-full" data-testid="chosen-text"><strong>{ format!("{}: ", card_name(d)) }</strong>{ card_text(d) }</p>
                if let (Some(read), Some(c)) = (&props.on_read, chosen_card) {
                    <button type="button" class="btn small" data-testid="read-card" onclick={read.reform(move |_: MouseEvent| c)}>{ w::read_in_full() }</button>
                }
            }
            if !props.previews.is_empty() {
                <ul class="vpreviews" data-testid="previews">
                    { for props.previews.iter().map(|(a, words)| {
                        let on = chosen_card.is_some() && card_of(a) == chosen_card;
                        html! {
                            <li class={classes!("vpreview-row", on.then_some("chosen"))}>
                                { button(a, on) }
                                <p class="vpreview" data-testid="preview" data-for={crate::json::to_string(a).unwrap_or_default()}>{ words.clone() }</p>
                            </li>
                        }
                    }) }
                </ul>
            }
            if !for_chosen.is_empty() {
                <div class="vchosen" data-testid="chosen-actions">
                    { for for_chosen.iter().map(|a| button(a, true)) }
                </div>
            } else if chosen_card.is_some() && with_chosen.is_empty() {
                <p class="hint">{ w::nothing_with_card() }</p>
            }
            if !takes.is_empty() {
                <div class="vtake" role="group" aria-label={w::take_a_resource()}>
                    { for takes.iter().map(|a| {
                        let Action::TakeResource(k) = a else { return html! {} };
                        let cb = props.on_action.clone();
                        let act = (*a).clone();
                        html! {
                            <button type="button" class={classes!("btn", "vtake-btn", kind_code(*k), hinted(a))} data-testid={format!("take-{}", kind_code(*k))}
                                data-action={crate::json::to_string(*a).unwrap_or_default()}
                                onclick={Callback::from(move |_: MouseEvent| cb.emit(act.clone()))} aria-label={words(a)}>
                                { resource_icon(kind_code(*k)) }<span>{ "+1 ⚡" }</span>
                            </button>
                        }
                    }) }
                </div>
            }
            if !trades.is_empty() {
                <TradeBox key={format!("{}-{}-{}-{}", have.gold, have.diamond, have.blood, trade_hint.is_some())} legal={props.legal.clone()} {have} hint={trade_hint} on_action={props.on_action.clone()} />
            }
            <div class="vbuttons">
                { for rest.iter().map(|a| button(a, matches!(a, Action::Roll | Action::OpenDraw))) }
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct TradeProps {
    pub legal: Rc<Vec<Action>>,
    /// What the player has.
    pub have: Resources,
    /// The computer's suggested trade (what to pay, what to get), if a hint shows one: the
    /// panel opens on it and marks its button.
    #[prop_or_default]
    pub hint: Option<(Resources, Kind)>,
    pub on_action: Callback<Action>,
}

/// Trading 4 : 1 — choose what to pay (steppers, 4 in all) and what to get; shows the
/// trade in words, and the button is on only for a trade in the engine's list.
#[component]
pub fn TradeBox(props: &TradeProps) -> Html {
    // Open on a trade the engine allows, paying with the most plentiful kinds (the panel is
    // mounted again after each trade: see its key).
    let first = props.hint.or_else(|| {
        props
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Trade { pay, get } => Some((*pay, *get)),
                _ => None,
            })
            .max_by_key(|(pay, _)| {
                Kind::ALL
                    .iter()
                    .map(|&k| u32::from(pay.of(k)) * u32::from(props.have.of(k)))
                    .sum::<u32>()
            })
    });
    let pay = use_state(|| first.map_or_else(Resources::default, |(p, _)| p));
    let get = use_state(|| first.map_or(Kind::Blood, |(_, g)| g));
    let action = Action::Trade {
        pay: *pay,
        get: *get,
    };
    let legal = props.legal.contains(&action);
    let step = |k: Kind, up: bool| {
        let pay = pay.clone();
        Callback::from(move |_: MouseEvent| {
            let p = *pay;
            pay.set(if up {
                p.plus(k.one())
            } else {
                p.minus(k.one())
            });
        })
    };
    let on_trade = {
        let cb = props.on_action.clone();
        let a = action.clone();
        Callback::from(move |_: MouseEvent| cb.emit(a.clone()))
    };
    html! {
        <div class="vtrade" role="group" aria-label={w::trade_group()} data-testid="trade">
            <span class="vtrade-title">{ w::trade_title() }</span>
            <span class="vtrade-pay">
                { for Kind::ALL.iter().map(|&k| html! {
                    <span class="vstep" data-kind={kind_code(k)}>
                        <button type="button" class="btn small" aria-label={w::pay_less(kind_code(k))}
                            disabled={pay.of(k) == 0} onclick={step(k, false)}>{ "−" }</button>
                        { resource_icon(kind_code(k)) }<span class="vstep-n">{ pay.of(k) }</span>
                        <button type="button" class="btn small" aria-label={w::pay_more(kind_code(k))}
                            disabled={pay.of(k) >= props.have.of(k) || pay.total() >= 4} onclick={step(k, true)}>{ "+" }</button>
                    </span>
                }) }
            </span>
            <span class="vtrade-arrow" aria-hidden="true">{ "→" }</span>
            <span class="vtrade-get" role="radiogroup" aria-label={w::trade_get()}>
                { for Kind::ALL.iter().map(|&k| {
                    let g = get.clone();
                    html! {
                        <button type="button" role="radio" aria-checked={(*get == k).to_string()} class={classes!("btn", "small", (*get == k).then_some("on"))}
                            aria-label={w::get_one(one_of(k))} onclick={Callback::from(move |_: MouseEvent| g.set(k))}>
                            { resource_icon(kind_code(k)) }
                        </button>
                    }
                }) }
            </span>
            <button type="button" class={classes!("btn", (props.hint == Some((*pay, *get))).then_some("hinted"))} disabled={!legal} onclick={on_trade} data-testid="trade-button"
                data-action={crate::json::to_string(&action).unwrap_or_default()}>
                { w::trade_button(resources(*pay), one_of(*get)) }
            </button>
            <span class="vtrade-after" data-testid="trade-after" aria-live="polite">
                { if legal { w::trade_after(resources(props.have.minus(*pay).plus(get.one()))) } else { w::trade_not_allowed().to_string() } }
            </span>
        </div>
    }
}
