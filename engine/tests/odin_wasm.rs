//! The JavaScript API of Odin, run in WebAssembly (Node):
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//!  cargo test -p skald-engine --target wasm32-unknown-unknown --test odin_wasm`.
#![cfg(target_arch = "wasm32")]

mod js_support;
use js_support::{error_message, json, text};

use skald::js::odin::{odin_check_play, odin_format_cards, odin_set_value, OdinGame};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn a_whole_game_through_the_js_api() {
    let mut g = OdinGame::new(json(r#"{"players":3}"#), JsValue::from(42.0)).unwrap();
    assert_eq!(g.phase().unwrap().as_string().unwrap(), "lead");
    let e = g.apply(json(r#"{"type":"pass"}"#)).unwrap_err();
    assert!(error_message(e).contains("cannot pass"));
    assert!(error_message(g.apply(json(r#"{"type":"dance"}"#)).unwrap_err()).contains("dance"));
    assert!(g.apply(JsValue::from(17)).is_err());
    assert!(g.apply(JsValue::UNDEFINED).is_err());
    let mut steps = 0;
    while g.to_move().is_some() {
        let actions: js_sys::Array = g.legal_actions().unwrap().into();
        let a = actions.get((steps * 7 % actions.length() as usize) as u32);
        g.apply(a).unwrap();
        steps += 1;
        if g.to_move().is_some() {
            let me = g.to_move().unwrap();
            let view = g.view(json(&format!(r#"{{"player":{me}}}"#))).unwrap();
            assert!(text(&view).contains("\"hand_sizes\""));
        }
    }
    assert!(text(&g.outcome().unwrap()).contains("ranks"));
    let again = OdinGame::from_replay(JsValue::from(g.replay_json().unwrap())).unwrap();
    assert_eq!(text(&again.summary().unwrap()), text(&g.summary().unwrap()));
}

#[wasm_bindgen_test]
fn helpers_and_bad_input() {
    assert_eq!(odin_set_value(JsValue::from("2R 8R")).unwrap(), 82);
    assert_eq!(odin_set_value(json(r#"["2R","4R","9R"]"#)).unwrap(), 942);
    assert!(error_message(odin_set_value(JsValue::from("2R 8X")).unwrap_err()).contains("8X"));
    assert!(error_message(odin_set_value(JsValue::from("2R 8B")).unwrap_err()).contains("neither"));
    let c = odin_check_play(
        JsValue::from("5R 3R"),
        JsValue::from("6B 1B"),
        JsValue::UNDEFINED,
    );
    assert_eq!(text(&c.unwrap()), r#"{"legal":true,"value":61}"#);
    let c = odin_check_play(
        JsValue::from("6R 1R"),
        JsValue::from("5B 3B"),
        JsValue::NULL,
    );
    assert_eq!(
        text(&c.unwrap()),
        r#"{"legal":false,"error":"value 53 is not above 61"}"#
    );
    assert_eq!(odin_format_cards(json(r#"["2R","8R"]"#)).unwrap(), "8R 2R");
    assert!(OdinGame::new(json(r#"{"players":3}"#), JsValue::from(1.5)).is_err());
    assert!(OdinGame::new(json(r#"{"players":9}"#), JsValue::from("7")).is_err());
    assert!(OdinGame::new(JsValue::NULL, JsValue::from(1)).is_err());
    let g = OdinGame::new(
        json(r#"{"players":2,"four_colours":true}"#),
        JsValue::from("18446744073709551615"),
    );
    assert!(g
        .unwrap()
        .replay_json()
        .unwrap()
        .contains("18446744073709551615"));
}
