//! The middle of the table: the set to beat, its value and size, what the next set must be,
//! and, while a take is pending, the previous set to take one card from.

use skald::odin::{Card, CardSet};
use web_sys::PointerEvent;
use yew::prelude::*;

use super::card::{card_classes, card_face, CardView};
use crate::odin::words as w;

/// What [`middle`] shows and whom it tells of a take.
#[derive(Default)]
pub struct MiddleProps {
    pub middle: CardSet,
    pub value: Option<u32>,
    /// "The next set must be 2 or 3 cards above 72" (the engine's words).
    pub requirement: AttrValue,
    /// Who played the middle set.
    pub played_by: Option<(AttrValue, AttrValue)>,
    /// While a take is pending and the hand is shown: the cards to take one of.
    pub take_from: CardSet,
    /// A finger or pointer down on a card to take.
    pub on_take_down: Callback<(Card, PointerEvent)>,
    /// Enter or Space on a card to take.
    pub on_take_key: Callback<Card>,
    /// Cards are being dragged: the middle is a drop target.
    pub dropping: bool,
}

/// The set to beat with its value and who played it, what the next set must be, and the
/// cards to take one of.
pub fn middle(props: MiddleProps) -> Html {
    let size = props.middle.len();
    let facts = match props.value {
        Some(v) => w::middle_facts(w::value(v), size),
        None => w::middle_empty_facts().to_string(),
    };
    html! {
        <section class={classes!("omiddle", props.dropping.then_some("dropping"))} data-drop="middle"
            aria-label={w::middle_label()} data-value={props.value.map(|v| v.to_string()).unwrap_or_default()}
            data-size={size.to_string()}>
            <div class="omiddle-facts">
                <span class="omiddle-value" data-testid="middle-value">{ facts }</span>
                if let Some((name, color)) = &props.played_by {
                    <span class="omiddle-by" style={format!("--player: {color}")}>{ w::played_by(name.as_str()) }</span>
                }
            </div>
            <div class="omiddle-cards" data-testid="middle" style={format!("--n: {size}")}>
                if props.middle.is_empty() {
                    <span class="omiddle-empty">{ w::middle_empty() }</span>
                } else {
                    { for props.middle.cards().into_iter().map(|c| html! {
                        <CardView key={format!("{}-{c}", props.middle)} card={c} class={classes!("oin")} />
                    }) }
                }
            </div>
            <p class="orequirement" data-testid="requirement">{ props.requirement.clone() }</p>
            if !props.take_from.is_empty() {
                // A named group: a screen reader entering it (focus moves to its first
                // card after a play) hears what to do before the card's name.
                <div class="otake" data-testid="take" role="group" aria-labelledby="otake-title">
                    <p class="otake-title" id="otake-title">{ w::take_title() }</p>
                    <div class="otake-cards" style={format!("--n: {}", props.take_from.len())}>
                        { for props.take_from.cards().into_iter().map(|card| {
                            let onpointerdown = {
                                let cb = props.on_take_down.clone();
                                Callback::from(move |e: PointerEvent| cb.emit((card, e)))
                            };
                            let onkeydown = {
                                let cb = props.on_take_key.clone();
                                Callback::from(move |e: KeyboardEvent| {
                                    if e.key() == "Enter" || e.key() == " " {
                                        e.prevent_default();
                                        cb.emit(card);
                                    }
                                })
                            };
                            html! {
                                <button type="button" class={classes!(card_classes(card), "take-card")}
                                    data-card={card.to_string()} data-take="true"
                                    {onpointerdown} {onkeydown}>
                                    { card_face(card) }
                                    <span class="visually-hidden">{ crate::i18n::shell::take_card(w::card_words(card)) }</span>
                                </button>
                            }
                        }) }
                    </div>
                </div>
            }
        </section>
    }
}
