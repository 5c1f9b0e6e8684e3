//! `skald <game> view --position FILE --seat N`: what seat N may see of a game, as one line
//! of JSON — exactly what the JavaScript API's `view` returns for that seat (Völuspá's
//! `view(N)`, Odin's and Valda's `view({player: N})`): the game's `View` for
//! `Viewer::Player(N)`, with other players' hands and the order of face-down piles left
//! out. Seats count from 0, as in the JSON and the JavaScript API.
//!
//! The position FILE (or `-` for standard input) is a game record: a replay
//! (`{"game", "config", "seed", "actions"}`, as `replayJson()` and `skald valda selfplay`
//! print it), or an object holding one under `"replay"` (what `skald odin selfplay`
//! prints; the app's saves and exported games). Valda also reads the positions of
//! `skald valda legal|apply` (a hand-written position or a snapshot).

use serde::Deserialize;
use serde_json::Value;
use skald::{Game, Replay, Viewer};
use std::io::Read;

/// The name a FILE argument is reported by.
pub(crate) fn shown(path: &str) -> &str {
    if path == "-" {
        "<stdin>"
    } else {
        path
    }
}

/// Reads the JSON of `--position FILE` (at most [`crate::io::MAX_INPUT_BYTES`]).
pub(crate) fn read_json(path: Option<&str>, stdin: &mut dyn Read) -> Result<Value, String> {
    let path = path.ok_or("--position FILE is needed")?;
    let text = crate::io::read_input(path, stdin, crate::io::MAX_INPUT_BYTES)?;
    serde_json::from_str(&text).map_err(|e| format!("{}: invalid JSON: {e}", shown(path)))
}

/// The replay record in a file's JSON: the object itself when it has `seed` and `actions`,
/// else the object under its `replay` key, if any.
pub(crate) fn replay_record(value: &Value) -> Option<&Value> {
    if value.get("seed").is_some() && value.get("actions").is_some() {
        Some(value)
    } else {
        value.get("replay").filter(|r| r.is_object())
    }
}

/// The game a replay record leads to; every action is checked as it is replayed.
pub(crate) fn from_replay<G: Game>(path: &str, record: &Value) -> Result<G, String> {
    // The game's name first: another game's actions would only fail to parse.
    if let Some(found) = record.get("game").and_then(Value::as_str) {
        if found != G::NAME {
            let wrong = skald::ReplayError::<G::Error>::WrongGame {
                expected: G::NAME.into(),
                found: found.into(),
            };
            return Err(format!("{}: {wrong}", shown(path)));
        }
    }
    let replay = Replay::<G>::deserialize(record)
        .map_err(|e| format!("{}: not a replay record of {}: {e}", shown(path), G::NAME))?;
    replay.state().map_err(|e| format!("{}: {e}", shown(path)))
}

/// A Völuspá or Odin game from `--position FILE`: its replay record.
pub(crate) fn load_replay<G: Game>(path: Option<&str>, stdin: &mut dyn Read) -> Result<G, String> {
    let value = read_json(path, stdin)?;
    let path = path.unwrap_or("-");
    let record = replay_record(&value).ok_or_else(|| {
        format!(
            "{}: not a game record (a replay with \"game\", \"config\", \"seed\" and \"actions\", \
             or an object holding one under \"replay\")",
            shown(path)
        )
    })?;
    from_replay(path, record)
}

/// What the seat named by `--seat` may see of `game`, as one line of JSON.
pub(crate) fn view<G: Game>(game: &G, seat: Option<&str>) -> Result<String, String> {
    let players = game.players();
    let seat = seat.ok_or("--seat N is needed (seats count from 0)")?;
    let n = match seat.parse::<usize>() {
        Ok(n) if n < players => n,
        _ => {
            return Err(format!(
                "--seat must be a seat of this {players}-player game, 0 to {}, not '{seat}'",
                players.saturating_sub(1)
            ))
        }
    };
    serde_json::to_string(&game.view(Viewer::Player(n))).map_err(|e| e.to_string())
}
