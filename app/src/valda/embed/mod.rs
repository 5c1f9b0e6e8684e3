//! A Valda position in a frame of another page (`#/embed/valda?position=…`, the build
//! `valda-embed` of scripts/builds.mjs): the god domains, the Yggdrasil track, the villages,
//! the open cards, this turn's dice and attack, as a spectator sees them (hands hidden
//! unless the author shows them); a worked example stepped action by action, each step in
//! the engine's log words; with `try`, the reader picks any of the engine's legal actions
//! and sees what it did. The table is drawn by Valda's own drawing functions fed a
//! spectator's view; no rule is written here. A whole game (`replay`) is drawn by Valda's
//! game build (`crate::embed::in_game_build`). Nothing is saved. Parameters: see [`spec`].

mod position;
pub mod spec;

use std::rc::Rc;

use skald::valda::event::Event;
use skald::valda::{Phase, Valda};
use skald::{Game, Viewer};
use yew::prelude::*;

use crate::embed::frame::{embed_error, use_embed_query, EmbedFrame, EmbedProps};
use crate::embed::stepper::Stepper;
use crate::i18n::shell;
use crate::valda::components::dice::{dice, DiceProps};
use crate::valda::components::fight::{fight_panel, FightProps};
use crate::valda::components::hand::{card_row, CardRowProps};
use crate::valda::components::map::{domain_map, DomainMapProps};
use crate::valda::components::track::{yggdrasil_track, TrackProps};
use crate::valda::components::village::{village, VillageProps};
use crate::valda::words::{self as w, action_words, prompt_words};
use spec::{move_words, PARAMS};

/// A row of cards that nobody acts on (the open cards, a hand the author shows).
fn shown_cards(game: &Valda, cards: Vec<u8>, kind: &'static str, label: String) -> Html {
    card_row(CardRowProps {
        set: Rc::new(game.card_set().clone()),
        cards,
        live: Vec::new(),
        chosen: None,
        new: Vec::new(),
        kind: AttrValue::Static(kind),
        label: AttrValue::from(label),
        on_tap: None,
        on_down: None,
    })
}

/// The table of `game` as a spectator sees it, with the hands `hands` shows (by seat), and
/// who decides now and what they are asked.
fn table(game: &Valda, names: &[String], hands: &[bool]) -> Html {
    let view = game.view(Viewer::Spectator);
    let t = &view.table;
    let set = Rc::new(game.card_set().clone());
    let attr_names: Vec<AttrValue> = names.iter().map(|n| AttrValue::from(n.clone())).collect();
    let name = |p: usize| w::seat_name(names, p);
    // This turn's latest roll and attack outcome, as the play screen shows them.
    let turn_start = t
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Turn { .. }))
        .unwrap_or(0);
    let this_turn = &t.log[turn_start..];
    let roll = this_turn.iter().rev().find_map(|e| match e {
        Event::Rolled { player, faces } => Some((*player, faces.clone())),
        _ => None,
    });
    let outcome = this_turn
        .iter()
        .rev()
        .find(|e| matches!(e, Event::Outcome { .. }))
        .and_then(|e| w::describe(e, &set, names, None));
    let in_attack = t.turn.phase == Phase::Attack || t.fight.is_some();
    let now = game.prompt().map(|(p, prompt)| {
        let seen = game.view(Viewer::Player(p));
        format!("{}: {}", name(p), prompt_words(prompt, &seen, names))
    });
    let followers: Vec<u32> = t.seats.iter().map(|s| s.followers).collect();
    let scores: Vec<String> = followers.iter().map(|f| f.to_string()).collect();
    html! {
        <div class="embed-valda-table" data-scores={scores.join(",")} data-round={t.turn.round.to_string()}
            data-active={t.turn.active.to_string()} data-phase={crate::valda::components::stepper::phase_code(t.turn.phase)}>
            { yggdrasil_track(TrackProps { followers, names: attr_names.clone(), ..Default::default() }) }
            { domain_map(DomainMapProps { table: Rc::new(t.clone()), god_counts: view.god_counts, names: attr_names.clone(),
                colours: Vec::new(), buildable: Vec::new(), offers: Vec::new(), held: Default::default(), on_build: Callback::noop() }) }
            <div class="embed-valda-middle">
                <p class="vdecks" data-testid="decks">{ w::base_deck(view.base_count) }</p>
                if let Some((p, faces)) = roll {
                    { dice(DiceProps { faces, who: AttrValue::from(name(p)), serial: 0 }) }
                }
                if in_attack || outcome.is_some() {
                    { fight_panel(FightProps { set: set.clone(), fight: t.fight.clone(), names: attr_names.clone(),
                        order: if t.turn.phase == Phase::Attack { t.turn.attack_order.clone() } else { Vec::new() },
                        outcome: outcome.map(AttrValue::from) }) }
                }
                if !t.turn.open.is_empty() {
                    { shown_cards(game, t.turn.open.clone(), "open", w::open_cards_of(name(t.turn.active))) }
                }
            </div>
            <div class="vvillages">
                { for t.seats.iter().enumerate().map(|(p, s)| html! {
                    <div class="embed-valda-seat">
                        { village(VillageProps { seat: p, name: AttrValue::from(name(p)), state: s.clone(),
                            hand_size: view.hand_sizes.get(p).copied().unwrap_or(0), active: p == t.turn.active, mine: false,
                            colour: None, buildable: Vec::new(), on_build: Callback::noop(), computer: None }) }
                        if hands.get(p).copied().unwrap_or(false) {
                            { shown_cards(game, game.hand(p).to_vec(), "shown-hand", w::hand_of(name(p))) }
                        }
                    </div>
                }) }
            </div>
            if let Some(now) = now {
                <p class="embed-valda-now" data-testid="prompt">{ now }</p>
            }
        </div>
    }
}

