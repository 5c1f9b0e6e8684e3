//! The seat link (issue #44, "Your phone is your hand"; docs/peer.md, "Messages"): the
//! messages between the table and the phones that hold its seats, and the table's gate.
//!
//! One device holds the game. A phone never decides a rule: it sends the action its player
//! chose ([`FromPhone::Act`]); the table's [`Gate`] checks it against the engine and the
//! seat's secret and says what to do ([`Verdict`]) — apply it through the table's own path,
//! or refuse it with a reason ([`Why`]) the phone words in its language — and each phone
//! receives its seat's view only ([`view_messages`]). All of it but [`channel`] is pure Rust,
//! tested natively.
//!
//! - [`wire`]: the version, the size limits of each direction, the first reading of a
//!   message;
//! - [`from_phone`]: `hello`, `act`, `ping`; [`to_phone`]: `welcome`/`view`, `refused`,
//!   `bye`;
//! - [`for_seat`]: the one place a phone's messages are built from the game; [`log`]: the
//!   view's log, sent once (what the table sent each phone, what the phone keeps);
//! - [`gate`]: seats and their secrets, connections, verdicts; [`position`]: what it reads;
//! - [`join`]: a seat's QR code (the table's offer and the seat's secret in a link), the
//!   phone's answer in a code of its own, and both read back; [`channel`]: the browsers'
//!   connections and data channels behind them (host candidates only);
//! - [`secret`]: a seat's secret, compared in constant time; [`why`]: the reason codes,
//!   and [`words`]: what a phone shows for each, in the language in use.

pub mod channel;
pub mod for_seat;
pub mod from_phone;
pub mod gate;
#[cfg(feature = "table-link")]
pub mod host;
pub mod join;
pub mod log;
#[cfg(feature = "table-link")]
pub mod module;
pub mod phone;
pub mod position;
#[cfg(feature = "table-link")]
pub mod screen;
#[cfg(feature = "seat")]
pub mod seat;
pub mod secret;
pub mod to_phone;
pub mod why;
pub mod wire;
pub mod words;

pub use for_seat::view_messages;
pub use from_phone::FromPhone;
pub use gate::{Conn, Gate, Refusal, Verdict};
pub use log::{Kept, Sent, ViewLog};
pub use position::Position;
pub use secret::Secret;
pub use to_phone::{
    bye_text, log_text, refused_text, table_text, view_text, Seen, ToPhone, ViewParts,
};
pub use why::{Bye, Why};

#[cfg(all(test, feature = "voluspa", feature = "odin", feature = "valda"))]
mod tests;
