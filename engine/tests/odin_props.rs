//! Property tests over thousands of seeded random games: cards are conserved, hands and
//! games end, scores add up, replays rebuild the state, views hide what they must and
//! samples agree with their views, refused actions change nothing.

use skald::odin::{
    check_play_on, CardSet, Event, Odin, OdinAction, OdinConfig, OdinView, Phase, Target,
};
use skald::{Game, Replay, Rng, Viewer};

fn random_config(rng: &mut Rng) -> OdinConfig {
    let players = 2 + rng.index(5);
    let target = match rng.index(4) {
        0 => Target::Points(10),
        1 => Target::Points(15),
        2 => Target::Points(20),
        _ => Target::OneHand,
    };
    OdinConfig {
        players,
        target,
        four_colours: players == 2 && rng.index(2) == 0,
    }
}

/// Cards are never created or lost: hands, middle, pending take, discard and undealt
/// cards partition the deck.
fn check_conservation(g: &Odin) {
    let deck = g.config().deck();
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    let mut parts: Vec<CardSet> = (0..g.players()).map(|p| g.hand(p)).collect();
    parts.extend([g.middle(), g.take_from(), g.discard(), g.undealt()]);
    for part in parts {
        assert!(
            seen.intersection(part).is_empty(),
            "a card is in two places"
        );
        seen = seen.union(part);
        count += part.len();
    }
    assert_eq!(seen, deck);
    assert_eq!(count, deck.len());
    assert_eq!(count, if g.config().four_colours { 36 } else { 54 });
    for p in 0..g.players() {
        assert!(g.hand(p).len() <= 9);
        assert!(g.hand(p).contains_all(g.known_cards()[p]));
    }
}

fn check_queries(g: &Odin, rng: &mut Rng) {
    let actions = g.legal_actions();
    match g.phase() {
        Phase::Over => assert!(actions.is_empty()),
        Phase::Take => {
            assert!(g.take_from().len() >= 2);
            assert_eq!(actions.len(), g.take_from().len());
        }
        Phase::Lead => {
            assert!(!actions.contains(&OdinAction::Pass));
            assert!(g.middle().is_empty());
        }
        Phase::Follow => assert_eq!(actions[0], OdinAction::Pass),
    }
    // The fast random policy only picks listed actions.
    match g.random_action(rng) {
        Some(a) => assert!(actions.contains(&a), "{a}"),
        None => assert!(actions.is_empty()),
    }
    // Grouped legal plays = the Play actions; playable cards = their union.
    let groups = g.legal_plays();
    let mut from_groups: Vec<u64> = Vec::new();
    let mut union = CardSet::EMPTY;
    for w in groups.windows(2) {
        assert!((w[0].size, w[0].value) < (w[1].size, w[1].value));
    }
    for group in &groups {
        for set in &group.sets {
            assert_eq!(set.len(), group.size);
            assert_eq!(g.check_play(*set), Ok(group.value));
            from_groups.push(set.bits());
            union = union.union(*set);
        }
    }
    let mut from_actions: Vec<u64> = actions
        .iter()
        .filter_map(|a| match a {
            OdinAction::Play { cards } => Some(cards.bits()),
            _ => None,
        })
        .collect();
    from_groups.sort();
    from_actions.sort();
    assert_eq!(from_groups, from_actions);
    if g.phase() != Phase::Take {
        assert_eq!(g.playable_cards(), union);
    }
    // A random subset of the hand is legal exactly when it is in the list.
    if let Some(p) = g.to_move() {
        let hand = g.hand(p);
        let sub = CardSet::from_bits(hand.bits() & rng.next_u64());
        let legal = g.check_play(sub).is_ok();
        assert_eq!(legal, from_groups.contains(&sub.bits()), "{sub}");
        if g.phase() != Phase::Take && !sub.is_empty() {
            assert_eq!(check_play_on(g.middle(), Some(hand), sub).is_ok(), legal);
        }
    }
}

