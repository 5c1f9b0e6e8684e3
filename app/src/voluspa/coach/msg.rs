//! The messages of `voluspa_coach.ftl` (one function each, see [`crate::i18n`]): the coach's
//! notes and its lines after a move.

include!(concat!(env!("OUT_DIR"), "/l10n/voluspa_coach.rs"));
