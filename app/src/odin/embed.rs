//! An Odin position in a frame of another page (`#/embed/odin?middle=…&hand=…`): the set
//! in the middle and a hand, with the cards that can beat it marked; with `try`, the reader
//! chooses cards (tap them, or drag them onto the middle), sees whether and why they may be
//! played, plays them, takes a card of the set they beat, and may reset. Nothing is saved.
//!
//! Parameters: `middle` (cards such as `5R 5B`, empty or absent for a lead), `hand`
//! (required), `caption`, `try` (bare).

use skald::odin::{check_play_on, playable_cards_on, set_value, Card, CardSet, Requirement};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::embed::frame::{EmbedError, EmbedFrame, Scheme};
use crate::embed::query::{ParamError, Params};
use crate::odin::components::hand::Hand;
use crate::odin::components::middle::Middle;

/// The parameters of an Odin embed.
pub const PARAMS: [&str; 4] = ["middle", "hand", "caption", "try"];
/// The longest caption, in characters.
const MAX_CAPTION: usize = 600;

/// An Odin embed, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    pub middle: CardSet,
    pub hand: CardSet,
    pub caption: Option<String>,
    pub try_it: bool,
}

fn cards(params: &Params, name: &str) -> Result<CardSet, ParamError> {
    params
        .get(name)
        .unwrap_or("")
        .parse::<CardSet>()
        .map_err(|e| {
            ParamError::new(
                name,
                format!(
                    "{e} (cards are written like 7R 7B: a number 1–9 and a colour R G B Y P O)"
                ),
            )
        })
}

/// Reads and checks an Odin embed.
pub fn read_spec(params: &Params) -> Result<Spec, ParamError> {
    if params.get("hand").is_none() {
        return Err(ParamError::new(
            "hand",
            "missing: give the hand's cards, for example hand=7R%207B%203G",
        ));
    }
    let middle = cards(params, "middle")?;
    let hand = cards(params, "hand")?;
    if !middle.is_empty() {
        set_value(middle)
            .map_err(|e| ParamError::new("middle", format!("{middle} is not a set: {e}")))?;
    }
    let both = middle.intersection(hand);
    if !both.is_empty() {
        return Err(ParamError::new(
            "hand",
            format!("{both} cannot be both in the hand and in the middle"),
        ));
    }
    if hand.is_empty() {
        return Err(ParamError::new("hand", "the hand is empty"));
    }
    let caption = match params.get("caption") {
        Some(c) if c.chars().count() > MAX_CAPTION => {
            return Err(ParamError::new(
                "caption",
                format!("a caption may be at most {MAX_CAPTION} characters"),
            ))
        }
        c => c.map(|c| c.trim().to_string()),
    };
    Ok(Spec {
        middle,
        hand,
        caption,
        try_it: params.get("try").is_some(),
    })
}

/// What the next set must be, in the engine's words.
fn requirement(middle: CardSet) -> String {
    let r = match set_value(middle) {
        Ok(value) if !middle.is_empty() => Requirement::Beat {
            size: middle.len(),
            value,
        },
        _ => Requirement::Lead,
    };
    crate::text::capitalise(&r.to_string())
}

