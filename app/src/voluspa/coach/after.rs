//! The line after a move (issue #45, docs/coach.md "After each move"): each step the move
//! made in the log's words ("Thor (+5: highest in line)"), then why it scored what it did —
//! each scored line with its tiles and points as the engine's scoring explained it — and,
//! when the turn ended, the turn's points, the score and the tiles drawn. Built from two
//! views of one viewer, before and after the move: only the public record of the turns.

/// The messages of `voluspa_after.ftl` (one function each, see [`crate::i18n`]).
mod after_words {
    include!(concat!(env!("OUT_DIR"), "/l10n/voluspa_after.rs"));
}

use skald::voluspa::{Action, Phase, Rule, ScoredLine, TurnRecord, VoluspaView};

use crate::seats::{seat_name, Seat};
use crate::voluspa::components::log::describe_step;
use crate::voluspa::words;

/// Every kind of sentence after a move ([`line_kind`] for the scored lines), each with its
/// words ([`after_kind_words`]).
pub const AFTER_KINDS: [&str; 15] = [
    "value",
    "valkyrie",
    "bolt",
    "serpent",
    "dwarf",
    "hel",
    "lone",
    "nio",
    "nio_line",
    "nothing",
    "raven_stays",
    "discard",
    "discard_hermod",
    "discard_down",
    "turn_end",
];

/// The kind of sentence a scored line of `rule` gets.
pub fn line_kind(rule: Rule) -> &'static str {
    match rule {
        Rule::ValueDomination => "value",
        Rule::ValkyrieBookend => "valkyrie",
        Rule::LightningBoltShortestLine => "bolt",
        Rule::SeaSerpentExtendedLine => "serpent",
        Rule::DwarfNeighbours => "dwarf",
        Rule::HelNeighbours => "hel",
        Rule::LoneTile => "lone",
        Rule::NiohoggrBonus => "nio",
    }
}

/// The coach's words for each kind of [`AFTER_KINDS`] (with sample numbers), `None` for a
/// kind it does not know: the coverage test asks it for every kind in both languages.
pub fn after_kind_words(kind: &str) -> Option<String> {
    let p = || words::embed_points(3);
    Some(match kind {
        "nio_line" => after_words::after_nio_line(1, 2),
        "nothing" => after_words::after_nothing().to_string(),
        "raven_stays" => after_words::after_raven_stays().to_string(),
        "discard" | "discard_hermod" | "discard_down" => discard_words(kind).to_string(),
        "turn_end" => after_words::after_turn_end("Astrid", p(), 12, 1),
        k => line_words(k, "Thor", 3, p()).filter(|s| !s.is_empty())?,
    })
}

/// A scored line of kind `kind` in words: its `tiles` (cells) and its `points`.
fn line_words(kind: &str, tile: &str, tiles: usize, points: String) -> Option<String> {
    Some(match kind {
        "value" => after_words::after_value(tile, tiles, points),
        "valkyrie" => after_words::after_valkyrie(tiles, points),
        "bolt" => after_words::after_bolt(tiles, points),
        "serpent" => after_words::after_serpent(tiles, points),
        "dwarf" => after_words::after_dwarf(tiles, points),
        "hel" => after_words::after_hel(tiles, points),
        "lone" => after_words::after_lone(points),
        "nio" => after_words::after_nio(points),
        _ => return None,
    })
}

/// Why a scored line scored, in words.
fn why_line(tile: &str, l: &ScoredLine) -> String {
    let points = words::embed_points(i64::from(l.points));
    let line = line_words(line_kind(l.rule), tile, l.cells.len(), points).unwrap_or_default();
    if l.niohoggr_bonus > 0 && l.rule != Rule::NiohoggrBonus {
        let n = l.niohoggr_bonus / 2;
        let bonus = after_words::after_nio_line(n, l.niohoggr_bonus);
        crate::coach::sentences(&[line, bonus])
    } else {
        line
    }
}

/// The line after the move from `before` to `after` (two views of one viewer), with the
/// seats' names: each step the move made, why it scored, and the turn's end if it ended.
/// `None` when no step was made.
pub fn after(before: &VoluspaView, after: &VoluspaView, seats: &[Seat]) -> Option<String> {
    let from = before.actions_applied;
    let mut parts = Vec::new();
    for t in &after.turns {
        let new: Vec<usize> = (0..t.steps.len())
            .filter(|&i| t.steps[i].index >= from)
            .collect();
        if new.is_empty() {
            continue;
        }
        let who = seat_name(seats, t.player);
        for i in new {
            parts.push(words::step(who.as_str(), describe_step(t, i)));
            parts.push(why_step(t, i, &before.phase));
        }
        if t.finished {
            parts.push(turn_end(t, after, &who));
        }
    }
    let parts: Vec<String> = parts.into_iter().filter(|s| !s.is_empty()).collect();
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// Why a discard: a tile that fits nowhere, one given up in Hermod's lines, or one of too
/// many after a capture.
fn discard_words(kind: &str) -> &'static str {
    match kind {
        "discard_hermod" => after_words::after_discard_hermod(),
        "discard_down" => after_words::after_discard_down(),
        _ => after_words::after_discard(),
    }
}

/// Why step `i` of turn `t`, made in `phase`, did what it did.
fn why_step(t: &TurnRecord, i: usize, phase: &Phase) -> String {
    let s = &t.steps[i];
    match &s.action {
        Action::Place(p) => match &s.score {
            Some(sc) if !sc.lines.is_empty() => {
                let tile = words::tile(p.tile);
                let lines: Vec<String> = sc.lines.iter().map(|l| why_line(tile, l)).collect();
                lines.join(" ")
            }
            _ => after_words::after_nothing().to_string(),
        },
        Action::SkipRaven => after_words::after_raven_stays().to_string(),
        Action::Discard { .. } => discard_words(match phase {
            Phase::DiscardDown => "discard_down",
            Phase::HermodFollowUp { .. } => "discard_hermod",
            _ => "discard",
        })
        .to_string(),
        Action::EndTurn => String::new(),
    }
}

/// The end of turn `t`: its points, the player's score, the tiles drawn.
fn turn_end(t: &TurnRecord, view: &VoluspaView, who: &str) -> String {
    let score = view.players.get(t.player).map_or(0, |p| p.score);
    after_words::after_turn_end(who, words::embed_points(i64::from(t.points)), score, t.drew)
}

#[cfg(test)]
mod tests;
