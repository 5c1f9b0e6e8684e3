//! Völuspá's coach (issue #45, docs/coach.md): the note for the decision of the player to
//! move, from their view alone — the moment (a placement, a Hermod follow-up, the Raven's
//! second flight, discarding down after a capture, a forced discard) and, for each tile in
//! hand, its rule as the coach says it (with the tile set's expansions in mind), how many
//! cells can take it now, the most it scores there and why, what it may cover, capture or
//! push, and what Freya boosts would make of it. Scores come from the engine's own scoring
//! of the view's board (`moves::apply_scored`, `moves::raven_again`). Words in
//! `voluspa_coach.ftl`.

use std::collections::BTreeSet;

use skald::voluspa::moves::{apply_scored, raven_again};
use skald::voluspa::{
    Action, Cell, Kind, Phase, Placement, ScoreExplanation, TileSet, Voluspa, VoluspaView,
};
use skald::{Game, Rng, Viewer};

use crate::coach::{group, sentences, Note, Section, SAMPLE_SEED};
use crate::games::GameId;
use crate::voluspa::words;

mod msg;

/// Every kind of moment the coach speaks of, as [`Note::kind`] and [`kind_words`] name
/// them; the options are the tiles, each with its own words ([`tile_words`]).
pub const KINDS: [&str; 6] = [
    "play",
    "stuck",
    "hermod",
    "hermod_stuck",
    "raven",
    "discard_down",
];

/// The top of the rules help: the general rule of placing and scoring.
const RULES: Section = Section::new(GameId::Voluspa, "");

/// The rules help's section of a tile (`tile-Th`: app/src/voluspa/pages/rules.rs).
pub fn section(k: Kind) -> Section {
    const fn s(anchor: &'static str) -> Section {
        Section::new(GameId::Voluspa, anchor)
    }
    match k {
        Kind::Odin => s("tile-Od"),
        Kind::Thor => s("tile-Th"),
        Kind::Troll => s("tile-Tr"),
        Kind::Dragon => s("tile-Dr"),
        Kind::Fenrir => s("tile-Fe"),
        Kind::Skadi => s("tile-Sk"),
        Kind::Valkyrie => s("tile-Va"),
        Kind::Loki => s("tile-Lo"),
        Kind::Hel => s("tile-He"),
        Kind::Hermod => s("tile-Hm"),
        Kind::Jotunn => s("tile-Jo"),
        Kind::SeaSerpent => s("tile-Ss"),
        Kind::Dwarf => s("tile-Dw"),
        Kind::Freya => s("tile-Fr"),
        Kind::Raven => s("tile-Ra"),
        Kind::Niohoggr => s("tile-Ni"),
        Kind::LightningBolt => s("tile-Lb"),
    }
}

/// A section's title, as the list of rules seen names it: the tile's name, or the rules
/// help's title for its top.
pub fn section_title(s: Section) -> String {
    Kind::ALL
        .into_iter()
        .find(|&k| section(k) == s)
        .map_or_else(|| words::rules_title().into(), |k| words::tile(k).into())
}

/// The kind of moment `phase` is, `can_place` telling whether any placement is legal
/// (`None` when the game is over): what the coverage test enumerates the phases with.
pub fn moment_kind(phase: &Phase, can_place: bool) -> Option<&'static str> {
    Some(match (phase, can_place) {
        (Phase::Play, true) => "play",
        (Phase::Play, false) => "stuck",
        (Phase::HermodFollowUp { .. }, true) => "hermod",
        (Phase::HermodFollowUp { .. }, false) => "hermod_stuck",
        (Phase::RavenAgain { .. }, _) => "raven",
        (Phase::DiscardDown, _) => "discard_down",
        (Phase::Over, _) => return None,
    })
}

/// The coach's words for each kind of [`KINDS`] (with sample numbers), `None` for a kind
/// it does not know: the coverage test asks it for every kind in both languages.
pub fn kind_words(kind: &str) -> Option<String> {
    let points = || words::embed_points(3);
    Some(match kind {
        "play" => msg::moment_play(5, 40),
        "stuck" => msg::moment_stuck().to_string(),
        "hermod" => msg::moment_hermod(points(), "yes"),
        "hermod_stuck" => msg::moment_hermod_stuck(points()),
        "raven" => msg::moment_raven(points()),
        "discard_down" => msg::moment_discard_down(words::a_tile(words::tile(Kind::Odin)), 6),
        _ => return None,
    })
}

