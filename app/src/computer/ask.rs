//! The question for the computer to move: its view, level and seed, asked of the search
//! worker ([`super::worker`]); and its answer read back as an action.

use skald::ai::Level;

use super::worker::{self, Question};
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

/// The question for the computer to move in `game`, named by [`skald::Game::NAME`] (none when a person is to move or the
/// game is over): its view as JSON, its level, the seed of this decision, and the only
/// legal action when there is just one.
pub fn ask_for<G: skald::Game>(
    game: &G,
    seats: &[Seat],
    game_seed: u64,
    actions: usize,
) -> Option<Ask> {
    let player = game.to_move()?;
    let level = seats.get(player)?.computer?;
    let legal = game.legal_actions();
    let only = match legal.as_slice() {
        [one] => crate::json::to_string(one).ok(),
        _ => None,
    };
    let view = view_json(game, player)?;
    Some(Ask {
        question: worker::Question {
            game: G::NAME,
            view,
            player,
            level,
            seed: decision_seed(game_seed, actions),
            time_limit_ms: level.time_limit_ms(),
        },
        only,
    })
}

/// `player`'s view of `game` as JSON: what the worker is sent (for a move, a hint or a
/// review), and nothing else. Never inlined: one copy of the view's writer in the build.
#[inline(never)]
pub fn view_json<G: skald::Game>(game: &G, player: usize) -> Option<String> {
    crate::json::to_string(&game.view(skald::Viewer::Player(player))).ok()
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
    fn a_question_carries_the_view_and_the_level_cap() {
        use skald::odin::{Odin, OdinConfig};
        use skald::Game;
        let game = Odin::new(&OdinConfig::new(2), 4).unwrap();
        let me = game.to_move().unwrap();
        let mut seats = Seat::defaults(2);
        assert!(ask_for(&game, &seats, 4, 0).is_none(), "a person to move");
        seats[me].computer = Some(Level::Hard);
        let ask = ask_for(&game, &seats, 4, 0).unwrap();
        let q = ask.question;
        assert_eq!((q.game, q.player, q.level), ("odin", me, Level::Hard));
        assert_eq!(q.time_limit_ms, Level::Hard.time_limit_ms());
        let seen: serde_json::Value = serde_json::from_str(&q.view).unwrap();
        let mine = serde_json::to_value(game.view(skald::Viewer::Player(me))).unwrap();
        assert_eq!(seen, mine, "the computer's own view and nothing else");
        assert_eq!(q.seed, decision_seed(4, 0));
    }
}
