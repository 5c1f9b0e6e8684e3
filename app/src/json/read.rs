//! The reader: JSON text (RFC 8259, nothing more: no comments, no trailing commas, no byte
//! order mark) into a [`Value`], within [`MAX_LEN`] and [`MAX_DEPTH`].

use super::error::Error;
use super::value::{Map, Number, Value};

/// The most arrays and objects nested in one another the reader takes (serde_json's limit
/// too).
pub const MAX_DEPTH: usize = 127;

/// The longest text the reader takes, in bytes (a save is at most 1 MiB; a custom card
/// list remembered in the settings a few dozen KiB).
pub const MAX_LEN: usize = 8 << 20;

/// Reads `text` as one JSON value (whitespace around it allowed, nothing else).
pub fn parse(text: &str) -> Result<Value, Error> {
    let mut r = Reader {
        b: text.as_bytes(),
        i: 0,
    };
    if text.len() > MAX_LEN {
        return Err(r.fail("text too long"));
    }
    let v = r.value(0)?;
    r.ws();
    if r.i < r.b.len() {
        return Err(r.fail("trailing characters"));
    }
    Ok(v)
}

struct Reader<'a> {
    b: &'a [u8],
    i: usize,
}

impl<'a> Reader<'a> {
    /// An error at the current position.
    fn fail(&self, msg: &str) -> Error {
        let upto = &self.b[..self.i.min(self.b.len())];
        let line = 1 + upto.iter().filter(|&&c| c == b'\n').count();
        let column = 1 + upto.iter().rev().take_while(|&&c| c != b'\n').count();
        Error::at(msg, line, column)
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.i += 1;
        }
    }

    /// Consumes `c` (after whitespace) or fails with `msg`.
    fn expect(&mut self, c: u8, msg: &str) -> Result<(), Error> {
        self.ws();
        if self.peek() == Some(c) {
            self.i += 1;
            Ok(())
        } else {
            Err(self.fail(msg))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Error> {
        self.ws();
        let Some(c) = self.peek() else {
            return Err(self.fail("EOF while parsing a value"));
        };
        if matches!(c, b'[' | b'{') && depth >= MAX_DEPTH {
            return Err(self.fail("recursion limit exceeded"));
        }
        match c {
            b'n' => self.word("null", Value::Null),
            b't' => self.word("true", Value::Bool(true)),
            b'f' => self.word("false", Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'-' | b'0'..=b'9' => self.number().map(Value::Number),
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.peek() == Some(b']') {
                    self.i += 1;
                    return Ok(Value::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Value::Array(items));
                        }
                        _ => return Err(self.fail("expected `,` or `]`")),
                    }
                }
            }
            b'{' => {
                self.i += 1;
                let mut entries = Vec::new();
                self.ws();
                if self.peek() == Some(b'}') {
                    self.i += 1;
                    return Ok(Value::Object(Map(entries)));
                }
                loop {
                    self.ws();
                    if self.peek() != Some(b'"') {
                        return Err(self.fail("key must be a string"));
                    }
                    let key = self.string()?;
                    self.expect(b':', "expected `:`")?;
                    entries.push((key, self.value(depth + 1)?));
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(Value::Object(Map(entries)));
                        }
                        _ => return Err(self.fail("expected `,` or `}`")),
                    }
                }
            }
            _ => Err(self.fail("expected value")),
        }
    }

    fn word(&mut self, word: &str, v: Value) -> Result<Value, Error> {
        if self.b[self.i..].starts_with(word.as_bytes()) {
            self.i += word.len();
            Ok(v)
        } else {
            Err(self.fail("expected value"))
        }
    }

    /// A string, the reader at its opening quote.
    fn string(&mut self) -> Result<String, Error> {
        self.i += 1;
        let mut out = String::new();
        loop {
            let start = self.i;
            while matches!(self.peek(), Some(c) if c >= 0x20 && c != b'"' && c != b'\\') {
                self.i += 1;
            }
            // The text is UTF-8 and the run stops at an ASCII byte or the end: a whole
            // number of characters.
            out.push_str(std::str::from_utf8(&self.b[start..self.i]).unwrap_or(""));
            match self.peek() {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = self.peek();
                    self.i += 1;
                    out.push(match c {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.unicode()?,
                        _ => {
                            self.i -= 1;
                            return Err(self.fail("invalid escape"));
                        }
                    });
                }
                None => return Err(self.fail("EOF while parsing a string")),
                Some(_) => {
                    return Err(self
                        .fail("control character (\\u0000-\\u001F) found while parsing a string"))
                }
            }
        }
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u32, Error> {
        let mut n = 0;
        for _ in 0..4 {
            let d = self.peek().and_then(|c| (c as char).to_digit(16));
            let Some(d) = d else {
                return Err(self.fail("invalid escape"));
            };
            n = n * 16 + d;
            self.i += 1;
        }
        Ok(n)
    }

    /// The character of a `\u` escape (the reader after the `u`), a surrogate pair joined.
    fn unicode(&mut self) -> Result<char, Error> {
        let hi = self.hex4()?;
        let code = match hi {
            0xD800..=0xDBFF => {
                if !self.b[self.i..].starts_with(b"\\u") {
                    return Err(self.fail("lone leading surrogate in hex escape"));
                }
                self.i += 2;
                let lo = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&lo) {
                    return Err(self.fail("lone leading surrogate in hex escape"));
                }
                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(self.fail("lone trailing surrogate in hex escape")),
            n => n,
        };
        char::from_u32(code).ok_or_else(|| self.fail("invalid unicode code point"))
    }

    /// A number, as serde_json reads one (see [`Number`]).
    fn number(&mut self) -> Result<Number, Error> {
        let start = self.i;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.i += 1;
        }
        let int = self.digits();
        if int.is_empty() || (int.len() > 1 && int[0] == b'0') {
            return Err(self.fail("invalid number"));
        }
        let mut frac: &[u8] = &[];
        let mut float = false;
        if self.peek() == Some(b'.') {
            self.i += 1;
            frac = self.digits();
            if frac.is_empty() {
                return Err(self.fail("invalid number"));
            }
            float = true;
        }
        let mut exp: i32 = 0;
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.i += 1;
            let minus = self.peek() == Some(b'-');
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.i += 1;
            }
            let digits = self.digits();
            if digits.is_empty() {
                return Err(self.fail("invalid number"));
            }
            // Far past any f64 either way: the value is 0 or out of range all the same.
            let e = digits
                .iter()
                .fold(0i32, |e, &d| (e * 10 + (d - b'0') as i32).min(1 << 20));
            exp = if minus { -e } else { e };
            float = true;
        }
        if !float {
            let n = int.iter().try_fold(0u64, |n, &d| {
                n.checked_mul(10)?.checked_add((d - b'0') as u64)
            });
            match (n, negative) {
                (Some(n), false) => return Ok(Number::PosInt(n)),
                (Some(n), true) if n > 0 => {
                    if let Some(n) = 0i64.checked_sub_unsigned(n) {
                        return Ok(Number::NegInt(n));
                    }
                }
                _ => {}
            }
        }
        // The first 19 significant digits, the others counted in the exponent.
        let mut m = 0u64;
        for (i, &d) in int.iter().chain(frac).enumerate() {
            if m < 1_000_000_000_000_000_000 {
                m = m * 10 + (d - b'0') as u64;
                exp -= (i >= int.len()) as i32;
            } else {
                exp += (i < int.len()) as i32;
            }
        }
        let f = float_of(m, exp);
        if f.is_infinite() {
            self.i = start;
            return Err(self.fail("number out of range"));
        }
        Ok(Number::Float(if negative { -f } else { f }))
    }

    /// The ASCII digits from here on.
    fn digits(&mut self) -> &'a [u8] {
        let from = self.i;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.i += 1;
        }
        let b: &'a [u8] = self.b;
        &b[from..self.i]
    }
}

/// `m` × 10^`exp`: exact (correctly rounded) when `m` < 2^53 and |`exp`| ≤ 22, as most
/// numbers written with a few decimals are; otherwise within a few rounding steps, as
/// serde_json reads such numbers (without its `float_roundtrip` feature): nothing the app
/// reads is a fraction, and Rust's exact reader is 5 KB of wasm.
fn float_of(m: u64, mut exp: i32) -> f64 {
    const P: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    let mut f = m as f64;
    while exp > 22 && f.is_finite() {
        f *= 1e22;
        exp -= 22;
    }
    while exp < -22 && f != 0.0 {
        f /= 1e22;
        exp += 22;
    }
    let p = P[exp.unsigned_abs().min(22) as usize];
    if exp >= 0 {
        f * p
    } else {
        f / p
    }
}