/// "yes" or "no", as the messages' selectors read a tile set's kinds.
fn has(tiles: &TileSet, k: Kind) -> &'static str {
    if tiles.contains(k) {
        "yes"
    } else {
        "no"
    }
}

/// A tile's rule as the coach says it, for a game with `tiles`: what it is worth and what
/// it does, naming only the tiles of that set (a Troll's neighbours are open to Dwarfs
/// only where there are Dwarfs).
pub fn tile_words(k: Kind, tiles: &TileSet) -> String {
    let hel = has(tiles, Kind::Hel);
    match k {
        Kind::Odin => msg::tile_odin().into(),
        Kind::Thor => msg::tile_thor().into(),
        Kind::Troll => msg::tile_troll(has(tiles, Kind::Dwarf), hel, has(tiles, Kind::Jotunn)),
        Kind::Dragon => msg::tile_dragon(hel),
        Kind::Fenrir => msg::tile_fenrir().into(),
        Kind::Skadi => msg::tile_skadi(hel, has(tiles, Kind::Freya)),
        Kind::Valkyrie => msg::tile_valkyrie(has(tiles, Kind::LightningBolt)),
        Kind::Loki => msg::tile_loki().into(),
        Kind::Hel => msg::tile_hel().into(),
        Kind::Hermod => msg::tile_hermod().into(),
        Kind::Jotunn => msg::tile_jotunn(hel),
        Kind::SeaSerpent => msg::tile_sea_serpent().into(),
        Kind::Dwarf => msg::tile_dwarf().into(),
        Kind::Freya => msg::tile_freya().into(),
        Kind::Raven => msg::tile_raven(hel),
        Kind::Niohoggr => msg::tile_niohoggr().into(),
        Kind::LightningBolt => msg::tile_lightning_bolt(hel),
    }
}

/// What placing `p` now would score, from the view's board and the turn's phase alone —
/// the engine's own scoring of a placement, a Hermod follow-up or the Raven's second flight.
pub fn score(view: &VoluspaView, p: &Placement) -> Option<ScoreExplanation> {
    let mut board = view.board.clone();
    let scored = match view.phase {
        Phase::RavenAgain { from } => raven_again(&mut board, from, p.at),
        Phase::HermodFollowUp { hermod } => apply_scored(&mut board, p, Some(hermod)),
        _ => apply_scored(&mut board, p, None),
    };
    scored.ok().map(|(_, explanation)| explanation)
}

/// The points of the turn's last step (what Hermod or the Raven just scored), in words.
fn last_points(view: &VoluspaView) -> String {
    let points = view
        .turns
        .last()
        .and_then(|t| t.steps.last())
        .and_then(|s| s.score.as_ref())
        .map_or(0, |s| s.points);
    words::embed_points(points as i64)
}

/// The coach's note for the decision of the player to move, from `view` — which must be
/// theirs — alone; `None` when the game is over or `view` is not the decider's.
pub fn note(view: &VoluspaView) -> Option<Note> {
    let me = view.to_move?;
    if view.viewer != Viewer::Player(me) {
        return None;
    }
    let player = view.players.get(me)?;
    // The decider's legal steps, in the engine's order, from a state dealt from their view:
    // they depend on their hand, the board and the phase only.
    let legal = Voluspa::sample(view, &mut Rng::new(SAMPLE_SEED))
        .ok()?
        .legal_actions();
    let can_place = legal.iter().any(|a| matches!(a, Action::Place(_)));
    let kind = moment_kind(&view.phase, can_place)?;
    let (moment, rule) = match kind {
        "play" => (msg::moment_play(player.hand_size, view.pile_count), RULES),
        "stuck" => (msg::moment_stuck().to_string(), RULES),
        "hermod" => {
            let hel = if player.hel > 0 { "yes" } else { "no" };
            (
                msg::moment_hermod(last_points(view), hel),
                section(Kind::Hermod),
            )
        }
        "hermod_stuck" => (
            msg::moment_hermod_stuck(last_points(view)),
            section(Kind::Hermod),
        ),
        "raven" => (msg::moment_raven(last_points(view)), section(Kind::Raven)),
        _ => {
            let captured = view
                .turns
                .last()
                .and_then(|t| t.steps.iter().rev().find_map(|s| s.captured))
                .unwrap_or(Kind::Skadi);
            let text =
                msg::moment_discard_down(words::a_tile(words::tile(captured)), player.hand_size);
            (text, section(Kind::Skadi))
        }
    };
    let hand = player.hand.as_deref().unwrap_or_default();
    let mut summaries: Vec<(Kind, String)> = Vec::new();
    let mut items = Vec::with_capacity(legal.len());
    for (i, a) in legal.iter().enumerate() {
        let (label, text, rule) = match a {
            Action::Place(p) => {
                let text = match summaries.iter().find(|(k, _)| *k == p.tile) {
                    Some((_, t)) => t.clone(),
                    None => {
                        let t = tile_summary(view, &legal, p.tile);
                        summaries.push((p.tile, t.clone()));
                        t
                    }
                };
                (label(p.tile), text, section(p.tile))
            }
            Action::SkipRaven => (
                words::leave_raven().to_string(),
                msg::choice_skip_raven().to_string(),
                section(Kind::Raven),
            ),
            Action::EndTurn => (
                words::end_turn().to_string(),
                msg::choice_end_turn().to_string(),
                section(Kind::Hermod),
            ),
            Action::Discard { tile } => {
                let text = match kind {
                    "discard_down" => msg::choice_discard_down(),
                    "hermod_stuck" => msg::choice_discard_hermod(),
                    _ => msg::choice_discard(),
                };
                let held = hand.iter().filter(|&&k| k == *tile).count();
                let label = words::discard_tile(words::tile(*tile));
                let label = if held > 1 {
                    format!("{label} ×{held}")
                } else {
                    label
                };
                (label, text.to_string(), section(*tile))
            }
        };
        items.push((i, label, text, rule));
    }
    Some(Note {
        kind,
        moment,
        rule,
        choices: group(items),
    })
}

