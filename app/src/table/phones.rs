//! "Phones" on a play screen's top bar (issue #44, "Your phone is your hand"): opens the
//! players' phones screen, which the game's `<game>-link` module draws (docs/peer.md, "The
//! table's module"), loaded into the page the first time it is asked for — its QR codes,
//! camera reader, WebRTC and gate add nothing to the game's build. This side only hands the
//! module the table's position after every change (the save text and serial), and applies
//! what it hands back: a phone's action ([`Msg::Phone`]) and which seats are on phones
//! ([`Msg::Phones`]). Leaving the play screen ends every phone's connection.

use js_sys::{Array, Function, Object, Reflect};
use skald::Game;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::session::{Msg, Table, TableGame};
use crate::i18n::shell;

/// The button's properties.
#[derive(Properties)]
pub struct PhonesProps<A: TableGame> {
    /// The table.
    pub table: UseReducerHandle<Table<A>>,
    /// The button's classes besides `btn` (a game's tool bar's).
    #[prop_or_default]
    pub class: Classes,
    /// What the button shows instead of its name (a game's tool icon with the name).
    #[prop_or_default]
    pub content: Option<Html>,
}

impl<A: TableGame> PartialEq for PhonesProps<A> {
    fn eq(&self, other: &Self) -> bool {
        self.table.serial == other.table.serial
            && self.table.phones == other.table.phones
            && self.class == other.class
    }
}

/// The module once loaded, the element it draws in, and the table's hooks it calls.
#[derive(Default)]
struct Link {
    module: Option<JsValue>,
    layer: Option<web_sys::Element>,
    hooks: Option<(JsValue, Vec<Box<dyn std::any::Any>>)>,
}

/// Calls the module's function `name` with `args`.
fn call(module: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: Function = Reflect::get(module, &JsValue::from_str(name))?.dyn_into()?;
    f.apply(&JsValue::NULL, &args.iter().collect::<Array>())
}

/// The app's address up to its hash, which the seats' links start with.
fn app_address() -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// The table's hooks for the module (see `crate::link::module`).
fn hooks<A: TableGame>(
    table: &UseReducerHandle<Table<A>>,
    closed: Callback<()>,
) -> (JsValue, Vec<Box<dyn std::any::Any>>) {
    let act = {
        let table = table.clone();
        Closure::<dyn Fn(u32, f64, String)>::new(move |seat: u32, serial: f64, json: String| {
            table.dispatch(Msg::Phone(serial as u64, seat as usize, json))
        })
    };
    let phones = {
        let table = table.clone();
        Closure::<dyn Fn(Array)>::new(move |flags: Array| {
            table.dispatch(Msg::Phones(flags.iter().map(|f| f.is_truthy()).collect()))
        })
    };
    let closed = Closure::<dyn Fn()>::new(move || closed.emit(()));
    let object = Object::new();
    for (name, f) in [
        ("act", act.as_ref()),
        ("phones", phones.as_ref()),
        ("closed", closed.as_ref()),
    ] {
        let _ = Reflect::set(&object, &JsValue::from_str(name), f);
    }
    (
        object.into(),
        vec![Box::new(act), Box::new(phones), Box::new(closed)],
    )
}

/// The "Phones" button, and the players' phones screen while it is open.
#[component]
pub fn PhonesButton<A: TableGame>(props: &PhonesProps<A>) -> Html {
    let table = &props.table;
    let link = use_mut_ref(Link::default);
    let button = use_node_ref();
    // Every change of the game reaches the phones (through the module, once loaded).
    {
        let (link, table) = (link.clone(), table.clone());
        use_effect_with(table.serial, move |&serial| {
            if let Some(m) = &link.borrow().module {
                let save = crate::save::to_json(&table.replay, &*table.meta);
                let _ = call(m, "position", &[save.into(), (serial as f64).into()]);
            }
        });
    }
    // Leaving the play screen ends the phones' connections.
    {
        let link = link.clone();
        use_effect_with((), move |_| {
            move || {
                let mut l = link.borrow_mut();
                if let Some(m) = &l.module {
                    let _ = call(m, "end", &[]);
                }
                if let Some(layer) = l.layer.take() {
                    layer.remove();
                }
            }
        });
    }
    let closed = {
        let (link, button) = (link.clone(), button.clone());
        Callback::from(move |()| {
            let mut l = link.borrow_mut();
            if let Some(m) = &l.module {
                let _ = call(m, "hide", &[]);
            }
            if let Some(layer) = l.layer.take() {
                layer.remove();
            }
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        })
    };
    let onclick = {
        let (link, table) = (link.clone(), table.clone());
        Callback::from(move |_: MouseEvent| {
            let doc = gloo::utils::document();
            let Ok(layer) = doc.create_element("div") else {
                return;
            };
            layer.set_class_name("phones-layer");
            if let Some(body) = doc.body() {
                let _ = body.append_child(&layer);
            }
            {
                let mut l = link.borrow_mut();
                if let Some(old) = l.layer.replace(layer.clone()) {
                    old.remove();
                }
                if l.hooks.is_none() {
                    l.hooks = Some(hooks(&table, closed.clone()));
                }
            }
            let save = crate::save::to_json(&table.replay, &*table.meta);
            let serial = table.serial as f64;
            let failed = {
                let (link, table) = (link.clone(), table.clone());
                move || {
                    if let Some(layer) = link.borrow_mut().layer.take() {
                        layer.remove();
                    }
                    table.dispatch(Msg::Notice(shell::phones_failed().to_string()));
                }
            };
            let open = {
                let link = link.clone();
                let failed = failed.clone();
                move |module: JsValue| {
                    let hooks = link.borrow().hooks.as_ref().map(|h| h.0.clone());
                    let args = [
                        layer.clone().into(),
                        save.into(),
                        serial.into(),
                        app_address().into(),
                        hooks.unwrap_or_default(),
                    ];
                    link.borrow_mut().module = Some(module.clone());
                    if call(&module, "open", &args).is_err() {
                        failed();
                    }
                }
            };
            let loaded = link.borrow().module.clone();
            match loaded {
                Some(module) => open(module),
                None => load::<A>(open, failed),
            }
        })
    };
    let on = table.phones.iter().filter(|&&p| p).count();
    html! {
        <>
            <button ref={button} class={classes!("btn", props.class.clone())} {onclick} title={shell::phones_button_title()}
                aria-label={shell::phones_button_title()} data-testid="phones-button" data-on={on.to_string()}>
                { props.content.clone().unwrap_or_else(|| html! { shell::phones_button() }) }
                if on > 0 {
                    <span class="phones-on" aria-hidden="true">{ on }</span>
                }
            </button>
        </>
    }
}

/// Asks the page's loader for the game's module (`window.skaldModule`), then `open`s it, or
/// on a failure (no loader, no connection) calls `failed`.
fn load<A: TableGame>(open: impl FnOnce(JsValue) + 'static, failed: impl FnOnce() + 'static) {
    let name = format!("{}-link", A::Game::NAME);
    let promise = Reflect::get(&gloo::utils::window(), &JsValue::from_str("skaldModule"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&JsValue::NULL, &JsValue::from_str(&name)).ok());
    let Some(promise) = promise else {
        return failed();
    };
    let ok: JsValue = Closure::<dyn FnMut(JsValue)>::once_into_js(open);
    let err: JsValue = Closure::<dyn FnMut(JsValue)>::once_into_js(move |_: JsValue| failed());
    let _ = call(&promise, "then", &[ok, err]);
}
