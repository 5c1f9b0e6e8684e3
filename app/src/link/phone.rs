//! The phone's join screen (issue #44, docs/peer.md "The flow it serves", step 2): the page a
//! seat's QR code opens (`#/join/<digits>`, [`crate::route::Route::Join`]). It reads the
//! table's offer from the address (hostile: anything else is said in words), answers it
//! ([`Channel::answer`]), shows the answer's QR code for the table's camera, and once the
//! data channel opens proves the seat with its secret (`hello`), pings the table every
//! [`PING_EVERY_MS`], and shows what the table says: the seat it holds, whether it decides
//! (with a buzz where the phone has one, and a visual cue), the table's refusals and
//! goodbyes in words. The phone never decides a rule: it only reads the table's messages.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::channel::{Channel, Event};
use super::from_phone::FromPhone;
use super::gate::PING_EVERY_MS;
use super::join::{read_offer, Code, Offer};
use super::to_phone::ToPhone;
use super::why::{Bye, Why};
use super::words as w;

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
}

/// The join screen's properties.
#[derive(Properties, PartialEq)]
pub struct JoinProps {
    /// What follows `#/join/` in the address: the table's offer and the seat's secret.
    pub payload: String,
}

/// The phone's join screen for the seat's code `payload`.
#[component]
pub fn Join(props: &JoinProps) -> Html {
    let stage = use_state(|| Stage::Answering);
    let notice = use_state(|| None::<&'static str>);
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
            if let Some(text) = *notice {
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
fn start(
    offer: Offer,
    stage: UseStateHandle<Stage>,
    notice: UseStateHandle<Option<&'static str>>,
    link: Rc<RefCell<Link>>,
) {
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
    notice: &UseStateHandle<Option<&'static str>>,
    link: &Rc<RefCell<Link>>,
) {
    match ToPhone::read(bytes) {
        Ok(ToPhone::View(seen)) => {
            let mut l = link.borrow_mut();
            l.seen = Some((seen.at, seen.serial));
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
            notice.set(Some(Why::words_of(why)));
        }
        Ok(ToPhone::Bye(why)) => {
            link.borrow_mut().seen = None;
            stage.set(Stage::Gone(Bye::words_of(why)));
        }
        // Log entries ahead of a view, and what this build cannot read: nothing to show.
        Ok(ToPhone::Log { .. }) | Err(_) => {}
    }
}

/// A short buzz where the phone has one (`navigator.vibrate`); the screen's cue is the
/// `decides` class.
fn buzz() {
    let _ = gloo::utils::window().navigator().vibrate_with_duration(200);
}
