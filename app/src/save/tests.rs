//! Saves: round trips, old saves, refusals in players' words, and saves of earlier rules.

use super::*;
use crate::seats::{Meta, Seat};
use skald::voluspa::{Config, Voluspa};

fn two_players() -> (Replay<Voluspa>, Meta) {
    let config = Config {
        players: 2,
        ..Config::default()
    };
    (
        Replay::new(config, 42),
        Meta {
            seats: Seat::defaults(2),
            hints: None,
        },
    )
}

fn edited(f: impl FnOnce(&mut serde_json::Value)) -> String {
    let (replay, meta) = two_players();
    let mut v: serde_json::Value = serde_json::from_str(&to_json(&replay, &meta)).unwrap();
    f(&mut v);
    v.to_string()
}

fn refused(text: &str) -> String {
    match from_json::<Voluspa, Meta>(text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e,
    }
}

#[test]
fn a_save_round_trips() {
    let (replay, meta) = two_players();
    let loaded = from_json::<Voluspa, Meta>(&to_json(&replay, &meta)).unwrap();
    assert_eq!(loaded.meta, meta);
    assert_eq!(loaded.replay.seed, 42);
}

fn round_trips<G: SavedGame>(config: G::Config, players: usize) {
    let replay = crate::replay::link::tests::played::<G>(config, 9, 60);
    let game = replay.state().unwrap();
    let meta = Meta {
        seats: Seat::defaults(players),
        hints: None,
    };
    let loaded = from_json::<G, Meta>(&to_json(&replay, &meta)).unwrap();
    assert_eq!(loaded.replay, replay);
    assert_eq!(format!("{:?}", loaded.state), format!("{game:?}"));
    assert_eq!(loaded.history.movers.len(), replay.actions.len());
}

/// A save of `G` written before the app had its own JSON module (by serde_json, kept in
/// `app/tests/fixtures/`) opens, and is written again exactly as it was.
fn old_save_opens<G: SavedGame>(text: &str) {
    let loaded = from_json::<G, Meta>(text).unwrap();
    let written = json::parse(text).unwrap();
    let actions = match written.get("replay").and_then(|r| r.get("actions")) {
        Some(Value::Array(a)) => a.len(),
        _ => panic!("the fixture holds its moves"),
    };
    assert!(actions >= 20);
    assert_eq!(loaded.replay.actions.len(), actions);
    assert_eq!(loaded.meta.seats[0].name, "Þóra \"Ø\" – 🐺");
    assert_eq!(
        loaded.meta.seats[1].computer,
        Some(skald::ai::Level::Normal)
    );
    assert_eq!(loaded.meta.hints, Some(vec![2, 5]));
    let status = Some(SaveStatus::of(&loaded.state));
    let again = envelope_json(&loaded.replay, &loaded.meta, status);
    let engine = written.get("engine").and_then(|e| e.as_str()).unwrap();
    let current = format!("\"engine\":\"{}\"", skald::VERSION);
    assert_eq!(
        again,
        text.replace(&format!("\"engine\":\"{engine}\""), &current)
    );
    let (config, meta) = {
        let env: Stored<G, Meta> = json::read(text).unwrap();
        (env.replay.config, env.meta)
    };
    assert_eq!((config, meta), (loaded.replay.config, loaded.meta));
}

#[test]
fn saves_written_before_the_apps_own_json_still_open() {
    old_save_opens::<Voluspa>(include_str!("../../tests/fixtures/save-voluspa.json"));
    old_save_opens::<skald::odin::Odin>(include_str!("../../tests/fixtures/save-odin.json"));
    old_save_opens::<skald::valda::Valda>(include_str!("../../tests/fixtures/save-valda.json"));
}

#[test]
fn played_games_of_every_game_round_trip() {
    let voluspa = Config {
        players: 3,
        ..Config::default()
    };
    round_trips::<Voluspa>(voluspa, 3);
    round_trips::<skald::odin::Odin>(skald::odin::OdinConfig::new(4), 4);
    round_trips::<skald::valda::Valda>(skald::valda::ValdaConfig::new(3), 3);
}