fn read(query: &str) -> (String, Scheme, Result<Spec, ParamError>) {
    match Params::parse(query, &PARAMS) {
        Err(e) => (String::new(), Scheme::Auto, Err(e)),
        Ok(p) => match Scheme::parse(p.get("scheme")) {
            Err(e) => (p.id(), Scheme::Auto, Err(e)),
            Ok(scheme) => (p.id(), scheme, read_spec(&p)),
        },
    }
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
pub struct EmbedProps {
    pub query: AttrValue,
}

/// The Odin embed.
#[component]
pub fn Embed(props: &EmbedProps) -> Html {
    let read = use_memo(props.query.clone(), |q| read(q));
    let (id, scheme, spec) = &*read;
    let start = spec.as_ref().ok().map(|s| TryState {
        middle: s.middle,
        hand: s.hand,
        ..TryState::default()
    });
    let state = use_state(|| start.clone().unwrap_or_default());
    let body = match spec {
        Err(e) => html! { <EmbedError error={e.clone()} /> },
        Ok(spec) => {
            let s = &*state;
            let try_it = spec.try_it;
            let toggle = {
                let state = state.clone();
                Callback::from(move |card: Card| {
                    if !try_it || !state.take_from.is_empty() {
                        return;
                    }
                    let mut next = (*state).clone();
                    if next.selected.contains(card) {
                        next.selected.remove(card);
                    } else {
                        next.selected.insert(card);
                    }
                    state.set(next);
                })
            };
            let on_down = {
                let toggle = toggle.clone();
                Callback::from(move |(card, e): (Card, PointerEvent)| {
                    if try_it && e.is_primary() && e.button() <= 0 {
                        toggle.emit(card)
                    }
                })
            };
            let check =
                (!s.selected.is_empty()).then(|| check_play_on(s.middle, Some(s.hand), s.selected));
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
                let start = start.clone().unwrap_or_default();
                Callback::from(move |_: MouseEvent| state.set(start.clone()))
            };
            let playable = if s.take_from.is_empty() {
                playable_cards_on(s.hand, s.middle)
            } else {
                CardSet::EMPTY
            };
            let status = match (&check, s.take_from.is_empty()) {
                (_, false) => "Take one card of the set you beat.".to_string(),
                (Some(Ok(v)), _) => format!("{} may be played: value {v}.", s.selected),
                (Some(Err(e)), _) => format!("{} cannot be played: {e}.", s.selected),
                (None, _) if try_it && s.plays > 0 => format!("Played. {}.", requirement(s.middle)),
                (None, _) if try_it => "Choose cards to play: tap them.".to_string(),
                (None, _) => String::new(),
            };
            html! {
                <div class="embed-odin" data-plays={s.plays.to_string()}>
                    <Middle middle={s.middle} value={set_value(s.middle).ok().filter(|_| !s.middle.is_empty())}
                        requirement={AttrValue::from(requirement(s.middle))}
                        take_from={s.take_from}
                        on_take_down={{ let take = take.clone(); Callback::from(move |(c, _): (Card, PointerEvent)| take.emit(c)) }}
                        on_take_key={take} />
                    if let Some(c) = &spec.caption {
                        <p class="embed-caption" data-testid="caption">{ c.clone() }</p>
                    }
                    <Hand cards={s.hand.cards()} selected={s.selected} {playable} {on_down} on_toggle={toggle} />
                    if try_it {
                        <p class="embed-status" data-testid="try-status" aria-live="polite">{ status }</p>
                        <p class="embed-try-bar">
                            <button class="btn primary" onclick={play} disabled={!matches!(check, Some(Ok(_))) || !s.take_from.is_empty()} data-testid="try-play">{ "Play" }</button>
                            <button class="btn" onclick={reset} disabled={s.plays == 0 && s.selected.is_empty()} data-testid="try-reset">{ "Reset" }</button>
                        </p>
                    }
                </div>
            }
        }
    };
    html! {
        <EmbedFrame id={AttrValue::from(id.clone())} scheme={*scheme} game="odin" label="Odin position">
            { body }
            <p class="embed-credit"><a href="./#/odin/rules" target="_blank" rel="noopener">{ "Odin in Skald" }</a></p>
        </EmbedFrame>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(q: &str) -> Result<Spec, ParamError> {
        read_spec(&Params::parse(q, &PARAMS)?)
    }

    #[test]
    fn reads_positions_and_refuses_bad_ones() {
        let s = spec("middle=5R%205B&hand=7R%207B%203G&try").unwrap();
        assert_eq!(s.middle.len(), 2);
        assert!(s.try_it);
        assert_eq!(spec("middle=5R").unwrap_err().param, "hand");
        assert_eq!(spec("middle=5R%207B&hand=1R").unwrap_err().param, "middle");
        assert_eq!(spec("middle=5R&hand=5R").unwrap_err().param, "hand");
        let e = spec("hand=7R%20zz").unwrap_err();
        assert_eq!(e.param, "hand");
        assert!(e.message.contains("zz"), "{e}");
    }
}
