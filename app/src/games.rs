//! The catalogue of games: what the home screen lists and what each game page is called.
//!
//! When a game becomes playable, set its [`Status`] to [`Status::Playable`] here and add
//! its page to [`crate::pages::game::GamePage`].

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
            Status::Playable => "Play",
            Status::InProgress => "Being built",
            Status::NotScheduled => "Not scheduled",
        }
    }
}

/// What the app says about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    pub id: GameId,
    /// The game's name, with its diacritics (`Völuspá`).
    pub name: &'static str,
    /// One line for the home screen.
    pub tagline: &'static str,
    /// Player count, as printed on the box.
    pub players: &'static str,
    pub status: Status,
}

/// All games, in the order of the home screen.
pub const GAMES: [GameInfo; 3] = [
    GameInfo {
        id: GameId::Voluspa,
        name: "Völuspá",
        tagline: "Lay gods and creatures in rows and columns, and score every line your tile tops.",
        players: "2–5 players",
        status: Status::Playable,
    },
    GameInfo {
        id: GameId::Odin,
        name: "Odin",
        tagline:
            "Shed your hand by beating the table with higher sets of one colour or one number.",
        players: "2–6 players",
        status: Status::Playable,
    },
    GameInfo {
        id: GameId::Valda,
        name: "Valda",
        tagline:
            "Build temples, gather followers and climb Yggdrasil to become a god in six rounds.",
        players: "2–5 players",
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
