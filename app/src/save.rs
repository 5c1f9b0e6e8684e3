//! Saved games for any [`Game`]: a versioned envelope around a [`Replay`] (configuration,
//! seed and action log) plus app-side metadata (player names, colours…), kept in local
//! storage and exported to / imported from JSON files.
//!
//! A save that cannot be read (not JSON, another format, a newer version, a log the engine
//! rejects) is never overwritten: it is moved aside under another key and the caller gets
//! a [`SaveProblem`] with a message for the players.

use gloo::storage::{LocalStorage, Storage};
use serde::Serialize;
use skald::{Game, Replay};
use wasm_bindgen::JsCast;

use crate::i18n::shell;
use crate::json::{self, Fields, FromJson, Value};
use crate::table::history::{walk_json, History, WalkError};

/// Written in every envelope, to recognise our files.
pub use crate::shelf::FORMAT;
/// The envelope's version; saves with a higher one are "from a newer Skald".
pub const VERSION: u32 = 1;

/// The app's metadata saved beside a replay (player names, colours…). A save is checked
/// as a game would be: a file that parses but could never have been written by the app
/// (seats that do not match the game, unknown or shared colours) is refused.
pub trait SaveMeta: Serialize + FromJson + Clone {
    /// Whether this metadata fits a game of `players` players; the error is a phrase for
    /// the players ("it names 3 players for a 2-player game").
    fn check(&self, players: usize) -> Result<(), String>;
}

/// The largest save file read (a long Völuspá or Odin game is a few dozen KiB).
pub const MAX_SAVE_BYTES: usize = 1 << 20;

/// A serde error in players' words: what kind of problem, never Rust type names.
fn damaged(e: &json::Error) -> String {
    let text = e.to_string();
    let what = if let Some(rest) = text.strip_prefix("missing field `") {
        let field = rest.split('`').next().unwrap_or("");
        shell::save_missing_entry(field)
    } else if text.starts_with("unknown variant") || text.starts_with("unknown field") {
        shell::save_unknown_entry().to_string()
    } else if text.starts_with("invalid type") {
        shell::save_wrong_kind().to_string()
    } else if text.starts_with("invalid value") || text.contains("out of range") {
        shell::save_out_of_range().to_string()
    } else if text.starts_with("invalid length") {
        shell::save_wrong_length().to_string()
    } else {
        shell::save_wrong_shape().to_string()
    };
    shell::save_damaged(what)
}

/// What is stored: the replay and the app's metadata for it. Read back as a [`Stored`].
#[derive(Serialize)]
#[serde(bound(serialize = "M: Serialize"))]
pub struct Envelope<G: Game, M> {
    pub format: String,
    pub version: u32,
    /// [`Game::NAME`], repeated outside the replay for a quick check.
    pub game: String,
    /// The engine version that wrote the save (informative).
    #[serde(default)]
    pub engine: String,
    /// The version of the game's rules that wrote the save ([`Game::RULES`]): a save of
    /// other rules is refused (replayed, it would be another game); older saves have none
    /// and are replayed as they are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<u32>,
    pub meta: M,
    pub replay: Replay<G>,
    /// Where the game stood when it was saved, for pages that list saves without an engine
    /// to replay them (the home page); not in files exported from the play screen, nor in
    /// older saves. Written, never read back here: opening or importing a save replays it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<SaveStatus>,
}

/// A game whose saves the app reads: the engine's game, its configuration read by hand
/// ([`FromJson`]: Völuspá's and Valda's in their modules' `config_json`; Odin's through the
/// engine's derived reader).
pub trait SavedGame: Game<Config: FromJson> {}

impl<G: Game<Config: FromJson>> SavedGame for G {}

/// An [`Envelope`] as read back (by hand, [`FromJson`]: no derived reader in the build),
/// its moves still JSON until the replay reads each one as the legal action it writes
/// ([`crate::moves`]), so the build holds no reader of actions either.
struct Stored<G: Game, M> {
    rules: Option<u32>,
    meta: M,
    replay: StoredReplay<G>,
}

