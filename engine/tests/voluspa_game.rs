//! Turn-level rules: set-up, hands, drawing, follow-ups, discards, the end, the winner.

use skald::voluspa::{
    parse_board, Action, Cell, Config, Kind, Move, Phase, Placement, TargetKind, TileSet, Voluspa,
    VoluspaError,
};
use skald::{Game, Rng, Viewer};

fn cfg(players: usize, tiles: TileSet) -> Config {
    Config {
        players,
        tiles,
        no_late_hel: false,
    }
}

fn place(tile: Kind, r: i32, c: i32) -> Action {
    Action::Place(Placement::new(tile, Cell(r, c)))
}

fn game(board: &str, hands: Vec<Vec<Kind>>, pile: Vec<Kind>) -> Voluspa {
    let n = hands.len();
    Voluspa::from_parts(
        cfg(n, TileSet::all_expansions()),
        parse_board(board).unwrap(),
        hands,
        pile,
        0,
        1,
    )
    .unwrap()
}

use Kind::*;

#[test]
fn setup_deals_five_tiles_and_hel_separately() {
    // rulings §6 Hel, §7 set-up.
    for seed in 0..300 {
        for players in 2..=5 {
            let g = Voluspa::new(&cfg(players, TileSet::all_expansions()), seed).unwrap();
            let hel_each = if players == 2 { 2 } else { 1 };
            for p in 0..players {
                let h = g.hand(p);
                assert_eq!(h.iter().filter(|&&k| k == Hel).count(), hel_each);
                assert_eq!(h.iter().filter(|&&k| k != Hel).count(), 5);
            }
            let removed_hel = g.removed().iter().filter(|&&k| k == Hel).count();
            assert_eq!(removed_hel, 5 - hel_each * players);
            assert_eq!(g.board().len(), 1);
            assert_ne!(
                g.board().top(Cell(0, 0)),
                Some(Troll),
                "start tile is a Troll"
            );
            assert_ne!(g.board().top(Cell(0, 0)), Some(Hel));
            assert_eq!(g.pile_count(), 116 - 5 - 5 * players - 1);
            assert!(g.tiles_conserved());
        }
        let g = Voluspa::new(&cfg(3, TileSet::Base), seed).unwrap();
        assert!(g.hand(0).iter().all(|&k| k != Hel));
        assert_eq!(g.pile_count(), 60 - 15 - 1);
    }
}

#[test]
fn player_counts_outside_two_to_five_are_rejected() {
    assert!(matches!(
        Voluspa::new(&cfg(1, TileSet::Base), 0),
        Err(VoluspaError::Config(_))
    ));
    assert!(Voluspa::new(&cfg(6, TileSet::Base), 0).is_err());
    let json = r#"{"players":4,"tiles":{"custom":["Ra","Lb"]},"no_late_hel":true}"#;
    let c: Config = serde_json::from_str(json).unwrap();
    let g = Voluspa::new(&c, 5).unwrap();
    assert!(g.tiles_conserved());
}

#[test]
fn the_four_recommended_sets_deal_their_tiles() {
    for (set, total) in [
        (TileSet::OrderOfTheGods, 85),
        (TileSet::KingOfTheGiants, 60 + 8 + 6 + 8 + 5),
        (TileSet::RiseOfTheSerpents, 60 + 6 + 5 + 8 + 6),
        (TileSet::MasterOfRavens, 60 + 8 + 5 + 6 + 5),
    ] {
        let g = Voluspa::new(&cfg(2, set.clone()), 3).unwrap();
        let hel = if set.contains(Hel) { 4 } else { 0 };
        let hel_removed = if set.contains(Hel) { 1 } else { 0 };
        assert_eq!(
            g.pile_count() + 10 + hel + hel_removed + 1,
            total,
            "{set:?}"
        );
    }
}

#[test]
fn forced_discard_when_no_play_exists_and_only_then() {
    // rulings §3 last bullet.
    let mut g = game("Tr", vec![vec![Odin, Thor], vec![Odin]], vec![Loki, Loki]);
    let acts = g.legal_actions();
    assert_eq!(
        acts,
        vec![
            Action::Discard { tile: Odin },
            Action::Discard { tile: Thor }
        ]
    );
    g.apply(&Action::Discard { tile: Thor }).unwrap();
    assert_eq!(g.removed(), &[Thor]);
    assert_eq!(g.scores(), &[0, 0]);
    // Refilled (the pile had two Loki).
    assert_eq!(g.hand(0), &[Odin, Loki, Loki]);
    // With a play available, discarding is refused.
    let mut g = game("Od", vec![vec![Thor], vec![Odin]], vec![]);
    assert_eq!(
        g.apply(&Action::Discard { tile: Thor }),
        Err(VoluspaError::MustPlace)
    );
}

