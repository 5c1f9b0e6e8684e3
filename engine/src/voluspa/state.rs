//! A game of Völuspá at one moment: the set-up options ([`Config`]), the full state
//! ([`Voluspa`], hidden hands and pile included), where the current turn stands ([`Phase`]),
//! and the read-only queries on it. What is legal is in `legal`, how a step changes
//! the game in [`super::turn`].

use super::board::{Board, Cell};
use super::error::VoluspaError;
use super::record::{StepRecord, TurnRecord};
use super::tile::Kind;
use super::tileset::TileSet;
use crate::game::PlayerId;
use crate::rng::Rng;
use serde::{Deserialize, Serialize};

/// Where the current turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Phase {
    /// The turn's first placement (or a forced discard if none exists).
    Play,
    /// A Raven was placed on `from`: it may be placed once more, or not.
    RavenAgain {
        /// The Raven's first cell.
        from: Cell,
    },
    /// A Hermod was placed on `hermod`: one more tile may follow in its lines.
    HermodFollowUp {
        /// The Hermod's cell.
        hermod: Cell,
    },
    /// After a capture: discard down to five tiles (Hel not counted).
    DiscardDown,
    /// The game is over.
    Over,
}

/// Set-up options.
///
/// JSON: `{"players":3,"tiles":"master_of_ravens","no_late_hel":true}` (`tiles` defaults to
/// `"base"`, `no_late_hel` to `false`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Number of players, 2–5.
    pub players: usize,
    /// The tile set.
    #[serde(default)]
    pub tiles: TileSet,
    /// Variant "No late Hel": when the last tile is drawn, every Hel in hand leaves the game.
    #[serde(default)]
    pub no_late_hel: bool,
}

impl Config {
    /// Hel tiles dealt to each player at set-up (rulings §6): one each, two each in a
    /// two-player game, none when the tile set has no Hel.
    pub fn hel_per_player(&self) -> usize {
        if !self.tiles.contains(Kind::Hel) {
            0
        } else if self.players == 2 {
            2
        } else {
            1
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 2,
            tiles: TileSet::Base,
            no_late_hel: false,
        }
    }
}

/// A game of Völuspá: the full state, a step-level state machine (see [`Action`](super::Action)).
///
/// Serialisable for debugging; games are saved and restored as [`crate::Replay`]s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Voluspa {
    pub(super) config: Config,
    pub(super) rng: Rng,
    pub(super) board: Board,
    pub(super) hands: Vec<Vec<Kind>>,
    pub(super) pile: Vec<Kind>,
    pub(super) discard: Vec<Kind>,
    pub(super) removed: Vec<Kind>,
    pub(super) scores: Vec<i64>,
    pub(super) reached: Vec<usize>,
    pub(super) current: PlayerId,
    pub(super) phase: Phase,
    pub(super) turns: Vec<TurnRecord>,
    pub(super) captured: bool,
    pub(super) actions_applied: usize,
}

/// Scores as displayed (online rules "Tiebreaker Display"): a score shared by several
/// players gets a suffix, highest for the one who reached it first (`reached`: the moment
/// each player reached their score; smaller is earlier). No suffix for an unshared score, or
/// when all sharing players reached it at the same moment (0 points at the start).
///
/// ```
/// use skald::voluspa::game::tiebreak_display;
/// // The online rules' 5-player example: 9.2, 11.1, 9.1, 11.2, 9.3.
/// let d = tiebreak_display(&[9, 11, 9, 11, 9], &[20, 40, 30, 35, 10]);
/// assert_eq!(d, ["9.2", "11.1", "9.1", "11.2", "9.3"]);
/// ```
pub fn tiebreak_display(scores: &[i64], reached: &[usize]) -> Vec<String> {
    let n = scores.len().min(reached.len());
    (0..n)
        .map(|p| {
            let group: Vec<usize> = (0..n).filter(|&q| scores[q] == scores[p]).collect();
            let all_same = group.iter().all(|&q| reached[q] == reached[p]);
            if group.len() < 2 || all_same {
                scores[p].to_string()
            } else {
                let k = 1 + group.iter().filter(|&&q| reached[q] > reached[p]).count();
                format!("{}.{}", scores[p], k)
            }
        })
        .collect()
}

/// The tiebreak in players' words: for each player who shares their score with players who
/// reached it at other moments, their place in the order of reaching it (1 = first, who
/// ranks highest); `None` where [`tiebreak_display`] shows no suffix. It is the same
/// tiebreak: the suffix `k` of a group of `g` players is place `g + 1 − k`.
///
/// ```
/// use skald::voluspa::game::tiebreak_places;
/// // The online rules' 5-player example (9.2, 11.1, 9.1, 11.2, 9.3).
/// let p = tiebreak_places(&[9, 11, 9, 11, 9], &[20, 40, 30, 35, 10]);
/// assert_eq!(p, [Some(2), Some(2), Some(3), Some(1), Some(1)]);
/// ```
pub fn tiebreak_places(scores: &[i64], reached: &[usize]) -> Vec<Option<usize>> {
    let n = scores.len().min(reached.len());
    (0..n)
        .map(|p| {
            let group: Vec<usize> = (0..n).filter(|&q| scores[q] == scores[p]).collect();
            let all_same = group.iter().all(|&q| reached[q] == reached[p]);
            (group.len() >= 2 && !all_same)
                .then(|| 1 + group.iter().filter(|&&q| reached[q] < reached[p]).count())
        })
        .collect()
}

