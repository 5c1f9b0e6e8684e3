//! What one player may see (§17), and dealing a full state consistent with it.

use serde::{Deserialize, Serialize};

use super::action::{CardId, Prompt};
use super::cards::Deck;
use super::config::{ValdaConfig, ValdaError};
use super::event::Event;
use super::state::{god_index, Table, Valda, GODS};
use crate::game::{Outcome, PlayerId, Viewer};
use crate::rng::Rng;

/// One viewer's picture of the game: everything public (the [`Table`]: boards, resources,
/// temples, the discard pile, the open cards, the cards in play, the attack, the roll, the
/// public log, and for each hand the cards everybody saw enter it), their own hand, the
/// cards they are looking at, and what only they saw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValdaView {
    pub config: ValdaConfig,
    pub viewer: Viewer,
    pub table: Table,
    /// The viewer's hand (`None` for a spectator).
    pub hand: Option<Vec<CardId>>,
    /// Cards in each hand, in seat order.
    pub hand_sizes: Vec<usize>,
    pub base_count: usize,
    /// Cards in each god deck, in the order of [`GODS`].
    pub god_counts: [usize; 7],
    /// The cards the viewer is looking at (a temple's two, a search), if it is them.
    pub looking: Option<Vec<CardId>>,
    /// How many cards somebody is looking at.
    pub looking_count: usize,
    /// Cards a position set aside (out of the game).
    pub removed_count: usize,
    /// Events only the viewer saw (cards they drew or were given, cards they looked at).
    pub seen: Vec<Event>,
    /// Who must decide now, and what.
    pub to_move: Option<PlayerId>,
    pub prompt: Option<Prompt>,
    pub outcome: Option<Outcome>,
}

impl ValdaView {
    /// Reads a view from JSON.
    pub fn from_json(text: &str) -> Result<ValdaView, ValdaError> {
        serde_json::from_str(text).map_err(|e| ValdaError::Json(e.to_string()))
    }

    pub(crate) fn of(g: &Valda, viewer: Viewer) -> ValdaView {
        let me = match viewer {
            Viewer::Player(p) if p < g.n() => Some(p),
            _ => None,
        };
        let top = g.prompt();
        let looking = match top {
            Some((p, _)) if Some(p) == me => Some(g.looking.clone()),
            _ => None,
        };
        ValdaView {
            config: g.config.clone(),
            viewer,
            table: g.table.clone(),
            hand: me.map(|p| g.hands[p].clone()),
            hand_sizes: g.hands.iter().map(Vec::len).collect(),
            base_count: g.base.len(),
            god_counts: g.god_counts(),
            looking,
            looking_count: g.looking.len(),
            removed_count: g.removed.len(),
            seen: g
                .private
                .iter()
                .filter(|(p, _)| Some(*p) == me)
                .map(|(_, e)| e.clone())
                .collect(),
            to_move: top.map(|(p, _)| p),
            prompt: top.map(|(_, pr)| pr.clone()),
            outcome: crate::Game::outcome(g),
        }
    }
}

/// Deals the hidden cards of `view` at random (see [`crate::Game::sample`]).
pub(crate) fn sample(view: &ValdaView, rng: &mut Rng) -> Result<Valda, ValdaError> {
    let set = view.config.card_set()?;
    let n = view.config.players;
    let t = &view.table;
    let bad = |m: &str| Err(ValdaError::View(m.to_string()));
    if t.seats.len() != n || view.hand_sizes.len() != n {
        return bad("the number of seats does not match the players");
    }
    let me = match view.viewer {
        Viewer::Player(p) if p < n => Some(p),
        Viewer::Player(_) => return bad("the viewer is not at the table"),
        Viewer::Spectator => None,
    };
    if let (Some(p), Some(h)) = (me, &view.hand) {
        if view.hand_sizes[p] != h.len() {
            return bad("the viewer's hand size does not match");
        }
    }
    // Every physical card, minus those whose place everybody (or the viewer) knows.
    let mut pool = vec![0i32; set.cards.len()];
    for &c in set.physical() {
        pool[c as usize] += 1;
    }
    let mut known: Vec<CardId> = Vec::new();
    known.extend(&t.discard);
    known.extend(&t.turn.open);
    known.extend(t.in_play.iter().map(|ip| ip.card));
    if let Some(f) = &t.fight {
        if !f.cancelled {
            known.push(f.card);
        }
        known.extend(f.defence);
    }
    for (q, s) in t.seats.iter().enumerate() {
        if Some(q) == me {
            known.extend(view.hand.iter().flatten());
        } else {
            if s.known.len() > view.hand_sizes[q] {
                return bad("more known cards than cards in a hand");
            }
            known.extend(&s.known);
        }
    }
    if let Some(l) = &view.looking {
        known.extend(l);
    }
    for c in known {
        match pool.get_mut(c as usize) {
            Some(k) if *k > 0 => *k -= 1,
            _ => return bad("a card is in more places than it has copies"),
        }
    }
    let mut unknown: Vec<CardId> = Vec::new();
    for (c, &k) in pool.iter().enumerate() {
        unknown.extend(std::iter::repeat_n(c as CardId, k as usize));
    }
    rng.shuffle(&mut unknown);
    let deck_of = |c: CardId| set.cards.get(c as usize).map(|d| d.deck);
    let take = |unknown: &mut Vec<CardId>, k: usize, deck: Option<Deck>| -> Option<Vec<CardId>> {
        let mut out = Vec::with_capacity(k);
        let mut i = 0;
        while out.len() < k && i < unknown.len() {
            if deck.is_none() || deck_of(unknown[i]) == deck {
                out.push(unknown.remove(i));
            } else {
                i += 1;
            }
        }
        (out.len() == k).then_some(out)
    };
    let mut gods: [Vec<CardId>; 7] = Default::default();
    for g in GODS {
        let i = god_index(g);
        match take(&mut unknown, view.god_counts[i], Some(Deck::God(g))) {
            Some(cards) => gods[i] = cards,
            None => return bad("a god deck holds more cards than can be there"),
        }
    }
    let Some(base) = take(&mut unknown, view.base_count, Some(Deck::Base)) else {
        return bad("the base deck holds more cards than can be there");
    };
    let looking = match &view.looking {
        Some(l) => l.clone(),
        None => match take(&mut unknown, view.looking_count, None) {
            Some(l) => l,
            None => return bad("too few cards for those being looked at"),
        },
    };
    let Some(removed) = take(&mut unknown, view.removed_count, None) else {
        return bad("too few cards for those set aside");
    };
    let mut hands = Vec::with_capacity(n);
    for q in 0..n {
        let hand = if Some(q) == me {
            view.hand.clone().unwrap_or_default()
        } else {
            let k = view.hand_sizes[q] - t.seats[q].known.len();
            let Some(mut h) = take(&mut unknown, k, None) else {
                return bad("too few cards for the hands");
            };
            h.extend(&t.seats[q].known);
            h.sort_unstable();
            h
        };
        hands.push(hand);
    }
    if !unknown.is_empty() {
        return bad("cards are missing from the view");
    }
    Ok(Valda {
        config: view.config.clone(),
        set,
        table: view.table.clone(),
        hands,
        base,
        gods,
        looking,
        // What the viewer saw privately stays theirs (the sample's view is the view); the
        // others' private events are unknown.
        private: me
            .map(|p| view.seen.iter().map(|e| (p, e.clone())).collect())
            .unwrap_or_default(),
        removed,
        rigged: Vec::new(),
        rng: rng.fork(),
        applied: 0,
        legal: None,
        hold: false,
    })
}