#[test]
fn a_normal_turn_scores_refills_and_passes_on() {
    let mut g = game(
        ". Sk Va Th",
        vec![vec![Odin, Loki], vec![Thor]],
        vec![Dragon, Fenrir, Skadi, Valkyrie, Troll],
    );
    g.apply(&place(Odin, 0, 0)).unwrap();
    assert_eq!(g.scores(), &[4, 0]);
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.to_move(), Some(1));
    let last = g.last_turn().unwrap();
    assert_eq!(last.player, 0);
    assert_eq!(last.points, 4);
    assert_eq!(last.drew, 4);
    assert_eq!(last.steps[0].score.as_ref().unwrap().points, 4);
    assert_eq!(
        last.to_move().unwrap(),
        Move::parse(r#"{"tile":"Od","at":[0,0]}"#).unwrap()
    );
    // A finished turn cannot be undone (the draw revealed tiles).
    assert!(!g.can_undo());
}

#[test]
fn hermod_follow_up_end_turn_and_refill() {
    let mut g = game(
        "Va .",
        vec![vec![Hermod, Troll, Odin], vec![Thor]],
        vec![Loki; 6],
    );
    g.apply(&place(Hermod, 0, 1)).unwrap();
    assert_eq!(g.phase(), &Phase::HermodFollowUp { hermod: Cell(0, 1) });
    assert!(g.can_undo());
    assert_eq!(g.undoable(), 0..1);
    // Only tiles ending in Hermod's lines.
    assert!(g.legal_actions().iter().all(|a| match a {
        Action::Place(p) => p.at.0 == 0 || p.at.1 == 1,
        Action::EndTurn => true,
        _ => false,
    }));
    assert_eq!(
        g.apply(&place(Odin, 1, 0)),
        Err(VoluspaError::NotInHermodLine(Cell(1, 0)))
    );
    g.apply(&place(Troll, 0, 2)).unwrap();
    assert_eq!(g.scores(), &[5, 0]);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.last_turn().unwrap().drew, 4);

    let mut g = game("Va .", vec![vec![Hermod, Odin], vec![Thor]], vec![Loki; 6]);
    g.apply(&place(Hermod, 0, 1)).unwrap();
    g.apply(&Action::EndTurn).unwrap();
    assert_eq!(g.scores(), &[2, 0]);
    assert_eq!(g.hand(0), &[Odin, Loki, Loki, Loki, Loki]);
    assert!(g.apply(&Action::EndTurn).is_err());
}

#[test]
fn hermod_with_no_possible_follow_up_allows_discard_or_end() {
    // rulings §6 Hermod: "If the player wants to go on but no tile in hand can be placed
    // that way, they must discard one tile instead."
    // A Hermod whose lines leave no room: Hermod between two Hel-bounded cells.
    let mut g = game(
        ". He .\nHe . He\n. He .\n. Va .",
        vec![vec![Hermod, Odin], vec![Thor]],
        vec![Loki; 6],
    );
    g.apply(&place(Hermod, 1, 1)).unwrap();
    // Hermod at [1,1] is surrounded by Hel on three sides and [2,1] is Hel: no follow-up.
    let acts = g.legal_actions();
    assert!(acts.contains(&Action::EndTurn));
    assert!(acts.contains(&Action::Discard { tile: Odin }));
    assert!(!acts.iter().any(|a| matches!(a, Action::Place(_))));
    g.apply(&Action::Discard { tile: Odin }).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert!(g.removed().contains(&Odin));
}

