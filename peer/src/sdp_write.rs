//! Writing a [`Description`] back as an SDP for `RTCPeerConnection.setRemoteDescription`.
//!
//! The lines the description carries are written as the browser gave them; the others are
//! synthesised, the same for every description (docs/peer.md, "The SDP rebuilt"):
//!
//! ```text
//! v=0
//! o=- <from the fingerprint> 2 IN IP4 127.0.0.1     synthesised
//! s=-                                                synthesised
//! t=0 0                                              synthesised
//! a=group:BUNDLE <mid>                               synthesised from the mid
//! m=application 9 UDP/DTLS/SCTP webrtc-datachannel   synthesised
//! c=IN IP4 0.0.0.0                                   synthesised
//! a=candidate:<n> 1 <udp|tcp> <priority> <address> <port> typ host [tcptype <t>]
//!                                   foundation, component and priority synthesised
//! a=end-of-candidates                                synthesised: all are there
//! a=ice-ufrag:<ufrag>
//! a=ice-pwd:<pwd>
//! a=fingerprint:sha-256 <AB:CD:…>
//! a=setup:<role>
//! a=mid:<mid>
//! a=sctp-port:<port>
//! a=max-message-size:<size>                          when the original had one
//! ```
//!
//! Every value written is a number, a checked token ([`Description::check`]) or an address
//! formatted here, so no text from outside can add a line.

use std::fmt::Write;

use crate::desc::{mdns_name, Address, Description, Transport};

/// The type preference of a host candidate (RFC 8445's recommended 126), given to TCP
/// candidates too: the order alone carries their preference.
const TYPE_PREF: u32 = 126;

impl Description {
    /// The SDP a browser accepts as the remote description. Call
    /// [`check`](Description::check) first on a description built by hand: one read by
    /// [`Description::from_sdp`] or [`Signal::decode`](crate::Signal::decode) passed it.
    ///
    /// The candidates' priorities are synthesised from their order (the original order, highest
    /// priority first, so UDP before TCP with both browsers): `126 << 24 | (65535 - i) << 8 |
    /// 255` for the `i`-th; their foundations are `1`, `2`, …; their component is 1.
    pub fn to_sdp(&self) -> String {
        let mut s = String::with_capacity(400 + 90 * self.candidates.len());
        // The session id: any number up to 2^63 - 1; one from the fingerprint differs between
        // peers and stays the same for one peer's certificate.
        let mut id = [0u8; 8];
        id.copy_from_slice(&self.fingerprint[..8]);
        let session_id = u64::from_be_bytes(id) >> 2;
        let mid = &self.mid;
        // Writing to a String cannot fail.
        let _ = write!(
            s,
            "v=0\r\no=- {session_id} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
             a=group:BUNDLE {mid}\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let proto = match c.transport {
                Transport::Udp => "udp",
                Transport::Tcp(_) => "tcp",
            };
            let priority = TYPE_PREF << 24 | (65535 - i as u32) << 8 | 255;
            let _ = write!(s, "a=candidate:{} 1 {proto} {priority} ", i + 1);
            match &c.address {
                Address::V4(a) => {
                    let _ = write!(s, "{a}");
                }
                Address::V6(a) => {
                    let _ = write!(s, "{a}");
                }
                Address::Mdns(uuid) => s.push_str(&mdns_name(uuid)),
                Address::Name(name) => s.push_str(name),
            }
            let _ = write!(s, " {} typ host", c.port);
            if let Transport::Tcp(t) = c.transport {
                let _ = write!(s, " tcptype {}", t.as_str());
            }
            s.push_str("\r\n");
        }
        s.push_str("a=end-of-candidates\r\n");
        let _ = write!(
            s,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 ",
            self.ice_ufrag, self.ice_pwd
        );
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        for (i, b) in self.fingerprint.iter().enumerate() {
            if i > 0 {
                s.push(':');
            }
            s.push(HEX[(b >> 4) as usize] as char);
            s.push(HEX[(b & 15) as usize] as char);
        }
        let _ = write!(
            s,
            "\r\na=setup:{}\r\na=mid:{mid}\r\na=sctp-port:{}\r\n",
            self.setup.as_str(),
            self.sctp_port
        );
        if let Some(size) = self.max_message_size {
            let _ = write!(s, "a=max-message-size:{size}\r\n");
        }
        s
    }
}