impl Voluspa {
    /// For each player, their place in the order of reaching a shared score (see
    /// [`tiebreak_places`]).
    pub fn tiebreak_places(&self) -> Vec<Option<usize>> {
        tiebreak_places(&self.scores, &self.reached)
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Where the current turn stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// A player's hand, sorted (Hel included).
    pub fn hand(&self, p: PlayerId) -> &[Kind] {
        self.hands.get(p).map(|h| h.as_slice()).unwrap_or(&[])
    }

    /// Tiles left in the draw pile.
    pub fn pile_count(&self) -> usize {
        self.pile.len()
    }

    /// The Freya discard pile.
    pub fn discard_pile(&self) -> &[Kind] {
        &self.discard
    }

    /// Tiles removed from the game.
    pub fn removed(&self) -> &[Kind] {
        &self.removed
    }

    /// Scores in seat order.
    pub fn scores(&self) -> &[i64] {
        &self.scores
    }

    /// Scores as displayed, with the online rules' tiebreak suffix while players are tied:
    /// among tied players the one who reached the score first shows the highest suffix
    /// ("9.2" beats "9.1"). No suffix when not tied, or when every tied player has held the
    /// score since the start (nobody reached it first).
    pub fn score_display(&self) -> Vec<String> {
        tiebreak_display(&self.scores, &self.reached)
    }

    /// Every turn so far (the current, unfinished one last).
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }

    /// The last finished turn (for highlighting the last move).
    pub fn last_turn(&self) -> Option<&TurnRecord> {
        self.turns.iter().rev().find(|t| t.finished)
    }

    /// The current turn's steps so far.
    pub fn current_turn(&self) -> Option<&TurnRecord> {
        self.turns.last().filter(|t| !t.finished)
    }

    /// Number of actions applied since set-up (the length of the action log).
    pub fn actions_applied(&self) -> usize {
        self.actions_applied
    }

    /// Log indices of the current turn's steps. All of them can be undone (replay the log
    /// without them): nothing hidden is revealed before the turn ends — the draw happens
    /// when it ends, and a capture only moves a visible tile into the hand. Steps of
    /// finished turns cannot be undone. [`Game::quiet_since`](crate::Game::quiet_since) is
    /// the general rule (it also allows finished turns whose draw no other play could have
    /// changed).
    pub fn undoable(&self) -> std::ops::Range<usize> {
        match self.current_turn() {
            Some(t) => {
                t.steps
                    .first()
                    .map(|s| s.index)
                    .unwrap_or(self.actions_applied)..self.actions_applied
            }
            None => self.actions_applied..self.actions_applied,
        }
    }

    /// Whether the last action can be undone.
    pub fn can_undo(&self) -> bool {
        !self.undoable().is_empty()
    }

    /// Empty cells next to the board that Trolls block (for all but Troll and Dwarf).
    pub fn blocked_cells(&self) -> Vec<Cell> {
        self.board.blocked_cells()
    }

    /// The board's bounding box (top-left, bottom-right).
    pub fn bounding_box(&self) -> Option<(Cell, Cell)> {
        self.board.bounding_box()
    }

    /// The board in notation (its bounding box; see [`super::print_board`]).
    pub fn board_notation(&self) -> String {
        super::notation::print_board(&self.board)
    }

    /// The step with action-log index `index`, if recorded.
    pub fn step(&self, index: usize) -> Option<&StepRecord> {
        self.turns
            .iter()
            .rev()
            .flat_map(|t| t.steps.iter().rev())
            .find(|s| s.index == index)
    }

    pub(super) fn all_tiles(config: &Config) -> Vec<Kind> {
        let mut v = Vec::new();
        for k in config.tiles.kinds() {
            for _ in 0..k.count() {
                v.push(k);
            }
        }
        v
    }

    /// Checks the conservation of tiles: hands + pile + board (covered included) + removed
    /// + Freya discard pile = every tile of the set. Used by tests.
    pub fn tiles_conserved(&self) -> bool {
        let mut counts = [0i64; 17];
        for k in Self::all_tiles(&self.config) {
            counts[k.index()] += 1;
        }
        let mut sub = |k: Kind| counts[k.index()] -= 1;
        self.hands.iter().flatten().for_each(|&k| sub(k));
        self.pile.iter().for_each(|&k| sub(k));
        self.removed.iter().for_each(|&k| sub(k));
        self.discard.iter().for_each(|&k| sub(k));
        for (_, s) in self.board.stacks() {
            sub(s.top);
            s.under.iter().for_each(|&k| sub(k));
        }
        counts.iter().all(|&c| c == 0)
    }

    /// Builds a game directly from parts (for tests and tools): `board`, `hands`, `pile`
    /// (drawn from the end), the player to move; scores start at 0.
    pub fn from_parts(
        config: Config,
        board: Board,
        hands: Vec<Vec<Kind>>,
        pile: Vec<Kind>,
        to_move: PlayerId,
        seed: u64,
    ) -> Result<Voluspa, VoluspaError> {
        let n = config.players;
        if hands.len() != n || to_move >= n {
            return Err(VoluspaError::Config("one hand per player needed".into()));
        }
        let mut hands = hands;
        for h in &mut hands {
            h.sort();
        }
        Ok(Voluspa {
            rng: Rng::new(seed),
            board,
            hands,
            pile,
            discard: Vec::new(),
            removed: Vec::new(),
            scores: vec![0; n],
            reached: vec![0; n],
            current: to_move,
            phase: Phase::Play,
            turns: vec![TurnRecord::new(to_move)],
            captured: false,
            actions_applied: 0,
            config,
        })
    }
}
