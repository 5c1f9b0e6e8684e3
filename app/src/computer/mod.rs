//! Computer opponents in the app (issue #12): which seats the computer plays, who holds
//! the tablet when computers sit at the table, how fast they move, and the search worker
//! that decides for them.
//!
//! The search itself is the engine's ([`skald::ai`], docs/ai.md). It runs in a Web Worker
//! ([`worker`], `static/ai-worker.js`) so the page never freezes, and it is handed the
//! computer's *view* only — JSON of `Game::view(Viewer::Player(p))` — so it cannot read
//! another player's hand even by mistake. A game's play screen asks through
//! [`use_computer`] and applies the answer like a player's move.

mod hook;
mod pace;
pub mod worker;

pub use hook::{use_computer, use_computer_for, Ask, ComputerState};
pub use pace::Pace;
pub use skald::ai::Level;

use skald::PlayerId;

use crate::components::players_form::Seat;

/// A level's name for players.
pub fn level_label(level: Level) -> &'static str {
    match level {
        Level::Easy => crate::i18n::shell::level_easy(),
        Level::Normal => crate::i18n::shell::level_normal(),
        Level::Hard => crate::i18n::shell::level_hard(),
    }
}

/// Whether the computer plays seat `p`.
pub fn is_computer(seats: &[Seat], p: PlayerId) -> bool {
    seats.get(p).is_some_and(|s| s.computer.is_some())
}

/// The seats people play.
pub fn people(seats: &[Seat]) -> Vec<PlayerId> {
    (0..seats.len())
        .filter(|&p| !is_computer(seats, p))
        .collect()
}

