//! The phone's join screen (issue #44, docs/peer.md "The flow it serves", step 2): the page a
//! seat's QR code opens (`#/join/<digits>`, [`crate::route::Route::Join`]). It reads the
//! table's offer from the address (hostile: anything else is said in words), answers it
//! ([`Channel::answer`]), shows the answer's QR code for the table's camera, and once the
//! data channel opens proves the seat with its secret (`hello`), pings the table every
//! [`PING_EVERY_MS`], and shows what the table says: the seat it holds, whether it decides
//! (with a buzz where the phone has one, and a visual cue), the table's refusals and
//! goodbyes in words. The phone never decides a rule: it only reads the table's messages.
//!
//! Once the table has said what it plays (`table`) and welcomed the seat, the seat's own
//! screen — the game's play screen, drawn from the seat's view — comes over this one: the
//! game's module `<game>-seat` ([`super::seat`]), loaded into the page then ([`seat_screen`]),
//! is handed every view (put back together with the log entries kept) and hands back the
//! moves the player chose, which go to the table as `act`.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Function, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::channel::{Channel, Event};
use super::from_phone::FromPhone;
use super::gate::PING_EVERY_MS;
use super::join::{read_offer, Code, Offer};
use super::log::Kept;
use super::to_phone::ToPhone;
use super::why::{Bye, Why};
use super::words as w;
use crate::json::Value;
use crate::seats::Seat;

