//! Numbers written into the DOM (SVG coordinates, CSS pixels) without Rust's float
//! formatting, which costs about 15 KB of wasm for what a few integer divisions do.

/// `x` rounded to `places` decimals (at most 6), always with that many: `fixed(2.5, 1)` is
/// `"2.5"`, `fixed(-0.004, 2)` is `"0.00"`. Not-a-number and infinities are written `0`.
///
/// ```
/// use skald_app::num::fixed;
/// assert_eq!(fixed(12.345, 2), "12.35");
/// assert_eq!(fixed(-1.06, 1), "-1.1");
/// assert_eq!(fixed(7.0, 0), "7");
/// ```
pub fn fixed(x: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10i64.pow(places);
    if !x.is_finite() || x.abs() > 1e12 {
        return "0".into();
    }
    let v = (x * scale as f64).round() as i64;
    let sign = if v < 0 { "-" } else { "" };
    let (int, frac) = (
        v.unsigned_abs() / scale as u64,
        v.unsigned_abs() % scale as u64,
    );
    if places == 0 {
        format!("{sign}{int}")
    } else {
        format!("{sign}{int}.{frac:0width$}", width = places as usize)
    }
}

/// `x` with at most two decimals and no trailing zeros (`3`, `2.5`, `0.33`), for SVG.
///
/// ```
/// use skald_app::num::num;
/// assert_eq!((num(300.0), num(2.5), num(1.0 / 3.0)), ("300".into(), "2.5".into(), "0.33".into()));
/// ```
pub fn num(x: f64) -> String {
    let s = fixed(x, 2);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}
