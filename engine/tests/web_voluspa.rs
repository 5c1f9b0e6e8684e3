//! Völuspá's JavaScript API, tested in headless Chromium with wasm-bindgen-test:
//! `cargo test --target wasm32-unknown-unknown -p skald-engine --test web_voluspa`.
#![cfg(target_arch = "wasm32")]

mod js_support;
use js_support::{error_message, json, text};

use js_sys::Array;
use skald::js::voluspa::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_game_from_config_and_seed_plays_legal_actions() {
    let config = json(r#"{"players":3,"tiles":"master_of_ravens","no_late_hel":true}"#);
    let mut g = VoluspaGame::new(config.clone(), JsValue::from_f64(42.0)).unwrap();
    let same = VoluspaGame::new(config.clone(), JsValue::from_str("42")).unwrap();
    assert_eq!(g.board_notation(), same.board_notation());
    let acts: Array = g.legal_actions().unwrap().dyn_into().unwrap();
    assert!(acts.length() > 0);
    let first = acts.get(0);
    assert!(text(&first).contains("\"type\":\"place\""));
    let preview = g.preview(first.clone()).unwrap();
    assert!(preview.is_null() || text(&preview).contains("\"points\""));
    let mover = g.to_move().unwrap();
    g.apply(first).unwrap();
    let view = g.view(JsValue::from(mover)).unwrap();
    let v = text(&view);
    assert!(v.contains("\"pile_count\""));
    assert!(v.contains("\"hand\":["), "{v}");
    let spectator = text(&g.view(JsValue::NULL).unwrap());
    assert!(!spectator.contains("\"hand\":["));
    assert!(g.view(JsValue::from(9)).is_err());
    assert_eq!(g.score_display().len(), 3);
    let replayed = VoluspaGame::replay(
        config,
        JsValue::from_f64(42.0),
        json(&format!("[{}]", text(&acts.get(0)))),
    )
    .unwrap();
    assert_eq!(replayed.board_notation(), g.board_notation());
}

#[wasm_bindgen_test]
fn illegal_actions_and_bad_input_throw_errors() {
    let mut g = VoluspaGame::new(json(r#"{"players":2}"#), JsValue::from_f64(1.0)).unwrap();
    let e = g
        .apply(json(r#"{"type":"place","tile":"Od","at":[40,40]}"#))
        .unwrap_err();
    let m = error_message(e);
    assert!(m.contains("Odin") || m.contains("touch"), "{m}");
    assert!(g.apply(json(r#"{"type":"fly"}"#)).is_err());
    assert!(g.apply(JsValue::UNDEFINED).is_err());
    assert!(g
        .apply(json(r#"{"type":"place","tile":"Xx","at":[0,1]}"#))
        .is_err());
    assert!(g.preview(json("42")).is_err());
    assert!(g.targets_for_tile(JsValue::from("Zz")).is_err());
    assert!(VoluspaGame::new(json(r#"{"players":7}"#), JsValue::from_f64(1.0)).is_err());
    assert!(VoluspaGame::new(JsValue::NULL, JsValue::from_f64(1.0)).is_err());
    for bad in [
        JsValue::from_f64(-1.0),
        JsValue::from_f64(1.5),
        JsValue::from_f64(1e300),
        JsValue::from_str("x"),
        JsValue::TRUE,
    ] {
        assert!(VoluspaGame::new(json(r#"{"players":2}"#), bad).is_err());
    }
    let big = VoluspaGame::new(
        json(r#"{"players":2}"#),
        JsValue::from_str("18446744073709551615"),
    );
    assert!(big.is_ok());
}

#[wasm_bindgen_test]
fn board_level_queries_match_the_cli() {
    let s = voluspa_score(
        JsValue::from(". Sk Va Th"),
        JsValue::from(r#"{"tile":"Od","at":[0,0]}"#),
    )
    .unwrap();
    let t = text(&s);
    assert!(
        t.contains("\"legal\":true") && t.contains("\"points\":4"),
        "{t}"
    );
    let s = voluspa_score(
        JsValue::from("Tr ."),
        JsValue::from(r#"{"tile":"Od","at":[0,1]}"#),
    )
    .unwrap();
    assert!(text(&s).contains("next to a Troll"));
    let e = voluspa_score(
        JsValue::from("Od Xx"),
        JsValue::from(r#"{"tile":"Od","at":[0,0]}"#),
    )
    .unwrap_err();
    assert!(error_message(e).contains("line 1, column 4"));
    assert!(voluspa_score(JsValue::from("Od"), JsValue::from("{")).is_err());
    assert_eq!(
        text(&voluspa_blocked(JsValue::from("Od Tr")).unwrap()),
        "[[-1,1],[0,2],[1,1]]"
    );
    let legal = text(&voluspa_legal(JsValue::from("Od Th"), JsValue::from("Lb")).unwrap());
    assert_eq!(
        legal,
        r#"[{"tile":"Lb","at":[0,0]},{"tile":"Lb","at":[0,1]}]"#
    );
    let board = voluspa_parse_board(JsValue::from("Dr+2>Th Od")).unwrap();
    assert_eq!(voluspa_print_board(board).unwrap(), "Dr+2>Th Od\n");
    assert!(voluspa_print_board(json(r#"[{"at":[0],"top":"Od"}]"#)).is_err());
    let tiles: Array = voluspa_tiles().unwrap().dyn_into().unwrap();
    assert_eq!(tiles.length(), 17);
}

#[wasm_bindgen_test]
fn targets_and_blocked_cells_of_a_game() {
    let g = VoluspaGame::new(
        json(r#"{"players":2,"tiles":{"expansions":["saga_of_edda","order_of_the_gods","lightning_bolt"]}}"#),
        JsValue::from_f64(7.0),
    )
    .unwrap();
    let view = text(
        &g.view(g.to_move().map_or(JsValue::NULL, JsValue::from))
            .unwrap(),
    );
    assert!(view.contains("\"hel\":2"));
    let blocked = text(&g.blocked_cells().unwrap());
    assert!(blocked.starts_with('['));
    let u = text(&g.undoable().unwrap());
    assert_eq!(u, "[0,0]");
    assert!(text(&g.bounding_box().unwrap()).contains("[0,0]"));
}
