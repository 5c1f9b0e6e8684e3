//! The gate against hostile phones, case by case, in an Odin game of three: joining only
//! with the seat's secret, acting only for one's own seat while it decides, at the table's
//! action count, with one of its legal actions; everything else refused and logged, with the
//! game untouched.

use skald::odin::Odin;
use skald::{Game, PlayerId, Viewer};

use super::games::{odin, Walk};
use crate::json::{parse, to_string, Value};
use crate::link::gate::{AWAY_AFTER_MS, KEPT_REFUSALS};
use crate::link::{Conn, FromPhone, Gate, Secret, Seen, ToPhone, Verdict, Why};

fn secret(n: u8) -> Secret {
    Secret([n; 16])
}

fn hello(seat: PlayerId, s: Secret) -> String {
    FromPhone::Hello { seat, secret: s }.to_text()
}

/// An `act` chosen at action count `at` of a walk without undos, whose serial is its
/// action count.
fn act(seat: PlayerId, at: u64, action: &Value) -> String {
    super::play::act(seat, (at, at), action)
}

fn ping(at: u64) -> String {
    FromPhone::Ping { at, serial: at }.to_text()
}

fn json<T: serde::Serialize>(t: &T) -> Value {
    parse(&to_string(t).unwrap()).unwrap()
}

/// What the gate says to `text` on `conn` at the walk's position (at time 0).
fn send(
    gate: &mut Gate,
    w: &Walk<Odin>,
    conn: Conn,
    text: &str,
) -> Verdict<skald::odin::OdinAction> {
    gate.receive(conn, text.as_bytes(), 0, w.pos())
}

fn refused(seat: Option<PlayerId>, why: Why, resend: bool) -> Verdict<skald::odin::OdinAction> {
    Verdict::Refused { seat, why, resend }
}

/// The view messages among `texts`, read.
fn views(texts: &[String]) -> Vec<Seen> {
    (texts.iter())
        .filter_map(|t| match ToPhone::read(t.as_bytes()) {
            Ok(ToPhone::View(seen)) => Some(seen),
            _ => None,
        })
        .collect()
}