#[test]
fn a_move_written_out_in_full_reads_as_the_short_one() {
    let (replay, _) = two_players();
    let mut game = replay.initial().unwrap();
    let place = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, skald::voluspa::Action::Place(_)))
        .unwrap();
    let mut long = serde_json::to_value(&place).unwrap();
    long["push"] = serde_json::Value::Null;
    long["boosts"] = 0.into();
    let text = edited(|v| v["replay"]["actions"] = serde_json::json!([long]));
    let loaded = from_json::<Voluspa, Meta>(&text).unwrap();
    assert_eq!(loaded.replay.actions, vec![place.clone()]);
    game.apply(&place).unwrap();
    assert_eq!(loaded.state, game);
}

#[test]
fn impossible_seats_are_refused_in_players_words() {
    let none = edited(|v| v["meta"]["seats"] = serde_json::json!([]));
    assert_eq!(refused(&none), "it names 0 players for a 2-player game");
    let colour = edited(|v| v["meta"]["seats"][1]["color"] = 999_999.into());
    assert_eq!(
        refused(&colour),
        "player 2 has a colour this app does not have"
    );
    let shared = edited(|v| v["meta"]["seats"][1]["color"] = 0.into());
    assert_eq!(refused(&shared), "two players share the colour orange");
    let long = edited(|v| v["meta"]["seats"][0]["name"] = "x".repeat(200).into());
    assert_eq!(refused(&long), "player 1's name is longer than 24 letters");
}

#[test]
fn damaged_saves_name_no_internal_types() {
    for (text, expected) in [
        (
            edited(|v| v["replay"]["seed"] = serde_json::json!(1e30)),
            "a value is",
        ),
        (
            edited(|v| v["replay"]["seed"] = serde_json::json!(-1)),
            "a value is",
        ),
        (
            edited(|v| {
                v["meta"].as_object_mut().unwrap().remove("seats");
            }),
            "the entry “seats” is missing",
        ),
        (
            edited(|v| v["replay"]["actions"] = serde_json::json!([{"type": "fly_away"}])),
            "move 1 is not one the rules allow",
        ),
    ] {
        let e = refused(&text);
        assert!(e.contains(expected), "{e}");
        for internal in ["u64", "usize", "i32", "struct", "enum", "variant `"] {
            assert!(!e.contains(internal), "{e}");
        }
    }
    assert!(refused(&"x".repeat(MAX_SAVE_BYTES + 1)).contains("too large"));
    assert_eq!(
        refused(&edited(
            |v| v["game"] = "<img src=x onerror=alert(1)> and a lot more".into()
        )),
        "it is a save of another game (<img src=x onerror=a)"
    );
}

/// Völuspá under rules one version later than the engine's: the same rules, except that in
/// [`Later::STRICT`] games the first legal action at move [`CUT`] is no longer allowed (as a
/// rule fix could forbid a move old games made).
#[derive(Clone, Debug, PartialEq)]
struct Later<const STRICT: bool> {
    game: Voluspa,
    played: usize,
}

/// The move a stricter [`Later`] refuses (0-based).
const CUT: usize = 4;

impl<const STRICT: bool> Game for Later<STRICT> {
    type Config = Config;
    type Action = skald::voluspa::Action;
    type View = skald::voluspa::VoluspaView;
    type Error = skald::voluspa::VoluspaError;
    const NAME: &'static str = Voluspa::NAME;
    const RULES: u32 = Voluspa::RULES + 1;

