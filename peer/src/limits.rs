//! The limits of the format: anything beyond them is refused before it is read.

/// The version of the binary format written by this build (its first byte).
pub const VERSION: u8 = 1;

/// The longest SDP read, in bytes. A browser's SDP for one data channel with eight
/// candidates is under 2 KB.
pub const MAX_SDP_LEN: usize = 16 * 1024;

/// The most candidates one description carries. When an SDP has more, those of highest
/// priority are kept ([`crate::Description::from_sdp`]).
pub const MAX_CANDIDATES: usize = 8;

/// The longest binary form read. The largest description the format can hold (127-character
/// ICE credentials, eight candidates named by 63-character host names) is about 800 bytes;
/// a real one is 70 to 250.
pub const MAX_BYTES: usize = 1024;

/// The longest ICE ufrag or password carried, in characters (RFC 8839 allows 256; browsers
/// write 4 to 32).
pub const MAX_ICE_CHARS: usize = 127;

/// The longest host name carried for a candidate that is neither an IP address nor an mDNS
/// name made by a browser (`<uuid>.local`).
pub const MAX_HOST_NAME: usize = 63;

/// The longest media id (`a=mid`) carried. Browsers write `0`.
pub const MAX_MID: usize = 16;
