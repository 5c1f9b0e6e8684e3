//! Bytes as text, three ways (docs/peer.md, "As text"):
//!
//! - **base64url** (RFC 4648 §5, without padding): 4 characters per 3 bytes, the shortest
//!   text, safe anywhere in a URL; for a link shown, copied or typed. In a QR code it needs
//!   byte mode, 8 bits a character: 10.7 bits a byte.
//! - **base45** (RFC 9285): 3 characters per 2 bytes, all of them in the QR code's
//!   alphanumeric mode (11 bits per 2 characters): 8.25 bits a byte. For a QR code that is
//!   not a link (the phone's answer, read by the table's own decoder): its alphabet holds a
//!   space and `%`, which a URL cannot carry as they are.
//! - **decimal**: each 7 bytes as 17 digits (the last 1–6 bytes as 3, 5, 8, 10, 13 or 15),
//!   all in the QR code's numeric mode (10 bits per 3 digits): 8.1 bits a byte, the densest
//!   QR text, and digits are safe anywhere in a URL; for the link in the table's QR code.
//!
//! Each decoder is strict (it accepts only what its encoder writes, so one byte string has one
//! text) and refuses text longer than the encoding of [`MAX_BYTES`] before reading it.

use crate::error::Error;
use crate::limits::MAX_BYTES;

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const B45: &[u8; 45] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

/// Refuses text longer than `max` or empty.
fn bound(text: &str, max: usize) -> Result<(), Error> {
    if text.len() > max {
        return Err(Error::TooLong {
            len: text.len(),
            max,
        });
    }
    if text.is_empty() {
        return Err(Error::Empty);
    }
    Ok(())
}

/// The position of `c` in `alphabet`, else the error for a bad character at `at`.
fn index_of(alphabet: &[u8], c: u8, at: usize) -> Result<u32, Error> {
    alphabet
        .iter()
        .position(|&a| a == c)
        .map(|i| i as u32)
        .ok_or(Error::BadCharacter { at })
}

/// The base64url length of `n` bytes.
pub fn base64url_len(n: usize) -> usize {
    (n * 4).div_ceil(3)
}

/// Bytes as base64url without padding.
pub fn to_base64url(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(base64url_len(bytes.len()));
    for chunk in bytes.chunks(3) {
        let mut v = 0u32;
        for (i, &b) in chunk.iter().enumerate() {
            v |= (b as u32) << (16 - 8 * i);
        }
        for i in 0..=chunk.len() {
            s.push(B64[(v >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    s
}

/// Base64url without padding back into bytes. Refuses padding, other characters, a length
/// of 1 modulo 4 and unused bits that are not zero.
pub fn from_base64url(text: &str) -> Result<Vec<u8>, Error> {
    bound(text, base64url_len(MAX_BYTES))?;
    let t = text.as_bytes();
    if t.len() % 4 == 1 {
        return Err(Error::BadText);
    }
    let mut out = Vec::with_capacity(t.len() * 3 / 4);
    for (k, chunk) in t.chunks(4).enumerate() {
        let mut v = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            v |= index_of(B64, c, k * 4 + i)? << (18 - 6 * i);
        }
        let n = chunk.len() - 1;
        for i in 0..n {
            out.push((v >> (16 - 8 * i)) as u8);
        }
        // Bits below the last whole byte must be zero.
        if v & ((1 << (24 - 8 * n)) - 1) != 0 {
            return Err(Error::BadText);
        }
    }
    Ok(out)
}

/// The base45 length of `n` bytes.
pub fn base45_len(n: usize) -> usize {
    n / 2 * 3 + n % 2 * 2
}

/// Bytes as base45 (RFC 9285).
pub fn to_base45(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(base45_len(bytes.len()));
    for chunk in bytes.chunks(2) {
        let (mut v, digits) = match chunk {
            [a, b] => ((*a as u32) << 8 | *b as u32, 3),
            [a] => (*a as u32, 2),
            _ => unreachable!("chunks(2) gives 1 or 2 bytes"),
        };
        for _ in 0..digits {
            s.push(B45[(v % 45) as usize] as char);
            v /= 45;
        }
    }
    s
}

/// Base45 (RFC 9285) back into bytes. Refuses other characters (lower case included), a
/// length of 1 modulo 3 and groups beyond 65535 (or 255 for the last pair).
pub fn from_base45(text: &str) -> Result<Vec<u8>, Error> {
    bound(text, base45_len(MAX_BYTES))?;
    let t = text.as_bytes();
    if t.len() % 3 == 1 {
        return Err(Error::BadText);
    }
    let mut out = Vec::with_capacity(t.len() * 2 / 3);
    for (k, chunk) in t.chunks(3).enumerate() {
        // Little-endian digits: c + 45 d + 45² e.
        let mut v = 0u32;
        let mut weight = 1;
        for (i, &c) in chunk.iter().enumerate() {
            v += index_of(B45, c, k * 3 + i)? * weight;
            weight *= 45;
        }
        if chunk.len() == 3 {
            let v = u16::try_from(v).map_err(|_| Error::BadText)?;
            out.extend_from_slice(&v.to_be_bytes());
        } else {
            out.push(u8::try_from(v).map_err(|_| Error::BadText)?);
        }
    }
    Ok(out)
}

/// The digits that carry the last `k` bytes of a decimal text (`k` < 7), and a whole group.
const DIGITS: [usize; 8] = [0, 3, 5, 8, 10, 13, 15, 17];

/// The decimal length of `n` bytes.
pub fn decimal_len(n: usize) -> usize {
    n / 7 * 17 + DIGITS[n % 7]
}

/// Bytes as decimal digits: each group of 7 bytes (a big-endian number below 2^56) as 17
/// digits, the last group of `k` bytes as the fewest digits that hold 256^k values.
pub fn to_decimal(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(decimal_len(bytes.len()));
    let mut digits = [0u8; 17];
    for chunk in bytes.chunks(7) {
        let mut v = chunk.iter().fold(0u64, |v, &b| v << 8 | b as u64);
        let n = DIGITS[chunk.len()];
        for d in digits[..n].iter_mut().rev() {
            *d = b'0' + (v % 10) as u8;
            v /= 10;
        }
        s.extend(digits[..n].iter().map(|&d| d as char));
    }
    s
}

/// Decimal digits back into bytes. Refuses other characters, a length no byte string gives,
/// and groups beyond what their bytes hold.
pub fn from_decimal(text: &str) -> Result<Vec<u8>, Error> {
    bound(text, decimal_len(MAX_BYTES))?;
    let t = text.as_bytes();
    if let Some(at) = t.iter().position(|c| !c.is_ascii_digit()) {
        return Err(Error::BadCharacter { at });
    }
    let last = DIGITS
        .iter()
        .position(|&d| d == t.len() % 17)
        .ok_or(Error::BadText)?;
    let mut out = Vec::with_capacity(t.len() * 7 / 17 + 7);
    for chunk in t.chunks(17) {
        let bytes = if chunk.len() == 17 { 7 } else { last };
        let mut v = 0u64;
        for &c in chunk {
            // At most 17 digits: below 10^17 < 2^64.
            v = v * 10 + (c - b'0') as u64;
        }
        if v >> (8 * bytes) != 0 {
            return Err(Error::BadText);
        }
        out.extend_from_slice(&v.to_be_bytes()[8 - bytes..]);
    }
    Ok(out)
}
