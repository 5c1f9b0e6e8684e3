//! Wall-clock time, for the search's time limit ([`super::SearchConfig::time_limit_ms`])
//! and the arena's decision times: `std::time::Instant` natively, JavaScript's `Date.now()`
//! in WebAssembly with the `js-core` feature (the engine module, in a page or a worker, and
//! the computer's worker engines). The app's own wasm (no `js-core` feature, and no search)
//! has no clock: there a stopwatch reads 0 and a time limit never ends a search.

/// Milliseconds since `start`, on one of the clocks above.
pub(crate) struct Stopwatch {
    #[cfg(not(target_arch = "wasm32"))]
    start: std::time::Instant,
    #[cfg(all(target_arch = "wasm32", feature = "js-core"))]
    start: f64,
}

impl Stopwatch {
    pub(crate) fn start() -> Stopwatch {
        Stopwatch {
            #[cfg(not(target_arch = "wasm32"))]
            start: std::time::Instant::now(),
            #[cfg(all(target_arch = "wasm32", feature = "js-core"))]
            start: js_sys::Date::now(),
        }
    }

    /// The time since [`Stopwatch::start`] in milliseconds (0 where there is no clock).
    pub(crate) fn ms(&self) -> f64 {
        #[cfg(not(target_arch = "wasm32"))]
        return self.start.elapsed().as_secs_f64() * 1e3;
        #[cfg(all(target_arch = "wasm32", feature = "js-core"))]
        return js_sys::Date::now() - self.start;
        #[cfg(all(target_arch = "wasm32", not(feature = "js-core")))]
        0.0
    }
}
