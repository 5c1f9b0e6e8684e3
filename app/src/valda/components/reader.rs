//! [`CardReader`]: one card in full, large, over the table — opened by a long press on any
//! card ([`super::long_press`]) or by the "Read in full" button of a chosen card — closed by
//! a tap anywhere, its Close button or Escape (which then does nothing else). Only a press that starts while it is shown
//! closes it (the long press that opened it does not).

use skald::valda::cards::CardDef;
use yew::prelude::*;

use super::card::{card_face, CardProps};
use wasm_bindgen::JsCast;

use crate::hooks::use_press_guard;
use crate::valda::card_words::{card_name, card_text};
use crate::valda::words as w;

#[derive(Properties, PartialEq, Clone)]
pub struct ReaderProps {
    pub def: CardDef,
    /// The card's number in the set.
    pub id: u8,
    pub on_close: Callback<()>,
}

/// The card, read in full.
#[component]
pub fn CardReader(props: &ReaderProps) -> Html {
    let node = use_node_ref();
    let close_btn = use_node_ref();
    use_press_guard(node.clone());
    {
        // Escape closes the reader only: caught on the way down (window, capture phase),
        // so the table's own Escape (un-choosing the card) never sees it.
        let on_close = props.on_close.clone();
        use_effect_with((), move |_| {
            let options = gloo::events::EventListenerOptions {
                phase: gloo::events::EventListenerPhase::Capture,
                passive: false,
            };
            let l = gloo::events::EventListener::new_with_options(
                &gloo::utils::window(),
                "keydown",
                options,
                move |e| {
                    let is_escape = e
                        .dyn_ref::<web_sys::KeyboardEvent>()
                        .is_some_and(|k| k.key() == "Escape");
                    if is_escape {
                        e.stop_propagation();
                        on_close.emit(());
                    }
                },
            );
            move || drop(l)
        });
    }
    {
        // Focus goes to Close while it is open, and back where it was after.
        let close_btn = close_btn.clone();
        use_effect_with((), move |_| {
            let before = gloo::utils::document().active_element();
            if let Some(b) = close_btn.cast::<web_sys::Element>() {
                crate::focus::focus_element(&b);
            }
            move || {
                if let Some(el) = before.filter(|e| e.is_connected()) {
                    crate::focus::focus_element(&el);
                }
            }
        });
    }
    let close = props.on_close.reform(|_: MouseEvent| ());
    let d = &props.def;
    html! {
        <div ref={node} class="voverlay vreader" role="dialog" aria-modal="true" aria-labelledby="vreader-name"
            data-testid="card-reader" onclick={close.clone()}>
            <div class="vreader-card">
                { card_face(CardProps { class: classes!("big"), ..CardProps::new(d.clone(), props.id) }) }
                <div class="vreader-words">
                    <h2 id="vreader-name">{ card_name(d) }</h2>
                    <p data-testid="reader-text">{ card_text(d) }</p>
                    <button type="button" class="btn" ref={close_btn} onclick={close}>{ w::close() }</button>
                </div>
            </div>
        </div>
    }
}
