//! The frame every embed draws in: it tells the page how tall it is (so the page's iframe
//! has no scrollbar), takes the page's light or dark scheme, and shows a clear message
//! when the position's parameters are wrong.

use std::cell::RefCell;

use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::query::{ParamError, Params};

/// The colour scheme an embed is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    /// Follow the reader's system (the app's default).
    Auto,
    Light,
    Dark,
}

impl Scheme {
    /// Reads the `scheme` parameter (`light`, `dark`, `auto`; absent is `auto`).
    pub fn parse(value: Option<&str>) -> Result<Scheme, ParamError> {
        match value.map(str::trim) {
            None | Some("") | Some("auto") => Ok(Scheme::Auto),
            Some("light") => Ok(Scheme::Light),
            Some("dark") => Ok(Scheme::Dark),
            Some(_) => Err(ParamError::new("scheme", "expected light, dark or auto")),
        }
    }
}

thread_local! {
    /// The media text of every `prefers-color-scheme` rule as the style sheets wrote it.
    static MEDIA: RefCell<Vec<(web_sys::MediaList, String)>> = const { RefCell::new(Vec::new()) };
}

/// Draws the page in `scheme`: the style sheets' `prefers-color-scheme` rules are switched
/// on or off (all of the app's dark colours live in such rules), and form controls follow.
pub fn apply_scheme(scheme: Scheme) {
    let document = gloo::utils::document();
    MEDIA.with(|media| {
        let mut media = media.borrow_mut();
        if media.is_empty() {
            let sheets = document.style_sheets();
            for i in 0..sheets.length() {
                let Some(sheet) = sheets
                    .item(i)
                    .and_then(|s| s.dyn_into::<web_sys::CssStyleSheet>().ok())
                else {
                    continue;
                };
                let Ok(rules) = sheet.css_rules() else {
                    continue;
                };
                for j in 0..rules.length() {
                    if let Some(rule) = rules
                        .item(j)
                        .and_then(|r| r.dyn_into::<web_sys::CssMediaRule>().ok())
                    {
                        let list = rule.media();
                        let text = list.media_text();
                        if text.contains("prefers-color-scheme") {
                            media.push((list, text));
                        }
                    }
                }
            }
        }
        for (list, original) in media.iter() {
            let dark_rule = original.contains("dark");
            let text = match scheme {
                Scheme::Auto => original.clone(),
                Scheme::Dark if dark_rule => "all".into(),
                Scheme::Light if !dark_rule => "all".into(),
                _ => "not all".into(),
            };
            list.set_media_text(&text);
        }
    });
    if let Some(root) = document
        .document_element()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let value = match scheme {
            Scheme::Auto => "light dark",
            Scheme::Light => "light",
            Scheme::Dark => "dark",
        };
        let _ = root.style().set_property("color-scheme", value);
    }
}

/// Tells the page holding this frame (if any) how tall the embed is.
fn post_height(id: &str, height: f64) {
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if parent == window {
        return;
    }
    let msg = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&msg, &"skald".into(), &"embed-size".into());
    let _ = js_sys::Reflect::set(&msg, &"id".into(), &id.into());
    let _ = js_sys::Reflect::set(&msg, &"height".into(), &height.ceil().into());
    // Only a height crosses: any page may read it.
    let _ = parent.post_message(&msg, "*");
}

#[derive(Properties, PartialEq)]
pub struct EmbedFrameProps {
    /// The frame's id from `embed.js` (echoed in the size messages).
    pub id: AttrValue,
    pub scheme: Scheme,
    /// The game's slug, for styles and tests (`data-embed`).
    pub game: AttrValue,
    /// A name for the whole embed (screen readers).
    pub label: AttrValue,
    #[prop_or_default]
    pub children: Html,
}

/// The root of an embed: sizes, scheme, and a link to the game in Skald.
#[component]
pub fn EmbedFrame(props: &EmbedFrameProps) -> Html {
    let root = use_embed_frame(Some((props.id.to_string(), props.scheme)));
    html! {
        <div ref={root} class="embed" data-embed={props.game.clone()} role="region" aria-label={props.label.clone()}>
            { props.children.clone() }
        </div>
    }
}

