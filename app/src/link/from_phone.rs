//! The messages a phone sends the table: `hello` (the seat and its secret), `act` (an
//! action, with the action count of the position it was chosen at) and `ping`.
//!
//! ```text
//! {"v":1,"type":"hello","seat":2,"secret":"<32 hex digits>"}
//! {"v":1,"type":"act","seat":2,"at":41,"serial":43,"action":{"play":{"card":3,"open":false}}}
//! {"v":1,"type":"ping","at":41,"serial":43}
//! ```

use serde::Serialize;

use crate::json::Value;
use skald::PlayerId;

use super::secret::Secret;
use super::why::Why;
use super::wire::{close, message, number, open, values_in, MAX_ACTION_VALUES, MAX_FROM_PHONE};

/// A message from a phone.
#[derive(Clone, Debug)]
pub enum FromPhone {
    /// The phone claims `seat` with the seat's secret (from the seat's QR code). Sent once
    /// the data channel opens, and again after a reload.
    Hello {
        /// The seat claimed.
        seat: PlayerId,
        /// The secret of that seat's QR code.
        secret: Secret,
    },
    /// The phone's player chose `action` (the engine's JSON of it) for `seat`, at the
    /// position whose action count is `at` and the table's serial `serial` (those of the
    /// view it was chosen from).
    Act {
        /// The seat the phone holds.
        seat: PlayerId,
        /// The action count of the position the action was chosen at.
        at: u64,
        /// The table's serial then ([`super::Position::serial`]): an undo since makes the
        /// action stale, even where the action count came back to `at`.
        serial: u64,
        /// The action, as the engine writes it (at most [`MAX_ACTION_VALUES`] values).
        action: Value,
    },
    /// The phone is still there, and has seen the position of action count `at` and the
    /// table's serial `serial`.
    Ping {
        /// The action count of the last view the phone received.
        at: u64,
        /// The table's serial in that view.
        serial: u64,
    },
}

impl FromPhone {
    /// An `act` for `action`, written with the engine's JSON of it.
    pub fn act<A: Serialize>(seat: PlayerId, at: u64, serial: u64, action: &A) -> FromPhone {
        let text = crate::json::to_string(action).unwrap_or_default();
        FromPhone::Act {
            seat,
            at,
            serial,
            action: crate::json::parse(&text).unwrap_or_default(),
        }
    }

    /// The message's text.
    pub fn to_text(&self) -> String {
        match self {
            FromPhone::Hello { seat, secret } => message(
                "hello",
                vec![
                    ("seat", number(*seat as u64)),
                    ("secret", Value::String(secret.to_hex())),
                ],
            ),
            FromPhone::Act {
                seat,
                at,
                serial,
                action,
            } => message(
                "act",
                vec![
                    ("seat", number(*seat as u64)),
                    ("at", number(*at)),
                    ("serial", number(*serial)),
                    ("action", action.clone()),
                ],
            ),
            FromPhone::Ping { at, serial } => message(
                "ping",
                vec![("at", number(*at)), ("serial", number(*serial))],
            ),
        }
    }

    /// Reads a phone's message: its size first ([`MAX_FROM_PHONE`], before a byte is
    /// read), then its JSON, version and shape: exactly the fields of its type, each of its
    /// kind, none twice. Never panics; anything else is refused with its reason.
    pub fn read(bytes: &[u8]) -> Result<FromPhone, Why> {
        let (kind, mut f) = open(bytes, MAX_FROM_PHONE)?;
        let message = FromPhone::fields(&kind, &mut f)?;
        close(&f)?;
        Ok(message)
    }

    /// The message of type `kind` from its fields (but `v` and `type`).
    fn fields(kind: &str, f: &mut crate::json::Fields) -> Result<FromPhone, Why> {
        let shape = |_| Why::BadShape;
        match kind {
            "hello" => {
                let seat = f.take::<usize>("seat").map_err(shape)?;
                let secret = f.take::<String>("secret").map_err(shape)?;
                let secret = Secret::from_hex(&secret).ok_or(Why::BadShape)?;
                Ok(FromPhone::Hello { seat, secret })
            }
            "act" => {
                let seat = f.take::<usize>("seat").map_err(shape)?;
                let at = f.take::<u64>("at").map_err(shape)?;
                let serial = f.take::<u64>("serial").map_err(shape)?;
                let action = f.take::<Value>("action").map_err(shape)?;
                if values_in(&action, MAX_ACTION_VALUES) > MAX_ACTION_VALUES {
                    return Err(Why::BadShape);
                }
                Ok(FromPhone::Act {
                    seat,
                    at,
                    serial,
                    action,
                })
            }
            "ping" => Ok(FromPhone::Ping {
                at: f.take::<u64>("at").map_err(shape)?,
                serial: f.take::<u64>("serial").map_err(shape)?,
            }),
            _ => Err(Why::BadShape),
        }
    }
}