#[test]
fn raven_second_placement_or_skip() {
    let mut g = game("Va .", vec![vec![Raven, Odin], vec![Thor]], vec![Loki; 6]);
    g.apply(&place(Raven, 0, 1)).unwrap();
    assert_eq!(g.phase(), &Phase::RavenAgain { from: Cell(0, 1) });
    assert!(g.legal_actions().contains(&Action::SkipRaven));
    assert!(!g.legal_actions().contains(&place(Raven, 0, 1)));
    assert_eq!(g.apply(&place(Odin, 1, 0)), Err(VoluspaError::OnlyRavenNow));
    let t = g.targets_for(Raven);
    assert!(t
        .iter()
        .any(|t| t.at == Cell(0, 0) && t.kind == TargetKind::Cover));
    assert!(t
        .iter()
        .any(|t| t.at == Cell(1, 0) && t.kind == TargetKind::Place));
    g.apply(&place(Raven, 1, 0)).unwrap();
    assert_eq!(g.scores(), &[4, 0]);
    assert_eq!(g.board().top(Cell(0, 1)), None);
    assert_eq!(g.to_move(), Some(1));

    let mut g = game("Va .", vec![vec![Raven, Odin], vec![Thor]], vec![Loki; 6]);
    g.apply(&place(Raven, 0, 1)).unwrap();
    g.apply(&Action::SkipRaven).unwrap();
    assert_eq!(g.scores(), &[2, 0]);
    assert_eq!(g.board().top(Cell(0, 1)), Some(Raven));
}

#[test]
fn freya_boosts_go_to_the_discard_pile() {
    let mut g = game(
        "Ss Sk Va .",
        vec![vec![Dragon, Freya, Freya, Freya], vec![Thor]],
        vec![Loki; 6],
    );
    assert_eq!(g.max_boosts(Dragon), 3);
    assert_eq!(g.max_boosts(Freya), 2);
    let too_many = Action::Place(Placement {
        boosts: 4,
        ..Placement::new(Dragon, Cell(0, 3))
    });
    assert!(matches!(
        g.apply(&too_many),
        Err(VoluspaError::NotEnoughFreya { wanted: 4, have: 3 })
    ));
    let p = Placement {
        boosts: 2,
        ..Placement::new(Dragon, Cell(0, 3))
    };
    assert_eq!(g.preview(&p).unwrap().points, 4);
    g.apply(&Action::Place(p)).unwrap();
    assert_eq!(g.scores(), &[4, 0]);
    assert_eq!(g.discard_pile(), &[Freya, Freya]);
    assert_eq!(g.board().get(Cell(0, 3)).unwrap().boosts, 2);
    assert_eq!(g.hand(0), &[Loki, Loki, Loki, Loki, Freya]);
}

#[test]
fn skadi_capture_returns_freya_skips_the_draw_and_discards_down() {
    // rulings §3 Skadi capture.
    let mut g = game(
        "Va Dr+2>Th",
        vec![vec![Skadi, Odin, Thor, Loki, Troll], vec![Thor]],
        vec![Loki; 6],
    );
    g.apply(&place(Skadi, 0, 1)).unwrap();
    // No Freya in the discard pile: only the Dragon comes back.
    assert_eq!(g.scores(), &[2, 0]);
    assert!(g.removed().contains(&Thor));
    assert_eq!(g.hand(0), &[Odin, Thor, Troll, Dragon, Loki]);
    assert_eq!(g.to_move(), Some(1), "no draw, no discard needed at five");
    assert_eq!(g.pile_count(), 6);
    assert_eq!(g.last_turn().unwrap().steps[0].captured, Some(Dragon));

    // With Freya in the discard pile: boost, then capture back.
    let mut g = game(
        "Va .",
        vec![
            vec![Dragon, Freya, Freya, Odin, Loki],
            vec![Skadi, Odin, Thor, Loki, Troll],
        ],
        vec![Loki; 20],
    );
    g.apply(&Action::Place(Placement {
        boosts: 2,
        ..Placement::new(Dragon, Cell(0, 1))
    }))
    .unwrap();
    assert_eq!(g.discard_pile().len(), 2);
    g.apply(&place(Skadi, 0, 1)).unwrap();
    assert_eq!(g.discard_pile().len(), 0);
    assert_eq!(g.phase(), &Phase::DiscardDown);
    assert_eq!(g.hand(1).len(), 7);
    assert!(g.can_undo());
    assert!(g
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Discard { .. })));
    g.apply(&Action::Discard { tile: Loki }).unwrap();
    assert_eq!(g.phase(), &Phase::DiscardDown);
    g.apply(&Action::Discard { tile: Freya }).unwrap();
    assert_eq!(g.hand(1).len(), 5);
    assert_eq!(g.to_move(), Some(0));
}

