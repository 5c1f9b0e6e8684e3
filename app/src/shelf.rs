//! Games put aside, so that nothing a table played is lost: an unfinished game that a new
//! game, an import or another put-aside game would have replaced in its game's save slot
//! is moved to a key of its own beside the slot (`skald.odin.game.kept.<time>`), listed on
//! the home page with the unfinished games, and brought back into the slot by its
//! "Continue" (the game then in the slot is put aside in its turn). Saves the app could not
//! open are kept beside the slot too (`….unreadable.<time>`, [`crate::save`]); the game's
//! start page offers them for export.
//!
//! Only raw text moves here (no engine, no JSON reader of the app's own: the browser's
//! `JSON.parse` tells whether a save is unfinished), so the shell's home page uses it too.
//! Every step writes the new key before it removes the old one: storage that refuses a
//! write leaves everything where it was, and the caller says so in words.

use gloo::storage::{LocalStorage, Storage};
use wasm_bindgen::JsValue;

use crate::i18n::shell;

/// Written in every save, to recognise our files (re-exported as `crate::save::FORMAT`).
pub const FORMAT: &str = "skald-save";

/// What follows a slot's key in the key of a game put aside.
pub const KEPT: &str = ".kept.";
/// What follows a slot's key in the key of a save that could not be opened.
pub const UNREADABLE: &str = ".unreadable.";

/// The browser's local storage (`None` where it is turned off).
fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

/// Whether `text` is a Skald save of a game that had not ended (a save too old to say
/// where it stood counts as unfinished: it is kept rather than lost).
pub fn is_unfinished(text: &str) -> bool {
    let Ok(v) = js_sys::JSON::parse(text) else {
        return false;
    };
    if !v.is_object() || get(&v, "format").as_string().as_deref() != Some(FORMAT) {
        return false;
    }
    let status = get(&v, "status");
    !(status.is_object() && get(&status, "over").as_bool() == Some(true))
}

/// The keys beside `slot` whose name continues with `kind` ([`KEPT`], [`UNREADABLE`]), oldest
/// first (by the time in their name).
pub fn keys(slot: &str, kind: &str) -> Vec<String> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    let prefix = format!("{slot}{kind}");
    let mut found: Vec<(u64, String)> = (0..s.length().unwrap_or(0))
        .filter_map(|i| s.key(i).ok().flatten())
        .filter_map(|k| {
            let stamp = k.strip_prefix(&prefix)?.split('.').next()?.parse().ok()?;
            Some((stamp, k))
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, k)| k).collect()
}

/// A key beside `slot` of kind `kind` that holds nothing yet.
pub fn fresh_key(slot: &str, kind: &str) -> String {
    let stamp = js_sys::Date::now() as u64;
    let base = format!("{slot}{kind}{stamp}");
    let raw = LocalStorage::raw();
    let mut key = base.clone();
    let mut n = 1;
    while raw.get_item(&key).ok().flatten().is_some() {
        n += 1;
        key = format!("{base}.{n}");
    }
    key
}

/// The text stored under `key`.
pub fn text(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// How many moves the save `text` holds (`None`: not a save of ours).
pub fn moves(text: &str) -> Option<usize> {
    let v = js_sys::JSON::parse(text).ok()?;
    let actions = get(&get(&v, "replay"), "actions");
    js_sys::Array::is_array(&actions).then(|| js_sys::Array::from(&actions).length() as usize)
}

/// Whether `slot` holds an unfinished game.
pub fn holds_unfinished(slot: &str) -> bool {
    text(slot).is_some_and(|t| is_unfinished(&t))
}

/// Puts the unfinished game in `slot` aside (nothing to do when there is none or it has
/// ended); gives the key it was kept under. The error is a sentence for the players: the
/// browser refused to store the copy, and the slot is untouched.
pub fn put_aside(slot: &str) -> Result<Option<String>, String> {
    let Some(text) = text(slot).filter(|t| is_unfinished(t)) else {
        return Ok(None);
    };
    let key = fresh_key(slot, KEPT);
    let s = storage().ok_or_else(|| shell::no_room_to_keep().to_string())?;
    s.set_item(&key, &text)
        .map_err(|_| shell::no_room_to_keep().to_string())?;
    let _ = s.remove_item(slot);
    Ok(Some(key))
}

/// Brings the game kept under `key` back into `slot`, putting aside the unfinished game the
/// slot held; the error is a sentence for the players, and then nothing moved.
pub fn bring_back(slot: &str, key: &str) -> Result<(), String> {
    let kept = text(key).ok_or_else(|| shell::kept_gone().to_string())?;
    let s = storage().ok_or_else(|| shell::no_room_to_keep().to_string())?;
    // The slot's game goes to a key of its own first: if that is refused, nothing moved.
    let aside = put_aside(slot)?;
    if s.set_item(slot, &kept).is_err() {
        // Back as it was: the slot's own game returns from where it was just put.
        if let Some(a) = aside.and_then(|a| text(&a).map(|t| (a, t))) {
            if s.set_item(slot, &a.1).is_ok() {
                let _ = s.remove_item(&a.0);
            }
        }
        return Err(shell::no_room_to_keep().to_string());
    }
    let _ = s.remove_item(key);
    Ok(())
}

/// Deletes what is stored under `key` (a game the players chose to discard).
pub fn discard(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// `v[key]`, or `undefined`.
pub fn get(v: &JsValue, key: &str) -> JsValue {
    if v.is_object() {
        js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    } else {
        JsValue::UNDEFINED
    }
}
