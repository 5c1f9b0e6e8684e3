//! What one player may see of a game, and dealing a full game back from such a view.

use super::action::Action;
use super::board::Board;
use super::error::VoluspaError;
use super::hand::{count, non_hel};
use super::record::TurnRecord;
use super::state::{Config, Phase, Voluspa};
use super::tile::Kind;
use crate::game::{Game, PlayerId, Viewer};
use crate::rng::Rng;
use serde::{Deserialize, Serialize};

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

impl Voluspa {
    pub(super) fn make_view(&self, viewer: Viewer) -> VoluspaView {
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

    pub(super) fn from_view(view: &VoluspaView, rng: &mut Rng) -> Result<Self, VoluspaError> {
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
        let hel_dealt = config.hel_per_player();
        if view.players.iter().any(|pv| pv.hel > hel_dealt) {
            return Err(VoluspaError::View(format!(
                "a player holds more than the {hel_dealt} Hel dealt to each"
            )));
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
