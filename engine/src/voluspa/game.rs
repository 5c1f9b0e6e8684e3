//! The game: set-up options, the full state, its queries, and the `Game` implementation.

use super::board::{Board, Cell, Stack};
use super::error::VoluspaError;
use super::hand::{count, distinct};
use super::moves::{self};
use super::placement::{self, Placement, Target, TargetKind};
use super::record::{StepRecord, TurnRecord};
use super::scoring::ScoreExplanation;
use super::tile::{Kind, HAND_SIZE};
use super::tileset::TileSet;
pub use super::turn::{Action, Phase};
use super::view::VoluspaView;
use crate::game::{Game, Outcome, PlayerId, Viewer};
use crate::rng::Rng;
use serde::{Deserialize, Serialize};

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

/// A game of Völuspá: the full state, a step-level state machine (see [`Action`]).
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
    /// finished turns cannot be undone. [`Game::quiet_since`] is the general rule (it also
    /// allows finished turns whose draw no other play could have changed).
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

    /// How many Freya boosts the player to move could put on `tile` now (the Freya tiles
    /// in hand, not counting `tile` itself; 0 for Hel and outside placement phases).
    pub fn max_boosts(&self, tile: Kind) -> u8 {
        if tile == Kind::Hel || !matches!(self.phase, Phase::Play | Phase::HermodFollowUp { .. }) {
            return 0;
        }
        self.freya_available(tile)
    }

    pub(super) fn freya_available(&self, tile: Kind) -> u8 {
        let hand = self.hand(self.current);
        let n = count(hand, Kind::Freya).saturating_sub(usize::from(tile == Kind::Freya));
        n.min(u8::MAX as usize) as u8
    }

    /// Legal single placements (boosts 0) for `tile` now, respecting the phase.
    pub(super) fn step_placements(&self, tile: Kind) -> Vec<Placement> {
        let mut out = Vec::new();
        match &self.phase {
            Phase::Play => {
                if self.hand(self.current).contains(&tile) {
                    let f = self.board.frontier();
                    let o = self.board.occupied_cells();
                    placement::placements_in(&self.board, tile, &f, &o, &mut out);
                }
            }
            Phase::HermodFollowUp { hermod } => {
                if self.hand(self.current).contains(&tile) {
                    let f = self.board.frontier();
                    let o = self.board.occupied_cells();
                    let mut all = Vec::new();
                    placement::placements_in(&self.board, tile, &f, &o, &mut all);
                    for p in all {
                        let ok = match moves::hermod_ok_before(&self.board, *hermod, &p) {
                            Some(ok) => ok,
                            None => {
                                let mut b = self.board.clone();
                                moves::apply_scored(&mut b, &p, Some(*hermod)).is_ok()
                            }
                        };
                        if ok {
                            out.push(p);
                        }
                    }
                }
            }
            Phase::RavenAgain { from } => {
                if tile == Kind::Raven {
                    let mut b = self.board.clone();
                    if placement::lift_raven(&mut b, *from).is_some() {
                        let f = b.frontier();
                        let o = b.occupied_cells();
                        placement::placements_in(&b, tile, &f, &o, &mut out);
                        out.retain(|p| p.at != *from);
                    }
                }
            }
            Phase::DiscardDown | Phase::Over => {}
        }
        out
    }

    /// The legal targets of one tile kind now (from hand, or the Raven's second placement),
    /// grouped per cell with how the tile gets there and, for bumps, the allowed directions.
    pub fn targets_for(&self, tile: Kind) -> Vec<Target> {
        let mut out: Vec<Target> = Vec::new();
        // While the Raven's second placement is pending, judge with the Raven lifted.
        let lifted = match &self.phase {
            Phase::RavenAgain { from } => {
                let mut b = self.board.clone();
                placement::lift_raven(&mut b, *from);
                Some(b)
            }
            _ => None,
        };
        let board = lifted.as_ref().unwrap_or(&self.board);
        for p in self.step_placements(tile) {
            let kind = if p.push.is_some() {
                TargetKind::Bump
            } else if !board.occupied(p.at) {
                TargetKind::Place
            } else if tile == Kind::Skadi {
                TargetKind::Capture
            } else {
                TargetKind::Cover
            };
            match out.last_mut() {
                Some(t) if t.at == p.at && t.kind == kind => {
                    if let Some(d) = p.push {
                        t.push.push(d);
                    }
                }
                _ => out.push(Target {
                    at: p.at,
                    kind,
                    push: p.push.into_iter().collect(),
                }),
            }
        }
        out.sort_by_key(|t| t.at);
        out
    }

    /// Every legal placement of every tile in hand now (boosts 0), or of the Raven while
    /// its second placement is pending.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let kinds = match &self.phase {
            Phase::RavenAgain { .. } => vec![Kind::Raven],
            _ => distinct(self.hand(self.current)),
        };
        let mut out = Vec::new();
        match &self.phase {
            Phase::Play => {
                let f = self.board.frontier();
                let o = self.board.occupied_cells();
                for k in kinds {
                    placement::placements_in(&self.board, k, &f, &o, &mut out);
                }
            }
            _ => {
                for k in kinds {
                    out.extend(self.step_placements(k));
                }
            }
        }
        out
    }

    pub(super) fn has_any_placement(&self) -> bool {
        match &self.phase {
            Phase::Play => distinct(self.hand(self.current))
                .into_iter()
                .any(|k| placement::has_target(&self.board, k)),
            _ => !self.legal_placements().is_empty(),
        }
    }

    /// Scores `p` as the next step without applying it (errors as [`Game::apply`] would).
    pub fn preview(&self, p: &Placement) -> Result<ScoreExplanation, VoluspaError> {
        self.preview_action(&Action::Place(*p))?
            .ok_or(VoluspaError::NotNow("nothing was scored"))
    }

    /// Scores any action without applying it: `None` for actions that score nothing.
    pub fn preview_action(&self, a: &Action) -> Result<Option<ScoreExplanation>, VoluspaError> {
        let mut next = self.clone();
        next.apply(a)?;
        Ok(next
            .step(self.actions_applied)
            .and_then(|s| s.score.clone()))
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

impl Game for Voluspa {
    type Config = Config;
    type Action = Action;
    type View = VoluspaView;
    type Error = VoluspaError;

    const NAME: &'static str = "voluspa";

    fn new(config: &Config, seed: u64) -> Result<Self, VoluspaError> {
        if !(2..=5).contains(&config.players) {
            return Err(VoluspaError::Config(format!(
                "{} players: Völuspá is for 2 to 5",
                config.players
            )));
        }
        let mut rng = Rng::new(seed);
        let n = config.players;
        let mut pile: Vec<Kind> = Self::all_tiles(config)
            .into_iter()
            .filter(|&k| k != Kind::Hel)
            .collect();
        let hel_total = if config.tiles.contains(Kind::Hel) {
            Kind::Hel.count() as usize
        } else {
            0
        };
        rng.shuffle(&mut pile);
        let mut hands = vec![Vec::new(); n];
        for h in hands.iter_mut() {
            for _ in 0..HAND_SIZE {
                if let Some(k) = pile.pop() {
                    h.push(k);
                }
            }
        }
        let hel_each = config.hel_per_player();
        for h in hands.iter_mut() {
            for _ in 0..hel_each {
                h.push(Kind::Hel);
            }
            h.sort();
        }
        let removed = vec![Kind::Hel; hel_total.saturating_sub(hel_each * n)];
        // The start tile: never a Troll; returned Trolls are shuffled back in.
        let mut trolls = 0;
        let start = loop {
            match pile.pop() {
                Some(Kind::Troll) => trolls += 1,
                Some(k) => break k,
                None => {
                    return Err(VoluspaError::Config("no start tile available".into()));
                }
            }
        };
        if trolls > 0 {
            pile.extend(std::iter::repeat_n(Kind::Troll, trolls));
            rng.shuffle(&mut pile);
        }
        let mut board = Board::new();
        board
            .set(Cell(0, 0), Some(Stack::single(start)))
            .map_err(VoluspaError::Config)?;
        let first = rng.index(n);
        Ok(Voluspa {
            config: config.clone(),
            rng,
            board,
            hands,
            pile,
            discard: Vec::new(),
            removed,
            scores: vec![0; n],
            reached: vec![0; n],
            current: first,
            phase: Phase::Play,
            turns: vec![TurnRecord::new(first)],
            captured: false,
            actions_applied: 0,
        })
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn to_move(&self) -> Option<PlayerId> {
        if self.phase == Phase::Over {
            None
        } else {
            Some(self.current)
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal_steps()
    }

    fn apply(&mut self, action: &Action) -> Result<(), VoluspaError> {
        self.apply_step(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(Outcome::ranked_by(self.scores.clone(), |p| {
            (self.scores[p], std::cmp::Reverse(self.reached[p]))
        }))
    }

    fn view(&self, viewer: Viewer) -> VoluspaView {
        self.make_view(viewer)
    }

    fn sample(view: &VoluspaView, rng: &mut Rng) -> Result<Self, VoluspaError> {
        Voluspa::from_view(view, rng)
    }

    fn quiet_since(&self, earlier: &Voluspa) -> bool {
        self.quiet_since_rule(earlier)
    }
}
