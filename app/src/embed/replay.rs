//! A whole game in an embed (`replay` parameter, every game): the replay link's notation
//! (`g=…&m=…`, [`crate::replay::link`]: the game's seed and seats, every move as its place
//! in the engine's legal actions), read here and drawn by the game's replay route
//! (`crate::replay::page::ReplayRoute`) in the embed's frame, without the route's title, way
//! back and sharing: each move in the game's log words with the scores as they stood. A
//! link is replayed and checked by the engine (and refused when another engine's rules made
//! it) before anything is shown.

use super::frame::Scheme;
use super::query::ParamError;
use crate::replay::link::from_query;
use crate::replay::viewer::Opened;
use crate::replay::ReplayGame;

/// The link's query in a `replay` parameter: a whole replay link
/// (`https://…/#/odin/replay?g=…&m=…`) or only what follows its `?`.
pub fn link_query(value: &str) -> &str {
    value.split_once('?').map_or(value, |(_, q)| q).trim()
}

/// Reads the `replay` parameter for game `A`; the error says what is wrong, as text.
fn open<A: ReplayGame>(value: &str) -> Result<Opened<A::Game>, ParamError> {
    let (replay, meta) =
        from_query::<A::Game>(link_query(value)).map_err(|e| ParamError::new(PARAM, e))?;
    Opened::new(replay, meta).map_err(|e| ParamError::new(PARAM, e))
}

/// Reads an embed's query (still percent-encoded) that asks for a whole game of `A`: the
/// frame's id and scheme (as far as they could be read), and the game replayed from its
/// link, or the first thing wrong with the parameters. The replay route draws it
/// (`crate::replay::page::ReplayRoute`, in its frame).
pub fn read<A: ReplayGame>(query: &str) -> (String, Scheme, Result<Opened<A::Game>, ParamError>) {
    super::frame::open(query, &[PARAM], |p| match p.get(PARAM) {
        Some(value) => open::<A>(value),
        None => Err(ParamError::new(PARAM, "required: the game's replay link")),
    })
}

/// The parameter that asks for a whole game.
pub const PARAM: &str = "replay";

/// Whether an embed route's query (still percent-encoded) asks for a whole game.
pub fn asks_replay(query: &str) -> bool {
    query
        .split('&')
        .any(|kv| kv == PARAM || kv.starts_with("replay="))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_or_its_query_gives_the_query() {
        assert_eq!(
            link_query("https://x.org/s/#/odin/replay?g=AB&m=CD"),
            "g=AB&m=CD"
        );
        assert_eq!(link_query(" g=AB&m=CD "), "g=AB&m=CD");
        assert!(asks_replay("id=e1&replay=v%3D1%26g%3DAB&scheme=light"));
        assert!(!asks_replay("board=Od&replayed=1"));
    }
}