/// A [`Replay`] as read back, its moves as JSON.
struct StoredReplay<G: Game> {
    game: String,
    config: G::Config,
    seed: u64,
    actions: Vec<Value>,
}

/// The fields [`Envelope`] writes (`rules` may be left out).
impl<G: SavedGame, M: FromJson> FromJson for Stored<G, M> {
    fn from_json(v: Value) -> Result<Self, json::Error> {
        let mut f = Fields::of(v, "a save")?;
        let rules = f.take_or_default("rules")?;
        let meta = f.take("meta")?;
        let mut r = Fields::of(f.take("replay")?, "a replay")?;
        let replay = StoredReplay {
            game: r.take("game")?,
            config: r.take("config")?,
            seed: r.take("seed")?,
            actions: r.take("actions")?,
        };
        Ok(Stored {
            rules,
            meta,
            replay,
        })
    }
}

/// Where a saved game stood: read by the home page, which lists unfinished games without
/// replaying them (it has no engine). Never trusted for play: opening a save replays it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SaveStatus {
    /// The game had ended.
    pub over: bool,
    /// Who was to decide.
    pub to_move: Option<usize>,
}

impl SaveStatus {
    /// Where `game` stands.
    pub fn of<G: Game>(game: &G) -> SaveStatus {
        SaveStatus {
            over: game.is_over(),
            to_move: game.to_move(),
        }
    }
}

/// A save read back and replayed: the replay, its metadata, the rebuilt state and what the
/// table remembers of its past (built in the same pass).
pub struct Loaded<G: Game, M> {
    pub replay: Replay<G>,
    pub meta: M,
    pub state: G,
    pub history: History<G>,
    /// Set when the save was made under earlier rules of the game and is continued under
    /// the current ones ("Saves across updates" in docs/architecture.md).
    pub earlier: Option<EarlierRules>,
}

/// A save of earlier rules of its game, continued under the current ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EarlierRules {
    /// The rules it was made under.
    pub rules: u32,
    /// The number of its moves the current rules could not take (the first of them and
    /// every one after it): the game continues from the position before them. 0 when the
    /// whole game replays.
    pub dropped: usize,
}

impl EarlierRules {
    /// What the players are told when the game opens, for a game of `G`.
    pub fn message<G: Game>(&self, game: &str) -> String {
        match self.dropped {
            0 => shell::rules_updated(game, self.rules, G::RULES),
            n => shell::rules_updated_cut(game, self.rules, G::RULES, n),
        }
    }
}

/// How a save made under other rules of its game is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherRules {
    /// Refused: a replay (a finished game, a link) shows the game as it was played or not
    /// at all.
    Refuse,
    /// A game in progress made under *earlier* rules continues under the current ones,
    /// from the last position they can reach; one of newer rules is refused.
    Continue,
}

impl<G: Game, M> Loaded<G, M> {
    /// A game that has not started yet (a new deal).
    pub fn fresh(replay: Replay<G>, meta: M) -> Result<Self, String> {
        let state = replay.initial().map_err(|e| e.to_string())?;
        let history = History::new(state.players());
        Ok(Loaded {
            replay,
            meta,
            state,
            history,
            earlier: None,
        })
    }
}

/// A save that could not be used.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveProblem {
    /// One or two sentences for the players.
    pub message: String,
    /// Where the unreadable text was kept (local-storage key), if it was stored.
    pub kept_as: Option<String>,
}

/// Serialises a game to the JSON of a save file.
pub fn to_json<G: Game, M: Serialize + Clone>(replay: &Replay<G>, meta: &M) -> String {
    envelope_json(replay, meta, None)
}

fn envelope_json<G: Game, M: Serialize + Clone>(
    replay: &Replay<G>,
    meta: &M,
    status: Option<SaveStatus>,
) -> String {
    let env = Envelope::<G, M> {
        format: FORMAT.to_string(),
        version: VERSION,
        game: G::NAME.to_string(),
        engine: skald::VERSION.to_string(),
        rules: Some(G::RULES),
        meta: meta.clone(),
        replay: replay.clone(),
        status,
    };
    json::to_string(&env).unwrap_or_default()
}

