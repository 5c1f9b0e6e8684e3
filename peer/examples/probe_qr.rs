//! Size probe: drawing a QR code alone, text to SVG (docs/peer.md, "Sizes").

mod common;

use skald_peer::qr::QrMatrix;

/// The QR code of a link's start and its payload, as SVG.
///
/// # Safety
/// Each pointer must point to as many readable bytes as its length says.
#[no_mangle]
pub unsafe extern "C" fn svg(
    a: *const u8,
    a_len: usize,
    b: *const u8,
    b_len: usize,
) -> *const usize {
    let parts = [common::text(a, a_len), common::text(b, b_len)];
    common::out(match QrMatrix::encode(&parts, 40) {
        Ok(m) => m.to_svg(4),
        Err(e) => e.to_string(),
    })
}
