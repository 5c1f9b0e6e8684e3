//! The game's record a question carries, replayed into the decider's view.
//!
//! The app sends the worker what a save already holds — the game's [`Replay`] as JSON
//! (configuration, a Valda card list of one's own included, seed and every action, written
//! by the same writer as its saves) — with the seat to decide for and the number of actions
//! to replay to (issue #28: the game builds then hold no writer of a view). The worker
//! engine replays it through the checked [`Game::apply`] and takes
//! `view(Viewer::Player(player))`: the search is handed that view and nothing else, as when
//! the app sent the view itself, so the computer still cannot peek.
//!
//! The last record replayed is kept (its text and the state reached), so that a review,
//! which asks about one position after another of the same record, replays it once; a
//! question about a position before the one kept, or another record, starts afresh.

use std::any::Any;
use std::cell::RefCell;

use skald::{Game, PlayerId, Replay, ReplayError, Viewer};

/// A record being replayed: its text, the replay read from it, and the state after the
/// first `at` of its actions.
struct Replaying<G: Game> {
    text: String,
    replay: Replay<G>,
    state: G,
    at: usize,
}

impl<G: Game> Replaying<G> {
    /// Reads `text` (a [`Replay`] of `G` as JSON) and sets the game up.
    fn read(text: &str) -> Result<Self, String> {
        let replay: Replay<G> =
            serde_json::from_str(text).map_err(|e| format!("invalid record: {e}"))?;
        let state = replay
            .initial()
            .map_err(|e| format!("invalid record: {e}"))?;
        Ok(Replaying {
            text: text.to_string(),
            replay,
            state,
            at: 0,
        })
    }

    /// Plays the record on to its first `actions` actions (at least those played already).
    fn advance(&mut self, actions: usize) -> Result<(), String> {
        let have = self.replay.actions.len();
        if actions > have {
            return Err(format!(
                "invalid record: it has {have} actions, not the {actions} asked for"
            ));
        }
        while self.at < actions {
            let index = self.at;
            self.state
                .apply(&self.replay.actions[index])
                .map_err(|error| {
                    format!("invalid record: {}", ReplayError::Action { index, error })
                })?;
            self.at += 1;
        }
        Ok(())
    }
}