/// Reads a save file's JSON and replays it through the engine, which checks every action;
/// then checks the metadata against the game ([`SaveMeta::check`]). Every error is a
/// phrase for the players ("it is a save of another game (odin)"). A save of other rules
/// is refused: this reads replays (finished games, links); [`from_json_continued`] reads
/// games in progress.
pub fn from_json<G: SavedGame, M: SaveMeta>(text: &str) -> Result<Loaded<G, M>, String> {
    read(text, OtherRules::Refuse)
}

/// [`from_json`] for a game to play on: a save made under earlier rules of its game is
/// continued under the current ones ([`OtherRules::Continue`]).
pub fn from_json_continued<G: SavedGame, M: SaveMeta>(text: &str) -> Result<Loaded<G, M>, String> {
    read(text, OtherRules::Continue)
}

fn read<G: SavedGame, M: SaveMeta>(text: &str, other: OtherRules) -> Result<Loaded<G, M>, String> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(shell::save_too_large(
            text.len() / 1024,
            MAX_SAVE_BYTES / 1024,
        ));
    }
    let value = json::parse(text).map_err(|_| shell::save_not_json().to_string())?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(shell::save_not_skald().to_string());
    }
    let version = value.get("version").and_then(|v| v.as_u64()).unwrap_or(0);
    if version > VERSION as u64 {
        return Err(shell::save_newer(version, VERSION));
    }
    let game = value.get("game").and_then(|g| g.as_str()).unwrap_or("");
    if game != G::NAME {
        let shown: String = game.chars().take(20).collect();
        return Err(shell::save_other_game(shown));
    }
    let env = Stored::<G, M>::from_json(value).map_err(|e| damaged(&e))?;
    let earlier = match env.rules.filter(|&r| r != G::RULES) {
        None => None,
        Some(rules) if other == OtherRules::Continue && rules < G::RULES => Some(rules),
        Some(rules) if rules > G::RULES => return Err(shell::save_newer_rules(rules, G::RULES)),
        Some(rules) => return Err(shell::save_other_rules(rules, G::RULES)),
    };
    let StoredReplay {
        game,
        config,
        seed,
        actions,
    } = env.replay;
    let replay = Replay::<G> {
        game,
        config,
        seed,
        actions: Vec::new(),
    };
    let walked = walk_json(replay.clone(), &actions);
    let (walked, earlier) = match (walked, earlier) {
        (Ok(w), None) => (w, None),
        (Ok(w), Some(rules)) => (w, Some(EarlierRules { rules, dropped: 0 })),
        // Under the current rules the game reaches move `index` and no further: it continues
        // from there.
        (Err(WalkError::NotLegal(index)), Some(rules)) => (
            walk_json(replay, &actions[..index]).map_err(refusal)?,
            Some(EarlierRules {
                rules,
                dropped: actions.len() - index,
            }),
        ),
        (Err(e), _) => return Err(refusal(e)),
    };
    let (replay, state, history) = walked;
    env.meta.check(state.players())?;
    Ok(Loaded {
        replay,
        meta: env.meta,
        state,
        history,
        earlier,
    })
}

/// Why the engine would not replay a save, for the players.
fn refusal<E: std::fmt::Display>(e: WalkError<E>) -> String {
    match e {
        WalkError::Replay(e) => shell::save_engine_refuses(e.to_string()),
        WalkError::NotLegal(index) => {
            shell::save_engine_refuses(shell::save_move_not_legal(index + 1))
        }
    }
}

/// One save slot in local storage.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    pub key: &'static str,
}

impl Slot {
    pub const fn new(key: &'static str) -> Slot {
        Slot { key }
    }

    /// The raw text stored in the slot, if any.
    pub fn raw(&self) -> Option<String> {
        LocalStorage::raw().get_item(self.key).ok().flatten()
    }

    /// Whether something is stored.
    pub fn exists(&self) -> bool {
        self.raw().is_some()
    }

