//! Joining a seat by its QR code (docs/peer.md, "The flow it serves"): the table's code for a
//! seat (its offer and secret in a link to the app), what the phone reads from that link, the
//! phone's answer in a code of its own, and what the table reads back from it. Pure Rust on
//! `skald_peer`; the browsers' connections are [`super::channel`]'s.

use skald::PlayerId;
use skald_peer::qr::QrMatrix;
use skald_peer::{Kind, Signal};

use super::secret::Secret;

/// The route a seat's link opens, after the app's own address:
/// `https://…/skald/#/join/<decimal digits>`.
pub const JOIN_ROUTE: &str = "#/join/";

/// The largest QR version a seat's link is drawn in: real offers take 8 or 9 after a
/// 39-character address (docs/peer.md, "Sizes"); a longer address or more candidates fail
/// rather than draw a code too fine for a phone's camera across the table.
pub const LINK_VERSION: u8 = 10;

/// The largest QR version a phone's answer is drawn in (real answers take 7 or 8; the table's
/// camera reads it from a hand's length).
pub const ANSWER_VERSION: u8 = 12;

/// The light modules drawn around a code: the QR standard's quiet zone.
pub const QUIET: usize = 4;

/// Why a seat's code could not be made or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The SDP, the link or the code could not be read or written: `skald_peer`'s reason.
    Peer(skald_peer::Error),
    /// The code would not fit in a QR code of the largest version allowed.
    TooBig,
    /// A seat a code cannot carry (beyond 255).
    Seat,
    /// An answer where an offer was expected, or the other way round.
    WrongKind,
    /// An answer for a seat that is not waiting for one, or with another secret than its
    /// code's (a stale code, another game's, a stranger's).
    NotWaited,
}

impl From<skald_peer::Error> for JoinError {
    fn from(e: skald_peer::Error) -> JoinError {
        JoinError::Peer(e)
    }
}

/// A code to show: its text and the QR code drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    /// What the code holds: a seat's link, or a phone's answer in base45.
    pub text: String,
    /// The QR code as an SVG document (dark modules on a light ground, with its quiet zone).
    pub svg: String,
    /// Its QR version (1 to 40: 17 + 4 × version modules a side).
    pub version: u8,
}

/// The QR code of `parts` (each in the densest mode its characters allow).
fn draw(text: String, parts: &[&str], max_version: u8) -> Result<Code, JoinError> {
    let m = QrMatrix::encode(parts, max_version).map_err(|_| JoinError::TooBig)?;
    Ok(Code {
        text,
        svg: m.to_svg(QUIET),
        version: m.version(),
    })
}

/// The table's code for `seat`: a link to the app at `app` (its address up to the hash, e.g.
/// `https://games.example.org/skald/`) carrying the table's offer (`offer_sdp`, taken once
/// ICE gathering completed) and the seat's secret, in decimal digits.
pub fn offer_code(
    app: &str,
    offer_sdp: &str,
    seat: PlayerId,
    secret: &Secret,
) -> Result<Code, JoinError> {
    let seat = u8::try_from(seat).map_err(|_| JoinError::Seat)?;
    let signal = Signal::from_sdp(Kind::Offer, offer_sdp, seat, secret.0)?;
    let start = format!("{app}{JOIN_ROUTE}");
    let digits = signal.to_decimal()?;
    draw(format!("{start}{digits}"), &[&start, &digits], LINK_VERSION)
}

/// The payload of a seat's link: what follows [`JOIN_ROUTE`] in `address` (the whole
/// address, or its hash), if it is a seat's link.
pub fn link_payload(address: &str) -> Option<&str> {
    let at = address.find(JOIN_ROUTE)?;
    Some(&address[at + JOIN_ROUTE.len()..])
}

/// What a seat's link tells the phone: the seat, its secret (for the hello), and the table's
/// offer as an SDP for `setRemoteDescription({type: "offer", sdp})`.
#[derive(Clone, Debug)]
pub struct Offer {
    /// The seat the code is for.
    pub seat: PlayerId,
    /// The seat's secret.
    pub secret: Secret,
    /// The table's offer.
    pub sdp: String,
}

/// Reads the payload of a seat's link ([`link_payload`]).
pub fn read_offer(payload: &str) -> Result<Offer, JoinError> {
    let signal = Signal::from_decimal(payload)?;
    if signal.description.kind != Kind::Offer {
        return Err(JoinError::WrongKind);
    }
    Ok(Offer {
        seat: signal.seat.into(),
        secret: Secret(signal.secret),
        sdp: signal.description.to_sdp(),
    })
}

/// The phone's code: its answer (`answer_sdp`, taken once ICE gathering completed) with the
/// seat and secret of the link it answers, in base45.
pub fn answer_code(answer_sdp: &str, seat: PlayerId, secret: &Secret) -> Result<Code, JoinError> {
    let seat = u8::try_from(seat).map_err(|_| JoinError::Seat)?;
    let signal = Signal::from_sdp(Kind::Answer, answer_sdp, seat, secret.0)?;
    let text = signal.to_base45()?;
    let parts = [text.as_str()];
    draw(text.clone(), &parts, ANSWER_VERSION)
}

/// A phone's answer as the table reads it: the seat, and the SDP for
/// `setRemoteDescription({type: "answer", sdp})` on that seat's connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The seat it answers.
    pub seat: PlayerId,
    /// The phone's answer.
    pub sdp: String,
}

/// Reads a text the table's camera found: a phone's answer for a seat that `waiting` says is
/// waiting for one with that secret (the gate's [`super::Gate::expects`]). Anything else —
/// not base45, not an answer, another seat's or game's — is refused, and the camera reads on.
pub fn read_answer(
    text: &str,
    waiting: impl Fn(PlayerId, &Secret) -> bool,
) -> Result<Answer, JoinError> {
    let signal = Signal::from_base45(text)?;
    if signal.description.kind != Kind::Answer {
        return Err(JoinError::WrongKind);
    }
    let seat = PlayerId::from(signal.seat);
    if !waiting(seat, &Secret(signal.secret)) {
        return Err(JoinError::NotWaited);
    }
    Ok(Answer {
        seat,
        sdp: signal.description.to_sdp(),
    })
}
