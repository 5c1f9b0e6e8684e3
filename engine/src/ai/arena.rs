//! Matches between bots, to measure strength: seeded games with the seats rotated, win
//! rates with 95 % confidence intervals.

use serde::Serialize;

use crate::Rng;

use super::bot::Bot;
use super::choose::choose_for;
use super::clock::Stopwatch;
use super::evaluate::Evaluate;

/// One bot's results in an arena.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotStats {
    pub bot: String,
    /// Games it played (one seat each).
    pub games: u32,
    /// Wins; a shared victory counts as a share.
    pub wins: f64,
    pub win_rate: f64,
    /// Wilson score interval at 95 %.
    pub ci95: [f64; 2],
    /// Decisions it made (those with more than one legal action).
    pub decisions: u64,
    /// Mean and longest time of one of those decisions, in milliseconds (wall clock, so
    /// only meaningful for one arena at a time on an idle machine; 0 in WebAssembly
    /// without the `js` feature).
    pub mean_ms: f64,
    pub max_ms: f64,
}

/// The results of [`arena`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    pub games: u32,
    pub players: usize,
    pub bots: Vec<BotStats>,
    /// Actions played in all.
    pub actions: u64,
}

fn wilson(wins: f64, n: u32) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (n, p, z) = (n as f64, wins / n as f64, 1.96f64);
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let d = 1.0 + z * z / n;
    [
        ((centre - spread) / d).max(0.0),
        ((centre + spread) / d).min(1.0),
    ]
}

/// Plays `games` games of `config`, game `i` from seed `seed + i`, seat `s` played by
/// `bots[(i + s) % bots.len()]` (so every bot sits in every seat in turn), each bot deciding
/// from its own view only. `names` label the bots in the report.
pub fn arena<G: Evaluate>(
    config: &G::Config,
    games: u32,
    bots: &[(String, Bot)],
    seed: u64,
) -> Result<ArenaReport, G::Error> {
    let mut stats: Vec<BotStats> = bots
        .iter()
        .map(|(name, _)| BotStats {
            bot: name.clone(),
            games: 0,
            wins: 0.0,
            win_rate: 0.0,
            ci95: [0.0, 1.0],
            decisions: 0,
            mean_ms: 0.0,
            max_ms: 0.0,
        })
        .collect();
    let mut spent = vec![0.0f64; bots.len()];
    let mut actions = 0u64;
    let mut players = 0;
    let mut rng = Rng::new(seed ^ 0x5eed);
    for i in 0..games {
        let mut game = G::new(config, seed.wrapping_add(i as u64))?;
        players = game.players();
        let seat_bot = |s: usize| (i as usize + s) % bots.len().max(1);
        while let Some(p) = game.to_move() {
            let b = seat_bot(p);
            let several = game.legal_actions().len() > 1;
            let clock = Stopwatch::start();
            let Some(action) = choose_for(&game, &bots[b].1, rng.next_u64())? else {
                break;
            };
            if several {
                let ms = clock.ms();
                stats[b].decisions += 1;
                spent[b] += ms;
                stats[b].max_ms = stats[b].max_ms.max(ms);
            }
            game.apply(&action)?;
            actions += 1;
            if actions > 10_000_000 {
                break;
            }
        }
        if let Some(outcome) = game.outcome() {
            let winners = outcome.winners();
            for s in 0..players {
                let b = seat_bot(s);
                stats[b].games += 1;
                if winners.contains(&s) {
                    stats[b].wins += 1.0 / winners.len() as f64;
                }
            }
        }
    }
    for (s, spent) in stats.iter_mut().zip(spent) {
        if s.decisions > 0 {
            s.mean_ms = spent / s.decisions as f64;
        }
        s.win_rate = if s.games > 0 {
            s.wins / s.games as f64
        } else {
            0.0
        };
        s.ci95 = wilson(s.wins, s.games);
    }
    Ok(ArenaReport {
        games,
        players,
        bots: stats,
        actions,
    })
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_intervals() {
        let [lo, hi] = wilson(50.0, 100);
        assert!(
            (lo - 0.404).abs() < 0.002 && (hi - 0.596).abs() < 0.002,
            "{lo} {hi}"
        );
        assert_eq!(wilson(0.0, 0), [0.0, 1.0]);
        let [lo, hi] = wilson(20.0, 20);
        assert!(lo > 0.83 && hi > 0.999_999, "{lo} {hi}");
    }
}