/// Who holds the tablet with their hand shown, after the game moved on: `shown` was the
/// holder before, `to_move` decides now.
///
/// - A person to move who already holds the tablet keeps it (a computer played in between:
///   no hand-off).
/// - With one person at the table, that person always holds it: there is never a hand-off.
/// - Otherwise the holder stays until the next person taps the hand-off screen.
///
/// ```
/// use skald_app::components::players_form::Seat;
/// use skald_app::computer::{holder_after, Level};
/// let mut seats = Seat::defaults(3);
/// seats[1].computer = Some(Level::Normal);
/// seats[2].computer = Some(Level::Easy);
/// // One person and two computers: the person's hand is shown whenever it is their turn.
/// assert_eq!(holder_after(&seats, None, Some(0)), Some(0));
/// assert_eq!(holder_after(&seats, Some(0), Some(2)), Some(0));
/// ```
pub fn holder_after(
    seats: &[Seat],
    shown: Option<PlayerId>,
    to_move: Option<PlayerId>,
) -> Option<PlayerId> {
    let people = people(seats);
    match to_move {
        Some(p) if !is_computer(seats, p) && people.len() == 1 => Some(p),
        _ if people.len() == 1 && shown.is_none() => people.first().copied(),
        _ => shown,
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

/// The question for the computer to move in `game` (none when a person is to move or the
/// game is over): its view as JSON, its level, the seed of this decision, and the only
/// legal action when there is just one.
pub fn ask_for<G: skald::Game>(
    game: &G,
    seats: &[Seat],
    name: &'static str,
    game_seed: u64,
    actions: usize,
) -> Option<Ask> {
    let player = game.to_move()?;
    let level = seats.get(player)?.computer?;
    let legal = game.legal_actions();
    let only = match legal.as_slice() {
        [one] => serde_json::to_string(one).ok(),
        _ => None,
    };
    let view = serde_json::to_string(&game.view(skald::Viewer::Player(player))).ok()?;
    Some(Ask {
        question: worker::Question {
            game: name,
            view,
            player,
            level,
            seed: decision_seed(game_seed, actions),
            time_limit_ms: level.time_limit_ms(),
        },
        only,
    })
}

/// Reads a computer's action from the worker's JSON (through `serde_json::Value`, the path
/// saved games take, so the build holds one copy of each action's reader).
pub fn parse_action<A: serde::de::DeserializeOwned>(json: &str) -> Result<A, String> {
    serde_json::from_str::<serde_json::Value>(json)
        .and_then(serde_json::from_value)
        .map_err(|e| format!("The computer's move could not be read: {e}"))
}

/// How many of the last `movers` (who made each action of a game, in order) one undo takes
/// back for the person `me` about to decide: the computers' replies at the end, and before
/// them `me`'s own run of actions. `None` unless computers replied to a run of `me`'s own
/// (another person moved last, or nobody replied: a game's own undo covers that).
///
/// ```
/// use skald_app::computer::take_back;
/// // Me (0) twice, then computers 1 and 2: one undo takes back all four.
/// assert_eq!(take_back(&[2, 0, 0, 1, 2], 0, |p| p != 0), Some(4));
/// // Another person (3) moved last: not mine to take back.
/// assert_eq!(take_back(&[0, 3], 0, |p| p == 1), None);
/// ```
pub fn take_back(
    movers: &[PlayerId],
    me: PlayerId,
    is_computer: impl Fn(PlayerId) -> bool,
) -> Option<usize> {
    let replies = movers
        .iter()
        .rev()
        .take_while(|&&p| p != me && is_computer(p))
        .count();
    let mine = movers[..movers.len() - replies]
        .iter()
        .rev()
        .take_while(|&&p| p == me)
        .count();
    (mine > 0 && replies > 0).then_some(replies + mine)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(computers: &[usize], n: usize) -> Vec<Seat> {
        let mut seats = Seat::defaults(n);
        for &c in computers {
            seats[c].computer = Some(Level::Normal);
        }
        seats
    }

    #[test]
    fn one_person_never_hands_off() {
        let seats = table(&[0, 2], 3);
        assert_eq!(holder_after(&seats, None, Some(0)), Some(1));
        assert_eq!(holder_after(&seats, None, Some(1)), Some(1));
        assert_eq!(holder_after(&seats, Some(1), Some(2)), Some(1));
        assert_eq!(holder_after(&seats, Some(1), None), Some(1));
    }

    #[test]
    fn two_people_hand_off_only_between_them() {
        let seats = table(&[1], 3);
        // 0 → computer → 0: still 0's hand.
        assert_eq!(holder_after(&seats, Some(0), Some(1)), Some(0));
        assert_eq!(holder_after(&seats, Some(0), Some(0)), Some(0));
        // 0 → computer → 2: 0 holds it until 2 taps.
        assert_eq!(holder_after(&seats, Some(0), Some(2)), Some(0));
    }

    #[test]
    fn people_only_keep_the_hand_off() {
        let seats = table(&[], 2);
        assert_eq!(holder_after(&seats, Some(0), Some(1)), Some(0));
        assert_eq!(holder_after(&seats, None, Some(1)), None);
    }

    #[test]
    fn computers_only_show_no_hand() {
        let seats = table(&[0, 1], 2);
        assert_eq!(holder_after(&seats, None, Some(0)), None);
    }

    #[test]
    fn take_back_stops_at_other_people() {
        let computer = |p: usize| p == 1 || p == 2;
        assert_eq!(take_back(&[0, 1, 2], 0, computer), Some(3));
        assert_eq!(take_back(&[0], 0, computer), None, "nobody replied");
        assert_eq!(take_back(&[1, 2], 0, computer), None);
        assert_eq!(take_back(&[], 0, computer), None);
        assert_eq!(take_back(&[3, 1], 0, computer), None);
    }

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
        assert!(
            ask_for(&game, &seats, "odin", 4, 0).is_none(),
            "a person to move"
        );
        seats[me].computer = Some(Level::Hard);
        let ask = ask_for(&game, &seats, "odin", 4, 0).unwrap();
        let q = ask.question;
        assert_eq!((q.game, q.player, q.level), ("odin", me, Level::Hard));
        assert_eq!(q.time_limit_ms, Level::Hard.time_limit_ms());
        let seen: serde_json::Value = serde_json::from_str(&q.view).unwrap();
        let mine = serde_json::to_value(game.view(skald::Viewer::Player(me))).unwrap();
        assert_eq!(seen, mine, "the computer's own view and nothing else");
        assert_eq!(q.seed, decision_seed(4, 0));
    }
}
