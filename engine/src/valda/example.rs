//! "Embed this position" for Valda: a game in progress written as a worked example of the
//! embed notation — the [`Position`] at the start of the turn under way (the notation can
//! only start a phase, and only the start of a turn leaves nothing of the turn unsaid) and
//! the turn's actions since, so that the example's last step is the moment the table is at.
//!
//! It is written for one viewer (a seat, or a spectator) and tells nothing that viewer may
//! not see: another seat's hand holds the cards everybody saw enter it and those the viewer
//! sees by now (played, discarded, shown); its other cards, and the deck cards drawn out of
//! the viewer's sight, are stand-ins dealt at random from the cards whose place the viewer
//! does not know, so hand sizes and decks stay true. The real seed is never written (it
//! would tell every hidden card), nor a deck card below those drawn this turn.
//!
//! Stand-ins and a new seed can change what follows — a window asks only players holding a
//! god weapon, a random pick takes another card — so the example is checked by playing it:
//! each step must look to the viewer exactly as it did at the table (the public table, their
//! hand, the decision). Several deals are tried; the example ends where the best one stops
//! agreeing, and [`Example::left_out`] says how many of the turn's actions that leaves out.
//!
//! ```
//! use skald::valda::example::example;
//! use skald::valda::{Valda, ValdaConfig};
//! use skald::{Game, Rng, Viewer};
//! let config = ValdaConfig::new(3);
//! let mut g = Valda::new(&config, 7).unwrap();
//! let mut played = Vec::new();
//! let mut rng = Rng::new(1);
//! for _ in 0..40 {
//!     let legal = g.legal_actions();
//!     let a = legal[rng.index(legal.len())].clone();
//!     g.apply(&a).unwrap();
//!     played.push(a);
//! }
//! let me = g.to_move().unwrap();
//! let e = example(&config, 7, &played, Viewer::Player(me)).unwrap();
//! let mut shown = e.position.game().unwrap();
//! for a in &e.moves {
//!     shown.apply(a).unwrap();
//! }
//! if e.left_out == 0 {
//!     assert_eq!(shown.view(Viewer::Player(me)).hand, g.view(Viewer::Player(me)).hand);
//! }
//! ```

use super::action::{Action, CardId};
use super::cards::Deck;
use super::config::{ValdaConfig, ValdaError};
use super::event::Event;
use super::position::{Position, SeatPosition};
use super::state::{god_index, Valda, GODS};
use super::view::ValdaView;
use crate::game::{Game, Viewer};
use crate::rng::Rng;

/// Deals of stand-in cards tried before the best is taken.
pub const TRIES: u64 = 24;

/// A game in progress as an embed's worked example (see the module's notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The start of the turn under way, as the viewer may know it.
    pub position: Position,
    /// The turn's actions from there, each one legal in turn.
    pub moves: Vec<Action>,
    /// The turn's actions after [`Example::moves`] that the example could not repeat as the
    /// table saw them (0: the example ends at the moment the table is at).
    pub left_out: usize,
}

/// The example of the game `config`/`seed` after `actions` (as a replay records them), for
/// `viewer`; an error if an action is not legal in turn or the turn's start cannot be
/// written (a state no position can describe).
pub fn example(
    config: &ValdaConfig,
    seed: u64,
    actions: &[Action],
    viewer: Viewer,
) -> Result<Example, ValdaError> {
    if let Viewer::Player(p) = viewer {
        if p >= config.players {
            return Err(ValdaError::Config(format!("there is no seat {}", p + 1)));
        }
    }
    let (held, start, from) = turn_start(config, seed, actions)?;
    let moves = &actions[from..];
    // What the viewer saw at each step of the turn.
    let me = match viewer {
        Viewer::Player(p) => Some(p),
        Viewer::Spectator => None,
    };
    // What the viewer saw at each step of the turn, and which moves chose a card out of
    // their sight (a temple's card kept, a card given): those the example does not copy —
    // they are not the viewer's to tell — but makes with the cards in its own game.
    let mut seen = Vec::with_capacity(moves.len() + 1);
    let mut unseen = Vec::with_capacity(moves.len());
    let mut real = start.clone();
    seen.push(looks(&real, viewer));
    for a in moves {
        let mover = real.to_move();
        let (logged, private) = (real.table.log.len(), real.private.len());
        real.apply(a)?;
        unseen.push(
            mover != me
                && names(a).is_some_and(|c| {
                    !real.table.log[logged..].iter().any(|e| shows(e, c))
                        && !real.private[private..]
                            .iter()
                            .any(|(p, e)| Some(*p) == me && shows(e, c))
                }),
        );
        seen.push(looks(&real, viewer));
    }
    let plan = Plan::of(&held, moves, me)?;
    let mut best: Option<(Vec<Action>, Position)> = None;
    let mut rng = Rng::new(seed ^ 0x00e8_ba11_e7a5);
    for _ in 0..TRIES {
        let position = write(&held, &plan, &mut rng);
        let Some(made) = agreeing(&position, moves, &unseen, &seen, viewer) else {
            continue;
        };
        if best.as_ref().is_none_or(|(m, _)| made.len() > m.len()) {
            best = Some((made, position));
        }
        if best.as_ref().is_some_and(|(m, _)| m.len() == moves.len()) {
            break;
        }
    }
    let Some((made, position)) = best else {
        return Err(ValdaError::Config(
            "the start of this turn cannot be written as a position".to_string(),
        ));
    };
    Ok(Example {
        position,
        left_out: moves.len() - made.len(),
        moves: made,
    })
}