/// What the phone's join screen shows.
#[derive(Clone, Debug, PartialEq)]
enum Stage {
    /// The address is not a seat's code.
    BadLink,
    /// Making the answer (ICE gathering).
    Answering,
    /// The browser could not make a connection.
    Failed,
    /// The answer's code, for the table's camera.
    Show(Code),
    /// The channel opened; the hello is on its way.
    Open,
    /// The table welcomed the seat: `decides` says whether it is its decision now.
    Joined { seat: usize, decides: bool },
    /// The table ended the connection, or it was lost: the words why.
    Gone(&'static str),
}

/// What the phone keeps between the table's messages.
#[derive(Default)]
struct Link {
    channel: Option<Channel>,
    /// The `at` and `serial` of the last view received (the next ping's).
    seen: Option<(u64, u64)>,
    decides: bool,
    /// The table's action count when it last refused a message: its words stay up while
    /// the game stands there (the view that follows a refusal does not take them away).
    refused_at: Option<u64>,
    /// What the table plays: the game (one of the app's) and its seats.
    table: Option<(&'static str, Vec<Seat>)>,
    /// The seat held (from the welcome).
    seat: usize,
    /// The log entries received, to put the views back together.
    kept: Kept,
    /// The seat's screen, once asked for.
    screen: Option<SeatScreen>,
}

/// The seat's screen over the join screen: the game's `<game>-seat` module.
struct SeatScreen {
    /// The element it is drawn in (a child of `<html>`: two Yew apps in one page must not
    /// share a tree, or one takes the other's presses for its own).
    layer: web_sys::Element,
    /// The module, once loaded.
    module: Option<JsValue>,
    /// The latest view to show (JSON) and its serial, while the module loads.
    latest: Option<(String, u64)>,
    /// The function the module calls with the moves chosen (`act <json>`).
    hooks: Closure<dyn Fn(String)>,
}

/// The join screen's properties.
#[derive(Properties, PartialEq)]
pub struct JoinProps {
    /// What follows `#/join/` in the address: the table's offer and the seat's secret.
    pub payload: String,
}

/// A line for the player under the join screen (a refusal, a failure), if any.
type Notice = UseStateHandle<Option<AttrValue>>;

/// The phone's join screen for the seat's code `payload`.
#[component]
pub fn Join(props: &JoinProps) -> Html {
    let stage = use_state(|| Stage::Answering);
    let notice = use_state(|| None::<AttrValue>);
    let link = use_mut_ref(Link::default);
    {
        let (stage, notice, link) = (stage.clone(), notice.clone(), link.clone());
        use_effect_with(props.payload.clone(), move |payload| {
            match read_offer(payload) {
                Err(_) => stage.set(Stage::BadLink),
                Ok(offer) => start(offer, stage, notice, link.clone()),
            }
            move || {
                link.borrow_mut().channel = None;
            }
        });
    }
    {
        // Pings while the page is open: the table shows the seat away after a few missed.
        let link = link.clone();
        use_effect_with((), move |_| {
            let ping = gloo::timers::callback::Interval::new(PING_EVERY_MS as u32, move || {
                let l = link.borrow();
                if let (Some(ch), Some((at, serial))) = (&l.channel, l.seen) {
                    let _ = ch.send(&FromPhone::Ping { at, serial }.to_text());
                }
            });
            move || drop(ping)
        });
    }
    html! {
        <section class={classes!("phone-join", matches!(*stage, Stage::Joined { decides: true, .. }).then_some("decides"))}>
            <h1>{ w::join_title() }</h1>
            { body(&stage) }
            if let Some(text) = (*notice).clone() {
                <p class="notice" role="alert">{ text }</p>
            }
        </section>
    }
}

/// The screen's main part at `stage`.
fn body(stage: &Stage) -> Html {
    let status =
        |text: &str| html! { <p role="status" aria-live="polite">{ text.to_string() }</p> };
    match stage {
        Stage::BadLink => html! { <p class="notice" role="alert">{ w::join_bad_link() }</p> },
        Stage::Answering => status(w::join_answering()),
        Stage::Failed => html! { <p class="notice" role="alert">{ w::join_failed() }</p> },
        Stage::Show(code) => html! {
            <>
                { status(w::join_show()) }
                <img class="phone-code" src={svg_url(&code.svg)} alt={w::join_code_alt()} />
            </>
        },
        Stage::Open => status(w::join_open()),
        Stage::Joined { seat, decides } => html! {
            <>
                <p>{ w::join_seat(seat + 1) }</p>
                <p role="status" aria-live="polite" class="phone-turn">
                    { if *decides { w::join_decides() } else { w::join_waiting() } }
                </p>
            </>
        },
        Stage::Gone(text) => html! { <p class="notice" role="alert">{ *text }</p> },
    }
}

/// A data URL of an SVG document (the QR code drawn by `skald_peer`: our own markup, shown
/// as an image, never put into the page).
fn svg_url(svg: &str) -> String {
    format!(
        "data:image/svg+xml,{}",
        String::from(js_sys::encode_uri_component(svg))
    )
}

/// Answers `offer` and listens to the table.
fn start(offer: Offer, stage: UseStateHandle<Stage>, notice: Notice, link: Rc<RefCell<Link>>) {
    wasm_bindgen_futures::spawn_local(async move {
        let (mut ch, code) = match Channel::answer(&offer).await {
            Ok(made) => made,
            Err(_) => return stage.set(Stage::Failed),
        };
        let hello = FromPhone::Hello {
            seat: offer.seat,
            secret: offer.secret,
        }
        .to_text();
        let (on_stage, weak) = (stage.clone(), Rc::downgrade(&link));
        ch.listen(move |event| {
            let Some(link) = weak.upgrade() else { return };
            match event {
                Event::Open => {
                    on_stage.set(Stage::Open);
                    if let Some(ch) = &link.borrow().channel {
                        let _ = ch.send(&hello);
                    }
                }
                Event::Message(bytes) => received(&bytes, &on_stage, &notice, &link),
                Event::Closed => {
                    link.borrow_mut().seen = None;
                    close_seat(&link);
                    if !matches!(*on_stage, Stage::Gone(_)) {
                        on_stage.set(Stage::Gone(w::join_lost()));
                    }
                }
            }
        });
        let open = ch.is_open();
        link.borrow_mut().channel = Some(ch);
        if !open {
            stage.set(Stage::Show(code));
        }
    });
}

/// A message from the table, read as hostile (its size, shape and version first).
fn received(
    bytes: &[u8],
    stage: &UseStateHandle<Stage>,
    notice: &Notice,
    link: &Rc<RefCell<Link>>,
) {
    match ToPhone::read(bytes) {
        Ok(ToPhone::Table { game, seats }) => match known_game(&game) {
            Some(game) => link.borrow_mut().table = Some((game, seats)),
            None => notice.set(Some(w::join_game_unknown().into())),
        },
        Ok(ToPhone::Log { from, entries, .. }) => {
            let _ = link.borrow_mut().kept.take(from, entries);
        }
        Ok(ToPhone::View(seen)) => {
            let mut l = link.borrow_mut();
            l.seen = Some((seen.at, seen.serial));
            l.seat = seen.seat;
            let whole = l.kept.take(seen.log_from, seen.log.clone()).and_then(|()| {
                let game = l.table.as_ref().map_or("", |t| t.0);
                whole_view(&l.kept, game, seen.view.clone())
            });
            if let Ok(view) = whole {
                drop(l);
                seat_screen(link, view, seen.serial, seen.decides, notice);
                l = link.borrow_mut();
            }
            if seen.decides && !l.decides {
                buzz();
            }
            l.decides = seen.decides;
            if l.refused_at.is_some_and(|at| at != seen.at) {
                l.refused_at = None;
                notice.set(None);
            }
            stage.set(Stage::Joined {
                seat: seen.seat,
                decides: seen.decides,
            });
        }
        Ok(ToPhone::Refused { why, at }) => {
            link.borrow_mut().refused_at = Some(at);
            notice.set(Some(Why::words_of(why).into()));
            // Said on the seat's screen too, where the player made the move.
            let module = link.borrow().screen.as_ref().and_then(|s| s.module.clone());
            if let Some(m) = module {
                let _ = call(&m, "notice", &[Why::words_of(why).into()]);
            }
        }
        Ok(ToPhone::Bye(why)) => {
            link.borrow_mut().seen = None;
            close_seat(link);
            stage.set(Stage::Gone(Bye::words_of(why)));
        }
        // What this build cannot read: nothing to show.
        Err(_) => {}
    }
}

/// The game named `name`, if it is one of the app's (its name names its seat screen's
/// module: nothing else from the table goes into one).
fn known_game(name: &str) -> Option<&'static str> {
    crate::games::GameId::ALL
        .iter()
        .map(|g| g.slug())
        .find(|&slug| slug == name)
}

/// The seat's whole view of `game` (JSON text): `view` with the log entries `kept` put back.
fn whole_view(kept: &Kept, game: &str, view: Value) -> Result<String, Why> {
    use skald::{odin::Odin, valda::Valda, voluspa::Voluspa};
    let whole = match game {
        "odin" => kept.whole::<Odin>(view),
        "valda" => kept.whole::<Valda>(view),
        "voluspa" => kept.whole::<Voluspa>(view),
        _ => Err(Why::BadShape),
    }?;
    crate::json::to_string(&whole).map_err(|_| Why::BadShape)
}

/// Calls the method `name` of `object` with `args`.
fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: Function = Reflect::get(object, &JsValue::from_str(name))?.dyn_into()?;
    f.apply(object, &args.iter().collect::<Array>())
}

