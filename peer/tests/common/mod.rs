//! What the peer crate's tests share: real SDPs, representative ones with 1 to 8 candidates,
//! and a seeded random number generator.
#![allow(dead_code)]

use skald_peer::Kind;

/// Real SDPs, captured from Chromium 156 and Firefox ESR 153 (headless, in a network
/// namespace whose interface has the documentation addresses 192.0.2.10 and 2001:db8::10;
/// "mdns": host addresses hidden behind `.local` names, as browsers do by default), each with
/// its kind and its number of candidates. Each offer was answered by the other browser
/// through this crate's round trip, and the data channel opened (docs/peer.md, "Checked in
/// browsers").
pub const REAL: &[(&str, Kind, &str, usize)] = &[
    (
        "chromium-offer",
        Kind::Offer,
        include_str!("../sdp/chromium-offer.sdp"),
        2,
    ),
    (
        "chromium-answer",
        Kind::Answer,
        include_str!("../sdp/chromium-answer.sdp"),
        2,
    ),
    (
        "chromium-mdns-offer",
        Kind::Offer,
        include_str!("../sdp/chromium-mdns-offer.sdp"),
        2,
    ),
    (
        "firefox-offer",
        Kind::Offer,
        include_str!("../sdp/firefox-offer.sdp"),
        4,
    ),
    (
        "firefox-answer",
        Kind::Answer,
        include_str!("../sdp/firefox-answer.sdp"),
        4,
    ),
    (
        "firefox-mdns-offer",
        Kind::Offer,
        include_str!("../sdp/firefox-mdns-offer.sdp"),
        4,
    ),
    (
        "firefox-mdns-answer",
        Kind::Answer,
        include_str!("../sdp/firefox-mdns-answer.sdp"),
        4,
    ),
];

/// A seeded xorshift64* generator: the same numbers on every run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// How the candidates of a representative SDP are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mix {
    /// A table's interfaces as they come: IPv4 and IPv6 over UDP, mDNS names, TCP
    /// candidates on the same addresses (see [`candidate`]).
    Mixed,
    /// Distinct IPv4 addresses over UDP.
    Ipv4,
    /// Distinct mDNS names over UDP (a phone's answer, without camera permission).
    Mdns,
    /// Distinct IPv6 addresses with distinct prefixes over UDP: the largest.
    Ipv6,
}

impl Mix {
    pub const ALL: [Mix; 4] = [Mix::Mixed, Mix::Ipv4, Mix::Mdns, Mix::Ipv6];
}

pub fn uuid(i: usize) -> String {
    format!(
        "{:08x}-4b1c-4e2d-9f3a-{:012x}.local",
        0x5d1e_0000 + i * 7919,
        i * 104_729 + 1
    )
}

/// The `i`-th candidate line of a representative SDP (`upper`: Firefox's `UDP`/`TCP`).
pub fn candidate(mix: Mix, i: usize, upper: bool) -> String {
    let (udp, tcp) = if upper {
        ("UDP", "TCP")
    } else {
        ("udp", "tcp")
    };
    let prio = |pref: u32| pref << 24 | (30 - i as u32) << 8 | 255;
    let port = 50_000 + i * 7;
    match mix {
        Mix::Ipv4 => format!(
            "{i} 1 {udp} {} 192.168.{i}.{} {port} typ host",
            prio(126),
            20 + i
        ),
        Mix::Mdns => format!("{i} 1 {udp} {} {} {port} typ host", prio(126), uuid(i)),
        Mix::Ipv6 => format!(
            "{i} 1 {udp} {} 2001:db8:{i}:{:x}::{:x} {port} typ host",
            prio(126),
            0x1000 + i,
            0x2000 + i
        ),
        Mix::Mixed => match i % 8 {
            0 => format!("{i} 1 {udp} {} 192.168.1.20 {port} typ host", prio(126)),
            1 => format!("{i} 1 {udp} {} 2001:db8:1:2::20 {port} typ host", prio(126)),
            2 => format!("{i} 1 {udp} {} {} {port} typ host", prio(126), uuid(i)),
            // A temporary IPv6 address: the same /64 prefix.
            3 => format!(
                "{i} 1 {udp} {} 2001:db8:1:2:a5c3:11ff:fe0e:b7 {port} typ host",
                prio(126)
            ),
            4 => format!(
                "{i} 1 {tcp} {} 192.168.1.20 9 typ host tcptype active",
                prio(90)
            ),
            5 => format!(
                "{i} 1 {tcp} {} 2001:db8:1:2::20 {port} typ host tcptype passive",
                prio(90)
            ),
            6 => format!("{i} 1 {udp} {} 10.{i}.0.3 {port} typ host", prio(126)),
            _ => format!("{i} 1 {tcp} {} {} 9 typ host tcptype so", prio(90), uuid(2)),
        },
    }
}

/// A representative SDP with `n` candidates, in Chromium's layout (`firefox`: Firefox's,
/// with the fingerprint at session level and hex ICE credentials).
pub fn sdp(kind: Kind, mix: Mix, n: usize, firefox: bool) -> String {
    let setup = match kind {
        Kind::Offer => "actpass",
        Kind::Answer => "active",
    };
    let fingerprint = "sha-256 5B:0C:44:8E:D9:12:AB:77:00:FF:3C:21:9E:6D:A8:4F:\
                       10:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:F0:01";
    let mut s = String::new();
    if firefox {
        s.push_str(
            "v=0\r\no=mozilla...THIS_IS_SDPARTA-99.0 7692990777546716695 0 IN IP4 0.0.0.0\r\n\
             s=-\r\nt=0 0\r\na=sendrecv\r\n",
        );
        s.push_str(&format!("a=fingerprint:{fingerprint}\r\n"));
        s.push_str(
            "a=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\n\
             m=application 59145 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 192.168.1.20\r\n",
        );
        for i in 0..n {
            s.push_str(&format!("a=candidate:{}\r\n", candidate(mix, i, true)));
        }
        s.push_str(&format!(
            "a=sendrecv\r\na=end-of-candidates\r\na=ice-pwd:0f49db18e5d05bb0f6ecc98d73e6d131\r\n\
             a=ice-ufrag:0f87889c\r\na=mid:0\r\na=setup:{setup}\r\na=sctp-port:5000\r\n\
             a=max-message-size:1073741823\r\n"
        ));
    } else {
        s.push_str(
            "v=0\r\no=- 4300952818532722406 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
             a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        );
        for i in 0..n {
            s.push_str(&format!(
                "a=candidate:{} generation 0 network-id {} network-cost 10\r\n",
                candidate(mix, i, false),
                i + 1
            ));
        }
        s.push_str(&format!(
            "a=ice-ufrag:ssfA\r\na=ice-pwd:7i2/rYIf7X/Jyk4u96EYiAnS\r\na=ice-options:trickle\r\n\
             a=fingerprint:{fingerprint}\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\n\
             a=max-message-size:262144\r\n"
        ));
    }
    s
}
