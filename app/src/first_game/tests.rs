//! The curated first games, re-checked with the engine (docs/coach.md, "A first game"):
//! each game's seed is played at every table size the game allows along its *first-game
//! line* — at every decision the person deciding takes the featured choice when the engine
//! lists it, else an ordinary one (each game's file says which) — and every moment the
//! issue names must *come up* within the first round: be posed to the player deciding, or
//! be among the engine's legal actions there. `search_*` (ignored) found the seeds:
//! `cargo test -p skald-app first_game -- --ignored --nocapture`.

use super::*;

#[cfg(feature = "odin")]
mod odin;
#[cfg(feature = "valda")]
mod valda;
#[cfg(feature = "voluspa")]
mod voluspa;

/// Seeds the searches try, from 0 on.
pub(super) const SEARCH: u64 = 5_000;

/// The first seed below [`SEARCH`] for which `ok` holds, if any.
pub(super) fn first_seed(ok: impl Fn(u64) -> bool) -> Option<u64> {
    (0..SEARCH).find(|&s| ok(s))
}

#[test]
fn each_game_links_its_form_taught_with_its_seed() {
    for game in GameId::ALL {
        let f = FirstGame::of(game);
        assert_eq!(f.game, game);
        let href = f.href();
        let query = href.split_once('?').unwrap().1;
        assert!(
            href.starts_with(&format!("#/{}/new?", game.slug())),
            "{href}"
        );
        assert!(
            query.split('&').any(|p| p == format!("seed={}", f.seed)),
            "{href}"
        );
        assert_eq!(crate::teach::in_query(query), Some(true), "{href}");
        assert!(in_query(query), "{href}");
        // Nothing that starts the game unseen: the players choose their seats first.
        assert!(!query.split('&').any(|p| p.starts_with("start=")), "{href}");
        assert!(
            !query.split('&').any(|p| p.starts_with("players=")),
            "{href}"
        );
    }
    assert!(!in_query("seed=3&teach=1"));
}
