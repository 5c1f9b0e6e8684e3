//! Odin's coach through whole games: at every decision of seeded games of 2 to 6 players,
//! the note speaks of exactly the engine's legal actions, names this position's numbers,
//! and never a card of another player's hidden hand.

use super::*;
use crate::i18n::{set, Lang};
use crate::walk;
use skald::odin::{OdinConfig, Target};

const NAMES: [&str; 6] = ["Astrid", "Björn", "Cara", "Dag", "Eli", "Frode"];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// Checks the note of the decision in `g` against the full game (which the note never
/// saw); returns the note's kind.
fn check(g: &Odin, players: usize) -> &'static str {
    let me = g.to_move().unwrap();
    let view = g.view(Viewer::Player(me));
    let names = names(players);
    let note = note(&view, &names).expect("a note at every decision");
    let legal = g.legal_actions();
    note.assert_partition(legal.len());
    assert_eq!(Some(note.kind), phase_kind(g.phase()));
    let text = note.text();
    let hand = g.hand(me);
    // The numbers of this position.
    match g.phase() {
        Phase::Lead => assert!(text.contains(&hand.len().to_string()), "{text}"),
        Phase::Follow => {
            let value = g.middle_value().unwrap().to_string();
            assert!(text.contains(&format!("worth {value}")), "{text}");
            assert!(text.contains(&names[g.last_player()]), "{text}");
            for c in &note.choices {
                let Some(OdinAction::Play { cards }) = legal.get(c.actions[0]) else {
                    continue;
                };
                if *cards == hand {
                    continue;
                }
                let values: Vec<u32> = c
                    .actions
                    .iter()
                    .map(|&i| match legal[i] {
                        OdinAction::Play { cards } => skald::odin::set_value(cards).unwrap(),
                        _ => panic!("a play's choice holds only plays"),
                    })
                    .collect();
                let low = values.iter().min().unwrap().to_string();
                assert!(c.text.contains(&low), "{}", c.text);
                assert!(
                    c.text.starts_with(&format!("{} way", values.len())),
                    "{}",
                    c.text
                );
            }
        }
        Phase::Take => {
            for c in &note.choices {
                let OdinAction::Take { card } = legal[c.actions[0]] else {
                    panic!("a take's choices are takes");
                };
                let mut after = hand;
                after.insert(card);
                let colours = after.iter().filter(|x| x.colour() == card.colour()).count();
                let are = if colours == 1 { "is" } else { "are" };
                let words = format!("With it {colours} of your cards {are} ");
                assert!(c.text.starts_with(&words), "{}", c.text);
            }
        }
        Phase::Over => unreachable!(),
    }
    // Never a card of another player's hand that is not known to all.
    for q in (0..players).filter(|&q| q != me) {
        let hidden = g.hand(q).minus(g.known_cards()[q]);
        for c in hidden.iter() {
            assert!(
                !text.contains(&words::card_words(c)),
                "{} of {q}'s hidden hand in: {text}",
                c
            );
        }
    }
    note.kind
}

#[test]
fn every_decision_of_seeded_games_has_a_true_note() {
    let mut kinds = std::collections::BTreeSet::new();
    let mut decisions = 0;
    for players in 2..=6 {
        for seed in 1..=3u64 {
            let config = OdinConfig {
                players,
                target: Target::OneHand,
                four_colours: false,
            };
            let mut walk = walk::random(
                Odin::new(&config, seed).unwrap(),
                seed * 31 + players as u64,
            );
            while let Some(s) = walk.step() {
                let g = &s.before;
                kinds.insert(check(g, players));
                let me = g.to_move().unwrap();
                for a in &s.legal {
                    kinds.insert(action_kind(a, g.hand(me)));
                }
                decisions += 1;
            }
        }
    }
    // Every kind met, but perhaps the whole hand: seen in the tests of the lead below.
    for k in ["lead", "follow", "take", "play", "pass"] {
        assert!(kinds.contains(k), "{k} never met in {decisions} decisions");
    }
    assert!(decisions > 200, "{decisions}");
}

