//! The game: set-up, turns as a step-level state machine, drawing, the end, the winner.

use super::board::{Board, Cell, Stack};
use super::error::VoluspaError;
use super::moves::{self, MoveScore};
use super::notation::{Move, MovePart};
use super::placement::{self, Placement, Target, TargetKind};
use super::scoring::ScoreExplanation;
use super::tile::{Kind, HAND_SIZE};
use super::tileset::TileSet;
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

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 2,
            tiles: TileSet::Base,
            no_late_hel: false,
        }
    }
}

/// One decision of the player to move.
///
/// JSON, tagged by `type`: `{"type":"place","tile":"Od","at":[0,1]}` (with optional `push`
/// and `boosts`), `{"type":"skip_raven"}`, `{"type":"end_turn"}`,
/// `{"type":"discard","tile":"Lo"}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Place a tile from hand (with its Freya boosts), or — while the Raven's second
    /// placement is pending — the Raven again (`tile` = Raven, `boosts` = 0: it keeps its
    /// own).
    Place(Placement),
    /// Leave the Raven where it is (skip its optional second placement).
    SkipRaven,
    /// Stop after a Hermod instead of placing a follow-up tile.
    EndTurn,
    /// Discard a tile from hand (removed from the game): when no placement exists (at the
    /// start of a turn or after a Hermod), or to get down to five tiles after a capture.
    Discard {
        /// The discarded tile.
        tile: Kind,
    },
}

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

/// One applied step of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepRecord {
    /// Index of the action in the game's action log.
    pub index: usize,
    /// The action.
    pub action: Action,
    /// The score of a placement (`None` for the other actions).
    pub score: Option<ScoreExplanation>,
    /// For a capture: the tile taken into the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captured: Option<Kind>,
    /// For a capture of a boosted tile: Freya tiles taken back from the discard pile.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub freya_returned: u8,
    /// For a bump: where the bumped stack went.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pushed_to: Option<Cell>,
}

/// One turn of one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    /// Who played.
    pub player: PlayerId,
    /// The steps, in order.
    pub steps: Vec<StepRecord>,
    /// Points scored this turn.
    pub points: i32,
    /// Tiles drawn at the end of the turn.
    pub drew: usize,
    /// Whether the turn is finished.
    pub finished: bool,
}

impl TurnRecord {
    fn new(player: PlayerId) -> TurnRecord {
        TurnRecord {
            player,
            steps: Vec::new(),
            points: 0,
            drew: 0,
            finished: false,
        }
    }

    /// The turn's placements as a notation move (`None` for a discard-only turn).
    pub fn to_move(&self) -> Option<Move> {
        let mut parts: Vec<MovePart> = Vec::new();
        let mut raven_pending = false;
        for s in &self.steps {
            if let Action::Place(p) = &s.action {
                if raven_pending {
                    if let Some(last) = parts.last_mut() {
                        last.then = Some(p.at);
                    }
                    raven_pending = false;
                    continue;
                }
                parts.push(MovePart::from_placement(*p));
                raven_pending = p.tile == Kind::Raven;
            } else {
                raven_pending = false;
            }
        }
        if parts.is_empty() {
            None
        } else {
            Some(Move(parts))
        }
    }
}

/// What one player (or a spectator) sees. Everything but other players' hands and the
/// pile's order is public; [`Voluspa::sample`] rebuilds a full state from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoluspaView {
    /// Set-up options.
    pub config: Config,
    /// Who is looking.
    pub viewer: Viewer,
    /// The board.
    pub board: Board,
    /// Whose turn it is (`None` when over).
    pub to_move: Option<PlayerId>,
    /// Where the turn stands.
    pub phase: Phase,
    /// Per player, in seat order.
    pub players: Vec<PlayerView>,
    /// Tiles left in the draw pile.
    pub pile_count: usize,
    /// The Freya tiles discarded for boosts (a Skadi capture of a boosted tile takes some back).
    pub discard_pile: Vec<Kind>,
    /// Tiles removed from the game (discards, unused Hel, tiles under a captured stack…).
    pub removed: Vec<Kind>,
    /// Every turn so far, the current one last.
    pub turns: Vec<TurnRecord>,
    /// Number of actions applied since set-up.
    pub actions_applied: usize,
}

