//! The messages the table sends a phone: `table` (the game and its seats, ahead of a
//! welcome), `welcome` (the seat was proved; its view) and
//! `view` (the position changed, or the phone was behind), `log` (log entries ahead of a
//! view, when they are too many for one message), `refused` (a reason code and the table's
//! action count) and `bye`.
//!
//! ```text
//! {"v":1,"type":"table","game":"odin","seats":[{"name":"Astrid","color":0},…]}
//! {"v":1,"type":"view","at":41,"serial":43,"seat":2,"decides":true,"legal":[…],"log_from":180,"log":[…],"view":{…}}
//! {"v":1,"type":"log","at":41,"from":0,"entries":[…]}
//! {"v":1,"type":"refused","why":"stale","at":42}
//! {"v":1,"type":"bye","why":"taken_back"}
//! ```
//!
//! A view message is written from the seat's view and, while the seat decides, its legal
//! actions, and nothing else ([`super::for_seat`]); the view's log travels apart, each
//! entry once ([`super::log`]).

use serde::Serialize;

use crate::json::Value;
use crate::seats::Seat;
use skald::PlayerId;

use super::why::{Bye, Why};
use super::wire::{close, message, number, open, MAX_TO_PHONE, VERSION};

/// A view message as the phone reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    /// Whether it answers the phone's hello (`welcome`) rather than a change (`view`).
    pub welcome: bool,
    /// The table's action count at this position: the `at` of the phone's next action.
    pub at: u64,
    /// The table's serial at this position ([`super::Position::serial`]): the `serial` of
    /// the phone's next action and ping.
    pub serial: u64,
    /// The seat it is for.
    pub seat: PlayerId,
    /// Whether the seat decides now.
    pub decides: bool,
    /// While the seat decides, its legal actions (the engine's JSON of each, in the
    /// engine's order); else empty.
    pub legal: Vec<Value>,
    /// Where `log` goes in the view's log: the entries from this one on are replaced.
    pub log_from: u64,
    /// The log entries the phone lacks (of the log the game keeps in its views: Odin's
    /// `log`, Völuspá's `turns`, Valda's `table.log`; [`super::log::ViewLog`]).
    pub log: Vec<Value>,
    /// The seat's view (`Game::view(Viewer::Player(seat))`) as JSON, its log left empty:
    /// [`super::log::Kept::whole`] puts the entries received back.
    pub view: Value,
}

/// A message from the table.
#[derive(Clone, Debug, PartialEq)]
pub enum ToPhone {
    /// What the table plays, sent ahead of a welcome: the game (`skald::Game::NAME`, which
    /// names the phone's seat screen, `<game>-seat`) and the seats' names, colours and
    /// players (a computer's level).
    Table {
        /// The game's name.
        game: String,
        /// The table's seats.
        seats: Vec<Seat>,
    },
    /// A welcome or a view.
    View(Seen),
    /// Log entries from the entry `from` on, ahead of the view of the position of action
    /// count `at` (which brings the rest).
    Log {
        /// The action count of the view they come ahead of.
        at: u64,
        /// Where the first of them goes in the view's log (those after it are replaced).
        from: u64,
        /// The entries, as the engine writes them.
        entries: Vec<Value>,
    },
    /// The phone's last message was refused.
    Refused {
        /// Why (`None`: a reason this build does not know, a newer table's).
        why: Option<Why>,
        /// The table's action count.
        at: u64,
    },
    /// The table ends the connection (`None`: a reason this build does not know).
    Bye(Option<Bye>),
}

/// A view message as written: the fields in the order of [`Seen`], the view last.
#[derive(Serialize)]
struct ViewOut<'a, A> {
    v: u64,
    #[serde(rename = "type")]
    kind: &'static str,
    at: u64,
    serial: u64,
    seat: PlayerId,
    decides: bool,
    legal: &'a [A],
    log_from: u64,
    log: &'a [Value],
    view: &'a Value,
}

/// A view message's fields (but its version and type), as [`Seen`] reads them back.
pub struct ViewParts<'a, A> {
    /// A `welcome` (the answer to a hello) rather than a `view`.
    pub welcome: bool,
    /// The table's action count.
    pub at: u64,
    /// The table's serial.
    pub serial: u64,
    /// The seat it is for.
    pub seat: PlayerId,
    /// Whether the seat decides now.
    pub decides: bool,
    /// The seat's legal actions while it decides, else none.
    pub legal: &'a [A],
    /// Where `log` goes in the view's log.
    pub log_from: u64,
    /// The log entries the phone lacks (or the last of them: [`super::for_seat`]).
    pub log: &'a [Value],
    /// The view, its log taken out.
    pub view: &'a Value,
}

