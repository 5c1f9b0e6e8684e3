//! Odin's note in an embed with `teach` (issue #45, `crate::embed::taught`): the position's
//! decider is the player of the hand shown, at a table of two ("Player 1", the other
//! "Player 2"). Their view is the one the engine would give them there: the middle played
//! by the other player (or, after the reader's own play in a `try` embed, by themselves),
//! nobody's cards known, the other hand and the undealt cards face down. The coach deals
//! the unseen cards from it as it does in the app, so the note speaks of exactly the plays
//! the reader's hand may make on this middle.

use skald::odin::{set_value, CardSet, OdinConfig, OdinView, Phase, Requirement, Undo, HAND_SIZE};
use skald::Viewer;
use yew::prelude::*;

/// The view of the hand's player (seat 0) at a table of two: `middle` in the middle (empty:
/// they lead), played by seat 1 unless `own` (the reader played it in a try); while
/// `take_from` is not empty, they have just beaten it with `middle` and take one of its
/// cards back.
pub fn view(middle: CardSet, hand: CardSet, take_from: CardSet, own: bool) -> OdinView {
    let config = OdinConfig {
        players: 2,
        target: Default::default(),
        four_colours: false,
    };
    let unseen = config.deck().len() - hand.len() - middle.len() - take_from.len();
    let other = unseen.min(HAND_SIZE);
    let (phase, requirement) = if !take_from.is_empty() {
        (Phase::Take, Requirement::Take { from: take_from })
    } else if middle.is_empty() {
        (Phase::Lead, Requirement::Lead)
    } else {
        let value = set_value(middle).unwrap_or(0);
        let size = middle.len();
        (Phase::Follow, Requirement::Beat { size, value })
    };
    let by_reader = own || phase != Phase::Follow;
    OdinView {
        config,
        viewer: Viewer::Player(0),
        hand: Some(hand),
        hand_sizes: vec![hand.len(), other],
        known: vec![CardSet::EMPTY; 2],
        middle,
        middle_value: set_value(middle).ok().filter(|_| !middle.is_empty()),
        last_player: if by_reader { 0 } else { 1 },
        take_from,
        discard: CardSet::EMPTY,
        discard_count: 0,
        undealt_count: unseen - other,
        phase,
        to_move: Some(0),
        requirement,
        passes: 0,
        hand_number: 1,
        first_player: if by_reader { 0 } else { 1 },
        scores: vec![0, 0],
        hands_done: Vec::new(),
        log: Vec::new(),
        undo: Undo::default(),
        outcome: None,
    }
}

/// The note under the embed's position (nothing if the coach has none: a hand of more
/// than nine cards, which no player holds).
pub fn note(middle: CardSet, hand: CardSet, take_from: CardSet, own: bool) -> Html {
    let note = crate::odin::coach::note(&view(middle, hand, take_from, own), &[]);
    crate::embed::taught::note_view(note.as_ref(), crate::odin::coach::section_title)
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::odin::Odin;
    use skald::{Game, Rng};

    fn cards(s: &str) -> CardSet {
        s.parse().unwrap()
    }

    #[test]
    fn the_view_is_one_the_engine_deals_from_and_the_note_covers_its_plays() {
        for (middle, hand, take, own) in [
            ("5R 5B", "7R 7B 3G", "", false),
            ("", "7R 7B 3G", "", false),
            ("7R 7B", "3G", "5R 5B", true),
            ("7R 7B", "5R 3G 9Y 9P", "", true),
        ] {
            let v = view(cards(middle), cards(hand), cards(take), own);
            let g = Odin::sample(&v, &mut Rng::new(1)).expect("a consistent view");
            assert_eq!(g.hand(0), cards(hand));
            assert_eq!(g.middle(), cards(middle));
            let note = crate::odin::coach::note(&v, &[]).expect("a note");
            let mut covered: Vec<usize> = note
                .choices
                .iter()
                .flat_map(|c| c.actions.clone())
                .collect();
            covered.sort_unstable();
            assert_eq!(covered, (0..g.legal_actions().len()).collect::<Vec<_>>());
            if !cards(middle).is_empty() && cards(take).is_empty() {
                let value = set_value(cards(middle)).unwrap().to_string();
                assert!(note.moment.contains(&value), "{}", note.moment);
                let who = if own { "Player 1" } else { "Player 2" };
                assert!(note.moment.contains(who), "{}", note.moment);
            }
        }
    }
}
