//! Odin's line after a move through whole games: after every action of seeded games of 2
//! to 6 players, for the next decider (a spectator at the end), the line is there, names
//! the move's real numbers as the engine has them — the set's value, the middle it beat,
//! the card taken back, each player's points when the hand ends — and never a card of
//! another player's hidden hand.

use super::*;
use crate::i18n::{set, Lang};
use crate::seats::Seat;
use crate::walk;
use skald::odin::{Odin, OdinAction, OdinConfig, Phase, Target};
use skald::{Game, Viewer};
use std::collections::BTreeSet;

/// Plays seeded games, checking the line after every action; returns the kinds met.
fn play(lang: Lang, seeds: std::ops::RangeInclusive<u64>) -> (BTreeSet<&'static str>, usize) {
    set(lang);
    let mut kinds = BTreeSet::new();
    let mut moves = 0;
    for players in 2..=6 {
        let seats = Seat::defaults(players);
        for seed in seeds.clone() {
            let config = OdinConfig {
                players,
                target: Target::OneHand,
                four_colours: false,
            };
            let mut walk = walk::random(
                Odin::new(&config, seed).unwrap(),
                seed * 17 + players as u64,
            );
            while let Some(s) = walk.step() {
                let (before, g, action) = (&s.before, s.after, &s.action);
                let viewer = g.to_move().map_or(Viewer::Spectator, Viewer::Player);
                let line = after(&before.view(viewer), &g.view(viewer), &seats)
                    .unwrap_or_else(|| panic!("no line after {action:?}"));
                check(before, g, action, &line, &seats, viewer);
                for e in &g.log()[before.log().len()..] {
                    kinds.insert(after_kind(&e.event));
                }
                moves += 1;
            }
        }
    }
    set(Lang::En);
    (kinds, moves)
}

/// The line after `action` took `before` to `g` names the move's numbers and nothing hidden.
fn check(before: &Odin, g: &Odin, action: &OdinAction, line: &str, seats: &[Seat], viewer: Viewer) {
    let mover = before.to_move().unwrap();
    assert!(line.contains(&seats[mover].name), "{line}");
    match action {
        OdinAction::Play { cards } => {
            let value = skald::odin::set_value(*cards).unwrap().to_string();
            assert!(line.contains(&value), "{value} in {line}");
            if before.phase() == Phase::Follow {
                let old = before.middle_value().unwrap().to_string();
                assert!(line.contains(&old), "the middle's {old} in {line}");
            }
        }
        OdinAction::Take { card } => {
            let card = crate::odin::words::card_words(*card);
            assert!(line.contains(&card), "{card} in {line}");
        }
        OdinAction::Pass => {}
    }
    // The points of a hand that ended with this move, every player's but the one out.
    if let Some(done) = g.hand_summaries().get(before.hand_summaries().len()) {
        for (p, n) in done.points.iter().enumerate() {
            if p != done.went_out {
                let said = format!("{} {n}", seats[p].name);
                assert!(line.contains(&said), "{said} in {line}");
            }
        }
    }
    // Never a card of another player's hand that is not known to all.
    let me = match viewer {
        Viewer::Player(p) => Some(p),
        Viewer::Spectator => None,
    };
    for q in (0..seats.len()).filter(|&q| Some(q) != me) {
        let hidden = g.hand(q).minus(g.known_cards()[q]);
        for c in hidden.iter() {
            let card = crate::odin::words::card_words(c);
            assert!(
                !line.contains(&card),
                "{card} of {q}'s hidden hand in: {line}"
            );
        }
    }
}

#[test]
fn every_move_of_seeded_games_has_a_true_line_after_it() {
    let (kinds, moves) = play(Lang::En, 1..=3);
    for k in AFTER_KINDS {
        assert!(kinds.contains(k), "{k} never met in {moves} moves");
    }
    assert!(moves > 200, "{moves}");
    let (_, moves) = play(Lang::De, 4..=4);
    assert!(moves > 50, "{moves}");
}

/// The line after a play that beat the middle says both values, in the way.
#[test]
fn a_set_that_beats_the_middle_is_explained() {
    set(Lang::En);
    for seed in 1..100u64 {
        let mut walk = walk::random(Odin::new(&OdinConfig::new(3), seed).unwrap(), seed);
        while let Some(s) = walk.step() {
            let (before, g) = (&s.before, s.after);
            if let (Phase::Follow, OdinAction::Play { cards }) = (before.phase(), s.action) {
                if g.phase() != Phase::Take {
                    continue;
                }
                let v = Viewer::Player(g.to_move().unwrap());
                let line = after(&before.view(v), &g.view(v), &Seat::defaults(3)).unwrap();
                let value = skald::odin::set_value(cards).unwrap();
                let old = before.middle_value().unwrap();
                assert!(
                    line.contains(&format!("and {value} is more than {old}.")),
                    "{line}"
                );
                return;
            }
        }
    }
    panic!("no set beat the middle in 100 games");
}
