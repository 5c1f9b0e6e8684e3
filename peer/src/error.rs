//! What can go wrong reading an SDP, a description's bytes or their text.

use std::fmt;

use crate::limits::MAX_CANDIDATES;

/// Why an SDP, a description's bytes or their text were refused.
///
/// Reading never panics: every input, however hostile, ends in a value or one of these.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The input is longer than anything this format makes; refused before it is read.
    TooLong {
        /// The input's length (bytes, or characters of text).
        len: usize,
        /// The longest accepted.
        max: usize,
    },
    /// The input is empty.
    Empty,
    /// The text holds a character its encoding never writes, at this byte offset.
    BadCharacter {
        /// Byte offset of the first such character.
        at: usize,
    },
    /// The text's length, or the value of one of its groups, is not one the encoding makes.
    BadText,
    /// The bytes end before the description does.
    Truncated,
    /// Bytes are left after the end of the description.
    TrailingBytes,
    /// The version byte names a version of the format this build does not read.
    UnsupportedVersion(u8),
    /// A field holds a value the format never writes (the field's name).
    BadField(&'static str),
    /// The SDP lacks a line this needs (the line's name).
    MissingSdp(&'static str),
    /// The SDP has a line this cannot read, or is not a single data channel (what is wrong).
    BadSdp(&'static str),
    /// No host candidate to carry: the SDP was taken before ICE gathering completed.
    NoCandidates,
    /// More candidates than the format carries (the number given).
    TooManyCandidates(usize),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::TooLong { len, max } => {
                write!(f, "input too long: {len} (at most {max}); nothing was read")
            }
            Error::Empty => f.write_str("empty input"),
            Error::BadCharacter { at } => {
                write!(f, "a character its encoding never writes at {at}")
            }
            Error::BadText => {
                f.write_str("not a text its encoding makes (length or a group's value)")
            }
            Error::Truncated => f.write_str("the data ends too early"),
            Error::TrailingBytes => f.write_str("unexpected bytes after the end of the data"),
            Error::UnsupportedVersion(v) => write!(f, "version {v} of the format is not read here"),
            Error::BadField(name) => write!(f, "invalid value for {name}"),
            Error::MissingSdp(line) => write!(f, "the SDP has no {line} line"),
            Error::BadSdp(what) => write!(f, "unsupported SDP: {what}"),
            Error::NoCandidates => {
                f.write_str("no host candidate (was the SDP taken before ICE gathering completed?)")
            }
            Error::TooManyCandidates(n) => {
                write!(f, "{n} candidates: at most {MAX_CANDIDATES} are carried")
            }
        }
    }
}

impl std::error::Error for Error {}
