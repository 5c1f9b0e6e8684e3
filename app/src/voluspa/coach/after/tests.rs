//! Völuspá's line after a move through whole games: after every step of seeded games with
//! every tile set the property tests use, for the next decider (a spectator at the end),
//! the line is there, names the step's real points and each scored line's points as the
//! engine's own scoring has them, and at a turn's end the score and the tiles drawn; and
//! it is the same line a spectator gets (it rests on the public record alone).

use super::*;
use crate::i18n::{set, Lang};
use crate::seats::Seat;
use crate::walk;
use skald::voluspa::{Config, TileSet, Voluspa};
use skald::{Game, Viewer};
use std::collections::BTreeSet;

/// The line after `a` took `before` to `g`, for the next decider, checked; returns the
/// kinds of the scored lines it explained.
fn check(before: &Voluspa, g: &Voluspa, a: &Action, seats: &[Seat]) -> Vec<&'static str> {
    let viewer = g.to_move().map_or(Viewer::Spectator, Viewer::Player);
    let line = after(&before.view(viewer), &g.view(viewer), seats)
        .unwrap_or_else(|| panic!("no line after {a:?}"));
    let public = after(
        &before.view(Viewer::Spectator),
        &g.view(Viewer::Spectator),
        seats,
    );
    assert_eq!(
        Some(&line),
        public.as_ref(),
        "a spectator's line is the same"
    );
    let mover = before.to_move().unwrap();
    assert!(line.contains(&seats[mover].name), "{line}");
    let mut kinds = Vec::new();
    // The points of a placement, as the engine scores it on the real game.
    if let Some(score) = before.preview_action(a).unwrap() {
        assert!(line.contains(&format!("+{}", score.points)), "{line}");
        for l in &score.lines {
            let points = words::embed_points(i64::from(l.points));
            assert!(line.contains(&points), "{points} in {line}");
            kinds.push(line_kind(l.rule));
        }
        if score.lines.is_empty() {
            assert!(line.contains(super::after_words::after_nothing()), "{line}");
        }
    }
    // A turn that ended with this step: its points, the score, the tiles drawn.
    let turn = g.turns().iter().rev().find(|t| t.player == mover).unwrap();
    let ended = turn.finished
        && turn
            .steps
            .last()
            .is_some_and(|s| s.index == before.actions_applied());
    if ended {
        let score = g.view(Viewer::Spectator).players[mover].score;
        let points = words::embed_points(i64::from(turn.points));
        assert!(
            line.contains(&format!("({score} ")),
            "score {score} in {line}"
        );
        assert!(
            line.contains(&format!("scored {points} this turn")),
            "{line}"
        );
        let drew = match turn.drew {
            0 => "no tile".to_string(),
            1 => "1 tile".to_string(),
            n => format!("{n} tiles"),
        };
        assert!(line.contains(&format!("drew {drew}")), "{line}");
    }
    kinds
}

#[test]
fn every_step_of_seeded_games_has_a_true_line_after_it() {
    set(Lang::En);
    let mut kinds = BTreeSet::new();
    let mut moves = 0;
    for (i, tiles) in TileSet::samples().into_iter().enumerate() {
        for players in [2, 3, 5] {
            let seats = Seat::defaults(players);
            let config = Config {
                players,
                tiles: tiles.clone(),
                no_late_hel: false,
            };
            let seed = 11 + i as u64 * 7 + players as u64;
            let mut walk = walk::random(Voluspa::new(&config, seed).unwrap(), seed);
            while let Some(s) = walk.step() {
                kinds.extend(check(&s.before, s.after, &s.action, &seats));
                moves += 1;
            }
        }
    }
    for k in ["value", "lone"] {
        assert!(
            kinds.contains(k),
            "{k} never met in {moves} moves: {kinds:?}"
        );
    }
    assert!(moves > 500, "{moves}");
}

/// The German line too: the same numbers, in German words.
#[test]
fn the_line_after_a_move_speaks_german() {
    set(Lang::De);
    let mut g = Voluspa::new(&Config::default(), 3).unwrap();
    let seats = Seat::defaults(2);
    let before = g.clone();
    let legal = g.legal_actions();
    let a = legal
        .iter()
        .find(|a| before.preview_action(a).unwrap().is_some())
        .unwrap()
        .clone();
    g.apply(&a).unwrap();
    let v = Viewer::Player(g.to_move().unwrap());
    let line = after(&before.view(v), &g.view(v), &seats).unwrap();
    set(Lang::En);
    let points = before.preview_action(&a).unwrap().unwrap().points;
    assert!(line.contains(&format!("+{points}")), "{line}");
    assert!(line.contains("in diesem Zug"), "{line}");
}
