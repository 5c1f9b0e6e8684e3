//! # skald-peer: a phone joins the table peer to peer
//!
//! The first step of issue #44 ("Your phone is your hand"): everything the table and the
//! phones need to set up a WebRTC data channel through QR codes, with no server, in pure Rust
//! without the DOM (it builds natively and for `wasm32-unknown-unknown`):
//!
//! - [`Description`]: a browser's SDP for one data channel cut down to what the other side
//!   needs ([`Description::from_sdp`]) and written back as an SDP the browser accepts
//!   ([`Description::to_sdp`]);
//! - [`Signal`]: a description with its seat and the seat's secret, in a compact binary form
//!   ([`Signal::encode`], [`Signal::decode`]) and as text ([`text`]: base64url for a link,
//!   base45 for a QR code's alphanumeric mode, decimal for its numeric mode);
//! - [`qr`] (feature `qr`): a text into a QR module matrix and SVG;
//! - [`scan`] (feature `scan`): the QR codes of a grayscale camera frame.
//!
//! docs/peer.md has the wire format, what a QR code reveals, and the limits.
//!
//! ```
//! use skald_peer::{Kind, Signal};
//! # let sdp = "v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
//! #   a=candidate:1 1 udp 2122260223 192.168.1.20 50000 typ host\r\n\
//! #   a=ice-ufrag:abcd\r\na=ice-pwd:abcdefghijklmnopqrstuv\r\n\
//! #   a=fingerprint:sha-256 00:01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:\
//! #   10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F\r\n\
//! #   a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\n";
//! // The table: its offer, once ICE gathering is complete, for seat 2.
//! let offer = Signal::from_sdp(Kind::Offer, sdp, 2, [7; 16]).unwrap();
//! let digits = offer.to_decimal().unwrap(); // the link's payload in the QR code
//! // The phone: the offer back, and an SDP for setRemoteDescription.
//! let read = Signal::from_decimal(&digits).unwrap();
//! assert_eq!(read, offer);
//! let remote_sdp = read.description.to_sdp();
//! assert!(remote_sdp.contains("a=setup:actpass\r\n"));
//! ```

pub mod desc;
pub mod error;
pub mod limits;
#[cfg(feature = "qr")]
pub mod qr;
#[cfg(feature = "scan")]
pub mod scan;
mod sdp_read;
mod sdp_write;
pub mod text;
mod wire;

pub use desc::{Address, Candidate, Description, Kind, Setup, TcpType, Transport};
pub use error::Error;
pub use wire::Signal;
