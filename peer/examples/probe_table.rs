//! Size probe: what the table's build needs besides reading QR codes (docs/peer.md,
//! "Sizes"). An offer to a link drawn as a QR code in SVG, an answer's base45 to an SDP.
//! Built for wasm32-unknown-unknown with the release profile.

use skald_peer::qr::QrMatrix;
use skald_peer::{Kind, Signal};

/// A buffer of `len` bytes for the caller to fill.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Hands `s` to the caller: a pointer to its (pointer, length) pair.
fn out(s: String) -> *const usize {
    let s = Box::leak(s.into_boxed_str());
    Box::leak(Box::new([s.as_ptr() as usize, s.len()])).as_ptr()
}

/// The offer's link as a QR code in SVG.
///
/// # Safety
/// `ptr` must point to `len` readable bytes, and `secret` to 16.
#[no_mangle]
pub unsafe extern "C" fn offer_svg(
    ptr: *const u8,
    len: usize,
    seat: u8,
    secret: *const [u8; 16],
) -> *const usize {
    let sdp = std::str::from_utf8(std::slice::from_raw_parts(ptr, len)).unwrap_or("");
    let text = Signal::from_sdp(Kind::Offer, sdp, seat, *secret).and_then(|s| s.to_decimal());
    out(match text {
        Ok(t) => match QrMatrix::encode(&["https://example.org/#/join/", &t], 40) {
            Ok(m) => m.to_svg(4),
            Err(e) => e.to_string(),
        },
        Err(e) => e.to_string(),
    })
}

/// The answer's SDP from the base45 its QR code holds.
///
/// # Safety
/// `ptr` must point to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn answer_sdp(ptr: *const u8, len: usize) -> *const usize {
    let text = std::str::from_utf8(std::slice::from_raw_parts(ptr, len)).unwrap_or("");
    out(match Signal::from_base45(text) {
        Ok(s) => s.description.to_sdp(),
        Err(e) => e.to_string(),
    })
}
