//! The table's side of the seat link (issue #44; docs/peer.md, "The table's module"): the
//! connections of the seats offered to phones, the [`Gate`] that reads what they send, and a
//! copy of the game to check it against. It lives in the game's `<game>-link` module build,
//! which the table's build loads when the players open "Players' phones": the QR codes, the
//! camera's reader, WebRTC and the gate add nothing to the game's own build.
//!
//! The game's build stays the one that holds the game. It hands this side every position
//! as its save text and serial ([`Host::position`]); this side rebuilds the game from it (the
//! same replay a save is opened with), answers the phones from that copy, and hands a
//! phone's action that passed the gate back to the table ([`Hooks::act`]), which applies it
//! through its own path, exactly as a tap, and then hands over the new position.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::{Rc, Weak};

use skald::PlayerId;

use super::channel::{Channel, Event};
use super::gate::{Conn, Gate, Verdict};
use super::join::{read_answer, Code};
use super::log::ViewLog;
use super::position::Position;
use super::secret::Secret;
use super::to_phone::{bye_text, table_text};
use super::why::Bye;
use crate::save::{Loaded, SavedGame};
use crate::seats::Meta;

/// What the table does with what this side finds.
pub struct Hooks {
    /// A phone's action passed the gate: apply it for `seat` at the table's serial `serial`
    /// (the action as JSON, as the engine writes it).
    pub act: Box<dyn Fn(PlayerId, u64, String)>,
    /// The seats now played on phones changed (one flag per seat): the table hands none
    /// of them the device.
    pub phones: Box<dyn Fn(Vec<bool>)>,
    /// Something on the screen changed (a code made, a phone joined or away).
    pub redraw: Box<dyn Fn()>,
}

/// Where a seat stands with its phone, as the phones screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatState {
    /// Played at the table (no code shown).
    Table,
    /// Its code is being made (ICE gathering).
    Making,
    /// Its code is shown, waiting for a phone's answer.
    Offered(Code),
    /// A phone's answer was read; the connection is opening.
    Connecting,
    /// A phone holds it.
    Joined,
    /// Its phone holds it but has gone silent or lost its connection.
    Away,
    /// The browser could not make a connection.
    Failed,
    /// The phone's answer was read but no connection opened within [`REACH_MS`]: the
    /// network keeps the two devices apart (a guest Wi-Fi's client isolation, another
    /// network, mobile data).
    Unreachable,
}

/// How long the table waits, after reading a phone's answer, for its seat to join before
/// it says the devices cannot reach each other (issue #44: within 10 seconds).
pub const REACH_MS: u32 = 8_000;

/// The table's seat link: the game's copy, the gate and the connections.
pub struct Host<G: SavedGame + ViewLog> {
    /// The game as the table last handed it over, with its record.
    copy: Option<Loaded<G, Meta>>,
    serial: u64,
    gate: Gate,
    channels: BTreeMap<Conn, Channel>,
    /// The connection of each seat whose code is shown, until its phone joins.
    waiting: BTreeMap<PlayerId, Conn>,
    next_conn: Conn,
    /// Each seat's state on the screen.
    pub seats: Vec<SeatState>,
    /// The app's address up to its hash, which the seats' links start with.
    app: String,
    hooks: Rc<Hooks>,
    /// Itself, for the connections' handlers.
    this: Weak<RefCell<Host<G>>>,
}

/// The milliseconds of the table's clock.
fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A fresh secret from the browser's random numbers.
fn fresh_secret() -> Option<Secret> {
    let mut bytes = [0u8; 16];
    let crypto = gloo::utils::window().crypto().ok()?;
    crypto.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(Secret(bytes))
}

