//! The JavaScript-facing API, through `wasm-bindgen`.
//!
//! Every function here takes and returns plain JS values (objects shaped like the serde
//! data of the Rust API) and reports bad input as a thrown `Error` with a readable
//! message — never a panic. The rules themselves live in the game modules; this layer only
//! converts.
//!
//! With the `js` feature this is the engine module's API (every export below). With only
//! `js-core` nothing is exported: what remains are the conversions and the computer's
//! question and search ([`ai::question`], [`ai::decide_from`], [`ai::analyse_from`]), on
//! which each of the computer's per-game worker engines (worker/, docs/ai.md) builds its
//! two exports.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub mod ai;
#[cfg(feature = "js")]
pub mod odin;
#[cfg(feature = "js")]
pub mod valda;
#[cfg(feature = "js")]
pub mod voluspa;

/// The engine's version, for saved games and bug reports.
#[cfg(feature = "js")]
#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    crate::VERSION.to_string()
}

/// A JS `Error` carrying `message`.
pub fn js_error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

/// Converts a Rust value to a plain JS value (objects, not `Map`s).
pub(crate) fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).map_err(js_error)
}

/// The largest JSON text an argument may turn into (a saved game of any game is far smaller).
pub(crate) const MAX_ARG_BYTES: usize = 1 << 20;
/// The longest text argument (notation, card lists, JSON) read.
pub(crate) const MAX_TEXT_BYTES: usize = 1 << 20;

/// The longest message of a caller's exception repeated in an error (a longer one is not
/// copied into wasm memory).
const MAX_MESSAGE_CHARS: usize = 1_000;

/// Converts a JS value to a Rust value, naming what was expected on failure.
///
/// The value goes through `JSON.stringify` (called under `catch`): a getter or `toJSON` of
/// the caller's object that throws, a cycle or a BigInt becomes an error here instead of an
/// exception unwinding through the wasm (which would leave the game object borrowed for
/// good), and the engine only ever reads plain data.
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(
    value: JsValue,
    what: &str,
) -> Result<T, JsValue> {
    if value.is_undefined() {
        return Err(js_error(format!("invalid {what}: it is missing")));
    }
    let text = match js_sys::JSON::stringify(&value) {
        Ok(t) => t,
        Err(e) => {
            // The caller's own message, unless it is too long to copy in.
            let why = e
                .dyn_ref::<js_sys::Error>()
                .map(|e| e.message())
                .filter(|m| (m.length() as usize) <= MAX_MESSAGE_CHARS)
                .and_then(|m| m.as_string())
                .unwrap_or_else(|| "it cannot be read as data".into());
            return Err(js_error(format!("invalid {what}: {why}")));
        }
    };
    // `JSON.stringify` gives `undefined` for a function or a Symbol: not data.
    let text = JsValue::from(text);
    if !text.is_string() {
        return Err(js_error(format!(
            "invalid {what}: a {} is not data",
            type_name(&value)
        )));
    }
    if text.unchecked_ref::<js_sys::JsString>().length() as usize > MAX_ARG_BYTES {
        return Err(js_error(format!(
            "invalid {what}: larger than {} KiB",
            MAX_ARG_BYTES / 1024
        )));
    }
    let text: String = text.as_string().unwrap_or_default();
    serde_json::from_str(&text).map_err(|e| js_error(format!("invalid {what}: {e}")))
}

/// A text argument: a JS string of at most [`MAX_TEXT_BYTES`], or a clear error.
///
/// A string longer than the limit in UTF-16 units (so also in bytes of UTF-8) is refused
/// before it is copied into wasm memory; the engine module's glue refuses it even before
/// the call (scripts/build-engine-module.mjs). (Public for the worker engines' record:
/// worker/.)
pub fn text_arg(value: &JsValue, what: &str) -> Result<String, JsValue> {
    if value.is_string()
        && value.unchecked_ref::<js_sys::JsString>().length() as usize > MAX_TEXT_BYTES
    {
        return Err(too_large(what));
    }
    let Some(text) = value.as_string() else {
        return Err(js_error(format!(
            "{what} must be a string, not {}",
            type_name(value)
        )));
    };
    if text.len() > MAX_TEXT_BYTES {
        return Err(too_large(what));
    }
    Ok(text)
}

fn too_large(what: &str) -> JsValue {
    js_error(format!(
        "{what} is larger than {} KiB",
        MAX_TEXT_BYTES / 1024
    ))
}

/// A seed from a JS number (a whole number up to 2^53) or the text of a whole number (up
/// to 2^64 - 1).
pub(crate) fn seed_from(number: Option<f64>, text: Option<String>) -> Result<u64, String> {
    const MAX: f64 = 9_007_199_254_740_992.0; // 2^53
    match (number, text) {
        (Some(x), _) if (0.0..=MAX).contains(&x) && x.fract() == 0.0 => Ok(x as u64),
        (Some(_), _) => Err("the seed must be a whole number from 0 to 2^53".to_string()),
        (None, Some(s)) => s
            .trim()
            .parse::<u64>()
            .map_err(|_| format!("the seed {s:?} is not a whole number from 0 to 2^64-1")),
        (None, None) => Err("the seed must be a number or a string".to_string()),
    }
}

/// An optional text argument: `undefined` and `null` are none.
#[cfg_attr(not(feature = "js"), allow(dead_code))]
pub(crate) fn optional_text_arg(value: &JsValue, what: &str) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text_arg(value, what).map(Some)
    }
}

/// A seed's text, when the seed is a string (`None` otherwise): one longer than any whole
/// number's digits (with room for blanks) is refused before it is copied into wasm memory.
pub(crate) fn seed_text(seed: &JsValue) -> Result<Option<String>, JsValue> {
    const MAX_SEED_CHARS: u32 = 64;
    if seed.is_string() && seed.unchecked_ref::<js_sys::JsString>().length() > MAX_SEED_CHARS {
        return Err(js_error(format!(
            "invalid seed: a string of more than {MAX_SEED_CHARS} characters is not a whole number"
        )));
    }
    Ok(seed.as_string())
}

/// A seat argument: a whole number below `players`; `undefined` and `null` are none (a
/// spectator).
#[cfg_attr(not(feature = "js"), allow(dead_code))]
pub(crate) fn seat_arg(value: &JsValue, players: usize) -> Result<Option<usize>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(x) if x.fract() == 0.0 && x >= 0.0 && x < players as f64 => Ok(Some(x as usize)),
        Some(x) => Err(js_error(format!(
            "there is no seat {x} in a {players}-player game"
        ))),
        None => Err(js_error(format!(
            "a seat must be a number from 0 to {}, not {}",
            players.saturating_sub(1),
            type_name(value)
        ))),
    }
}

/// `typeof`, for messages.
fn type_name(value: &JsValue) -> String {
    value.js_typeof().as_string().unwrap_or_else(|| "?".into())
}

#[cfg(test)]
mod tests {
    use super::seed_from;

    #[test]
    fn seeds() {
        assert_eq!(seed_from(Some(42.0), None), Ok(42));
        assert_eq!(seed_from(Some(9_007_199_254_740_992.0), None), Ok(1 << 53));
        assert!(seed_from(Some(1.5), None).is_err());
        assert!(seed_from(Some(-1.0), None).is_err());
        assert!(seed_from(Some(f64::NAN), None).is_err());
        assert!(seed_from(Some(1e300), None).is_err());
        assert_eq!(
            seed_from(None, Some("18446744073709551615".into())),
            Ok(u64::MAX)
        );
        assert!(seed_from(None, Some("x".into())).is_err());
        assert!(seed_from(None, None).is_err());
    }
}
