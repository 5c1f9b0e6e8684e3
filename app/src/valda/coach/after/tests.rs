//! Valda's line after a move through whole games: after every action of seeded games of 2
//! to 5 players (and in the privacy mode), for the next decider (a spectator at the end),
//! the line is there, holds each public event of the move in the log's words, names the
//! fight's swords and shields and the builds' counts and levels as the engine has them, and
//! never names a card of another player's hand that the viewer has not seen.

use std::collections::BTreeSet;

use skald::valda::event::{with_card_players, Event};
use skald::valda::state::god_index;
use skald::valda::{gods, Building, Valda, ValdaConfig};
use skald::{Game, Viewer};

use super::*;
use crate::i18n::{set, Lang};
use crate::seats::Seat;
use crate::valda::card_words::card_name;
use crate::walk;

/// Checks the line after the move that took `before` to `g`; returns the kinds of why it
/// held and how many names of hidden cards it checked.
fn check(before: &Valda, g: &Valda, seats: &[Seat]) -> (Vec<&'static str>, usize) {
    let viewer = g.to_move().map_or(Viewer::Spectator, Viewer::Player);
    let (bv, av) = (before.view(viewer), g.view(viewer));
    let set = g.card_set();
    let line = after(&bv, &av, set, seats).expect("a line after every move");
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let from = before.table().log.len();
    let mut kinds = Vec::new();
    for (e, by) in with_card_players(&g.table().log).skip(from) {
        // The log's own words of each event.
        if let Some(words) = describe(e, set, &names, by) {
            assert!(line.contains(&capitalise(&words)), "{words} in {line}");
        }
        kinds.extend(after_kind(e));
        // The numbers of the fight and of the builds, read back from the engine.
        match e {
            Event::Outcome {
                attack,
                defence,
                reflected: false,
                ..
            } => {
                assert!(line.contains(&format!("{attack} swords")), "{line}");
                if let Some(d) = defence {
                    assert!(line.contains(&format!("{d} shields")), "{line}");
                }
            }
            Event::Built { player, building } => {
                let s = &g.table().seats[*player];
                let said = match building {
                    Building::Mine if s.mines == 1 => "1 mine now".to_string(),
                    Building::Mine => format!("{} mines now", s.mines),
                    Building::Drill if s.drills == 1 => "1 blood drill now".to_string(),
                    Building::Drill => format!("{} blood drills now", s.drills),
                    Building::Temple(god) => {
                        let level = gods::level(s.temples[god_index(*god)]);
                        format!("level {level}: ")
                    }
                };
                assert!(line.contains(&said), "{said} in {line}");
            }
            _ => {}
        }
    }
    if g.table().log.len() == from {
        assert!(
            line.ends_with("nothing the others can see changed."),
            "{line}"
        );
    }
    // Never a card of another hand the viewer has not seen.
    let visible = crate::valda::coach::tests::visible_names(g, &av);
    let mut checked = 0;
    for q in (0..seats.len()).filter(|&q| viewer != Viewer::Player(q)) {
        for &c in g.hand(q) {
            let name = card_name(&set.cards[usize::from(c)]);
            if visible.iter().any(|v| v.contains(&name)) {
                continue;
            }
            assert!(!line.contains(&name), "{name} of {q}'s hand in: {line}");
            checked += 1;
        }
    }
    (kinds, checked)
}

#[test]
fn every_move_of_seeded_games_has_a_true_line_after_it() {
    set(Lang::En);
    let mut kinds = BTreeSet::new();
    let (mut moves, mut hidden) = (0, 0);
    let mut configs: Vec<(ValdaConfig, u64)> = Vec::new();
    for players in 2..=5 {
        for seed in 1..=3u64 {
            configs.push((ValdaConfig::new(players), seed * 5 + players as u64));
        }
    }
    let mut private = ValdaConfig::new(3);
    private.privacy = true;
    configs.push((private, 6));
    for (config, seed) in configs {
        let seats = Seat::defaults(config.players);
        let mut walk = walk::random(Valda::new(&config, seed).unwrap(), seed);
        while let Some(s) = walk.step() {
            let (k, h) = check(&s.before, s.after, &seats);
            kinds.extend(k);
            hidden += h;
            moves += 1;
        }
    }
    for k in [
        "hit", "stopped", "income", "mine", "drill", "temple", "phase",
    ] {
        assert!(
            kinds.contains(k),
            "{k} never met in {moves} moves: {kinds:?}"
        );
    }
    assert!(hidden > 10_000, "only {hidden} hidden cards' names checked");
}

/// The line after a fight in German: the same swords and shields, in German words.
#[test]
fn the_line_after_a_fight_speaks_german() {
    set(Lang::De);
    let seats = Seat::defaults(3);
    let mut walk = walk::random(Valda::new(&ValdaConfig::new(3), 8).unwrap(), 8);
    while let Some(s) = walk.step() {
        let (before, g) = (&s.before, s.after);
        let fought = g.table().log[before.table().log.len()..]
            .iter()
            .find_map(|e| match e {
                Event::Outcome {
                    attack,
                    reflected: false,
                    ..
                } => Some(*attack),
                _ => None,
            });
        if let Some(attack) = fought {
            let v = g.to_move().map_or(Viewer::Spectator, Viewer::Player);
            let line = after(&before.view(v), &g.view(v), g.card_set(), &seats).unwrap();
            set(Lang::En);
            assert!(line.contains(&format!("{attack} Schwert")), "{line}");
            assert!(line.contains("Der Angriff"), "{line}");
            return;
        }
    }
    set(Lang::En);
    panic!("no fight in the game");
}
