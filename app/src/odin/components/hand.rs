//! The hand: a fan of cards along the bottom that always fits the screen's width (the
//! overlap grows with the number of cards), sorted by number or by colour. Cards that can
//! be part of a legal play now are marked (`data-playable`, raised with a ring); chosen
//! cards are lifted (`data-selected`). Pointer input goes to the play screen, which tells
//! taps from drags.

use skald::odin::{Card, CardSet};
use web_sys::PointerEvent;
use yew::prelude::*;

use super::card::{card_classes, card_face};
use crate::odin::settings::Sort;
use crate::odin::words as w;

/// The hand's cards in display order.
pub fn sorted(hand: CardSet, sort: Sort) -> Vec<Card> {
    let mut cards = hand.cards();
    if sort == Sort::Colour {
        cards.sort_by_key(|c| (c.colour().index(), std::cmp::Reverse(c.number())));
    }
    cards
}

/// What [`hand`] shows and whom it tells.
pub struct HandProps {
    pub cards: Vec<Card>,
    pub selected: CardSet,
    /// Cards that can be played now (with the current selection).
    pub playable: CardSet,
    /// Whether cards are marked at all (not while a take is pending).
    pub mark_playable: bool,
    /// A finger or pointer down on a card.
    pub on_down: Callback<(Card, PointerEvent)>,
    /// Keyboard: Enter or Space on a card toggles it.
    pub on_toggle: Callback<Card>,
}

/// The player's cards, selected and playable ones marked.
pub fn hand(props: HandProps) -> Html {
    let n = props.cards.len();
    html! {
        <div class="ohand" style={format!("--n: {n}")} data-testid="hand" role="group" aria-label={w::your_hand()}>
            { for props.cards.iter().enumerate().map(|(i, &card)| {
                let selected = props.selected.contains(card);
                let playable = props.mark_playable && props.playable.contains(card);
                let onpointerdown = {
                    let cb = props.on_down.clone();
                    Callback::from(move |e: PointerEvent| cb.emit((card, e)))
                };
                let onkeydown = {
                    let cb = props.on_toggle.clone();
                    Callback::from(move |e: KeyboardEvent| {
                        if e.key() == "Enter" || e.key() == " " {
                            e.prevent_default();
                            cb.emit(card);
                        }
                    })
                };
                // The name comes from hidden text inside the button (no aria-label that
                // would differ from the drawn corners): "9 purple, playable".
                let label = match (playable, selected) {
                    (true, true) => w::card_playable_chosen(w::card_words(card)),
                    (true, false) => w::card_playable(w::card_words(card)),
                    (false, true) => w::card_chosen(w::card_words(card)),
                    (false, false) => w::card_words(card),
                };
                html! {
                    <button type="button" key={card.to_string()}
                        class={classes!(card_classes(card), "hand-card",
                            selected.then_some("selected"), playable.then_some("playable"),
                            (props.mark_playable && !playable).then_some("dim"))}
                        style={format!("--i: {i}")}
                        data-card={card.to_string()} data-selected={selected.to_string()}
                        data-playable={playable.to_string()} aria-pressed={selected.to_string()}
                        data-handoff-focus={(i == 0).then_some("")}
                        {onpointerdown} {onkeydown}>
                        { card_face(card) }
                        <span class="visually-hidden">{ label }</span>
                    </button>
                }
            }) }
        </div>
    }
}
