//! The decision that is due, as controls built from the engine's legal actions: the line
//! saying what to decide, then a button (or a small control) per legal action. Actions on a
//! card appear when the card is chosen (tap it, or drag it onto the table); the trade is a
//! small pay-and-get control; cards to choose from outside the hand (a temple's two, the
//! discard pile) are shown here. Nothing here decides what is legal: a control exists only
//! for an action in the engine's list.

use std::rc::Rc;

use skald::valda::action::{Kind, Prompt, ResourcesExt};
use skald::valda::cards::{CardSet, Effect, God, Window};
use skald::valda::constants::Resources;
use skald::valda::{Action, Building, CardId, Phase, ValdaView};
use yew::prelude::*;

use super::card::god_name;
use super::dice::{face_words, resource_icon};
use super::hand::CardRow;
use super::player_name;
use crate::valda::state::Place;

/// A resource kind's words.
pub fn kind_words(k: Kind) -> &'static str {
    match k {
        Kind::Gold => "gold",
        Kind::Diamond => "diamond",
        Kind::Blood => "divine blood",
    }
}

fn kind_code(k: Kind) -> &'static str {
    match k {
        Kind::Gold => "gold",
        Kind::Diamond => "diamond",
        Kind::Blood => "blood",
    }
}

fn res(r: Resources) -> String {
    skald::valda::words::resources(r)
}

/// `war_horn` → "War Horn".
fn option_words(name: &str) -> String {
    name.split('_')
        .map(crate::text::capitalise)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A window's name in words.
pub fn window_words(w: Window) -> &'static str {
    match w {
        Window::Anytime => "at any time",
        Window::DieRolled => "a die was rolled",
        Window::AttackDeclared => "an attack was declared",
        Window::Attacked => "you are attacked",
        Window::AttackHit => "an attack hit",
        Window::DefendedDefender => "you defended",
        Window::DefendedAttacker => "your attack was defended",
        Window::OwnYellowPlayed => "you played an action card",
        Window::BuildDeclared => "a build was declared",
    }
}

/// What the player deciding now is asked, in one line.
pub fn prompt_words(p: &Prompt, view: &ValdaView, names: &[String]) -> String {
    let name = |q: usize| player_name(names, q);
    let fight = view.table.fight.as_ref();
    match p {
        Prompt::Roll => "Roll the resource dice.".into(),
        Prompt::Resources => {
            "Trade 4 resources for 1 if you like, then end the resource phase.".into()
        }
        Prompt::DrawStep => "Draw your cards for the game phase.".into(),
        Prompt::Actions => format!(
            "Spend your actions (⚡{} left): play an action card, take a resource, or draw.",
            view.table.turn.actions
        ),
        Prompt::HandLimit => "Your hand is over the limit of 10: discard a card.".into(),
        Prompt::Building => {
            "Build: a mine or a blood drill in your village, or a temple on a domain.".into()
        }
        Prompt::Followers => {
            "Turn resources into followers with your gods, then end your turn.".into()
        }
        Prompt::OpenMoment => "You may play a god weapon now, or pass.".into(),
        Prompt::Slot { attacks_left } => format!(
            "Attack {} with an attack card ({attacks_left} attack{} left), or pass.",
            name(view.table.turn.active),
            if *attacks_left == 1 { "" } else { "s" }
        ),
        Prompt::Defend => match fight {
            Some(f) => format!(
                "{} attacks you: play a defence card, or none.",
                name(f.attacker)
            ),
            None => "Defend: play a defence card, or none.".into(),
        },
        Prompt::Window(w) => format!("A god weapon may be played now ({}).", window_words(*w)),
        Prompt::Pick {
            total, from, to, ..
        } => {
            let whose = match (from, to) {
                (Some(f), _) => format!(" from {}", name(*f)),
                (None, Some(t)) => format!(" for {}", name(*t)),
                _ => String::new(),
            };
            format!(
                "Choose {total} resource{}{whose}.",
                if *total == 1 { "" } else { "s" }
            )
        }
        Prompt::Swap { max, .. } => format!("Swap up to {max} resources, or stop."),
        Prompt::PayFor {
            cost,
            followers,
            left,
            ..
        } => format!(
            "Pay {cost} for {followers} follower{} ({left} more time{} at most), or stop.",
            if *followers == 1 { "" } else { "s" },
            if *left == 1 { "" } else { "s" }
        ),
        Prompt::Victim { .. } => "Choose the player it applies to.".into(),
        Prompt::Redirect => "Vanished: choose who is attacked instead.".into(),
        Prompt::DrawGod { n } => format!("Choose the god deck to draw {n} from."),
        Prompt::LookGod { left, .. } => format!("Choose a god deck to look at ({left} left)."),
        Prompt::KeepGodCard { god } => format!(
            "Keep one of the two cards; the other goes under {}'s deck.",
            god_name(*god)
        ),
        Prompt::SearchTake { left } => format!("Take a card of those you see ({left} left)."),
        Prompt::SearchUnder => "Put the next card under the base deck.".into(),
        Prompt::FromDiscard { left, .. } => {
            format!("Take a card from the discard pile ({left} at most).")
        }
        Prompt::Sacrifice { left } => {
            format!("Discard a card for 1 follower each ({left} at most), or stop.")
        }
        Prompt::Give { to } => format!("Give a card of your hand to {}.", name(*to)),
        Prompt::TakeCard { victim, .. } => format!("Take a card from {}.", name(*victim)),
        Prompt::SetDie => "Crown of Fortune: turn one die to the face you want.".into(),
    }
}

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

