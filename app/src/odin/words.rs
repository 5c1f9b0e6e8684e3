//! Odin's words in the language in use: the messages of `app/l10n/<lang>/odin.ftl` (one
//! function each, see [`crate::i18n`]), and the engine's structured data in words —
//! colours, cards, what the next set must be ([`requirement`]) and why a set may not be
//! played ([`play_error`]). The engine's own `Display` stays English (CLI, JavaScript API).

use skald::odin::{Card, CardSet, Colour, OdinError, PlayError, Requirement, Target};

mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/odin.rs"));
}
pub use msg::*;

// The words every game shares, defined once (`shell.ftl`).
pub use crate::i18n::shell::n_cards as cards_in_hand;
pub use crate::i18n::shell::{
    and_list, back, close, col_player, computer_thinking, embed, embed_example, export, game_over,
    home, names_and, new_game, pass, play_again, player_n, seed_legend, seed_placeholder, start,
    the_game_is_over, try_reset, undo, undo_last_move, undo_replies_title, your_hand,
};

/// A set's value as its cards' digits, without digit grouping in either language: "8743"
/// (the cards 8, 7, 4, 3), never "8,743" or "8.743". Counts and points go to the messages as
/// numbers; values go through here.
pub fn value(v: u32) -> String {
    v.to_string()
}

/// A colour's name: "red" / "rot".
pub fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Red => colour_red(),
        Colour::Orange => colour_orange(),
        Colour::Yellow => colour_yellow(),
        Colour::Green => colour_green(),
        Colour::Blue => colour_blue(),
        Colour::Purple => colour_purple(),
    }
}

/// The name of a colour's sign: "circle" / "Kreis".
pub fn glyph(c: Colour) -> &'static str {
    match c {
        Colour::Red => glyph_circle(),
        Colour::Orange => glyph_triangle(),
        Colour::Yellow => glyph_star(),
        Colour::Green => glyph_diamond(),
        Colour::Blue => glyph_square(),
        Colour::Purple => glyph_cross(),
    }
}

/// A card in words: "7 red" / "7 rot" (never "7R": a letter O reads as a zero).
pub fn card_words(c: Card) -> String {
    card(c.number(), colour(c.colour()))
}

/// A set's cards joined by commas, highest first: "8 red, 2 red".
pub fn set_words(set: CardSet) -> String {
    let labels: Vec<String> = set.cards().into_iter().map(card_words).collect();
    labels.join(", ")
}

/// A set's cards as a sentence says them: "8 red and 2 red".
pub fn cards_sentence(set: CardSet) -> String {
    let labels: Vec<String> = set.cards().into_iter().map(card_words).collect();
    crate::text::join_and(&labels)
}

/// Why a set may not be played, without a capital: "value 7 is not above 8".
pub fn play_error(e: &PlayError) -> String {
    match e {
        PlayError::Empty => err_empty().into(),
        PlayError::Mixed => err_mixed().into(),
        PlayError::NotHeld { card } => err_not_held(card_words(*card)),
        PlayError::LeaderPlaysOne => err_leader_plays_one().into(),
        PlayError::WrongSize { size, played } => {
            err_wrong_size(*size, size.saturating_add(1), *played)
        }
        PlayError::TooLow { value: v, middle } => err_too_low(value(*v), value(*middle)),
        PlayError::NotNow { .. } => err_not_now().into(),
    }
}

/// Why an action was refused, without a capital. Set-up, view, notation and JSON errors
/// (which a player's tap never causes) keep the engine's English.
pub fn odin_error(e: &OdinError) -> String {
    match e {
        OdinError::Play(p) => play_error(p),
        OdinError::Pass(_) | OdinError::Take(_) => err_not_now().into(),
        OdinError::Over => err_over().into(),
        _ => e.to_string(),
    }
}

/// What the next set must be, as a sentence: "The next set must be 1 or 2 cards above 8".
pub fn requirement(r: &Requirement) -> String {
    match r {
        Requirement::Lead => req_lead().into(),
        Requirement::Beat { size, value: v } => req_beat(*size, size.saturating_add(1), value(*v)),
        Requirement::Take { from } => req_take(cards_sentence(*from)),
        Requirement::Over => the_game_is_over().into(),
    }
}

/// A game's length as the scoreboard says it: "game to 15 points", "one-hand game".
pub fn target_words(t: Target) -> String {
    match t {
        Target::Points(p) => game_to(p),
        Target::OneHand => one_hand_game().into(),
    }
}

/// A target as the new-game form offers it: "15 points", "One hand".
pub fn target_label_of(t: Target) -> String {
    match t {
        Target::Points(p) => target_points(p),
        Target::OneHand => target_one_hand().into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};

    #[test]
    fn reasons_and_requirements_in_both_languages() {
        let low = PlayError::TooLow {
            value: 7,
            middle: 8,
        };
        let beat = Requirement::Beat { size: 1, value: 8 };
        let set_of_two: CardSet = "8R 2R".parse().unwrap();
        assert_eq!(play_error(&low), "value 7 is not above 8");
        assert_eq!(
            requirement(&beat),
            "The next set must be 1 or 2 cards above 8"
        );
        assert_eq!(cards_sentence(set_of_two), "8 red and 2 red");
        assert_eq!(cards_in_hand(1), "1 card");
        assert_eq!(cards_in_hand(2), "2 cards");
        assert_eq!(middle_facts(value(8743), 4), "Value 8743 · 4 cards");
        set(Lang::De);
        let de = (
            play_error(&low),
            requirement(&beat),
            cards_sentence(set_of_two),
            cards_in_hand(1),
            cards_in_hand(2),
            middle_facts(value(8743), 1),
        );
        set(Lang::En);
        assert_eq!(de.0, "der Wert 7 ist nicht höher als 8");
        assert_eq!(de.1, "Als Nächstes 1 oder 2 Karten mit mehr als 8");
        assert_eq!(de.2, "8 rot und 2 rot");
        assert_eq!(de.3, "1 Karte");
        assert_eq!(de.4, "2 Karten");
        assert_eq!(de.5, "Wert 8743 · 1 Karte");
    }
}
