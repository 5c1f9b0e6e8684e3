//! The play screen's questions to the engine, free of the DOM: what a drop or tap on a
//! cell does (the move, the Jotunn's question, or the engine's reason for refusing), the
//! last move's cells and scores, a score preview in words, the embed attributes of the
//! position, and the phase's name for the tests.

use skald::voluspa::{
    Action, Cell, Dir, Kind, Phase, Placement, ScoreExplanation, TargetKind, Voluspa,
};
use skald::Game;

use crate::voluspa::state::VoluspaTable as PlayState;
use crate::voluspa::words;

/// A score preview in words, for the line above the board: "+5: highest in line +3,
/// domination +2" (the board itself only outlines the lines and shows "+5").
pub(crate) fn preview_words(ex: &ScoreExplanation) -> String {
    let points = ex.points as i64;
    match ex.lines.as_slice() {
        [] => words::preview_none(points),
        [one] => words::preview_one(points, words::rule(one.rule)),
        lines => {
            let parts: Vec<String> = lines
                .iter()
                .map(|l| words::preview_part(words::rule(l.rule), l.points as i64))
                .collect();
            words::preview_many(points, parts.join(", "))
        }
    }
}

/// The `<skald-embed>` attributes of the position on the board, with the tiles of the hand
/// on show to try (the player holding the tablet chose to share them).
pub(crate) fn embed_attrs(game: &Voluspa, hand: Option<&[Kind]>) -> Vec<(&'static str, String)> {
    let mut attrs = vec![(
        "board",
        game.board_notation().trim_end().replace('\n', " / "),
    )];
    if let Some(hand) = hand.filter(|h| !h.is_empty()) {
        let codes: Vec<&str> = hand.iter().map(|k| k.code()).collect();
        attrs.push(("try", codes.join(" ")));
    }
    attrs
}

/// The direction a drop or tap near a tile's edge asks for: toward that edge.
pub(crate) fn dir_from_offset(off: (f64, f64)) -> Option<Dir> {
    let (x, y) = off;
    if x.abs().max(y.abs()) < 0.2 {
        return None;
    }
    Some(if y.abs() >= x.abs() {
        if y < 0.0 {
            Dir::N
        } else {
            Dir::S
        }
    } else if x < 0.0 {
        Dir::W
    } else {
        Dir::E
    })
}

/// What to do when `kind` is dropped (or tapped) on `cell`: the action, a question (which
/// way to push), or the engine's reason for refusing.
pub(crate) enum Drop {
    Do(Action),
    AskBump,
    Refuse(String),
}

pub(crate) fn decide(state: &PlayState, kind: Kind, cell: Cell, off: (f64, f64)) -> Drop {
    let game = &state.game;
    let boosts = if matches!(game.phase(), Phase::RavenAgain { .. }) {
        0
    } else {
        state.boosts_for(kind)
    };
    let targets = game.targets_for(kind);
    match targets.iter().find(|t| t.at == cell) {
        Some(t) if t.kind == TargetKind::Bump => {
            let chosen = dir_from_offset(off).filter(|d| t.push.contains(d));
            let dir = if t.push.len() == 1 {
                Some(t.push[0])
            } else {
                chosen
            };
            match dir {
                Some(d) => Drop::Do(Action::Place(Placement {
                    tile: kind,
                    at: cell,
                    push: Some(d),
                    boosts,
                })),
                None => Drop::AskBump,
            }
        }
        Some(_) => Drop::Do(Action::Place(Placement {
            tile: kind,
            at: cell,
            push: None,
            boosts,
        })),
        None => {
            // Ask the engine why not: the same checks as applying the move.
            let mut tries = vec![None];
            if kind == Kind::Jotunn && game.board().occupied(cell) {
                tries = Dir::ALL.iter().map(|d| Some(*d)).collect();
            }
            let mut reason = words::cell_not_possible().to_string();
            for push in tries {
                let p = Placement {
                    tile: kind,
                    at: cell,
                    push,
                    boosts,
                };
                match game.play(&Action::Place(p)) {
                    Ok(_) => return Drop::Do(Action::Place(p)),
                    Err(e) => reason = words::refusal(&e),
                }
            }
            Drop::Refuse(reason)
        }
    }
}

/// The last turn that did something, for the score outlines and the last-move mark: who
/// played it, what it scored, and its cells (a Raven placed twice marks both).
pub(crate) struct LastMove {
    pub player: Option<usize>,
    pub scored: Vec<ScoreExplanation>,
    pub cells: Vec<Cell>,
}

pub(crate) fn last_move(game: &Voluspa) -> LastMove {
    let mut last = LastMove {
        player: None,
        scored: Vec::new(),
        cells: Vec::new(),
    };
    let Some(turn) = game.turns().iter().rev().find(|t| !t.steps.is_empty()) else {
        return last;
    };
    last.player = Some(turn.player);
    for s in &turn.steps {
        if let Action::Place(p) = &s.action {
            if let Some(sc) = &s.score {
                last.cells.push(sc.at);
                if !sc.lines.is_empty() {
                    last.scored.push(sc.clone());
                }
            } else {
                last.cells.push(p.at);
            }
        }
        if let Some(c) = s.pushed_to {
            last.cells.push(c);
        }
    }
    last
}

/// The phase's name for `data-phase` (the e2e tests read it).
pub(crate) fn phase_id(phase: &Phase) -> &'static str {
    match phase {
        Phase::Play => "Play",
        Phase::RavenAgain { .. } => "RavenAgain",
        Phase::HermodFollowUp { .. } => "HermodFollowUp",
        Phase::DiscardDown => "DiscardDown",
        Phase::Over => "Over",
    }
}
