//! Rule cases from data files in `tests/valda/rules/` (format in `tests/valda/README.md`):
//! every worked example of rulings §20 and the decided points of the rulings, played from
//! a position through the engine's legal actions.

use serde_json::Value;
use skald::valda::cards::CardSet;
use skald::valda::position::{card_index, Position};
use skald::valda::{Action, Valda};
use skald::Game;
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/valda/rules")
}

/// Replaces every string that is a card id by the card's index, so that cases can name
/// cards.
fn with_card_indices(v: &Value, set: &CardSet) -> Value {
    match v {
        Value::String(s) => match card_index(set, s) {
            Some(i) => Value::from(i),
            None => v.clone(),
        },
        Value::Array(a) => Value::Array(a.iter().map(|x| with_card_indices(x, set)).collect()),
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| (k.clone(), with_card_indices(x, set)))
                .collect(),
        ),
        _ => v.clone(),
    }
}

fn action(v: &Value, set: &CardSet, at: &str) -> Action {
    serde_json::from_value(with_card_indices(v, set))
        .unwrap_or_else(|e| panic!("{at}: not an action {v}: {e}"))
}

fn ids(g: &Valda, cards: &[u8]) -> Vec<String> {
    cards
        .iter()
        .map(|&c| g.card_set().cards[c as usize].id.clone())
        .collect()
}

fn check(g: &Valda, want: &Value, at: &str) {
    let t = g.table();
    let legal = g.legal_actions();
    let Value::Object(want) = want else {
        panic!("{at}: expect must be an object")
    };
    for (key, w) in want {
        let at = format!("{at}, {key}");
        match key.as_str() {
            "to_move" => assert_eq!(g.to_move().map(|p| p as u64), w.as_u64(), "{at}"),
            "prompt" => {
                let p = g.prompt().map(|(_, p)| serde_json::to_value(p).unwrap());
                let name = match &p {
                    Some(Value::String(s)) => s.clone(),
                    Some(Value::Object(o)) => o.keys().next().cloned().unwrap_or_default(),
                    _ => "none".into(),
                };
                assert_eq!(name, w.as_str().unwrap(), "{at}: prompt {p:?}");
            }
            "over" => assert_eq!(g.is_over(), w.as_bool().unwrap(), "{at}"),
            "winners" => {
                let o = g.outcome().unwrap_or_else(|| panic!("{at}: not over"));
                let want: Vec<usize> = serde_json::from_value(w.clone()).unwrap();
                assert_eq!(o.winners(), want, "{at}");
            }
            "actions" => assert_eq!(t.turn.actions as u64, w.as_u64().unwrap(), "{at}"),
            "build_limit" => assert_eq!(t.turn.build_limit as u64, w.as_u64().unwrap(), "{at}"),
            "builds" => assert_eq!(t.turn.builds as u64, w.as_u64().unwrap(), "{at}"),
            "base_count" => assert_eq!(g.base_count() as u64, w.as_u64().unwrap(), "{at}"),
            "attack_order" => {
                let want: Vec<usize> = serde_json::from_value(w.clone()).unwrap();
                assert_eq!(t.turn.attack_order, want, "{at}");
            }
            "discard" => {
                let mut have = ids(g, &t.discard);
                let mut want: Vec<String> = serde_json::from_value(w.clone()).unwrap();
                have.sort();
                want.sort();
                assert_eq!(have, want, "{at}");
            }
            "open" => {
                let want: Vec<String> = serde_json::from_value(w.clone()).unwrap();
                assert_eq!(ids(g, &t.turn.open), want, "{at}");
            }
            "legal_has" | "legal_lacks" => {
                for a in w.as_array().unwrap() {
                    let a = action(a, g.card_set(), &at);
                    assert_eq!(
                        legal.contains(&a),
                        key == "legal_has",
                        "{at}: {a:?} among {legal:?}"
                    );
                }
            }
            "seats" => {
                for (p, ws) in w.as_array().unwrap().iter().enumerate() {
                    let Value::Object(ws) = ws else { continue };
                    let s = &t.seats[p];
                    for (field, v) in ws {
                        let at = format!("{at}[{p}].{field}");
                        match field.as_str() {
                            "res" => {
                                let r: [u16; 3] = serde_json::from_value(v.clone()).unwrap();
                                assert_eq!([s.res.gold, s.res.diamond, s.res.blood], r, "{at}");
                            }
                            "followers" => {
                                assert_eq!(s.followers as u64, v.as_u64().unwrap(), "{at}")
                            }
                            "mines" => assert_eq!(s.mines as u64, v.as_u64().unwrap(), "{at}"),
                            "drills" => assert_eq!(s.drills as u64, v.as_u64().unwrap(), "{at}"),
                            "temples" => {
                                let want: std::collections::BTreeMap<String, u8> =
                                    serde_json::from_value(v.clone()).unwrap();
                                for (god, k) in want {
                                    let i = skald::valda::state::GODS
                                        .iter()
                                        .position(|g| g.word() == god)
                                        .unwrap();
                                    assert_eq!(s.temples[i], k, "{at} {god}");
                                }
                            }
                            "hand_size" => {
                                assert_eq!(g.hand(p).len() as u64, v.as_u64().unwrap(), "{at}")
                            }
                            "hand" => {
                                let mut want: Vec<String> =
                                    serde_json::from_value(v.clone()).unwrap();
                                let mut have = ids(g, g.hand(p));
                                want.sort();
                                have.sort();
                                assert_eq!(have, want, "{at}");
                            }
                            "known" => {
                                let want: Vec<String> = serde_json::from_value(v.clone()).unwrap();
                                assert_eq!(ids(g, &s.known), want, "{at}");
                            }
                            other => panic!("{at}: unknown seat field {other}"),
                        }
                    }
                }
            }
            other => panic!("{at}: unknown expectation {other}"),
        }
    }
}

