//! Computer opponents in Valda: whole games of bots, where every decision — the active
//! player's phases and every other player's reaction (defences, god weapons in their
//! windows, open moments) — is a legal action; and the bot decides from its view only.

use std::collections::BTreeSet;

use skald::ai::{choose_for, Bot, SearchConfig};
use skald::valda::{Valda, ValdaConfig};
use skald::{Game, Rng, Viewer};

fn small(iterations: u32) -> Bot {
    Bot::Search(SearchConfig {
        iterations,
        ..SearchConfig::default()
    })
}

/// The prompt's kind: its Debug name up to the first space or brace.
fn kind(g: &Valda) -> Option<String> {
    g.prompt().map(|(_, p)| {
        format!("{p:?}")
            .split([' ', '{', '('])
            .next()
            .unwrap_or("")
            .to_string()
    })
}

#[test]
fn every_bot_returns_a_legal_action_at_every_prompt() {
    let mut prompts = BTreeSet::new();
    let mut others_asked = 0;
    let mut checked = 0;
    for seed in 0..5u64 {
        let players = 2 + seed as usize % 4;
        let mut g = Valda::new(&ValdaConfig::new(players), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let legal = g.legal_actions();
            let p = g.to_move().unwrap();
            if p != g.table().turn.active {
                others_asked += 1;
            }
            if let Some(k) = kind(&g) {
                prompts.insert(k);
            }
            let bot = [Bot::Random, Bot::Greedy, small(4)][rng.index(3)].clone();
            let a = choose_for(&g, &bot, rng.next_u64())
                .unwrap()
                .expect("a decision");
            assert!(legal.contains(&a), "{a:?} not legal at {:?}", g.prompt());
            g.apply(&a).unwrap();
            checked += 1;
        }
        assert!(choose_for(&g, &Bot::Greedy, 1).unwrap().is_none());
    }
    for k in [
        "Resources",
        "Actions",
        "Building",
        "Slot",
        "Defend",
        "Window",
    ] {
        assert!(prompts.contains(k), "no {k} prompt met: {prompts:?}");
    }
    assert!(
        others_asked > 50,
        "reactions of other players: {others_asked}"
    );
    assert!(checked > 1_000, "{checked}");
}

#[test]
fn the_bot_cannot_see_other_hands_in_valda() {
    // Two real states with the same view for the player to move (the other hands and the
    // decks dealt differently) give the same decision, for every bot and seed.
    let mut compared = 0;
    for seed in 0..8u64 {
        let mut g = Valda::new(&ValdaConfig::new(3), seed).unwrap();
        skald::game::random_playout(&mut g, &mut Rng::new(seed), 20 + seed as usize * 7).unwrap();
        let Some(p) = g.to_move() else { continue };
        let view = g.view(Viewer::Player(p));
        let other = Valda::sample(&view, &mut Rng::new(500 + seed)).unwrap();
        assert_eq!(
            serde_json::to_string(&other.view(Viewer::Player(p))).unwrap(),
            serde_json::to_string(&view).unwrap(),
            "same view"
        );
        let hidden = |s: &Valda| {
            (0..3)
                .filter(|&q| q != p)
                .map(|q| s.hand(q).to_vec())
                .collect::<Vec<_>>()
        };
        if hidden(&g) == hidden(&other) {
            continue;
        }
        for bot in [Bot::Random, Bot::Greedy, small(30)] {
            assert_eq!(
                choose_for(&g, &bot, 3).unwrap(),
                choose_for(&other, &bot, 3).unwrap(),
                "{bot:?}"
            );
        }
        compared += 1;
    }
    assert!(
        compared >= 4,
        "{compared} positions with different hidden hands"
    );
}
