//! Reading a browser's SDP (`RTCPeerConnection.localDescription.sdp` once ICE gathering is
//! complete) for a single data channel into a [`Description`].
//!
//! Only the lines that matter are read; all others (`o=`, `a=extmap-allow-mixed`,
//! `a=msid-semantic`, `a=ice-options`, a candidate's `generation`, `network-id`, …) are
//! ignored. Session-level attributes (Firefox writes `a=fingerprint` and sometimes the ICE
//! credentials there) apply unless the media section repeats them.

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::desc::{
    is_ice_char, parse_mdns, valid_host_name, Address, Candidate, Description, Kind, Setup,
    TcpType, Transport,
};
use crate::error::Error;
use crate::limits::{MAX_CANDIDATES, MAX_SDP_LEN};

/// A candidate as read, with the priority it was given (for the order only).
struct Read {
    candidate: Candidate,
    priority: u32,
}

/// The attributes a level (session or media) gave.
#[derive(Default)]
struct Level<'a> {
    ufrag: Option<&'a str>,
    pwd: Option<&'a str>,
    fingerprint: Option<[u8; 32]>,
    setup: Option<Setup>,
}

impl Description {
    /// Reads a browser's SDP for one data channel.
    ///
    /// Keeps the host candidates of component 1 over UDP and TCP (IPv4, IPv6, `.local` mDNS
    /// names and other host names), highest priority first, at most
    /// [`MAX_CANDIDATES`] of them (those of lowest priority,
    /// TCP in both browsers, are dropped first) and without duplicates. Other candidates
    /// (server-reflexive, relayed, other components, unknown transports) are skipped: without
    /// STUN or TURN servers browsers make none. Refuses an SDP over
    /// [`MAX_SDP_LEN`] bytes before reading it, one with other
    /// media than a data channel, without a SHA-256 fingerprint, or without any host
    /// candidate ([`Error::NoCandidates`]).
    pub fn from_sdp(kind: Kind, sdp: &str) -> Result<Description, Error> {
        if sdp.len() > MAX_SDP_LEN {
            return Err(Error::TooLong {
                len: sdp.len(),
                max: MAX_SDP_LEN,
            });
        }
        if sdp.is_empty() {
            return Err(Error::Empty);
        }
        let mut session = Level::default();
        let mut media = Level::default();
        let mut in_media = false;
        let mut mid = None;
        let mut sctp_port = None;
        let mut max_message_size = None;
        let mut read: Vec<Read> = Vec::new();
        for line in sdp.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            if let Some(m) = line.strip_prefix("m=") {
                if in_media {
                    return Err(Error::BadSdp("more than one media section"));
                }
                in_media = true;
                check_media_line(m)?;
                continue;
            }
            let Some(attr) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
            let level = if in_media { &mut media } else { &mut session };
            match name {
                "ice-ufrag" => level.ufrag = Some(value),
                "ice-pwd" => level.pwd = Some(value),
                "fingerprint" => {
                    // Several fingerprints may be given: the SHA-256 one is kept.
                    if let Some(fp) = read_fingerprint(value)? {
                        level.fingerprint = Some(fp);
                    }
                }
                "setup" => level.setup = Some(read_setup(value)?),
                "mid" if in_media => mid = Some(value),
                "sctp-port" if in_media => {
                    sctp_port = Some(
                        value
                            .parse::<u16>()
                            .map_err(|_| Error::BadSdp("sctp-port"))?,
                    )
                }
                "max-message-size" if in_media => {
                    // A size beyond u32 is as good as unlimited.
                    let size = value
                        .parse::<u64>()
                        .map_err(|_| Error::BadSdp("max-message-size"))?;
                    max_message_size = Some(size.min(u32::MAX as u64) as u32);
                }
                "candidate" if in_media => {
                    if let Some(c) = read_candidate(value) {
                        read.push(c);
                    }
                }
                _ => {}
            }
        }
        if !in_media {
            return Err(Error::MissingSdp("m=application"));
        }
        let ice_ufrag = media.ufrag.or(session.ufrag);
        let ice_pwd = media.pwd.or(session.pwd);
        let ice_ufrag = ice_ufrag.ok_or(Error::MissingSdp("a=ice-ufrag"))?;
        let ice_pwd = ice_pwd.ok_or(Error::MissingSdp("a=ice-pwd"))?;
        if !ice_ufrag.bytes().all(is_ice_char) || !ice_pwd.bytes().all(is_ice_char) {
            return Err(Error::BadSdp(
                "ICE credentials with other than ICE characters",
            ));
        }
        let fingerprint = media
            .fingerprint
            .or(session.fingerprint)
            .ok_or(Error::MissingSdp("a=fingerprint:sha-256"))?;
        let setup = media
            .setup
            .or(session.setup)
            .ok_or(Error::MissingSdp("a=setup"))?;
        let mid = mid.ok_or(Error::MissingSdp("a=mid"))?;
        // Highest priority first (a stable sort: equal priorities keep the SDP's order), no
        // duplicates, at most MAX_CANDIDATES.
        read.sort_by_key(|r| std::cmp::Reverse(r.priority));
        let mut candidates: Vec<Candidate> = Vec::new();
        for r in read {
            if candidates.len() == MAX_CANDIDATES {
                break;
            }
            if !candidates.contains(&r.candidate) {
                candidates.push(r.candidate);
            }
        }
        let d = Description {
            kind,
            ice_ufrag: ice_ufrag.to_owned(),
            ice_pwd: ice_pwd.to_owned(),
            fingerprint,
            setup,
            mid: mid.to_owned(),
            sctp_port: sctp_port.unwrap_or(5000),
            max_message_size,
            candidates,
        };
        d.check()?;
        Ok(d)
    }
}

