//! Which language the app speaks: the one the page's loader chose, its words installed
//! before the app mounts; and the switch that changes it, fetching the other language's
//! words first (see `load.rs`).

use gloo::events::EventListener;
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

use super::lang::{current, set, Lang};
use super::load::{chosen, load};
use super::shell;

/// Where the player's choice is remembered (the loader reads it too).
const KEY: &str = "skald.lang";
/// The window event [`choose`] sends, so that the app re-renders in the new language.
const EVENT: &str = "skald-lang";
/// What the page says when no words at all could be installed (no language to say it in).
const NO_WORDS: &str = "Skald could not load its words. Check the connection and reload the page.";

/// Installs the words of the language the loader chose (English if they do not read),
/// speaks it, and calls `mount` — once, before the first render of every build. With no
/// words at all, the page's loading line says so instead.
pub fn start(mount: impl FnOnce() + 'static) {
    let lang = chosen();
    load(
        lang,
        Box::new(move |ok| {
            if ok {
                set(lang);
                return mount();
            }
            load(
                Lang::En,
                Box::new(move |ok| {
                    if ok {
                        set(Lang::En);
                        mount();
                    } else if let Some(boot) = gloo::utils::document().get_element_by_id("boot") {
                        boot.set_text_content(Some(NO_WORDS));
                        let _ = boot.set_attribute("role", "alert");
                    }
                }),
            );
        }),
    );
}

/// The player chose `lang`: fetch its words if need be, then speak it, remember it, and
/// re-render the app (also when its words could not be fetched, so the switch shows the
/// language still in use).
pub fn choose(lang: Lang) {
    load(
        lang,
        Box::new(move |ok| {
            if ok {
                set(lang);
                let _ = LocalStorage::raw().set_item(KEY, lang.code());
            }
            if let Some(w) = web_sys::window() {
                if let Ok(event) = web_sys::Event::new(EVENT) {
                    let _ = w.dispatch_event(&event);
                }
            }
        }),
    );
}

/// The current language, re-rendering the component when the player switches
/// ([`choose`]): the app keys its pages with it, so every word is written again.
#[hook]
pub fn use_lang() -> Lang {
    let lang = use_state(current);
    {
        let lang = lang.clone();
        use_effect_with((), move |_| {
            let listener =
                EventListener::new(&gloo::utils::window(), EVENT, move |_| lang.set(current()));
            move || drop(listener)
        });
    }
    *lang
}

/// The language switch in the header: a labelled list of the languages, each named in
/// itself. It always shows the language in use: one whose words could not be fetched
/// goes back to it.
#[component]
pub fn LangSwitch() -> Html {
    let lang = use_lang();
    let select = use_node_ref();
    {
        let select = select.clone();
        use_effect(move || {
            if let Some(s) = select.cast::<web_sys::HtmlSelectElement>() {
                s.set_value(lang.code());
            }
        });
    }
    let onchange = Callback::from(|e: Event| {
        let code = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        if let Some(l) = Lang::from_code(&code) {
            choose(l);
        }
    });
    html! {
        <label class="lang-switch">
            <span class="visually-hidden">{ shell::language_label() }</span>
            <select ref={select} {onchange} data-testid="lang-switch">
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == lang}>{ l.name() }</option>
                }) }
            </select>
        </label>
    }
}
