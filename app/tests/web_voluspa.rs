//! Völuspá pieces in a real DOM (headless Chromium): the generic save slot with local
//! storage, the embeddable read-only board, and the hand-off card.
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web_voluspa`
#![cfg(target_arch = "wasm32")]

use gloo::storage::{LocalStorage, Storage};
use skald::voluspa::{Config, Voluspa};
use skald::{Game, Replay};
use skald_app::components::handoff::{Handoff, HandoffProps};
use skald_app::save::{undo_last, Slot};
use skald_app::voluspa::pages::rules::{MiniBoard, MiniBoardProps};
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
    slot.store(&replay, &"seats".to_string()).unwrap();
    let loaded = slot.load::<Voluspa, String>().unwrap().unwrap();
    assert_eq!(loaded.replay, replay);
    assert_eq!(loaded.meta, "seats");
    assert_eq!(loaded.state, game);

    // Undo is the log without its last action, replayed.
    let (shorter, state) = undo_last(&replay).unwrap();
    assert!(shorter.actions.is_empty());
    assert_eq!(state, replay.initial().unwrap());

    LocalStorage::raw().set_item(slot.key, "{not json").unwrap();
    let problem = slot.load::<Voluspa, String>().err().unwrap();
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
    };
    let app = yew::Renderer::<Handoff>::with_root_and_props(root.clone(), props).render();
    settle_for(20).await;
    let title = root.query_selector("#handoff-title").unwrap().unwrap();
    assert_eq!(title.text_content().unwrap(), "Pass to Astrid");
    let tap = root.query_selector(".handoff-tap").unwrap().unwrap();
    assert_eq!(tap.text_content().unwrap(), "Astrid: tap to see your tiles");
    app.destroy();
}