/// A wrong action is refused and leaves the state as it was.
fn check_refusal(g: &Odin, rng: &mut Rng) {
    let bad = match rng.index(3) {
        0 => OdinAction::Play {
            cards: CardSet::from_bits(rng.next_u64()),
        },
        1 => OdinAction::Pass,
        _ => OdinAction::Take {
            card: skald::odin::Card::from_index(rng.index(54)).unwrap(),
        },
    };
    if g.legal_actions().contains(&bad) {
        return;
    }
    let mut h = g.clone();
    assert!(h.apply(&bad).is_err(), "{bad} should be refused");
    assert_eq!(&h, g);
}

fn check_view_and_sample(g: &Odin, rng: &mut Rng) {
    let n = g.players();
    let viewer = if rng.index(n + 1) == n {
        Viewer::Spectator
    } else {
        Viewer::Player(rng.index(n))
    };
    let view = g.view(viewer);
    // Hidden: no other hand, no undealt cards.
    let json = serde_json::to_string(&view).unwrap();
    let back: OdinView = serde_json::from_str(&json).unwrap();
    assert_eq!(back, view);
    match viewer {
        Viewer::Player(p) => assert_eq!(view.hand, Some(g.hand(p))),
        Viewer::Spectator => assert_eq!(view.hand, None),
    }
    // Public: the discard pile (it was all face up), counts, known cards; hidden: the rest.
    assert_eq!(view.discard, g.discard());
    assert_eq!(view.undealt_count, g.undealt().len());
    assert_eq!(view.known, g.known_cards());
    // Hidden cards (other players' unknown cards, undealt cards) appear nowhere in the
    // view, except in the log of earlier hands (the deck is reshuffled between hands).
    let mut stripped = view.clone();
    stripped.log.retain(|e| e.hand == g.hand_number());
    stripped.hands_done.clear();
    let text = serde_json::to_string(&stripped).unwrap();
    let mut hidden = g.undealt();
    for q in 0..n {
        if viewer != Viewer::Player(q) {
            hidden = hidden.union(g.hand(q).minus(g.known_cards()[q]));
        }
    }
    for card in hidden.iter() {
        assert!(!text.contains(&format!("\"{card}\"")), "{card} leaked");
    }
    let sample = Odin::sample(&view, rng).expect("a real view samples");
    assert_eq!(
        sample.view(viewer),
        view,
        "the sample must show the same view"
    );
    check_conservation(&sample);
    for q in 0..n {
        assert_eq!(sample.hand(q).len(), g.hand(q).len());
    }
    assert_eq!(
        sample.legal_actions().is_empty(),
        g.legal_actions().is_empty()
    );
}

