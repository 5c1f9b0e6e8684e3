//! Reading a move from its JSON (in a saved game, an imported file, or the computer's
//! answer from the worker) by finding it among the moves the engine lists as legal at that
//! point, instead of through a derived `Deserialize` for every game's actions.
//!
//! Why: a derived reader for an action type with dozens of variants is one of the largest
//! functions of a game's build (Valda's was 11 KB of wasm before gzip), and every move the
//! app reads must be legal where it is read anyway — a save is replayed through the engine,
//! a computer's answer is applied. The engine lists every action it accepts (its fuzz and
//! property tests check that whatever `apply` accepts is listed), so "the legal action
//! whose JSON is this" is exactly the move the derived reader would have read, or nothing
//! when the move is not legal there (or not a move at all). Writing a move stays the
//! engine's derived `Serialize`, so files keep their format.
//!
//! Comparing JSON: a key one side leaves out stands for its default on the other
//! (`null`, `false`, `0`, `""`, `[]`, `{}`), as the engine's actions leave out empty
//! options (a Völuspá placement's `push` and `boosts`), so a file that writes them out
//! reads as one that does not.

use crate::json::Value;
use skald::Game;

/// Whether `v` is what a left-out key stands for.
fn is_default(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::Number(n) => n.as_f64() == 0.0,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
    }
}

/// Whether `a` and `b` are the same move's JSON (see the module's comment on left-out keys).
pub fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            x.iter()
                .all(|(k, v)| y.get(k).map_or(is_default(v), |w| same(v, w)))
                && y.iter().all(|(k, w)| x.contains_key(k) || is_default(w))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same(v, w))
        }
        _ => a == b,
    }
}

/// The JSON the engine writes for `action`, as a value (written and read back through the
/// build's one JSON writer and reader: no second serializer in the build).
fn json_of<A: serde::Serialize>(action: &A) -> Option<Value> {
    crate::json::parse(&crate::json::to_string(action).ok()?).ok()
}

/// The legal action of `game` whose JSON is `json`, if there is one.
pub fn legal_action<G: Game>(game: &G, json: &Value) -> Option<G::Action> {
    game.legal_actions()
        .into_iter()
        .find(|a| json_of(a).is_some_and(|v| same(&v, json)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::parse;
    use serde_json::json;

    /// serde_json's value as ours.
    fn ours(v: serde_json::Value) -> Value {
        parse(&v.to_string()).unwrap()
    }
    use skald::odin::{Odin, OdinConfig};
    use skald::valda::{Valda, ValdaConfig};
    use skald::voluspa::{Config, Voluspa};
    use skald::Rng;

    /// Plays `moves` random legal moves of `game`, checking at every step that each legal
    /// action is found again from its own JSON, and nothing is found from a non-move.
    fn every_legal_action_reads_back<G: Game>(mut game: G, seed: u64, moves: usize) {
        let mut rng = Rng::new(seed);
        for _ in 0..moves {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            for a in &legal {
                let v = ours(serde_json::to_value(a).unwrap());
                assert_eq!(legal_action(&game, &v).as_ref(), Some(a), "{v:?}");
            }
            for junk in [
                json!(null),
                json!({"type": "fly_away"}),
                json!("x"),
                json!([]),
            ] {
                assert_eq!(legal_action(&game, &ours(junk)), None);
            }
            game.apply(&legal[rng.index(legal.len())]).unwrap();
        }
    }

    #[test]
    fn every_legal_action_of_every_game_reads_back_from_its_json() {
        let config = Config {
            players: 3,
            ..Config::default()
        };
        every_legal_action_reads_back(Voluspa::new(&config, 5).unwrap(), 1, 40);
        every_legal_action_reads_back(Odin::new(&OdinConfig::new(4), 6).unwrap(), 2, 60);
        every_legal_action_reads_back(Valda::new(&ValdaConfig::new(3), 7).unwrap(), 3, 80);
    }

    #[test]
    fn left_out_keys_stand_for_their_defaults() {
        macro_rules! j {
            ($($t:tt)*) => {
                ours(json!($($t)*))
            };
        }
        let short = j!({"type": "place", "tile": "Od", "at": [0, 1]});
        let long = j!({"type": "place", "tile": "Od", "at": [0, 1], "push": null, "boosts": 0});
        assert!(same(&short, &long) && same(&long, &short));
        let boosted = j!({"type": "place", "tile": "Od", "at": [0, 1], "boosts": 1});
        assert!(!same(&short, &boosted) && !same(&boosted, &short));
        assert!(!same(&j!([0, 1]), &j!([0, 1, 0])));
        assert!(!same(&j!({"a": 1}), &j!({"b": 1})));
    }
}
