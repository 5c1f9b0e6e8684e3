//! What a `<game>-link` module build offers the table's build that loads it (issue #44;
//! docs/peer.md, "The table's module"): [`phones_module!`] writes, in the module's `main`
//! file, the functions the page calls on it —
//!
//! ```text
//! open(root, save, serial, app, hooks)  draws the phones screen in `root` (the first call
//!                                       also starts the table's link, for `save`'s game)
//! position(save, serial)                the table's position changed: every phone is sent its view
//! hide()                                takes the screen away (the phones stay joined)
//! end()                                 the game was closed: every phone is told, every connection closed
//! read_codes(rgba, width, height)       the texts of the QR codes in an image (the camera's reader;
//!                                       the end-to-end tests read the seats' codes with it)
//! ```
//!
//! `hooks` is a function of the table's build, called with one line of text at a time (one
//! function and plain text: each closure a build hands out costs it glue, and this keeps the
//! table's side of the bridge small):
//!
//! ```text
//! act <seat> <serial> <json>   a phone's action passed the gate: apply it
//! phones <flags>               which seats are played on phones now: `1` or `0` per seat
//! closed                       the player closed the screen
//! ```
//!
//! Each is called once this side holds nothing borrowed. The save is the table's own save
//! text, read as hostile as any save.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Interval;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::host::{Hooks, Host};
use super::log::ViewLog;
use super::screen::{Screen, ScreenProps};
use crate::save::SavedGame;

/// The table's link of a module build, once opened.
pub struct Module<G: SavedGame + ViewLog + 'static> {
    host: Rc<RefCell<Host<G>>>,
    redraw: Rc<RefCell<Option<Callback<()>>>>,
    screen: Option<yew::AppHandle<Screen<G>>>,
    closed: Rc<dyn Fn()>,
    _tick: Interval,
}

/// Calls the table's `hooks` with `line`.
fn tell(hooks: &js_sys::Function, line: &str) {
    let _ = hooks.call1(&JsValue::NULL, &JsValue::from_str(line));
}

impl<G: SavedGame + ViewLog + 'static> Module<G> {
    /// Starts the table's link for the game of `save` at `serial`, whose seats' links start
    /// with `app`, calling back on `hooks`.
    pub fn start(save: &str, serial: u64, app: String, hooks: &JsValue) -> Result<Self, String> {
        let hooks: js_sys::Function = (hooks.clone().dyn_into())
            .map_err(|_| "the table gave no hooks function".to_string())?;
        let redraw: Rc<RefCell<Option<Callback<()>>>> = Rc::default();
        let players = crate::save::from_json::<G, crate::seats::Meta>(save)?
            .meta
            .seats
            .len();
        let (act, phones, closed) = (hooks.clone(), hooks.clone(), hooks);
        let host = Host::<G>::new(
            players,
            app,
            Hooks {
                act: Box::new(move |seat, serial, json| {
                    tell(&act, &format!("act {seat} {serial} {json}"));
                }),
                phones: Box::new(move |flags| {
                    let flags: String = flags.iter().map(|&f| if f { '1' } else { '0' }).collect();
                    tell(&phones, &format!("phones {flags}"));
                }),
                redraw: {
                    let redraw = redraw.clone();
                    Box::new(move || {
                        if let Some(r) = redraw.borrow().as_ref() {
                            r.emit(());
                        }
                    })
                },
            },
        );
        host.borrow_mut().position(save, serial)?;
        let tick = {
            let host = host.clone();
            Interval::new(1_000, move || host.borrow_mut().tick())
        };
        Ok(Module {
            host,
            redraw,
            screen: None,
            closed: Rc::new(move || tell(&closed, "closed")),
            _tick: tick,
        })
    }

    /// Draws the phones screen in `root` (again, after [`Module::hide`]).
    pub fn show(&mut self, root: web_sys::Element) {
        self.hide();
        let closed = self.closed.clone();
        let props = ScreenProps {
            host: self.host.clone(),
            redraw: self.redraw.clone(),
            on_close: Callback::from(move |_| closed()),
        };
        self.screen = Some(yew::Renderer::<Screen<G>>::with_root_and_props(root, props).render());
    }

    /// Takes the screen away; the phones stay joined.
    pub fn hide(&mut self) {
        if let Some(s) = self.screen.take() {
            s.destroy();
        }
    }

    /// The table's position changed.
    pub fn position(&self, save: &str, serial: u64) -> Result<(), String> {
        self.host.borrow_mut().position(save, serial)
    }

    /// The game was closed: every phone is told, every connection closed.
    pub fn end(&mut self) {
        self.hide();
        self.host.borrow_mut().close();
    }
}

/// Writes a `<game>-link` module's exported functions for the game `$game` (see the
/// module's docs).
#[macro_export]
macro_rules! phones_module {
    ($game:ty) => {
        use std::cell::RefCell;

        use wasm_bindgen::prelude::*;

        thread_local! {
            static PHONES: RefCell<Option<skald_app::link::module::Module<$game>>> = const { RefCell::new(None) };
        }

        /// Draws the phones screen in `root`; the first call starts the table's link for
        /// the game of `save` at `serial`, whose seats' links start with `app`.
        #[wasm_bindgen]
        pub fn open(root: web_sys::Element, save: &str, serial: f64, app: String, hooks: JsValue) -> Result<(), String> {
            if PHONES.with(|p| p.borrow().is_none()) {
                let m = skald_app::link::module::Module::<$game>::start(save, serial as u64, app, &hooks)?;
                PHONES.with(|p| *p.borrow_mut() = Some(m));
            }
            skald_app::link::words::with_page_words(move || {
                PHONES.with(|p| {
                    if let Some(m) = p.borrow_mut().as_mut() {
                        m.show(root);
                    }
                })
            });
            Ok(())
        }

        /// The table's position changed: every phone is sent its view.
        #[wasm_bindgen]
        pub fn position(save: &str, serial: f64) -> Result<(), String> {
            PHONES.with(|p| match p.borrow().as_ref() {
                Some(m) => m.position(save, serial as u64),
                None => Ok(()),
            })
        }

        /// Takes the phones screen away (the phones stay joined).
        #[wasm_bindgen]
        pub fn hide() {
            PHONES.with(|p| {
                if let Some(m) = p.borrow_mut().as_mut() {
                    m.hide();
                }
            })
        }

        /// The texts of the QR codes in an RGBA image.
        #[wasm_bindgen]
        pub fn read_codes(rgba: &[u8], width: u32, height: u32) -> Vec<String> {
            skald_app::link::screen::read_codes(rgba, width, height)
        }

        /// The game was closed: every phone is told so and its connection closed.
        #[wasm_bindgen]
        pub fn end() {
            if let Some(mut m) = PHONES.with(|p| p.borrow_mut().take()) {
                m.end();
            }
        }
    };
}