/// Thor's or Odin's conversion at the level of the player deciding (§11).
fn conversion(view: &ValdaView, g: God) -> Option<skald::valda::gods::Conversion> {
    let level = view.to_move.and_then(|p| view.table.seats.get(p))?.level(g);
    match g {
        God::Thor => skald::valda::gods::thor(level),
        _ => skald::valda::gods::odin(level),
    }
}

/// The words on an action's button.
pub fn action_words(a: &Action, view: &ValdaView, set: &CardSet, names: &[String]) -> String {
    let card = |c: CardId| {
        set.cards
            .get(c as usize)
            .map_or("a card".to_string(), |d| d.name.clone())
    };
    let name = |q: usize| player_name(names, q);
    match a {
        Action::Roll => "Roll the dice".into(),
        Action::Trade { pay, get } => format!("Trade {} for 1 {}", res(*pay), kind_words(*get)),
        Action::Heimdall { pay, get } => {
            format!("Heimdall: {} for 1 {}", res(*pay), kind_words(*get))
        }
        Action::EndPhase => match view.table.turn.phase {
            Phase::Resources => "End the resource phase".into(),
            Phase::Game => "End the game phase".into(),
            Phase::Building => "End the building phase".into(),
            Phase::Attack => "Go on".into(),
            Phase::Followers => "End the turn".into(),
        },
        Action::OpenDraw => "Draw the base cards".into(),
        Action::OwnerDraw(g) => format!("Draw from {}'s deck (hidden)", god_name(*g)),
        Action::Play { card: c, open } => {
            format!(
                "Play {}{}",
                card(*c),
                if *open { " (open card)" } else { "" }
            )
        }
        Action::TakeResource(k) => format!("Take 1 {} (⚡1)", kind_words(*k)),
        Action::DrawTwo => "Draw 2 cards (⚡2)".into(),
        Action::DrawOne => "Draw 1 card (⚡1, Freya)".into(),
        Action::Discard(c) => format!("Discard {}", card(*c)),
        Action::Build { building, skip } => {
            let price = skald::valda::price(*building).minus(*skip);
            let mut s = format!(
                "Build {} for {}",
                skald::valda::words::building(*building),
                res(price)
            );
            if skip.total() > 0 {
                s.push_str(&format!(" (discount: {})", res(*skip)));
            }
            s
        }
        Action::Attack(c) => format!("Attack with {}", card(*c)),
        Action::Defend(c) => format!("Defend with {}", card(*c)),
        Action::NoDefence => "No defence".into(),
        Action::Weapon { card: c, option } => {
            let opt = set
                .cards
                .get(*c as usize)
                .and_then(|d| match &d.effect {
                    Effect::Options(o) => o.get(*option as usize).map(|o| option_words(&o.name)),
                    _ => None,
                })
                .unwrap_or_else(|| format!("option {}", option + 1));
            format!("{}: {opt}", card(*c))
        }
        Action::Pass => match view.prompt {
            Some(Prompt::Swap { .. } | Prompt::PayFor { .. } | Prompt::Sacrifice { .. })
            | Some(Prompt::FromDiscard { .. }) => "Stop here".into(),
            _ => "Pass".into(),
        },
        Action::Mute => "Pass, and do not ask me again until my turn".into(),
        Action::Thor { pay } => {
            let followers = conversion(view, God::Thor).map_or(1, |c| c.followers);
            format!(
                "Thor: pay {} for {followers} follower{}",
                res(*pay),
                if followers == 1 { "" } else { "s" }
            )
        }
        Action::Odin => match conversion(view, God::Odin) {
            Some(c) => format!(
                "Odin: pay {} divine blood for {} follower{}",
                c.cost,
                c.followers,
                if c.followers == 1 { "" } else { "s" }
            ),
            None => "Odin".into(),
        },
        Action::Loki => "Loki: roll the white dice for followers".into(),
        Action::Pick(r) => format!("Take {}", res(*r)),
        Action::Swap { pay, get } => format!("Give {}, get {}", res(*pay), res(*get)),
        Action::Player(p) => name(*p),
        Action::God(g) => format!("{}'s deck", god_name(*g)),
        Action::Card(c) => card(*c),
        Action::Random => "A random card from the hand".into(),
        Action::Die { index, face } => format!("Turn die {} to {}", index + 1, face_words(*face)),
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ControlsProps {
    pub view: Rc<ValdaView>,
    pub set: Rc<CardSet>,
    pub names: Vec<String>,
    pub legal: Rc<Vec<Action>>,
    pub chosen: Option<(CardId, Place)>,
    /// A building chosen on the map or village with several ways to pay: only its builds.
    #[prop_or_default]
    pub focus_build: Option<Building>,
    pub on_action: Callback<Action>,
    pub on_choose: Callback<Option<(CardId, Place)>>,
}

/// The controls of the decision due.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let v = &props.view;
    let Some(prompt) = &v.prompt else {
        return html! {};
    };
    let words = |a: &Action| action_words(a, v, &props.set, &props.names);
    let button = |a: &Action, primary: bool| {
        let cb = props.on_action.clone();
        let act = a.clone();
        let test = serde_json::to_string(a).unwrap_or_default();
        html! {
            <button type="button" class={classes!("btn", primary.then_some("primary"))} data-action={test}
                onclick={Callback::from(move |_: MouseEvent| cb.emit(act.clone()))}>{ words(a) }</button>
        }
    };
    // Cards to choose from outside the hand.
    let outside: Option<(Vec<CardId>, &str)> = match prompt {
        Prompt::KeepGodCard { .. } | Prompt::SearchTake { .. } | Prompt::SearchUnder => {
            Some((v.looking.clone().unwrap_or_default(), "Cards you look at"))
        }
        Prompt::FromDiscard { .. } => {
            let mut c: Vec<CardId> = props.legal.iter().filter_map(card_of).collect();
            c.dedup();
            Some((c, "The discard pile's cards you may take"))
        }
        Prompt::TakeCard { .. } => Some((v.table.turn.open.clone(), "Open cards")),
        _ => None,
    };
    let chosen_card = props.chosen.map(|(c, _)| c);
    let for_chosen: Vec<&Action> = match props.chosen {
        Some((c, place)) => actions_for(&props.legal, c, place),
        None => Vec::new(),
    };
    let trades: Vec<&Action> = props
        .legal
        .iter()
        .filter(|a| matches!(a, Action::Trade { .. }))
        .collect();
    let rest: Vec<&Action> = props
        .legal
        .iter()
        .filter(|a| card_of(a).is_none() && !matches!(a, Action::Trade { .. }))
        .filter(|a| match (props.focus_build, a) {
            (Some(b), Action::Build { building, .. }) => *building == b,
            (Some(_), _) => false,
            _ => true,
        })
        .collect();
    let (takes, rest): (Vec<&Action>, Vec<&Action>) = rest
        .into_iter()
        .partition(|a| matches!(a, Action::TakeResource(_)));
    let on_outside = {
        let legal = props.legal.clone();
        let cb = props.on_action.clone();
        let choose = props.on_choose.clone();
        Callback::from(move |c: CardId| {
            let acts: Vec<&Action> = legal.iter().filter(|a| card_of(a) == Some(c)).collect();
            if acts.len() == 1 {
                cb.emit(acts[0].clone());
            } else {
                choose.emit(Some((c, Place::Looking)));
            }
        })
    };
    let live_outside: Vec<CardId> = props.legal.iter().filter_map(card_of).collect();
    html! {
        <section class="vcontrols" aria-label="Your decision" data-testid="controls"
            data-prompt={serde_json::to_string(prompt).unwrap_or_default()}
            data-legal={serde_json::to_string(&*props.legal).unwrap_or_default()}>
            <p class="vask" data-testid="ask">{ prompt_words(prompt, v, &props.names) }</p>
            if let Some((cards, label)) = outside {
                <CardRow set={props.set.clone()} {cards} live={live_outside} chosen={chosen_card}
                    kind="choice" label={label.to_string()} on_tap={on_outside} />
                if matches!(prompt, Prompt::TakeCard { .. }) {
                    if let Some(a) = props.legal.iter().find(|a| matches!(a, Action::Random)) {
                        { button(a, false) }
                    }
                }
            }
            if let Some(d) = chosen_card.and_then(|c| props.set.cards.get(c as usize)) {
                <p class="vcard-full" data-testid="chosen-text"><strong>{ format!("{}: ", d.name) }</strong>{ d.text.clone() }</p>
            }
            if !for_chosen.is_empty() {
                <div class="vchosen" data-testid="chosen-actions">
                    { for for_chosen.iter().map(|a| button(a, true)) }
                </div>
            } else if chosen_card.is_some() {
                <p class="hint">{ "Nothing can be done with this card now." }</p>
            }
            if !takes.is_empty() {
                <div class="vtake" role="group" aria-label="Take a resource for 1 action">
                    { for takes.iter().map(|a| {
                        let Action::TakeResource(k) = a else { return html! {} };
                        let cb = props.on_action.clone();
                        let act = (*a).clone();
                        html! {
                            <button type="button" class={classes!("btn", "vtake-btn", kind_code(*k))} data-testid={format!("take-{}", kind_code(*k))}
                                data-action={serde_json::to_string(*a).unwrap_or_default()}
                                onclick={Callback::from(move |_: MouseEvent| cb.emit(act.clone()))} aria-label={words(a)}>
                                { resource_icon(kind_code(*k)) }<span>{ "+1 ⚡" }</span>
                            </button>
                        }
                    }) }
                </div>
            }
            if !trades.is_empty() {
                <TradeBox legal={props.legal.clone()} have={v.to_move.and_then(|p| v.table.seats.get(p)).map_or(Resources::default(), |s| s.res)}
                    on_action={props.on_action.clone()} />
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
    pub on_action: Callback<Action>,
}

/// Trading 4 : 1 — choose what to pay (steppers, 4 in all) and what to get; shows the
/// trade in words, and the button is on only for a trade in the engine's list.
#[component]
pub fn TradeBox(props: &TradeProps) -> Html {
    let pay = use_state(|| {
        // Start from the most plentiful kinds.
        let mut h = props.have;
        let mut p = Resources::default();
        for _ in 0..4 {
            let k = *Kind::ALL
                .iter()
                .max_by_key(|&&k| h.of(k))
                .unwrap_or(&Kind::Gold);
            if h.of(k) == 0 {
                break;
            }
            h = h.minus(k.one());
            p = p.plus(k.one());
        }
        p
    });
    let get = use_state(|| Kind::Blood);
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
        <div class="vtrade" role="group" aria-label="Trade 4 resources for 1" data-testid="trade">
            <span class="vtrade-title">{ "Trade 4 : 1" }</span>
            <span class="vtrade-pay">
                { for Kind::ALL.iter().map(|&k| html! {
                    <span class="vstep" data-kind={kind_code(k)}>
                        <button type="button" class="btn small" aria-label={format!("Pay one {} less", kind_words(k))}
                            disabled={pay.of(k) == 0} onclick={step(k, false)}>{ "−" }</button>
                        { resource_icon(kind_code(k)) }<span class="vstep-n">{ pay.of(k) }</span>
                        <button type="button" class="btn small" aria-label={format!("Pay one {} more", kind_words(k))}
                            disabled={pay.of(k) >= props.have.of(k) || pay.total() >= 4} onclick={step(k, true)}>{ "+" }</button>
                    </span>
                }) }
            </span>
            <span class="vtrade-arrow" aria-hidden="true">{ "→" }</span>
            <span class="vtrade-get" role="radiogroup" aria-label="Get">
                { for Kind::ALL.iter().map(|&k| {
                    let g = get.clone();
                    html! {
                        <button type="button" role="radio" aria-checked={(*get == k).to_string()} class={classes!("btn", "small", (*get == k).then_some("on"))}
                            aria-label={format!("Get 1 {}", kind_words(k))} onclick={Callback::from(move |_: MouseEvent| g.set(k))}>
                            { resource_icon(kind_code(k)) }
                        </button>
                    }
                }) }
            </span>
            <button type="button" class="btn" disabled={!legal} onclick={on_trade} data-testid="trade-button">
                { format!("Pay {}, get 1 {}", res(*pay), kind_words(*get)) }
            </button>
        </div>
    }
}
