//! The line after a move (issue #45, docs/coach.md "After each move"): what the move did,
//! in the log's words, and why, in the coach's — the set that beat the middle and the
//! middle it beat, what came back into the hand, how many must still pass, who leads the
//! next round, what each player scored when the hand ended. Built from two views of one
//! viewer, before and after the move: only the public log and the public middle, never a
//! hand.

/// The messages of `odin_after.ftl` (one function each, see [`crate::i18n`]).
mod after_words {
    include!(concat!(env!("OUT_DIR"), "/l10n/odin_after.rs"));
}

use skald::odin::{Event, LogEntry, OdinView};

use crate::odin::components::log::describe;
use crate::odin::words;
use crate::seats::{seat_name, Seat};
use crate::text::capitalise;

/// Every kind of line after a move ([`after_kind`]), each with its words
/// ([`after_kind_words`]): a lead, a set that beat the middle, a card taken back, a pass,
/// the end of a round, the end of a hand.
pub const AFTER_KINDS: [&str; 6] = ["led", "beat", "took", "passed", "round_ended", "hand_ended"];

/// The kind of line a log event gets.
pub fn after_kind(e: &Event) -> &'static str {
    match e {
        Event::Played { lead: true, .. } => "led",
        Event::Played { .. } => "beat",
        Event::Took { .. } => "took",
        Event::Passed => "passed",
        Event::RoundEnded { .. } => "round_ended",
        Event::HandEnded { .. } => "hand_ended",
    }
}

/// The coach's why for each kind of [`AFTER_KINDS`] (with sample numbers), `None` for a
/// kind it does not know: the coverage test asks it for every kind in both languages.
pub fn after_kind_words(kind: &str) -> Option<String> {
    Some(match kind {
        "led" => after_words::after_led("7", 1, 2),
        "beat" => after_words::after_beat("53", "Astrid", 2, 2, "82"),
        "took" => after_words::after_took("Björn", "82"),
        "passed" => after_words::after_passed(1),
        "round_ended" => after_words::after_round_ended("Astrid"),
        "hand_ended" => after_words::after_hand_ended("Astrid", "Björn 3, Cara 5"),
        _ => return None,
    })
}

/// The line after the move from `before` to `after` (two views of one viewer), with the
/// seats' names: each new entry of the public log in its words, then why. `None` when the
/// log did not grow.
pub fn after(before: &OdinView, after: &OdinView, seats: &[Seat]) -> Option<String> {
    let new = after.log.get(before.log.len()..)?;
    if new.is_empty() {
        return None;
    }
    let ended = |e: &dyn Fn(&Event) -> bool| new.iter().any(|x| e(&x.event));
    let hand_ended = ended(&|e| matches!(e, Event::HandEnded { .. }));
    let round_ended = ended(&|e| matches!(e, Event::RoundEnded { .. }));
    let mut parts = Vec::new();
    for entry in new {
        parts.push(format!("{}.", capitalise(&describe(entry, seats))));
        let why = why(entry, before, after, seats, hand_ended, round_ended);
        if !why.is_empty() {
            parts.push(why);
        }
    }
    Some(parts.join(" "))
}

/// Why `entry` happened, or what it leaves, from the views around it (empty when a later
/// entry of the same move says it: a whole-hand lead, a pass that ended the round).
fn why(
    entry: &LogEntry,
    before: &OdinView,
    after: &OdinView,
    seats: &[Seat],
    hand_ended: bool,
    round_ended: bool,
) -> String {
    match &entry.event {
        Event::Played { lead: true, .. } if hand_ended => String::new(),
        Event::Played {
            lead: true, value, ..
        } => after_words::after_led(
            words::value(*value),
            after.middle.len(),
            after.middle.len() + 1,
        ),
        Event::Played { cards, value, .. } => after_words::after_beat(
            words::value(before.middle_value.unwrap_or(0)),
            seat_name(seats, before.last_player),
            cards.len(),
            before.middle.len(),
            words::value(*value),
        ),
        Event::Took { .. } => after_words::after_took(
            seat_name(seats, entry.player),
            words::value(after.middle_value.unwrap_or(0)),
        ),
        Event::Passed if round_ended || hand_ended => String::new(),
        Event::Passed => {
            let others = after.hand_sizes.len().saturating_sub(1);
            after_words::after_passed(others.saturating_sub(after.passes))
        }
        Event::RoundEnded { .. } => after_words::after_round_ended(seat_name(seats, entry.player)),
        Event::HandEnded { .. } => {
            let Some(done) = after.hands_done.last() else {
                return String::new();
            };
            let points: Vec<String> = done
                .points
                .iter()
                .enumerate()
                .filter(|&(p, _)| p != done.went_out)
                .map(|(p, n)| format!("{} {n}", seat_name(seats, p)))
                .collect();
            after_words::after_hand_ended(seat_name(seats, done.went_out), points.join(", "))
        }
    }
}

#[cfg(test)]
mod tests;
