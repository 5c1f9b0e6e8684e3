//! Völuspá's note in an embed with `teach` (issue #45, `crate::embed::taught`): the
//! position's decider is the reader, holding the tiles to try (`try`; without it, the base
//! game's eight) as their hand, at the start of a turn on the board shown, at a table of
//! two. Their view is the one the engine would give them: the tile set the board and the
//! hand need (the base game, with the expansions' kinds that appear), every other tile of
//! it face down in the pile. The coach deals from that view as it does in the app, so the
//! note's cells and points are the engine's for this board.

use skald::voluspa::{Board, Config, Kind, Phase, PlayerView, TileSet, VoluspaView};
use skald::Viewer;
use yew::prelude::*;

use super::spec::DEFAULT_TRY;

/// The hand a `teach` embed's reader holds: the tiles to try, else the base game's eight.
pub fn hand(try_tiles: Option<&[Kind]>) -> Vec<Kind> {
    try_tiles.unwrap_or(&DEFAULT_TRY).to_vec()
}

/// The reader's view (seat 0) of `board` at the start of their turn with `hand`; `None`
/// when the board and the hand hold more tiles of a kind than the game has (an author's
/// board may), which no game could reach.
pub fn view(board: &Board, hand: &[Kind]) -> Option<VoluspaView> {
    let mut shown: Vec<Kind> = hand.to_vec();
    for (_, s) in board.stacks() {
        shown.push(s.top);
        shown.extend(s.under.iter().copied());
    }
    let mut extra: Vec<Kind> = shown
        .iter()
        .copied()
        .filter(|k| k.expansion() != skald::voluspa::Expansion::Base)
        .collect();
    extra.sort();
    extra.dedup();
    let tiles = if extra.is_empty() {
        TileSet::Base
    } else {
        TileSet::Custom(extra)
    };
    // Hel tiles are dealt, never drawn: the pile holds the others.
    let mut left = tiles.counts().map(i64::from);
    left[Kind::Hel.index()] = 0;
    for k in shown.iter().filter(|&&k| k != Kind::Hel) {
        left[k.index()] -= 1;
    }
    if left.iter().any(|&n| n < 0) {
        return None;
    }
    let config = Config {
        players: 2,
        tiles,
        no_late_hel: false,
    };
    let hel = hand.iter().filter(|&&k| k == Kind::Hel).count();
    let mut mine = hand.to_vec();
    mine.sort();
    let player = |hand: Option<Vec<Kind>>, size: usize, hel: usize| PlayerView {
        score: 0,
        display: "0".into(),
        reached_at: 0,
        hand_size: size,
        hel,
        hand,
    };
    Some(VoluspaView {
        config,
        viewer: Viewer::Player(0),
        board: board.clone(),
        to_move: Some(0),
        phase: Phase::Play,
        players: vec![
            player(Some(mine), hand.len() - hel, hel),
            player(None, 0, 0),
        ],
        pile_count: left.iter().sum::<i64>() as usize,
        discard_pile: Vec::new(),
        removed: Vec::new(),
        turns: Vec::new(),
        actions_applied: 0,
    })
}

/// The note under the embed's board (nothing if the coach has none for it).
pub fn note(board: &Board, hand: &[Kind]) -> Html {
    let note = view(board, hand).and_then(|v| crate::voluspa::coach::note(&v));
    crate::embed::taught::note_view(note.as_ref(), crate::voluspa::coach::section_title)
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::voluspa::{parse_board, Action, Voluspa};
    use skald::{Game, Rng};

    #[test]
    fn the_view_is_one_the_engine_deals_from_and_the_note_covers_its_placements() {
        for (board, tiles) in [
            ("Va Od . / . Th .", DEFAULT_TRY.to_vec()),
            ("Od Tr", vec![Kind::Dragon, Kind::Thor]),
            (
                "Dw Tr . / He Ra .",
                vec![Kind::Dwarf, Kind::Hermod, Kind::Hel],
            ),
            ("", vec![Kind::Troll]),
        ] {
            let board = parse_board(board).unwrap();
            let v = view(&board, &tiles).expect("a view");
            let g = Voluspa::sample(&v, &mut Rng::new(1)).expect("a consistent view");
            let legal = g.legal_actions();
            let note = crate::voluspa::coach::note(&v).expect("a note");
            let mut covered: Vec<usize> = note
                .choices
                .iter()
                .flat_map(|c| c.actions.clone())
                .collect();
            covered.sort_unstable();
            assert_eq!(covered, (0..legal.len()).collect::<Vec<_>>());
            // Every placement is one the board notation's own query allows.
            for a in &legal {
                if let Action::Place(p) = a {
                    let cells: Vec<_> = skald::voluspa::targets(&board, p.tile)
                        .iter()
                        .map(|t| t.at)
                        .collect();
                    assert!(cells.contains(&p.at), "{p:?}");
                }
            }
        }
        // Ten Odins: no game has them.
        let ten = parse_board(&["Od"; 10].join(" ")).unwrap();
        assert!(view(&ten, &[Kind::Thor]).is_none());
    }
}