#[test]
fn hel_is_not_counted_nor_replaced() {
    // rulings §6 Hel and §7.
    let mut g = game(
        "Od Th",
        vec![vec![Hel, Odin, Thor, Loki, Troll, Valkyrie], vec![Thor]],
        vec![Loki; 6],
    );
    g.apply(&place(Hel, 0, 1)).unwrap();
    assert_eq!(g.scores(), &[1, 0]);
    assert_eq!(g.hand(0).len(), 5, "no draw after Hel");
    assert_eq!(g.pile_count(), 6);
    assert!(!g.hand(0).contains(&Hel));
    let v = g.view(Viewer::Player(1));
    assert_eq!(v.players[0].hand_size, 5);
    assert_eq!(v.players[0].hel, 0);
    assert!(v.players[0].hand.is_none());
    assert!(v.players[1].hand.is_some());
}

#[test]
fn empty_hands_are_skipped_and_the_game_ends() {
    // rulings §7: players with no tiles are skipped; the game ends when the pile and every
    // hand are empty.
    let mut g = Voluspa::from_parts(
        cfg(3, TileSet::Base),
        parse_board("Va").unwrap(),
        vec![vec![Odin, Thor], vec![], vec![Loki]],
        vec![],
        0,
        1,
    )
    .unwrap();
    g.apply(&place(Odin, 0, 1)).unwrap();
    assert_eq!(g.to_move(), Some(2), "player 1 has no tiles and is skipped");
    g.apply(&place(Loki, 0, -1)).unwrap();
    assert_eq!(g.to_move(), Some(0));
    g.apply(&place(Thor, 1, 0)).unwrap();
    assert!(g.is_over());
    assert_eq!(g.to_move(), None);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.apply(&place(Thor, 1, 1)), Err(VoluspaError::GameOver));
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, g.scores().to_vec());
    assert_eq!(o.winners(), vec![0]);
}

#[test]
fn tie_is_won_by_who_reached_the_score_first_and_shown_as_9_2() {
    // rulings §7 winner; online rules "Tiebreaker Display".
    let mut g = Voluspa::from_parts(
        cfg(3, TileSet::Base),
        parse_board("Va . . . . .").unwrap(),
        vec![vec![Skadi], vec![Skadi], vec![Odin]],
        vec![],
        0,
        1,
    )
    .unwrap();
    assert_eq!(g.score_display(), vec!["0", "0", "0"]);
    g.apply(&place(Skadi, 0, 1)).unwrap(); // 2 points
    assert_eq!(g.scores(), &[2, 0, 0]);
    assert_eq!(g.score_display(), vec!["2", "0", "0"]);
    // Player 1: Skadi at [1,0] under the Valkyrie: column Va Sk, 3 > 2: 2 points.
    g.apply(&place(Skadi, 1, 0)).unwrap();
    assert_eq!(g.scores(), &[2, 2, 0]);
    assert_eq!(g.score_display(), vec!["2.2", "2.1", "0"]);
    g.apply(&place(Odin, 1, 1)).unwrap();
    assert!(g.is_over());
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![2, 2, 4]);
    assert_eq!(o.ranks, vec![2, 3, 1]);
}

#[test]
fn no_late_hel_removes_hel_when_the_last_tile_is_drawn() {
    // rulings §7 variant; online rules "No late Hel".
    let mut g = Voluspa::from_parts(
        Config {
            players: 2,
            tiles: TileSet::all_expansions(),
            no_late_hel: true,
        },
        parse_board("Va").unwrap(),
        vec![vec![Odin, Hel, Hel], vec![Thor, Hel]],
        vec![Loki],
        0,
        1,
    )
    .unwrap();
    g.apply(&place(Odin, 0, 1)).unwrap();
    assert_eq!(g.pile_count(), 0);
    assert!(!g.hand(0).contains(&Hel));
    assert!(!g.hand(1).contains(&Hel));
    assert_eq!(g.removed().iter().filter(|&&k| k == Hel).count(), 3);

    // Without the variant the Hel stay.
    let mut g = game("Va", vec![vec![Odin, Hel], vec![Thor, Hel]], vec![Loki]);
    g.apply(&place(Odin, 0, 1)).unwrap();
    assert!(g.hand(0).contains(&Hel));
}

