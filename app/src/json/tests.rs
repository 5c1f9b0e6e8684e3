//! The JSON module against serde_json (a dev-dependency): random values both ways, random
//! damaged text (the same texts accepted, the same values read), hostile inputs, and the
//! engine's and the app's derived formats written and read as serde_json does.

use super::*;
use skald::Rng;

/// Our value as serde_json's (a key written twice: the last one, as serde_json keeps).
fn theirs(v: &Value) -> serde_json::Value {
    match v {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Number(Number::PosInt(n)) => (*n).into(),
        Value::Number(Number::NegInt(n)) => (*n).into(),
        Value::Number(Number::Float(f)) => serde_json::Number::from_f64(*f).unwrap().into(),
        Value::String(s) => s.clone().into(),
        Value::Array(a) => a.iter().map(theirs).collect(),
        Value::Object(m) => {
            let mut o = serde_json::Map::new();
            for (k, v) in &m.0 {
                o.insert(k.clone(), theirs(v));
            }
            o.into()
        }
    }
}

/// Whether two of serde_json's values are equal, floats within a few rounding steps (both
/// read long fractions and large exponents so: serde_json without its `float_roundtrip`
/// feature, ours in [`read::float_of`]).
fn close(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    use serde_json::Value as J;
    match (a, b) {
        (J::Number(x), J::Number(y)) if x.is_f64() && y.is_f64() => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            x == y || (x - y).abs() <= x.abs().max(y.abs()) * 64.0 * f64::EPSILON
        }
        (J::Array(x), J::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| close(a, b))
        }
        (J::Object(x), J::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| close(v, w)))
        }
        _ => a == b,
    }
}

const CHARS: [&str; 14] = [
    "a", "Z", " ", "\"", "\\", "/", "\n", "\u{1}", "\u{1f}", "\u{7f}", "é", "ø", "€", "𝄞",
];

fn random_string(rng: &mut Rng) -> String {
    (0..rng.index(6))
        .map(|_| CHARS[rng.index(CHARS.len())])
        .collect()
}

fn random_value(rng: &mut Rng, depth: usize) -> Value {
    let kinds = if depth > 4 { 5 } else { 7 };
    match rng.index(kinds) {
        0 => Value::Null,
        1 => Value::Bool(rng.index(2) == 1),
        2 => Value::Number(match rng.index(5) {
            0 => Number::PosInt(rng.next_u64()),
            1 => Number::PosInt(rng.below(1000)),
            2 => Number::NegInt(-(rng.below(i64::MAX as u64) as i64) - 1),
            3 => Number::Float(f64::from_bits(rng.next_u64())).filter_finite(),
            _ => Number::Float((rng.below(2_000_001) as f64 - 1e6) / 1000.0),
        }),
        3 | 4 => Value::String(random_string(rng)),
        5 => Value::Array(
            (0..rng.index(5))
                .map(|_| random_value(rng, depth + 1))
                .collect(),
        ),
        _ => {
            let mut m: Vec<(String, Value)> = Vec::new();
            for _ in 0..rng.index(5) {
                let k = random_string(rng);
                if !m.iter().any(|(x, _)| *x == k) {
                    m.push((k, random_value(rng, depth + 1)));
                }
            }
            Value::Object(Map(m))
        }
    }
}

impl Number {
    fn filter_finite(self) -> Number {
        match self {
            Number::Float(f) if !f.is_finite() => Number::Float(0.5),
            n => n,
        }
    }
}

#[test]
fn random_values_round_trip_both_ways_with_serde_json() {
    let mut rng = Rng::new(28);
    for _ in 0..3000 {
        let v = random_value(&mut rng, 0);
        let ours = to_string(&v).unwrap();
        let j = theirs(&v);
        // Written as serde_json writes it, read back by both to the same value (serde_json
        // may read a float a last digit off).
        let back = serde_json::from_str::<serde_json::Value>(&ours).unwrap();
        assert!(close(&back, &j), "{ours}");
        assert!(close(&theirs(&parse(&ours).unwrap()), &j), "{ours}");
        // serde_json's text (shortest floats, its escapes) read by ours.
        let text = serde_json::to_string(&j).unwrap();
        assert!(close(&theirs(&parse(&text).unwrap()), &j), "{text}");
        let pretty = serde_json::to_string_pretty(&j).unwrap();
        assert!(close(&theirs(&parse(&pretty).unwrap()), &j), "{pretty}");
    }
}

