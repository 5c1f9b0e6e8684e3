//! The table's "Players' phones" screen (issue #44), drawn by the `<game>-link` module in the
//! element the table's build gives it: per seat a person plays, its state ([`SeatState`]),
//! its code while shown, and the buttons to show a code, make a new one or play the seat at
//! the table again; and the camera that reads the phones' answers, frame by frame, with the
//! QR reader of `skald_peer` (dark codes on a light ground, as the phones draw them).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Interval;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints,
};
use yew::prelude::*;

use super::host::{Host, SeatState};
use super::log::ViewLog;
use super::words as w;
use crate::save::SavedGame;

/// How often the camera's frame is read, in ms.
const READ_EVERY_MS: u32 = 250;

/// The widest frame read (a wider camera frame is scaled down first: codes held at a hand's
/// length stay several pixels a module).
const FRAME_WIDTH: u32 = 640;

/// The screen's properties: the table's link, shared with the module's calls.
#[derive(Properties)]
pub struct ScreenProps<G: SavedGame + ViewLog + 'static> {
    /// The table's side of the seat link.
    pub host: Rc<RefCell<Host<G>>>,
    /// Closes the screen (the phones stay joined).
    pub on_close: Callback<()>,
    /// Registers how the host asks for a redraw.
    pub redraw: Rc<RefCell<Option<Callback<()>>>>,
}

impl<G: SavedGame + ViewLog> PartialEq for ScreenProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.host, &other.host)
    }
}

/// Whether the page may use the camera and be reached by the phones' app: https, or
/// localhost (`window.isSecureContext`).
fn secure() -> bool {
    js_sys::Reflect::get(
        &gloo::utils::window(),
        &JsValue::from_str("isSecureContext"),
    )
    .ok()
    .and_then(|v| v.as_bool())
    .unwrap_or(false)
}