#[test]
fn apply_move_runs_all_steps_and_converts() {
    let mut g = game(
        "Va . .",
        vec![vec![Hermod, Raven, Odin], vec![Thor]],
        vec![Loki; 6],
    );
    let m =
        Move::parse(r#"[{"tile":"Hm","at":[0,1]},{"tile":"Ra","at":[0,2],"then":[1,0]}]"#).unwrap();
    let steps = Voluspa::move_steps(&m);
    assert_eq!(steps.len(), 3);
    let s = g.apply_move(&m).unwrap();
    assert_eq!(s.points, 7);
    assert_eq!(g.scores(), &[7, 0]);
    assert_eq!(g.last_turn().unwrap().to_move(), Some(m));
    // A failing move leaves the game unchanged.
    let before = g.clone();
    let bad = Move::parse(r#"{"tile":"Od","at":[9,9]}"#).unwrap();
    assert!(g.apply_move(&bad).is_err());
    assert_eq!(g, before);
}

#[test]
fn targets_group_bumps_per_cell() {
    let g = game("Od Th He", vec![vec![Jotunn], vec![Thor]], vec![]);
    let t = g.targets_for(Jotunn);
    let th = t.iter().find(|t| t.at == Cell(0, 1)).unwrap();
    assert_eq!(th.kind, TargetKind::Bump);
    assert!(!th.push.is_empty());
    assert!(!th.push.contains(&skald::voluspa::Dir::E));
    assert!(t.iter().any(|t| t.kind == TargetKind::Place));
    assert!(g.targets_for(Odin).is_empty(), "not in hand");
}

#[test]
fn garbage_actions_never_panic_and_leave_the_state_unchanged() {
    let mut rng = Rng::new(99);
    for seed in 0..40 {
        let mut g =
            Voluspa::new(&cfg(2 + seed as usize % 4, TileSet::all_expansions()), seed).unwrap();
        while !g.is_over() {
            for _ in 0..20 {
                let tile = Kind::ALL[rng.index(17)];
                let at = Cell(rng.below(9) as i32 - 4, rng.below(9) as i32 - 4);
                let a = match rng.below(6) {
                    0 => Action::SkipRaven,
                    1 => Action::EndTurn,
                    2 => Action::Discard { tile },
                    3 => Action::Place(Placement {
                        tile,
                        at,
                        push: Some(skald::voluspa::Dir::ALL[rng.index(4)]),
                        boosts: rng.below(3) as u8,
                    }),
                    4 => Action::Place(Placement::new(tile, Cell(i32::MIN, i32::MAX))),
                    _ => Action::Place(Placement::new(tile, at)),
                };
                let before = g.clone();
                if g.apply(&a).is_err() {
                    assert_eq!(g, before);
                } else {
                    assert!(
                        before.legal_actions().contains(&a),
                        "{a:?} applied but not listed"
                    );
                }
                if g.is_over() {
                    break;
                }
            }
            if g.is_over() {
                break;
            }
            let acts = g.legal_actions();
            let a = acts[rng.index(acts.len())].clone();
            g.apply(&a).unwrap();
        }
    }
}

#[test]
fn an_illegal_raven_second_placement_changes_nothing() {
    let mut g = game(
        "Va Th+2 .",
        vec![vec![Raven, Freya, Odin], vec![Thor]],
        vec![Loki; 6],
    );
    g.apply(&Action::Place(Placement {
        boosts: 1,
        ..Placement::new(Raven, Cell(0, 1))
    }))
    .unwrap();
    assert_eq!(g.board().get(Cell(0, 1)).unwrap().boosts, 1);
    let before = g.clone();
    for bad in [
        place(Raven, 5, 5),
        place(Raven, -3, -3),
        place(Raven, 0, 1),
        place(Odin, 1, 0),
    ] {
        assert!(g.apply(&bad).is_err());
        assert_eq!(g, before);
    }
    // Legal: the Raven (boost 1, value 5) moves below the Valkyrie; the Thor is bare again.
    g.apply(&place(Raven, 1, 0)).unwrap();
    assert_eq!(g.board().get(Cell(0, 1)).unwrap().boosts, 0);
    assert_eq!(g.board().get(Cell(1, 0)).unwrap().boosts, 1);
}
