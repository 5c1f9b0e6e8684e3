//! The catalogue of games: what the home screen lists and what each game page is called.
//!
//! When a game becomes playable, set its [`Status`] to [`Status::Playable`] here and add
//! its page to [`crate::pages::game::game_page`].

use crate::i18n::shell;
use crate::save::Slot;

/// One of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    Voluspa,
    Odin,
    Valda,
}

/// How far a game is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// It can be played in the app.
    Playable,
    /// Work on it has started, but it cannot be played yet.
    InProgress,
    /// No work on it is planned yet.
    NotScheduled,
}

impl Status {
    /// A short label for the home screen's cards.
    pub fn label(self) -> &'static str {
        match self {
            Status::Playable => shell::status_playable(),
            Status::InProgress => shell::status_in_progress(),
            Status::NotScheduled => shell::status_not_scheduled(),
        }
    }
}

/// What the app says about a game (two are equal when they are of the same game).
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub id: GameId,
    /// The game's name, with its diacritics (`Völuspá`).
    pub name: &'static str,
    /// One line for the home screen, in the current language.
    pub tagline: fn() -> &'static str,
    /// Player count, as printed on the box.
    pub players: (u8, u8),
    pub status: Status,
}

impl PartialEq for GameInfo {
    fn eq(&self, other: &GameInfo) -> bool {
        self.id == other.id
    }
}

impl GameInfo {
    /// "2–5 players", in the current language.
    pub fn players_label(&self) -> String {
        shell::players_range(self.players.0, self.players.1)
    }
}

/// All games, in the order of the home screen.
pub const GAMES: [GameInfo; 3] = [
    GameInfo {
        id: GameId::Voluspa,
        name: "Völuspá",
        tagline: shell::tagline_voluspa,
        players: (2, 5),
        status: Status::Playable,
    },
    GameInfo {
        id: GameId::Odin,
        name: "Odin",
        tagline: shell::tagline_odin,
        players: (2, 6),
        status: Status::Playable,
    },
    GameInfo {
        id: GameId::Valda,
        name: "Valda",
        tagline: shell::tagline_valda,
        players: (2, 5),
        status: Status::Playable,
    },
];

impl GameId {
    /// All games, in the order of the home screen.
    pub const ALL: [GameId; 3] = [GameId::Voluspa, GameId::Odin, GameId::Valda];

    /// The game's part of the URL (`#/voluspa`): plain ASCII.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::Voluspa => "voluspa",
            GameId::Odin => "odin",
            GameId::Valda => "valda",
        }
    }

    /// Where the game in progress is saved (local storage).
    pub const fn slot(self) -> Slot {
        match self {
            GameId::Voluspa => Slot::new("skald.voluspa.game"),
            GameId::Odin => Slot::new("skald.odin.game"),
            GameId::Valda => Slot::new("skald.valda.game"),
        }
    }

    /// The game whose slug is `slug` (case-insensitive).
    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL
            .into_iter()
            .find(|g| g.slug().eq_ignore_ascii_case(slug))
    }

    /// What the app says about this game.
    pub fn info(self) -> &'static GameInfo {
        GAMES
            .iter()
            .find(|info| info.id == self)
            .expect("every game is in GAMES")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_lists_every_game_once_in_order() {
        let ids: Vec<GameId> = GAMES.iter().map(|g| g.id).collect();
        assert_eq!(ids, GameId::ALL);
    }

    #[test]
    fn slugs_round_trip() {
        for game in GameId::ALL {
            assert_eq!(GameId::from_slug(game.slug()), Some(game));
        }
        assert_eq!(GameId::from_slug("Odin"), Some(GameId::Odin));
        assert_eq!(GameId::from_slug("chess"), None);
    }

    #[test]
    fn names_carry_their_diacritics() {
        assert_eq!(GameId::Voluspa.info().name, "Völuspá");
    }
}
