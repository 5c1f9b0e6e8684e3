//! Offers and answers: from a browser's SDP to bytes and text and back to an SDP.

mod common;

use std::net::{Ipv4Addr, Ipv6Addr};

use common::{sdp, Mix, Rng, REAL};
use skald_peer::limits::{MAX_BYTES, MAX_CANDIDATES, MAX_SDP_LEN};
use skald_peer::text::{
    from_base45, from_base64url, from_decimal, to_base45, to_base64url, to_decimal,
};
use skald_peer::{Address, Candidate, Description, Error, Kind, Setup, Signal, TcpType, Transport};

const SECRET: [u8; 16] = *b"0123456789abcdef";

/// Every way of carrying `s` gives `s` back, and its SDP reads back as its description.
fn round_trip(s: &Signal) {
    let bytes = s.encode().unwrap();
    assert_eq!(Signal::decode(&bytes).unwrap(), *s);
    assert_eq!(
        Signal::from_base64url(&s.to_base64url().unwrap()).unwrap(),
        *s
    );
    assert_eq!(Signal::from_base45(&s.to_base45().unwrap()).unwrap(), *s);
    assert_eq!(Signal::from_decimal(&s.to_decimal().unwrap()).unwrap(), *s);
    let rebuilt = s.description.to_sdp();
    check_structure(&rebuilt, &s.description);
    assert_eq!(
        Description::from_sdp(s.description.kind, &rebuilt).unwrap(),
        s.description
    );
}

/// The rebuilt SDP's lines: CRLF-terminated printable ASCII, in the order and number a
/// browser expects for one data channel.
fn check_structure(sdp: &str, d: &Description) {
    assert!(sdp.ends_with("\r\n"), "{sdp}");
    let lines: Vec<&str> = sdp.strip_suffix("\r\n").unwrap().split("\r\n").collect();
    for l in &lines {
        assert!(l.bytes().all(|c| (0x20..0x7f).contains(&c)), "{l:?}");
        assert_eq!(l.as_bytes()[1], b'=', "{l:?}");
    }
    assert_eq!(lines[0], "v=0");
    assert!(lines[1].starts_with("o=- ") && lines[1].ends_with(" 2 IN IP4 127.0.0.1"));
    assert_eq!(lines[2..4], ["s=-", "t=0 0"]);
    assert_eq!(lines[4], format!("a=group:BUNDLE {}", d.mid));
    assert_eq!(
        lines[5..7],
        [
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
            "c=IN IP4 0.0.0.0"
        ]
    );
    let n = d.candidates.len();
    for (i, l) in lines[7..7 + n].iter().enumerate() {
        let f: Vec<&str> = l.split(' ').collect();
        assert_eq!(f[0], format!("a=candidate:{}", i + 1));
        assert_eq!(f[1], "1");
        assert!(f[2] == "udp" || f[2] == "tcp");
        assert_eq!(
            f[3].parse::<u32>().unwrap(),
            126 << 24 | (65535 - i as u32) << 8 | 255
        );
        assert_eq!(f[6..8], ["typ", "host"]);
        assert_eq!(f.len(), if f[2] == "tcp" { 10 } else { 8 });
    }
    assert_eq!(lines[7 + n], "a=end-of-candidates");
    let rest: Vec<&str> = lines[8 + n..]
        .iter()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    let mut expected = vec![
        "a=ice-ufrag",
        "a=ice-pwd",
        "a=fingerprint",
        "a=setup",
        "a=mid",
        "a=sctp-port",
    ];
    if d.max_message_size.is_some() {
        expected.push("a=max-message-size");
    }
    assert_eq!(rest, expected);
    assert_eq!(sdp.matches("m=").count(), 1);
}

#[test]
fn real_browser_sdps_round_trip() {
    for &(name, kind, text, n) in REAL {
        let s = Signal::from_sdp(kind, text, 3, SECRET).unwrap_or_else(|e| panic!("{name}: {e}"));
        let d = &s.description;
        assert_eq!(d.candidates.len(), n, "{name}");
        assert_eq!(d.kind, kind);
        assert_eq!(d.mid, "0");
        assert_eq!(d.sctp_port, 5000);
        let firefox = name.starts_with("firefox");
        assert_eq!(
            d.max_message_size,
            Some(if firefox { 1_073_741_823 } else { 262_144 })
        );
        assert_eq!(
            d.setup,
            if kind == Kind::Offer {
                Setup::ActPass
            } else {
                Setup::Active
            }
        );
        // The original's values, as they were.
        for line in [
            format!("a=ice-ufrag:{}", d.ice_ufrag),
            format!("a=ice-pwd:{}", d.ice_pwd),
        ] {
            assert!(text.contains(&line), "{name}: {line}");
        }
        let hex: Vec<String> = d.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        assert!(text.contains(&format!("a=fingerprint:sha-256 {}", hex.join(":"))));
        round_trip(&s);
        println!("{name}: {} bytes", s.encode().unwrap().len());
    }
}