#[test]
fn a_seat_is_joined_with_its_own_secret_only() {
    let w = odin(3, 1);
    let mut gate = Gate::new(3);
    assert_eq!(gate.offer(0, secret(10)), None);
    assert_eq!(gate.offer(1, secret(11)), None);
    assert_eq!(
        gate.offer(7, secret(17)),
        None,
        "no such seat: nothing offered"
    );
    assert!(gate.offered(0) && gate.offered(1) && !gate.offered(2) && !gate.offered(7));

    // Another seat's secret, a seat kept at the table, a seat out of range.
    assert_eq!(
        send(&mut gate, &w, 1, &hello(0, secret(11))),
        refused(None, Why::WrongSecret, false)
    );
    assert_eq!(
        send(&mut gate, &w, 1, &hello(2, secret(10))),
        refused(None, Why::UnknownSeat, false)
    );
    assert_eq!(
        send(&mut gate, &w, 1, &hello(9, secret(10))),
        refused(None, Why::UnknownSeat, false)
    );
    // Not joined: no action, no ping.
    let pass = json(&"pass");
    assert_eq!(
        send(&mut gate, &w, 1, &act(0, 0, &pass)),
        refused(None, Why::NotJoined, false)
    );
    assert_eq!(
        send(&mut gate, &w, 1, &ping(0)),
        refused(None, Why::NotJoined, false)
    );
    assert_eq!(gate.seat_of(1), None);
    assert!(gate.joined().is_empty());

    // The seat's own secret joins; the welcome brings the seat's view.
    let joined = send(&mut gate, &w, 1, &hello(0, secret(10)));
    assert_eq!(
        joined,
        Verdict::Joined {
            seat: 0,
            replaced: None
        }
    );
    assert_eq!(gate.seat_of(1), Some(0));
    let welcome = views(&gate.answer(&joined, w.pos()).unwrap());
    assert_eq!(welcome.len(), 1);
    assert!(welcome[0].welcome);
    assert_eq!((welcome[0].seat, welcome[0].at), (0, 0));
    // A connection holds one seat, even with the other seat's secret.
    assert_eq!(
        send(&mut gate, &w, 1, &hello(1, secret(11))),
        refused(Some(0), Why::OtherSeat, false)
    );
    // Saying hello again on the same connection is a rejoin of the same seat.
    assert_eq!(
        send(&mut gate, &w, 1, &hello(0, secret(10))),
        Verdict::Joined {
            seat: 0,
            replaced: None
        }
    );

    // A phone that reloaded joins on a new connection, which replaces the old one.
    assert_eq!(
        send(&mut gate, &w, 2, &hello(0, secret(10))),
        Verdict::Joined {
            seat: 0,
            replaced: Some(1)
        }
    );
    assert_eq!((gate.seat_of(1), gate.seat_of(2)), (None, Some(0)));
    assert_eq!(
        send(&mut gate, &w, 1, &ping(0)),
        refused(None, Why::NotJoined, false)
    );

    // A new code for the seat (shown again at the table): the old secret no longer joins and
    // the connection that held the seat is ended.
    assert_eq!(
        gate.offer(0, secret(10)),
        None,
        "the same code keeps its phone"
    );
    assert_eq!(gate.offer(0, secret(20)), Some(2));
    assert_eq!(gate.seat_of(2), None);
    assert_eq!(
        send(&mut gate, &w, 3, &hello(0, secret(10))),
        refused(None, Why::WrongSecret, false)
    );
    assert_eq!(
        send(&mut gate, &w, 3, &hello(0, secret(20))),
        Verdict::Joined {
            seat: 0,
            replaced: None
        }
    );

    // A seat taken back to the table: its phone is ended and its secret joins nothing.
    assert_eq!(
        send(&mut gate, &w, 4, &hello(1, secret(11))),
        Verdict::Joined {
            seat: 1,
            replaced: None
        }
    );
    assert_eq!(gate.joined(), vec![(0, 3), (1, 4)]);
    assert_eq!(gate.take_back(1), Some(4));
    assert!(!gate.offered(1));
    assert_eq!(
        send(&mut gate, &w, 4, &hello(1, secret(11))),
        refused(None, Why::UnknownSeat, false)
    );
    // A channel closed: its seat is free for the phone to join again.
    gate.closed(3);
    assert!(gate.joined().is_empty());
    assert_eq!(
        send(&mut gate, &w, 5, &hello(0, secret(20))),
        Verdict::Joined {
            seat: 0,
            replaced: None
        }
    );

    // Every refusal was logged, with its connection and reason.
    let whys: Vec<(Conn, Why)> = gate.refusals().iter().map(|r| (r.conn, r.why)).collect();
    assert_eq!(
        whys,
        [
            (1, Why::WrongSecret),
            (1, Why::UnknownSeat),
            (1, Why::UnknownSeat),
            (1, Why::NotJoined),
            (1, Why::NotJoined),
            (1, Why::OtherSeat),
            (1, Why::NotJoined),
            (3, Why::WrongSecret),
            (4, Why::UnknownSeat),
        ]
    );
    assert_eq!(gate.refused_total(), 9);
}

/// A gate with every seat of `w` offered and joined: seat p's phone on connection p + 100.
fn all_joined(w: &Walk<Odin>) -> Gate {
    let n = w.game.players();
    let mut gate = Gate::new(n);
    for p in 0..n {
        gate.offer(p, secret(p as u8));
        let v = gate.receive(
            p as Conn + 100,
            hello(p, secret(p as u8)).as_bytes(),
            0,
            w.pos(),
        );
        assert_eq!(
            v,
            Verdict::Joined {
                seat: p,
                replaced: None
            }
        );
    }
    gate
}

