//! Valda's words in the language in use: the messages of `app/l10n/<lang>/valda.ftl` (one
//! function each, see [`crate::i18n`]), and the engine's structured data in words — the
//! events of the log ([`describe`]), what the player deciding is asked ([`prompt_words`]),
//! the buttons of the legal actions ([`action_words`]), resources, buildings, dice faces and
//! refusals. Card names and effects are in [`crate::valda::card_words`]. The log's English
//! is the only one there is: the `skald` command line (`skald-cli`) prints the events of
//! `skald valda apply` through [`describe_log`] too.

mod decision;
mod log;
mod vocab;

pub use decision::{action_words, fight_preview, prompt_words};
pub use log::{describe, describe_log, follower_notes};
pub use vocab::*;