#[test]
fn firefox_tcp_candidates_reuse_the_udp_ones_addresses() {
    let s = Signal::from_sdp(Kind::Answer, REAL[6].2, 0, SECRET).unwrap();
    let c = &s.description.candidates;
    // UDP first (the higher priorities), then TCP active on port 9 at the same names.
    assert!(matches!(c[0].address, Address::Mdns(_)));
    assert_eq!(c[2].transport, Transport::Tcp(TcpType::Active));
    assert_eq!(c[2].port, 9);
    assert!(c[2..]
        .iter()
        .all(|t| c[..2].iter().any(|u| u.address == t.address)));
    // 4 candidates: two 16-byte names, two references.
    let bytes = s.encode().unwrap();
    assert_eq!(
        bytes.len(),
        3 + 16 + 32 + 5 + 17 + 5 + 1 + 2 * (1 + 16 + 2) + 2 * (1 + 1 + 2)
    );
}

#[test]
fn representative_sdps_with_1_to_8_candidates_round_trip_both_ways() {
    for kind in [Kind::Offer, Kind::Answer] {
        for mix in Mix::ALL {
            for firefox in [false, true] {
                for n in 1..=MAX_CANDIDATES {
                    let text = sdp(kind, mix, n, firefox);
                    let s = Signal::from_sdp(kind, &text, n as u8, SECRET)
                        .unwrap_or_else(|e| panic!("{kind:?} {mix:?} {n}: {e}\n{text}"));
                    assert_eq!(s.description.candidates.len(), n, "{mix:?} {n}");
                    round_trip(&s);
                }
            }
        }
    }
}

#[test]
fn candidates_keep_their_kinds() {
    let s = Signal::from_sdp(
        Kind::Offer,
        &sdp(Kind::Offer, Mix::Mixed, 8, false),
        1,
        SECRET,
    )
    .unwrap();
    let c = &s.description.candidates;
    // Read in order of priority: the five UDP ones (126) before the three TCP ones (90).
    assert_eq!(c[0].address, Address::V4(Ipv4Addr::new(192, 168, 1, 20)));
    assert_eq!(c[0].port, 50_000);
    assert_eq!(
        c[1].address,
        Address::V6("2001:db8:1:2::20".parse().unwrap())
    );
    assert!(matches!(c[2].address, Address::Mdns(_)));
    assert_eq!(c[4].address, Address::V4(Ipv4Addr::new(10, 6, 0, 3)));
    assert_eq!(
        c[5],
        Candidate {
            address: Address::V4(Ipv4Addr::new(192, 168, 1, 20)),
            port: 9,
            transport: Transport::Tcp(TcpType::Active),
        }
    );
    assert_eq!(c[6].transport, Transport::Tcp(TcpType::Passive));
    assert_eq!(c[7].transport, Transport::Tcp(TcpType::So));
    assert_eq!(c[7].address, c[2].address);
    let sdp = s.description.to_sdp();
    assert!(sdp.contains(" 2001:db8:1:2::20 50007 typ host\r\n"));
    assert!(sdp.contains(" 192.168.1.20 9 typ host tcptype active\r\n"));
    assert!(sdp.contains(&format!(" {} 50014 typ host\r\n", common::uuid(2))));
}

