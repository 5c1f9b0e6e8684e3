//! An Odin position in a frame of another page (`#/embed/odin?middle=…&hand=…`): the set
//! in the middle and a hand, with the cards that can beat it marked; a worked example
//! stepped play by play; and, with `try`, the reader chooses cards (tap them), sees whether
//! and why they may be played, plays them, takes a card of the set they beat, and may
//! reset. Nothing is saved. Parameters: see [`spec`].

pub mod spec;
#[cfg(feature = "coach")]
pub mod taught;

use skald::odin::{check_play_on, playable_cards_on, set_value, Card, CardSet, Requirement};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::embed::frame::{embed_error, use_embed_query, EmbedFrame, EmbedProps};
use crate::embed::stepper::Stepper;
use crate::focus::focus_if_lost;
use crate::odin::components::hand::{hand, HandProps};
use crate::odin::components::middle::{middle, MiddleProps};
use crate::odin::words as w;
use spec::{Position, PARAMS};

/// What the next set must be, in the engine's words.
fn requirement(middle: CardSet) -> String {
    let r = match set_value(middle) {
        Ok(value) if !middle.is_empty() => Requirement::Beat {
            size: middle.len(),
            value,
        },
        _ => Requirement::Lead,
    };
    crate::odin::words::requirement(&r)
}

#[derive(Clone, Default, PartialEq)]
struct TryState {
    middle: CardSet,
    hand: CardSet,
    selected: CardSet,
    /// After a play: the set just beaten, to take one card of.
    take_from: CardSet,
    plays: usize,
}

#[derive(Properties, PartialEq)]
struct TableProps {
    position: Position,
    try_it: bool,
    /// The coach's note under the position (`teach`, in the embeds' teaching build).
    teach: bool,
}

/// One position: the middle and the hand, and the reader's tries on it.
#[component]
fn Table(props: &TableProps) -> Html {
    let start = TryState {
        middle: props.position.middle,
        hand: props.position.hand,
        ..TryState::default()
    };
    let state = use_state(|| start.clone());
    let s = &*state;
    let try_it = props.try_it;
    let toggle = {
        let state = state.clone();
        Callback::from(move |card: Card| {
            if !try_it || !state.take_from.is_empty() {
                return;
            }
            let mut next = (*state).clone();
            if !next.selected.remove(card) {
                next.selected.insert(card);
            }
            state.set(next);
        })
    };
    let on_down = {
        let toggle = toggle.clone();
        Callback::from(move |(card, e): (Card, PointerEvent)| {
            if e.is_primary() && e.button() <= 0 {
                toggle.emit(card)
            }
        })
    };
    let check = (!s.selected.is_empty()).then(|| check_play_on(s.middle, Some(s.hand), s.selected));
    let play = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let cur = (*state).clone();
            if check_play_on(cur.middle, Some(cur.hand), cur.selected).is_ok() {
                state.set(TryState {
                    middle: cur.selected,
                    hand: cur.hand.minus(cur.selected),
                    selected: CardSet::EMPTY,
                    take_from: cur.middle,
                    plays: cur.plays + 1,
                });
            }
        })
    };
    let take = {
        let state = state.clone();
        Callback::from(move |card: Card| {
            let mut next = (*state).clone();
            if next.take_from.contains(card) {
                next.hand.insert(card);
                next.take_from = CardSet::EMPTY;
                state.set(next);
            }
        })
    };
    let reset = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.set(start.clone()))
    };
    // By keyboard: after a play, focus goes to the first card to take one of; after the
    // take, to the hand.
    let root = use_node_ref();
    {
        let root = root.clone();
        use_effect_with((s.plays, s.take_from.is_empty()), move |&(plays, took)| {
            if let (true, Some(root)) = (plays > 0, root.cast::<web_sys::Element>()) {
                focus_if_lost(&root, if took { ".hand-card" } else { ".take-card" });
            }
        });
    }
    let playable = if s.take_from.is_empty() {
        playable_cards_on(s.hand, s.middle)
    } else {
        CardSet::EMPTY
    };
    let status = match (&check, s.take_from.is_empty()) {
        (_, false) => w::try_take().to_string(),
        (Some(Ok(v)), _) => w::try_may(s.selected.to_string(), w::value(*v)),
        (Some(Err(e)), _) => w::try_cannot(s.selected.to_string(), w::play_error(e)),
        (None, _) if s.plays > 0 => w::try_played(requirement(s.middle)),
        (None, _) => w::try_choose().to_string(),
    };
    html! {
        <div ref={root} class="embed-odin" data-plays={s.plays.to_string()}>
            { middle(MiddleProps { middle: s.middle, value: set_value(s.middle).ok().filter(|_| !s.middle.is_empty()),
                requirement: AttrValue::from(requirement(s.middle)),
                take_from: s.take_from,
                on_take_down: { let take = take.clone(); Callback::from(move |(c, _): (Card, PointerEvent)| take.emit(c)) },
                on_take_key: take, ..Default::default() }) }
            { hand(HandProps { cards: s.hand.cards(), selected: s.selected, playable, mark_playable: true, on_down, on_toggle: toggle }) }
            if try_it {
                <p class="embed-status" data-testid="try-status" aria-live="polite">{ status }</p>
                <p class="embed-try-bar">
                    <button class="btn primary" onclick={play} disabled={!matches!(check, Some(Ok(_))) || !s.take_from.is_empty()} data-testid="try-play">{ w::try_play() }</button>
                    <button class="btn" onclick={reset} disabled={s.plays == 0 && s.selected.is_empty()} data-testid="try-reset">{ w::try_reset() }</button>
                </p>
            }
            if props.teach {
                { taught(s) }
            }
        </div>
    }
}

/// The coach's note for the hand's player in the position on show (`taught`).
#[cfg(feature = "coach")]
fn taught(s: &TryState) -> Html {
    taught::note(s.middle, s.hand, s.take_from, s.plays > 0)
}

/// No note in a build without the coach (`teach` is only ever on in the teaching build).
#[cfg(not(feature = "coach"))]
fn taught(_: &TryState) -> Html {
    Html::default()
}

/// The Odin embed.
#[component]
pub fn Embed(props: &EmbedProps) -> Html {
    let (read, at, go) = use_embed_query(&props.query, &PARAMS, spec::read);
    let (id, scheme, spec) = &*read;
    let teach = cfg!(feature = "coach") && crate::embed::query::asks_teach(&props.query);
    let body = match spec {
        Err(e) => embed_error(e),
        Ok(spec) => {
            let count = spec.positions.len();
            let i = (*at).min(count - 1);
            let pos = &spec.positions[i];
            html! {
                <>
                    // A new key per position: stepping drops the reader's tries.
                    <Table key={i} position={pos.clone()} try_it={spec.try_it} {teach} />
                    if count > 1 {
                        <Stepper {count} at={i} on_go={go} />
                    }
                    <div class="embed-text" data-position={i.to_string()}>
                        if let Some(note) = &pos.note {
                            <p class="embed-note" data-testid="note">{ note.clone() }</p>
                        }
                        if let Some(c) = &pos.caption {
                            <p class="embed-caption" data-testid="caption">{ c.clone() }</p>
                        }
                    </div>
                </>
            }
        }
    };
    html! {
        <EmbedFrame id={AttrValue::from(id.clone())} scheme={*scheme} game="odin" label={w::embed_frame_label()}>
            { body }
            <p class="embed-credit"><a href="./#/odin/rules" target="_blank" rel="noopener">{ w::embed_credit() }</a></p>
        </EmbedFrame>
    }
}