#[derive(Properties)]
struct TryProps {
    start: Rc<Valda>,
    names: Rc<Vec<String>>,
    hands: Vec<bool>,
}

impl PartialEq for TryProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.start, &other.start)
            && Rc::ptr_eq(&self.names, &other.names)
            && self.hands == other.hands
    }
}

/// A position the reader plays on: every legal action of the player to decide, in words
/// (a list of buttons); picking one plays it and says what it did in the log's words.
#[component]
fn Try(props: &TryProps) -> Html {
    // The positions tried, from the start; and what the latest action did.
    let tried = use_state(|| (vec![props.start.clone()], Vec::<String>::new()));
    let (games, said) = &*tried;
    let game = games.last().cloned().unwrap_or_else(|| props.start.clone());
    let legal = game.legal_actions();
    let seen = game.to_move().map(|p| game.view(Viewer::Player(p)));
    let pick = |i: usize| {
        let (tried, names, game) = (tried.clone(), props.names.clone(), game.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(action) = game.legal_actions().get(i).cloned() else {
                return;
            };
            let mut next = (*game).clone();
            if next.apply(&action).is_ok() {
                let words = move_words(&game, &next, &names);
                let mut games = tried.0.clone();
                games.push(Rc::new(next));
                tried.set((games, words));
            }
        })
    };
    let reset = {
        let (tried, start) = (tried.clone(), props.start.clone());
        Callback::from(move |_: MouseEvent| tried.set((vec![start.clone()], Vec::new())))
    };
    let back = {
        let tried = tried.clone();
        Callback::from(move |_: MouseEvent| {
            let mut games = tried.0.clone();
            if games.len() > 1 {
                games.pop();
                tried.set((games, Vec::new()));
            }
        })
    };
    let count = games.len() - 1;
    html! {
        <div class="embed-valda-try" data-tries={count.to_string()}>
            { table(&game, &props.names, &props.hands) }
            <ul class="embed-lines" data-testid="try-outcome" aria-live="polite">
                { for said.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ul>
            if let Some(seen) = seen {
                <ul class="embed-valda-actions" aria-label={w::embed_actions()} data-testid="try-actions">
                    { for legal.iter().enumerate().map(|(i, a)| html! {
                        <li><button class="btn" onclick={pick(i)}>{ action_words(a, &seen, game.card_set(), &props.names) }</button></li>
                    }) }
                </ul>
            } else {
                <p class="embed-status">{ w::the_game_is_over() }</p>
            }
            <p class="embed-try-bar">
                <button class="btn" onclick={back} disabled={count == 0} data-testid="try-back">{ shell::previous_move() }</button>
                <button class="btn" onclick={reset} disabled={count == 0} data-testid="try-reset">{ shell::try_reset() }</button>
            </p>
        </div>
    }
}

/// The Valda embed: a position or a worked example, or a position to try actions on; or
/// what is wrong with the parameters.
#[component]
pub fn Embed(props: &EmbedProps) -> Html {
    let (read, at, go) = use_embed_query(&props.query, &PARAMS, spec::read);
    let (id, scheme, spec) = &*read;
    let body = match spec {
        // A build that reads no card list hands a position with a custom one over.
        Err(e) if spec::for_card_list_build(e) => {
            let hash = gloo::utils::window().location().hash().unwrap_or_default();
            let ask = AttrValue::from(spec::custom_cards_address(&hash));
            return html! { <crate::bundle::OtherBundle game={crate::games::GameId::Valda} {ask} /> };
        }
        Err(e) => embed_error(e),
        Ok(spec) => {
            let count = spec.steps.len();
            let i = (*at).min(count - 1);
            let step = &spec.steps[i];
            html! {
                <>
                    if spec.try_it {
                        // A new key per position: stepping drops the reader's tries.
                        <Try key={i} start={step.game.clone()} names={spec.names.clone()} hands={spec.hands.clone()} />
                    } else {
                        <div id="embed-valda-board">{ table(&step.game, &spec.names, &spec.hands) }</div>
                    }
                    if count > 1 {
                        <Stepper {count} at={i} on_go={go} swipe_on={(!spec.try_it).then_some(AttrValue::Static("embed-valda-board"))} />
                    }
                    <div class="embed-text" data-position={i.to_string()}>
                        if !step.words.is_empty() {
                            <ul class="embed-lines" data-testid="note">
                                { for step.words.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                            </ul>
                        }
                        if let Some(c) = &step.caption {
                            <p class="embed-caption" data-testid="caption">{ c.clone() }</p>
                        }
                    </div>
                </>
            }
        }
    };
    html! {
        <EmbedFrame id={AttrValue::from(id.clone())} scheme={*scheme} game="valda" label={w::embed_frame_label()}>
            { body }
            <p class="embed-credit"><a href="./#/valda/rules" target="_blank" rel="noopener">{ w::embed_credit() }</a></p>
        </EmbedFrame>
    }
}
