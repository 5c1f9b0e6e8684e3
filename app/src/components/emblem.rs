use yew::prelude::*;

use crate::games::GameId;

/// A small line drawing for each game (our own artwork, drawn in the current text colour):
/// a cluster of tiles for Völuspá, a fan of cards for Odin, the world tree for Valda.
pub fn emblem(game: GameId) -> Html {
    let drawing = match game {
        GameId::Voluspa => html! {
            <>
                <rect x="6" y="18" width="14" height="14" rx="2" />
                <rect x="22" y="18" width="14" height="14" rx="2" class="fill" />
                <rect x="22" y="34" width="14" height="14" rx="2" />
                <rect x="38" y="18" width="14" height="14" rx="2" />
                <rect x="22" y="2" width="14" height="14" rx="2" />
                <path d="M29 21 v8 M26 24 l3 -3 3 3" class="ink" />
            </>
        },
        GameId::Odin => html! {
            <>
                <rect x="10" y="10" width="20" height="30" rx="3" transform="rotate(-16 20 40)" />
                <rect x="20" y="8" width="20" height="30" rx="3" class="fill" />
                <rect x="30" y="10" width="20" height="30" rx="3" transform="rotate(16 40 40)" />
                <path d="M25.5 15 h9 l-5.5 14" class="ink" />
            </>
        },
        GameId::Valda => html! {
            <>
                <path d="M29 52 V22" />
                <path d="M29 36 L17 26 M29 30 L41 20 M29 42 L43 34 M29 26 L19 14" />
                <circle cx="29" cy="14" r="6" class="fill" />
                <path d="M21 52 q8 -6 16 0" />
            </>
        },
    };
    html! {
        <svg class="emblem" viewBox="0 0 58 54" aria-hidden="true" focusable="false">
            { drawing }
        </svg>
    }
}
