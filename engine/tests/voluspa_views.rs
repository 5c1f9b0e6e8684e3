//! What each player sees and what is shown: views and samples that hide hands and the pile's
//! order, undo by replaying the log without the current turn, and the tiebreak of tied
//! scores (split from voluspa_game.rs, which keeps the turn rules).

use skald::voluspa::{Action, Config, Kind, TileSet, Voluspa};
use skald::{Game, Replay, Rng, Viewer};

fn cfg(players: usize, tiles: TileSet) -> Config {
    Config {
        players,
        tiles,
        no_late_hel: false,
    }
}

use Kind::*;

#[test]
fn undo_by_replaying_the_log_without_the_current_turn_steps() {
    let config = cfg(2, TileSet::all_expansions());
    let mut rng = Rng::new(5);
    for seed in 0..30 {
        let mut g = Voluspa::new(&config, seed).unwrap();
        let mut replay: Replay<Voluspa> = Replay::new(config.clone(), seed);
        while !g.is_over() {
            let acts = g.legal_actions();
            let a = acts[rng.index(acts.len())].clone();
            replay.push(&mut g, a).unwrap();
            let r = g.undoable();
            assert!(r.end == g.actions_applied());
            if !r.is_empty() {
                let back = replay.state_after(r.start).unwrap();
                assert!(back.undoable().is_empty());
                assert_eq!(back.to_move(), g.to_move());
            }
        }
    }
}

#[test]
fn view_and_sample_hide_hands_and_pile_order() {
    let g = Voluspa::new(&cfg(3, TileSet::all_expansions()), 11).unwrap();
    let v = g.view(Viewer::Player(1));
    assert!(v.players[0].hand.is_none());
    assert_eq!(v.players[1].hand.as_deref(), Some(g.hand(1)));
    assert_eq!(v.pile_count, g.pile_count());
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("\"pile\""));
    let mut rng = Rng::new(1);
    let s = Voluspa::sample(&v, &mut rng).unwrap();
    assert_eq!(s.hand(1), g.hand(1));
    assert_eq!(s.view(Viewer::Player(1)), v);
    assert!(s.tiles_conserved());
    // Different samples deal differently.
    let s2 = Voluspa::sample(&v, &mut rng).unwrap();
    assert!(s.hand(0) != s2.hand(0) || s.hand(2) != s2.hand(2));
    // An inconsistent view is an error, not a panic.
    let mut bad = v.clone();
    bad.pile_count += 1;
    assert!(Voluspa::sample(&bad, &mut rng).is_err());
    // Absurd counts from an untrusted view are refused, not allocated.
    for hel in [2, usize::MAX] {
        let mut bad = v.clone();
        bad.players[0].hel = hel;
        let err = Voluspa::sample(&bad, &mut rng).unwrap_err().to_string();
        assert!(err.contains("Hel"), "{err}");
    }
    let mut bad = v.clone();
    bad.players[2].hand_size = usize::MAX;
    assert!(Voluspa::sample(&bad, &mut rng).is_err());
    // Without Saga of Edda nobody was dealt a Hel.
    let base = Voluspa::new(&cfg(3, TileSet::Base), 11).unwrap();
    let mut bad = base.view(Viewer::Player(1));
    assert!(Voluspa::sample(&bad, &mut rng).is_ok());
    bad.players[0].hel = 1;
    assert!(Voluspa::sample(&bad, &mut rng).is_err());
}

#[test]
fn tiebreak_display_follows_the_online_rules_example() {
    // online rules "Tiebreaker Display": P1 9.2, P2 11.1, P3 9.1, P4 11.2, P5 9.3.
    use skald::voluspa::game::tiebreak_display;
    let reached = [20, 40, 30, 35, 10];
    assert_eq!(
        tiebreak_display(&[9, 11, 9, 11, 9], &reached),
        ["9.2", "11.1", "9.1", "11.2", "9.3"]
    );
    // "if player 2 scores three points, then the point and the number to the right of it
    // disappear again for player 2 and 4".
    let reached = [20, 50, 30, 35, 10];
    assert_eq!(
        tiebreak_display(&[9, 14, 9, 11, 9], &reached),
        ["9.2", "14", "9.1", "11", "9.3"]
    );
}

#[test]
fn samples_keep_captured_tiles_in_the_capturing_hand() {
    // A capture is public: sampled states deal the captured tile (and the Freya it brought
    // back) to the player who took it, right after the capture.
    let config = cfg(3, TileSet::all_expansions());
    let mut checked = 0;
    for seed in 0..200 {
        let mut g = Voluspa::new(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let acts = g.legal_actions();
            let a = acts[rng.index(acts.len())].clone();
            let before_turns = g.turns().len();
            g.apply(&a).unwrap();
            if g.turns().len() == before_turns {
                continue; // the turn goes on
            }
            let Some(last) = g.last_turn() else { continue };
            let Some(step) = last.steps.iter().find(|s| s.captured.is_some()) else {
                continue;
            };
            let taker = last.player;
            let kind = step.captured.unwrap();
            let discarded = |k: Kind| {
                last.steps
                    .iter()
                    .filter(|s| s.action == Action::Discard { tile: k })
                    .count()
            };
            let returned = (step.freya_returned as usize).saturating_sub(discarded(Freya));
            if discarded(kind) > 0 {
                continue;
            }
            let viewer = (taker + 1) % 3;
            let v = g.view(Viewer::Player(viewer));
            for _ in 0..10 {
                let s = Voluspa::sample(&v, &mut rng).unwrap();
                let h = s.hand(taker);
                assert!(h.contains(&kind), "{kind:?} not in {h:?}");
                if returned > 0 && kind != Freya {
                    assert!(h.iter().filter(|&&k| k == Freya).count() >= returned);
                }
                assert_eq!(s.view(Viewer::Player(viewer)), v);
                assert!(s.tiles_conserved());
            }
            checked += 1;
        }
    }
    assert!(checked > 20, "only {checked} captures seen");
}

/// The tiebreak in players' words ("2nd to reach it") is the online rules' suffix read the
/// other way round: among tied players, a higher suffix is an earlier place (players who
/// reached the score at the same moment share both), and both are shown for the same players.
#[test]
fn tiebreak_places_agree_with_the_suffix_display() {
    use skald::voluspa::game::{tiebreak_display, tiebreak_places};
    let mut rng = skald::Rng::new(9);
    for _ in 0..2_000 {
        let n = 2 + rng.index(4);
        let scores: Vec<i64> = (0..n).map(|_| rng.index(4) as i64).collect();
        let reached: Vec<usize> = (0..n).map(|_| rng.index(5)).collect();
        let display = tiebreak_display(&scores, &reached);
        let places = tiebreak_places(&scores, &reached);
        let suffix = |p: usize| {
            display[p]
                .split_once('.')
                .map(|(_, k)| k.parse::<usize>().unwrap())
        };
        for p in 0..n {
            assert_eq!(
                suffix(p).is_some(),
                places[p].is_some(),
                "{scores:?} {reached:?}"
            );
            for q in 0..n {
                if scores[p] == scores[q] {
                    if let (Some(a), Some(b)) = (places[p], places[q]) {
                        assert_eq!(
                            a.cmp(&b),
                            suffix(q).cmp(&suffix(p)),
                            "{scores:?} {reached:?}"
                        );
                    }
                }
            }
        }
    }
}
