//! How fast the computers move: each of their moves stays on screen at least this long
//! before the next, so a person can follow it. One setting for all games, remembered.

use gloo::storage::{LocalStorage, Storage};

/// The computers' pace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pace {
    /// 1.6 s a move: to learn from them.
    Slow,
    /// 0.8 s a move.
    #[default]
    Normal,
    /// 0.2 s a move: to get on with it.
    Fast,
}

impl Pace {
    /// Where it is remembered.
    pub const KEY: &'static str = "skald.computer.pace";
    pub const ALL: [Pace; 3] = [Pace::Slow, Pace::Normal, Pace::Fast];

    /// The least time a computer's move takes, thinking included, in ms.
    pub fn ms(self) -> u32 {
        match self {
            Pace::Slow => 1_600,
            Pace::Normal => 800,
            Pace::Fast => 200,
        }
    }

    /// The pace's name for players, in the current language.
    pub fn label(self) -> &'static str {
        match self {
            Pace::Slow => crate::i18n::shell::pace_slow(),
            Pace::Normal => crate::i18n::shell::pace_normal(),
            Pace::Fast => crate::i18n::shell::pace_fast(),
        }
    }

    /// `slow`, `normal`, `fast`: the pace in URLs, storage and `data-pace`.
    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    /// The pace [`Pace::name`] names (any case).
    pub fn from_name(name: &str) -> Option<Pace> {
        Pace::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(name))
    }

    /// The remembered pace (Normal when none). Stored as its plain name (`fast`).
    pub fn load() -> Pace {
        LocalStorage::raw()
            .get_item(Self::KEY)
            .ok()
            .flatten()
            .and_then(|name| Pace::from_name(name.trim_matches('"')))
            .unwrap_or_default()
    }

    pub fn remember(self) {
        let _ = LocalStorage::raw().set_item(Self::KEY, self.name());
    }
}
