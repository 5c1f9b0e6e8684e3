//! The messages read back as written, and anything else refused with its reason: wrong
//! shapes, other versions, huge messages and random bytes, in both directions, without a
//! panic.

use skald::Rng;

use crate::json::{parse, to_string, Value};
use crate::link::log::{parts, Sent, LOG_PART};
use crate::link::to_phone::{bye_text, log_text, refused_text, view_text, ViewParts};
use crate::link::wire::{MAX_ACTION_VALUES, MAX_FROM_PHONE, MAX_TO_PHONE};
use crate::link::{Bye, FromPhone, Kept, Secret, Seen, ToPhone, Why};

const SECRET: Secret = Secret([
    0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff,
]);

fn value(text: &str) -> Value {
    parse(text).unwrap()
}

/// A phone's message read back, written again.
fn again(text: &str) -> String {
    FromPhone::read(text.as_bytes()).unwrap().to_text()
}

#[test]
fn a_phones_messages_read_back_as_written() {
    let hello = FromPhone::Hello {
        seat: 3,
        secret: SECRET,
    }
    .to_text();
    assert_eq!(
        hello,
        r#"{"v":1,"type":"hello","seat":3,"secret":"00112233445566778899aabbccddeeff"}"#
    );
    match FromPhone::read(hello.as_bytes()) {
        Ok(FromPhone::Hello { seat: 3, secret }) => assert!(secret.matches(&SECRET)),
        other => panic!("{other:?}"),
    }
    let action = value(r#"{"play":{"card":3,"open":false}}"#);
    let act = FromPhone::Act {
        seat: 2,
        at: 41,
        serial: 43,
        action: action.clone(),
    }
    .to_text();
    assert_eq!(
        act,
        r#"{"v":1,"type":"act","seat":2,"at":41,"serial":43,"action":{"play":{"card":3,"open":false}}}"#
    );
    match FromPhone::read(act.as_bytes()) {
        Ok(FromPhone::Act {
            seat: 2,
            at: 41,
            serial: 43,
            action: a,
        }) => assert_eq!(a, action),
        other => panic!("{other:?}"),
    }
    // `act` writes an engine action as the engine's JSON.
    let odin: skald::odin::CardSet = "8R 2R".parse().unwrap();
    let typed = FromPhone::act(0, 7, 9, &skald::odin::OdinAction::Play { cards: odin }).to_text();
    let expected = to_string(&skald::odin::OdinAction::Play { cards: odin }).unwrap();
    assert_eq!(
        typed,
        format!(r#"{{"v":1,"type":"act","seat":0,"at":7,"serial":9,"action":{expected}}}"#)
    );
    let ping = FromPhone::Ping {
        at: u64::MAX,
        serial: u64::MAX,
    }
    .to_text();
    assert_eq!(
        ping,
        format!(
            r#"{{"v":1,"type":"ping","at":{},"serial":{}}}"#,
            u64::MAX,
            u64::MAX
        )
    );
    for text in [&hello, &act, &typed, &ping] {
        assert_eq!(&again(text), text);
    }
    // The fields in another order, and spaces between, read the same.
    let shuffled = r#" { "at" : 41 , "action" : {"play":{"card":3,"open":false}}, "seat":2, "serial" :43, "type":"act", "v":1 } "#;
    assert_eq!(again(shuffled), act);
}

#[test]
fn the_tables_messages_read_back_as_written() {
    for why in Why::ALL {
        let text = refused_text(why, 12);
        let read = ToPhone::read(text.as_bytes()).unwrap();
        assert_eq!(
            read,
            ToPhone::Refused {
                why: Some(why),
                at: 12
            },
            "{text}"
        );
    }
    for bye in Bye::ALL {
        let read = ToPhone::read(bye_text(bye).as_bytes()).unwrap();
        assert_eq!(read, ToPhone::Bye(Some(bye)));
    }
    // Codes of a newer table are read as unknown, not refused: the phone still says something.
    let newer = r#"{"v":1,"type":"refused","why":"too_slow","at":3}"#;
    assert_eq!(
        ToPhone::read(newer.as_bytes()),
        Ok(ToPhone::Refused { why: None, at: 3 })
    );
    let newer = r#"{"v":1,"type":"bye","why":"moved_house"}"#;
    assert_eq!(ToPhone::read(newer.as_bytes()), Ok(ToPhone::Bye(None)));

    let entries = vec![value(r#"{"hand":1,"play":"8R"}"#), value("[1,2]")];
    let text = log_text(9, 4, entries.clone()).unwrap();
    assert_eq!(
        ToPhone::read(text.as_bytes()),
        Ok(ToPhone::Log {
            at: 9,
            from: 4,
            entries: entries.clone()
        })
    );

    let legal = [value(r#"{"play":"8R"}"#), value(r#""pass""#)];
    let view = value(r#"{"hand":"8R 2R","log":[]}"#);
    for (welcome, decides) in [(true, true), (false, false)] {
        let legal = if decides { &legal[..] } else { &[] };
        let text = view_text(ViewParts {
            welcome,
            at: 5,
            serial: 6,
            seat: 1,
            decides,
            legal,
            log_from: 2,
            log: &entries,
            view: &view,
        })
        .unwrap();
        let kind = if welcome { "welcome" } else { "view" };
        assert!(text.starts_with(&format!(
            r#"{{"v":1,"type":"{kind}","at":5,"serial":6,"seat":1,"#
        )));
        assert_eq!(
            ToPhone::read(text.as_bytes()),
            Ok(ToPhone::View(Seen {
                welcome,
                at: 5,
                serial: 6,
                seat: 1,
                decides,
                legal: legal.to_vec(),
                log_from: 2,
                log: entries.clone(),
                view: view.clone(),
            }))
        );
    }
}

/// A message padded with spaces (which JSON allows) to `len` bytes.
fn padded(text: &str, len: usize) -> String {
    format!("{text}{}", " ".repeat(len - text.len()))
}

/// `n` JSON values: an array of `n - 1` zeros.
fn values(n: usize) -> String {
    format!("[{}]", vec!["0"; n - 1].join(","))
}

#[test]
fn hostile_phone_messages_are_refused_with_their_reason() {
    let ping = r#"{"v":1,"type":"ping","at":1,"serial":1}"#;
    let hex = SECRET.to_hex();
    let act = |action: &str| {
        format!(r#"{{"v":1,"type":"act","seat":0,"at":1,"serial":1,"action":{action}}}"#)
    };
    let cases: Vec<(Vec<u8>, Why)> = vec![
        // Size, before anything else.
        (padded(ping, MAX_FROM_PHONE + 1).into_bytes(), Why::TooLarge),
        (vec![0xff; MAX_FROM_PHONE + 1], Why::TooLarge),
        (vec![b'['; 10 * MAX_FROM_PHONE], Why::TooLarge),
        // Not JSON.
        (vec![0xff, 0xfe, b'{', b'}'], Why::NotJson),
        (b"".to_vec(), Why::NotJson),
        (b"{".to_vec(), Why::NotJson),
        (
            b"{\"v\":1,\"type\":\"ping\",\"at\":1}}".to_vec(),
            Why::NotJson,
        ),
        (
            format!("{}{}", "[".repeat(200), "]".repeat(200)).into_bytes(),
            Why::NotJson,
        ),
        (
            b"{\"v\":1,\"type\":\"ping\",\"at\":18446744073709551616}".to_vec(),
            Why::BadShape,
        ),
        // Not a message.
        (b"[]".to_vec(), Why::BadShape),
        (b"null".to_vec(), Why::BadShape),
        (b"\"hello\"".to_vec(), Why::BadShape),
        (
            br#"{"type":"ping","at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":"1","type":"ping","at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (br#"{"v":1,"at":1,"serial":1}"#.to_vec(), Why::BadShape),
        (
            br#"{"v":1,"type":7,"at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"pong","at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (br#"{"v":1,"type":"ping"}"#.to_vec(), Why::BadShape),
        (
            br#"{"v":1,"type":"ping","at":-1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"ping","at":1.5,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"ping","at":"1","serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"ping","at":1,"serial":1,"seat":0}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"ping","at":1,"serial":1,"at":2}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"ping","type":"act","at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"v":1,"type":"ping","at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"hello","seat":0}"#.to_vec(),
            Why::BadShape,
        ),
        (
            format!(r#"{{"v":1,"type":"hello","seat":-1,"secret":"{hex}"}}"#).into_bytes(),
            Why::BadShape,
        ),
        (
            format!(r#"{{"v":1,"type":"hello","seat":"0","secret":"{hex}"}}"#).into_bytes(),
            Why::BadShape,
        ),
        (
            format!(
                r#"{{"v":1,"type":"hello","seat":0,"secret":"{}"}}"#,
                &hex[1..]
            )
            .into_bytes(),
            Why::BadShape,
        ),
        (
            format!(
                r#"{{"v":1,"type":"hello","seat":0,"secret":"{}x"}}"#,
                &hex[1..]
            )
            .into_bytes(),
            Why::BadShape,
        ),
        (
            format!(r#"{{"v":1,"type":"hello","seat":0,"secret":[{hex:?}]}}"#).into_bytes(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"act","seat":0,"action":"pass"}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"act","at":1,"action":"pass"}"#.to_vec(),
            Why::BadShape,
        ),
        (
            br#"{"v":1,"type":"act","seat":0,"at":1,"serial":1}"#.to_vec(),
            Why::BadShape,
        ),
        // An action without the table's serial (a phone of step 2's messages).
        (
            br#"{"v":1,"type":"act","seat":0,"at":1,"action":"pass"}"#.to_vec(),
            Why::BadShape,
        ),
        (
            act(&values(MAX_ACTION_VALUES + 1)).into_bytes(),
            Why::BadShape,
        ),
        // Another version, whatever else it holds.
        (
            br#"{"v":2,"type":"ping","at":1,"serial":1}"#.to_vec(),
            Why::Version,
        ),
        (br#"{"v":0}"#.to_vec(), Why::Version),
        (
            br#"{"v":2,"type":"what a newer phone sends"}"#.to_vec(),
            Why::Version,
        ),
    ];
    for (bytes, why) in &cases {
        let text = String::from_utf8_lossy(bytes);
        assert_eq!(FromPhone::read(bytes).err(), Some(*why), "{text:.120}");
    }
    // Right at the limits, a message reads.
    assert!(FromPhone::read(padded(ping, MAX_FROM_PHONE).as_bytes()).is_ok());
    assert!(FromPhone::read(act(&values(MAX_ACTION_VALUES)).as_bytes()).is_ok());
    let deep = format!("{}0{}", "[".repeat(100), "]".repeat(100));
    assert!(FromPhone::read(act(&deep).as_bytes()).is_ok());
}

#[test]
fn hostile_table_messages_are_refused() {
    let refused = refused_text(Why::Stale, 3);
    assert_eq!(
        ToPhone::read(padded(&refused, MAX_TO_PHONE + 1).as_bytes()),
        Err(Why::TooLarge)
    );
    assert!(ToPhone::read(padded(&refused, MAX_TO_PHONE).as_bytes()).is_ok());
    let view = r#"{"v":1,"type":"view","at":1,"serial":1,"seat":0,"decides":DECIDES,"legal":LEGAL,"log_from":0,"log":[],"view":{}}"#;
    let with =
        |decides: &str, legal: &str| view.replace("DECIDES", decides).replace("LEGAL", legal);
    assert!(ToPhone::read(with("true", r#"["pass"]"#).as_bytes()).is_ok());
    assert!(ToPhone::read(with("false", "[]").as_bytes()).is_ok());
    for (text, why) in [
        // Legal actions for a seat that does not decide.
        (with("false", r#"["pass"]"#), Why::BadShape),
        (with("1", "[]"), Why::BadShape),
        (with("true", "{}"), Why::BadShape),
        (
            with("true", "[]").replace(r#""view":{}"#, r#""view":{},"extra":1"#),
            Why::BadShape,
        ),
        (
            with("true", "[]").replace(r#","log":[]"#, ""),
            Why::BadShape,
        ),
        (
            r#"{"v":1,"type":"log","at":1,"from":0}"#.to_string(),
            Why::BadShape,
        ),
        (
            r#"{"v":1,"type":"refused","why":3,"at":1}"#.to_string(),
            Why::BadShape,
        ),
        (r#"{"v":1,"type":"bye"}"#.to_string(), Why::BadShape),
        (
            r#"{"v":1,"type":"act","seat":0,"at":1,"action":"pass"}"#.to_string(),
            Why::BadShape,
        ),
        (r#"{"v":3,"type":"view"}"#.to_string(), Why::Version),
        ("{\"v\":1,".to_string(), Why::NotJson),
    ] {
        assert_eq!(ToPhone::read(text.as_bytes()).err(), Some(why), "{text}");
    }
    // A phone's own message is not the table's, nor the other way round.
    let hello = FromPhone::Hello {
        seat: 0,
        secret: SECRET,
    }
    .to_text();
    assert_eq!(ToPhone::read(hello.as_bytes()), Err(Why::BadShape));
    assert_eq!(
        FromPhone::read(refused.as_bytes()).err(),
        Some(Why::BadShape)
    );
}

/// Random bytes, and valid messages damaged at random (bytes changed, cut, repeated), read
/// by both sides: never a panic; what reads writes back to itself.
#[test]
fn damaged_and_random_messages_never_panic() {
    let mut rng = Rng::new(4444);
    let samples = [
        FromPhone::Hello {
            seat: 1,
            secret: SECRET,
        }
        .to_text(),
        FromPhone::Act {
            seat: 2,
            at: 17,
            serial: 20,
            action: value(r#"{"place":{"tile":"Dr","cell":[3,-2]}}"#),
        }
        .to_text(),
        FromPhone::Ping { at: 9, serial: 9 }.to_text(),
        refused_text(Why::Illegal, 4),
        bye_text(Bye::Replaced),
        log_text(4, 0, vec![value(r#"{"a":[1,2,{"b":null}]}"#)]).unwrap(),
    ];
    const ALPHABET: &[u8] = b"{}[]\":,0123456789-.eE truefalsnl\\v";
    let (mut read, mut refused) = (0, 0);
    for i in 0..40_000 {
        let bytes: Vec<u8> = if i % 4 == 0 {
            let len = rng.index(64);
            (0..len).map(|_| rng.next_u64() as u8).collect()
        } else {
            let mut b = samples[rng.index(samples.len())].clone().into_bytes();
            for _ in 0..=rng.index(3) {
                let at = rng.index(b.len() + 1);
                match rng.index(4) {
                    0 if at < b.len() => b[at] = ALPHABET[rng.index(ALPHABET.len())],
                    1 => b.truncate(at),
                    2 => {
                        let piece: Vec<u8> = b[at..].iter().take(8).copied().collect();
                        b.splice(at..at, piece);
                    }
                    _ if at < b.len() => {
                        b.remove(at);
                    }
                    _ => {}
                }
            }
            b
        };
        match FromPhone::read(&bytes) {
            Ok(m) => {
                read += 1;
                let text = m.to_text();
                assert_eq!(again(&text), text);
            }
            Err(_) => refused += 1,
        }
        match ToPhone::read(&bytes) {
            Ok(ToPhone::Refused { why: Some(w), at }) => {
                let text = refused_text(w, at);
                assert!(ToPhone::read(text.as_bytes()).is_ok());
            }
            Ok(_) => read += 1,
            Err(_) => refused += 1,
        }
    }
    // Both kinds of outcome were seen: the damage was neither always fatal nor never.
    assert!(
        read > 500 && refused > 40_000,
        "{read} read, {refused} refused"
    );
}

#[test]
fn the_log_is_sent_once_and_rebuilt_on_the_phone() {
    let entries = |texts: &[&str]| -> Vec<Value> { texts.iter().map(|t| value(t)).collect() };
    let mut sent = Sent::default();
    let mut kept = Kept::default();
    let mut send = |log: Vec<Value>, kept: &mut Kept| -> usize {
        let (from, new) = sent.update(log);
        let new: Vec<Value> = new.into_iter().map(|(e, _)| e).collect();
        let n = new.len();
        kept.take(from as u64, new).unwrap();
        n
    };
    assert_eq!(send(entries(&["1", "2"]), &mut kept), 2);
    assert_eq!(
        send(entries(&["1", "2", "3"]), &mut kept),
        1,
        "the new entry only"
    );
    assert_eq!(send(entries(&["1", "2", "3"]), &mut kept), 0, "nothing new");
    // The last entry changed (a turn under way), then an undo took entries back.
    assert_eq!(send(entries(&["1", "2", "4"]), &mut kept), 1);
    assert_eq!(kept.entries(), &entries(&["1", "2", "4"])[..]);
    assert_eq!(send(entries(&["1"]), &mut kept), 0);
    assert_eq!(kept.entries(), &entries(&["1"])[..]);
    assert_eq!(send(entries(&["5", "6"]), &mut kept), 2);
    assert_eq!(kept.entries(), &entries(&["5", "6"])[..]);

    // A phone refuses entries that would leave a gap.
    let mut kept = Kept::default();
    assert_eq!(kept.take(1, entries(&["1"])), Err(Why::BadShape));
    assert_eq!(kept.take(u64::MAX, vec![]), Err(Why::BadShape));
    assert!(kept.take(0, entries(&["1"])).is_ok());

    // The view put back together: its log where the game keeps it.
    let whole = kept
        .whole::<skald::valda::Valda>(value(r#"{"table":{"log":[],"x":1},"y":2}"#))
        .unwrap();
    assert_eq!(whole, value(r#"{"table":{"log":[1],"x":1},"y":2}"#));
    let no_log = kept.whole::<skald::odin::Odin>(value(r#"{"turns":[]}"#));
    assert_eq!(no_log, Err(Why::BadShape));

    // Long logs go in runs of at most LOG_PART bytes (an entry longer than that alone).
    let run = |len: usize| (value(&format!("\"{}\"", "x".repeat(len - 2))), len);
    let split = parts(vec![run(20_000), run(12_000), run(40_000), run(10)]);
    let sizes: Vec<usize> = split.iter().map(|(r, _)| r.len()).collect();
    assert_eq!(sizes, [2, 1, 1]);
    assert!(split
        .iter()
        .all(|(r, bytes)| *bytes <= LOG_PART || r.len() == 1));
}
