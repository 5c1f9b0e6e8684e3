//! A card as a card: its type by colour *and* glyph (yellow action with a star, red attack
//! with crossed swords, a shield for defence, blue god weapon with the god's rune), the
//! god's emblem on god-deck cards, the power large, the effect in short plain words
//! (worded from the effect in the language in use, `valda::card_words`), and whether
//! playing it costs an action (⚡).

use skald::valda::cards::{CardDef, CardType, Deck, God};
use yew::prelude::*;

use crate::valda::card_words;

/// The glyph of a card type (our own line drawings).
pub fn type_glyph(t: CardType) -> Html {
    let path = match t {
        CardType::Action => "M12 2 L14.6 9 L22 9.3 L16.2 14 L18.2 21.5 L12 17.2 L5.8 21.5 L7.8 14 L2 9.3 L9.4 9 Z",
        CardType::Attack => "M4 3 L14 13 M3 6 L6 3 M20 3 L10 13 M18 3 L21 6 M8 15 L3 20 M16 15 L21 20 M6 13 L11 18 M18 13 L13 18",
        CardType::Defence => "M12 2 L20 5 V11 C20 16 16.5 20 12 22 C7.5 20 4 16 4 11 V5 Z",
        CardType::GodWeapon => "M12 2 L15 9 L22 12 L15 15 L12 22 L9 15 L2 12 L9 9 Z",
    };
    html! {
        <svg class="vglyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={path} /></svg>
    }
}

/// A god's emblem: a simple rune-like mark per god.
pub fn god_emblem(g: God) -> Html {
    let path = match g {
        God::Heimdall => "M5 20 V4 M19 20 V4 M5 12 H19 M9 4 L12 8 L15 4", // horn and bridge
        God::Freya => "M12 3 C7 3 5 7 5 10 C5 15 12 21 12 21 C12 21 19 15 19 10 C19 7 17 3 12 3 M12 7 V15",
        God::Surtur => "M12 2 C14 7 19 9 17 15 C16 19 13 21 12 21 C8 21 6 17 7 13 C8 10 11 9 12 2",
        God::Tyr => "M12 3 V21 M6 8 L12 3 L18 8",
        God::Thor => "M5 4 H19 V10 H5 Z M12 10 V21",
        God::Odin => "M12 4 C6 4 3 12 3 12 C3 12 6 20 12 20 C18 20 21 12 21 12 C21 12 18 4 12 4 M12 9 A3 3 0 1 0 12.01 9",
        God::Loki => "M6 20 C6 12 18 14 18 7 C18 4 15 3 13 4 M6 4 C6 9 10 10 12 12",
    };
    html! {
        <svg class="vgod" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={path} /></svg>
    }
}

/// What [`card_face`] draws: the card, its number, its state and what it answers.
#[derive(PartialEq, Clone)]
pub struct CardProps {
    pub def: CardDef,
    /// The card's number in the set (`data-card`, for tests and drags).
    pub id: u8,
    pub chosen: bool,
    /// Whether something can be done with it now.
    pub live: bool,
    /// Whether it came into the hand since its holder's latest action (marked "New").
    pub new: bool,
    /// Extra classes (`hand-card`, `open-card`…).
    pub class: Classes,
    pub onclick: Option<Callback<MouseEvent>>,
    pub onpointerdown: Option<Callback<PointerEvent>>,
}

impl CardProps {
    /// Card `id` of the set, `def`, drawn plain: not chosen, live or new, answering nothing.
    pub fn new(def: CardDef, id: u8) -> CardProps {
        CardProps {
            def,
            id,
            chosen: false,
            live: false,
            new: false,
            class: Classes::new(),
            onclick: None,
            onpointerdown: None,
        }
    }
}

/// One card face. A drawing function, not a component (no state of its own): the builds
/// that draw cards hold one component's machinery less, and an embed can draw it without
/// yew's renderer.
pub fn card_face(props: CardProps) -> Html {
    let d = &props.def;
    let god = match d.deck {
        Deck::God(g) => Some(g),
        Deck::Base => None,
    };
    let power = d.attack_power.or(d.defence_power);
    let label = card_words::card_label(d);
    let name = card_words::card_name(d);
    // The name's longest word, in letters (with the hyphen or space after it): the face's
    // CSS shrinks a name whose longest word would not fit the card's width (German
    // compounds, a card list's own names).
    let longest = name
        .split(|c: char| c.is_whitespace() || c == '-')
        .map(|w| w.chars().count() + 1)
        .max()
        .unwrap_or(1);
    let cost = match d.card_type {
        CardType::Action if d.costs_action => Some("⚡1"),
        CardType::Action => Some(card_words::cost_free()),
        _ => None,
    };
    let interactive = props.onclick.is_some() || props.onpointerdown.is_some();
    let class = classes!(
        "vcard",
        props.class.clone(),
        props.chosen.then_some("chosen"),
        props.live.then_some("live"),
        props.new.then_some("new")
    );
    let body = html! {
        <>
            <span class="vcard-top" aria-hidden="true">
                { type_glyph(d.card_type) }
                <span class="vcard-type">{ card_words::type_name(d.card_type) }</span>
                if let Some(c) = cost { <span class="vcard-cost">{ c }</span> }
            </span>
            <span class="vcard-name" aria-hidden="true" style={format!("--nw:{longest}")}>{ name }</span>
            if let Some(p) = power {
                <span class="vcard-power" aria-hidden="true">{ p }</span>
            }
            if let Some(g) = god {
                <span class="vcard-god" aria-hidden="true">{ god_emblem(g) }<span>{ card_words::god_name(g) }</span></span>
            }
            <span class="vcard-text" aria-hidden="true">{ card_words::card_text(d) }</span>
            if props.new {
                <span class="vcard-new" data-testid="new-card">{ card_words::new_card() }</span>
            }
        </>
    };
    if interactive {
        html! {
            // Named by the hidden text, not an aria-label that would differ from the
            // drawn face (axe: label-content-name-mismatch); the face is for the eye.
            <button type="button" {class} data-card={props.id.to_string()} data-type={d.card_type.word()}
                data-deck={d.deck.word()} aria-pressed={props.chosen.to_string()}
                onclick={props.onclick.clone()} onpointerdown={props.onpointerdown.clone()}>
                { body }
                <span class="visually-hidden">{ label }</span>
            </button>
        }
    } else {
        html! {
            <div {class} data-card={props.id.to_string()} data-type={d.card_type.word()}
                data-deck={d.deck.word()} role="img" aria-label={label}>
                { body }
            </div>
        }
    }
}
