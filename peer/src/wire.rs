//! The binary form of a [`Signal`]: a seat, its secret and a description (docs/peer.md, "Wire
//! format", has the byte layout).

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::desc::{Address, Candidate, Description, Kind, Setup, TcpType, Transport};
use crate::error::Error;
use crate::limits::{MAX_BYTES, MAX_CANDIDATES, MAX_HOST_NAME, MAX_ICE_CHARS, MAX_MID, VERSION};
use crate::text;

/// What one QR code or link carries: the seat it is for, that seat's secret, and the offer or
/// answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signal {
    /// The seat at the table (0 for the first).
    pub seat: u8,
    /// The seat's secret, chosen at random by the table for each game (16 bytes from
    /// `crypto.getRandomValues`): whoever holds it may take the seat.
    pub secret: [u8; 16],
    /// The offer or the answer.
    pub description: Description,
}

// The flags byte.
const ANSWER: u8 = 1;
const SETUP_SHIFT: u8 = 1; // two bits: 0 actpass, 1 active, 2 passive
const SCTP_PORT: u8 = 1 << 3; // a port other than 5000 follows
const MAX_MESSAGE: u8 = 1 << 4; // a max-message-size follows
const MID: u8 = 1 << 5; // a mid other than "0" follows
const FLAGS_USED: u8 = 0b0011_1111;

// A packed ICE string's length byte: the hex form's flag and the length.
const HEX_FORM: u8 = 0x80;

// A candidate's header byte: the address form (bits 0-2), TCP (bit 3), its tcptype (bits 4-5).
const FORM_V4: u8 = 0;
const FORM_V6: u8 = 1;
const FORM_V6_SAME_PREFIX: u8 = 2; // the /64 prefix of the previous IPv6 address, then 8 bytes
const FORM_MDNS: u8 = 3;
const FORM_NAME: u8 = 4;
const FORM_SAME_AS: u8 = 5; // the address of an earlier candidate, by its index
const TCP: u8 = 1 << 3;
const TCPTYPE_SHIFT: u8 = 4;
const HEADER_USED: u8 = 0b0011_1111;

impl Signal {
    /// Reads a browser's SDP (see [`Description::from_sdp`]) into a signal for `seat`.
    pub fn from_sdp(kind: Kind, sdp: &str, seat: u8, secret: [u8; 16]) -> Result<Signal, Error> {
        Ok(Signal {
            seat,
            secret,
            description: Description::from_sdp(kind, sdp)?,
        })
    }

    /// The binary form. Fails only for a description that does not pass
    /// [`Description::check`].
    pub fn encode(&self) -> Result<Vec<u8>, Error> {
        let d = &self.description;
        d.check()?;
        let mut out = Vec::with_capacity(128);
        let setup = match d.setup {
            Setup::ActPass => 0,
            Setup::Active => 1,
            Setup::Passive => 2,
        };
        let mut flags = setup << SETUP_SHIFT;
        if d.kind == Kind::Answer {
            flags |= ANSWER;
        }
        if d.sctp_port != 5000 {
            flags |= SCTP_PORT;
        }
        if d.max_message_size.is_some() {
            flags |= MAX_MESSAGE;
        }
        if d.mid != "0" {
            flags |= MID;
        }
        out.extend_from_slice(&[VERSION, flags, self.seat]);
        out.extend_from_slice(&self.secret);
        out.extend_from_slice(&d.fingerprint);
        put_ice(&mut out, &d.ice_ufrag);
        put_ice(&mut out, &d.ice_pwd);
        if flags & SCTP_PORT != 0 {
            out.extend_from_slice(&d.sctp_port.to_be_bytes());
        }
        if let Some(mut size) = d.max_message_size {
            // LEB128: seven bits a byte, low bits first.
            while size >= 0x80 {
                out.push(size as u8 | 0x80);
                size >>= 7;
            }
            out.push(size as u8);
        }
        if flags & MID != 0 {
            out.push(d.mid.len() as u8);
            out.extend_from_slice(d.mid.as_bytes());
        }
        out.push(d.candidates.len() as u8);
        let mut last_v6: Option<[u8; 16]> = None;
        for (i, c) in d.candidates.iter().enumerate() {
            let mut header = match c.transport {
                Transport::Udp => 0,
                Transport::Tcp(t) => {
                    let t = match t {
                        TcpType::Active => 0,
                        TcpType::Passive => 1,
                        TcpType::So => 2,
                    };
                    TCP | t << TCPTYPE_SHIFT
                }
            };
            let header_at = out.len();
            out.push(0);
            if let Some(j) = d.candidates[..i]
                .iter()
                .position(|e| e.address == c.address)
            {
                header |= FORM_SAME_AS;
                out.push(j as u8);
            } else {
                match &c.address {
                    Address::V4(a) => {
                        header |= FORM_V4;
                        out.extend_from_slice(&a.octets());
                    }
                    Address::V6(a) => {
                        let o = a.octets();
                        if last_v6.is_some_and(|p| p[..8] == o[..8]) {
                            header |= FORM_V6_SAME_PREFIX;
                            out.extend_from_slice(&o[8..]);
                        } else {
                            header |= FORM_V6;
                            out.extend_from_slice(&o);
                        }
                        last_v6 = Some(o);
                    }
                    Address::Mdns(uuid) => {
                        header |= FORM_MDNS;
                        out.extend_from_slice(uuid);
                    }
                    Address::Name(name) => {
                        header |= FORM_NAME;
                        out.push(name.len() as u8);
                        out.extend_from_slice(name.as_bytes());
                    }
                }
            }
            out[header_at] = header;
            out.extend_from_slice(&c.port.to_be_bytes());
        }
        Ok(out)
    }

