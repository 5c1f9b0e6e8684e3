//! What the viewer of an example knows of its turn's start by the turn's end: followed
//! from the real game, written only from what the viewer saw (see `example.rs`).

use super::super::action::{Action, CardId};
use super::super::config::ValdaError;
use super::super::dice::Face;
use super::super::event::Event;
use super::super::state::Valda;
use crate::game::{Game, PlayerId};

/// Counts of each card.
pub(super) type Counts = Vec<u32>;

pub(super) fn take(counts: &mut Counts, c: CardId) -> bool {
    match counts.get_mut(c as usize) {
        Some(k) if *k > 0 => {
            *k -= 1;
            true
        }
        _ => false,
    }
}

fn counts(set_len: usize, cards: &[CardId]) -> Counts {
    let mut k = vec![0; set_len];
    for &c in cards {
        if let Some(x) = k.get_mut(c as usize) {
            *x += 1;
        }
    }
    k
}

/// One card drawn from a deck during the turn, top first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slot {
    /// Seen by the viewer as it was drawn (their own draw, an open draw, a card they look at).
    Card(CardId),
    /// Drawn hidden into this seat's hand.
    For(PlayerId),
    /// Drawn out of the viewer's sight otherwise.
    Any,
}

/// What the viewer knows of the turn's start by its end, found from what they saw: the
/// hands as far as they know them, and the deck cards drawn.
pub(super) struct Plan {
    /// Each hand's cards the viewer knows at the start (the viewer's own: all of them).
    pub(super) hands: Vec<Vec<CardId>>,
    /// Each other hand's cards that were unknown at the start and shown during the turn.
    pub(super) revealed: Vec<Vec<CardId>>,
    /// Cards a seat played or showed this turn beyond its unknown cards at the start: it
    /// drew them hidden this turn, into its [`Slot::For`] slots in order.
    pub(super) overflow: Vec<Vec<CardId>>,
    /// The base deck's cards drawn this turn, then each god deck's.
    pub(super) decks: [Vec<Slot>; 8],
    /// The faces of the dice thrown this turn, in order.
    pub(super) dice: Vec<Face>,
}

impl Plan {
    /// Follows the turn from `start` (held before its first steps) through `moves`.
    pub(super) fn of(
        start: &Valda,
        moves: &[Action],
        me: Option<PlayerId>,
    ) -> Result<Plan, ValdaError> {
        let n = start.n();
        let len = start.set.cards.len();
        let deck = |g: &Valda, d: usize| -> Vec<CardId> {
            if d == 0 {
                g.base.clone()
            } else {
                g.gods[d - 1].clone()
            }
        };
        let mut decks: [Vec<Slot>; 8] = Default::default();
        let mut following = [true; 8];
        let mut g = start.clone();
        // The turn's first steps, then each move.
        for step in 0..=moves.len() {
            let before = g.clone();
            if step == 0 {
                g.advance();
            } else {
                g.apply(&moves[step - 1])?;
            }
            let mut gained: Vec<Counts> = (0..n)
                .map(|q| {
                    let mut k = counts(len, &g.hands[q]);
                    for &c in &before.hands[q] {
                        take(&mut k, c);
                    }
                    k
                })
                .collect();
            let mut open = counts(len, &g.table.turn.open);
            for &c in &before.table.turn.open {
                take(&mut open, c);
            }
            let mut looking = match (me, g.prompt()) {
                (Some(p), Some((q, _))) if p == q => counts(len, &g.looking),
                _ => vec![0; len],
            };
            for d in 0..8 {
                let (b, after) = (deck(&before, d), deck(&g, d));
                if !following[d] {
                    continue;
                }
                // Cards only drawn from the top: followed; cards put in (a reshuffle, a
                // card put under): the deck's later draws are left to stand-ins.
                if after.len() > b.len() || b[..after.len()] != after[..] {
                    following[d] = false;
                    continue;
                }
                for &c in b[after.len()..].iter().rev() {
                    let slot = if me.is_some_and(|p| take(&mut gained[p], c))
                        || take(&mut open, c)
                        || take(&mut looking, c)
                    {
                        Slot::Card(c)
                    } else if let Some(q) =
                        (0..n).find(|&q| Some(q) != me && take(&mut gained[q], c))
                    {
                        Slot::For(q)
                    } else {
                        Slot::Any
                    };
                    decks[d].push(slot);
                }
            }
        }
        // The cards each other seat showed leaving its hand (played, attacked or defended
        // with, discarded), less those that entered it in sight (taken, open cards joining
        // it, cards known at the start): drawn hidden this turn or unknown at its start.
        let t = &start.table;
        let log = &g.table.log[t.log.len().min(g.table.log.len())..];
        let mut shown: Vec<Vec<CardId>> = vec![Vec::new(); n];
        let mut came: Vec<Vec<CardId>> = (0..n).map(|q| t.seats[q].known.clone()).collect();
        came[t.turn.active].extend(&t.turn.open);
        for e in log {
            let out = match e {
                Event::Discarded { player, card } => Some((*player, *card)),
                e => e.card_played(),
            };
            if let Some((player, card)) = out {
                if let Some(s) = shown.get_mut(player) {
                    s.push(card);
                }
            }
            match e {
                Event::Took { player, card, .. } => {
                    if let Some(s) = came.get_mut(*player) {
                        s.push(*card);
                    }
                }
                Event::OpenDrew { player, cards } => {
                    if let Some(s) = came.get_mut(*player) {
                        s.extend(cards);
                    }
                }
                _ => {}
            }
        }
        let dice = log
            .iter()
            .flat_map(|e| match e {
                Event::Rolled { faces, .. } => faces.clone(),
                _ => Vec::new(),
            })
            .collect();
        let mut hands = Vec::with_capacity(n);
        let mut revealed = Vec::with_capacity(n);
        let mut overflow = Vec::with_capacity(n);
        for q in 0..n {
            if Some(q) == me {
                hands.push(start.hands[q].clone());
                revealed.push(Vec::new());
                overflow.push(Vec::new());
                continue;
            }
            let known = &t.seats[q].known;
            let mut out = counts(len, &shown[q]);
            for &c in &came[q] {
                take(&mut out, c);
            }
            let unknown = start.hands[q].len().saturating_sub(known.len());
            let mut shown_here = Vec::new();
            let mut more = Vec::new();
            for (c, &k) in out.iter().enumerate() {
                for _ in 0..k {
                    if shown_here.len() < unknown {
                        shown_here.push(c as CardId);
                    } else {
                        more.push(c as CardId);
                    }
                }
            }
            hands.push(known.clone());
            revealed.push(shown_here);
            overflow.push(more);
        }
        Ok(Plan {
            hands,
            revealed,
            overflow,
            decks,
            dice,
        })
    }
}