/// The card an action names, if any.
fn names(a: &Action) -> Option<CardId> {
    match a {
        Action::Play { card, .. } | Action::Weapon { card, .. } => Some(*card),
        Action::Discard(c) | Action::Attack(c) | Action::Defend(c) | Action::Card(c) => Some(*c),
        _ => None,
    }
}

/// Whether `e` shows the card `c`.
fn shows(e: &Event, c: CardId) -> bool {
    match e {
        Event::Played { card, .. }
        | Event::Weapon { card, .. }
        | Event::Discarded { card, .. }
        | Event::Attack { card, .. }
        | Event::Took { card, .. }
        | Event::Got { card, .. }
        | Event::Saw { card, .. } => *card == c,
        Event::Defence { card, .. } => *card == Some(c),
        Event::OpenDrew { cards, .. } => cards.contains(&c),
        _ => false,
    }
}

/// The turn under way after `actions`: the game held before the turn's first steps (its
/// roll, its income…) ran, the game after them, and how many actions came before it.
fn turn_start(
    config: &ValdaConfig,
    seed: u64,
    actions: &[Action],
) -> Result<(Valda, Valda, usize), ValdaError> {
    let mut g = Valda::new(config, seed)?;
    let mut start = g.clone();
    let mut from = 0;
    for (i, a) in actions.iter().enumerate() {
        let logged = g.table.log.len();
        g.apply(a)?;
        if g.table.log[logged..]
            .iter()
            .any(|e| matches!(e, Event::Turn { .. }))
        {
            start = g.clone();
            from = i + 1;
        }
    }
    let held = if from == 0 {
        Valda::dealt(config, seed)?
    } else {
        let mut h = Valda::new(config, seed)?;
        for a in &actions[..from - 1] {
            h.apply(a)?;
        }
        h.hold = true;
        h.apply(&actions[from - 1])?;
        h.hold = false;
        h
    };
    Ok((held, start, from))
}

/// What `viewer` sees of `g`, less what a position cannot say and an example need not
/// repeat: the log (a position starts a new one), what only the viewer saw earlier, and the
/// cards set aside (the stand-ins' leftovers).
fn looks(g: &Valda, viewer: Viewer) -> ValdaView {
    let mut v = g.view(viewer);
    v.table.log.clear();
    v.seen.clear();
    v.removed_count = 0;
    v
}

/// The moves of the example from `position` that repeat `moves` as the viewer saw them
/// (`None`: not even its start): each move itself, or for one chosen out of the viewer's
/// sight (`unseen`), the first legal move of its kind in the example's own game.
fn agreeing(
    position: &Position,
    moves: &[Action],
    unseen: &[bool],
    seen: &[ValdaView],
    viewer: Viewer,
) -> Option<Vec<Action>> {
    let mut g = position.game().ok()?;
    if looks(&g, viewer) != seen[0] {
        return None;
    }
    let mut made = Vec::with_capacity(moves.len());
    for (k, a) in moves.iter().enumerate() {
        let a = if unseen[k] {
            match g
                .legal_actions()
                .into_iter()
                .find(|b| std::mem::discriminant(b) == std::mem::discriminant(a))
            {
                Some(b) => b,
                None => break,
            }
        } else {
            a.clone()
        };
        if g.apply(&a).is_err() || looks(&g, viewer) != seen[k + 1] {
            break;
        }
        made.push(a);
    }
    Some(made)
}

