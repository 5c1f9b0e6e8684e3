//! Valda's JavaScript API, tested in headless Chromium with wasm-bindgen-test:
//! `cargo test --target wasm32-unknown-unknown -p skald-engine --test web_valda`.
#![cfg(target_arch = "wasm32")]

mod js_support;
use js_support::{error_message, json, text};

use js_sys::Array;
use skald::js::valda::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_whole_game_through_the_js_api_replays() {
    let mut g = ValdaGame::new(json(r#"{"players":3}"#), JsValue::from(42.0)).unwrap();
    let mut steps = 0u32;
    while let Some(me) = g.to_move() {
        let legal: Array = g.legal_actions().unwrap().into();
        assert!(legal.length() > 0);
        let view = g.view(json(&format!(r#"{{"player":{me}}}"#))).unwrap();
        assert!(text(&view).contains(r#""hand_sizes""#));
        g.apply(legal.get(steps * 7 % legal.length())).unwrap();
        steps += 1;
    }
    let outcome = text(&g.outcome().unwrap());
    assert!(outcome.contains("ranks"), "{outcome}");
    let again = ValdaGame::from_replay(JsValue::from(g.replay_json().unwrap())).unwrap();
    assert_eq!(again.snapshot_json(), g.snapshot_json());
}

#[wasm_bindgen_test]
fn positions_cards_and_bad_input() {
    let mut g = ValdaGame::from_position(JsValue::from(
        r#"{"players":2,"phase":"game","seats":[{"res":[0,0,0],"hand":["base.treasure_chest"]}]}"#,
    ))
    .unwrap();
    assert_eq!(text(&g.prompt().unwrap()), r#""actions""#);
    let cards: Array = g.cards().unwrap().into();
    assert_eq!(cards.length(), 82);
    assert!(text(&cards.get(0)).contains(r#""id":"base.treasure_chest""#));
    g.apply(json(r#"{"play":{"card":0,"open":false}}"#))
        .unwrap();
    assert!(g
        .snapshot_json()
        .contains(r#""res":{"gold":2,"diamond":0,"blood":0}"#));
    assert!(error_message(g.replay_json().unwrap_err()).contains("no replay"));
    let e = g.apply(json(r#""roll""#)).unwrap_err();
    assert!(error_message(e).contains("not one of the legal actions"));
    let e = g.apply(json(r#"{"dance":1}"#)).unwrap_err();
    assert!(error_message(e).contains("invalid Valda action"));
    let e = g.view(json(r#"{"player":5}"#)).unwrap_err();
    assert!(error_message(e).contains("no seat 5"));
    let e = ValdaGame::from_position(JsValue::from(
        r#"{"players":2,"phase":"game","seats":[{"hand":["x.y"]}]}"#,
    ));
    assert!(error_message(e.err().unwrap()).contains("no card has the id 'x.y'"));
    assert!(ValdaGame::new(json(r#"{"players":6}"#), JsValue::from(1)).is_err());
    assert!(ValdaGame::new(json(r#"{"players":2}"#), JsValue::from(0.5)).is_err());
    let check = text(&valda_check_cards(JsValue::from("id\tdeck")).unwrap());
    assert!(
        check.contains(r#""ok":false"#) && check.contains(r#""line":1"#),
        "{check}"
    );
}

#[wasm_bindgen_test]
fn a_page_names_cards_by_id_and_asks_what_an_attack_would_do() {
    // §9: seat 2 attacks seat 1 (the active player) with Raid; seat 1 holds a Wooden Shield.
    let g = ValdaGame::from_position(JsValue::from(
        r#"{"players":2,"phase":"attack","seats":[{"hand":["base.wooden_shield"]},{"hand":["base.raid"]}]}"#,
    ))
    .unwrap();
    let raid = g.card_number(JsValue::from("base.raid")).unwrap();
    let cards: Array = g.cards().unwrap().into();
    assert!(text(&cards.get(raid as u32)).contains(r#""id":"base.raid""#));
    let preview = text(
        &g.fight_preview(json(&format!(r#"{{"attack":{raid}}}"#)))
            .unwrap(),
    );
    assert!(
        preview.contains(r#""attacker":1"#) && preview.contains(r#""target":0"#),
        "{preview}"
    );
    assert!(preview.contains(r#""hit":null"#), "{preview}");
    // Not an attack, or not legal now: null.
    assert_eq!(text(&g.fight_preview(json(r#""pass""#)).unwrap()), "null");
    let shield = g.card_number(JsValue::from("base.wooden_shield")).unwrap();
    assert_eq!(
        text(
            &g.fight_preview(json(&format!(r#"{{"attack":{shield}}}"#)))
                .unwrap()
        ),
        "null"
    );
    let e = g.card_number(JsValue::from("base.nope")).unwrap_err();
    assert!(error_message(e).contains("no card has the id 'base.nope'"));
    assert!(g.fight_preview(json(r#"{"dance":1}"#)).is_err());
}