#[test]
fn a_phone_acts_only_for_its_seat_when_it_decides_with_a_legal_action_at_the_tables_count() {
    let mut w = odin(3, 2);
    let mut gate = all_joined(&w);
    let p = w.game.to_move().unwrap();
    let q = (p + 1) % 3;
    let (pc, qc) = (p as Conn + 100, q as Conn + 100);
    let legal = w.game.legal_actions();
    let chosen = legal[legal.len() / 2];
    let a = json(&chosen);

    // Another seat's phone: out of turn, or naming the seat that decides.
    assert_eq!(
        send(&mut gate, &w, qc, &act(q, 0, &a)),
        refused(Some(q), Why::NotYourTurn, false)
    );
    assert_eq!(
        send(&mut gate, &w, qc, &act(p, 0, &a)),
        refused(Some(q), Why::OtherSeat, false)
    );
    // The seat's own phone: another count, something not legal, something not an action.
    assert_eq!(
        send(&mut gate, &w, pc, &act(p, 1, &a)),
        refused(Some(p), Why::Stale, true)
    );
    assert_eq!(
        send(&mut gate, &w, pc, &act(p, u64::MAX, &a)),
        refused(Some(p), Why::Stale, true)
    );
    let unheld = json(&skald::odin::OdinAction::Play {
        cards: w.game.view(Viewer::Player(q)).hand.unwrap(),
    });
    for bad in [
        unheld,
        json(&"fly"),
        parse(r#"{"place":{"tile":"Dr"}}"#).unwrap(),
        Value::Null,
    ] {
        assert_eq!(
            send(&mut gate, &w, pc, &act(p, 0, &bad)),
            refused(Some(p), Why::Illegal, false)
        );
    }
    assert_eq!(
        send(&mut gate, &w, pc, "{\"v\":1,"),
        refused(Some(p), Why::NotJson, false)
    );
    assert_eq!(w.actions.len(), 0, "nothing was applied");

    // The decision: applied by the table, and every phone is sent the new position.
    let verdict = send(&mut gate, &w, pc, &act(p, 0, &a));
    assert_eq!(
        verdict,
        Verdict::Apply {
            seat: p,
            action: chosen
        }
    );
    assert!(gate.answer(&verdict, w.pos()).unwrap().is_empty());
    w.apply(chosen);
    let sent = gate.views(w.pos());
    assert_eq!(sent.len(), 3);
    for (conn, texts) in &sent {
        let seen = views(texts);
        assert_eq!(seen.len(), 1);
        assert_eq!((seen[0].seat as Conn + 100, seen[0].at), (*conn, 1));
        assert_eq!(seen[0].decides, w.game.to_move() == Some(seen[0].seat));
        assert!(!seen[0].welcome);
    }

    // The same message again: a duplicate, never applied twice; the phone gets the view.
    let again = send(&mut gate, &w, pc, &act(p, 0, &a));
    assert_eq!(again, refused(Some(p), Why::Duplicate, true));
    let texts = gate.answer(&again, w.pos()).unwrap();
    assert_eq!(
        ToPhone::read(texts[0].as_bytes()),
        Ok(ToPhone::Refused {
            why: Some(Why::Duplicate),
            at: 1
        })
    );
    assert_eq!(
        views(&texts[1..])
            .iter()
            .map(|s| (s.seat, s.at))
            .collect::<Vec<_>>(),
        [(p, 1)]
    );
    // Another action at the gone position is stale; so is the next seat's at it.
    let other = json(&legal[0]);
    assert_ne!(other, a);
    assert_eq!(
        send(&mut gate, &w, pc, &act(p, 0, &other)),
        refused(Some(p), Why::Stale, true)
    );
    let next = w.game.to_move().unwrap();
    let next_legal = json(&w.game.legal_actions()[0]);
    let nc = next as Conn + 100;
    assert_eq!(
        send(&mut gate, &w, nc, &act(next, 0, &next_legal)),
        refused(Some(next), Why::Stale, true)
    );
    assert_eq!(w.actions.len(), 1);

    // Pings: up to date, or behind (sent the view).
    assert_eq!(
        send(&mut gate, &w, qc, &ping(1)),
        Verdict::Alive { seat: q }
    );
    let behind = send(&mut gate, &w, qc, &ping(0));
    assert_eq!(behind, Verdict::Behind { seat: q });
    assert_eq!(views(&gate.answer(&behind, w.pos()).unwrap()).len(), 1);

    // The game played out: then nobody acts.
    let mut rng = skald::Rng::new(5);
    while w.step(&mut rng) {}
    let at = w.actions.len() as u64;
    assert_eq!(
        send(&mut gate, &w, pc, &act(p, at, &a)),
        refused(Some(p), Why::Over, false)
    );
}

#[test]
fn refusals_are_kept_bounded_and_counted() {
    let w = odin(3, 3);
    let mut gate = all_joined(&w);
    for i in 0..200u64 {
        let v = send(&mut gate, &w, 7, &format!("garbage {i}"));
        assert_eq!(v, refused(None, Why::NotJson, false));
    }
    assert_eq!(
        send(&mut gate, &w, 100, "[]"),
        refused(Some(0), Why::BadShape, false)
    );
    assert_eq!(gate.refused_total(), 201);
    assert_eq!(gate.refusals().len(), KEPT_REFUSALS);
    let last = gate.refusals().last().unwrap();
    assert_eq!(
        (last.conn, last.seat, last.why),
        (100, Some(0), Why::BadShape)
    );
    assert!(gate.refusals()[..KEPT_REFUSALS - 1]
        .iter()
        .all(|r| r.conn == 7));
    // The game goes on: the seats are still held.
    assert_eq!(gate.joined().len(), 3);
}

#[test]
fn a_silent_phone_is_away() {
    let w = odin(3, 4);
    let mut gate = Gate::new(3);
    gate.offer(0, secret(1));
    gate.offer(1, secret(2));
    // Offered and not joined: away; not offered: never.
    assert_eq!(gate.away(0), vec![0, 1]);
    gate.receive(10, hello(0, secret(1)).as_bytes(), 1_000, w.pos());
    assert_eq!(gate.away(1_000 + AWAY_AFTER_MS), vec![1]);
    assert_eq!(gate.away(1_001 + AWAY_AFTER_MS), vec![0, 1]);
    // Any message, even a refused one, says the phone is there.
    gate.receive(10, b"?", 4_000, w.pos());
    assert_eq!(gate.away(3_000 + AWAY_AFTER_MS), vec![1]);
    gate.closed(10);
    assert_eq!(gate.away(4_000), vec![0, 1]);
}

#[test]
fn an_action_sent_before_an_undo_never_applies_after_it() {
    let mut w = odin(3, 6);
    let mut gate = all_joined(&w);
    let p = w.game.to_move().unwrap();
    let pc = p as Conn + 100;
    let legal = w.game.legal_actions();
    let first = json(&legal[0]);
    // The phone's action at count 0, serial 0: applied.
    let sent = act(p, 0, &first);
    let Verdict::Apply { action, .. } = send(&mut gate, &w, pc, &sent) else {
        panic!("not applied")
    };
    w.apply(action);
    // The table undoes it: the count is 0 again, the serial 2 (an action, an undo).
    w.undo(1);
    assert_eq!(
        (w.actions.len(), w.serial, w.game.to_move()),
        (0, 2, Some(p))
    );
    let after = gate.views(w.pos());
    let seen: Vec<Seen> = after.iter().flat_map(|(_, t)| views(t)).collect();
    assert!(seen.iter().all(|s| (s.at, s.serial) == (0, 2)));
    // The same message, late (a duplicate the channel delivered again, or one the phone
    // sent twice): its count is the table's, but it was chosen before the undo.
    let late = send(&mut gate, &w, pc, &sent);
    assert_eq!(late, refused(Some(p), Why::Stale, true));
    assert_eq!(w.actions.len(), 0);
    // A ping from before the undo is behind, though its count is the table's.
    let old = FromPhone::Ping { at: 0, serial: 0 }.to_text();
    assert_eq!(send(&mut gate, &w, pc, &old), Verdict::Behind { seat: p });
    // The seat decides afresh, from the view it was sent after the undo.
    let again = FromPhone::Act {
        seat: p,
        at: 0,
        serial: 2,
        action: json(&legal[legal.len() - 1]),
    }
    .to_text();
    assert!(matches!(
        send(&mut gate, &w, pc, &again),
        Verdict::Apply { seat, .. } if seat == p
    ));
}
