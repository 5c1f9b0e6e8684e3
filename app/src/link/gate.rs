//! The table's gate: which seats are offered to phones (each with its secret), which
//! connection holds each, and, for every message a phone sends, what the table does — apply
//! a legal action through its own path, answer, or refuse with a reason (and log it). The
//! gate never changes the game: it reads the [`Position`] and returns a [`Verdict`].

use skald::{Game, PlayerId};

use super::for_seat::view_messages;
use super::from_phone::FromPhone;
use super::log::{Sent, ViewLog};
use super::position::Position;
use super::secret::Secret;
use super::to_phone::refused_text;
use super::why::Why;

/// A data channel, numbered by the table (one per phone that scanned a seat's code).
pub type Conn = u32;

/// How often a joined phone pings the table, in milliseconds.
pub const PING_EVERY_MS: u64 = 1_500;

/// How long a joined phone may stay silent before the table shows it away, in
/// milliseconds: a phone asleep, reloading, out of Wi-Fi or with its tab closed misses three
/// pings ([`PING_EVERY_MS`]).
pub const AWAY_AFTER_MS: u64 = 5_000;

/// How many refusals the gate keeps for the table to show ([`Gate::refusals`]); older
/// ones are dropped ([`Gate::refused_total`] counts them all).
pub const KEPT_REFUSALS: usize = 64;

/// What the table does with a phone's message.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict<A> {
    /// The hello proved `seat`: send it its welcome ([`Gate::answer`]). `replaced`: the
    /// connection that held the seat until now (a phone that slept or reloaded, or
    /// another one), to be told `bye` (replaced) and closed.
    Joined {
        /// The seat proved.
        seat: PlayerId,
        /// The connection that held it until now, if another one.
        replaced: Option<Conn>,
    },
    /// Apply `action` (legal now, for `seat`, who decides) through the table's own path;
    /// then every joined phone gets its view ([`Gate::views`]).
    Apply {
        /// The seat that acts: the one the connection holds, which decides.
        seat: PlayerId,
        /// One of the position's legal actions.
        action: A,
    },
    /// A ping from a phone that has seen the position as it stands: nothing to send.
    Alive {
        /// The seat the connection holds.
        seat: PlayerId,
    },
    /// A ping from a phone whose last view is not of the position as it stands (a view it
    /// could not be sent, an undo under it): send it its view.
    Behind {
        /// The seat the connection holds.
        seat: PlayerId,
    },
    /// Refused and logged: send `refused` (and the seat's view after it when `resend`:
    /// the phone acted from a position that is gone).
    Refused {
        /// The seat the connection holds, if any.
        seat: Option<PlayerId>,
        /// Why.
        why: Why,
        /// Whether the seat's view follows the refusal.
        resend: bool,
    },
}

/// One refusal, as the gate logged it.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// The connection it came on.
    pub conn: Conn,
    /// The seat that connection held, if any.
    pub seat: Option<PlayerId>,
    /// Why it was refused.
    pub why: Why,
    /// The table's action count then.
    pub at: u64,
}

/// One seat as the gate knows it.
#[derive(Clone, Debug, Default)]
struct SeatLink {
    /// The secret of the seat's code, while the seat is offered to a phone.
    secret: Option<Secret>,
    /// The connection holding the seat.
    conn: Option<Conn>,
    /// When the table last heard from that connection (the table's clock, ms).
    heard: u64,
    /// The log that connection was sent.
    sent: Sent,
}

/// The seats offered to phones and the connections holding them.
#[derive(Clone, Debug)]
pub struct Gate {
    seats: Vec<SeatLink>,
    refusals: Vec<Refusal>,
    refused_total: u64,
}

impl Gate {
    /// A gate for a game of `players` seats, none offered yet.
    pub fn new(players: usize) -> Gate {
        Gate {
            seats: vec![SeatLink::default(); players],
            refusals: Vec::new(),
            refused_total: 0,
        }
    }

    /// Offers `seat` to the phone that shows `secret` (the secret of the seat's QR code).
    /// Another secret than the seat's until now ends the connection that held it, which is
    /// returned (tell it `bye`, replaced). `None` also for a seat out of range (nothing
    /// offered).
    pub fn offer(&mut self, seat: PlayerId, secret: Secret) -> Option<Conn> {
        let link = self.seats.get_mut(seat)?;
        let same = link.secret.is_some_and(|s| s.matches(&secret));
        link.secret = Some(secret);
        if same {
            None
        } else {
            link.conn.take()
        }
    }

