//! Size probe: what the table's build needs (docs/peer.md, "Sizes"): an offer to a link
//! drawn as a QR code in SVG, a camera frame's QR code read, the answer's base45 to an SDP.

mod common;

use skald_peer::qr::QrMatrix;
use skald_peer::{Kind, Signal};

/// The offer's link as a QR code in SVG.
///
/// # Safety
/// `ptr` must point to `len` readable bytes, `secret` to 16.
#[no_mangle]
pub unsafe extern "C" fn offer_svg(
    ptr: *const u8,
    len: usize,
    seat: u8,
    secret: *const [u8; 16],
) -> *const usize {
    let signal = Signal::from_sdp(Kind::Offer, common::text(ptr, len), seat, *secret);
    common::out(match signal.and_then(|s| s.to_decimal()) {
        Ok(t) => match QrMatrix::encode(&["https://example.org/#/join/", &t], 40) {
            Ok(m) => m.to_svg(4),
            Err(e) => e.to_string(),
        },
        Err(e) => e.to_string(),
    })
}

/// The SDP of the answer whose QR code is in a `width` × `height` grayscale frame.
///
/// # Safety
/// `ptr` must point to `width × height` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn answer_sdp(ptr: *const u8, width: usize, height: usize) -> *const usize {
    let luma = std::slice::from_raw_parts(ptr, width.saturating_mul(height));
    let Ok(texts) = skald_peer::scan::scan_luma(width, height, luma) else {
        return common::out(String::new());
    };
    common::out(match texts.first().map(|t| Signal::from_base45(t)) {
        Some(Ok(s)) => s.description.to_sdp(),
        Some(Err(e)) => e.to_string(),
        None => String::new(),
    })
}
