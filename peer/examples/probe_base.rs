//! Size probe: the baseline the other probes are measured against (docs/peer.md, "Sizes"):
//! the allocator, a String and integer formatting, which every build of the app has already.

mod common;

/// A number in words, to bring in what formatting costs.
#[no_mangle]
pub extern "C" fn number(n: u32) -> *const usize {
    common::out(format!("{n} of {}", n / 3))
}
