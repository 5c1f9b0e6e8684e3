//! Performance marks: the end-to-end tests read load and drop timings from them, and the
//! page's loader (index.html) waits for [`TABLE_DRAWN`].

/// The mark every play screen sets once its first table is drawn (`table::hook::use_table`).
/// index.html's loader waits for it before it adds the fonts on a link with a computer seat.
pub const TABLE_DRAWN: &str = "skald:table";

/// Records a `performance` mark (the e2e tests read the load times from them).
pub fn mark(name: &str) {
    if let Some(p) = gloo::utils::window().performance() {
        let _ = p.mark(name);
    }
}
