//! The app's words in English and German (issue #14), one language per load (issue #28).
//!
//! Words live in [Fluent](https://projectfluent.org/) message files,
//! `app/l10n/<lang>/<file>.ftl`: `shell.ftl` for the home page, the menus and what every
//! game shares, and one file per game, used only by that game's build. The build script
//! compiles them with the `skald-l10n` crate into one function per message, so a component
//! writes `i18n::shell::games_label()` and gets "Games" or "Spiele" for the [`current`]
//! language; a message with placeables takes its arguments ([`Arg`]: text or whole
//! numbers) and chooses plural forms by the language's rules. A message missing in German,
//! or with other variables, fails the build.
//!
//! The functions hold no words: they read them from the [`words`] of the language in use,
//! which the page's loader fetches beside the wasm (only that language's) and [`start`]
//! installs before the app mounts; [`choose`] fetches the other language's when the player
//! switches. Natively and in the wasm tests every language is compiled in.
//!
//! Which language: the loader decides before anything downloads (`index.html`): a
//! `lang=de` URL parameter (which forces it, for embeds in a German rules page, and is not
//! remembered), else the language chosen in the app (`localStorage["skald.lang"]`), else
//! the browser's (`navigator.languages`), else English.

mod arg;
mod choice;
mod lang;
mod load;
pub mod shell;
pub mod words;

pub use arg::{int, Arg};
pub use choice::{choose, start, use_lang, LangSwitch};
pub use lang::{current, set, Lang};
#[cfg(any(feature = "table-link", feature = "seat"))]
pub(crate) use load::load as load_words;
