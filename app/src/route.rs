//! Client-side routes, kept in the URL's hash (`#/odin`), so that the app works unchanged
//! from any folder of a static host (`/`, `/games/skald/`, …) and the server only ever
//! serves `index.html`.

use crate::games::GameId;
use crate::i18n::shell;

/// A screen of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `#/` (or no hash at all): the list of games.
    Home,
    /// `#/<game>` or `#/<game>/<rest>`: a game's own pages. `rest` is the path after the
    /// game's slug, without a leading slash (`""` for the game's start page); each game
    /// interprets it itself (`play`, `rules/troll`, …).
    Game { game: GameId, rest: String },
    /// `#/embed/<game>?<query>`: a position of a game alone, for a frame in another page
    /// (no header or footer; see `crate::embed` and docs/embedding.md). `query` is the raw
    /// text after `?` (still percent-encoded).
    Embed { game: GameId, query: String },
    /// `#/join/<payload>`: a seat's code opened on a phone (issue #44: the table's offer and
    /// the seat's secret in decimal digits, `crate::link::join`), drawn by the phone's build;
    /// `payload` is the raw text after `join/`, read as hostile.
    Join(String),
    /// Anything else.
    NotFound(String),
}

/// The longest address hash read (an embed's query allows 32 KiB, a replay link 8,000
/// characters): a longer one is not an address this app made, and is not read.
pub const MAX_HASH: usize = 64 * 1024;

impl Route {
    /// Reads a route from a URL hash such as `#/voluspa/rules` (`#`, `#/` and `""` are home).
    /// A hash longer than [`MAX_HASH`] is a page not found, named by its first characters.
    pub fn parse(hash: &str) -> Route {
        if hash.len() > MAX_HASH {
            return Route::NotFound(hash.chars().take(40).chain(['…']).collect());
        }
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let path = path.strip_prefix('/').unwrap_or(path);
        // An embed's query holds notation, which may contain `/` (Völuspá's row separator).
        if let Some(embed) = path.strip_prefix("embed/") {
            let (slug, query) = embed.split_once('?').unwrap_or((embed, ""));
            return match GameId::from_slug(slug.trim_end_matches('/')) {
                Some(game) => Route::Embed {
                    game,
                    query: query.to_string(),
                },
                None => Route::NotFound(path.to_string()),
            };
        }
        let path = path.trim_end_matches('/');
        if let Some(payload) = path.strip_prefix("join/") {
            return Route::Join(payload.to_string());
        }
        if path.is_empty() {
            return Route::Home;
        }
        let (head, rest) = path.split_once('/').unwrap_or((path, ""));
        match GameId::from_slug(head) {
            Some(game) => Route::Game {
                game,
                rest: rest.to_string(),
            },
            None => Route::NotFound(path.to_string()),
        }
    }

    /// The hash that leads to this route, for `href` attributes (`#/odin`).
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".to_string(),
            Route::Game { game, rest } if rest.is_empty() => format!("#/{}", game.slug()),
            Route::Game { game, rest } => format!("#/{}/{rest}", game.slug()),
            Route::Embed { game, query } if query.is_empty() => format!("#/embed/{}", game.slug()),
            Route::Embed { game, query } => format!("#/embed/{}?{query}", game.slug()),
            Route::Join(payload) => format!("#/join/{payload}"),
            Route::NotFound(path) => format!("#/{path}"),
        }
    }

    /// The route of a game's start page.
    pub fn game(game: GameId) -> Route {
        Route::Game {
            game,
            rest: String::new(),
        }
    }

    /// The route the browser shows now.
    pub fn current() -> Route {
        Route::parse(&gloo::utils::window().location().hash().unwrap_or_default())
    }

    /// The document title for this route.
    pub fn title(&self) -> String {
        match self {
            Route::Home => shell::title_home().to_string(),
            Route::Game { game, .. } => shell::title_game(game.info().name),
            Route::Embed { game, .. } => shell::title_embed(game.info().name),
            Route::Join(_) => shell::title_join().to_string(),
            Route::NotFound(_) => shell::title_not_found().to_string(),
        }
    }
}

/// Goes to `route` (adds a history entry, like following a link).
pub fn navigate(route: &Route) {
    let _ = gloo::utils::window().location().set_hash(&route.href());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seats_code_opens_the_join_route_with_its_payload_as_it_came() {
        for (hash, payload) in [
            ("#/join/0123456789", "0123456789"),
            ("#/join/0123456789/", "0123456789"),
            ("#/join/<b>x</b>?a=1", "<b>x</b>?a=1"),
        ] {
            let route = Route::parse(hash);
            assert_eq!(route, Route::Join(payload.to_string()));
            assert_eq!(Route::parse(&route.href()), route);
        }
        // `join` alone is no seat's code, and no game's page.
        assert_eq!(Route::parse("#/join"), Route::NotFound("join".to_string()));
    }

    #[test]
    fn an_address_too_long_is_not_read() {
        let long = format!("#/odin/new?names={}", "A".repeat(MAX_HASH));
        match Route::parse(&long) {
            Route::NotFound(shown) => assert_eq!(shown.chars().count(), 41),
            other => panic!("{other:?}"),
        }
        let embed = format!("#/embed/odin?{}", "a".repeat(MAX_HASH - 20));
        assert!(matches!(Route::parse(&embed), Route::Embed { .. }));
    }

    #[test]
    fn parses_home_in_all_spellings() {
        for hash in ["", "#", "#/", "/", "#//"] {
            assert_eq!(Route::parse(hash), Route::Home, "{hash:?}");
        }
    }

    #[test]
    fn parses_games_and_their_sub_paths() {
        assert_eq!(Route::parse("#/odin"), Route::game(GameId::Odin));
        assert_eq!(Route::parse("#/odin/"), Route::game(GameId::Odin));
        assert_eq!(
            Route::parse("#/voluspa/rules/troll"),
            Route::Game {
                game: GameId::Voluspa,
                rest: "rules/troll".to_string()
            }
        );
        assert_eq!(Route::parse("#/valda"), Route::game(GameId::Valda));
    }

    #[test]
    fn embeds_keep_their_query_whole() {
        assert_eq!(
            Route::parse("#/embed/voluspa?board=Od Th/Tr .&moves=[]"),
            Route::Embed {
                game: GameId::Voluspa,
                query: "board=Od Th/Tr .&moves=[]".to_string()
            }
        );
        assert_eq!(
            Route::parse("#/embed/odin"),
            Route::Embed {
                game: GameId::Odin,
                query: String::new()
            }
        );
        assert_eq!(
            Route::parse("#/embed/chess?x=1"),
            Route::NotFound("embed/chess?x=1".to_string())
        );
    }

    #[test]
    fn unknown_paths_are_not_found() {
        assert_eq!(
            Route::parse("#/chess"),
            Route::NotFound("chess".to_string())
        );
    }

    #[test]
    fn href_round_trips() {
        let routes = [
            Route::Home,
            Route::game(GameId::Voluspa),
            Route::Game {
                game: GameId::Odin,
                rest: "play".to_string(),
            },
            Route::NotFound("x/y".to_string()),
            Route::Embed {
                game: GameId::Voluspa,
                query: "board=Od%20Th/Tr%20.&try".to_string(),
            },
        ];
        for route in routes {
            assert_eq!(Route::parse(&route.href()), route);
        }
    }
}
