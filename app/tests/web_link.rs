//! A phone joins its seat over a real data channel in headless Chromium (wasm-bindgen-test):
//! the table's connection and the phone's in one page, set up only through the seat's code
//! and the phone's answer (host candidates only), then the hello proved by the gate and the
//! welcome read on the phone. `cargo test --target wasm32-unknown-unknown -p skald-app --test
//! web_link`. The browser shows its addresses rather than mDNS names (tests/webdriver.json):
//! the test machine resolves no `.local` name.
#![cfg(all(target_arch = "wasm32", feature = "link"))]

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use skald::odin::{Odin, OdinConfig};
use skald::{Game, Viewer};
use skald_app::link::channel::{Channel, Event};
use skald_app::link::join::{link_payload, read_answer, read_offer};
use skald_app::link::{FromPhone, Gate, Kept, Position, Secret, ToPhone, Verdict};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

mod common;

wasm_bindgen_test_configure!(run_in_browser);

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let wait = Promise::new(&mut |done, _| {
        let window = web_sys::window().unwrap();
        window
            .set_timeout_with_callback_and_timeout_and_arguments_0(&done, ms)
            .unwrap();
    });
    JsFuture::from(wait).await.unwrap();
}

/// The events a channel reported, kept for the test to look at.
fn recorded(ch: &mut Channel) -> Rc<RefCell<Vec<Event>>> {
    let events = Rc::new(RefCell::new(Vec::new()));
    let sink = events.clone();
    ch.listen(move |e| sink.borrow_mut().push(e));
    events
}

/// Waits (up to 20 s) until `events` holds one for which `pick` gives something; takes it out.
async fn next<T>(events: &Rc<RefCell<Vec<Event>>>, pick: impl Fn(&Event) -> Option<T>) -> T {
    for _ in 0..400 {
        let found = {
            let mut e = events.borrow_mut();
            let at = e.iter().position(|x| pick(x).is_some());
            at.map(|i| e.remove(i))
        };
        if let Some(x) = found {
            return pick(&x).unwrap();
        }
        sleep(50).await;
    }
    panic!("no such event: {:?}", events.borrow());
}

fn message(e: &Event) -> Option<Vec<u8>> {
    match e {
        Event::Message(bytes) => Some(bytes.clone()),
        _ => None,
    }
}

#[wasm_bindgen_test]
async fn a_phone_joins_its_seat_over_a_data_channel() {
    let game = Odin::new(&OdinConfig::new(3), 44).unwrap();
    let pos = Position {
        game: &game,
        actions: &[],
        movers: &[],
        serial: 0,
    };
    let secret = Secret([0x5e; 16]);
    let mut gate = Gate::new(3);
    gate.offer(1, secret);

    // The table shows seat 1's code; the phone reads it and shows its answer; the table reads
    // that.
    let (mut table, code) = Channel::offer("https://games.example.org/skald/", 1, &secret)
        .await
        .unwrap();
    let offer = read_offer(link_payload(&code.text).unwrap()).unwrap();
    assert_eq!(offer.seat, 1);
    let (mut phone, back) = Channel::answer(&offer).await.unwrap();
    let answer = read_answer(&back.text, |s, k| gate.expects(s, k)).unwrap();
    let at_table = recorded(&mut table);
    let on_phone = recorded(&mut phone);
    table.accept(&answer).await.unwrap();
    next(&at_table, |e| (e == &Event::Open).then_some(())).await;
    next(&on_phone, |e| (e == &Event::Open).then_some(())).await;
    assert!(table.is_open() && phone.is_open());

    // The phone proves its seat; the table answers with the seat's welcome.
    let hello = FromPhone::Hello {
        seat: offer.seat,
        secret: offer.secret,
    };
    phone.send(&hello.to_text()).unwrap();
    let bytes = next(&at_table, message).await;
    let verdict = gate.receive(7, &bytes, 0, pos);
    assert_eq!(
        verdict,
        Verdict::Joined {
            seat: 1,
            replaced: None
        }
    );
    for text in gate.answer(&verdict, pos).unwrap() {
        table.send(&text).unwrap();
    }
    let bytes = next(&on_phone, message).await;
    let Ok(ToPhone::View(seen)) = ToPhone::read(&bytes) else {
        panic!("a welcome: {}", String::from_utf8_lossy(&bytes))
    };
    assert!(seen.welcome);
    assert_eq!((seen.seat, seen.at, seen.serial), (1, 0, 0));
    let mut kept = Kept::default();
    kept.take(seen.log_from, seen.log.clone()).unwrap();
    let whole = kept.whole::<Odin>(seen.view).unwrap();
    let view = serde_json::to_string(&game.view(Viewer::Player(1))).unwrap();
    assert_eq!(
        serde_json::to_string(&whole).unwrap(),
        view,
        "the phone was sent its seat's view"
    );

    // The phone goes: the table hears the channel close.
    drop(phone);
    next(&at_table, |e| (e == &Event::Closed).then_some(())).await;
}

