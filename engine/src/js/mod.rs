//! The JavaScript-facing API, through `wasm-bindgen`.
//!
//! Every function here takes and returns plain JS values (objects shaped like the serde
//! data of the Rust API) and reports bad input as a thrown `Error` with a readable
//! message — never a panic. The rules themselves live in the game modules; this layer only
//! converts.

use wasm_bindgen::prelude::*;

pub mod odin;
pub mod valda;
pub mod voluspa;

/// The engine's version, for saved games and bug reports.
#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    crate::VERSION.to_string()
}

/// A JS `Error` carrying `message`.
pub(crate) fn js_error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

/// Converts a Rust value to a plain JS value (objects, not `Map`s).
pub(crate) fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).map_err(js_error)
}

/// Converts a JS value to a Rust value, naming what was expected on failure.
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(
    value: JsValue,
    what: &str,
) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|e| js_error(format!("invalid {what}: {e}")))
}
