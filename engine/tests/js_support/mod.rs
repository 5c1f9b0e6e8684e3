//! Helpers shared by the engine's wasm test files (`web*.rs`, `odin_wasm.rs`): JSON in and
//! out of JS values, and the message of a thrown `Error`.
#![allow(dead_code)] // each test file uses some of them

use wasm_bindgen::prelude::*;

/// A JS value from JSON text (test input, so it must parse).
pub fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).expect("test JSON")
}

/// A JS value as JSON text.
pub fn text(v: &JsValue) -> String {
    js_sys::JSON::stringify(v).unwrap().as_string().unwrap()
}

/// The message of a thrown JS `Error` (fails the test if it is not one).
pub fn error_message(e: JsValue) -> String {
    e.dyn_into::<js_sys::Error>()
        .expect("a JS Error")
        .message()
        .as_string()
        .unwrap()
}
