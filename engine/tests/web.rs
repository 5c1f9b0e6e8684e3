//! The engine's JavaScript-facing API, tested in headless Chromium with wasm-bindgen-test:
//! `cargo test --target wasm32-unknown-unknown -p skald-engine --test web`
//! (scripts/test.sh runs every `engine/tests/web*.rs`; each game adds its own file).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = "
    export function js_type_of(value) { return typeof value; }
")]
extern "C" {
    fn js_type_of(value: &JsValue) -> String;
}

#[wasm_bindgen_test]
fn engine_version_is_the_crate_version() {
    assert_eq!(skald::js::engine_version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn engine_version_reaches_js_as_a_string() {
    // Through the exported function as JS sees it: a JsValue holding a JS string.
    let value = JsValue::from(skald::js::engine_version());
    assert_eq!(js_type_of(&value), "string");
    let text = value.as_string().expect("a string");
    let parts: Vec<&str> = text.split('.').collect();
    assert_eq!(parts.len(), 3, "semver: {text}");
    assert!(
        parts.iter().all(|p| p.parse::<u32>().is_ok()),
        "semver: {text}"
    );
}

#[wasm_bindgen_test]
fn runs_in_a_browser_with_a_document() {
    let global = js_sys::global();
    let document = js_sys::Reflect::get(&global, &JsValue::from_str("document")).unwrap();
    assert!(
        document.is_object(),
        "headless Chromium provides `document`"
    );
}
