//! Whole games of all three games played by phones through the gate: every seat held by a
//! phone that knows only the messages it received, choosing among the legal actions they
//! brought; between its moves, hostile messages of every kind (garbage, another seat's,
//! out of turn, stale, duplicate, illegal, a stranger's wrong secret), and now and then a
//! phone that reloads and joins again. Each is refused with its reason, nothing but the
//! phones' own choices is applied, every phone's view stays its seat's exact view, and the
//! game is played to its end.

use std::collections::BTreeMap;

use skald::{PlayerId, Rng, Viewer};

use super::games::{odin, valda, voluspa, Walk};
use crate::json::{parse, to_string, Value};
use crate::link::{Conn, FromPhone, Gate, Kept, Secret, Seen, ToPhone, Verdict, ViewLog, Why};

/// A seat's phone: what it received, and nothing else.
struct Phone {
    seat: PlayerId,
    conn: Conn,
    kept: Kept,
    seen: Option<Seen>,
    refused: Vec<Why>,
}

impl Phone {
    fn new(seat: PlayerId, conn: Conn) -> Phone {
        Phone {
            seat,
            conn,
            kept: Kept::default(),
            seen: None,
            refused: Vec::new(),
        }
    }

    /// Reads the table's messages as the phone would.
    fn deliver(&mut self, texts: &[String]) {
        for t in texts {
            match ToPhone::read(t.as_bytes()) {
                Ok(ToPhone::Log { from, entries, .. }) => self.kept.take(from, entries).unwrap(),
                Ok(ToPhone::View(seen)) => {
                    assert_eq!(seen.seat, self.seat);
                    self.kept.take(seen.log_from, seen.log.clone()).unwrap();
                    self.seen = Some(seen);
                }
                Ok(ToPhone::Refused { why, .. }) => self.refused.push(why.unwrap()),
                other => panic!("seat {}: {other:?}", self.seat),
            }
        }
    }

    fn seen(&self) -> &Seen {
        self.seen.as_ref().expect("a view received")
    }
}

fn secret(p: PlayerId) -> Secret {
    Secret([p as u8 ^ 0x5a; 16])
}

/// An `act` chosen at action count `at` and serial `serial` (the gate's tests use it too).
pub(super) fn act(seat: PlayerId, (at, serial): (u64, u64), action: &Value) -> String {
    let action = action.clone();
    FromPhone::Act {
        seat,
        at,
        serial,
        action,
    }
    .to_text()
}

