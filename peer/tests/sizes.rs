//! How big the offers and answers are, as bytes, as text and as QR codes, for 1 to 8
//! candidates (docs/peer.md, "Sizes"). `cargo test -p skald-peer --test sizes -- --nocapture`
//! prints the table.

mod common;

use common::{sdp, Mix, REAL};
use skald_peer::qr::QrMatrix;
use skald_peer::{Kind, Signal};

/// A link's start as a deployment might have it (39 characters).
const LINK: &str = "https://games.example.org/skald/#/join/";

struct Row {
    bytes: usize,
    b64: usize,
    b45: usize,
    dec: usize,
    /// The phone's answer: base45 alone, alphanumeric mode.
    answer_qr: u8,
    /// The table's link: its start in byte mode, then decimal digits in numeric mode.
    link_dec_qr: u8,
    /// The same link with base64url (all in byte mode).
    link_b64_qr: u8,
}

fn row(s: &Signal) -> Row {
    let bytes = s.encode().unwrap();
    let b64 = s.to_base64url().unwrap();
    let b45 = s.to_base45().unwrap();
    let dec = s.to_decimal().unwrap();
    let v = |parts: &[&str]| QrMatrix::encode(parts, 40).unwrap().version();
    Row {
        bytes: bytes.len(),
        b64: b64.len(),
        b45: b45.len(),
        dec: dec.len(),
        answer_qr: v(&[&b45]),
        link_dec_qr: v(&[LINK, &dec]),
        link_b64_qr: v(&[&format!("{LINK}{b64}")]),
    }
}

#[test]
fn sizes_for_1_to_8_candidates() {
    println!(
        "{:<22} {:>2} {:>5} {:>5} {:>5} {:>5}  QR version (level M): answer b45 | link dec | link b64",
        "SDP", "n", "bytes", "b64", "b45", "dec"
    );
    let mut failures: Vec<String> = Vec::new();
    let print = |name: &str, n: usize, r: &Row| {
        println!(
            "{name:<22} {n:>2} {:>5} {:>5} {:>5} {:>5}  {:>2} | {:>2} | {:>2}",
            r.bytes, r.b64, r.b45, r.dec, r.answer_qr, r.link_dec_qr, r.link_b64_qr
        );
    };
    for &(name, kind, text, n) in REAL {
        let r = row(&Signal::from_sdp(kind, text, 1, [0xA5; 16]).unwrap());
        print(name, n, &r);
        // Real two- and four-candidate descriptions: a link of version 9 at most, an answer
        // of 8.
        if r.link_dec_qr > 9 || r.answer_qr > 8 {
            failures.push(name.to_string());
        }
    }
    for mix in Mix::ALL {
        for firefox in [false, true] {
            for n in 1..=8 {
                let kind = if firefox { Kind::Answer } else { Kind::Offer };
                let s = Signal::from_sdp(kind, &sdp(kind, mix, n, firefox), 1, [0xA5; 16]);
                let r = row(&s.unwrap());
                let browser = if firefox { "firefox" } else { "chromium" };
                print(&format!("{mix:?} {browser}"), n, &r);
                // Exact sizes of the representative SDPs: 52 bytes of header (version, flags,
                // seat, secret, fingerprint, candidate count), the ICE credentials (Chromium's
                // 4 + 24 characters: 1 + 3 and 1 + 18 bytes; Firefox's 8 + 32 hex digits:
                // 1 + 4 and 1 + 16), the max-message-size (262144: 3 bytes; 2^30 - 1: 5), then
                // the candidates.
                let fixed = 52 + if firefox { 22 + 5 } else { 23 + 3 };
                let per: usize = (0..n)
                    .map(|i| match (mix, i) {
                        (Mix::Ipv4, _) | (Mix::Mixed, 0 | 6) => 7,
                        (Mix::Mdns, _) | (Mix::Ipv6, _) | (Mix::Mixed, 1 | 2) => 19,
                        (Mix::Mixed, 3) => 11, // the /64 prefix of the one before
                        _ => 4,                // the address of an earlier candidate
                    })
                    .sum();
                if r.bytes != fixed + per {
                    failures.push(format!(
                        "{mix:?} {browser} {n}: {} bytes, not {}",
                        r.bytes,
                        fixed + per
                    ));
                }
                assert_eq!(r.b45, r.bytes / 2 * 3 + r.bytes % 2 * 2);
                // Scannable across a table: the link at version 10 or below up to 8 mixed or
                // IPv4 candidates and 4 of the largest (IPv6 or mDNS); the answer up to 6 of
                // the largest, and 11 with 8.
                let (link_n, answer_n) = match mix {
                    Mix::Ipv6 | Mix::Mdns => (4, 6),
                    _ => (8, 8),
                };
                if (n <= link_n && r.link_dec_qr > 10)
                    || (n <= answer_n && r.answer_qr > 10)
                    || r.answer_qr > 11
                {
                    failures.push(format!("{mix:?} {browser} {n}: versions"));
                }
                // Decimal never loses to base64url in a link's QR code.
                if r.link_dec_qr > r.link_b64_qr {
                    failures.push(format!("{mix:?} {browser} {n}: decimal lost"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
