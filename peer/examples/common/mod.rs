//! What every size probe exports: memory for the caller, and a way to hand back a text.
#![allow(dead_code)]

/// A buffer of `len` bytes for the caller to fill.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Hands `s` to the caller: a pointer to its (pointer, length) pair.
pub fn out(s: String) -> *const usize {
    let s = Box::leak(s.into_boxed_str());
    Box::leak(Box::new([s.as_ptr() as usize, s.len()])).as_ptr()
}

/// The text at `ptr` (`len` bytes), empty if it is not UTF-8.
///
/// # Safety
/// `ptr` must point to `len` readable bytes.
pub unsafe fn text<'a>(ptr: *const u8, len: usize) -> &'a str {
    std::str::from_utf8(std::slice::from_raw_parts(ptr, len)).unwrap_or("")
}