/// Shows the seat's screen at the position `view` (the seat's whole view, JSON) of the
/// table's `serial`: the game's seat module is loaded the first time (`window.skaldModule`),
/// and a failure to load or draw it is said in words (the join screen stays).
fn seat_screen(
    link: &Rc<RefCell<Link>>,
    view: String,
    serial: u64,
    decides: bool,
    notice: &Notice,
) {
    let mut l = link.borrow_mut();
    let Some((game, seats)) = l.table.clone() else {
        return;
    };
    let seats_json = crate::json::to_string(&seats).unwrap_or_default();
    let seat = l.seat;
    // The table's action count of the position shown (the tests wait on it).
    let at = l.seen.map_or(0, |(at, _)| at);
    if l.screen.is_none() {
        let Some(layer) = new_layer() else { return };
        let weak = Rc::downgrade(link);
        let hooks = Closure::new(move |line: String| {
            if let (Some(link), Some(json)) = (weak.upgrade(), line.strip_prefix("act ")) {
                chose(&link, json);
            }
        });
        l.screen = Some(SeatScreen {
            layer,
            module: None,
            latest: None,
            hooks,
        });
        load_module(link.clone(), game, notice.clone());
    }
    let Some(screen) = l.screen.as_mut() else {
        return;
    };
    let _ = screen
        .layer
        .class_list()
        .toggle_with_force("decides", decides);
    let _ = screen.layer.set_attribute("data-at", &at.to_string());
    let Some(module) = screen.module.clone() else {
        screen.latest = Some((view, serial));
        return;
    };
    let args = [
        screen.layer.clone().into(),
        seats_json.into(),
        (seat as f64).into(),
        view.into(),
        (serial as f64).into(),
        screen.hooks.as_ref().clone(),
    ];
    drop(l);
    if let Err(why) = call(&module, "show", &args) {
        notice.set(Some(seat_failed(why)));
    }
}