    /// Reads the binary form. Never panics; refuses input over
    /// [`MAX_BYTES`](crate::limits::MAX_BYTES) before reading it, another version, reserved
    /// bits set, a truncated or overlong input, and anything [`Description::check`] refuses.
    pub fn decode(bytes: &[u8]) -> Result<Signal, Error> {
        if bytes.len() > MAX_BYTES {
            return Err(Error::TooLong {
                len: bytes.len(),
                max: MAX_BYTES,
            });
        }
        let mut r = Reader(bytes);
        let version = r.byte().map_err(|_| Error::Empty)?;
        if version != VERSION {
            return Err(Error::UnsupportedVersion(version));
        }
        let flags = r.byte()?;
        if flags & !FLAGS_USED != 0 {
            return Err(Error::BadField("flags"));
        }
        let setup = match flags >> SETUP_SHIFT & 3 {
            0 => Setup::ActPass,
            1 => Setup::Active,
            2 => Setup::Passive,
            _ => return Err(Error::BadField("setup")),
        };
        let seat = r.byte()?;
        let secret = r.array::<16>()?;
        let fingerprint = r.array::<32>()?;
        let ice_ufrag = r.ice()?;
        let ice_pwd = r.ice()?;
        let sctp_port = if flags & SCTP_PORT != 0 {
            u16::from_be_bytes(r.array()?)
        } else {
            5000
        };
        let max_message_size = if flags & MAX_MESSAGE != 0 {
            Some(r.leb128()?)
        } else {
            None
        };
        let mid = if flags & MID != 0 {
            let n = r.byte()? as usize;
            if n == 0 || n > MAX_MID {
                return Err(Error::BadField("mid"));
            }
            let mid = r.ascii(n)?;
            if mid == "0" {
                return Err(Error::BadField("mid"));
            }
            mid
        } else {
            "0".to_owned()
        };
        let count = r.byte()? as usize;
        if count == 0 {
            return Err(Error::NoCandidates);
        }
        if count > MAX_CANDIDATES {
            return Err(Error::TooManyCandidates(count));
        }
        let mut candidates: Vec<Candidate> = Vec::with_capacity(count);
        let mut last_v6: Option<[u8; 16]> = None;
        for _ in 0..count {
            let header = r.byte()?;
            if header & !HEADER_USED != 0 {
                return Err(Error::BadField("candidate header"));
            }
            let tcptype = header >> TCPTYPE_SHIFT & 3;
            let transport = if header & TCP == 0 {
                if tcptype != 0 {
                    return Err(Error::BadField("candidate header"));
                }
                Transport::Udp
            } else {
                Transport::Tcp(match tcptype {
                    0 => TcpType::Active,
                    1 => TcpType::Passive,
                    2 => TcpType::So,
                    _ => return Err(Error::BadField("tcptype")),
                })
            };
            let address = match header & 7 {
                FORM_V4 => Address::V4(Ipv4Addr::from(r.array::<4>()?)),
                FORM_V6 => {
                    let o = r.array::<16>()?;
                    last_v6 = Some(o);
                    Address::V6(Ipv6Addr::from(o))
                }
                FORM_V6_SAME_PREFIX => {
                    let mut o = last_v6.ok_or(Error::BadField("IPv6 prefix"))?;
                    o[8..].copy_from_slice(&r.array::<8>()?);
                    last_v6 = Some(o);
                    Address::V6(Ipv6Addr::from(o))
                }
                FORM_MDNS => Address::Mdns(r.array::<16>()?),
                FORM_NAME => {
                    let n = r.byte()? as usize;
                    if n == 0 || n > MAX_HOST_NAME {
                        return Err(Error::BadField("candidate host name"));
                    }
                    Address::Name(r.ascii(n)?)
                }
                FORM_SAME_AS => {
                    let j = r.byte()? as usize;
                    candidates
                        .get(j)
                        .ok_or(Error::BadField("candidate reference"))?
                        .address
                        .clone()
                }
                _ => return Err(Error::BadField("candidate address form")),
            };
            let port = u16::from_be_bytes(r.array()?);
            candidates.push(Candidate {
                address,
                port,
                transport,
            });
        }
        if !r.0.is_empty() {
            return Err(Error::TrailingBytes);
        }
        let description = Description {
            kind: if flags & ANSWER != 0 {
                Kind::Answer
            } else {
                Kind::Offer
            },
            ice_ufrag,
            ice_pwd,
            fingerprint,
            setup,
            mid,
            sctp_port,
            max_message_size,
            candidates,
        };
        description.check()?;
        Ok(Signal {
            seat,
            secret,
            description,
        })
    }

