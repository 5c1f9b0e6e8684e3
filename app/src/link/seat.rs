//! What a `<game>-seat` module build offers the phone's build that loads it (issue #44;
//! docs/peer.md, "The seat on the phone"): the game's own play screen for the seat this
//! phone holds, drawn from the seat's view alone ([`crate::table::remote`]).
//! [`seat_module!`] writes, in the module's `main` file, the functions the phone calls:
//!
//! ```text
//! show(root, seats, seat, view, serial, hooks)  draws (the first time) or updates the seat's
//!                                               screen in `root`: `seats` the table's seats
//!                                               as JSON, `view` the seat's whole view as
//!                                               JSON, `serial` the table's serial
//! notice(text)                                  a line for the player (the table refused a move)
//! hide()                                        takes the screen away (the table ended the link)
//! ```
//!
//! `hooks` is a function of the phone's build, called with `act <json>` when the player
//! chose a move (the phone's link sends it to the table with the seat, the action count and
//! the serial of the view it showed).

use std::cell::RefCell;
use std::rc::Rc;
use std::thread::LocalKey;

use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::pages::game_app::{GameApp, Init, PlayProps};
use crate::save::Loaded;
use crate::seats::{Meta, Seat};
use crate::table::remote;

/// The position a seat's screen shows: the game dealt from the seat's view, and the
/// table's serial.
type Shown<A> = (
    Loaded<<A as crate::table::session::TableGame>::Game, Meta>,
    u64,
);

/// The seat's screen of a module build.
pub struct SeatScreen<A: GameApp> {
    /// The screen, once drawn.
    app: Option<yew::AppHandle<A::Screen>>,
    /// While the words load before the first drawing: the latest position to draw.
    waiting: Option<Shown<A>>,
}

impl<A: GameApp> Default for SeatScreen<A> {
    fn default() -> Self {
        SeatScreen {
            app: None,
            waiting: None,
        }
    }
}

impl<A: GameApp> SeatScreen<A>
where
    <A::Game as skald::Game>::View: remote::SeatView,
{
    /// Draws the screen of `seat` in `root` for the position `view` (the seat's view, JSON)
    /// at the table's `serial` — the first time once the words of the page's language are
    /// in — or brings the screen drawn to it; `seats` is the table's seats (JSON), `hooks`
    /// the phone's function for the moves chosen. Refused in words when the view or seats
    /// cannot be read, or do not go together.
    pub fn show(
        key: &'static LocalKey<RefCell<Self>>,
        root: web_sys::Element,
        seats: &str,
        seat: usize,
        view: &str,
        serial: u64,
        hooks: JsValue,
    ) -> Result<(), String> {
        let seats: Vec<Seat> = crate::json::read(seats).map_err(|e| e.to_string())?;
        if seat >= seats.len() {
            return Err(format!(
                "no seat {} at a table of {}",
                seat + 1,
                seats.len()
            ));
        }
        let loaded = remote::dealt::<A::Game>(view, seats)?;
        let drawn = key.with(|k| k.borrow().app.is_some());
        if drawn {
            // The new position replaces the one on the screen.
            remote::deliver(loaded, serial);
            return Ok(());
        }
        // Until the words are in, the latest position waits to be drawn.
        let first = key.with(|k| k.borrow_mut().waiting.replace((loaded, serial)).is_none());
        if first {
            let hooks: js_sys::Function = wasm_bindgen::JsCast::dyn_into(hooks)
                .map_err(|_| "the phone gave no hooks function".to_string())?;
            remote::start(
                seat,
                serial,
                Rc::new(move |json: String| {
                    let line = JsValue::from_str(&format!("act {json}"));
                    let _ = hooks.call1(&JsValue::NULL, &line);
                }),
            );
            super::words::with_page_words(move || {
                key.with(|k| {
                    let mut k = k.borrow_mut();
                    let Some((loaded, serial)) = k.waiting.take() else {
                        return;
                    };
                    remote::opened_at(serial);
                    let props = PlayProps {
                        init: Init::new(loaded),
                        on_restart: Callback::noop(),
                    };
                    k.app =
                        Some(yew::Renderer::<A::Screen>::with_root_and_props(root, props).render());
                })
            });
        }
        Ok(())
    }

    /// Shows `text` as the screen's notice (the table refused the last move).
    pub fn notice(text: String) {
        remote::say(text);
    }

    /// Takes the screen away.
    pub fn hide(&mut self) {
        self.waiting = None;
        if let Some(app) = self.app.take() {
            app.destroy();
        }
    }
}

/// Writes a `<game>-seat` module's exported functions for the game app `$app` (see the
/// module's docs).
#[macro_export]
macro_rules! seat_module {
    ($app:ty) => {
        use std::cell::RefCell;

        use wasm_bindgen::prelude::*;

        thread_local! {
            static SEAT: RefCell<skald_app::link::seat::SeatScreen<$app>> = RefCell::new(Default::default());
        }

        /// Draws or updates the seat's screen in `root` (see `skald_app::link::seat`).
        #[wasm_bindgen]
        pub fn show(root: web_sys::Element, seats: String, seat: u32, view: String, serial: f64, hooks: JsValue) -> Result<(), String> {
            skald_app::link::seat::SeatScreen::<$app>::show(&SEAT, root, &seats, seat as usize, &view, serial as u64, hooks)
        }

        /// Shows `text` as the screen's notice.
        #[wasm_bindgen]
        pub fn notice(text: String) {
            skald_app::link::seat::SeatScreen::<$app>::notice(text)
        }

        /// Takes the seat's screen away.
        #[wasm_bindgen]
        pub fn hide() {
            SEAT.with(|s| s.borrow_mut().hide())
        }
    };
}
