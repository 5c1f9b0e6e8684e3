//! The JavaScript API against hostile callers (issue #10): wrong types, objects whose
//! getters throw, cycles, bad seats. Every call answers with an `Error` and every object
//! stays usable afterwards. Headless Chromium:
//! `cargo test --target wasm32-unknown-unknown -p skald-engine --test web_hostile`.
#![cfg(target_arch = "wasm32")]

mod js_support;
use js_support::{error_message, json};

use js_sys::Array;
use skald::js::odin::{odin_parse_cards, OdinGame};
use skald::js::valda::{valda_check_cards, ValdaGame};
use skald::js::voluspa::{
    voluspa_blocked, voluspa_legal, voluspa_parse_board, voluspa_score, VoluspaGame,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = "
    export function throwing() { return { get type() { throw new Error('boom'); }, get play() { throw new Error('boom'); } }; }
    export function cyclic() { const o = { type: 'pass' }; o.self = o; return o; }
    export function big_int() { return { type: 'pass', n: 10n }; }
")]
extern "C" {
    fn throwing() -> JsValue;
    fn cyclic() -> JsValue;
    fn big_int() -> JsValue;
}

fn hostile_values() -> Vec<JsValue> {
    vec![
        JsValue::from(42),
        JsValue::from(true),
        JsValue::NULL,
        JsValue::UNDEFINED,
        JsValue::from(-2_147_483_648.0),
        throwing(),
        cyclic(),
        big_int(),
        json("{}"),
        json("[[[[[[[]]]]]]]"),
    ]
}

#[wasm_bindgen_test]
fn text_functions_refuse_what_is_not_text() {
    for v in [
        JsValue::from(42),
        JsValue::from(true),
        json("{}"),
        throwing(),
    ] {
        assert!(
            error_message(voluspa_parse_board(v.clone()).unwrap_err()).contains("must be a string")
        );
        assert!(error_message(voluspa_blocked(v.clone()).unwrap_err()).contains("must be a string"));
        assert!(
            error_message(voluspa_score(v.clone(), JsValue::from("{}")).unwrap_err())
                .contains("must be a string")
        );
        assert!(
            error_message(voluspa_legal(JsValue::from("Od"), v.clone()).unwrap_err())
                .contains("must be a string")
        );
        assert!(
            error_message(odin_parse_cards(v.clone()).unwrap_err()).contains("must be a string")
        );
        assert!(
            error_message(valda_check_cards(v.clone()).unwrap_err()).contains("must be a string")
        );
        assert!(ValdaGame::from_position(v.clone()).is_err());
        assert!(OdinGame::from_replay(v.clone()).is_err());
    }
}

#[wasm_bindgen_test]
fn games_stay_usable_after_hostile_arguments() {
    let mut v =
        VoluspaGame::new(json(r#"{"players":2,"tiles":"base"}"#), JsValue::from(3)).unwrap();
    let mut o = OdinGame::new(json(r#"{"players":3}"#), JsValue::from(3)).unwrap();
    let mut va = ValdaGame::new(json(r#"{"players":3}"#), JsValue::from(3)).unwrap();
    for bad in hostile_values() {
        assert!(v.apply(bad.clone()).is_err());
        assert!(v.preview(bad.clone()).is_err());
        assert!(v.apply_move(bad.clone()).is_err());
        assert!(o.apply(bad.clone()).is_err());
        assert!(va.apply(bad.clone()).is_err());
        if !bad.is_null() && !bad.is_undefined() {
            assert!(v.view(bad.clone()).is_err(), "view({:?})", bad);
            assert!(v.targets_for_tile(bad.clone()).is_err());
            assert!(o.view(bad.clone()).is_err());
            assert!(va.view(bad.clone()).is_err());
        }
    }
    assert!(error_message(v.view(JsValue::from("abc")).unwrap_err()).contains("seat"));
    assert!(v.view(JsValue::from(0.5)).is_err());
    assert!(v.view(JsValue::from(2)).is_err());
    assert!(v.view(JsValue::NULL).is_ok());
    // Every object still plays on.
    for _ in 0..5 {
        let a: Array = v.legal_actions().unwrap().into();
        v.apply(a.get(0)).unwrap();
        let a: Array = o.legal_actions().unwrap().into();
        o.apply(a.get(0)).unwrap();
        let a: Array = va.legal_actions().unwrap().into();
        va.apply(a.get(0)).unwrap();
    }
}
