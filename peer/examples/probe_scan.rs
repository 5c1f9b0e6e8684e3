//! Size probe: reading QR codes from a grayscale frame, alone (docs/peer.md, "Sizes"). Built
//! for wasm32-unknown-unknown with the release profile.

/// A buffer of `len` bytes for the caller to fill.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// The first QR code's text in a `width` × `height` grayscale frame, as a pointer to its
/// (pointer, length) pair; an empty text when there is none.
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
    let s = Box::leak(text.into_boxed_str());
    Box::leak(Box::new([s.as_ptr() as usize, s.len()])).as_ptr()
}