/// Plays one random game, checking invariants at every step; returns the number of actions.
fn play_game(seed: u64, deep: bool) -> usize {
    let mut rng = Rng::new(seed ^ 0x5eed);
    let config = random_config(&mut rng);
    let mut replay = Replay::<Odin>::new(config.clone(), seed);
    let mut g = replay.initial().unwrap();
    let mut steps = 0;
    let mut hand_steps = 0;
    while !g.is_over() {
        check_conservation(&g);
        if deep {
            check_queries(&g, &mut rng);
            check_refusal(&g, &mut rng);
            if rng.index(8) == 0 {
                check_view_and_sample(&g, &mut rng);
            }
        }
        let actions = g.legal_actions();
        assert!(!actions.is_empty(), "a live game always has an action");
        let action = actions[rng.index(actions.len())];
        let hand_before = g.hand_number();
        replay.push(&mut g, action).unwrap();
        steps += 1;
        hand_steps += 1;
        if g.hand_number() != hand_before {
            hand_steps = 0;
        }
        // A hand cannot last forever: every round ends, and a round cannot go round forever.
        assert!(hand_steps < 2_000, "seed {seed}: a hand did not end");
        assert!(steps < 40_000, "seed {seed}: the game did not end");
    }
    check_conservation(&g);
    // Scores add up: the hands' points sum to the totals; one player scored 0 per hand;
    // each hand's points are the cards left.
    let summary = g.summary().unwrap();
    let mut totals = vec![0u32; g.players()];
    for (i, hand) in summary.hands.iter().enumerate() {
        assert_eq!(hand.hand as usize, i + 1);
        assert_eq!(hand.points[hand.went_out], 0);
        assert!(hand.points.iter().all(|&p| p <= 9));
        for (t, p) in totals.iter_mut().zip(&hand.points) {
            *t += p;
        }
        assert_eq!(hand.totals, totals);
        let reached = totals.iter().any(|&t| match config.target {
            Target::Points(x) => t >= x,
            Target::OneHand => true,
        });
        // The game ends exactly after the first hand in which the target was reached.
        assert_eq!(reached, i + 1 == summary.hands.len(), "seed {seed}");
    }
    assert_eq!(totals, g.scores());
    let outcome = g.outcome().unwrap();
    let best = *totals.iter().min().unwrap();
    let winners: Vec<usize> = (0..totals.len()).filter(|&p| totals[p] == best).collect();
    assert_eq!(outcome.winners(), winners);
    // Each hand's first player is left of the previous one's.
    let firsts: Vec<usize> = summary.hands.iter().map(|h| h.first_player).collect();
    for w in firsts.windows(2) {
        assert_eq!(w[1], (w[0] + 1) % g.players());
    }
    // The log mentions every hand end.
    let ends = g
        .log()
        .iter()
        .filter(|e| matches!(e.event, Event::HandEnded { .. }))
        .count();
    assert_eq!(ends, summary.hands.len());
    // Replay equals state, also through JSON.
    assert_eq!(replay.state().unwrap(), g);
    let json = serde_json::to_string(&replay).unwrap();
    let back: Replay<Odin> = serde_json::from_str(&json).unwrap();
    assert_eq!(back.state().unwrap(), g);
    // Undo: dropping the undoable actions crosses no deal.
    let undo = g.undo();
    if undo.actions > 0 {
        let earlier = replay
            .state_after(replay.actions.len() - undo.actions)
            .unwrap();
        assert_eq!(earlier.hand_number(), g.hand_number());
    }
    steps
}

#[test]
fn thousands_of_random_games_keep_every_invariant() {
    let mut total = 0;
    for seed in 0..400 {
        total += play_game(seed, true);
    }
    for seed in 400..3_000 {
        total += play_game(seed, false);
    }
    assert!(total > 100_000);
}

#[test]
fn undo_never_crosses_a_deal_and_counts_one_players_actions() {
    let mut rng = Rng::new(99);
    for seed in 0..200 {
        let config = random_config(&mut rng);
        let mut replay = Replay::<Odin>::new(config, seed);
        let mut g = replay.initial().unwrap();
        let mut hand_at: Vec<u32> = vec![g.hand_number()];
        let mut who: Vec<usize> = Vec::new();
        while !g.is_over() {
            let actions = g.legal_actions();
            let a = actions[rng.index(actions.len())];
            who.push(g.to_move().unwrap());
            replay.push(&mut g, a).unwrap();
            hand_at.push(g.hand_number());
            let u = g.undo();
            let len = who.len();
            for i in len - u.actions..len {
                assert_eq!(who[i], u.player);
                assert_eq!(hand_at[i], g.hand_number());
            }
            if u.actions < len && hand_at[len - u.actions - 1] == g.hand_number() {
                // The action before the undoable ones is another player's.
                assert_ne!(who[len - u.actions - 1], u.player);
            }
        }
    }
}