/// The position at `start` as the plan knows it, the rest stand-ins dealt from `rng`.
fn write(start: &Valda, plan: &Plan, rng: &mut Rng) -> Position {
    let set = &start.set;
    let n = start.n();
    let t = &start.table;
    // Every physical card, less those placed as they are.
    let mut pool: Counts = vec![0; set.cards.len()];
    for &c in set.physical() {
        pool[c as usize] += 1;
    }
    let placed = t
        .discard
        .iter()
        .chain(&t.turn.open)
        .chain(plan.hands.iter().flatten())
        .chain(plan.overflow.iter().flatten())
        .chain(plan.revealed.iter().flatten())
        .chain(plan.decks.iter().flatten().filter_map(|s| match s {
            Slot::Card(c) => Some(c),
            _ => None,
        }));
    for &c in placed {
        take(&mut pool, c);
    }
    let deck_index = |d: Deck| match d {
        Deck::Base => 0,
        Deck::God(g) => 1 + god_index(g),
    };
    // One stand-in from `pool`: a card of `deck`, or for a hand any card of a deck with
    // `spare` cards (a deck's cards not named stay in it: never a hand's stand-in).
    let mut stand_in =
        |pool: &mut Counts, deck: Option<Deck>, spare: &mut [i64; 8]| -> Option<CardId> {
            let fits: Vec<CardId> = (0..pool.len())
                .filter(|&c| {
                    let d = set.cards[c].deck;
                    pool[c] > 0
                        && match deck {
                            Some(want) => d == want,
                            None => spare[deck_index(d)] > 0,
                        }
                })
                .map(|c| c as CardId)
                .collect();
            if fits.is_empty() {
                return None;
            }
            let c = fits[rng.index(fits.len())];
            take(pool, c);
            if deck.is_none() {
                spare[deck_index(set.cards[c as usize].deck)] -= 1;
            }
            Some(c)
        };
    let mut no_spare = [0i64; 8];
    let id = |c: CardId| set.cards[c as usize].id.clone();
    let mut overflow: Vec<std::collections::VecDeque<CardId>> = plan
        .overflow
        .iter()
        .map(|o| o.iter().copied().collect())
        .collect();
    let mut tops: Vec<Vec<String>> = Vec::with_capacity(8);
    for (d, slots) in plan.decks.iter().enumerate() {
        let deck = if d == 0 {
            Deck::Base
        } else {
            Deck::God(GODS[d - 1])
        };
        let mut ids = Vec::with_capacity(slots.len());
        for s in slots {
            let c = match *s {
                Slot::Card(c) => Some(c),
                Slot::For(q) => match overflow[q].front() {
                    Some(&c) if set.cards[c as usize].deck == deck => overflow[q].pop_front(),
                    _ => stand_in(&mut pool, Some(deck), &mut no_spare),
                },
                Slot::Any => stand_in(&mut pool, Some(deck), &mut no_spare),
            };
            ids.extend(c.map(id));
        }
        tops.push(ids);
    }
    // A shown card that found no slot of its seat goes back among the stand-ins.
    for o in &overflow {
        for &c in o {
            pool[c as usize] += 1;
        }
    }
    let mut spare = [0i64; 8];
    for (c, &k) in pool.iter().enumerate() {
        spare[deck_index(set.cards[c].deck)] += k as i64;
    }
    spare[0] -= start.base.len() as i64 - tops[0].len() as i64;
    for (i, d) in start.gods.iter().enumerate() {
        spare[i + 1] -= d.len() as i64 - tops[i + 1].len() as i64;
    }
    // A deck left short by cards shown from a hand (drawn this turn after all, which the
    // viewer could not tell): those cards go back to the stand-ins, last seat first.
    let mut revealed = plan.revealed.clone();
    for (d, short) in spare.iter_mut().enumerate() {
        for r in revealed.iter_mut().rev() {
            while *short < 0 {
                let Some(i) = r
                    .iter()
                    .rposition(|&c| deck_index(set.cards[c as usize].deck) == d)
                else {
                    break;
                };
                let c = r.remove(i);
                pool[c as usize] += 1;
                *short += 1;
            }
        }
    }
    let seats = (0..n)
        .map(|q| {
            let s = &t.seats[q];
            let mut hand: Vec<String> = plan.hands[q]
                .iter()
                .chain(&revealed[q])
                .map(|&c| id(c))
                .collect();
            for _ in hand.len()..start.hands[q].len() {
                hand.extend(stand_in(&mut pool, None, &mut spare).map(id));
            }
            SeatPosition {
                res: Some([s.res.gold, s.res.diamond, s.res.blood]),
                followers: s.followers,
                mines: Some(s.mines),
                drills: s.drills,
                temples: GODS
                    .iter()
                    .zip(s.temples)
                    .filter(|(_, k)| *k > 0)
                    .map(|(g, k)| (*g, k))
                    .collect(),
                hand,
                known: s.known.iter().map(|&c| id(c)).collect(),
                // Cleared as the turn begins.
                muted: if q == t.turn.active {
                    Vec::new()
                } else {
                    s.muted.clone()
                },
            }
        })
        .collect();
    let mut tops = tops.into_iter();
    let base = tops.next().unwrap_or_default();
    let gods = GODS
        .iter()
        .zip(tops)
        .filter(|(_, ids)| !ids.is_empty())
        .map(|(g, ids)| (*g, ids))
        .collect();
    Position {
        players: n,
        cards: start.config.cards.clone(),
        round: t.turn.round,
        active: t.turn.active,
        phase: t.turn.phase,
        seats,
        discard: t.discard.iter().map(|&c| id(c)).collect(),
        open: t.turn.open.iter().map(|&c| id(c)).collect(),
        base,
        base_count: Some(start.base.len()),
        gods,
        god_counts: GODS
            .iter()
            .zip(&start.gods)
            .map(|(g, d)| (*g, d.len()))
            .collect(),
        dice: plan.dice.clone(),
        seed: rng.next_u64(),
        privacy: start.config.privacy,
    }
}

mod plan;
#[cfg(test)]
mod tests;

use plan::{take, Counts, Plan, Slot};
