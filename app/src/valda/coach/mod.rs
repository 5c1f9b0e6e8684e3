//! Valda's coach (issue #45, docs/coach.md): the note for the decision of whoever must
//! decide — the active player or another (an attack slot, a defence, a god weapon in its
//! window) — from their view alone. The moment says where the turn stands (round, whose
//! turn, the phase's purpose) and what this prompt asks, with the position's numbers (the
//! dice one rolls, resources, actions and builds left, the attack's swords, the roll a
//! Crown of Fortune may turn…); each option says what it does here ([`choices`]), the
//! attacks and defences with the engine's own preview of the fight. Words in
//! `valda_coach.ftl`; buttons, cards and resources in the words of `valda::words` and
//! `valda::card_words`.

#[cfg(feature = "after")]
mod after;
mod choices;
mod ctx;
mod note;
mod windows;
mod words;

#[cfg(feature = "after")]
pub use after::{after, after_kind, after_kind_words, AFTER_KINDS};
pub use ctx::sections;
pub use note::note;
pub use windows::window_moment_sample;
pub use words::{
    gift_words, kind_words, option_names, option_words, phase_words, section_title, PHASES,
};

#[cfg(test)]
mod tests;