/// The text of a view message; refused ([`Why::TooLarge`]) when longer than
/// [`MAX_TO_PHONE`], which the phone would refuse unread.
pub fn view_text<A: Serialize>(m: ViewParts<'_, A>) -> Result<String, Why> {
    let out = ViewOut {
        v: VERSION,
        kind: if m.welcome { "welcome" } else { "view" },
        at: m.at,
        serial: m.serial,
        seat: m.seat,
        decides: m.decides,
        legal: m.legal,
        log_from: m.log_from,
        log: m.log,
        view: m.view,
    };
    within(crate::json::to_string(&out).map_err(|_| Why::BadShape)?)
}

/// The text of log entries sent ahead of a view.
pub fn log_text(at: u64, from: u64, entries: Vec<Value>) -> Result<String, Why> {
    within(message(
        "log",
        vec![
            ("at", number(at)),
            ("from", number(from)),
            ("entries", Value::Array(entries)),
        ],
    ))
}

/// `text`, if a phone reads it.
fn within(text: String) -> Result<String, Why> {
    if text.len() > MAX_TO_PHONE {
        return Err(Why::TooLarge);
    }
    Ok(text)
}

/// The text of the table's game and seats, sent ahead of a welcome.
pub fn table_text(game: &str, seats: &[Seat]) -> String {
    let seats = crate::json::to_string(seats)
        .ok()
        .and_then(|t| crate::json::parse(&t).ok())
        .unwrap_or(Value::Array(Vec::new()));
    message(
        "table",
        vec![("game", Value::String(game.to_string())), ("seats", seats)],
    )
}

/// The text of a refusal.
pub fn refused_text(why: Why, at: u64) -> String {
    message(
        "refused",
        vec![
            ("why", Value::String(why.code().to_string())),
            ("at", number(at)),
        ],
    )
}

/// The text of a goodbye.
pub fn bye_text(why: Bye) -> String {
    message("bye", vec![("why", Value::String(why.code().to_string()))])
}

impl ToPhone {
    /// Reads the table's message: its size first ([`MAX_TO_PHONE`], before a byte is
    /// read), then its JSON, version and shape: exactly the fields of its type, each of its
    /// kind, none twice. Never panics.
    pub fn read(bytes: &[u8]) -> Result<ToPhone, Why> {
        let (kind, mut f) = open(bytes, MAX_TO_PHONE)?;
        let message = ToPhone::fields(&kind, &mut f)?;
        close(&f)?;
        Ok(message)
    }

    /// The message of type `kind` from its fields (but `v` and `type`).
    fn fields(kind: &str, f: &mut crate::json::Fields) -> Result<ToPhone, Why> {
        let shape = |_| Why::BadShape;
        match kind {
            "welcome" | "view" => {
                let seen = Seen {
                    welcome: kind == "welcome",
                    at: f.take("at").map_err(shape)?,
                    serial: f.take("serial").map_err(shape)?,
                    seat: f.take("seat").map_err(shape)?,
                    decides: f.take("decides").map_err(shape)?,
                    legal: f.take("legal").map_err(shape)?,
                    log_from: f.take("log_from").map_err(shape)?,
                    log: f.take("log").map_err(shape)?,
                    view: f.take("view").map_err(shape)?,
                };
                if !seen.decides && !seen.legal.is_empty() {
                    return Err(Why::BadShape);
                }
                Ok(ToPhone::View(seen))
            }
            "table" => Ok(ToPhone::Table {
                game: f.take("game").map_err(shape)?,
                seats: f.take("seats").map_err(shape)?,
            }),
            "log" => Ok(ToPhone::Log {
                at: f.take("at").map_err(shape)?,
                from: f.take("from").map_err(shape)?,
                entries: f.take("entries").map_err(shape)?,
            }),
            "refused" => Ok(ToPhone::Refused {
                why: Why::from_code(&f.take::<String>("why").map_err(shape)?),
                at: f.take("at").map_err(shape)?,
            }),
            "bye" => Ok(ToPhone::Bye(Bye::from_code(
                &f.take::<String>("why").map_err(shape)?,
            ))),
            _ => Err(Why::BadShape),
        }
    }
}
