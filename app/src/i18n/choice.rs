//! Which language the app speaks: from the URL, the player's choice, or the browser; and
//! the switch that changes it.

use gloo::events::EventListener;
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

use super::lang::{current, set, Lang};
use super::shell;

/// Where the player's choice is remembered.
const KEY: &str = "skald.lang";
/// The window event [`choose`] sends, so that the app re-renders in the new language.
const EVENT: &str = "skald-lang";

/// The `lang` parameter of the page's query (`?lang=de`) or of its hash's
/// (`#/voluspa/rules?lang=de`, `#/embed/voluspa?…&lang=de`).
fn from_url() -> Option<Lang> {
    let location = web_sys::window()?.location();
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let found = [search.as_str(), hash.as_str()]
        .into_iter()
        .filter_map(|s| s.split_once('?').map(|(_, q)| q))
        .flat_map(|q| q.split('&'))
        .filter_map(|pair| pair.strip_prefix("lang="))
        .find_map(Lang::from_code);
    found
}

/// The first of the browser's preferred languages the app speaks.
fn from_browser() -> Option<Lang> {
    let navigator = web_sys::window()?.navigator();
    let list = navigator.languages();
    list.iter()
        .filter_map(|v| v.as_string())
        .chain(navigator.language())
        .find_map(|code| Lang::from_code(&code))
}

/// The language chosen in the app before, if any (an unreadable value is ignored). Stored
/// as the plain code, not JSON: the home page's build has no JSON reader to spare.
fn remembered() -> Option<Lang> {
    LocalStorage::raw()
        .get_item(KEY)
        .ok()
        .flatten()
        .and_then(|code| Lang::from_code(&code))
}

/// Sets the language the page starts in (see [`super`]); called once before the first render.
pub fn start() {
    set(from_url()
        .or_else(remembered)
        .or_else(from_browser)
        .unwrap_or_default());
}

/// The player chose `lang`: speak it, remember it, and re-render the app.
pub fn choose(lang: Lang) {
    set(lang);
    let _ = LocalStorage::raw().set_item(KEY, lang.code());
    if let Some(w) = web_sys::window() {
        if let Ok(event) = web_sys::Event::new(EVENT) {
            let _ = w.dispatch_event(&event);
        }
    }
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
/// itself.
#[component]
pub fn LangSwitch() -> Html {
    let lang = use_lang();
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
            <select {onchange} data-testid="lang-switch">
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == lang}>{ l.name() }</option>
                }) }
            </select>
        </label>
    }
}
