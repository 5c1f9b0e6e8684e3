//! A Valda position in a frame of another page (meant for `#/embed/valda?position=…`; **not in
//! any build yet**: as an embed build of its own it came to 268 KB, over the embeds' 200 KB
//! budget, and in Valda's game build it cost 39 KB, over that build's; see
//! `crate::embed::in_game_build`. Only whole games are embedded, by `crate::embed::replay`,
//! until a build of this fits). What it draws: the god
//! domains, the Yggdrasil track, the villages, the open cards, this turn's dice and attack
//! (hands hidden unless the author shows them); a worked example stepped action by action,
//! each step in the engine's log words; with `try`, the reader picks any of the engine's
//! legal actions and sees what it did; with `replay`, a whole game stepped. Nothing is
//! saved. Parameters: see [`spec`].

pub mod spec;

use std::rc::Rc;

use skald::valda::event::Event;
use skald::valda::{Phase, Valda};
use skald::{Game, Viewer};
use yew::prelude::*;

use crate::embed::frame::EmbedFrame;
use crate::embed::replay;
use crate::embed::stepper::Stepper;
use crate::i18n::shell;
use crate::valda::components::dice::Dice;
use crate::valda::components::fight::FightPanel;
use crate::valda::components::hand::CardRow;
use crate::valda::components::map::DomainMap;
use crate::valda::components::track::YggdrasilTrack;
use crate::valda::components::village::Village;
use crate::valda::state::ValdaApp;
use crate::valda::words::{self as w, action_words, prompt_words};
use spec::{all_names, move_words, Spec, PARAMS};

#[derive(Properties)]
struct TableProps {
    game: Rc<Valda>,
    /// Seats' names, every seat.
    names: Rc<Vec<String>>,
    hands: Vec<bool>,
}

impl PartialEq for TableProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && self.names == other.names
            && self.hands == other.hands
    }
}