#[test]
fn damaged_text_is_refused_or_read_exactly_as_serde_json_does() {
    let mut rng = Rng::new(2028);
    let pieces: [&[u8]; 16] = [
        b"\"", b"\\", b"\\u", b"d83d", b"\\udc00", b"{", b"}", b"[", b"]", b",", b":", b"-", b"e",
        b".", b"0", b"\x00",
    ];
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let text = serde_json::to_string_pretty(&theirs(&random_value(&mut rng, 0))).unwrap();
        let mut bytes = text.into_bytes();
        for _ in 0..1 + rng.index(3) {
            let at = rng.index(bytes.len() + 1);
            match rng.index(3) {
                0 if at < bytes.len() => {
                    bytes.remove(at);
                }
                1 => {
                    let p = pieces[rng.index(pieces.len())];
                    bytes.splice(at..at, p.iter().copied());
                }
                _ => bytes.insert(at, rng.below(128) as u8),
            }
        }
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        match (
            parse(&text),
            serde_json::from_str::<serde_json::Value>(&text),
        ) {
            (Ok(v), Ok(j)) => {
                assert!(close(&theirs(&v), &j), "{text:?}");
                accepted += 1;
            }
            (Err(e), Err(_)) => {
                assert!(e.line() >= 1 && e.column() >= 1, "{text:?}: {e}");
                refused += 1;
            }
            (ours, theirs) => panic!("{text:?}: ours {ours:?}, serde_json {theirs:?}"),
        }
    }
    assert!(
        accepted > 1000 && refused > 1000,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn hostile_text_is_refused_with_a_place() {
    let deep = "[".repeat(10_000) + &"]".repeat(10_000);
    let deep_objects = "{\"a\":".repeat(10_000) + "1" + &"}".repeat(10_000);
    let cases: [(&str, &str); 16] = [
        (&deep, "recursion limit exceeded"),
        (&deep_objects, "recursion limit exceeded"),
        ("\"\\ud800\"", "lone leading surrogate"),
        ("\"\\ud800\\u0041\"", "lone leading surrogate"),
        ("\"\\udc00\"", "lone trailing surrogate"),
        ("\"\\x41\"", "invalid escape"),
        ("\"\\u12g4\"", "invalid escape"),
        ("\"\\", "invalid escape"),
        ("1e999", "number out of range"),
        ("-1e999", "number out of range"),
        ("\u{feff}{}", "expected value"),
        ("\"a\u{0}b\"", "control character"),
        ("\u{0}", "expected value"),
        ("{} x", "trailing characters"),
        ("[1, 2] [", "trailing characters"),
        ("", "EOF while parsing a value"),
    ];
    for (text, why) in cases {
        let e = parse(text).unwrap_err();
        assert!(e.to_string().starts_with(why), "{:.40}: {e}", text);
        assert!(
            serde_json::from_str::<serde_json::Value>(text).is_err(),
            "{text:.40}"
        );
    }
    let e = parse("{\n  \"a\": tru\n}").unwrap_err();
    assert_eq!((e.line(), e.column()), (2, 8), "{e}");
    // At the limit of nesting, not past it, as serde_json.
    let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
    assert!(parse(&ok).is_ok() && serde_json::from_str::<serde_json::Value>(&ok).is_ok());
    let over = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
    assert!(parse(&over).is_err() && serde_json::from_str::<serde_json::Value>(&over).is_err());
    let long = format!("\"{}\"", "a".repeat(MAX_LEN));
    assert!(parse(&long)
        .unwrap_err()
        .to_string()
        .starts_with("text too long"));
}

#[test]
fn numbers_read_as_serde_json_reads_them() {
    let cases: [(&str, Number); 9] = [
        ("0", Number::PosInt(0)),
        ("-0", Number::Float(-0.0)),
        ("18446744073709551615", Number::PosInt(u64::MAX)),
        (
            "18446744073709551616",
            Number::Float(18446744073709551616.0),
        ),
        ("-9223372036854775808", Number::NegInt(i64::MIN)),
        (
            "-9223372036854775809",
            Number::Float(-9223372036854775809.0),
        ),
        ("1.0", Number::Float(1.0)),
        ("1E2", Number::Float(100.0)),
        ("2.5e-3", Number::Float(0.0025)),
    ];
    for (text, n) in cases {
        let v = parse(text).unwrap();
        assert_eq!(v, Value::Number(n), "{text}");
        assert_eq!(
            theirs(&v),
            serde_json::from_str::<serde_json::Value>(text).unwrap()
        );
        assert!(to_string(&v).unwrap().parse::<f64>().is_ok());
    }
    assert!(parse("-0").unwrap().as_f64().unwrap().is_sign_negative());
    // Numbers with a few decimals (up to 15 digits, exponents up to 22) read exactly as
    // Rust's exact reader reads them; any other within a few rounding steps.
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let m = rng.below(1 << 53);
        let e = rng.below(45) as i64 - 22;
        let places = rng.index(12);
        let text = match rng.index(2) {
            0 => format!("{m}e{e}"),
            _ => format!("-{}.{:0places$}", m / 1000, m % 1000),
        };
        let exact: f64 = text.parse().unwrap();
        let read = parse(&text).unwrap().as_f64().unwrap();
        if places <= 3 || text.contains('e') {
            assert_eq!(read, exact, "{text}");
        }
        let wide = format!("{m}{m}.{m}e{}", e * 12);
        let exact: f64 = wide.parse().unwrap();
        let read = parse(&wide).expect(&wide).as_f64().unwrap();
        assert!(
            (read - exact).abs() <= exact.abs() * 64.0 * f64::EPSILON,
            "{wide}"
        );
    }
    for bad in [
        "01", "1.", ".5", "+1", "1e", "1e+", "-", "--1", "0x10", "NaN", "Infinity",
    ] {
        assert!(parse(bad).is_err(), "{bad}");
        assert!(
            serde_json::from_str::<serde_json::Value>(bad).is_err(),
            "{bad}"
        );
    }
    assert_eq!(to_string(&f64::NAN).unwrap(), "null");
}