/// A leader whose whole hand is one colour is told both ways, and the whole-hand play ends
/// the hand with the others' cards counted.
#[test]
fn a_whole_hand_lead_is_explained() {
    for seed in 1..400u64 {
        let mut walk = walk::random(Odin::new(&OdinConfig::new(3), seed).unwrap(), seed);
        while let Some(s) = walk.step() {
            let g = &s.before;
            let me = g.to_move().unwrap();
            let hand = g.hand(me);
            if g.phase() == Phase::Lead
                && hand.len() > 1
                && s.legal.contains(&OdinAction::Play { cards: hand })
            {
                let note = note(&g.view(Viewer::Player(me)), &names(3)).unwrap();
                let whole = note
                    .choices
                    .iter()
                    .find(|c| c.label == format!("All {} cards", hand.len()))
                    .expect("the whole hand is an option");
                let others: usize = (0..3).filter(|&q| q != me).map(|q| g.hand(q).len()).sum();
                assert!(
                    whole.text.contains(&format!("({others} in all)")),
                    "{}",
                    whole.text
                );
                assert_eq!(whole.rule, HAND_END);
                assert!(note.moment.contains("end the hand"), "{}", note.moment);
                return;
            }
        }
    }
    panic!("no whole-hand lead in 400 games");
}

/// The pass says how many more must pass, and who leads when the round ends.
#[test]
fn a_pass_counts_the_players_still_to_pass() {
    set(Lang::En);
    let view = |passes: usize| {
        let mut g = Odin::new(&OdinConfig::new(4), 5).unwrap();
        let leader = g.to_move().unwrap();
        let card = g.hand(leader).cards()[0];
        g.apply(&OdinAction::Play { cards: card.set() }).unwrap();
        for _ in 0..passes {
            g.apply(&OdinAction::Pass).unwrap();
        }
        (leader, g.view(Viewer::Player(g.to_move().unwrap())))
    };
    let (_, v) = view(0);
    let n = note(&v, &names(4)).unwrap();
    let pass = n.choices.iter().find(|c| c.label == "Pass").unwrap();
    assert!(
        pass.text
            .ends_with("2 more players must pass for the round to end."),
        "{}",
        pass.text
    );
    let (leader, v) = view(2);
    let n = note(&v, &names(4)).unwrap();
    let pass = n.choices.iter().find(|c| c.label == "Pass").unwrap();
    let who = NAMES[leader];
    assert!(
        pass.text
            .contains(&format!("the round ends, and {who} leads the next one")),
        "{}",
        pass.text
    );
    set(Lang::De);
    let n = note(&v, &names(4)).unwrap();
    set(Lang::En);
    let pass = n.choices.iter().find(|c| c.label == "Passen").unwrap();
    assert!(
        pass.text.contains(&format!("{who} beginnt die nächste")),
        "{}",
        pass.text
    );
}

/// Nobody but the decider gets a note: not another player, not a spectator.
#[test]
fn only_the_decider_is_coached() {
    let g = Odin::new(&OdinConfig::new(3), 9).unwrap();
    let me = g.to_move().unwrap();
    assert!(note(&g.view(Viewer::Player((me + 1) % 3)), &names(3)).is_none());
    assert!(note(&g.view(Viewer::Spectator), &names(3)).is_none());
    assert!(note(&g.view(Viewer::Player(me)), &names(3)).is_some());
}

/// Every section the coach links is a section of the rules help page.
#[test]
fn sections_are_in_the_rules_help() {
    let rules = include_str!("../pages/rules.rs");
    for s in SECTIONS {
        assert!(
            rules.contains(&format!(r#"id="{}""#, s.anchor)),
            "{}",
            s.anchor
        );
    }
}
