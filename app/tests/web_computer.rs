//! Computer seats in a real DOM (headless Chromium): the players form offers a person or a
//! computer at each level for every seat, and the computers' speed once a computer sits; the
//! computer's line says who thinks, and offers a retry when the worker failed.
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web_computer`
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use skald_app::components::computer_status::{computer_status, ComputerStatusProps};
use skald_app::components::players_form::{players_form, PlayersFormProps};
use skald_app::computer::Level;
use skald_app::seats::Seat;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{mount_point, render, settle, texts};

#[wasm_bindgen_test]
async fn a_seat_becomes_a_computer_in_the_form() {
    let root = mount_point();
    let got: Rc<RefCell<Option<Vec<Seat>>>> = Rc::default();
    let on_change = {
        let got = got.clone();
        Callback::from(move |s: Vec<Seat>| *got.borrow_mut() = Some(s))
    };
    let app = render(&root, move || {
        players_form(PlayersFormProps {
            seats: Seat::defaults(3),
            min: 2,
            max: 5,
            on_change: on_change.clone(),
        })
    });
    settle().await;
    // Every seat offers a person and the three levels; no speed while nobody is a computer.
    let options = texts(&root, "select[data-seat-who=\"2\"] option");
    assert_eq!(
        options,
        [
            "Person",
            "Computer · Easy",
            "Computer · Normal",
            "Computer · Hard"
        ]
    );
    assert_eq!(root.query_selector_all("[data-pace]").unwrap().length(), 0);
    let select: web_sys::HtmlSelectElement = root
        .query_selector("select[data-seat-who=\"2\"]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    select.set_value("hard");
    select
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
    let seats = got.borrow().clone().expect("the form reported the change");
    assert_eq!(
        seats.iter().map(|s| s.computer).collect::<Vec<_>>(),
        [None, None, Some(Level::Hard)]
    );
    app.destroy();

    // With a computer seated, the speed is offered.
    let root = mount_point();
    let mut seats = Seat::defaults(2);
    seats[1].computer = Some(Level::Easy);
    let app = render(&root, move || {
        players_form(PlayersFormProps {
            seats: seats.clone(),
            min: 2,
            max: 5,
            on_change: Callback::noop(),
        })
    });
    settle().await;
    assert_eq!(
        texts(&root, "[data-pace]"),
        ["Slow", "Normal", "Fast"],
        "the computers' speed"
    );
    assert!(root
        .query_selector("li.seat.computer select[data-seat-who=\"1\"]")
        .unwrap()
        .is_some());
    app.destroy();
}

#[wasm_bindgen_test]
async fn the_computer_line_says_who_thinks_and_offers_a_retry() {
    let root = mount_point();
    let retried = Rc::new(RefCell::new(0));
    let retry = {
        let retried = retried.clone();
        Callback::from(move |_| *retried.borrow_mut() += 1)
    };
    let app = render(&root, move || {
        computer_status(ComputerStatusProps {
            thinking: Some("Bjørn".into()),
            phone: None,
            said: None,
            error: Some("it could not load the engine".into()),
            retry: retry.clone(),
        })
    });
    settle().await;
    assert_eq!(texts(&root, "[role=status]"), ["Bjørn is thinking…"]);
    assert!(texts(&root, "[role=alert]")[0].contains("it could not load the engine"));
    let button: web_sys::HtmlElement = root
        .query_selector("[data-testid=computer-retry]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    button.click();
    settle().await;
    assert_eq!(*retried.borrow(), 1);
    app.destroy();
}

/// The same line names a player deciding on their own phone (issue #44): the table shows who
/// decides, and where.
#[wasm_bindgen_test]
async fn the_line_says_who_decides_on_their_phone() {
    let _lang = common::lang_guard();
    let root = mount_point();
    let app = render(&root, move || {
        computer_status(ComputerStatusProps {
            phone: Some("Astrid".into()),
            ..Default::default()
        })
    });
    settle().await;
    assert_eq!(
        texts(&root, "[data-testid=phone-deciding]"),
        ["Astrid decides on their phone."]
    );
    assert_eq!(
        texts(&root, "[role=status]"),
        ["Astrid decides on their phone."]
    );
    app.destroy();
}
