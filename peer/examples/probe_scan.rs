//! Size probe: reading QR codes from a grayscale frame, alone (docs/peer.md, "Sizes").

mod common;

/// The first QR code's text in a `width` × `height` grayscale frame (empty when none).
///
/// # Safety
/// `ptr` must point to `width × height` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn scan(ptr: *const u8, width: usize, height: usize) -> *const usize {
    let luma = std::slice::from_raw_parts(ptr, width.saturating_mul(height));
    let text = skald_peer::scan::scan_luma(width, height, luma)
        .ok()
        .and_then(|t| t.into_iter().next())
        .unwrap_or_default();
    common::out(text)
}