/// `application <port> UDP/DTLS/SCTP webrtc-datachannel` (or over `TCP/DTLS/SCTP`).
fn check_media_line(m: &str) -> Result<(), Error> {
    let mut f = m.split(' ');
    let (Some(media), Some(_port), Some(proto), Some(fmt), None) =
        (f.next(), f.next(), f.next(), f.next(), f.next())
    else {
        return Err(Error::BadSdp("m= line"));
    };
    if media != "application"
        || !(proto == "UDP/DTLS/SCTP" || proto == "TCP/DTLS/SCTP")
        || fmt != "webrtc-datachannel"
    {
        return Err(Error::BadSdp("media other than one data channel"));
    }
    Ok(())
}

/// `sha-256 AB:CD:…` (32 bytes): `Some`; another hash function: `None`.
fn read_fingerprint(value: &str) -> Result<Option<[u8; 32]>, Error> {
    let Some((hash, hex)) = value.split_once(' ') else {
        return Err(Error::BadSdp("a=fingerprint"));
    };
    if !hash.eq_ignore_ascii_case("sha-256") {
        return Ok(None);
    }
    let mut out = [0u8; 32];
    let mut n = 0;
    for pair in hex.trim().split(':') {
        let b = pair.as_bytes();
        if n == 32 || b.len() != 2 {
            return Err(Error::BadSdp("a=fingerprint:sha-256"));
        }
        let hi = (b[0] as char).to_digit(16);
        let lo = (b[1] as char).to_digit(16);
        let (Some(hi), Some(lo)) = (hi, lo) else {
            return Err(Error::BadSdp("a=fingerprint:sha-256"));
        };
        out[n] = (hi * 16 + lo) as u8;
        n += 1;
    }
    if n != 32 {
        return Err(Error::BadSdp("a=fingerprint:sha-256"));
    }
    Ok(Some(out))
}

fn read_setup(value: &str) -> Result<Setup, Error> {
    match value {
        "actpass" => Ok(Setup::ActPass),
        "active" => Ok(Setup::Active),
        "passive" => Ok(Setup::Passive),
        _ => Err(Error::BadSdp("a=setup")),
    }
}

/// `<foundation> <component> <transport> <priority> <address> <port> typ <type> [<name>
/// <value>]…` (RFC 8839): a host candidate of component 1 we can carry, else `None`.
fn read_candidate(value: &str) -> Option<Read> {
    let mut f = value.split(' ').filter(|s| !s.is_empty());
    let _foundation = f.next()?;
    let component = f.next()?;
    let transport = f.next()?;
    let priority = f.next()?.parse::<u32>().ok()?;
    let address = f.next()?;
    let port = f.next()?.parse::<u16>().ok()?;
    if component != "1" || f.next()? != "typ" || f.next()? != "host" {
        return None;
    }
    let mut tcptype = None;
    while let (Some(name), Some(v)) = (f.next(), f.next()) {
        if name == "tcptype" {
            tcptype = Some(match v {
                "active" => TcpType::Active,
                "passive" => TcpType::Passive,
                "so" => TcpType::So,
                _ => return None,
            });
        }
    }
    let transport = if transport.eq_ignore_ascii_case("udp") {
        Transport::Udp
    } else if transport.eq_ignore_ascii_case("tcp") {
        Transport::Tcp(tcptype?)
    } else {
        return None;
    };
    let address = if let Ok(v4) = address.parse::<Ipv4Addr>() {
        Address::V4(v4)
    } else if let Ok(v6) = address.parse::<Ipv6Addr>() {
        Address::V6(v6)
    } else if let Some(uuid) = parse_mdns(address) {
        Address::Mdns(uuid)
    } else if valid_host_name(address) {
        Address::Name(address.to_owned())
    } else {
        return None;
    };
    Some(Read {
        candidate: Candidate {
            address,
            port,
            transport,
        },
        priority,
    })
}
