//! Valda's state machine as a whole: random games from every seat count end after six
//! rounds, every card stays somewhere, every legal action applies, views hide what §17
//! hides and samples agree with them.

use skald::game::random_playout;
use skald::valda::snapshot::Snapshot;
use skald::valda::track::floor;
use skald::valda::{Event, Valda, ValdaConfig};
use skald::{Game, Replay, Rng, Viewer};

fn total_cards(g: &Valda) -> usize {
    let t = g.table();
    let hands: usize = (0..g.players()).map(|p| g.hand(p).len()).sum();
    let fight = t.fight.as_ref().map_or(0, |f| {
        usize::from(!f.cancelled) + usize::from(f.defence.is_some())
    });
    hands
        + g.base_count()
        + g.god_counts().iter().sum::<usize>()
        + t.discard.len()
        + t.turn.open.len()
        + t.in_play.len()
        + fight
        + g.looking_count()
}

/// Games per player count in the property test (the issue asks for at least 2,000).
const GAMES: u64 = 2_000;

/// Plays one random game, checking after every action: the 141 cards are all somewhere
/// exactly once; the log explains every change of resources and followers, and by it no
/// stock ever goes negative and nobody drops below a safe zone they reached.
fn checked_game(players: usize, seed: u64) -> (Valda, Vec<skald::valda::Action>) {
    let mut g = Valda::new(&ValdaConfig::new(players), seed).unwrap();
    let mut rng = Rng::new(seed.wrapping_mul(31) + players as u64);
    let mut actions = Vec::new();
    // What the log says each seat holds, and the highest follower count reached.
    let mut res: Vec<[i64; 3]> = skald::valda::constants::STARTING_RESOURCES[..players]
        .iter()
        .map(|r| [r.gold as i64, r.diamond as i64, r.blood as i64])
        .collect();
    let mut followers = vec![0u32; players];
    let mut best = vec![0u32; players];
    let mut seen_events = 0;
    loop {
        assert_eq!(total_cards(&g), 141, "players {players} seed {seed}");
        let log = &g.table().log;
        for e in &log[seen_events..] {
            match e {
                Event::Resources {
                    player, gain, pay, ..
                } => {
                    let r = &mut res[*player];
                    for (k, (gn, pn)) in [
                        (gain.gold, pay.gold),
                        (gain.diamond, pay.diamond),
                        (gain.blood, pay.blood),
                    ]
                    .into_iter()
                    .enumerate()
                    {
                        r[k] -= pn as i64;
                        assert!(
                            r[k] >= 0,
                            "seed {seed}: seat {player} paid more than it had: {e:?}"
                        );
                        r[k] += gn as i64;
                    }
                }
                Event::Followers {
                    player,
                    before,
                    after,
                    ..
                } => {
                    assert_eq!(followers[*player], *before, "seed {seed}: {e:?}");
                    assert!(
                        *after >= floor(best[*player]),
                        "seed {seed}: seat {player} fell below a safe zone: {e:?}"
                    );
                    followers[*player] = *after;
                    best[*player] = best[*player].max(*after);
                }
                _ => {}
            }
        }
        seen_events = log.len();
        for (p, s) in g.table().seats.iter().enumerate() {
            assert_eq!(
                res[p],
                [s.res.gold as i64, s.res.diamond as i64, s.res.blood as i64],
                "seed {seed}: the log does not explain seat {p}'s resources"
            );
            assert_eq!(
                followers[p], s.followers,
                "seed {seed}: followers of seat {p}"
            );
        }
        if g.is_over() {
            break;
        }
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "nothing legal but not over");
        let a = legal[rng.index(legal.len())].clone();
        g.apply(&a).unwrap();
        actions.push(a);
        assert!(actions.len() < 20_000, "game too long");
    }
    (g, actions)
}

#[test]
fn random_games_keep_every_rule_that_holds_at_all_times() {
    for players in 2..=5 {
        for seed in 0..GAMES {
            let (g, actions) = checked_game(players, seed);
            let t = g.table();
            assert_eq!(
                (t.turn.round, t.turn.active),
                (6, players - 1),
                "ends after round 6"
            );
            assert_eq!(g.outcome().unwrap().ranks.len(), players);
            // Seed + action log replay to the same state.
            if seed % 50 == 0 {
                let replay = Replay::<Valda> {
                    game: "valda".into(),
                    config: ValdaConfig::new(players),
                    seed,
                    actions,
                };
                let again = replay.state().unwrap();
                assert_eq!(Snapshot::of(&again), Snapshot::of(&g));
            }
        }
    }
}

