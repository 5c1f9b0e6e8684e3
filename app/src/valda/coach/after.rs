//! The line after a move (issue #45, docs/coach.md "After each move"): each public event
//! the move wrote, in the log's words (`valda::words::describe`), and why where the coach
//! has more to say — a fight's swords against its shields, a trade's rate, what a roll's
//! dice are, what a finished build brings (a die more, a temple's level and its god's
//! gift, a domain owned), and what the phase that began is for. Built from two views of one
//! viewer, before and after the move: only the public log and the public table, never a
//! card only its holder saw (the `Got` and `Saw` events are not in the public log).

/// The messages of `valda_after.ftl` (one function each, see [`crate::i18n`]).
mod after_words {
    include!(concat!(env!("OUT_DIR"), "/l10n/valda_after.rs"));
}

use skald::valda::cards::{CardSet, God};
use skald::valda::event::{with_card_players, Event, Why};
use skald::valda::state::god_index;
use skald::valda::{gods, Building, ValdaView};
use skald::Viewer;

use super::words::{gift_words, phase_words};
use crate::seats::Seat;
use crate::text::capitalise;
use crate::valda::card_words::god_name;
use crate::valda::words::{describe, seat_name};

/// Every kind of why after a move ([`after_kind`]), each with its words
/// ([`after_kind_words`]); `quiet` is the line of a decision that wrote nothing public.
pub const AFTER_KINDS: [&str; 12] = [
    "hit", "hit_open", "stopped", "trade", "heimdall", "income", "take", "mine", "drill", "temple",
    "phase", "quiet",
];

/// The kind of why the coach adds to an event's log line, `None` where the line says it
/// all.
pub fn after_kind(e: &Event) -> Option<&'static str> {
    Some(match e {
        Event::Outcome {
            reflected: true, ..
        } => return None,
        Event::Outcome { hit: false, .. } => "stopped",
        Event::Outcome { defence: None, .. } => "hit_open",
        Event::Outcome { .. } => "hit",
        Event::Resources { why, .. } => match why {
            Why::Trade => "trade",
            Why::Heimdall => "heimdall",
            Why::Income => "income",
            Why::Take => "take",
            _ => return None,
        },
        Event::Built { building, .. } => match building {
            Building::Mine => "mine",
            Building::Drill => "drill",
            Building::Temple(_) => "temple",
        },
        Event::Phase(_) => "phase",
        _ => return None,
    })
}

/// The coach's why for each kind of [`AFTER_KINDS`] (with sample numbers), `None` for a
/// kind it does not know: the coverage test asks it for every kind in both languages.
pub fn after_kind_words(kind: &str) -> Option<String> {
    Some(match kind {
        "hit" => after_words::after_hit(3, 2),
        "hit_open" => after_words::after_hit_open(3),
        "stopped" => after_words::after_stopped(3, 3),
        "trade" => after_words::after_trade().into(),
        "heimdall" => after_words::after_heimdall(2, 3),
        "income" => after_words::after_income(2, 1),
        "take" => after_words::after_take().into(),
        "mine" => after_words::after_built_mine("Astrid", 2),
        "drill" => after_words::after_built_drill("Astrid", 1),
        "temple" => after_words::after_built_temple("Astrid", "Tyr", 1, gift_words(God::Tyr, 1, 3)),
        "phase" => phase_words(skald::valda::Phase::Game, 2, None),
        "quiet" => after_words::after_quiet("Astrid"),
        _ => return None,
    })
}

/// The line after the move from `before` to `after` (two views of one viewer), in the
/// words of the game's card set `set` and the seats' names: each new event of the public
/// log in its words with the coach's why; for a decision that wrote nothing public, who
/// made it. `None` when the log lost events (an undo) or nobody decided.
pub fn after(
    before: &ValdaView,
    after: &ValdaView,
    set: &CardSet,
    seats: &[Seat],
) -> Option<String> {
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let from = before.table.log.len();
    if after.table.log.len() < from {
        return None;
    }
    let mut parts = Vec::new();
    for (e, by) in with_card_players(&after.table.log).skip(from) {
        if let Some(line) = describe(e, set, &names, by) {
            parts.push(format!("{}.", capitalise(&line)));
        }
        let why = why(e, after, &names);
        if !why.is_empty() {
            parts.push(why);
        }
    }
    if parts.is_empty() {
        let who = seat_name(&names, before.to_move?);
        parts.push(after_words::after_quiet(who));
    }
    Some(parts.join(" "))
}

/// The coach's why for event `e`, from the view after the move (empty where the log's
/// line says it all).
fn why(e: &Event, view: &ValdaView, names: &[String]) -> String {
    let seat = |p: usize| view.table.seats.get(p);
    match (after_kind(e), e) {
        (
            Some(_),
            Event::Outcome {
                attack,
                defence,
                hit,
                ..
            },
        ) => match (hit, defence) {
            (false, d) => after_words::after_stopped(d.unwrap_or(0), *attack),
            (true, Some(d)) => after_words::after_hit(*attack, *d),
            (true, None) => after_words::after_hit_open(*attack),
        },
        (Some("trade"), _) => after_words::after_trade().into(),
        (Some("heimdall"), Event::Resources { player, .. }) => {
            let level = seat(*player).map_or(0, |s| s.level(God::Heimdall));
            after_words::after_heimdall(level, gods::heimdall_rate(level).unwrap_or(0))
        }
        (Some("income"), Event::Resources { player, .. }) => {
            let s = seat(*player);
            after_words::after_income(s.map_or(0, |s| s.mines), s.map_or(0, |s| s.drills))
        }
        (Some("take"), _) => after_words::after_take().into(),
        (Some(_), Event::Built { player, building }) => built(view, names, *player, *building),
        (Some(_), Event::Phase(p)) => {
            let t = &view.table.turn;
            let active =
                (view.viewer != Viewer::Player(t.active)).then(|| seat_name(names, t.active));
            phase_words(*p, t.build_limit, active.as_deref())
        }
        _ => String::new(),
    }
}

/// What a finished build brings: one more die, or a temple's level and its god's gift (and
/// the domain, with a third temple).
fn built(view: &ValdaView, names: &[String], p: usize, b: Building) -> String {
    let who = seat_name(names, p);
    let Some(s) = view.table.seats.get(p) else {
        return String::new();
    };
    match b {
        Building::Mine => after_words::after_built_mine(who, s.mines),
        Building::Drill => after_words::after_built_drill(who, s.drills),
        Building::Temple(g) => {
            let temples = s.temples[god_index(g)];
            let level = gods::level(temples);
            let gift = gift_words(g, level, view.config.players);
            let text = after_words::after_built_temple(who.as_str(), god_name(g), level, gift);
            if gods::owns(temples) && !gods::owns(temples.saturating_sub(1)) {
                crate::coach::sentences(&[text, after_words::after_built_owner(who, god_name(g))])
            } else {
                text
            }
        }
    }
}

#[cfg(test)]
mod tests;
