//! The table's side of the seat link (`link::host::Host`, the `<game>-link` module's core) in
//! headless Chromium: a seat's code is shown, a phone answers it over a real data channel,
//! the host reads the answer, the gate welcomes the seat with its view from the host's own
//! copy of the game (rebuilt from the table's save text), a phone's action is handed to the
//! table, the next position reaches the phone, a stale action is refused, and taking the seat
//! back says goodbye. `cargo test --target wasm32-unknown-unknown -p skald-app --test
//! web_phones`.
#![cfg(all(target_arch = "wasm32", feature = "table-link"))]

use std::cell::RefCell;
use std::rc::Rc;

use skald::odin::{Odin, OdinConfig};
use skald::{Game, Replay, Viewer};
use skald_app::link::channel::{Channel, Event};
use skald_app::link::host::{Hooks, Host, SeatState};
use skald_app::link::join::{link_payload, read_offer};
use skald_app::link::{Bye, FromPhone, Kept, ToPhone, Why};
use skald_app::seats::{Meta, Seat};
use wasm_bindgen_test::*;

mod common;

wasm_bindgen_test_configure!(run_in_browser);

/// Waits (up to 20 s) until `ready` gives something.
async fn until<T>(what: &str, ready: impl Fn() -> Option<T>) -> T {
    for _ in 0..400 {
        if let Some(x) = ready() {
            return x;
        }
        common::settle_for(50).await;
    }
    panic!("waited in vain for {what}");
}

/// The phone's next message from the table, read as the phone reads it.
async fn next_message(events: &Rc<RefCell<Vec<Event>>>) -> ToPhone {
    let bytes = until("a message on the phone", || {
        let mut e = events.borrow_mut();
        let at = e.iter().position(|x| matches!(x, Event::Message(_)))?;
        match e.remove(at) {
            Event::Message(b) => Some(b),
            _ => None,
        }
    })
    .await;
    ToPhone::read(&bytes).unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(&bytes)))
}

#[wasm_bindgen_test]
async fn a_phone_joins_the_tables_host_plays_and_is_taken_back() {
    let config = OdinConfig::new(3);
    let mut replay = Replay::<Odin>::new(config, 44);
    let meta = Meta {
        seats: Seat::defaults(3),
        hints: None,
    };
    let mut game = replay.initial().unwrap();
    let seat = game.to_move().unwrap();
    let acted: Rc<RefCell<Vec<(usize, u64, String)>>> = Rc::default();
    let phones: Rc<RefCell<Vec<Vec<bool>>>> = Rc::default();
    let host = Host::<Odin>::new(
        3,
        "https://games.example.org/skald/".to_string(),
        Hooks {
            act: {
                let acted = acted.clone();
                Box::new(move |s, serial, json| acted.borrow_mut().push((s, serial, json)))
            },
            phones: {
                let phones = phones.clone();
                Box::new(move |f| phones.borrow_mut().push(f))
            },
            redraw: Box::new(|| {}),
        },
    );
    let save = skald_app::save::to_json(&replay, &meta);
    host.borrow_mut().position(&save, 0).unwrap();
    assert_eq!(host.borrow().people().len(), 3);

    // The table shows the seat's code; the phone opens it and answers.
    Host::offer(&host, seat);
    let code = until("the seat's code", || match &host.borrow().seats[seat] {
        SeatState::Offered(code) => Some(code.clone()),
        _ => None,
    })
    .await;
    assert!(
        code.version <= 10,
        "a link code of version {}",
        code.version
    );
    let offer = read_offer(link_payload(&code.text).unwrap()).unwrap();
    assert_eq!(offer.seat, seat);
    let (mut phone, back) = Channel::answer(&offer).await.unwrap();
    let on_phone: Rc<RefCell<Vec<Event>>> = Rc::default();
    {
        let sink = on_phone.clone();
        phone.listen(move |e| sink.borrow_mut().push(e));
    }
    // Anything else the camera reads is no answer.
    assert_eq!(Host::answer(&host, "HELLO"), None);
    assert_eq!(Host::answer(&host, &back.text), Some(seat));
    until("the channel open", || phone.is_open().then_some(())).await;

    // The hello proves the seat: the welcome holds the seat's view, its decision and its
    // legal actions, from the host's copy of the game.
    let hello = FromPhone::Hello {
        seat,
        secret: offer.secret,
    };
    phone.send(&hello.to_text()).unwrap();
    // First what the table plays: the game and its seats, for the seat's screen.
    let ToPhone::Table { game: name, seats } = next_message(&on_phone).await else {
        panic!("the table's game and seats ahead of the welcome")
    };
    assert_eq!((name.as_str(), seats.len()), ("odin", game.players()));
    let ToPhone::View(seen) = next_message(&on_phone).await else {
        panic!("a welcome")
    };
    assert!(seen.welcome && seen.decides);
    assert_eq!((seen.seat, seen.at, seen.serial), (seat, 0, 0));
    assert_eq!(seen.legal.len(), game.legal_actions().len());
    let mut kept = Kept::default();
    kept.take(seen.log_from, seen.log.clone()).unwrap();
    let whole = kept.whole::<Odin>(seen.view).unwrap();
    assert_eq!(
        skald_app::json::to_string(&whole).unwrap(),
        skald_app::json::to_string(&game.view(Viewer::Player(seat))).unwrap()
    );
    until("the seat joined", || {
        (host.borrow().seats[seat] == SeatState::Joined).then_some(())
    })
    .await;
    let flags = until("the table told of the phone's seat", || {
        phones.borrow().last().filter(|f| f[seat]).cloned()
    })
    .await;
    assert_eq!(flags.iter().filter(|&&f| f).count(), 1);

    // The phone plays: the host hands the action to the table, which applies it and hands
    // the new position over; the phone is sent its view.
    let action = game.legal_actions()[0];
    phone
        .send(&FromPhone::act(seat, 0, 0, &action).to_text())
        .unwrap();
    let (s, serial, json) = until("the action handed to the table", || {
        acted.borrow().first().cloned()
    })
    .await;
    assert_eq!((s, serial), (seat, 0));
    assert_eq!(json, skald_app::json::to_string(&action).unwrap());
    replay.push(&mut game, action).unwrap();
    host.borrow_mut()
        .position(&skald_app::save::to_json(&replay, &meta), 1)
        .unwrap();
    let ToPhone::View(seen) = next_message(&on_phone).await else {
        panic!("a view")
    };
    assert!(!seen.welcome);
    assert_eq!((seen.at, seen.serial), (1, 1));
    assert_eq!(seen.decides, game.to_move() == Some(seat));

    // The same action again, late: refused as already played, never handed over twice.
    phone
        .send(&FromPhone::act(seat, 0, 0, &action).to_text())
        .unwrap();
    let ToPhone::Refused { why, at } = next_message(&on_phone).await else {
        panic!("a refusal")
    };
    assert!(matches!(why, Some(Why::Duplicate | Why::Stale)), "{why:?}");
    assert_eq!(at, 1);
    assert_eq!(acted.borrow().len(), 1);

    // The table takes the seat back: the phone is told, the table hears of it.
    host.borrow_mut().take_back(seat);
    let mut bye = None;
    for _ in 0..3 {
        if let ToPhone::Bye(why) = next_message(&on_phone).await {
            bye = Some(why);
            break;
        }
    }
    assert_eq!(bye, Some(Some(Bye::TakenBack)));
    assert_eq!(host.borrow().seats[seat], SeatState::Table);
    until("the table told the seat is back", || {
        phones.borrow().last().filter(|f| !f[seat]).map(|_| ())
    })
    .await;
}
