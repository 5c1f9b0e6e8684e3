//! Size probe: what the phone's build needs (docs/peer.md, "Sizes"): the offer from the
//! link's digits to an SDP, the browser's answer to base45, drawn as a QR code in SVG.

mod common;

use skald_peer::qr::QrMatrix;
use skald_peer::{Kind, Signal};

/// The offer's SDP from the link's digits.
///
/// # Safety
/// `ptr` must point to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn offer_sdp(ptr: *const u8, len: usize) -> *const usize {
    common::out(match Signal::from_decimal(common::text(ptr, len)) {
        Ok(s) => s.description.to_sdp(),
        Err(e) => e.to_string(),
    })
}

/// The answer's QR code as SVG.
///
/// # Safety
/// `ptr` must point to `len` readable bytes, `secret` to 16.
#[no_mangle]
pub unsafe extern "C" fn answer_svg(
    ptr: *const u8,
    len: usize,
    seat: u8,
    secret: *const [u8; 16],
) -> *const usize {
    let signal = Signal::from_sdp(Kind::Answer, common::text(ptr, len), seat, *secret);
    common::out(match signal.and_then(|s| s.to_base45()) {
        Ok(t) => match QrMatrix::encode(&[&t], 40) {
            Ok(m) => m.to_svg(4),
            Err(e) => e.to_string(),
        },
        Err(e) => e.to_string(),
    })
}