/// Loads the seat module of `game`, then shows the latest view on it.
fn load_module(link: Rc<RefCell<Link>>, game: &'static str, notice: Notice) {
    let window = gloo::utils::window();
    let promise = Reflect::get(&window, &JsValue::from_str("skaldModule"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&JsValue::NULL, &format!("{game}-seat").into()).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        notice.set(Some(seat_failed(JsValue::from_str("no module loader"))));
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(module) => {
                let latest = {
                    let mut l = link.borrow_mut();
                    let Some(screen) = l.screen.as_mut() else {
                        return;
                    };
                    screen.module = Some(module);
                    screen.latest.take()
                };
                if let Some((view, serial)) = latest {
                    let decides = link.borrow().decides;
                    seat_screen(&link, view, serial, decides, &notice);
                }
            }
            Err(why) => {
                close_seat(&link);
                notice.set(Some(seat_failed(why)));
            }
        }
    });
}

/// "This phone could not show your seat: …".
fn seat_failed(why: JsValue) -> AttrValue {
    let why = why
        .as_string()
        .or_else(|| {
            why.dyn_into::<js_sys::Error>()
                .ok()
                .map(|e| e.message().into())
        })
        .unwrap_or_default();
    w::join_seat_failed(why.as_str()).to_string().into()
}

/// The element the seat's screen is drawn in: a child of `<html>`, over the join screen.
fn new_layer() -> Option<web_sys::Element> {
    let doc = gloo::utils::document();
    let layer = doc.create_element("div").ok()?;
    layer.set_class_name("seat-layer");
    layer.set_attribute("data-testid", "seat-screen").ok()?;
    doc.document_element()?.append_child(&layer).ok()?;
    Some(layer)
}

/// Takes the seat's screen away (the table ended the link, or it was lost).
fn close_seat(link: &Rc<RefCell<Link>>) {
    let screen = link.borrow_mut().screen.take();
    if let Some(s) = screen {
        if let Some(m) = &s.module {
            let _ = call(m, "hide", &[]);
        }
        s.layer.remove();
    }
}

/// The player chose the move `json` on the seat's screen: it goes to the table, for the
/// position of the last view shown.
fn chose(link: &Rc<RefCell<Link>>, json: &str) {
    let l = link.borrow();
    let (Some(ch), Some((at, serial)), Ok(action)) = (&l.channel, l.seen, crate::json::parse(json))
    else {
        return;
    };
    let act = FromPhone::Act {
        seat: l.seat,
        at,
        serial,
        action,
    };
    let _ = ch.send(&act.to_text());
}

/// A short buzz where the phone has one (`navigator.vibrate`); the screen's cue is the
/// `decides` class.
fn buzz() {
    // Only where the browser has it: Safari and Firefox have no `vibrate`, and calling it
    // there threw inside the message handler and broke the page.
    let navigator = gloo::utils::window().navigator();
    let has =
        Reflect::get(&navigator, &JsValue::from_str("vibrate")).is_ok_and(|f| f.is_function());
    if has {
        let _ = navigator.vibrate_with_duration(200);
    }
}