#[test]
fn more_candidates_than_carried_keep_the_highest_priorities() {
    let mut text = sdp(Kind::Offer, Mix::Ipv4, 8, false);
    // A ninth and a tenth, of lower priority, and a duplicate, a server-reflexive candidate,
    // an RTCP one and an unknown transport, all left out.
    let extra = "a=candidate:9 1 udp 100 192.168.9.9 9 typ host\r\n\
                 a=candidate:10 1 udp 99 192.168.9.10 9 typ host\r\n\
                 a=candidate:0 1 udp 2113937151 192.168.0.20 50000 typ host\r\n\
                 a=candidate:11 1 udp 1677729535 203.0.113.5 50000 typ srflx raddr 0.0.0.0 rport 0\r\n\
                 a=candidate:12 2 udp 2113937150 192.168.0.21 50001 typ host\r\n\
                 a=candidate:13 1 sctp 2113937150 192.168.0.22 50001 typ host\r\n\
                 a=candidate:14 1 tcp 2113937150 192.168.0.23 9 typ host\r\n";
    text = text.replacen("a=ice-ufrag", &format!("{extra}a=ice-ufrag"), 1);
    let s = Signal::from_sdp(Kind::Offer, &text, 0, SECRET).unwrap();
    assert_eq!(s.description.candidates.len(), MAX_CANDIDATES);
    assert!(s.description.to_sdp().find("192.168.9.").is_none());
}

#[test]
fn sdps_refused_with_a_reason() {
    let good = REAL[0].2;
    let cases: Vec<(String, Error)> = vec![
        (String::new(), Error::Empty),
        (
            "x".repeat(MAX_SDP_LEN + 1),
            Error::TooLong {
                len: MAX_SDP_LEN + 1,
                max: MAX_SDP_LEN,
            },
        ),
        ("v=0\r\n".into(), Error::MissingSdp("m=application")),
        (
            good.replace("a=ice-ufrag:", "a=x-ufrag:"),
            Error::MissingSdp("a=ice-ufrag"),
        ),
        (
            good.replace("a=fingerprint:sha-256", "a=fingerprint:sha-1"),
            Error::MissingSdp("a=fingerprint:sha-256"),
        ),
        (
            good.replace("a=fingerprint:sha-256 ", "a=fingerprint:sha-256 AB:"),
            Error::BadSdp("a=fingerprint:sha-256"),
        ),
        (
            good.replace("a=setup:actpass", "a=setup:x"),
            Error::BadSdp("a=setup"),
        ),
        (good.replace("a=mid:0\r\n", ""), Error::MissingSdp("a=mid")),
        (
            format!("{good}m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n"),
            Error::BadSdp("more than one media section"),
        ),
        (
            good.replace("webrtc-datachannel", "111"),
            Error::BadSdp("media other than one data channel"),
        ),
        (
            good.lines()
                .filter(|l| !l.starts_with("a=candidate"))
                .map(|l| format!("{l}\n"))
                .collect(),
            Error::NoCandidates,
        ),
        // Too short for a browser to accept.
        (
            good.replace("a=ice-pwd:", "a=ice-pwd:x\r\na=x:"),
            Error::BadField("ice-pwd"),
        ),
        (
            good.replace("a=ice-ufrag:", "a=ice-ufrag:x-\r\na=x:"),
            Error::BadSdp("ICE credentials with other than ICE characters"),
        ),
        (good.replace("a=mid:0", "a=mid:0 1"), Error::BadField("mid")),
    ];
    for (text, expected) in cases {
        assert_eq!(
            Description::from_sdp(Kind::Offer, &text).unwrap_err(),
            expected,
            "{}",
            &text[..text.len().min(200)]
        );
    }
}

#[test]
fn descriptions_that_would_write_a_bad_sdp_are_refused() {
    let good = Signal::from_sdp(Kind::Offer, REAL[0].2, 0, SECRET).unwrap();
    let mut bad = Vec::new();
    let mut s = good.clone();
    s.description.ice_ufrag.push_str("\r\na=x");
    bad.push((s, Error::BadField("ice-ufrag")));
    let mut s = good.clone();
    s.description.mid = "0\r\nm=audio".into();
    bad.push((s, Error::BadField("mid")));
    for name in [
        "a b",
        "",
        "-x",
        "1.2.3.4",
        "5d1e3dde-4b1c-4e2d-9f3a-000000033229.local",
    ] {
        let mut s = good.clone();
        s.description.candidates[0].address = Address::Name(name.into());
        bad.push((s, Error::BadField("candidate host name")));
    }
    let mut s = good.clone();
    s.description
        .candidates
        .push(s.description.candidates[0].clone());
    bad.push((s, Error::BadField("duplicate candidate")));
    let mut s = good.clone();
    s.description.candidates = (0..9)
        .map(|i| Candidate {
            address: Address::V6(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, i)),
            port: 1,
            transport: Transport::Udp,
        })
        .collect();
    bad.push((s, Error::TooManyCandidates(9)));
    let mut s = good;
    s.description.candidates.clear();
    bad.push((s, Error::NoCandidates));
    for (s, e) in bad {
        assert_eq!(s.encode().unwrap_err(), e);
        assert_eq!(s.description.check().unwrap_err(), e);
    }
}

