//! A seat's secret: the 16 random bytes of the seat's QR code (`skald_peer::Signal`'s
//! `secret`), which a phone repeats in its hello to prove the seat.

/// A seat's secret. Compared in constant time ([`Secret::matches`]); written on the wire as
/// 32 lower-case hex digits.
#[derive(Clone, Copy)]
pub struct Secret(pub [u8; 16]);

/// No `Debug` of the bytes: a secret must not end up in a log by accident.
impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl Secret {
    /// Whether `other` is this secret, in time that does not depend on where they differ
    /// (every byte is compared, and the result is read once at the end).
    pub fn matches(&self, other: &Secret) -> bool {
        let mut diff = 0u8;
        for (a, b) in self.0.iter().zip(other.0.iter()) {
            diff |= a ^ b;
        }
        std::hint::black_box(diff) == 0
    }

    /// The 32 hex digits written in a hello.
    pub fn to_hex(&self) -> String {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let mut s = String::with_capacity(32);
        for b in self.0 {
            s.push(HEX[(b >> 4) as usize] as char);
            s.push(HEX[(b & 15) as usize] as char);
        }
        s
    }

    /// Reads 32 hex digits (either case); `None` for anything else.
    pub fn from_hex(text: &str) -> Option<Secret> {
        let b = text.as_bytes();
        if b.len() != 32 {
            return None;
        }
        let digit = |c: u8| match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            b'A'..=b'F' => Some(c - b'A' + 10),
            _ => None,
        };
        let mut out = [0u8; 16];
        for (i, o) in out.iter_mut().enumerate() {
            *o = digit(b[2 * i])? << 4 | digit(b[2 * i + 1])?;
        }
        Some(Secret(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_reads_back_from_its_hex_and_nothing_else_reads() {
        let s = Secret([0, 1, 2, 0xab, 0xff, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0x10, 0x7f]);
        let hex = s.to_hex();
        assert_eq!(hex, "000102abff090807060504030201107f");
        assert!(Secret::from_hex(&hex).unwrap().matches(&s));
        assert!(Secret::from_hex(&hex.to_uppercase()).unwrap().matches(&s));
        for bad in [
            "",
            "00",
            &hex[1..],
            &format!("{hex}0"),
            &hex.replace('a', "g"),
        ] {
            assert!(Secret::from_hex(bad).is_none(), "{bad}");
        }
        // A multi-byte character of the right byte length is not hex either.
        assert!(Secret::from_hex(&format!("é{}", &hex[2..])).is_none());
        let mut other = s;
        other.0[15] ^= 1;
        assert!(!s.matches(&other));
        assert_eq!(format!("{s:?}"), "Secret(…)");
    }
}