    /// Takes `seat` back to pass-and-play: its secret no longer joins; returns the
    /// connection that held it (tell it `bye`, taken back).
    pub fn take_back(&mut self, seat: PlayerId) -> Option<Conn> {
        let link = self.seats.get_mut(seat)?;
        link.secret = None;
        link.conn.take()
    }

    /// The data channel `conn` closed: its seat, if it held one, is away until a phone
    /// joins it again.
    pub fn closed(&mut self, conn: Conn) {
        for link in &mut self.seats {
            if link.conn == Some(conn) {
                link.conn = None;
            }
        }
    }

    /// The seat `conn` holds.
    pub fn seat_of(&self, conn: Conn) -> Option<PlayerId> {
        self.seats.iter().position(|l| l.conn == Some(conn))
    }

    /// Whether `seat` is offered to a phone (played on a phone rather than passed).
    pub fn offered(&self, seat: PlayerId) -> bool {
        self.seats.get(seat).is_some_and(|l| l.secret.is_some())
    }

    /// Whether `seat` is offered to the phone that shows `secret`: the table takes a phone's
    /// answer for the seat ([`super::join::read_answer`]) only then.
    pub fn expects(&self, seat: PlayerId, secret: &Secret) -> bool {
        (self.seats.get(seat))
            .and_then(|l| l.secret)
            .is_some_and(|s| s.matches(secret))
    }

    /// The seats held by a connection, with it.
    pub fn joined(&self) -> Vec<(PlayerId, Conn)> {
        (self.seats.iter().enumerate())
            .filter_map(|(p, l)| Some((p, l.conn?)))
            .collect()
    }

    /// The seats offered to phones whose phone is away at `now` (the table's clock, ms):
    /// no connection holds the seat, or it has been silent for over [`AWAY_AFTER_MS`].
    pub fn away(&self, now: u64) -> Vec<PlayerId> {
        (self.seats.iter().enumerate())
            .filter(|(_, l)| {
                l.secret.is_some()
                    && (l.conn.is_none() || now.saturating_sub(l.heard) > AWAY_AFTER_MS)
            })
            .map(|(p, _)| p)
            .collect()
    }

    /// The latest refusals, oldest first (at most [`KEPT_REFUSALS`]).
    pub fn refusals(&self) -> &[Refusal] {
        &self.refusals
    }

    /// How many messages the gate has refused.
    pub fn refused_total(&self) -> u64 {
        self.refused_total
    }

    /// What the table does with `bytes`, received on `conn` at `now` (the table's clock,
    /// ms) while the game stands at `pos`. Never panics, whatever the bytes.
    pub fn receive<G: Game>(
        &mut self,
        conn: Conn,
        bytes: &[u8],
        now: u64,
        pos: Position<'_, G>,
    ) -> Verdict<G::Action> {
        let holder = self.seat_of(conn);
        if let Some(seat) = holder {
            // A joined phone is alive, whatever it sent.
            self.seats[seat].heard = now;
        }
        let verdict = match FromPhone::read(bytes) {
            Err(why) => refuse(holder, why, false),
            Ok(FromPhone::Hello { seat, secret }) => self.hello(conn, holder, seat, secret, now),
            Ok(FromPhone::Ping { at, serial }) => match holder {
                None => refuse(None, Why::NotJoined, false),
                Some(seat) if at == pos.at() && serial == pos.serial => Verdict::Alive { seat },
                Some(seat) => Verdict::Behind { seat },
            },
            Ok(FromPhone::Act {
                seat,
                at,
                serial,
                action,
            }) => match holder {
                None => refuse(None, Why::NotJoined, false),
                Some(mine) if seat != mine => refuse(Some(mine), Why::OtherSeat, false),
                Some(mine) => act(pos, mine, (at, serial), &action),
            },
        };
        if let Verdict::Refused { seat, why, .. } = verdict {
            self.log(Refusal {
                conn,
                seat,
                why,
                at: pos.at(),
            });
        }
        verdict
    }

    /// A hello: the seat must be offered and the secret its own; a connection holds one
    /// seat.
    fn hello<A>(
        &mut self,
        conn: Conn,
        holder: Option<PlayerId>,
        seat: PlayerId,
        secret: Secret,
        now: u64,
    ) -> Verdict<A> {
        let Some(link) = self.seats.get_mut(seat) else {
            return refuse(holder, Why::UnknownSeat, false);
        };
        let Some(own) = link.secret else {
            return refuse(holder, Why::UnknownSeat, false);
        };
        if !own.matches(&secret) {
            return refuse(holder, Why::WrongSecret, false);
        }
        if holder.is_some_and(|h| h != seat) {
            return refuse(holder, Why::OtherSeat, false);
        }
        let replaced = link.conn.filter(|&c| c != conn);
        link.conn = Some(conn);
        link.heard = now;
        link.sent = Sent::default();
        Verdict::Joined { seat, replaced }
    }

