//! [`card_reader`]: one card in full, large, over the table — opened by a long press on any
//! card ([`super::long_press`]) or by the "Read in full" button of a chosen card — closed by
//! a tap anywhere, its Close button or Escape (which then does nothing else). Only a press
//! that starts while it is shown closes it (the long press that opened it does not). A
//! drawing function: the play screen keeps what it needs while open ([`use_reader`]).

use skald::valda::cards::CardDef;
use yew::prelude::*;

use super::card::{card_face, CardProps};
use wasm_bindgen::JsCast;

use crate::hooks::use_press_guard;
use crate::valda::card_words::{card_name, card_text};
use crate::valda::words as w;

/// The reader's elements (its overlay and its Close button), which [`use_reader`] guards and
/// focuses.
#[derive(Clone, Default)]
pub struct ReaderRefs {
    root: NodeRef,
    close: NodeRef,
}

/// While a card is read (`open`): Escape closes the reader only — caught on the way down
/// (window, capture phase), so the table's own Escape (un-choosing the card) never sees it —
/// and focus is on Close, and back where it was after. Only a press that starts on the
/// reader counts ([`use_press_guard`]).
#[hook]
pub fn use_reader(open: bool, on_close: Callback<()>) -> ReaderRefs {
    let refs = ReaderRefs {
        root: use_node_ref(),
        close: use_node_ref(),
    };
    use_press_guard(refs.root.clone());
    let close = refs.close.clone();
    use_effect_with(open, move |&open| {
        let mut undo: Option<(gloo::events::EventListener, Option<web_sys::Element>)> = None;
        if open {
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
            let before = gloo::utils::document().active_element();
            if let Some(b) = close.cast::<web_sys::Element>() {
                crate::focus::focus_element(&b);
            }
            undo = Some((l, before));
        }
        move || {
            if let Some((l, before)) = undo {
                drop(l);
                if let Some(el) = before.filter(|e| e.is_connected()) {
                    crate::focus::focus_element(&el);
                }
            }
        }
    });
    refs
}

/// What [`card_reader`] shows.
pub struct ReaderProps {
    pub def: CardDef,
    /// The card's number in the set.
    pub id: u8,
    pub on_close: Callback<()>,
    pub refs: ReaderRefs,
}

/// The card, read in full.
pub fn card_reader(props: ReaderProps) -> Html {
    let close = props.on_close.reform(|_: MouseEvent| ());
    let d = &props.def;
    html! {
        <div ref={props.refs.root} class="voverlay vreader" role="dialog" aria-modal="true" aria-labelledby="vreader-name"
            data-testid="card-reader" onclick={close.clone()}>
            <div class="vreader-card">
                { card_face(CardProps { class: classes!("big"), ..CardProps::new(d.clone(), props.id) }) }
                <div class="vreader-words">
                    <h2 id="vreader-name">{ card_name(d) }</h2>
                    <p data-testid="reader-text">{ card_text(d) }</p>
                    <button type="button" class="btn" ref={props.refs.close} onclick={close}>{ w::close() }</button>
                </div>
            </div>
        </div>
    }
}
