//! The hand-written readers ([`FromJson`]) against the derived ones (derived in tests only)
//! on what the derived writer writes and on every change of one entry of it: the same values
//! read, the same texts refused, for the same kind of reason.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::json;

use super::{read, FromJson};

/// The kind of an error, as the save reader tells players.
fn kind(e: &str) -> &'static str {
    let kinds = [
        "missing field",
        "invalid type",
        "invalid value",
        "unknown variant",
        "invalid length",
    ];
    kinds
        .into_iter()
        .find(|k| e.starts_with(k))
        .unwrap_or("other")
}

/// Whether ours and the derived reader agree on `text`.
fn agree<T: FromJson + DeserializeOwned + PartialEq + Debug>(text: &str) {
    let derived = serde_json::from_str(text).and_then(serde_json::from_value::<T>);
    match (read::<T>(text), derived) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
        (Err(a), Err(b)) => {
            assert_eq!(
                kind(&a.to_string()),
                kind(&b.to_string()),
                "{text}: {a} / {b}"
            )
        }
        (a, b) => panic!("{text}: ours {a:?}, derived {b:?}"),
    }
}

/// The JSON pointers of every entry and item under `v`.
fn pointers(v: &serde_json::Value, at: String, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, w) in m {
                let p = format!("{at}/{k}");
                out.push(p.clone());
                pointers(w, p, out);
            }
        }
        serde_json::Value::Array(a) => {
            for (i, w) in a.iter().enumerate() {
                let p = format!("{at}/{i}");
                out.push(p.clone());
                pointers(w, p, out);
            }
        }
        _ => {}
    }
}

/// Checks `value` as written, and every change of one of its entries: left out, replaced
/// by a value of each kind, an unknown entry beside it.
pub(crate) fn every_change<T: Serialize + FromJson + DeserializeOwned + PartialEq + Debug>(
    value: &T,
) {
    let v = serde_json::to_value(value).unwrap();
    agree::<T>(&v.to_string());
    let kinds = [
        json!(null),
        json!(true),
        json!(0),
        json!(-1),
        json!(300),
        json!(1e30),
        json!(1.5),
        json!(""),
        json!("hard"),
        json!("one-hand"),
        json!([]),
        json!([1, 2]),
        json!({}),
        json!({"name": "x", "color": 1}),
        json!({"hard": null}),
        json!({"normal": 1}),
    ];
    let mut all = Vec::new();
    pointers(&v, String::new(), &mut all);
    for p in all {
        let was = v.pointer(&p).unwrap();
        let object = was.is_object() || was.is_null();
        for k in &kinds {
            // A derived reader also takes a struct (here or in an `Option`) written as an
            // array of its fields, in order; the app never wrote one, and ours refuses it
            // (below).
            if object && k.is_array() {
                continue;
            }
            let mut w = v.clone();
            *w.pointer_mut(&p).unwrap() = k.clone();
            agree::<T>(&w.to_string());
        }
        let (parent, last) = p.rsplit_once('/').unwrap();
        let mut w = v.clone();
        match w.pointer_mut(parent).unwrap() {
            serde_json::Value::Object(m) => {
                m.remove(last);
                m.insert("unknown".into(), json!(1));
            }
            serde_json::Value::Array(a) => {
                a.remove(last.parse().unwrap());
            }
            _ => unreachable!(),
        }
        agree::<T>(&w.to_string());
    }
    for junk in ["null", "7", "\"x\"", "{}"] {
        agree::<T>(junk);
    }
    // A struct's fields as an array (an enum's unit variant is a string).
    if let Some(object) = v.as_object() {
        let fields: Vec<_> = object.values().cloned().collect();
        let e = read::<T>(&serde_json::Value::Array(fields).to_string()).unwrap_err();
        assert_eq!(kind(&e.to_string()), "invalid type");
    }
}

#[test]
fn seats_read_by_hand_as_derived() {
    use crate::seats::{Meta, Seat};
    use skald::ai::Level;
    let mut seats = Seat::defaults(3);
    seats[1].computer = Some(Level::Hard);
    seats[2].computer = Some(Level::Easy);
    every_change(&seats[0]);
    every_change(&seats[1]);
    every_change(&Meta {
        seats: seats.clone(),
        hints: None,
    });
    every_change(&Meta {
        seats,
        hints: Some(vec![0, 7]),
    });
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let text = serde_json::to_string(&level).unwrap();
        let v = super::parse(&text).unwrap();
        assert_eq!(crate::seats::level_from_json(v).unwrap(), level);
    }
}

#[cfg(feature = "odin")]
#[test]
fn odins_settings_read_by_hand_as_derived() {
    use crate::odin::settings::Settings;
    use skald::odin::Target;
    let mut s = Settings::default();
    every_change(&s);
    s.target = Target::OneHand;
    s.four_colours = true;
    s.seed = "42".into();
    s.hints = true;
    every_change(&s);
}

#[cfg(feature = "voluspa")]
#[test]
fn voluspas_settings_read_by_hand_as_derived() {
    use crate::voluspa::settings::Settings;
    use skald::voluspa::TileSet;
    let mut s = Settings::default();
    every_change(&s);
    s.tiles = TileSet::all_expansions();
    s.no_late_hel = true;
    s.seed = "x".into();
    every_change(&s);
}

#[cfg(feature = "valda")]
#[test]
fn valdas_settings_read_by_hand_as_derived() {
    use crate::valda::settings::{CustomCards, Settings};
    let mut s = Settings::default();
    every_change(&s);
    s.cards = Some(CustomCards {
        name: "cards.tsv".into(),
        text: "a\tb".into(),
    });
    s.privacy = true;
    every_change(&s);
}
