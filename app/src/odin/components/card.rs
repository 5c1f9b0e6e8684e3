//! One Odin card, drawn with HTML/CSS and an inline SVG glyph of our own: the number large in
//! two corners, the colour as fill plus a per-colour glyph and stripe pattern, so the six
//! colours stay apart for colour-blind players and in grey-scale:
//!
//! | colour | letter | glyph | pattern |
//! |---|---|---|---|
//! | red | R | ● circle | horizontal stripes |
//! | orange | O | ▲ triangle | rising diagonal stripes |
//! | yellow | Y | ★ star | dots |
//! | green | G | ◆ diamond | vertical stripes |
//! | blue | B | ■ square | falling diagonal stripes |
//! | purple | P | ✚ cross | checks |

use skald::odin::{Card, CardSet, Colour};
use yew::prelude::*;

/// The colour's glyph as SVG (a 24 × 24 view box).
pub fn glyph(c: Colour) -> Html {
    let shape = match c {
        Colour::Red => html! { <circle cx="12" cy="12" r="9" /> },
        Colour::Orange => html! { <polygon points="12,2 22.5,21 1.5,21" /> },
        Colour::Yellow => {
            html! { <polygon points="12,1.5 14.9,9 22.8,9.3 16.6,14.2 18.8,21.9 12,17.4 5.2,21.9 7.4,14.2 1.2,9.3 9.1,9" /> }
        }
        Colour::Green => html! { <polygon points="12,1 23,12 12,23 1,12" /> },
        Colour::Blue => html! { <rect x="3" y="3" width="18" height="18" rx="1.5" /> },
        Colour::Purple => {
            html! { <polygon points="8.5,1.5 15.5,1.5 15.5,8.5 22.5,8.5 22.5,15.5 15.5,15.5 15.5,22.5 8.5,22.5 8.5,15.5 1.5,15.5 1.5,8.5 8.5,8.5" /> }
        }
    };
    html! {
        <svg class="ocard-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{ shape }</svg>
    }
}

/// The inside of a card (its corners and glyph); the caller gives the outer element, which
/// should carry `class="ocard c-R"` (see [`card_classes`]) and the label.
///
/// A 6 and a 9 are underlined, as on printed decks, so that a card seen upside down (the
/// lower corner is turned, and cards in a fan tilt) cannot be misread.
pub fn card_face(card: Card) -> Html {
    let n = card.number().to_string();
    let turnable = matches!(card.number(), 6 | 9).then_some("turnable");
    html! {
        <>
            <span class={classes!("ocard-corner", "tl", turnable)} aria-hidden="true">{ n.clone() }</span>
            { glyph(card.colour()) }
            <span class={classes!("ocard-corner", "br", turnable)} aria-hidden="true">{ n }</span>
        </>
    }
}

/// `ocard c-R` and friends.
pub fn card_classes(card: Card) -> Classes {
    classes!("ocard", format!("c-{}", card.colour().letter()))
}

#[derive(Properties, PartialEq, Clone)]
pub struct CardViewProps {
    pub card: Card,
    #[prop_or_default]
    pub class: Classes,
}

/// A card that does nothing (middle, examples, summaries).
#[component]
pub fn CardView(props: &CardViewProps) -> Html {
    let card = props.card;
    html! {
        <span class={classes!(card_classes(card), props.class.clone())} role="img"
            aria-label={crate::odin::words::card_words(card)} data-card={card.to_string()}>
            { card_face(card) }
        </span>
    }
}

/// A set of cards side by side, highest first (as its value reads), with more classes.
pub fn card_row(cards: CardSet, class: Classes) -> Html {
    html! {
        <span class={classes!("ocard-row", class)}>
            { for cards.cards().into_iter().map(|c| html! { <CardView card={c} /> }) }
        </span>
    }
}