/// The texts of the QR codes in the image at `src` (the phone's answer code, an SVG data URL),
/// drawn at 6 pixels a module as a camera frame would show it and read by the table's reader.
async fn read_codes(src: &str) -> Vec<String> {
    use wasm_bindgen::JsCast;
    let document = gloo::utils::document();
    let img: web_sys::HtmlImageElement = document.create_element("img").unwrap().unchecked_into();
    img.set_src(src);
    JsFuture::from(img.decode()).await.unwrap();
    let side = 480u32;
    let canvas: web_sys::HtmlCanvasElement =
        document.create_element("canvas").unwrap().unchecked_into();
    canvas.set_width(side);
    canvas.set_height(side);
    let ctx: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").unwrap().unwrap().unchecked_into();
    ctx.set_fill_style_str("#fff");
    ctx.fill_rect(0.0, 0.0, side as f64, side as f64);
    ctx.draw_image_with_html_image_element_and_dw_and_dh(&img, 0.0, 0.0, side as f64, side as f64)
        .unwrap();
    let rgba = ctx
        .get_image_data(0.0, 0.0, side as f64, side as f64)
        .unwrap()
        .data();
    let (w, h) = (side as usize, side as usize);
    let luma = skald_peer::scan::rgba_to_luma(w, h, &rgba).unwrap();
    skald_peer::scan::scan_luma(w, h, &luma).unwrap()
}

/// The phone's join screen, opened on a seat's link: it answers with a code that the table's
/// reader reads off its image, proves the seat over the data channel that opens, and shows
/// what the table says — the seat, its decision, a refusal and a goodbye in words.
#[wasm_bindgen_test]
async fn the_join_screen_answers_joins_and_shows_the_tables_words() {
    use skald_app::link::phone::{Join, JoinProps};
    use skald_app::link::{bye_text, refused_text, words, Bye, Why};
    let _lang = common::lang_guard();
    let game = Odin::new(&OdinConfig::new(3), 45).unwrap();
    let pos = Position {
        game: &game,
        actions: &[],
        movers: &[],
        serial: 0,
    };
    let seat = game.to_move().unwrap();
    let secret = Secret([0x2a; 16]);
    let mut gate = Gate::new(3);
    gate.offer(seat, secret);
    let (mut table, code) = Channel::offer("https://games.example.org/skald/", seat, &secret)
        .await
        .unwrap();
    let at_table = recorded(&mut table);

    // A link that is not a seat's code: said in words, nothing else happens.
    let bad = common::mount_point();
    let payload = "12345<b>".to_string();
    yew::Renderer::<Join>::with_root_and_props(bad.clone(), JoinProps { payload }).render();
    common::settle().await;
    assert_eq!(
        common::texts(&bad, "[role=alert]"),
        [words::join_bad_link()]
    );

    let root = common::mount_point();
    let payload = link_payload(&code.text).unwrap().to_string();
    yew::Renderer::<Join>::with_root_and_props(root.clone(), JoinProps { payload }).render();
    let mut src = String::new();
    for _ in 0..400 {
        src = common::attrs(&root, "img.phone-code", "src")
            .pop()
            .unwrap_or_default();
        if !src.is_empty() {
            break;
        }
        sleep(50).await;
    }
    assert!(
        src.starts_with("data:image/svg+xml,"),
        "an answer code: {src:.80}"
    );
    assert_eq!(
        common::attrs(&root, "img.phone-code", "alt"),
        [words::join_code_alt()]
    );
    let texts = read_codes(&src).await;
    assert_eq!(texts.len(), 1, "one code read: {texts:?}");
    let answer = read_answer(&texts[0], |s, k| gate.expects(s, k)).unwrap();
    assert_eq!(answer.seat, seat);
    table.accept(&answer).await.unwrap();
    next(&at_table, |e| (e == &Event::Open).then_some(())).await;

    // The screen's hello proves the seat; the welcome shows it, and that it decides.
    let bytes = next(&at_table, message).await;
    let verdict = gate.receive(1, &bytes, 0, pos);
    assert_eq!(
        verdict,
        Verdict::Joined {
            seat,
            replaced: None
        }
    );
    for text in gate.answer(&verdict, pos).unwrap() {
        table.send(&text).unwrap();
    }
    let shown = words::join_seat(seat + 1);
    for _ in 0..200 {
        if common::texts(&root, "p").contains(&shown) {
            break;
        }
        sleep(25).await;
    }
    assert!(
        common::texts(&root, "p").contains(&shown),
        "{:?}",
        common::texts(&root, "p")
    );
    assert_eq!(common::texts(&root, ".phone-turn"), [words::join_decides()]);
    assert!(root
        .query_selector(".phone-join.decides")
        .unwrap()
        .is_some());

    // Its pings carry the view's count and serial: the table finds it up to date.
    let bytes = next(&at_table, message).await;
    assert_eq!(gate.receive(1, &bytes, 1, pos), Verdict::Alive { seat });

    // A refusal and a goodbye, in words.
    table.send(&refused_text(Why::NotYourTurn, 0)).unwrap();
    common::wait_until("the refusal", || {
        common::texts(&root, ".notice").contains(&words::refused_not_your_turn().to_string())
    })
    .await;
    // The view that follows a refusal leaves its words up; the game moving on takes them away.
    for text in gate.views(pos) {
        for t in text.1 {
            table.send(&t).unwrap();
        }
    }
    common::settle_for(200).await;
    assert_eq!(
        common::texts(&root, ".notice"),
        [words::refused_not_your_turn()]
    );
    let mut moved = game.clone();
    let first = moved.legal_actions()[0];
    moved.apply(&first).unwrap();
    let actions = [first];
    let after = Position {
        game: &moved,
        actions: &actions,
        movers: &[seat],
        serial: 1,
    };
    for (_, texts) in gate.views(after) {
        for t in texts {
            table.send(&t).unwrap();
        }
    }
    common::wait_until("the refusal's words gone", || {
        common::texts(&root, ".notice").is_empty()
    })
    .await;
    assert_eq!(common::texts(&root, ".phone-turn"), [words::join_waiting()]);
    table.send(&bye_text(Bye::TakenBack)).unwrap();
    common::wait_until("the goodbye", || {
        common::texts(&root, ".notice").contains(&words::bye_taken_back().to_string())
    })
    .await;
}