thread_local! {
    /// The last record replayed (a `Replaying` of this build's game).
    static LAST: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// What `player` sees after the first `actions` actions of the game `record` holds (the
/// JSON of a [`Replay`] of `G`, as the app's saves write it), or why the record cannot be
/// replayed that far: not a record of `G`, a set-up or an action the engine refuses, fewer
/// actions than asked for, a seat the game does not have. Never panics.
pub fn view_at<G: Game + 'static>(
    record: &str,
    player: PlayerId,
    actions: usize,
) -> Result<G::View, String> {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        let kept = last
            .take()
            .and_then(|r| r.downcast::<Replaying<G>>().ok())
            .filter(|r| r.text == record && r.at <= actions);
        let mut r = match kept {
            Some(r) => r,
            None => Box::new(Replaying::<G>::read(record)?),
        };
        r.advance(actions)?;
        let players = r.state.players();
        if player >= players {
            return Err(format!(
                "player {player} is not a seat of this {players}-player game"
            ));
        }
        let view = r.state.view(Viewer::Player(player));
        *last = Some(r);
        Ok(view)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::odin::{Odin, OdinConfig};
    use skald::valda::{CardList, Valda, ValdaConfig};
    use skald::voluspa::{Config as VoluspaConfig, TileSet, Voluspa};
    use skald::Rng;

    /// A game of `G` played at random for `n` actions, as its record.
    fn played<G: Game>(config: G::Config, seed: u64, n: usize) -> Replay<G> {
        let mut replay = Replay::<G>::new(config, seed);
        let mut game = replay.initial().unwrap();
        let mut rng = Rng::new(seed ^ 99);
        while replay.actions.len() < n && game.to_move().is_some() {
            let legal = game.legal_actions();
            let a = legal[rng.index(legal.len())].clone();
            replay.push(&mut game, a).unwrap();
        }
        replay
    }

    /// The view the app would have sent: `player`'s after the first `n` actions, as JSON.
    fn sent<G: Game>(replay: &Replay<G>, player: usize, n: usize) -> serde_json::Value {
        let state = replay.state_after(n).unwrap();
        serde_json::to_value(state.view(Viewer::Player(player))).unwrap()
    }

    /// Every seat's view at several points of `replay` is the one the app would have sent,
    /// asked in order (the kept replay goes on) and out of order (it starts afresh).
    fn same_views<G: Game + 'static>(replay: &Replay<G>) {
        let text = serde_json::to_string(replay).unwrap();
        let len = replay.actions.len();
        let players = replay.initial().unwrap().players();
        let points = [0, len / 3, len / 2, len, len / 4];
        for n in points {
            for p in 0..players {
                let got = view_at::<G>(&text, p, n).unwrap();
                assert_eq!(
                    serde_json::to_value(&got).unwrap(),
                    sent(replay, p, n),
                    "{} after {n} of {len} actions, player {p}",
                    G::NAME
                );
            }
        }
        // The views do tell positions apart (the comparison above can fail).
        assert_ne!(sent(replay, 0, 0), sent(replay, 0, len));
    }

    fn voluspa(players: usize, tiles: TileSet) -> VoluspaConfig {
        VoluspaConfig {
            players,
            tiles,
            no_late_hel: false,
        }
    }

    #[test]
    fn the_replayed_view_is_the_one_the_app_would_have_sent() {
        same_views(&played::<Odin>(OdinConfig::new(3), 5, 40));
        same_views(&played::<Voluspa>(
            voluspa(3, TileSet::all_expansions()),
            6,
            40,
        ));
        same_views(&played::<Valda>(ValdaConfig::new(3), 7, 120));
    }

    #[test]
    fn a_valda_record_carries_its_own_card_list() {
        let tsv = include_str!("../../engine/data/valda-cards.tsv");
        // Another printing: fewer Treasure Chests, under another name, more Spoils of War.
        let custom = tsv
            .replacen("\tTreasure Chest\t4\t", "\tTreasure Hoard\t2\t", 1)
            .replacen("\tSpoils of War\t4\t", "\tSpoils of War\t6\t", 1);
        assert_ne!(custom, tsv);
        let mut config = ValdaConfig::new(2);
        config.cards = CardList::Custom(custom);
        let replay = played::<Valda>(config, 3, 60);
        same_views(&replay);
        // The record carries the list, and the list makes the game: the same record read
        // with the built-in cards is another game (refused, or other views).
        let text = serde_json::to_string(&replay).unwrap();
        assert!(text.contains("Treasure Hoard"));
        let mut builtin = replay.clone();
        builtin.config.cards = CardList::Builtin;
        let builtin = serde_json::to_string(&builtin).unwrap();
        let mine = serde_json::to_value(view_at::<Valda>(&text, 0, 0).unwrap()).unwrap();
        assert!(view_at::<Valda>(&builtin, 0, 0)
            .map_or(true, |v| serde_json::to_value(v).unwrap() != mine));
    }

    #[test]
    fn garbled_or_hostile_records_are_refused_in_words() {
        let replay = played::<Odin>(OdinConfig::new(2), 9, 20);
        let text = serde_json::to_string(&replay).unwrap();
        let refused = |record: &str, player: usize, n: usize| {
            let why = view_at::<Odin>(record, player, n).unwrap_err();
            assert!(!why.is_empty());
            why
        };
        assert!(refused("", 0, 0).starts_with("invalid record"));
        assert!(refused("{\"game\":", 0, 0).starts_with("invalid record"));
        assert!(refused(&text[..text.len() / 2], 0, 0).starts_with("invalid record"));
        assert!(refused("[1,2,3]", 0, 0).starts_with("invalid record"));
        let other =
            serde_json::to_string(&played::<Voluspa>(voluspa(2, TileSet::Base), 1, 3)).unwrap();
        let why = refused(&other, 0, 0);
        assert!(
            why.starts_with("invalid record"),
            "another game's record: {why}"
        );
        assert!(refused(&text, 0, 21).contains("20 actions"), "past its end");
        assert!(refused(&text, 2, 5).contains("not a seat"));
        assert!(refused(&text, usize::MAX, 5).contains("not a seat"));
        let bad_setup = text.replacen("\"players\":2", "\"players\":99", 1);
        assert!(refused(&bad_setup, 0, 0).contains("set-up"));
        // An action that is not legal where it stands is refused with its number.
        let mut swapped = replay.clone();
        swapped.actions.swap(0, 1);
        let swapped = serde_json::to_string(&swapped).unwrap();
        if swapped != text {
            assert!(refused(&swapped, 0, 20).contains("cannot be replayed"));
        }
        // Bytes of every kind, cut anywhere: refused or read, never a panic.
        let mut rng = Rng::new(4);
        for _ in 0..300 {
            let mut bytes = text.as_bytes().to_vec();
            for _ in 0..1 + rng.index(4) {
                let i = rng.index(bytes.len());
                bytes[i] = rng.index(128) as u8;
            }
            let cut = rng.index(bytes.len() + 1);
            let garbled = String::from_utf8_lossy(&bytes[..cut]).into_owned();
            let _ = view_at::<Odin>(&garbled, rng.index(3), rng.index(25));
        }
        // And the engine still answers the real record after all of that.
        assert_eq!(
            serde_json::to_value(view_at::<Odin>(&text, 1, 20).unwrap()).unwrap(),
            sent(&replay, 1, 20)
        );
    }
}
