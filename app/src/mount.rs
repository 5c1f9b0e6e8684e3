//! Mounting the app into the page, and letting the page's loader stop it again before it
//! starts another build (see [`crate::bundle`]).

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use yew::prelude::*;

thread_local! {
    /// Destroys the running app (set by [`start`]).
    static STOP: RefCell<Option<Box<dyn FnOnce()>>> = const { RefCell::new(None) };
}

/// Mounts the app into the page's `<body>` and lets the loader stop it again
/// (`window.skaldStop()`), before it starts another game's build.
pub fn start() {
    mount::<crate::app::App>();
}

/// Mounts the embeds' app (a game's embed build: `#/embed/<game>` only, no shell).
pub fn start_embed() {
    mount::<crate::embed::EmbedApp>();
}

/// Installs the words of the language in use (the loader fetched them beside the wasm),
/// then mounts `C`; and lets the loader start it again (`window.skaldStart`) when the player
/// comes back to this build after another (a module runs its `main` once per page: Valda's
/// play screen after its rules help, in the build loaded first).
fn mount<C: BaseComponent<Properties = ()>>() {
    crate::focus::watch_input();
    crate::i18n::start(ready::<C>);
    let again = Closure::<dyn Fn()>::new(|| crate::i18n::start(ready::<C>));
    let _ = js_sys::Reflect::set(
        &gloo::utils::window(),
        &JsValue::from_str("skaldStart"),
        again.as_ref(),
    );
    again.forget();
}

/// Renders `C` once what the page holds can be read: Valda's play screen (taught or not),
/// whose build has no card-list reader, first has the card lists of the remembered settings and of the saved
/// game read (`crate::valda::card_lists`).
fn ready<C: BaseComponent<Properties = ()>>() {
    #[cfg(all(
        feature = "valda",
        any(feature = "play", feature = "coach"),
        not(feature = "card-lists")
    ))]
    return crate::valda::card_lists::read_stored(render::<C>);
    #[allow(unreachable_code)]
    render::<C>()
}

fn render<C: BaseComponent<Properties = ()>>() {
    if let Some(boot) = gloo::utils::document().get_element_by_id("boot") {
        boot.remove();
    }
    let handle = yew::Renderer::<C>::new().render();
    STOP.with(|s| {
        *s.borrow_mut() = Some(Box::new(move || {
            handle.destroy();
            // What this app held for its own next page is stale once another build runs.
            crate::pages::game_app::forget_handover();
        }))
    });
    let stop = Closure::<dyn Fn()>::new(|| {
        if let Some(stop) = STOP.with(|s| s.borrow_mut().take()) {
            stop();
        }
    });
    let _ = js_sys::Reflect::set(
        &gloo::utils::window(),
        &JsValue::from_str("skaldStop"),
        stop.as_ref(),
    );
    stop.forget();
}