fn run_case(case: &Value, file: &str) {
    let id = case["id"].as_str().unwrap_or("?");
    let at = format!("{file} {id}");
    let mut g = if let Some(setup) = case.get("setup") {
        let players = setup["players"].as_u64().unwrap() as usize;
        let seed = setup["seed"].as_u64().unwrap_or(0);
        Valda::new(&skald::valda::ValdaConfig::new(players), seed).unwrap()
    } else {
        let pos: Position = serde_json::from_value(case["position"].clone())
            .unwrap_or_else(|e| panic!("{at}: bad position: {e}"));
        pos.game()
            .unwrap_or_else(|e| panic!("{at}: position rejected: {e}"))
    };
    for (i, step) in case["steps"].as_array().unwrap().iter().enumerate() {
        let at = format!("{at}, step {}", i + 1);
        if let Some(by) = step.get("by") {
            assert_eq!(
                g.to_move().map(|p| p as u64),
                by.as_u64(),
                "{at}: to move (prompt {:?})",
                g.prompt()
            );
        }
        if let Some(a) = step.get("do") {
            let a = action(a, g.card_set(), &at);
            if let Err(e) = g.apply(&a) {
                panic!(
                    "{at}: {a:?} rejected: {e}; prompt {:?}; legal {:?}",
                    g.prompt(),
                    g.legal_actions()
                );
            }
        }
        if let Some(w) = step.get("expect") {
            check(&g, w, &at);
        }
    }
}

#[test]
fn rule_cases() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut count = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let cases: Vec<Value> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        for case in &cases {
            run_case(case, &name);
            count += 1;
        }
    }
    assert!(count >= 35, "only {count} rule cases");
}

/// Every card of the built-in set is played in some case, and every god-weapon option.
#[test]
fn every_card_and_every_option_is_played_in_a_case() {
    let set = CardSet::builtin();
    let mut played: Vec<(String, Option<u64>)> = Vec::new();
    for entry in std::fs::read_dir(dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let cases: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for case in &cases {
            for step in case["steps"].as_array().unwrap() {
                let Some(Value::Object(a)) = step.get("do") else {
                    continue;
                };
                for (verb, arg) in a {
                    match verb.as_str() {
                        "play" => played.push((arg["card"].as_str().unwrap().into(), None)),
                        "attack" | "defend" => played.push((arg.as_str().unwrap().into(), None)),
                        "weapon" => played
                            .push((arg["card"].as_str().unwrap().into(), arg["option"].as_u64())),
                        _ => {}
                    }
                }
            }
        }
    }
    for c in &set.cards {
        let options: Vec<Option<u64>> = match c.effect {
            skald::valda::cards::Effect::Options(_) => vec![Some(0), Some(1)],
            _ => vec![None],
        };
        for o in options {
            assert!(
                played.contains(&(c.id.clone(), o)),
                "{} (option {o:?}) is played in no case",
                c.id
            );
        }
    }
}
