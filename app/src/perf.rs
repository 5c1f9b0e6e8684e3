//! Performance marks for the end-to-end tests' load and drop timings.

/// Records a `performance` mark (the e2e tests read the load times from them).
pub fn mark(name: &str) {
    if let Some(p) = gloo::utils::window().performance() {
        let _ = p.mark(name);
    }
}