    /// Loads and replays the saved game. `Ok(None)` when the slot is empty. On any
    /// problem the stored text is moved aside (never overwritten) and explained.
    pub fn load<G: SavedGame, M: SaveMeta>(&self) -> Result<Option<Loaded<G, M>>, SaveProblem> {
        let Some(text) = self.raw() else {
            return Ok(None);
        };
        match from_json_continued::<G, M>(&text) {
            Ok(loaded) => {
                // Moves the current rules could not take stay in the original, kept aside (the
                // home page offers it as a file); the slot holds the game as it goes on.
                if loaded.earlier.is_some_and(|e| e.dropped > 0) && self.keep_copy(&text).is_some()
                {
                    let status = SaveStatus::of(&loaded.state);
                    let _ = self.store(&loaded.replay, &loaded.meta, status);
                }
                Ok(Some(loaded))
            }
            Err(why) => {
                let kept_as = self.set_aside(&text);
                let message = match &kept_as {
                    Some(_) => shell::save_kept_aside(why),
                    None => shell::save_not_opened(why),
                };
                Err(SaveProblem { message, kept_as })
            }
        }
    }

    /// The saved game's configuration and metadata, read without replaying it (`None` when
    /// the slot is empty or unreadable).
    pub fn settings<G: SavedGame, M: SaveMeta>(&self) -> Option<(G::Config, M)> {
        let env: Stored<G, M> = json::read(&self.raw()?).ok()?;
        (env.replay.game == G::NAME).then_some((env.replay.config, env.meta))
    }

    /// Moves `text` to a fresh key next to the slot ([`crate::shelf::UNREADABLE`]) and
    /// empties the slot; the home page offers it for export.
    fn set_aside(&self, text: &str) -> Option<String> {
        let key = self.keep_copy(text)?;
        let _ = LocalStorage::raw().remove_item(self.key);
        Some(key)
    }

    /// Keeps `text` under a fresh key next to the slot ([`crate::shelf::UNREADABLE`]).
    fn keep_copy(&self, text: &str) -> Option<String> {
        let key = crate::shelf::fresh_key(self.key, crate::shelf::UNREADABLE);
        LocalStorage::raw().set_item(&key, text).ok().map(|()| key)
    }

    /// Stores the game (after every action), with where it stands (`status`).
    pub fn store<G: Game, M: Serialize + Clone>(
        &self,
        replay: &Replay<G>,
        meta: &M,
        status: SaveStatus,
    ) -> Result<(), String> {
        LocalStorage::raw()
            .set_item(self.key, &envelope_json(replay, meta, Some(status)))
            .map_err(|_| shell::save_refused().to_string())
    }

    /// Empties the slot.
    pub fn clear(&self) {
        let _ = LocalStorage::raw().remove_item(self.key);
    }
}

/// Offers `text` as a file download named `filename`.
pub fn download(filename: &str, text: &str) {
    let blob = gloo::file::Blob::new_with_options(text, Some("application/json"));
    let url = gloo::file::ObjectUrl::from(blob);
    let document = gloo::utils::document();
    if let Ok(a) = document.create_element("a") {
        if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
            a.set_href(&url);
            a.set_download(filename);
            let _ = document.body().map(|b| b.append_child(&a));
            a.click();
            a.remove();
        }
    }
    // Let the browser start the download before the URL is revoked.
    gloo::timers::callback::Timeout::new(10_000, move || drop(url)).forget();
}

/// Reads the first file chosen in a file input as text, if it is at most `max` bytes: a
/// larger file is refused by its size, before anything of it is read.
pub fn read_file(
    input: &web_sys::HtmlInputElement,
    max: usize,
    done: impl FnOnce(Result<String, String>) + 'static,
) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        done(Err(shell::no_file().to_string()));
        return;
    };
    // Read, the input could be chosen again with the same file and still answer.
    input.set_value("");
    let size = file.size();
    if size > max as f64 {
        done(Err(shell::file_too_large(
            (size / 1024.0).ceil() as usize,
            max.div_ceil(1024),
        )));
        return;
    }
    let file = gloo::file::File::from(file);
    let reader = gloo::file::callbacks::read_as_text(&file, move |res| {
        done(res.map_err(|e| shell::file_unreadable(e.to_string())))
    });
    // The reader is cancelled when dropped: keep it until it has called back.
    std::mem::forget(reader);
}

#[cfg(test)]
mod tests;
