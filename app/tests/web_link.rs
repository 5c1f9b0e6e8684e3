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
    assert_eq!((seen.seat, seen.at), (1, 0));
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
