//! Players' phones at the table (issue #44, "Your phone is your hand"): the **Phones** button
//! ([`phones_button`] on Valda's tool bar, [`log_phones`] in Völuspá's and Odin's log drawer,
//! [`handoff_phones`] on every hand-off screen) opens the players'
//! phones screen, which the game's `<game>-link` module draws (docs/peer.md, "The table's
//! module"), loaded into the page the first time it is asked for — its QR codes, camera
//! reader, WebRTC and gate add nothing to the game's build. This side ([`use_phones`], one
//! per play screen) only hands the module the table's position after every change (the save
//! text and serial) and applies what the module tells it, one line at a time: a phone's
//! action ([`Msg::Phone`]), which seats are on phones ([`Msg::Phones`]), the screen closed.
//! Leaving the play screen ends every phone's connection.

use std::cell::RefCell;

use js_sys::{Array, Function, Reflect};
use skald::Game;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::session::{Msg, Table, TableGame};
use crate::i18n::shell;

/// The page's link to its module: one play screen at a time.
#[derive(Default)]
struct Link {
    /// The module, once loaded.
    module: Option<JsValue>,
    /// The element the open screen is drawn in, and what keeps its events to itself.
    layer: Option<(web_sys::Element, Vec<gloo::events::EventListener>)>,
    /// The element that had focus when the screen opened (it gets it back).
    opener: Option<web_sys::HtmlElement>,
    /// The table's hooks, the one function the module calls.
    hooks: Option<Closure<dyn Fn(String)>>,
    /// The play screen's save text and serial now, and how it opens the screen.
    position: Option<(String, u64)>,
}

thread_local! {
    static LINK: RefCell<Link> = RefCell::new(Link::default());
}

/// Calls the method `name` of `object` (the module's functions, a promise's `then`) with
/// `args`.
fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: Function = Reflect::get(object, &JsValue::from_str(name))?.dyn_into()?;
    f.apply(object, &args.iter().collect::<Array>())
}

/// Takes the screen away (the phones stay joined), and gives focus back.
fn close_screen() {
    LINK.with(|l| {
        let mut l = l.borrow_mut();
        if let Some(m) = &l.module {
            let _ = call(m, "hide", &[]);
        }
        if let Some((layer, _)) = l.layer.take() {
            layer.remove();
        }
        // Back to the button that opened it, or, if that one went (the hand-off's, once
        // someone took the device), to the tool bar's, or the Log button behind which the
        // phones are.
        match l.opener.take() {
            Some(o) if o.is_connected() => {
                let _ = o.focus();
            }
            _ => ["[data-testid=phones-button]", "[data-testid=log-button]"]
                .iter()
                .find(|s| {
                    gloo::utils::document()
                        .query_selector(s)
                        .ok()
                        .flatten()
                        .is_some()
                })
                .map_or((), |s| crate::focus::focus_selector(s)),
        }
    });
}

/// What the module told the table (see `crate::link::module`).
fn told<A: TableGame>(table: &UseReducerHandle<Table<A>>, line: &str) {
    let mut words = line.splitn(4, ' ');
    match (words.next(), words.next(), words.next(), words.next()) {
        (Some("act"), Some(seat), Some(serial), Some(json)) => {
            if let (Ok(seat), Ok(serial)) = (seat.parse(), serial.parse()) {
                table.dispatch(Msg::Phone(serial, seat, json.to_string()));
            }
        }
        (Some("phones"), Some(flags), None, None) => {
            table.dispatch(Msg::Phones(flags.chars().map(|c| c == '1').collect()));
        }
        (Some("closed"), None, None, None) => close_screen(),
        _ => {}
    }
}

/// The table's side of the players' phones, for the play screen of `table`: after every
/// change the module (once loaded) sends every phone its view; leaving the play screen ends
/// their connections.
#[hook]
pub fn use_phones<A: TableGame>(table: &UseReducerHandle<Table<A>>) {
    {
        let table = table.clone();
        use_effect_with(table.serial, move |&serial| {
            let save = crate::save::to_json(&table.replay, &*table.meta);
            LINK.with(|l| {
                let mut l = l.borrow_mut();
                if let Some(m) = &l.module {
                    let _ = call(
                        m,
                        "position",
                        &[save.as_str().into(), (serial as f64).into()],
                    );
                }
                l.position = Some((save, serial));
                // One function for the module's whole life (it keeps the first it is given);
                // a table handle reaches the table whenever it was taken.
                if l.hooks.is_none() {
                    let table = table.clone();
                    l.hooks = Some(Closure::new(move |line: String| told(&table, &line)));
                }
            });
        });
    }
    use_effect_with((), |_| {
        || {
            LINK.with(|l| {
                let module = l.borrow().module.clone();
                if let Some(m) = module {
                    let _ = call(&m, "end", &[]);
                }
                close_screen();
                let mut l = l.borrow_mut();
                l.position = None;
                l.hooks = None;
            })
        }
    });
}

