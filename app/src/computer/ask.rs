//! The question for the computer to move: the game's record, the seat, its level and seed,
//! asked of the search worker ([`super::worker`]), which replays the record and searches
//! from that seat's view alone; and its answer read back as an action.

use skald::ai::Level;
use skald::Replay;

use super::worker::{self, Question, WorkerEngine};
use crate::seats::Seat;

/// What the play screen hands over when a computer is to move.
pub struct Ask {
    /// The question for the search.
    pub question: Question,
    /// The only legal action as JSON, when there is just one: played without searching.
    pub only: Option<String>,
}

/// A level's name for players.
pub fn level_label(level: Level) -> &'static str {
    match level {
        Level::Easy => crate::i18n::shell::level_easy(),
        Level::Normal => crate::i18n::shell::level_normal(),
        Level::Hard => crate::i18n::shell::level_hard(),
    }
}

/// The seed of the computer's decision at the `actions`-th action of a game dealt from
/// `game_seed`: a game replays with the same computer moves, and two decisions of a game
/// differ.
pub fn decision_seed(game_seed: u64, actions: usize) -> u64 {
    // SplitMix64 of the pair.
    let mut z = game_seed ^ (actions as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The question for the computer to move in `game`, named by [`skald::Game::NAME`], whose
/// record is `replay` (none when a person is to move or the game is over): the record, the
/// computer's seat and level, the seed of this decision, and the only legal action when
/// there is just one.
pub fn ask_for<G: WorkerEngine>(game: &G, replay: &Replay<G>, seats: &[Seat]) -> Option<Ask> {
    let player = game.to_move()?;
    let level = seats.get(player)?.computer?;
    let legal = game.legal_actions();
    let only = match legal.as_slice() {
        [one] => crate::json::to_string(one).ok(),
        _ => None,
    };
    let actions = replay.actions.len();
    Some(Ask {
        question: worker::Question {
            game: G::NAME,
            engine: G::worker_engine(&replay.config),
            record: record_json(replay)?,
            actions,
            player,
            level,
            seed: decision_seed(replay.seed, actions),
            time_limit_ms: level.time_limit_ms(),
        },
        only,
    })
}

/// The game's record as JSON, written as a save writes it (the build's one writer of a
/// replay: configuration, a Valda card list of one's own included, seed and actions): what
/// the worker is sent for a move, a hint or a review, and replays into the decider's view
/// (`worker/src/record.rs`). Never inlined: one copy in the build.
#[inline(never)]
pub fn record_json<G: skald::Game>(replay: &Replay<G>) -> Option<String> {
    crate::json::to_string(replay).ok()
}

/// Reads a computer's action for `game` from the worker's JSON: the legal action it writes
/// ([`crate::moves::legal_action`]; the build holds no reader of actions).
pub fn parse_action<G: skald::Game>(game: &G, json: &str) -> Result<G::Action, String> {
    crate::json::parse(json)
        .ok()
        .and_then(|v| crate::moves::legal_action(game, &v))
        .ok_or_else(|| crate::i18n::shell::computer_move_unreadable().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_seeds_differ_by_action_and_game() {
        assert_ne!(decision_seed(1, 0), decision_seed(1, 1));
        assert_ne!(decision_seed(1, 5), decision_seed(2, 5));
        assert_eq!(decision_seed(7, 9), decision_seed(7, 9));
    }

    #[test]
    fn a_question_carries_the_record_and_the_level_cap() {
        use skald::odin::{Odin, OdinConfig};
        use skald::Game;
        let mut replay = Replay::<Odin>::new(OdinConfig::new(2), 4);
        let mut game = replay.initial().unwrap();
        // A few moves in, so that the record has actions to replay.
        for _ in 0..3 {
            let a = game.legal_actions()[0];
            replay.push(&mut game, a).unwrap();
        }
        let me = game.to_move().unwrap();
        let mut seats = Seat::defaults(2);
        assert!(
            ask_for(&game, &replay, &seats).is_none(),
            "a person to move"
        );
        seats[me].computer = Some(Level::Hard);
        let ask = ask_for(&game, &replay, &seats).unwrap();
        let q = ask.question;
        assert_eq!((q.game, q.player, q.level), ("odin", me, Level::Hard));
        assert_eq!(q.time_limit_ms, Level::Hard.time_limit_ms());
        assert_eq!((q.actions, q.seed), (3, decision_seed(4, 3)));
        // The record is the game's, as serde reads a save's replay.
        let read: Replay<Odin> = serde_json::from_str(&q.record).unwrap();
        assert_eq!(read, replay);
        // And the worker engine, replaying it, searches from the view the app sent before:
        // the computer's own view and nothing else (the worker crate is a native
        // dev-dependency: not in the app's wasm tests).
        #[cfg(not(target_arch = "wasm32"))]
        {
            let seen = skald_worker::view_at::<Odin>(&q.record, q.player, q.actions).unwrap();
            assert_eq!(
                serde_json::to_value(seen).unwrap(),
                serde_json::to_value(game.view(skald::Viewer::Player(me))).unwrap()
            );
        }
        assert_eq!(q.engine, "odin", "Odin's own worker engine");
    }

    #[test]
    fn a_valda_game_with_a_card_list_of_its_own_asks_the_worker_engine_that_reads_it() {
        use skald::valda::{CardList, Valda, ValdaConfig};
        use skald::Game;
        let builtin = ValdaConfig::new(2);
        let custom = ValdaConfig {
            cards: CardList::Custom(include_str!("../../../engine/data/valda-cards.tsv").into()),
            ..ValdaConfig::new(2)
        };
        assert_eq!(Valda::worker_engine(&builtin), "valda");
        assert_eq!(Valda::worker_engine(&custom), worker::VALDA_CARDS);
        let replay = Replay::<Valda>::new(custom, 4);
        let game = replay.initial().unwrap();
        let mut seats = Seat::defaults(2);
        seats[game.to_move().unwrap()].computer = Some(Level::Easy);
        let q = ask_for(&game, &replay, &seats).unwrap().question;
        assert_eq!((q.game, q.engine), ("valda", "valda-cards"));
        // The name is one of the build's worker engines (scripts/builds.mjs).
        let builds = include_str!("../../../scripts/builds.mjs");
        assert!(
            builds.contains("'valda-cards': { game: 'valda', features: ['valda', 'card-lists'] }")
        );
    }
}