    fn new(config: &Config, seed: u64) -> Result<Self, Self::Error> {
        Ok(Later {
            game: Voluspa::new(config, seed)?,
            played: 0,
        })
    }
    fn config(&self) -> &Config {
        self.game.config()
    }
    fn players(&self) -> usize {
        self.game.players()
    }
    fn to_move(&self) -> Option<skald::PlayerId> {
        self.game.to_move()
    }
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut legal = self.game.legal_actions();
        if STRICT && self.played == CUT && !legal.is_empty() {
            legal.remove(0);
        }
        legal
    }
    fn apply(&mut self, action: &Self::Action) -> Result<(), Self::Error> {
        self.game.apply(action)?;
        self.played += 1;
        Ok(())
    }
    fn outcome(&self) -> Option<skald::Outcome> {
        self.game.outcome()
    }
    fn view(&self, viewer: skald::Viewer) -> Self::View {
        self.game.view(viewer)
    }
    fn sample(view: &Self::View, rng: &mut skald::Rng) -> Result<Self, Self::Error> {
        Ok(Later {
            game: Voluspa::sample(view, rng)?,
            played: 0,
        })
    }
    fn quiet_since(&self, earlier: &Self) -> bool {
        self.game.quiet_since(&earlier.game)
    }
}

/// A save written by this engine (rules N−1 for [`Later`]) of a game of `moves` moves,
/// each the first legal action.
fn earlier_save(moves: usize) -> (String, Replay<Voluspa>) {
    let (mut replay, meta) = two_players();
    let mut game = replay.initial().unwrap();
    for _ in 0..moves {
        let first = game.legal_actions()[0].clone();
        replay.push(&mut game, first).unwrap();
    }
    (to_json(&replay, &meta), replay)
}

#[test]
fn a_save_of_earlier_rules_continues_under_the_current_ones() {
    let (text, replay) = earlier_save(10);
    assert!(text.contains(&format!("\"rules\":{}", Voluspa::RULES)));
    let loaded = from_json_continued::<Later<false>, Meta>(&text).unwrap();
    assert_eq!(loaded.replay.actions, replay.actions);
    assert_eq!(loaded.state.game, replay.state().unwrap());
    assert_eq!(
        loaded.earlier,
        Some(EarlierRules {
            rules: Voluspa::RULES,
            dropped: 0
        })
    );
    let said = loaded.earlier.unwrap().message::<Later<false>>("Völuspá");
    assert!(
        said.contains("earlier rules of Völuspá (rules 1)") && said.contains("(2)"),
        "{said}"
    );
    // Written again, it is a save of the current rules.
    let again = to_json(&loaded.replay, &loaded.meta);
    assert!(again.contains("\"rules\":2"), "{again}");
    assert_eq!(
        from_json::<Later<false>, Meta>(&again).unwrap().earlier,
        None
    );
}

#[test]
fn a_save_of_earlier_rules_goes_on_from_the_last_position_the_current_rules_reach() {
    let (text, replay) = earlier_save(10);
    let loaded = from_json_continued::<Later<true>, Meta>(&text).unwrap();
    assert_eq!(loaded.replay.actions, replay.actions[..CUT]);
    assert_eq!(loaded.state.game, replay.state_after(CUT).unwrap());
    assert_eq!(loaded.history.movers.len(), CUT);
    assert_eq!(
        loaded.earlier,
        Some(EarlierRules {
            rules: 1,
            dropped: 10 - CUT
        })
    );
    let said = loaded.earlier.unwrap().message::<Later<true>>("Völuspá");
    assert!(
        said.contains("its last 6 moves are no longer possible"),
        "{said}"
    );
}

#[test]
fn replays_and_saves_of_newer_rules_are_refused() {
    let (text, _) = earlier_save(3);
    // A replay shows the game as it was played, or not at all.
    let e = from_json::<Later<false>, Meta>(&text).err().unwrap();
    assert!(e.contains("other rules") && e.contains("rules 1"), "{e}");
    // A save of rules this engine does not have yet: update first.
    let newer = text.replace("\"rules\":1", "\"rules\":3");
    let e = from_json_continued::<Voluspa, Meta>(&newer).err().unwrap();
    assert!(e.contains("newer Skald") && e.contains("rules 3"), "{e}");
    // A save without rules (older than rules in saves) is read as it is.
    let none = text.replace("\"rules\":1,", "");
    assert_eq!(
        from_json_continued::<Later<false>, Meta>(&none)
            .unwrap()
            .earlier,
        None
    );
}