/// The phones screen.
#[component]
pub fn Screen<G: SavedGame + ViewLog + 'static>(props: &ScreenProps<G>) -> Html {
    let update = use_force_update();
    {
        let redraw = props.redraw.clone();
        let update = update.clone();
        use_effect_with((), move |_| {
            *redraw.borrow_mut() = Some(Callback::from(move |_| update.force_update()));
            move || *redraw.borrow_mut() = None
        });
    }
    // Opened: reading starts at its title.
    let title = use_node_ref();
    {
        let title = title.clone();
        use_effect_with((), move |_| {
            if let Some(h) = title.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }
    let camera = use_state(|| Camera::Off);
    let video = use_node_ref();
    let read = use_state(|| None::<usize>);
    // The camera's stream, and the reading of its frames while it runs.
    {
        let (host, video, camera_state, read) = (
            props.host.clone(),
            video.clone(),
            camera.clone(),
            read.clone(),
        );
        use_effect_with(*camera == Camera::On, move |on| {
            let stream: Rc<RefCell<Option<MediaStream>>> = Rc::default();
            let reader = on.then(|| start_camera(host, video, camera_state, read, stream.clone()));
            move || {
                drop(reader);
                if let Some(s) = stream.borrow_mut().take() {
                    stop_stream(&s);
                }
            }
        });
    }
    let host = props.host.borrow();
    let people: Vec<(usize, String)> = (host.people().into_iter().enumerate())
        .filter(|(_, (_, person))| *person)
        .map(|(i, (name, _))| (i, name))
        .collect();
    let seats = people.iter().map(|(seat, name)| {
        let seat = *seat;
        let state = host.seats.get(seat).cloned().unwrap_or(SeatState::Table);
        let on_offer = {
            let host = props.host.clone();
            Callback::from(move |_: MouseEvent| Host::offer(&host, seat))
        };
        let on_back = {
            let host = props.host.clone();
            Callback::from(move |_: MouseEvent| host.borrow_mut().take_back(seat))
        };
        let (line, code) = match &state {
            SeatState::Table => (w::phones_seat_table().to_string(), None),
            SeatState::Making => (w::phones_seat_making().to_string(), None),
            SeatState::Offered(code) => (w::phones_seat_scan(name.as_str()), Some(code.svg.clone())),
            SeatState::Connecting => (w::phones_camera_read(name.as_str()), None),
            SeatState::Joined => (w::phones_seat_joined(name.as_str()), None),
            SeatState::Away => (w::phones_seat_away(name.as_str()), None),
            SeatState::Failed => (w::phones_seat_failed(name.as_str()), None),
            SeatState::Unreachable => (w::phones_seat_unreachable(name.as_str()), None),
        };
        let away = matches!(state, SeatState::Away | SeatState::Failed | SeatState::Unreachable);
        html! {
            <li class={classes!("phones-seat", away.then_some("away"))} data-testid="phones-seat" data-seat={seat.to_string()}>
                <h3>{ name.clone() }</h3>
                <p class="phones-state" data-testid="phones-state">{ line }</p>
                if let Some(svg) = code {
                    <img class="phones-code" data-testid="phones-code" src={svg_url(&svg)} alt={w::phones_code_alt(name.as_str())} />
                }
                <div class="phones-actions">
                    if matches!(state, SeatState::Table | SeatState::Failed | SeatState::Unreachable) {
                        <button class="btn primary" onclick={on_offer} data-testid="phones-show">{ w::phones_show(name.as_str()) }</button>
                    } else if matches!(state, SeatState::Offered(_) | SeatState::Away) {
                        <button class="btn" onclick={on_offer} data-testid="phones-new-code">{ w::phones_new_code() }</button>
                    }
                    if !matches!(state, SeatState::Table) {
                        <button class="btn" onclick={on_back} data-testid="phones-take-back">{ w::phones_take_back(name.as_str()) }</button>
                    }
                </div>
            </li>
        }
    });
    let toggle = {
        let camera = camera.clone();
        Callback::from(move |_: MouseEvent| {
            camera.set(if *camera == Camera::On {
                Camera::Off
            } else {
                Camera::On
            })
        })
    };
    // Escape closes it, as it closes the table's other panels (and goes no further).
    let onkeydown = {
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                close.emit(());
            }
        })
    };
    html! {
        <section class="phones" role="dialog" aria-labelledby="phones-title" data-testid="phones" {onkeydown}>
            <div class="phones-head">
                <h2 id="phones-title" ref={title} tabindex="-1">{ w::phones_title() }</h2>
                <button class="btn" onclick={props.on_close.reform(|_| ())} data-testid="phones-close">{ crate::i18n::shell::close() }</button>
            </div>
            <p>{ w::phones_intro() }</p>
            if !secure() {
                <p class="notice" role="note" data-testid="phones-insecure">{ w::phones_insecure() }</p>
            }
            if people.is_empty() {
                <p>{ w::phones_no_people() }</p>
            }
            <ul class="phones-seats">{ for seats }</ul>
            if !people.is_empty() {
                <div class="phones-camera">
                    <button class="btn primary" onclick={toggle} data-testid="phones-camera" aria-pressed={(*camera == Camera::On).to_string()}>
                        { if *camera == Camera::On { w::phones_camera_stop() } else { w::phones_camera_start() } }
                    </button>
                    if *camera == Camera::On {
                        <p role="status">{ w::phones_camera_reading() }</p>
                        <video ref={video} class="phones-video" autoplay=true muted=true playsinline=true data-testid="phones-video" />
                    }
                    if *camera == Camera::Missing {
                        <p class="notice" role="alert">{ w::phones_camera_none() }</p>
                    }
                    // Said while that seat connects (its card says what follows).
                    if let Some((seat, name)) = (*read).and_then(|s| Some((s, host.people().get(s)?.0.clone()))) {
                        if host.seats.get(seat) == Some(&SeatState::Connecting) {
                            <p role="status" aria-live="polite" data-testid="phones-read">{ w::phones_camera_read(name.as_str()) }</p>
                        }
                    }
                </div>
            }
        </section>
    }
}

