//! A WebRTC session description cut down to what a data channel between two browsers on one
//! network needs: the ICE credentials, the DTLS fingerprint and role, the SCTP parameters and
//! the host candidates. Read from a browser's SDP (`sdp_read.rs`), written back as an SDP a
//! browser accepts (`sdp_write.rs`), packed into bytes (`wire.rs`).

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::error::Error;
use crate::limits::{MAX_CANDIDATES, MAX_HOST_NAME, MAX_ICE_CHARS, MAX_MID};

/// Whether a description is an offer (the table's) or an answer (the phone's): the `type` of
/// the browser's `RTCSessionDescription`, which the SDP text itself does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `"offer"`.
    Offer,
    /// `"answer"`.
    Answer,
}

impl Kind {
    /// The name `RTCSessionDescription.type` uses.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Offer => "offer",
            Kind::Answer => "answer",
        }
    }
}

/// The DTLS role (`a=setup`, RFC 4145/8842).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setup {
    /// `actpass`: an offer leaves the role to the answer.
    ActPass,
    /// `active`: this side starts the DTLS handshake (browsers' answers).
    Active,
    /// `passive`.
    Passive,
}

impl Setup {
    /// The value of the `a=setup` line.
    pub fn as_str(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// A candidate's transport.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Transport {
    /// UDP.
    Udp,
    /// TCP (RFC 6544), with its `tcptype`.
    Tcp(TcpType),
}

/// The `tcptype` of a TCP candidate (RFC 6544).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TcpType {
    /// `active`: opens connections (browsers give it port 9).
    Active,
    /// `passive`: accepts them.
    Passive,
    /// `so`: simultaneous open.
    So,
}

impl TcpType {
    /// The value after `tcptype`.
    pub fn as_str(self) -> &'static str {
        match self {
            TcpType::Active => "active",
            TcpType::Passive => "passive",
            TcpType::So => "so",
        }
    }
}

/// Where a host candidate is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Address {
    /// An IPv4 address.
    V4(Ipv4Addr),
    /// An IPv6 address.
    V6(Ipv6Addr),
    /// An mDNS name as browsers make them to hide local addresses: a random UUID followed by
    /// `.local`, carried as the UUID's 16 bytes and written back in lower case.
    Mdns([u8; 16]),
    /// Any other host name: 1 to 63 ASCII letters, digits, dots and hyphens.
    Name(String),
}

/// One host candidate of the data channel's single ICE component.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Candidate {
    /// Its address or name.
    pub address: Address,
    /// Its port.
    pub port: u16,
    /// UDP, or TCP with its type.
    pub transport: Transport,
}

/// A session description for one data channel, as much of it as the other side needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    /// Offer or answer.
    pub kind: Kind,
    /// `a=ice-ufrag`: 4 to 127 ICE characters (letters, digits, `+`, `/`).
    pub ice_ufrag: String,
    /// `a=ice-pwd`: 22 to 127 ICE characters.
    pub ice_pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate (`a=fingerprint:sha-256`).
    pub fingerprint: [u8; 32],
    /// `a=setup`.
    pub setup: Setup,
    /// `a=mid` of the data channel's media section (browsers: `0`); 1 to 16 letters, digits,
    /// `-` or `_`. An answer must repeat the offer's.
    pub mid: String,
    /// `a=sctp-port` (browsers: 5000).
    pub sctp_port: u16,
    /// `a=max-message-size`, when the SDP gave one (Chromium 262144, Firefox 1073741823;
    /// absent means 65536, RFC 8841).
    pub max_message_size: Option<u32>,
    /// The host candidates, highest priority first: 1 to 8 of them.
    pub candidates: Vec<Candidate>,
}

/// Whether `c` is an ICE character (RFC 8839: `ALPHA / DIGIT / "+" / "/"`).
pub(crate) fn is_ice_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'+' || c == b'/'
}

/// Whether `c` may appear in a host name we carry.
pub(crate) fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'.' || c == b'-'
}

/// Whether `c` may appear in a media id we carry.
pub(crate) fn is_mid_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

impl Description {
    /// Checks every field against what the format carries and what the SDP written from it
    /// may hold: nothing read from outside reaches an SDP line unless it passed here (no
    /// spaces, no line breaks, only the characters each field allows).
    pub fn check(&self) -> Result<(), Error> {
        let ice = |s: &str, min: usize| {
            (min..=MAX_ICE_CHARS).contains(&s.len()) && s.bytes().all(is_ice_char)
        };
        if !ice(&self.ice_ufrag, 4) {
            return Err(Error::BadField("ice-ufrag"));
        }
        if !ice(&self.ice_pwd, 22) {
            return Err(Error::BadField("ice-pwd"));
        }
        if self.mid.is_empty() || self.mid.len() > MAX_MID || !self.mid.bytes().all(is_mid_char) {
            return Err(Error::BadField("mid"));
        }
        if self.sctp_port == 0 {
            return Err(Error::BadField("sctp-port"));
        }
        if self.max_message_size == Some(0) {
            return Err(Error::BadField("max-message-size"));
        }
        match self.candidates.len() {
            0 => return Err(Error::NoCandidates),
            n if n > MAX_CANDIDATES => return Err(Error::TooManyCandidates(n)),
            _ => {}
        }
        for (i, c) in self.candidates.iter().enumerate() {
            if let Address::Name(name) = &c.address {
                // A name that reads as an address or an mDNS name is carried as one.
                if !valid_host_name(name)
                    || name.parse::<Ipv4Addr>().is_ok()
                    || parse_mdns(name).is_some()
                {
                    return Err(Error::BadField("candidate host name"));
                }
            }
            if self.candidates[..i].contains(c) {
                return Err(Error::BadField("duplicate candidate"));
            }
        }
        Ok(())
    }
}

/// Whether `name` is a host name we carry: 1 to 63 letters, digits, dots and hyphens, not
/// starting with a hyphen or a dot.
pub(crate) fn valid_host_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && b.len() <= MAX_HOST_NAME
        && b.iter().all(|&c| is_name_char(c))
        && b[0] != b'-'
        && b[0] != b'.'
}

/// Reads an mDNS name made by a browser, `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local` (hex
/// digits of either case), into the UUID's bytes.
pub(crate) fn parse_mdns(name: &str) -> Option<[u8; 16]> {
    let uuid = name.strip_suffix(".local")?.as_bytes();
    if uuid.len() != 36 {
        return None;
    }
    let mut out = [0u8; 16];
    let mut nibbles = 0usize;
    for (i, &c) in uuid.iter().enumerate() {
        if matches!(i, 8 | 13 | 18 | 23) {
            if c != b'-' {
                return None;
            }
            continue;
        }
        let v = (c as char).to_digit(16)? as u8;
        out[nibbles / 2] |= if nibbles.is_multiple_of(2) { v << 4 } else { v };
        nibbles += 1;
    }
    Some(out)
}

/// Writes the mDNS name of a UUID, in lower case.
pub(crate) fn mdns_name(uuid: &[u8; 16]) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(42);
    for (i, b) in uuid.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            s.push('-');
        }
        s.push(HEX[(b >> 4) as usize] as char);
        s.push(HEX[(b & 15) as usize] as char);
    }
    s.push_str(".local");
    s
}