/// What makes an element an embed's root (give it the returned ref), for `frame`'s id from
/// `embed.js` and scheme: the page is drawn in that scheme (and in the one the page sends
/// later), and is told the element's height whenever it changes (a step, a tried move, a
/// narrower page). Without a frame (`None`: a screen of the app itself) it does nothing.
#[hook]
pub fn use_embed_frame(frame: Option<(String, Scheme)>) -> NodeRef {
    let root = use_node_ref();
    {
        let root = root.clone();
        use_effect_with((), move |_| {
            let watch = frame.map(|(id, scheme)| {
                apply_scheme(scheme);
                crate::perf::mark("skald:embed-ready");
                let observer = root
                    .cast::<web_sys::Element>()
                    .and_then(|el| observe_height(&el, id));
                (on_scheme_message(), observer)
            });
            move || {
                if let Some((on_message, observer)) = watch {
                    drop(on_message);
                    if let Some((observer, callback)) = observer {
                        observer.disconnect();
                        drop(callback);
                    }
                }
            }
        });
    }
    root
}

/// Follows the scheme the page sends later (embed.js, when the page's own scheme changes).
pub fn on_scheme_message() -> EventListener {
    EventListener::new(&gloo::utils::window(), "message", |e| {
        let e = e.unchecked_ref::<web_sys::MessageEvent>();
        let data = e.data();
        let kind = js_sys::Reflect::get(&data, &"skald".into()).ok();
        if kind.and_then(|k| k.as_string()).as_deref() != Some("embed-scheme") {
            return;
        }
        let scheme = js_sys::Reflect::get(&data, &"scheme".into())
            .ok()
            .and_then(|s| s.as_string());
        if let Ok(s) = Scheme::parse(scheme.as_deref()) {
            apply_scheme(s);
        }
    })
}

/// What [`observe_height`] returns: the observer, and its callback kept alive with it.
pub type HeightObserver = (web_sys::ResizeObserver, Closure<dyn FnMut(js_sys::Array)>);

/// The observer that posts `el`'s height to the page (the frame `id` of `embed.js`) on
/// every change; stop it with `disconnect`.
pub fn observe_height(el: &web_sys::Element, id: String) -> Option<HeightObserver> {
    let callback = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        if let Some(entry) = entries.get(0).dyn_ref::<web_sys::ResizeObserverEntry>() {
            let target = entry.target();
            let height = target
                .dyn_ref::<web_sys::HtmlElement>()
                .map(|h| h.offset_height() as f64)
                .unwrap_or_else(|| entry.content_rect().height());
            post_height(&id, height);
        }
    });
    let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    observer.observe(el);
    Some((observer, callback))
}

/// What is wrong with a position's parameters, as text (never markup from the input). A
/// plain function, not a component: the builds that draw embeds hold one drawing less.
pub fn embed_error(error: &ParamError) -> Html {
    html! {
        <div class="embed-error" role="alert" data-param={error.param.clone()}>
            <p class="embed-error-title">{ crate::i18n::shell::embed_cannot_show() }</p>
            <p>
                <code>{ error.param.clone() }</code>{ ": " }{ error.message.clone() }
            </p>
        </div>
    }
}

/// The props of each game's embed component: the route's query.
#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The route's query, still percent-encoded.
    pub query: AttrValue,
}

/// What an embed reads from its query ([`open`]): the frame's id and scheme, and the game's
/// position or what is wrong with the parameters.
pub type Opened<T> = (String, Scheme, Result<T, ParamError>);

/// An embed's query read once per query with a game's parameters `known` and its reader
/// `read` ([`open`]), the step of its example shown (`at`), and the stepper's callback that
/// moves it (`go`).
#[hook]
pub fn use_embed_query<T: 'static>(
    query: &AttrValue,
    known: &'static [&'static str],
    read: fn(&Params) -> Result<T, ParamError>,
) -> (
    std::rc::Rc<Opened<T>>,
    UseStateHandle<usize>,
    Callback<usize>,
) {
    let opened = use_memo(query.clone(), |q| open(q, known, read));
    let at = use_state(|| 0usize);
    let go = {
        let at = at.clone();
        Callback::from(move |to: usize| at.set(to))
    };
    (opened, at, go)
}

/// Reads an embed's query with a game's parameters `known` and its reader `read`: the
/// frame's id and scheme (as far as they could be read) and the game's position, or the
/// first thing wrong with the parameters.
pub fn open<T>(
    query: &str,
    known: &[&str],
    read: impl Fn(&Params) -> Result<T, ParamError>,
) -> Opened<T> {
    match Params::parse(query, known) {
        Err(e) => (String::new(), Scheme::Auto, Err(e)),
        Ok(p) => match Scheme::parse(p.get("scheme")) {
            Err(e) => (p.id(), Scheme::Auto, Err(e)),
            Ok(scheme) => (p.id(), scheme, read(&p)),
        },
    }
}