/// Whether the camera runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Camera {
    Off,
    On,
    /// The browser gave no camera (none, or permission refused).
    Missing,
}

/// A data URL of an SVG document (a QR code drawn by `skald_peer`: our own markup, shown
/// as an image, never put into the page).
fn svg_url(svg: &str) -> String {
    format!(
        "data:image/svg+xml,{}",
        String::from(js_sys::encode_uri_component(svg))
    )
}

fn stop_stream(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(t) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            t.stop();
        }
    }
}

/// Asks for the camera (the one facing away where there is a choice), shows it in `video`,
/// and reads a frame every [`READ_EVERY_MS`]: each text found is offered to the host as a
/// phone's answer.
fn start_camera<G: SavedGame + ViewLog + 'static>(
    host: Rc<RefCell<Host<G>>>,
    video: NodeRef,
    camera: UseStateHandle<Camera>,
    read: UseStateHandle<Option<usize>>,
    stream: Rc<RefCell<Option<MediaStream>>>,
) -> Interval {
    {
        let (video, stream) = (video.clone(), stream.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let got = async {
                let devices = gloo::utils::window().navigator().media_devices().ok()?;
                let constraints = MediaStreamConstraints::new();
                let facing = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&facing, &"facingMode".into(), &"environment".into());
                constraints.set_video(&facing);
                let promise = devices.get_user_media_with_constraints(&constraints).ok()?;
                JsFuture::from(promise)
                    .await
                    .ok()?
                    .dyn_into::<MediaStream>()
                    .ok()
            }
            .await;
            match (got, video.cast::<HtmlVideoElement>()) {
                (Some(s), Some(v)) => {
                    v.set_src_object(Some(&s));
                    let _ = v.play();
                    *stream.borrow_mut() = Some(s);
                }
                (Some(s), None) => stop_stream(&s),
                (None, _) => camera.set(Camera::Missing),
            }
        });
    }
    let canvas: Option<HtmlCanvasElement> = gloo::utils::document()
        .create_element("canvas")
        .ok()
        .and_then(|c| c.dyn_into().ok());
    Interval::new(READ_EVERY_MS, move || {
        let (Some(v), Some(canvas)) = (video.cast::<HtmlVideoElement>(), canvas.as_ref()) else {
            return;
        };
        for text in read_frame(&v, canvas) {
            if let Some(seat) = Host::answer(&host, &text) {
                read.set(Some(seat));
            }
        }
    })
}

/// The texts of the QR codes in the video's current frame.
fn read_frame(video: &HtmlVideoElement, canvas: &HtmlCanvasElement) -> Vec<String> {
    let (vw, vh) = (video.video_width(), video.video_height());
    if vw == 0 || vh == 0 {
        return Vec::new();
    }
    let w = vw.min(FRAME_WIDTH);
    let h = ((vh as u64 * w as u64) / vw as u64) as u32;
    canvas.set_width(w);
    canvas.set_height(h);
    let Some(ctx) = (canvas.get_context("2d").ok().flatten())
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
    else {
        return Vec::new();
    };
    if ctx
        .draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w as f64, h as f64)
        .is_err()
    {
        return Vec::new();
    }
    let Ok(image) = ctx.get_image_data(0.0, 0.0, w as f64, h as f64) else {
        return Vec::new();
    };
    read_codes(&image.data().0, w, h)
}
/// The texts of the QR codes in an RGBA image of `width` × `height` pixels (none if it is not
/// one: the reader refuses sizes it cannot take before any work).
pub fn read_codes(rgba: &[u8], width: u32, height: u32) -> Vec<String> {
    let (w, h) = (width as usize, height as usize);
    skald_peer::scan::rgba_to_luma(w, h, rgba)
        .and_then(|luma| skald_peer::scan::scan_luma(w, h, &luma))
        .unwrap_or_default()
}