#[test]
fn views_and_actions_from_json_never_panic() {
    let mut rng = Rng::new(3);
    let g = Odin::new(&OdinConfig::new(4), 5).unwrap();
    let view = g.view(Viewer::Player(1));
    let json = serde_json::to_value(&view).unwrap();
    // Break fields of a real view one at a time: sampling must refuse or succeed, never panic.
    let keys: Vec<String> = json.as_object().unwrap().keys().cloned().collect();
    let junk = [
        serde_json::json!(null),
        serde_json::json!(0),
        serde_json::json!(99),
        serde_json::json!(-1),
        serde_json::json!([]),
        serde_json::json!(["9R"]),
        serde_json::json!([0, 0, 0, 99]),
        serde_json::json!("lead"),
        serde_json::json!({"player": 7}),
        serde_json::json!(u32::MAX),
        serde_json::json!(u64::MAX),
        serde_json::json!([u32::MAX, u32::MAX, u32::MAX, u32::MAX]),
        serde_json::json!({"player": u32::MAX, "actions": u64::MAX}),
    ];
    for key in &keys {
        for j in &junk {
            let mut broken = json.clone();
            broken[key] = j.clone();
            if let Ok(v) = serde_json::from_value::<OdinView>(broken) {
                if let Ok(mut s) = Odin::sample(&v, &mut rng) {
                    let _ = skald::game::random_playout(&mut s, &mut rng, 500);
                }
            }
        }
    }
    // Random action JSON on random states.
    let texts = [
        r#"{"type":"play","cards":["7R"]}"#,
        r#"{"type":"play","cards":"7R 7B"}"#,
        r#"{"type":"play","cards":[]}"#,
        r#"{"type":"take","card":"1P"}"#,
        r#"{"type":"pass"}"#,
        r#"{"type":"play","cards":["7R","7R"]}"#,
        r#"{"type":"jump"}"#,
        r#"{"type":"take","card":"0R"}"#,
    ];
    for seed in 0..200 {
        let mut g = Odin::new(&OdinConfig::new(2 + seed as usize % 5), seed).unwrap();
        for _ in 0..60 {
            let t = texts[rng.index(texts.len())];
            if let Ok(a) = serde_json::from_str::<OdinAction>(t) {
                let _ = g.apply(&a);
            }
            let actions = g.legal_actions();
            if actions.is_empty() {
                break;
            }
            g.apply(&actions[rng.index(actions.len())]).unwrap();
        }
    }
}

#[test]
fn actions_round_trip_through_json() {
    let a = OdinAction::Play {
        cards: "6B 1B".parse().unwrap(),
    };
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        r#"{"type":"play","cards":["6B","1B"]}"#
    );
    for a in [
        a,
        OdinAction::Pass,
        OdinAction::Take {
            card: "3R".parse().unwrap(),
        },
    ] {
        let s = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<OdinAction>(&s).unwrap(), a);
    }
    assert_eq!(
        serde_json::to_string(&OdinAction::Take {
            card: "3R".parse().unwrap()
        })
        .unwrap(),
        r#"{"type":"take","card":"3R"}"#
    );
}

/// The fuzz targets' bodies (the fuzz crate's, `engine/fuzz/src/odin.rs`), so that
/// `cargo test` runs them on stable Rust; the real fuzzing needs nightly (docs/testing.md).
#[path = "../fuzz/src/odin.rs"]
mod fuzz_odin;

/// The fuzz targets' bodies on seeded random bytes (the real fuzzing needs nightly).
#[test]
fn fuzz_bodies_on_random_bytes() {
    let mut rng = Rng::new(77);
    let alphabet = b"123456789ROYGBProygbp ,|0X\xff";
    for _ in 0..20_000 {
        let len = rng.index(40);
        let text: Vec<u8> = (0..len)
            .map(|_| alphabet[rng.index(alphabet.len())])
            .collect();
        fuzz_odin::notation(&text);
    }
    for _ in 0..3_000 {
        let len = rng.index(300);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        fuzz_odin::actions(&bytes);
    }
    let g = Odin::new(&OdinConfig::new(3), 9).unwrap();
    let view = serde_json::to_string(&g.view(Viewer::Player(0))).unwrap();
    fuzz_odin::actions(view.as_bytes());
    fuzz_odin::actions(br#"{"type":"play","cards":"7R"}"#);
}

#[test]
fn inconsistent_views_are_refused_with_a_reason() {
    let g = Odin::new(&OdinConfig::new(3), 4).unwrap();
    let view = g.view(Viewer::Player(0));
    let mut rng = Rng::new(1);
    let mut v = view.clone();
    v.discard_count = 3;
    assert!(Odin::sample(&v, &mut rng)
        .unwrap_err()
        .to_string()
        .contains("inconsistent view"));
    let mut v = view.clone();
    v.hand_sizes[1] = 8;
    assert!(Odin::sample(&v, &mut rng).is_err());
    let mut v = view.clone();
    v.viewer = Viewer::Spectator;
    assert!(Odin::sample(&v, &mut rng).is_err());
    let mut v = view;
    v.hand = None;
    assert!(Odin::sample(&v, &mut rng).is_err());
}
