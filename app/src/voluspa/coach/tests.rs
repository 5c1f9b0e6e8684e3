//! Völuspá's coach through whole games: at every decision of seeded games with every tile
//! set the property tests use, the note speaks of exactly the engine's legal steps, and
//! its numbers are the real game's (the most each tile scores, as the engine's preview of
//! each step has it; the hand and the pile; what Hermod or the Raven just scored).

use super::*;
use crate::i18n::{set, Lang};
use crate::walk;
use skald::voluspa::Config;

/// Checks the note of the decision in `g` against the full game; returns its kind.
fn check(g: &Voluspa) -> &'static str {
    let me = g.to_move().unwrap();
    let view = g.view(Viewer::Player(me));
    let note = note(&view).expect("a note at every decision");
    let legal = g.legal_actions();
    note.assert_partition(legal.len());
    let can_place = legal.iter().any(|a| matches!(a, Action::Place(_)));
    assert_eq!(Some(note.kind), moment_kind(&view.phase, can_place));
    let hand = view.players[me].hand.clone().unwrap();
    if note.kind == "play" {
        let tiles = words::embed_points(0); // only to make sure words are read
        assert!(!tiles.is_empty());
        assert!(
            note.moment
                .contains(&format!("{} left in the pile", view.pile_count)),
            "{}",
            note.moment
        );
    }
    if matches!(note.kind, "hermod" | "raven" | "hermod_stuck") {
        let last = g.turns().last().unwrap().steps.last().unwrap();
        let points = last.score.as_ref().unwrap().points;
        assert!(
            note.moment.contains(&words::embed_points(points as i64)),
            "{}",
            note.moment
        );
    }
    for c in &note.choices {
        let Action::Place(first) = &legal[c.actions[0]] else {
            continue;
        };
        // A tile's choice is a tile of the hand (or the Raven flying again).
        assert!(
            hand.contains(&first.tile) || note.kind == "raven",
            "{}",
            c.label
        );
        // Its best score without boosts is the engine's, from the real game.
        let real: Vec<i32> = c
            .actions
            .iter()
            .filter_map(|&i| match &legal[i] {
                Action::Place(p) if p.boosts == 0 => {
                    Some(g.preview_action(&legal[i]).unwrap().unwrap().points)
                }
                Action::Place(_) => None,
                _ => panic!("a tile's choice holds only placements"),
            })
            .collect();
        let cells: BTreeSet<Cell> = c
            .actions
            .iter()
            .filter_map(|&i| match &legal[i] {
                Action::Place(p) => Some(p.at),
                _ => None,
            })
            .collect();
        let top = real.iter().copied().max().unwrap();
        if top > 0 {
            let words = format!("scores up to {} (", words::embed_points(top as i64));
            assert!(c.text.contains(&words), "{top}: {}", c.text);
        } else {
            assert!(c.text.contains("but scores nothing there"), "{}", c.text);
        }
        let n = cells.len();
        let count = if n == 1 {
            "It fits on 1 cell now".to_string()
        } else {
            format!("It fits on {n} cells now")
        };
        assert!(c.text.starts_with(&count), "{n}: {}", c.text);
        assert_eq!(c.rule, section(first.tile));
    }
    note.kind
}

#[test]
fn every_decision_of_seeded_games_has_a_true_note() {
    set(Lang::En);
    let mut kinds = BTreeSet::new();
    let mut decisions = 0;
    for (i, tiles) in TileSet::samples().into_iter().enumerate() {
        for players in [2, 3, 5] {
            let config = Config {
                players,
                tiles: tiles.clone(),
                no_late_hel: false,
            };
            let seed = 7 + i as u64 * 13 + players as u64;
            let mut walk = walk::random(Voluspa::new(&config, seed).unwrap(), seed);
            while let Some(s) = walk.step() {
                kinds.insert(check(&s.before));
                decisions += 1;
            }
        }
    }
    for k in ["play", "hermod", "raven", "discard_down"] {
        assert!(
            kinds.contains(k),
            "{k} never met in {decisions} decisions: {kinds:?}"
        );
    }
    assert!(decisions > 500, "{decisions}");
}