#[test]
fn text_encodings_match_their_specifications() {
    // RFC 9285, section 4.
    for (bytes, text) in [
        (&b"AB"[..], "BB8"),
        (b"Hello!!", "%69 VD92EX0"),
        (b"base-45", "UJCLQE7W581"),
        (b"ietf!", "QED8WEX0"),
    ] {
        assert_eq!(to_base45(bytes), text);
        assert_eq!(from_base45(text).unwrap(), bytes);
    }
    // RFC 4648, section 10, in the URL alphabet without padding.
    for (bytes, text) in [
        (&b"f"[..], "Zg"),
        (b"fo", "Zm8"),
        (b"foo", "Zm9v"),
        (b"foobar", "Zm9vYmFy"),
        (&[0xfb, 0xff], "-_8"),
    ] {
        assert_eq!(to_base64url(bytes), text);
        assert_eq!(from_base64url(text).unwrap(), bytes);
    }
    for (bytes, text) in [
        (&[0u8][..], "000"),
        (&[255], "255"),
        (&[255, 255], "65535"),
        (&[1, 0, 0, 0, 0, 0, 0], "00281474976710656"),
        (&[255; 8], "72057594037927935255"),
    ] {
        assert_eq!(to_decimal(bytes), text);
        assert_eq!(from_decimal(text).unwrap(), bytes);
    }
    // Every length, every byte value.
    let mut rng = Rng::new(7);
    for n in 1..=64 {
        let b = rng.bytes(n);
        assert_eq!(from_base45(&to_base45(&b)).unwrap(), b);
        assert_eq!(from_base64url(&to_base64url(&b)).unwrap(), b);
        assert_eq!(from_decimal(&to_decimal(&b)).unwrap(), b);
    }
}

#[test]
fn texts_no_encoder_writes_are_refused() {
    for (text, e) in [
        ("GGW", Error::BadText), // 65536
        ("GGWA", Error::BadText),
        ("A", Error::BadText),
        ("ab", Error::BadCharacter { at: 0 }),
        ("", Error::Empty),
    ] {
        assert_eq!(from_base45(text).unwrap_err(), e, "{text}");
    }
    for (text, e) in [
        ("Zh", Error::BadText), // unused bits set
        ("Zm9=", Error::BadCharacter { at: 3 }),
        ("Z", Error::BadText),
        ("Zm+v", Error::BadCharacter { at: 2 }),
    ] {
        assert_eq!(from_base64url(text).unwrap_err(), e, "{text}");
    }
    for (text, e) in [
        ("256", Error::BadText),
        ("1234", Error::BadText),
        ("72057594037927936", Error::BadText), // 2^56
        ("12a", Error::BadCharacter { at: 2 }),
        ("٣٣٣", Error::BadCharacter { at: 0 }),
    ] {
        assert_eq!(from_decimal(text).unwrap_err(), e, "{text}");
    }
    let long = "0".repeat(3 * MAX_BYTES);
    assert!(matches!(from_decimal(&long), Err(Error::TooLong { .. })));
    assert!(matches!(from_base45(&long), Err(Error::TooLong { .. })));
    assert!(matches!(from_base64url(&long), Err(Error::TooLong { .. })));
}

