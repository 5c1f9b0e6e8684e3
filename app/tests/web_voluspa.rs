//! Völuspá pieces in a real DOM (headless Chromium): the generic save slot with local
//! storage, the embeddable read-only board, and the hand-off card.
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web_voluspa`
#![cfg(target_arch = "wasm32")]

use gloo::storage::{LocalStorage, Storage};
use skald::voluspa::{Config, Voluspa};
use skald::{Game, Replay};
use skald_app::components::handoff::{Handoff, HandoffProps, HandoffUndo};
use skald_app::components::players_form::Seat;
use skald_app::save::{undo_last, Slot};
use skald_app::voluspa::pages::rules::{MiniBoard, MiniBoardProps};
use skald_app::voluspa::state::Meta;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{mount_point, settle_for};

#[wasm_bindgen_test]
fn a_save_round_trips_and_an_unreadable_one_is_kept_aside() {
    let slot = Slot::new("skald.test.voluspa");
    slot.clear();
    let mut replay = Replay::<Voluspa>::new(Config::default(), 7);
    let mut game = replay.initial().unwrap();
    let first = game.legal_actions()[0].clone();
    replay.push(&mut game, first).unwrap();
    let meta = Meta {
        seats: Seat::defaults(2),
    };
    slot.store(&replay, &meta).unwrap();
    let loaded = slot.load::<Voluspa, Meta>().unwrap().unwrap();
    assert_eq!(loaded.replay, replay);
    assert_eq!(loaded.meta, meta);
    assert_eq!(loaded.state, game);

    // Undo is the log without its last action, replayed.
    let (shorter, state) = undo_last(&replay).unwrap();
    assert!(shorter.actions.is_empty());
    assert_eq!(state, replay.initial().unwrap());

    LocalStorage::raw().set_item(slot.key, "{not json").unwrap();
    let problem = slot.load::<Voluspa, Meta>().err().unwrap();
    let kept = problem.kept_as.clone().unwrap();
    assert!(kept.starts_with("skald.test.voluspa.unreadable."));
    assert_eq!(
        LocalStorage::raw().get_item(&kept).unwrap().unwrap(),
        "{not json"
    );
    assert!(slot.raw().is_none(), "the slot is free again");
    assert!(problem.message.contains("kept aside"));
    let _ = LocalStorage::raw().remove_item(&kept);
}

#[wasm_bindgen_test]
async fn the_read_only_board_shows_tiles_and_troll_blocks_from_notation() {
    let root = mount_point();
    let props = MiniBoardProps {
        notation: AttrValue::from(". Od Tr .\n. . Th ."),
        tile: Some(skald::voluspa::Kind::Thor),
    };
    let app = yew::Renderer::<MiniBoard>::with_root_and_props(root.clone(), props).render();
    settle_for(20).await;
    assert_eq!(root.query_selector_all(".stack").unwrap().length(), 3);
    assert!(root.query_selector_all("[data-blocked]").unwrap().length() >= 2);
    assert!(root.query_selector_all("[data-legal]").unwrap().length() >= 1);
    app.destroy();
}

#[wasm_bindgen_test]
async fn the_hand_off_names_the_next_player() {
    let root = mount_point();
    let props = HandoffProps {
        name: AttrValue::from("Astrid"),
        color: AttrValue::from("#E69F00"),
        note: None,
        things: AttrValue::from("tiles"),
        on_reveal: Callback::noop(),
        undo: None,
    };
    let app = yew::Renderer::<Handoff>::with_root_and_props(root.clone(), props).render();
    settle_for(20).await;
    let title = root.query_selector("#handoff-title").unwrap().unwrap();
    assert_eq!(title.text_content().unwrap(), "Pass to Astrid");
    let tap = root.query_selector(".handoff-tap").unwrap().unwrap();
    assert_eq!(tap.text_content().unwrap(), "Astrid: tap to see your tiles");
    app.destroy();
}

/// Dispatches DOM events built in JavaScript on the element matching `selector`.
fn dispatch(selector: &str, events: &str) {
    let js = format!(
        "(() => {{ const el = document.querySelector('{selector}'); for (const e of [{events}]) el.dispatchEvent(e); }})()"
    );
    js_sys::eval(&js).unwrap();
}

#[wasm_bindgen_test]
async fn the_hand_off_answers_only_a_press_that_starts_after_it_appeared() {
    use std::cell::Cell;
    use std::rc::Rc;
    let root = mount_point();
    let reveals = Rc::new(Cell::new(0));
    let undos = Rc::new(Cell::new(0));
    let props = HandoffProps {
        name: AttrValue::from("Bjørn"),
        color: AttrValue::from("#56B4E9"),
        note: None,
        things: AttrValue::from("cards"),
        on_reveal: {
            let r = reveals.clone();
            Callback::from(move |_| r.set(r.get() + 1))
        },
        undo: Some(HandoffUndo {
            label: AttrValue::from("Undo Astrid's last move"),
            on_undo: {
                let u = undos.clone();
                Callback::from(move |_| u.set(u.get() + 1))
            },
        }),
    };
    let app = yew::Renderer::<Handoff>::with_root_and_props(root.clone(), props).render();
    settle_for(20).await;
    let click = "new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1})";
    let down =
        "new PointerEvent('pointerdown', {bubbles: true, pointerType: 'touch', isPrimary: true})";
    // The compatibility click of the tap that made the hand-off appear: no press of its own.
    dispatch("[data-testid=handoff]", click);
    dispatch("[data-testid=undo-handoff]", click);
    settle_for(10).await;
    assert_eq!(
        (reveals.get(), undos.get()),
        (0, 0),
        "a stale click is ignored"
    );
    // A held key repeating (its first press made the hand-off appear) is ignored too.
    let repeat = "new KeyboardEvent('keydown', {bubbles: true, key: 'Enter', repeat: true})";
    let key_click = "new MouseEvent('click', {bubbles: true, cancelable: true, detail: 0})";
    dispatch("[data-testid=handoff]", &format!("{repeat}, {key_click}"));
    settle_for(10).await;
    assert_eq!(reveals.get(), 0, "a repeating key is ignored");
    // A fresh press counts, once.
    dispatch("[data-testid=undo-handoff]", &format!("{down}, {click}"));
    settle_for(10).await;
    assert_eq!(undos.get(), 1);
    dispatch("[data-testid=handoff]", click);
    settle_for(10).await;
    assert_eq!(reveals.get(), 0, "a press is used up by its click");
    dispatch("[data-testid=handoff]", &format!("{down}, {click}"));
    settle_for(10).await;
    assert_eq!(reveals.get(), 1, "a fresh tap reveals");
    // A fresh key press (Enter or Space on the focused card) counts too.
    let key = "new KeyboardEvent('keydown', {bubbles: true, key: 'Enter'})";
    dispatch("[data-testid=handoff]", &format!("{key}, {key_click}"));
    settle_for(10).await;
    assert_eq!(reveals.get(), 2, "a fresh key press reveals");
    app.destroy();
}
