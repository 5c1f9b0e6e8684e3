//! Why the table refused a phone's message, or said goodbye to it: a short code on the wire
//! (`"stale"`, `"wrong_secret"`…) that the phone words in its own language.

/// Why a phone's message was refused. Each code is one word on the wire ([`Why::code`]);
/// the phone puts it into words, the table logs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Why {
    /// Longer than the limit for its direction: refused before a byte of it was read.
    TooLarge,
    /// Not JSON text (or not UTF-8).
    NotJson,
    /// JSON, but not a message: a field missing, of the wrong kind, an unknown `type`, an
    /// action too large to be one.
    BadShape,
    /// Of another version of the protocol (`v`): the phone should reload the app.
    Version,
    /// An action or a ping on a connection that has not joined a seat (or lost it).
    NotJoined,
    /// A hello for a seat that is not offered to a phone (a computer's, one kept for
    /// pass-and-play, one out of range).
    UnknownSeat,
    /// A hello whose secret is not the seat's.
    WrongSecret,
    /// A message naming another seat than the one this connection holds.
    OtherSeat,
    /// An action while another seat decides.
    NotYourTurn,
    /// An action after the game ended.
    Over,
    /// An action chosen at another position than the table's (`at` is not the action
    /// count): the phone is sent the position as it stands.
    Stale,
    /// The action this phone already made at that position: it was applied once.
    Duplicate,
    /// Not one of the legal actions of the position.
    Illegal,
}

impl Why {
    /// Every reason, for tests and for the phone's words.
    pub const ALL: [Why; 13] = [
        Why::TooLarge,
        Why::NotJson,
        Why::BadShape,
        Why::Version,
        Why::NotJoined,
        Why::UnknownSeat,
        Why::WrongSecret,
        Why::OtherSeat,
        Why::NotYourTurn,
        Why::Over,
        Why::Stale,
        Why::Duplicate,
        Why::Illegal,
    ];

    /// The code on the wire.
    pub fn code(self) -> &'static str {
        match self {
            Why::TooLarge => "too_large",
            Why::NotJson => "not_json",
            Why::BadShape => "bad_shape",
            Why::Version => "version",
            Why::NotJoined => "not_joined",
            Why::UnknownSeat => "unknown_seat",
            Why::WrongSecret => "wrong_secret",
            Why::OtherSeat => "other_seat",
            Why::NotYourTurn => "not_your_turn",
            Why::Over => "over",
            Why::Stale => "stale",
            Why::Duplicate => "duplicate",
            Why::Illegal => "illegal",
        }
    }

    /// The reason of a code (`None` for a code this build does not know: a newer table's).
    pub fn from_code(code: &str) -> Option<Why> {
        Why::ALL.into_iter().find(|w| w.code() == code)
    }

    /// Whether the message looked made by something other than our own app: a phone of
    /// ours sends a stale, duplicate or out-of-turn action when the table moved on under it
    /// (a slow network, two taps), never a malformed or oversized message, a wrong secret or
    /// another seat's. The table may count these against the connection.
    pub fn hostile(self) -> bool {
        matches!(
            self,
            Why::TooLarge
                | Why::NotJson
                | Why::BadShape
                | Why::UnknownSeat
                | Why::WrongSecret
                | Why::OtherSeat
        )
    }
}

/// Why the table ends a phone's connection (the message `bye`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bye {
    /// Another phone (or this one again, after a reload) joined the seat with its secret.
    Replaced,
    /// The table took the seat back to pass-and-play.
    TakenBack,
    /// The table closed the game (a new game, the page left).
    Closed,
}

impl Bye {
    /// Every reason.
    pub const ALL: [Bye; 3] = [Bye::Replaced, Bye::TakenBack, Bye::Closed];

    /// The code on the wire.
    pub fn code(self) -> &'static str {
        match self {
            Bye::Replaced => "replaced",
            Bye::TakenBack => "taken_back",
            Bye::Closed => "closed",
        }
    }

    /// The reason of a code (`None` for one this build does not know).
    pub fn from_code(code: &str) -> Option<Bye> {
        Bye::ALL.into_iter().find(|w| w.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_and_codes_differ() {
        for w in Why::ALL {
            assert_eq!(Why::from_code(w.code()), Some(w));
        }
        for b in Bye::ALL {
            assert_eq!(Bye::from_code(b.code()), Some(b));
        }
        let mut codes: Vec<&str> = Why::ALL.iter().map(|w| w.code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Why::ALL.len());
        assert_eq!(Why::from_code("fly_away"), None);
    }
}