#[test]
fn bytes_no_encoder_writes_are_refused() {
    let good = Signal::from_sdp(Kind::Offer, REAL[0].2, 0, SECRET).unwrap();
    let bytes = good.encode().unwrap();
    assert_eq!(Signal::decode(&[]).unwrap_err(), Error::Empty);
    assert_eq!(
        Signal::decode(&vec![1; MAX_BYTES + 1]).unwrap_err(),
        Error::TooLong {
            len: MAX_BYTES + 1,
            max: MAX_BYTES
        }
    );
    assert_eq!(
        Signal::decode(&[2]).unwrap_err(),
        Error::UnsupportedVersion(2)
    );
    for cut in 1..bytes.len() {
        assert_eq!(
            Signal::decode(&bytes[..cut]).unwrap_err(),
            Error::Truncated,
            "{cut}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(Signal::decode(&longer).unwrap_err(), Error::TrailingBytes);
    let mut flags = bytes.clone();
    flags[1] |= 0x80;
    assert_eq!(
        Signal::decode(&flags).unwrap_err(),
        Error::BadField("flags")
    );
    let mut setup = bytes;
    setup[1] |= 6;
    assert_eq!(
        Signal::decode(&setup).unwrap_err(),
        Error::BadField("setup")
    );
}

/// Feeds `f` many inputs; any panic fails the test (and names the input's seed).
fn never_panics(seed: u64, rounds: usize, mut f: impl FnMut(&mut Rng)) {
    let mut rng = Rng::new(seed);
    for _ in 0..rounds {
        f(&mut rng);
    }
}

#[test]
fn hostile_bytes_never_panic_and_whatever_decodes_writes_a_readable_sdp() {
    let seeds: Vec<Vec<u8>> = REAL
        .iter()
        .map(|&(_, kind, text, _)| Signal::from_sdp(kind, text, 5, SECRET).unwrap())
        .chain([Signal::from_sdp(
            Kind::Offer,
            &sdp(Kind::Offer, Mix::Mixed, 8, false),
            1,
            SECRET,
        )
        .unwrap()])
        .map(|s| s.encode().unwrap())
        .collect();
    let mut decoded = 0;
    never_panics(44, 30_000, |rng| {
        let input = match rng.below(3) {
            // Random bytes, mostly with the right version.
            0 => {
                let n = rng.below(300);
                let mut b = rng.bytes(n);
                if let Some(v) = b.first_mut() {
                    *v = if rng.below(8) == 0 { *v } else { 1 };
                }
                b
            }
            // A real encoding with some bytes changed, cut or added.
            _ => {
                let mut b = seeds[rng.below(seeds.len())].clone();
                for _ in 0..1 + rng.below(4) {
                    let at = rng.below(b.len());
                    match rng.below(4) {
                        0 => b.truncate(at.max(1)),
                        1 => b.insert(at, rng.next() as u8),
                        _ => b[at] ^= 1 << rng.below(8),
                    }
                }
                b
            }
        };
        if let Ok(s) = Signal::decode(&input) {
            decoded += 1;
            // Anything accepted writes an SDP that reads back the same, and encodes again.
            let d = &s.description;
            assert_eq!(&Description::from_sdp(d.kind, &d.to_sdp()).unwrap(), d);
            assert_eq!(Signal::decode(&s.encode().unwrap()).unwrap(), s);
        }
    });
    // Some changes (a secret's or an address's byte) leave a valid description.
    assert!(decoded > 1000, "{decoded}");
}

#[test]
fn hostile_text_never_panics() {
    const PIECES: &[&str] = &[
        "0",
        "9",
        "A",
        "Z",
        "a",
        "z",
        " ",
        "%",
        "-",
        "_",
        "+",
        "/",
        ":",
        "=",
        "é",
        "€",
        "😀",
        "\u{0}",
        "\r\n",
        "GGW",
        "00281474976710656",
    ];
    never_panics(45, 30_000, |rng| {
        let mut t = String::new();
        for _ in 0..rng.below(400) {
            t.push_str(PIECES[rng.below(PIECES.len())]);
        }
        let _ = Signal::from_base45(&t);
        let _ = Signal::from_base64url(&t);
        let _ = Signal::from_decimal(&t);
    });
}

#[test]
fn hostile_sdps_never_panic() {
    let lines: Vec<&str> = REAL.iter().flat_map(|r| r.2.split("\r\n")).collect();
    never_panics(46, 20_000, |rng| {
        let mut t = String::new();
        for _ in 0..rng.below(40) {
            let line = lines[rng.below(lines.len())];
            // Cut lines anywhere (on a character boundary), or whole.
            let mut cut = rng.below(line.len() + 1);
            while !line.is_char_boundary(cut) {
                cut -= 1;
            }
            t.push_str(if rng.below(3) == 0 {
                &line[..cut]
            } else {
                line
            });
            t.push_str(["\r\n", "\n", " ", ":"][rng.below(4)]);
        }
        if let Ok(d) = Description::from_sdp(Kind::Answer, &t) {
            assert_eq!(Description::from_sdp(Kind::Answer, &d.to_sdp()).unwrap(), d);
        }
    });
}