/// Plays the game of `w` to its end through the gate; returns each refusal's count.
fn play<G: ViewLog>(mut w: Walk<G>, seed: u64) -> BTreeMap<Why, usize> {
    let n = w.game.players();
    let mut rng = Rng::new(seed);
    let mut gate = Gate::new(n);
    let mut phones: Vec<Phone> = (0..n).map(|p| Phone::new(p, p as Conn)).collect();
    let mut next_conn = n as Conn;
    let mut now = 0;
    let mut refusals: BTreeMap<Why, usize> = BTreeMap::new();
    for ph in &mut phones {
        gate.offer(ph.seat, secret(ph.seat));
        let v = gate.receive(ph.conn, hello(ph.seat).as_bytes(), now, w.pos());
        ph.deliver(&gate.answer(&v, w.pos()).unwrap());
    }
    // Sends `text` on `phone`'s connection, expecting a refusal for `why`, and gives the
    // phone the table's answer.
    let mut refuse =
        |gate: &mut Gate, w: &Walk<G>, ph: &mut Phone, text: &str, why: &[Why], now| {
            let v = gate.receive(ph.conn, text.as_bytes(), now, w.pos());
            let Verdict::Refused { why: got, .. } = v else {
                panic!(
                    "{} at {}: {text:.200} was not refused: {v:?}",
                    G::NAME,
                    w.actions.len()
                )
            };
            assert!(why.contains(&got), "{text:.200}: {got:?}, not {why:?}");
            *refusals.entry(got).or_default() += 1;
            ph.deliver(&gate.answer(&v, w.pos()).unwrap());
            assert_eq!(ph.refused.pop(), Some(got));
        };
    // Each applied action's message, as its phone sent it.
    let mut sent_acts: Vec<String> = Vec::new();
    let mut undos = 0;
    loop {
        let at = w.actions.len() as u64;
        let serial = w.serial;
        for ph in &phones {
            let seen = ph.seen();
            assert_eq!((seen.at, seen.serial), (at, serial));
            let view = to_string(&w.game.view(Viewer::Player(ph.seat))).unwrap();
            let whole = ph.kept.whole::<G>(seen.view.clone()).unwrap();
            assert_eq!(
                whole,
                parse(&view).unwrap(),
                "seat {}'s phone shows its view",
                ph.seat
            );
            assert_eq!(seen.decides, w.game.to_move() == Some(ph.seat));
        }
        let Some(p) = w.game.to_move() else { break };
        let legal = &phones[p].seen().legal;
        let choice = legal[rng.index(legal.len())].clone();
        let q = (p + 1 + rng.index(n - 1)) % n;
        let (pp, qq) = two(&mut phones, p, q);
        match rng.index(10) {
            0 => refuse(
                &mut gate,
                &w,
                qq,
                "{\"v\":1,\"type\":",
                &[Why::NotJson],
                now,
            ),
            1 => refuse(
                &mut gate,
                &w,
                qq,
                &act(q, (at, serial), &choice),
                &[Why::NotYourTurn],
                now,
            ),
            2 => refuse(
                &mut gate,
                &w,
                qq,
                &act(p, (at, serial), &choice),
                &[Why::OtherSeat],
                now,
            ),
            3 if at > 0 => {
                // The last action's message, again (from whichever phone sent it).
                let mover = *w.movers.last().unwrap();
                let text = sent_acts.last().unwrap().clone();
                refuse(
                    &mut gate,
                    &w,
                    &mut phones[mover],
                    &text,
                    &[Why::Duplicate],
                    now,
                );
            }
            4 => {
                // A stranger with a wrong secret: refused, the seat stays its phone's.
                let mut stranger = Phone::new(p, 9_999);
                let text = FromPhone::Hello {
                    seat: p,
                    secret: secret(q),
                }
                .to_text();
                refuse(
                    &mut gate,
                    &w,
                    &mut stranger,
                    &text,
                    &[Why::WrongSecret],
                    now,
                );
                assert_eq!(gate.seat_of(pp.conn), Some(p));
            }
            5 if at > 0 => {
                let why = [Why::Stale, Why::Duplicate];
                refuse(
                    &mut gate,
                    &w,
                    pp,
                    &act(p, (at - 1, serial - 1), &choice),
                    &why,
                    now,
                );
            }
            6 => refuse(
                &mut gate,
                &w,
                pp,
                &act(p, (at, serial), &Value::Null),
                &[Why::Illegal],
                now,
            ),
            7 => {
                // The phone reloads: a new connection, the seat proved again, the whole log.
                let conn = next_conn;
                next_conn += 1;
                let v = gate.receive(conn, hello(q).as_bytes(), now, w.pos());
                assert_eq!(
                    v,
                    Verdict::Joined {
                        seat: q,
                        replaced: Some(qq.conn)
                    }
                );
                *qq = Phone::new(q, conn);
                qq.deliver(&gate.answer(&v, w.pos()).unwrap());
                assert!(qq.seen().welcome);
                continue;
            }
            8 if at > 0 => {
                // The table undoes the last action: the action count comes back to the one
                // its message was sent at, and that message, late, must not apply again.
                let mover = *w.movers.last().unwrap();
                let late = sent_acts.pop().unwrap();
                w.undo(1);
                undos += 1;
                for (conn, texts) in gate.views(w.pos()) {
                    let ph = phones.iter_mut().find(|ph| ph.conn == conn).unwrap();
                    ph.deliver(&texts);
                }
                refuse(&mut gate, &w, &mut phones[mover], &late, &[Why::Stale], now);
                continue;
            }
            _ => {}
        }
        // The decision, from the phone's own view.
        let ph = &mut phones[p];
        let text = act(p, (ph.seen().at, ph.seen().serial), &choice);
        let v = gate.receive(ph.conn, text.as_bytes(), now, w.pos());
        let Verdict::Apply { seat, action } = v else {
            panic!("{} at {at}: {text:.200} was not applied: {v:?}", G::NAME)
        };
        assert_eq!(seat, p);
        assert!(crate::moves::same(
            &parse(&to_string(&action).unwrap()).unwrap(),
            &choice
        ));
        sent_acts.push(text);
        w.apply(action);
        for (conn, texts) in gate.views(w.pos()) {
            let ph = phones.iter_mut().find(|ph| ph.conn == conn).unwrap();
            ph.deliver(&texts);
        }
        now += 250;
        // Every phone pings, from the position it was sent.
        for ph in &phones {
            let (at, serial) = (ph.seen().at, ph.seen().serial);
            let ping = FromPhone::Ping { at, serial }.to_text();
            let v = gate.receive(ph.conn, ping.as_bytes(), now, w.pos());
            assert_eq!(v, Verdict::Alive { seat: ph.seat });
        }
        assert!(gate.away(now + 1).is_empty());
    }
    assert!(w.game.is_over());
    assert_eq!(
        gate.refused_total(),
        refusals.values().sum::<usize>() as u64
    );
    assert!(undos > 0, "the table undid an action under the phones");
    println!(
        "{}: {} actions, {undos} undone, refused {refusals:?}",
        G::NAME,
        w.actions.len()
    );
    refusals
}

fn hello(p: PlayerId) -> String {
    FromPhone::Hello {
        seat: p,
        secret: secret(p),
    }
    .to_text()
}

/// Two different phones, both mutable.
fn two(phones: &mut [Phone], a: usize, b: usize) -> (&mut Phone, &mut Phone) {
    assert_ne!(a, b);
    if a < b {
        let (x, y) = phones.split_at_mut(b);
        (&mut x[a], &mut y[0])
    } else {
        let (x, y) = phones.split_at_mut(a);
        (&mut y[0], &mut x[b])
    }
}

/// Every kind of hostile message came up, and was refused for its reason.
fn every_kind(refusals: &BTreeMap<Why, usize>) {
    let kinds = [
        Why::NotJson,
        Why::NotYourTurn,
        Why::OtherSeat,
        Why::Duplicate,
        Why::WrongSecret,
        Why::Stale,
        Why::Illegal,
    ];
    for why in kinds {
        assert!(
            refusals.get(&why).is_some_and(|&n| n > 0),
            "{why:?}: {refusals:?}"
        );
    }
}

#[test]
fn phones_play_a_whole_voluspa_game_through_the_gate() {
    every_kind(&play(voluspa(4, 1), 1));
}

#[test]
fn phones_play_a_whole_odin_game_through_the_gate() {
    every_kind(&play(odin(4, 5), 5));
}

#[test]
fn phones_play_a_whole_valda_game_through_the_gate() {
    every_kind(&play(valda(4, 1), 1));
}