/// `value` written and read by ours as serde_json writes and reads it.
fn same_format<T>(value: &T)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let ours = to_string(value).unwrap();
    assert_eq!(ours, serde_json::to_string(value).unwrap());
    assert_eq!(&from_str::<T>(&ours).unwrap(), value, "{ours}");
    let pretty = serde_json::to_string_pretty(value).unwrap();
    assert_eq!(&from_str::<T>(&pretty).unwrap(), value, "{pretty}");
}

#[test]
fn derived_formats_are_serde_jsons() {
    use crate::seats::{Meta, Seat};
    use skald::ai::Level;
    use skald::odin::{OdinConfig, Target};
    use skald::valda::{CardList, ValdaConfig};
    use skald::voluspa::{Config, Expansion, Kind, TileSet};
    let mut seats = Seat::defaults(3);
    seats[1].computer = Some(Level::Hard);
    seats[2].name = "Þóra \"the\" \\ Bold\n".into();
    same_format(&Meta {
        seats: seats.clone(),
        hints: None,
    });
    same_format(&Meta {
        seats,
        hints: Some(vec![0, 7]),
    });
    for tiles in [
        TileSet::Base,
        TileSet::all_expansions(),
        TileSet::Expansions(vec![Expansion::SagaOfEdda, Expansion::LightningBolt]),
        TileSet::Custom(vec![Kind::Thor, Kind::Troll]),
    ] {
        same_format(&Config {
            players: 3,
            tiles,
            no_late_hel: true,
        });
    }
    for target in [Target::Points(10), Target::OneHand] {
        same_format(&OdinConfig {
            players: 2,
            target,
            four_colours: true,
        });
    }
    same_format(&ValdaConfig::new(4));
    same_format(&ValdaConfig {
        players: 2,
        cards: CardList::Custom("a\tb\nc".into()),
        privacy: true,
    });
    // Errors in serde's words, as the save reader turns them into players' words.
    let e = from_str::<OdinConfig>("{\"target\": 15}").unwrap_err();
    assert_eq!(e.to_string(), "missing field `players`");
    let e = from_str::<OdinConfig>("{\"players\": \"3\"}").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("invalid type: string \"3\", expected usize"),
        "{e}"
    );
    let e = from_str::<Level>("\"hardest\"").unwrap_err();
    assert!(
        e.to_string().starts_with("unknown variant `hardest`"),
        "{e}"
    );
    let e = from_str::<Vec<u8>>("[1, 300]").unwrap_err();
    assert!(
        e.to_string().starts_with("invalid value: integer `300`"),
        "{e}"
    );
    let e = from_str::<(u8, u8)>("[1, 2, 3]").unwrap_err();
    assert!(e.to_string().starts_with("invalid length 3"), "{e}");
}

#[test]
fn every_games_replays_and_views_write_as_serde_json() {
    use skald::odin::{Odin, OdinConfig};
    use skald::valda::{Valda, ValdaConfig};
    use skald::voluspa::{Config, Voluspa};
    use skald::{Game, Replay, Viewer};
    fn check<G: Game>(config: G::Config, seed: u64) {
        let mut replay = Replay::<G>::new(config, seed);
        let mut game = replay.initial().unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..60 {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            for a in &legal {
                assert_eq!(to_string(a).unwrap(), serde_json::to_string(a).unwrap());
            }
            let p = game.to_move().unwrap_or(0);
            let view = game.view(Viewer::Player(p));
            assert_eq!(
                to_string(&view).unwrap(),
                serde_json::to_string(&view).unwrap()
            );
            replay
                .push(&mut game, legal[rng.index(legal.len())].clone())
                .unwrap();
        }
        assert_eq!(
            to_string(&replay).unwrap(),
            serde_json::to_string(&replay).unwrap()
        );
    }
    check::<Voluspa>(
        Config {
            players: 3,
            ..Config::default()
        },
        5,
    );
    check::<Odin>(OdinConfig::new(4), 6);
    check::<Valda>(ValdaConfig::new(3), 7);
}