/// The table of `game` as a spectator sees it, with the hands the author shows.
#[component]
fn Table(props: &TableProps) -> Html {
    let g = &props.game;
    let view = g.view(Viewer::Spectator);
    let t = &view.table;
    let set = Rc::new(g.card_set().clone());
    let names: Vec<AttrValue> = props
        .names
        .iter()
        .map(|n| AttrValue::from(n.clone()))
        .collect();
    let colours: Vec<AttrValue> = Vec::new();
    // This turn's latest roll, as the table shows it.
    let turn_start = t
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Turn { .. }))
        .unwrap_or(0);
    let dice = t.log[turn_start..].iter().rev().find_map(|e| match e {
        Event::Rolled { player, faces } => Some((*player, faces.clone())),
        _ => None,
    });
    let outcome = t.log[turn_start..]
        .iter()
        .rev()
        .find(|e| matches!(e, Event::Outcome { .. }))
        .and_then(|e| w::describe(e, &set, &props.names, None));
    let in_attack = t.turn.phase == Phase::Attack || t.fight.is_some();
    let name = |p: usize| props.names.get(p).cloned().unwrap_or_default();
    let now = g.prompt().map(|(p, prompt)| {
        let seen = g.view(Viewer::Player(p));
        format!("{}: {}", name(p), prompt_words(prompt, &seen, &props.names))
    });
    html! {
        <div class="embed-valda-table" data-scores={t.seats.iter().map(|s| s.followers.to_string()).collect::<Vec<_>>().join(",")}
            data-round={t.turn.round.to_string()} data-active={t.turn.active.to_string()}
            data-phase={format!("{:?}", t.turn.phase).to_lowercase()}>
            <YggdrasilTrack followers={t.seats.iter().map(|s| s.followers).collect::<Vec<_>>()} names={names.clone()} colours={colours.clone()} />
            <DomainMap table={Rc::new(t.clone())} god_counts={view.god_counts} names={names.clone()} colours={colours.clone()} />
            <div class="embed-valda-middle">
                <p class="vdecks" data-testid="decks">{ w::base_deck(view.base_count) }</p>
                if let Some((p, faces)) = dice {
                    <Dice {faces} who={AttrValue::from(name(p))} serial={0usize} />
                }
                if in_attack || outcome.is_some() {
                    <FightPanel set={set.clone()} fight={t.fight.clone()} names={names.clone()}
                        order={if t.turn.phase == Phase::Attack { t.turn.attack_order.clone() } else { Vec::new() }}
                        outcome={outcome.map(AttrValue::from)} />
                }
                if !t.turn.open.is_empty() {
                    <CardRow set={set.clone()} cards={t.turn.open.clone()} kind="open"
                        label={AttrValue::from(w::open_cards_of(name(t.turn.active)))} />
                }
            </div>
            <div class="vvillages">
                { for t.seats.iter().enumerate().map(|(p, s)| html! {
                    <div class="embed-valda-seat">
                        <Village seat={p} name={AttrValue::from(name(p))} state={s.clone()}
                            hand_size={view.hand_sizes.get(p).copied().unwrap_or(0)} active={p == t.turn.active} />
                        if props.hands.get(p).copied().unwrap_or(false) {
                            <CardRow set={set.clone()} cards={g.hand(p).to_vec()} kind="shown-hand"
                                label={AttrValue::from(w::hand_of(name(p)))} />
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
            && self.names == other.names
            && self.hands == other.hands
    }
}

/// A position the reader plays on: every legal action of the player to decide, in words;
/// picking one plays it and says what it did.
#[component]
fn Try(props: &TryProps) -> Html {
    // The positions tried, from the start; and what the latest action did.
    let tried = use_state(|| (vec![props.start.clone()], Vec::<String>::new()));
    let (games, said) = &*tried;
    let game = games.last().cloned().unwrap_or_else(|| props.start.clone());
    let legal = game.legal_actions();
    let decider = game.to_move();
    let seen = decider.map(|p| game.view(Viewer::Player(p)));
    let set = game.card_set();
    let pick = |i: usize| {
        let tried = tried.clone();
        let names = props.names.clone();
        let game = game.clone();
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
        let tried = tried.clone();
        let start = props.start.clone();
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
            <Table game={game.clone()} names={props.names.clone()} hands={props.hands.clone()} />
            if !said.is_empty() {
                <ul class="embed-lines" data-testid="try-outcome" aria-live="polite">
                    { for said.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                </ul>
            }
            if let Some(seen) = seen {
                <ul class="embed-valda-actions" aria-label={w::embed_actions()} data-testid="try-actions">
                    { for legal.iter().enumerate().map(|(i, a)| html! {
                        <li><button class="btn" onclick={pick(i)}>{ action_words(a, &seen, set, &props.names) }</button></li>
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

#[derive(Properties, PartialEq)]
struct PositionProps {
    spec: Rc<Spec>,
}

/// A position or a worked example, or a position to try actions on.
#[component]
fn PositionEmbed(props: &PositionProps) -> Html {
    let at = use_state(|| 0usize);
    let spec = &props.spec;
    let players = spec.steps[0].game.players();
    let names = Rc::new(all_names(&spec.names, players));
    let count = spec.steps.len();
    let i = (*at).min(count - 1);
    let step = &spec.steps[i];
    let go = {
        let at = at.clone();
        Callback::from(move |to: usize| at.set(to))
    };
    html! {
        <>
            if spec.try_it {
                // A new key per position: stepping drops the reader's tries.
                <Try key={i} start={step.game.clone()} names={names.clone()} hands={spec.hands.clone()} />
            } else {
                <div id="embed-valda-board">
                    <Table game={step.game.clone()} names={names.clone()} hands={spec.hands.clone()} />
                </div>
            }
            if count > 1 {
                <Stepper {count} at={i} on_go={go} swipe_on={(!spec.try_it).then_some(AttrValue::from("embed-valda-board"))} />
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

#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The route's query, still percent-encoded.
    pub query: AttrValue,
}

/// The Valda embed.
#[component]
pub fn Embed(props: &EmbedProps) -> Html {
    let read = use_memo(props.query.clone(), |q| {
        crate::embed::frame::open(q, &PARAMS, |p| {
            replay::read::<_, ValdaApp>(p, &PARAMS, |p| spec::read(p).map(Rc::new))
        })
    });
    let (id, scheme, shown) = &*read;
    let body = replay::body(
        shown,
        |spec| html! { <PositionEmbed spec={spec.clone()} /> },
    );
    html! {
        <EmbedFrame id={AttrValue::from(id.clone())} scheme={*scheme} game="valda" label={w::embed_frame_label()}>
            { body }
            <p class="embed-credit"><a href="./#/valda/rules" target="_blank" rel="noopener">{ w::embed_credit() }</a></p>
        </EmbedFrame>
    }
}