    fn log(&mut self, refusal: Refusal) {
        self.refused_total += 1;
        if self.refusals.len() == KEPT_REFUSALS {
            self.refusals.remove(0);
        }
        self.refusals.push(refusal);
    }

    /// The messages to send back on the connection a verdict answers: a welcome, a view, a
    /// refusal (with the view after it when the phone was behind); nothing for an action to
    /// apply (every phone gets its view once it is applied: [`Gate::views`]) or a ping of a
    /// phone up to date. Refused ([`Why::TooLarge`]) if a view is too long to send.
    pub fn answer<G: ViewLog>(
        &mut self,
        verdict: &Verdict<G::Action>,
        pos: Position<'_, G>,
    ) -> Result<Vec<String>, Why> {
        let (seat, welcome, mut out) = match *verdict {
            Verdict::Joined { seat, .. } => (seat, true, Vec::new()),
            Verdict::Behind { seat } => (seat, false, Vec::new()),
            Verdict::Apply { .. } | Verdict::Alive { .. } => return Ok(Vec::new()),
            Verdict::Refused { seat, why, resend } => {
                let out = vec![refused_text(why, pos.at())];
                match (seat, resend) {
                    (Some(seat), true) => (seat, false, out),
                    _ => return Ok(out),
                }
            }
        };
        let Some(link) = self.seats.get_mut(seat) else {
            return Ok(out);
        };
        out.extend(view_messages(pos, seat, welcome, &mut link.sent)?);
        Ok(out)
    }

    /// Every joined phone's messages for `pos`, to send after the game changed (an action
    /// from anywhere, an undo). A phone whose view is too long to send is left out (it falls
    /// behind until a position it can take).
    pub fn views<G: ViewLog>(&mut self, pos: Position<'_, G>) -> Vec<(Conn, Vec<String>)> {
        (self.seats.iter_mut().enumerate())
            .filter_map(|(seat, link)| {
                let conn = link.conn?;
                Some((conn, view_messages(pos, seat, false, &mut link.sent).ok()?))
            })
            .collect()
    }
}

fn refuse<A>(seat: Option<PlayerId>, why: Why, resend: bool) -> Verdict<A> {
    Verdict::Refused { seat, why, resend }
}

/// An action of the phone holding `seat`, chosen at the position of action count `at` and
/// table serial `serial`.
///
/// The serial tells positions apart in time: it moves on with every action and every undo
/// and never comes back, so an action chosen at another serial is refused, and a message
/// repeated or late never applies once the game moved on — not even after an undo has
/// brought the action count back to its `at` (a seat that decides there decides afresh,
/// from the view it is sent then). The action count only tells the refusal's reason: the
/// seat's own action at `at`, already applied (`duplicate`), or anything else (`stale`).
fn act<G: Game>(
    pos: Position<'_, G>,
    seat: PlayerId,
    (at, serial): (u64, u64),
    action: &crate::json::Value,
) -> Verdict<G::Action> {
    if serial != pos.serial || at != pos.at() {
        // Chosen at another position: a duplicate of the seat's action at `at`, or stale.
        let done = usize::try_from(at).ok().is_some_and(|i| {
            pos.movers.get(i) == Some(&seat)
                && pos.actions.get(i).is_some_and(|a| same_action(a, action))
        });
        return refuse(
            Some(seat),
            if done { Why::Duplicate } else { Why::Stale },
            true,
        );
    }
    match pos.game.to_move() {
        None => refuse(Some(seat), Why::Over, false),
        Some(p) if p != seat => refuse(Some(seat), Why::NotYourTurn, false),
        Some(_) => match crate::moves::legal_action(pos.game, action) {
            Some(action) => Verdict::Apply { seat, action },
            None => refuse(Some(seat), Why::Illegal, false),
        },
    }
}

/// Whether `json` is the JSON of the recorded action `a` (as saves read moves:
/// [`crate::moves::same`]).
fn same_action<A: serde::Serialize>(a: &A, json: &crate::json::Value) -> bool {
    (crate::json::to_string(a).ok())
        .and_then(|t| crate::json::parse(&t).ok())
        .is_some_and(|v| crate::moves::same(&v, json))
}