/// Opens the phones screen: the module first if need be (`window.skaldModule`); a failure
/// (no loader, no connection) becomes the table's notice.
fn open<A: TableGame>(table: &UseReducerHandle<Table<A>>) {
    let doc = gloo::utils::document();
    let Ok(layer) = doc.create_element("div") else {
        return;
    };
    layer.set_class_name("phones-layer");
    // Beside the body, not in it: the play screen's app listens for presses on the body, and
    // would take the module's (an app of its own, whose elements it cannot tell from its
    // own) for presses on its own buttons.
    if let Some(html) = doc.document_element() {
        let _ = html.append_child(&layer);
    }
    // Nor do its keys reach the play screen's shortcuts.
    let own = ["keydown"]
        .map(|kind| gloo::events::EventListener::new(&layer, kind, |e| e.stop_propagation()));
    LINK.with(|l| {
        let mut l = l.borrow_mut();
        if let Some((old, _)) = l.layer.replace((layer, own.into())) {
            old.remove();
        }
        l.opener = doc.active_element().and_then(|e| e.dyn_into().ok());
    });
    let failed = {
        let table = table.clone();
        move || {
            close_screen();
            table.dispatch(Msg::Notice(shell::phones_failed().to_string()));
        }
    };
    let show = {
        let failed = failed.clone();
        move |module: JsValue| {
            let args = LINK.with(|l| {
                let mut l = l.borrow_mut();
                l.module = Some(module.clone());
                let href = gloo::utils::window().location().href().unwrap_or_default();
                let app = href.split('#').next().unwrap_or_default().to_string();
                let (save, serial) = l.position.clone()?;
                let hooks: &JsValue = l.hooks.as_ref()?.as_ref();
                Some([
                    l.layer.as_ref()?.0.clone().into(),
                    save.into(),
                    (serial as f64).into(),
                    app.into(),
                    hooks.clone(),
                ])
            });
            if args.is_none_or(|a| call(&module, "open", &a).is_err()) {
                failed();
            }
        }
    };
    let loaded = LINK.with(|l| l.borrow().module.clone());
    if let Some(module) = loaded {
        return show(module);
    }
    let name = format!("{}-link", A::Game::NAME);
    let promise = Reflect::get(&gloo::utils::window(), &JsValue::from_str("skaldModule"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&JsValue::NULL, &JsValue::from_str(&name)).ok());
    let Some(promise) = promise else {
        return failed();
    };
    let ok: JsValue = Closure::<dyn FnMut(JsValue)>::once_into_js(show);
    let err = {
        let failed = failed.clone();
        Closure::<dyn FnMut(JsValue)>::once_into_js(move |_: JsValue| failed())
    };
    if call(&promise, "then", &[ok, err]).is_err() {
        failed();
    }
}

/// The **Phones** button (`class`: its classes besides `btn`; `content`: what it shows
/// instead of its name, such as a tool bar's icon with the name; `testid`: what the tests
/// find it by), with the number of seats played on phones now.
pub fn phones_button<A: TableGame>(
    table: &UseReducerHandle<Table<A>>,
    class: &'static str,
    content: Option<Html>,
    testid: &'static str,
) -> Html {
    // Not on a seat's phone: the table joins the phones.
    if super::remote::active() {
        return Html::default();
    }
    let onclick = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| open(&table))
    };
    let on = table.phones.iter().filter(|&&p| p).count();
    html! {
        <button class={classes!("btn", class)} {onclick} title={shell::phones_button_title()}
            data-testid={testid} data-on={on.to_string()}>
            { content.unwrap_or_else(|| html! { shell::phones_button() }) }
            if on > 0 {
                <span class="phones-on" aria-hidden="true">{ on }</span>
            }
        </button>
    }
}

/// The players' phones at the top of the log drawer, where Völuspá's and Odin's tables offer
/// them (their headers have no room for another tool on a portrait tablet).
pub fn log_phones<A: TableGame>(table: &UseReducerHandle<Table<A>>) -> Html {
    let words = html! { shell::phones_join() };
    phones_button(table, "log-phones", Some(words), "phones-log")
}

/// The players' phones on the hand-off screen: before anyone takes the device, the others
/// may join their phones ("Join with phones").
pub fn handoff_phones<A: TableGame>(table: &UseReducerHandle<Table<A>>) -> Html {
    let words = html! { shell::phones_join() };
    phones_button(table, "handoff-undo", Some(words), "phones-handoff")
}
