//! The log in a seat's view, sent once: each game's view keeps the game's whole log (Odin's
//! `log`, Völuspá's `turns`, Valda's `table.log`), which grows to most of the view (an Odin
//! game of six players at its end: over 62 KB of a 64.5 KB view; `link::tests::sizes`). A view message carries
//! the view without it and only the entries the phone lacks ([`Sent`], on the table's side),
//! in as many messages as they need, each within [`MAX_TO_PHONE`]; the phone keeps them
//! ([`Kept`]) and puts the whole view back together.

use skald::Game;

use crate::json::Value;

use super::why::Why;
use super::wire::MAX_TO_PHONE;

/// Where a game's view keeps its log: the path of keys to an array that grows as the game
/// goes on (entries are added at its end; an undo takes the last ones away; the last one may
/// change, as Völuspá's turn under way does). Empty: the view has none.
pub trait ViewLog: Game {
    /// The keys leading to the log array in the view's JSON.
    const LOG: &'static [&'static str];
}

impl ViewLog for skald::odin::Odin {
    const LOG: &'static [&'static str] = &["log"];
}

impl ViewLog for skald::voluspa::Voluspa {
    const LOG: &'static [&'static str] = &["turns"];
}

impl ViewLog for skald::valda::Valda {
    const LOG: &'static [&'static str] = &["table", "log"];
}

/// The most bytes of log entries one message carries: a welcome late in a long game goes
/// in several messages.
pub const LOG_PART: usize = 32 * 1024;

/// The most log entries a phone keeps (a Valda game of five logs about 3,000; an Odin game
/// of six players, 150 a hand): beyond, the table's messages are refused.
pub const MAX_KEPT: usize = 100_000;

/// The array at `path` in `view`, if there is one.
fn log_at<'a>(view: &'a mut Value, path: &[&str]) -> Option<&'a mut Vec<Value>> {
    let mut v = view;
    for key in path {
        let Value::Object(m) = v else { return None };
        v = m.0.iter_mut().find(|(k, _)| k == key).map(|(_, v)| v)?;
    }
    match v {
        Value::Array(items) => Some(items),
        _ => None,
    }
}

/// Takes the log out of `view` (leaving an empty array in its place).
pub(super) fn take_log(view: &mut Value, path: &[&str]) -> Vec<Value> {
    if path.is_empty() {
        return Vec::new();
    }
    log_at(view, path).map(std::mem::take).unwrap_or_default()
}

/// What the table has sent one phone of its seat's log: its entries, in order. A new
/// connection starts with nothing (its welcome carries the whole log).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sent(Vec<Value>);

impl Sent {
    /// The log entries to send now, from the first one that is not what was sent (an entry
    /// added, changed, or taken back by an undo): where they start, and each with the
    /// length of its JSON. Remembers the log as sent. Compares values, and writes only the
    /// entries to send: a phone's message after an action costs the table no more than its
    /// new entries, however long the log.
    pub(super) fn update(&mut self, log: Vec<Value>) -> (usize, Vec<(Value, usize)>) {
        let from = (self.0.iter().zip(&log))
            .position(|(a, b)| a != b)
            .unwrap_or(self.0.len().min(log.len()));
        let new = (log[from..].iter())
            .map(|e| (e.clone(), crate::json::to_string(e).map_or(0, |t| t.len())))
            .collect();
        self.0 = log;
        (from, new)
    }
}

/// Splits `entries` (each with the length of its JSON) into runs of at most [`LOG_PART`]
/// bytes (an entry longer than that alone).
pub(super) fn parts(entries: Vec<(Value, usize)>) -> Vec<(Vec<Value>, usize)> {
    let mut out: Vec<(Vec<Value>, usize)> = Vec::new();
    for (e, len) in entries {
        match out.last_mut() {
            Some((run, bytes)) if *bytes + len < LOG_PART => {
                *bytes += len + 1;
                run.push(e);
            }
            _ => out.push((vec![e], len + 1)),
        }
    }
    out
}

/// The log entries a phone has received, to put its seat's views back together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept(Vec<Value>);

impl Kept {
    /// Takes entries sent from the log's entry `from` on (those after it are replaced).
    /// Refused if `from` is past the entries kept (a message was lost: the phone says hello
    /// again, and its welcome carries the whole log) or the log would grow too long.
    pub fn take(&mut self, from: u64, entries: Vec<Value>) -> Result<(), Why> {
        let from = usize::try_from(from).map_err(|_| Why::BadShape)?;
        if from > self.0.len() || from.saturating_add(entries.len()) > MAX_KEPT {
            return Err(Why::BadShape);
        }
        self.0.truncate(from);
        self.0.extend(entries);
        Ok(())
    }

    /// The entries kept.
    pub fn entries(&self) -> &[Value] {
        &self.0
    }

    /// `view` (a view message's, without its log) with the log kept put back in its place:
    /// the seat's whole view, as the table's engine wrote it.
    pub fn whole<G: ViewLog>(&self, mut view: Value) -> Result<Value, Why> {
        if G::LOG.is_empty() {
            return Ok(view);
        }
        let log = log_at(&mut view, G::LOG).ok_or(Why::BadShape)?;
        *log = self.0.clone();
        Ok(view)
    }
}

/// The bytes a view message leaves for log entries within [`MAX_TO_PHONE`], once its other
/// fields take `rest` bytes.
pub(super) fn room(rest: usize) -> usize {
    MAX_TO_PHONE.saturating_sub(rest + 64)
}
