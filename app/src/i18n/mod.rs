//! The app's words in English and German (issue #14).
//!
//! Words live in [Fluent](https://projectfluent.org/) message files,
//! `app/l10n/<lang>/<file>.ftl`: `shell.ftl` for the home page, the menus and what every
//! game shares, and one file per game, compiled only into that game's build (a visitor
//! downloads the words of the game they open). The build script compiles them with the
//! `skald-l10n` crate into one function per message, so a component writes
//! `i18n::shell::games_label()` and gets "Games" or "Spiele" for the [`current`] language;
//! a message with placeables takes its arguments ([`Arg`]: text or whole numbers) and
//! chooses plural forms by the language's rules. A message missing in German, or with
//! other variables, fails the build.
//!
//! Which language: [`start`] reads a `lang=de` URL parameter (which forces it, for embeds in
//! a German rules page, and is not remembered), else the language chosen in the app
//! (`localStorage["skald.lang"]`), else the browser's (`navigator.languages`), else
//! English. [`choose`] is the switch in the header: it applies and remembers the choice.

mod arg;
mod choice;
mod lang;
pub mod shell;

pub use arg::{int, Arg};
pub use choice::{choose, start, use_lang, LangSwitch};
pub use lang::{current, set, Lang};