    /// The binary form as base64url ([`text::to_base64url`]).
    pub fn to_base64url(&self) -> Result<String, Error> {
        Ok(text::to_base64url(&self.encode()?))
    }

    /// Reads base64url text ([`text::from_base64url`], then [`Signal::decode`]).
    pub fn from_base64url(text: &str) -> Result<Signal, Error> {
        Signal::decode(&text::from_base64url(text)?)
    }

    /// The binary form as base45 ([`text::to_base45`]).
    pub fn to_base45(&self) -> Result<String, Error> {
        Ok(text::to_base45(&self.encode()?))
    }

    /// Reads base45 text ([`text::from_base45`], then [`Signal::decode`]).
    pub fn from_base45(text: &str) -> Result<Signal, Error> {
        Signal::decode(&text::from_base45(text)?)
    }

    /// The binary form as decimal digits ([`text::to_decimal`]).
    pub fn to_decimal(&self) -> Result<String, Error> {
        Ok(text::to_decimal(&self.encode()?))
    }

    /// Reads decimal digits ([`text::from_decimal`], then [`Signal::decode`]).
    pub fn from_decimal(text: &str) -> Result<Signal, Error> {
        Signal::decode(&text::from_decimal(text)?)
    }
}

/// An ICE string: its length byte (the hex form's flag and the length), then its characters
/// packed, hex digits (lower case) 4 bits each, other ICE characters 6 bits each (in
/// base64's order), high bits first, the last byte padded with zero bits.
fn put_ice(out: &mut Vec<u8>, s: &str) {
    let hex = s.bytes().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f'));
    let (bits, len) = if hex {
        (4, s.len() as u8 | HEX_FORM)
    } else {
        (6, s.len() as u8)
    };
    out.push(len);
    let mut acc = 0u32;
    let mut n = 0;
    for c in s.bytes() {
        acc = acc << bits | ice_value(c, hex);
        n += bits;
        if n >= 8 {
            n -= 8;
            out.push((acc >> n) as u8);
        }
    }
    if n > 0 {
        out.push((acc << (8 - n)) as u8);
    }
}

/// The value of an ICE character (checked by [`Description::check`]).
fn ice_value(c: u8, hex: bool) -> u32 {
    let v = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' if hex => c - b'a' + 10,
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' if hex => c - b'0',
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    v as u32
}

/// Reads the binary form from the front.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, Error> {
        let (&b, rest) = self.0.split_first().ok_or(Error::Truncated)?;
        self.0 = rest;
        Ok(b)
    }

    fn take(&mut self, n: usize) -> Result<&[u8], Error> {
        if self.0.len() < n {
            return Err(Error::Truncated);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], Error> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    /// `n` bytes of ASCII (their characters are checked by [`Description::check`]).
    fn ascii(&mut self, n: usize) -> Result<String, Error> {
        let b = self.take(n)?;
        if !b.is_ascii() {
            return Err(Error::BadField("text"));
        }
        Ok(b.iter().map(|&c| c as char).collect())
    }

    /// A u32 in LEB128, at most 5 bytes, in its shortest form.
    fn leb128(&mut self) -> Result<u32, Error> {
        let mut v = 0u64;
        for i in 0..5 {
            let b = self.byte()?;
            v |= ((b & 0x7F) as u64) << (7 * i);
            if b & 0x80 == 0 {
                if (b == 0 && i > 0) || v > u32::MAX as u64 {
                    return Err(Error::BadField("max-message-size"));
                }
                return Ok(v as u32);
            }
        }
        Err(Error::BadField("max-message-size"))
    }

    /// A packed ICE string (see `put_ice`).
    fn ice(&mut self) -> Result<String, Error> {
        const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let head = self.byte()?;
        let hex = head & HEX_FORM != 0;
        let len = (head & !HEX_FORM) as usize;
        if len == 0 || len > MAX_ICE_CHARS {
            return Err(Error::BadField("ICE credentials"));
        }
        let bits = if hex { 4 } else { 6 };
        let bytes = self.take((len * bits).div_ceil(8))?;
        let mut s = String::with_capacity(len);
        let mut acc = 0u32;
        let mut n = 0;
        let mut bytes = bytes.iter();
        for _ in 0..len {
            if n < bits {
                // The length was checked: there is a byte for every character.
                acc = acc << 8 | *bytes.next().ok_or(Error::Truncated)? as u32;
                n += 8;
            }
            n -= bits;
            let v = (acc >> n) as usize & ((1 << bits) - 1);
            s.push(if hex { HEX[v] } else { B64[v] } as char);
            acc &= (1 << n) - 1;
        }
        if acc != 0 {
            return Err(Error::BadField("ICE credentials"));
        }
        Ok(s)
    }
}
