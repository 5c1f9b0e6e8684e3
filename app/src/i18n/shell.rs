//! The home page, the menus, and what every game shares: the messages of
//! `app/l10n/<lang>/shell.ftl`, one function each.

include!(concat!(env!("OUT_DIR"), "/l10n/shell.rs"));
