//! A row of cards: the hand along the bottom edge (in rows, every card in sight), the open
//! cards, the cards being looked at, the discard pile. Each card can be tapped (chosen) or pressed to drag.

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::CardId;
use web_sys::PointerEvent;
use yew::prelude::*;

use super::card::{card_face, CardProps};

/// What [`card_row`] shows and whom it tells.
pub struct CardRowProps {
    pub set: Rc<CardSet>,
    pub cards: Vec<CardId>,
    /// Cards something can be done with now.
    pub live: Vec<CardId>,
    /// The card chosen, if any.
    pub chosen: Option<CardId>,
    /// Cards marked new (came into the hand since its holder's latest action).
    pub new: Vec<CardId>,
    /// `hand`, `open`, `choice`, `pile`: how the row is laid out.
    pub kind: AttrValue,
    pub label: AttrValue,
    /// A tap on a card.
    pub on_tap: Option<Callback<CardId>>,
    /// A press that may become a drag.
    pub on_down: Option<Callback<(CardId, PointerEvent)>>,
}

/// The row.
pub fn card_row(props: CardRowProps) -> Html {
    html! {
        <ul class={classes!("vcards", props.kind.to_string())} aria-label={props.label.clone()}
            data-testid={format!("cards-{}", props.kind)}>
            { for props.cards.iter().enumerate().map(|(i, &c)| {
                let Some(def) = props.set.cards.get(c as usize) else { return html! {} };
                let dragging = props.on_down.is_some();
                // With a drag handler, a pointer's tap arrives through the drag tracker; a
                // click from the keyboard (detail 0) still chooses the card.
                let onclick = props.on_tap.clone().map(|cb| Callback::from(move |e: MouseEvent| {
                    if (!dragging || e.detail() == 0) && !(e.detail() > 0 && super::long_press::fired()) {
                        cb.emit(c)
                    }
                }));
                let onpointerdown = props.on_down.clone().map(|cb| Callback::from(move |e: PointerEvent| cb.emit((c, e))));
                let chosen = props.chosen == Some(c);
                html! {
                    <li key={format!("{i}-{c}")}>
                        { card_face(CardProps { def: def.clone(), id: c, chosen, live: props.live.contains(&c), new: props.new.contains(&c),
                            class: classes!(format!("{}-card", props.kind)), onclick, onpointerdown }) }
                    </li>
                }
            }) }
        </ul>
    }
}