/// A tile as a button names it: "Thor (7)"; Hel, which has no value, by its name.
fn label(k: Kind) -> String {
    if k == Kind::Hel {
        words::tile(k).to_string()
    } else {
        words::tile_title(words::tile(k), k.value())
    }
}

/// The best of `placements` by points (the first of equals), with its explanation.
fn best<'a>(
    view: &VoluspaView,
    placements: impl Iterator<Item = &'a Placement>,
) -> Option<ScoreExplanation> {
    let mut out: Option<ScoreExplanation> = None;
    for p in placements {
        if let Some(s) = score(view, p) {
            if out.as_ref().is_none_or(|b| s.points > b.points) {
                out = Some(s);
            }
        }
    }
    out
}

/// What tile `k` can do now: where it can go, the most it scores and why, its rule, what
/// it may cover, capture or push, and what boosts would make of it.
fn tile_summary(view: &VoluspaView, legal: &[Action], k: Kind) -> String {
    let placements: Vec<&Placement> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Place(p) if p.tile == k => Some(p),
            _ => None,
        })
        .collect();
    let plain = || placements.iter().copied().filter(|p| p.boosts == 0);
    let cells: BTreeSet<Cell> = plain().map(|p| p.at).collect();
    let occupied = |p: &&Placement| view.board.occupied(p.at);
    let on_tiles: BTreeSet<Cell> = plain().filter(occupied).map(|p| p.at).collect();
    let place = match best(view, plain()) {
        Some(b) if b.points > 0 => {
            let parts: Vec<String> = b
                .lines
                .iter()
                .map(|l| words::preview_part(words::rule(l.rule), l.points as i64))
                .collect();
            msg::choice_place(
                cells.len(),
                words::embed_points(b.points as i64),
                parts.join(", "),
            )
        }
        _ => msg::choice_place_none(cells.len()),
    };
    // What it may do to a tile, where that is not all it can do (Hel and the Lightning
    // Bolt only ever cover: their cells say it).
    let count = match k {
        Kind::Dragon | Kind::Raven => msg::count_cover(on_tiles.len()),
        Kind::Skadi => msg::count_capture(on_tiles.len()),
        Kind::Jotunn => msg::count_bump(on_tiles.len()),
        _ => String::new(),
    };
    // Freya boosts: the most this player could put on it now, and what they would bring.
    let boosts = placements.iter().map(|p| p.boosts).max().unwrap_or(0);
    let boost = if boosts > 0 {
        let top = best(
            view,
            placements.iter().copied().filter(|p| p.boosts == boosts),
        );
        let points = top.map_or(0, |b| b.points);
        msg::choice_boost(
            boosts,
            k.boosted_value(boosts),
            words::embed_points(points as i64),
        )
    } else {
        String::new()
    };
    sentences(&[place, tile_words(k, &view.config.tiles), count, boost])
}

#[cfg(feature = "after")]
mod after;
#[cfg(feature = "after")]
pub use after::{after, after_kind_words, line_kind, AFTER_KINDS};

#[cfg(test)]
mod tests;
