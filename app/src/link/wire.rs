//! What every message of the seat link shares: its version, the limits of each direction,
//! and the first reading of a message (size, then JSON, then an object of this version
//! with a `type`), which refuses anything else with its reason before any field is read.

use crate::json::{Fields, Map, Value};

use super::why::Why;

/// The version of the messages this build writes and reads (each message's `v`). A message
/// of another version is refused ([`Why::Version`]): the phone then asks its player to
/// reload the app, so that both sides run the same Skald.
pub const VERSION: u64 = 1;

/// The longest message a phone may send, in bytes: checked before it is read. A phone's
/// largest message is an action: at most 136 bytes in the tests' random games of all three
/// games at their most players before it carried the table's serial, which adds about 12
/// (`link::tests::sizes`; a hello is 75, a ping about 45);
/// 16 KiB leaves a hundred times that for actions of later rules, and keeps the work a
/// hostile phone can cause per message small.
pub const MAX_FROM_PHONE: usize = 16 * 1024;

/// The longest message the table may send, in bytes. A view message carries the view without
/// its log, and the log entries the phone lacks in runs of at most
/// [`super::log::LOG_PART`]: the longest came to 33 KB in the tests' random games of all
/// three games at their most players (a view of Völuspá with every expansion and its 575
/// legal actions, 31.5 KB without log entries; `link::tests::sizes`), while a whole view
/// reaches 66 KB (Odin, six players, its log). 128 KiB is four times that, and half the
/// 256 KiB a Chromium data channel takes in one message (its SDP's
/// `a=max-message-size:262144`; Firefox takes 1 GiB).
pub const MAX_TO_PHONE: usize = 128 * 1024;

/// The most JSON values (numbers, strings, arrays, objects…) one action may hold before it
/// is looked for among the legal actions: the largest in the tests' games holds 10
/// (`link::tests::sizes`). Each legal action is compared with it, so this bounds the work a
/// hostile action costs.
pub const MAX_ACTION_VALUES: usize = 256;

/// A message's `type` and the rest of its fields, once its size, its JSON, its version
/// and the kind of its `type` were checked.
pub(super) fn open(bytes: &[u8], max: usize) -> Result<(String, Fields), Why> {
    if bytes.len() > max {
        return Err(Why::TooLarge);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Why::NotJson)?;
    let value = crate::json::parse(text).map_err(|_| Why::NotJson)?;
    let mut fields = Fields::of(value, "a message").map_err(|_| Why::BadShape)?;
    // The version first: a message of another version may have any other shape.
    match fields.take::<Value>("v") {
        Ok(v) if v.as_u64() == Some(VERSION) => {}
        Ok(Value::Number(_)) => return Err(Why::Version),
        _ => return Err(Why::BadShape),
    }
    let kind = fields.take::<String>("type").map_err(|_| Why::BadShape)?;
    Ok((kind, fields))
}

/// Refuses a message with entries left once its fields were read: a field this version does
/// not know, or one written twice (the JSON reader keeps both; a message is read one way
/// only).
pub(super) fn close(fields: &Fields) -> Result<(), Why> {
    fields.deny_unknown(&[]).map_err(|_| Why::BadShape)
}

/// A message's start: its version and `type`, followed by `rest`.
pub(super) fn message(kind: &str, rest: Vec<(&str, Value)>) -> String {
    let mut entries = vec![
        (
            "v".to_string(),
            Value::Number(crate::json::Number::PosInt(VERSION)),
        ),
        ("type".to_string(), Value::String(kind.to_string())),
    ];
    entries.extend(rest.into_iter().map(|(k, v)| (k.to_string(), v)));
    // A value the writer always takes: strings, integers, arrays and objects of them.
    crate::json::to_string(&Value::Object(Map(entries))).unwrap_or_default()
}

/// An integer field of a message.
pub(super) fn number(n: u64) -> Value {
    Value::Number(crate::json::Number::PosInt(n))
}

/// How many JSON values `v` holds, itself included, counting no further than `limit + 1`.
pub(super) fn values_in(v: &Value, limit: usize) -> usize {
    fn walk(v: &Value, count: &mut usize, limit: usize) {
        *count += 1;
        if *count > limit {
            return;
        }
        match v {
            Value::Array(items) => items.iter().for_each(|i| walk(i, count, limit)),
            Value::Object(m) => m.0.iter().for_each(|(_, i)| walk(i, count, limit)),
            _ => {}
        }
    }
    let mut count = 0;
    walk(v, &mut count, limit);
    count
}