/// One player's public information, plus their hand for themselves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Score.
    pub score: i64,
    /// Score as displayed, with the tiebreak suffix while tied ("9.2" beats "9.1").
    pub display: String,
    /// Action count at which the score was reached (earlier wins ties).
    pub reached_at: usize,
    /// Number of non-Hel tiles in hand.
    pub hand_size: usize,
    /// Number of Hel tiles in hand.
    pub hel: usize,
    /// The hand (sorted, Hel included), only for the viewer's own seat.
    pub hand: Option<Vec<Kind>>,
}

/// A game of Völuspá: the full state, a step-level state machine (see [`Action`]).
///
/// Serialisable for debugging; games are saved and restored as [`crate::Replay`]s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Voluspa {
    config: Config,
    rng: Rng,
    board: Board,
    hands: Vec<Vec<Kind>>,
    pile: Vec<Kind>,
    discard: Vec<Kind>,
    removed: Vec<Kind>,
    scores: Vec<i64>,
    reached: Vec<usize>,
    current: PlayerId,
    phase: Phase,
    turns: Vec<TurnRecord>,
    captured: bool,
    actions_applied: usize,
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

/// For each player, the non-Hel tiles known to be in their hand from the public record:
/// tiles they captured (and Freya taken back with them), less tiles of the same kinds they
/// placed from hand or discarded afterwards.
fn known_in_hands(view: &VoluspaView) -> Vec<[i64; 17]> {
    let mut known = vec![[0i64; 17]; view.players.len()];
    for t in &view.turns {
        let Some(kq) = known.get_mut(t.player) else {
            continue;
        };
        let dec = |kq: &mut [i64; 17], k: Kind| {
            if kq[k.index()] > 0 {
                kq[k.index()] -= 1;
            }
        };
        let mut raven_pending = false;
        for s in &t.steps {
            match &s.action {
                Action::Place(p) => {
                    if raven_pending && p.tile == Kind::Raven {
                        // The Raven's second placement: not from the hand.
                        raven_pending = false;
                        continue;
                    }
                    dec(kq, p.tile);
                    for _ in 0..p.boosts {
                        dec(kq, Kind::Freya);
                    }
                    if let Some(k) = s.captured {
                        kq[k.index()] += 1;
                        kq[Kind::Freya.index()] += s.freya_returned as i64;
                    }
                    raven_pending = p.tile == Kind::Raven;
                }
                Action::Discard { tile } => {
                    dec(kq, *tile);
                    raven_pending = false;
                }
                _ => raven_pending = false,
            }
        }
        kq[Kind::Hel.index()] = 0;
    }
    known
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn insert_sorted(hand: &mut Vec<Kind>, k: Kind) {
    let pos = hand.partition_point(|&x| x <= k);
    hand.insert(pos, k);
}

fn take(hand: &mut Vec<Kind>, k: Kind) -> bool {
    if let Some(i) = hand.iter().position(|&x| x == k) {
        hand.remove(i);
        true
    } else {
        false
    }
}

fn count(hand: &[Kind], k: Kind) -> usize {
    hand.iter().filter(|&&x| x == k).count()
}

fn non_hel(hand: &[Kind]) -> usize {
    hand.iter().filter(|&&x| x != Kind::Hel).count()
}

fn distinct(hand: &[Kind]) -> Vec<Kind> {
    let mut v = hand.to_vec();
    v.dedup();
    v
}

impl Voluspa {
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
    /// finished turns cannot be undone.
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

    fn freya_available(&self, tile: Kind) -> u8 {
        let hand = self.hand(self.current);
        let n = count(hand, Kind::Freya).saturating_sub(usize::from(tile == Kind::Freya));
        n.min(u8::MAX as usize) as u8
    }

    /// Legal single placements (boosts 0) for `tile` now, respecting the phase.
    fn step_placements(&self, tile: Kind) -> Vec<Placement> {
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

    fn has_any_placement(&self) -> bool {
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

    /// The steps that play a notation move from the start of a turn: each placement, the
    /// Raven's second placement or its skip, and an end of turn after a final Hermod.
    pub fn move_steps(m: &Move) -> Vec<Action> {
        let mut out = Vec::new();
        for part in &m.0 {
            out.push(Action::Place(part.placement()));
            if part.tile == Kind::Raven {
                out.push(match part.then {
                    Some(to) => Action::Place(Placement::new(Kind::Raven, to)),
                    None => Action::SkipRaven,
                });
            }
        }
        if m.0.last().map(|p| p.tile) == Some(Kind::Hermod) {
            out.push(Action::EndTurn);
        }
        out
    }

    /// Plays a whole notation move (all its steps) or nothing, returning its score.
    pub fn apply_move(&mut self, m: &Move) -> Result<MoveScore, VoluspaError> {
        if m.0.is_empty() {
            return Err(VoluspaError::EmptyMove);
        }
        for w in m.0.windows(2) {
            if w[0].tile != Kind::Hermod {
                return Err(VoluspaError::ChainWithoutHermod);
            }
        }
        for part in &m.0 {
            if part.then.is_some() && part.tile != Kind::Raven {
                return Err(VoluspaError::ThenWithoutRaven);
            }
        }
        let mut next = self.clone();
        let first = next.actions_applied;
        for a in Self::move_steps(m) {
            next.apply(&a)?;
        }
        let steps: Vec<ScoreExplanation> = (first..next.actions_applied)
            .filter_map(|i| next.step(i).and_then(|s| s.score.clone()))
            .collect();
        *self = next;
        Ok(MoveScore {
            points: steps.iter().map(|s| s.points).sum(),
            steps,
        })
    }

    fn record(&mut self, step: StepRecord, points: i32) {
        if points > 0 {
            self.scores[self.current] += points as i64;
            self.reached[self.current] = self.actions_applied + 1;
        }
        if let Some(t) = self.turns.last_mut() {
            t.points += points;
            t.steps.push(step);
        }
    }

    fn place(&mut self, p: &Placement) -> Result<(), VoluspaError> {
        let me = self.current;
        match self.phase.clone() {
            Phase::RavenAgain { from } => {
                if p.tile != Kind::Raven || p.push.is_some() {
                    return Err(VoluspaError::OnlyRavenNow);
                }
                if p.boosts != 0 {
                    return Err(VoluspaError::NotNow(
                        "the Raven keeps its boosts; it gets no new ones",
                    ));
                }
                let (_, expl) = moves::raven_again(&mut self.board, from, p.at)?;
                let points = expl.points;
                let step = StepRecord {
                    index: self.actions_applied,
                    action: Action::Place(*p),
                    score: Some(expl),
                    captured: None,
                    freya_returned: 0,
                    pushed_to: None,
                };
                self.record(step, points);
                self.end_turn();
                Ok(())
            }
            Phase::Play | Phase::HermodFollowUp { .. } => {
                let hermod = match self.phase {
                    Phase::HermodFollowUp { hermod } => Some(hermod),
                    _ => None,
                };
                if !self.hand(me).contains(&p.tile) {
                    return Err(VoluspaError::NotInHand(p.tile));
                }
                if p.tile == Kind::Hel && p.boosts > 0 {
                    return Err(VoluspaError::HelBoosted);
                }
                let have = self.freya_available(p.tile);
                if p.boosts > have {
                    return Err(VoluspaError::NotEnoughFreya {
                        wanted: p.boosts,
                        have,
                    });
                }
                let (applied, expl) = moves::apply_scored(&mut self.board, p, hermod)?;
                let hand = &mut self.hands[me];
                take(hand, p.tile);
                for _ in 0..p.boosts {
                    take(hand, Kind::Freya);
                    self.discard.push(Kind::Freya);
                }
                let mut captured = None;
                let mut freya_returned = 0;
                if let Some(stack) = applied.captured {
                    let Stack { top, boosts, under } = stack;
                    insert_sorted(&mut self.hands[me], top);
                    self.removed.extend(under);
                    for _ in 0..boosts {
                        if take(&mut self.discard, Kind::Freya) {
                            insert_sorted(&mut self.hands[me], Kind::Freya);
                            freya_returned += 1;
                        }
                    }
                    self.captured = true;
                    captured = Some(top);
                }
                let points = expl.points;
                let step = StepRecord {
                    index: self.actions_applied,
                    action: Action::Place(*p),
                    score: Some(expl),
                    captured,
                    freya_returned,
                    pushed_to: applied.pushed_to,
                };
                self.record(step, points);
                if p.tile == Kind::Raven {
                    self.phase = Phase::RavenAgain { from: p.at };
                } else if p.tile == Kind::Hermod && !self.hands[me].is_empty() {
                    self.phase = Phase::HermodFollowUp { hermod: p.at };
                } else {
                    self.end_turn();
                }
                Ok(())
            }
            Phase::DiscardDown => Err(VoluspaError::NotNow(
                "you must first discard down to five tiles",
            )),
            Phase::Over => Err(VoluspaError::GameOver),
        }
    }

    fn end_turn(&mut self) {
        if self.captured && non_hel(&self.hands[self.current]) > HAND_SIZE {
            self.phase = Phase::DiscardDown;
            return;
        }
        let me = self.current;
        let mut drew = 0;
        if !self.captured {
            while non_hel(&self.hands[me]) < HAND_SIZE {
                let Some(k) = self.pile.pop() else { break };
                insert_sorted(&mut self.hands[me], k);
                drew += 1;
                if self.pile.is_empty() && self.config.no_late_hel {
                    for h in &mut self.hands {
                        let n = count(h, Kind::Hel);
                        h.retain(|&x| x != Kind::Hel);
                        self.removed.extend(std::iter::repeat_n(Kind::Hel, n));
                    }
                }
            }
        }
        if let Some(t) = self.turns.last_mut() {
            t.drew = drew;
            t.finished = true;
        }
        self.captured = false;
        let n = self.hands.len();
        let next = (1..=n)
            .map(|i| (me + i) % n)
            .find(|&p| !self.hands[p].is_empty());
        match next {
            Some(p) => {
                self.current = p;
                self.phase = Phase::Play;
                self.turns.push(TurnRecord::new(p));
            }
            None => {
                self.phase = Phase::Over;
            }
        }
    }

    fn all_tiles(config: &Config) -> Vec<Kind> {
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
        let hel_each = if hel_total == 0 {
            0
        } else if n == 2 {
            2
        } else {
            1
        };
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
        let mut out = Vec::new();
        let hand = self.hand(self.current);
        let discards = |out: &mut Vec<Action>, kinds: Vec<Kind>| {
            out.extend(kinds.into_iter().map(|tile| Action::Discard { tile }));
        };
        match &self.phase {
            Phase::Over => {}
            Phase::DiscardDown => {
                let kinds = distinct(hand)
                    .into_iter()
                    .filter(|&k| k != Kind::Hel)
                    .collect();
                discards(&mut out, kinds);
            }
            Phase::RavenAgain { .. } => {
                out.extend(self.legal_placements().into_iter().map(Action::Place));
                out.push(Action::SkipRaven);
            }
            Phase::Play | Phase::HermodFollowUp { .. } => {
                let places = self.legal_placements();
                for p in &places {
                    let max = if p.tile == Kind::Hel {
                        0
                    } else {
                        self.freya_available(p.tile)
                    };
                    for b in 0..=max {
                        out.push(Action::Place(Placement { boosts: b, ..*p }));
                    }
                }
                if matches!(self.phase, Phase::HermodFollowUp { .. }) {
                    out.push(Action::EndTurn);
                }
                if places.is_empty() {
                    discards(&mut out, distinct(hand));
                }
            }
        }
        out
    }

    fn apply(&mut self, action: &Action) -> Result<(), VoluspaError> {
        if self.phase == Phase::Over {
            return Err(VoluspaError::GameOver);
        }
        match action {
            Action::Place(p) => self.place(p)?,
            Action::SkipRaven => {
                if !matches!(self.phase, Phase::RavenAgain { .. }) {
                    return Err(VoluspaError::NotNow("there is no Raven to skip"));
                }
                self.record(
                    StepRecord {
                        index: self.actions_applied,
                        action: action.clone(),
                        score: None,
                        captured: None,
                        freya_returned: 0,
                        pushed_to: None,
                    },
                    0,
                );
                self.end_turn();
            }
            Action::EndTurn => {
                if !matches!(self.phase, Phase::HermodFollowUp { .. }) {
                    return Err(VoluspaError::NotNow(
                        "a turn ends by itself; \"end turn\" is only for stopping after a Hermod",
                    ));
                }
                self.record(
                    StepRecord {
                        index: self.actions_applied,
                        action: action.clone(),
                        score: None,
                        captured: None,
                        freya_returned: 0,
                        pushed_to: None,
                    },
                    0,
                );
                self.end_turn();
            }
            Action::Discard { tile } => {
                let me = self.current;
                if !self.hand(me).contains(tile) {
                    return Err(VoluspaError::NotInHand(*tile));
                }
                match self.phase {
                    Phase::DiscardDown => {
                        if *tile == Kind::Hel {
                            return Err(VoluspaError::NotNow(
                                "Hel does not count toward the five tiles: discard another tile",
                            ));
                        }
                    }
                    Phase::Play | Phase::HermodFollowUp { .. } => {
                        if self.has_any_placement() {
                            return Err(VoluspaError::MustPlace);
                        }
                    }
                    _ => {
                        return Err(VoluspaError::NotNow(
                            "you cannot discard now: place the Raven again or skip it",
                        ))
                    }
                }
                take(&mut self.hands[me], *tile);
                self.removed.push(*tile);
                self.record(
                    StepRecord {
                        index: self.actions_applied,
                        action: action.clone(),
                        score: None,
                        captured: None,
                        freya_returned: 0,
                        pushed_to: None,
                    },
                    0,
                );
                if self.phase == Phase::DiscardDown {
                    if non_hel(&self.hands[me]) <= HAND_SIZE {
                        // `captured` is still set: no draw after a capture.
                        self.end_turn();
                    }
                } else {
                    self.end_turn();
                }
            }
        }
        self.actions_applied += 1;
        Ok(())
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
        let display = self.score_display();
        VoluspaView {
            config: self.config.clone(),
            viewer,
            board: self.board.clone(),
            to_move: self.to_move(),
            phase: self.phase.clone(),
            players: (0..self.hands.len())
                .map(|p| PlayerView {
                    score: self.scores[p],
                    display: display[p].clone(),
                    reached_at: self.reached[p],
                    hand_size: non_hel(&self.hands[p]),
                    hel: count(&self.hands[p], Kind::Hel),
                    hand: (viewer == Viewer::Player(p)).then(|| self.hands[p].clone()),
                })
                .collect(),
            pile_count: self.pile.len(),
            discard_pile: self.discard.clone(),
            removed: self.removed.clone(),
            turns: self.turns.clone(),
            actions_applied: self.actions_applied,
        }
    }

    fn sample(view: &VoluspaView, rng: &mut Rng) -> Result<Self, VoluspaError> {
        let config = &view.config;
        let n = config.players;
        if view.players.len() != n || !(2..=5).contains(&n) {
            return Err(VoluspaError::View("wrong number of players".into()));
        }
        let mut counts = [0i64; 17];
        for k in Self::all_tiles(config) {
            if k != Kind::Hel {
                counts[k.index()] += 1;
            }
        }
        let mut sub = |k: Kind| {
            if k != Kind::Hel {
                counts[k.index()] -= 1;
            }
        };
        for (_, s) in view.board.stacks() {
            sub(s.top);
            s.under.iter().for_each(|&k| sub(k));
        }
        view.removed.iter().for_each(|&k| sub(k));
        view.discard_pile.iter().for_each(|&k| sub(k));
        let mut hands: Vec<Option<Vec<Kind>>> = vec![None; n];
        for (p, pv) in view.players.iter().enumerate() {
            if let Some(h) = &pv.hand {
                if view.viewer != Viewer::Player(p) {
                    return Err(VoluspaError::View(
                        "a hand of another player is shown".into(),
                    ));
                }
                h.iter().for_each(|&k| sub(k));
                hands[p] = Some(h.clone());
            }
        }
        // Tiles known to be in hidden hands: captured tiles (and the Freya they brought
        // back) not played or discarded since.
        let known = known_in_hands(view);
        for (p, h) in hands.iter().enumerate() {
            if h.is_none() {
                for k in Kind::ALL {
                    counts[k.index()] -= known[p][k.index()];
                }
            }
        }
        if counts.iter().any(|&c| c < 0) {
            return Err(VoluspaError::View(
                "more tiles visible than the set has".into(),
            ));
        }
        let mut unknown: Vec<Kind> = Vec::new();
        for k in Kind::ALL {
            for _ in 0..counts[k.index()] {
                unknown.push(k);
            }
        }
        let mut hidden: usize = 0;
        for (p, (pv, h)) in view.players.iter().zip(&hands).enumerate() {
            if h.is_none() {
                let k: i64 = known[p].iter().sum();
                let random = (pv.hand_size as i64).checked_sub(k).filter(|&r| r >= 0);
                let Some(random) = random else {
                    return Err(VoluspaError::View(format!(
                        "player {p} holds fewer tiles than known to be in their hand"
                    )));
                };
                hidden = hidden.saturating_add(random as usize);
            }
        }
        if hidden.saturating_add(view.pile_count) != unknown.len() {
            return Err(VoluspaError::View(format!(
                "{} unseen tiles, but hands and pile hold {}",
                unknown.len(),
                hidden.saturating_add(view.pile_count)
            )));
        }
        rng.shuffle(&mut unknown);
        let mut full = Vec::with_capacity(n);
        for (p, (pv, h)) in view.players.iter().zip(hands).enumerate() {
            let mut h = match h {
                Some(h) => h,
                None => {
                    let k: usize = known[p].iter().sum::<i64>() as usize;
                    let mut h: Vec<Kind> = unknown.split_off(unknown.len() - (pv.hand_size - k));
                    for kind in Kind::ALL {
                        h.extend(std::iter::repeat_n(kind, known[p][kind.index()] as usize));
                    }
                    h.extend(std::iter::repeat_n(Kind::Hel, pv.hel));
                    h
                }
            };
            h.sort();
            full.push(h);
        }
        let current = match (view.to_move, &view.phase) {
            (Some(p), Phase::Over) => {
                return Err(VoluspaError::View(format!(
                    "player {p} to move in a finished game"
                )))
            }
            (Some(p), _) if p < n => p,
            (None, Phase::Over) => 0,
            _ => return Err(VoluspaError::View("no valid player to move".into())),
        };
        let captured = matches!(view.phase, Phase::DiscardDown)
            || view
                .turns
                .last()
                .filter(|t| !t.finished)
                .is_some_and(|t| t.steps.iter().any(|s| s.captured.is_some()));
        Ok(Voluspa {
            config: config.clone(),
            rng: rng.fork(),
            board: view.board.clone(),
            hands: full,
            pile: unknown,
            discard: view.discard_pile.clone(),
            removed: view.removed.clone(),
            scores: view.players.iter().map(|p| p.score).collect(),
            reached: view.players.iter().map(|p| p.reached_at).collect(),
            current,
            phase: view.phase.clone(),
            turns: view.turns.clone(),
            captured,
            actions_applied: view.actions_applied,
        })
    }
}