/// A forced discard, with nothing placeable: a hand of Lightning Bolts (and a Hel) before a
/// board of one Hel, where neither may go.
#[test]
fn a_tile_that_fits_nowhere_is_discarded_and_said_so() {
    set(Lang::En);
    let config = Config {
        players: 3,
        tiles: TileSet::all_expansions(),
        no_late_hel: false,
    };
    let g = Voluspa::new(&config, 4).unwrap();
    let me = g.to_move().unwrap();
    let mut view = g.view(Viewer::Player(me));
    view.board = skald::voluspa::parse_board("He").unwrap();
    let mut hand = vec![Kind::Hel];
    hand.extend([Kind::LightningBolt; 5]);
    view.players[me].hand = Some(hand);
    // The pile holds every tile not seen and not in the others' hands.
    let removed = view.removed.iter().filter(|&&k| k != Kind::Hel).count();
    let seen = 5 + removed + view.discard_pile.len();
    let others: usize = (0..3)
        .filter(|&q| q != me)
        .map(|q| view.players[q].hand_size)
        .sum();
    let all = config.tiles.counts().iter().sum::<u32>() as usize - 5; // the Hels aside
    view.pile_count = all - seen - others;
    let n = note(&view).expect("a note");
    assert_eq!(n.kind, "stuck");
    assert!(n.moment.starts_with("None of your tiles"), "{}", n.moment);
    assert_eq!(n.choices.len(), 2, "{}", n.text());
    assert_eq!(n.choices[1].label, "Discard Lightning Bolt ×5");
    assert_eq!(
        n.choices[1].text,
        "It leaves the game; you score nothing this turn."
    );
}

/// The tile's rule follows the tile set: a Troll's neighbours are open to Dwarfs only where
/// there are Dwarfs, and pushed only where there are Jotunns.
#[test]
fn tile_words_follow_the_expansions() {
    set(Lang::En);
    let base = tile_words(Kind::Troll, &TileSet::Base);
    assert!(
        !base.contains("Dwarf") && !base.contains("pushed") && !base.contains("Hel"),
        "{base}"
    );
    let all = tile_words(Kind::Troll, &TileSet::all_expansions());
    assert!(all.contains("Trolls and Dwarfs"), "{all}");
    assert!(
        all.contains("covered (except by Hel), captured or pushed"),
        "{all}"
    );
    assert!(tile_words(Kind::Valkyrie, &TileSet::all_expansions()).contains("Lightning Bolt"));
    assert!(!tile_words(Kind::Valkyrie, &TileSet::Base).contains("Lightning Bolt"));
    set(Lang::De);
    let de = tile_words(Kind::Troll, &TileSet::all_expansions());
    set(Lang::En);
    assert!(de.contains("außer Trollen und Zwergen"), "{de}");
    assert!(
        de.contains("überdeckt (außer von Hel), erobert oder weggeschoben werden"),
        "{de}"
    );
}

/// Each tile's section is its entry in the rules help (`tile-<code>`).
#[test]
fn sections_are_the_rules_help_entries() {
    let rules = include_str!("../pages/rules.rs");
    assert!(rules.contains(r#"id={format!("tile-{}", k.code())}"#));
    for k in Kind::ALL {
        assert_eq!(section(k).anchor, format!("tile-{}", k.code()));
        assert!(
            rules.contains(&format!("(Kind::{k:?},")),
            "{k:?} has no entry"
        );
    }
}

/// Nobody but the decider gets a note.
#[test]
fn only_the_decider_is_coached() {
    let g = Voluspa::new(&Config::default(), 9).unwrap();
    let me = g.to_move().unwrap();
    assert!(note(&g.view(Viewer::Player(1 - me))).is_none());
    assert!(note(&g.view(Viewer::Spectator)).is_none());
    assert!(note(&g.view(Viewer::Player(me))).is_some());
}