#[test]
fn samples_agree_with_the_view_they_came_from() {
    // A view hides exactly what §17 hides: states dealt at random from a player's view (so
    // with other hands, decks and looked-at cards that differ from the real ones) show that
    // player the very same view; so nothing hidden can be in it.
    let mut rng = Rng::new(4);
    for players in 2..=5 {
        for seed in 0..5u64 {
            let mut g = Valda::new(&ValdaConfig::new(players), seed).unwrap();
            for _ in 0..40 {
                random_playout(&mut g, &mut rng, 25).unwrap();
                if g.is_over() {
                    break;
                }
                let viewers = (0..players).map(Viewer::Player).chain([Viewer::Spectator]);
                for viewer in viewers {
                    let v = g.view(viewer);
                    // Only the viewer's own hand and own private events are in it.
                    if let Viewer::Player(p) = viewer {
                        assert_eq!(v.hand.as_deref(), Some(g.hand(p)));
                    } else {
                        assert!(v.hand.is_none() && v.seen.is_empty());
                    }
                    let s = Valda::sample(&v, &mut rng).unwrap();
                    let mut v2 = s.view(viewer);
                    v2.seen = v.seen.clone();
                    assert_eq!(v, v2, "players {players} seed {seed} viewer {viewer:?}");
                    assert_eq!(!s.legal_actions().is_empty(), !s.is_over());
                }
            }
        }
    }
}

/// The fuzz targets' bodies (the fuzz crate's, `engine/fuzz/src/valda.rs`).
#[path = "../fuzz/src/valda.rs"]
mod fuzz_valda;

/// The fuzz targets' bodies on random bytes, so that `cargo test` exercises them on stable
/// Rust (the real fuzzing runs by hand: docs/testing.md).
#[test]
fn fuzz_bodies_survive_random_bytes() {
    let mut rng = Rng::new(99);
    for len in (0..400).step_by(3) {
        let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        fuzz_valda::actions(&bytes);
        fuzz_valda::positions(&bytes);
    }
}

/// §18.3's privacy mode asks every other player at each open moment and window (so being
/// asked reveals nothing), and changes no rule: over random games the prompts to players
/// without a legal option only ever offer passing (and muting, in windows).
#[test]
fn privacy_mode_asks_everyone_and_changes_no_rule() {
    use skald::valda::{Action, Prompt};
    let mut asked_without_option = 0;
    for seed in 0..4 {
        let mut config = ValdaConfig::new(3);
        config.privacy = true;
        let mut g = Valda::new(&config, seed).unwrap();
        let mut rng = Rng::new(seed + 100);
        // The opening roll (thrown at once: rolling is the only choice) opens the
        // die_rolled window; in privacy mode the next seat is asked though it holds nothing.
        let plain = Valda::new(&ValdaConfig::new(3), seed).unwrap();
        assert_eq!(plain.to_move(), Some(0), "seed {seed}");
        assert_eq!(g.to_move(), Some(1), "seed {seed}");
        assert!(matches!(g.prompt(), Some((1, Prompt::Window(_)))));
        for _ in 0..3000 {
            let legal = g.legal_actions();
            if legal.is_empty() {
                break;
            }
            if let Some((p, Prompt::Window(_) | Prompt::OpenMoment)) = g.prompt() {
                if p != g.table().turn.active
                    && legal
                        .iter()
                        .all(|a| matches!(a, Action::Pass | Action::Mute))
                {
                    asked_without_option += 1;
                }
            }
            let a = legal[rng.index(legal.len())].clone();
            g.apply(&a).unwrap();
        }
    }
    assert!(asked_without_option > 10, "{asked_without_option}");
    let json = serde_json::to_string(&ValdaConfig::new(2)).unwrap();
    assert_eq!(
        json, r#"{"players":2,"cards":"builtin"}"#,
        "old saves stay alike"
    );
}

/// Every prompt met in random games names its kind as its JSON does, and every kind is listed
/// in `Prompt::KINDS` (which the app's words and the coach are checked against).
#[test]
fn prompt_kinds_are_their_json_names() {
    use skald::valda::Prompt;
    let mut kinds = Prompt::KINDS.to_vec();
    kinds.sort();
    kinds.dedup();
    assert_eq!(kinds.len(), Prompt::KINDS.len(), "no kind twice");
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40u64 {
        let players = 2 + (seed % 4) as usize;
        let mut game = Valda::new(&ValdaConfig::new(players), seed).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..3_000 {
            let Some((_, prompt)) = game.prompt() else {
                break;
            };
            let json = serde_json::to_value(prompt).unwrap();
            let tag = match &json {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Object(o) => o.keys().next().unwrap().clone(),
                other => panic!("{other}"),
            };
            assert_eq!(prompt.kind(), tag);
            assert!(Prompt::KINDS.contains(&prompt.kind()));
            seen.insert(prompt.kind());
            let legal = game.legal_actions();
            let a = legal[rng.index(legal.len())].clone();
            game.apply(&a).unwrap();
        }
    }
    assert!(seen.len() >= 12, "random games meet most kinds: {seen:?}");
}
