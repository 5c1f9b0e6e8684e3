//! Valda's state machine as a whole: random games from every seat count end after six
//! rounds, every card stays somewhere, every legal action applies, views hide what §17
//! hides and samples agree with them.

use skald::game::random_playout;
use skald::valda::{Valda, ValdaConfig};
use skald::{Game, Rng, Viewer};

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

#[test]
fn random_games_end_after_six_rounds_and_keep_every_card() {
    for players in 2..=5 {
        for seed in 0..6u64 {
            let mut g = Valda::new(&ValdaConfig::new(players), seed).unwrap();
            let mut rng = Rng::new(seed * 31 + players as u64);
            let mut steps = 0;
            while !g.is_over() {
                assert_eq!(
                    total_cards(&g),
                    141,
                    "players {players} seed {seed} step {steps}"
                );
                let legal = g.legal_actions();
                assert!(!legal.is_empty(), "nothing legal but not over");
                let a = legal[rng.index(legal.len())].clone();
                g.apply(&a).unwrap();
                steps += 1;
                assert!(steps < 20_000, "game too long");
            }
            let t = g.table();
            assert_eq!(t.turn.round, 6);
            assert_eq!(t.turn.active, players - 1);
            let o = g.outcome().unwrap();
            assert_eq!(o.ranks.len(), players);
        }
    }
}

#[test]
fn samples_agree_with_the_view_they_came_from() {
    let mut rng = Rng::new(4);
    for seed in 0..4u64 {
        let mut g = Valda::new(&ValdaConfig::new(4), seed).unwrap();
        for _ in 0..40 {
            random_playout(&mut g, &mut rng, 25).unwrap();
            if g.is_over() {
                break;
            }
            for viewer in [Viewer::Player(0), Viewer::Player(2), Viewer::Spectator] {
                let v = g.view(viewer);
                let s = Valda::sample(&v, &mut rng).unwrap();
                let mut v2 = s.view(viewer);
                v2.seen = v.seen.clone();
                assert_eq!(v, v2);
                assert_eq!(!s.legal_actions().is_empty(), !s.is_over());
            }
        }
    }
}

#[test]
#[ignore]
fn print_a_game() {
    let mut g = Valda::new(&ValdaConfig::new(3), 1).unwrap();
    let mut rng = Rng::new(2);
    let mut n = 0;
    while !g.is_over() {
        let legal = g.legal_actions();
        let a = legal[rng.index(legal.len())].clone();
        if n < 60 {
            println!(
                "{:?} -> {}",
                g.prompt().map(|(p, pr)| (p, pr.clone())),
                serde_json::to_string(&a).unwrap()
            );
        }
        g.apply(&a).unwrap();
        n += 1;
    }
    println!("{n} decisions, {} events", g.table().log.len());
    for s in &g.table().seats {
        println!("{:?}", (s.followers, s.res, s.mines, s.drills, s.temples));
    }
    for e in g.table().log.iter().take(80) {
        println!("{}", serde_json::to_string(e).unwrap());
    }
}