impl<G: SavedGame + ViewLog + 'static> Host<G> {
    /// The table's link for a game of `players` seats, whose links start with `app`.
    pub fn new(players: usize, app: String, hooks: Hooks) -> Rc<RefCell<Host<G>>> {
        Rc::new_cyclic(|this| {
            RefCell::new(Host {
                copy: None,
                serial: 0,
                gate: Gate::new(players),
                channels: BTreeMap::new(),
                waiting: BTreeMap::new(),
                next_conn: 1,
                seats: vec![SeatState::Table; players],
                app,
                hooks: Rc::new(hooks),
                this: this.clone(),
            })
        })
    }

    /// The position as the table holds it now: its save text and serial. Every joined
    /// phone is sent its view. `Err` (the table's words) if the save does not read.
    pub fn position(&mut self, save: &str, serial: u64) -> Result<(), String> {
        let loaded = crate::save::from_json::<G, Meta>(save)?;
        self.copy = Some(loaded);
        self.serial = serial;
        let Some(pos) = position(&self.copy, serial) else {
            return Ok(());
        };
        let out = self.gate.views(pos);
        for (conn, messages) in out {
            self.send(conn, &messages);
        }
        Ok(())
    }

    /// The names of the seats and whether the computer plays each, from the game's copy.
    pub fn people(&self) -> Vec<(String, bool)> {
        self.copy.as_ref().map_or_else(Vec::new, |c| {
            (c.meta.seats.iter())
                .map(|s| (s.name.clone(), s.computer.is_none()))
                .collect()
        })
    }

    fn send(&self, conn: Conn, messages: &[String]) {
        if let Some(ch) = self.channels.get(&conn) {
            for m in messages {
                let _ = ch.send(m);
            }
        }
    }

    /// Which seats are played on phones now (joined or away: an away phone's seat waits
    /// for it, or for the table to take it back).
    pub fn phone_seats(&self) -> Vec<bool> {
        (self.seats.iter())
            .map(|s| {
                matches!(
                    s,
                    SeatState::Joined | SeatState::Away | SeatState::Connecting
                )
            })
            .collect()
    }

    /// Tells the table and the screen of a change — later, once nothing here is borrowed:
    /// the table may hand over a new position at once, which comes back here.
    fn changed(&self, phones_too: bool) {
        let hooks = self.hooks.clone();
        let phones = phones_too.then(|| self.phone_seats());
        later(move || {
            if let Some(p) = phones {
                (hooks.phones)(p);
            }
            (hooks.redraw)();
        });
    }

    /// Shows a new code for `seat` (a new secret and connection; the seat's earlier
    /// connection, if any, is told it was replaced and closed).
    pub fn offer(host: &Rc<RefCell<Host<G>>>, seat: PlayerId) {
        let Some(secret) = fresh_secret() else {
            host.borrow_mut().set(seat, SeatState::Failed);
            return;
        };
        let app = {
            let mut h = host.borrow_mut();
            if let Some(old) = h.gate.offer(seat, secret) {
                h.send(old, &[bye_text(Bye::Replaced)]);
                h.channels.remove(&old);
            }
            // The seat's earlier code, if no phone answered it, is no longer good.
            if let Some(unanswered) = h.waiting.remove(&seat) {
                h.channels.remove(&unanswered);
            }
            h.seats[seat] = SeatState::Making;
            h.changed(true);
            h.app.clone()
        };
        let weak = Rc::downgrade(host);
        wasm_bindgen_futures::spawn_local(async move {
            let made = Channel::offer(&app, seat, &secret).await;
            let Some(host) = weak.upgrade() else { return };
            let mut h = host.borrow_mut();
            // Another code was asked for meanwhile, or the seat taken back.
            if !h.gate.expects(seat, &secret) {
                return;
            }
            match made {
                Ok((mut ch, code)) => {
                    let conn = h.next_conn;
                    h.next_conn += 1;
                    let this = h.this.clone();
                    ch.listen(move |event| {
                        if let Some(host) = this.upgrade() {
                            Host::event(&host, conn, seat, event);
                        }
                    });
                    h.channels.insert(conn, ch);
                    h.waiting.insert(seat, conn);
                    h.seats[seat] = SeatState::Offered(code);
                }
                Err(_) => h.seats[seat] = SeatState::Failed,
            }
            h.changed(true);
        });
    }

    fn set(&mut self, seat: PlayerId, state: SeatState) {
        if let Some(s) = self.seats.get_mut(seat) {
            *s = state;
        }
        self.changed(true);
    }

    /// Plays `seat` at the table again: its phone is told so and its connection closed.
    pub fn take_back(&mut self, seat: PlayerId) {
        if let Some(conn) = self.gate.take_back(seat) {
            self.send(conn, &[bye_text(Bye::TakenBack)]);
            self.channels.remove(&conn);
        }
        if let Some(conn) = self.waiting.remove(&seat) {
            self.channels.remove(&conn);
        }
        self.set(seat, SeatState::Table);
    }

    /// A text the camera read: the answer of a phone for a seat whose code is shown, which
    /// its connection takes. The seat's name if it was one (anything else is ignored: the
    /// camera reads on).
    pub fn answer(host: &Rc<RefCell<Host<G>>>, text: &str) -> Option<PlayerId> {
        let (seat, answer) = {
            let h = host.borrow();
            let answer = read_answer(text, |s, secret| {
                h.gate.expects(s, secret) && matches!(h.seats.get(s), Some(SeatState::Offered(_)))
            })
            .ok()?;
            (answer.seat, answer)
        };
        host.borrow_mut().set(seat, SeatState::Connecting);
        let weak = Rc::downgrade(host);
        wasm_bindgen_futures::spawn_local(async move {
            let Some(host) = weak.upgrade() else { return };
            let accepting = {
                let h = host.borrow();
                let conn = h.waiting.get(&seat).copied();
                conn.and_then(|c| h.channels.get(&c).map(|ch| ch.accepting(&answer)))
            };
            let accepted = match accepting {
                Some(f) => f.await.is_ok(),
                None => false,
            };
            if !accepted {
                host.borrow_mut().set(seat, SeatState::Failed);
                return;
            }
            // No connection in time: say so, rather than wait for ever.
            let weak = Rc::downgrade(&host);
            gloo::timers::callback::Timeout::new(REACH_MS, move || {
                let Some(host) = weak.upgrade() else { return };
                let mut h = host.borrow_mut();
                if h.seats.get(seat) == Some(&SeatState::Connecting) {
                    if let Some(conn) = h.waiting.remove(&seat) {
                        h.channels.remove(&conn);
                    }
                    h.gate.take_back(seat);
                    h.set(seat, SeatState::Unreachable);
                }
            })
            .forget();
        });
        Some(seat)
    }

    /// What happened on `conn`, the connection made for `seat`'s code.
    fn event(host: &Rc<RefCell<Host<G>>>, conn: Conn, seat: PlayerId, event: Event) {
        let mut h = host.borrow_mut();
        match event {
            // The phone sends its hello.
            Event::Open => {}
            Event::Closed => {
                let held = h.gate.seat_of(conn) == Some(seat);
                let waited = h.waiting.get(&seat) == Some(&conn);
                h.gate.closed(conn);
                // Dropped later: its handler is the one running now.
                let ch = h.channels.remove(&conn);
                later(move || drop(ch));
                if waited {
                    h.waiting.remove(&seat);
                }
                if held || (waited && h.seats[seat] == SeatState::Connecting) {
                    h.set(seat, SeatState::Away);
                }
            }
            Event::Message(bytes) => {
                let hm = &mut *h;
                let serial = hm.serial;
                let Some(pos) = position(&hm.copy, serial) else {
                    return;
                };
                let verdict = hm.gate.receive(conn, &bytes, now(), pos);
                if let Ok(messages) = hm.gate.answer(&verdict, pos) {
                    // A welcome comes after what the table plays: the phone's seat screen is
                    // the game's, drawn with the seats' names.
                    let table = (hm.copy.as_ref())
                        .filter(|_| matches!(verdict, Verdict::Joined { .. }))
                        .map(|c| table_text(G::NAME, &c.meta.seats));
                    h.send(conn, &table.into_iter().chain(messages).collect::<Vec<_>>());
                }
                match verdict {
                    Verdict::Joined { seat, replaced } => {
                        if let Some(old) = replaced {
                            h.send(old, &[bye_text(Bye::Replaced)]);
                            h.channels.remove(&old);
                        }
                        h.waiting.remove(&seat);
                        h.set(seat, SeatState::Joined);
                    }
                    Verdict::Apply { seat, action } => {
                        let json = crate::json::to_string(&action).unwrap_or_default();
                        let hooks = h.hooks.clone();
                        later(move || (hooks.act)(seat, serial, json));
                    }
                    Verdict::Alive { seat } | Verdict::Behind { seat } => {
                        if h.seats[seat] == SeatState::Away {
                            h.set(seat, SeatState::Joined);
                        }
                    }
                    Verdict::Refused { .. } => {}
                }
            }
        }
    }

    /// Marks the joined seats whose phones went silent as away (called every second or so).
    pub fn tick(&mut self) {
        let away = self.gate.away(now());
        let mut changed = false;
        for seat in away {
            if self.seats.get(seat) == Some(&SeatState::Joined) {
                self.seats[seat] = SeatState::Away;
                changed = true;
            }
        }
        if changed {
            self.changed(true);
        }
    }

    /// Ends every connection (the game was closed): each phone is told so.
    pub fn close(&mut self) {
        for (seat, _) in self.gate.joined() {
            if let Some(conn) = self.gate.take_back(seat) {
                self.send(conn, &[bye_text(Bye::Closed)]);
            }
        }
        self.channels.clear();
        self.waiting.clear();
        for s in &mut self.seats {
            *s = SeatState::Table;
        }
        self.changed(true);
    }
}

/// The gate's view of the game's copy at the table's serial.
fn position<G: SavedGame>(copy: &Option<Loaded<G, Meta>>, serial: u64) -> Option<Position<'_, G>> {
    let c = copy.as_ref()?;
    Some(Position {
        game: &c.state,
        actions: &c.replay.actions,
        movers: &c.history.movers,
        serial,
    })
}

/// Runs `f` once the current task is done (a microtask).
fn later(f: impl FnOnce() + 'static) {
    wasm_bindgen_futures::spawn_local(async move { f() });
}
