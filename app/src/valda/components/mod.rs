//! The table of a Valda game, in our own artwork (SVG and CSS).

pub mod build_tray;
pub mod card;
pub mod controls;
pub mod cost;
pub mod dice;
pub mod exchange;
pub mod fight;
pub mod hand;
pub mod log;
pub mod long_press;
pub mod map;
pub mod mat;
pub mod reader;
pub mod stepper;
pub mod track;
pub mod village;

/// Colour-blind-safe player colours (Okabe–Ito), by seat.
pub const SEAT_COLOURS: [&str; 5] = ["#e69f00", "#56b4e9", "#009e73", "#cc79a7", "#0072b2"];

/// A seat's colour.
pub fn seat_colour(seat: usize) -> &'static str {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()]
}

/// A seat's colour from `colours` (the players' choices), or the seat's default.
pub fn colour_of(colours: &[yew::AttrValue], seat: usize) -> yew::AttrValue {
    colours
        .get(seat)
        .cloned()
        .unwrap_or_else(|| yew::AttrValue::Static(seat_colour(seat)))
}

/// A seat's name from `names`, or "Player 3" when it has none.
pub fn seat_name(names: &[yew::AttrValue], seat: usize) -> yew::AttrValue {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| yew::AttrValue::from(crate::valda::words::player_n(seat + 1)))
}
