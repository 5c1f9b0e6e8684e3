//! The switch of the coach (issue #45, docs/coach.md): "Teach me" on each game's new-game
//! form and in the menu of a game in progress, and `teach=1` in the play screen's address.
//!
//! Teaching is on when the address says so (`#/odin/play?teach=1`): the page's loader then
//! starts the game's teaching build (scripts/builds.mjs, `<game>-teach`), which holds the
//! coach's code and words; a build without the coach that opens such an address hands it to
//! that build ([`crate::pages::game_routes::route`]). What a device chose last is kept per
//! game in local storage; a game never chosen for is taught (the first game of each game on
//! a device). This module is in every build: the switch shows while the coach is off.

use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

use crate::games::GameId;
use crate::i18n::shell;

/// The local-storage key of `game`'s choice (`skald.<slug>.teach`).
fn key(game: GameId) -> &'static str {
    match game {
        GameId::Voluspa => "skald.voluspa.teach",
        GameId::Odin => "skald.odin.teach",
        GameId::Valda => "skald.valda.teach",
    }
}

/// Whether teaching is on for `game` on this device: as last chosen, on if never chosen.
pub fn remembered(game: GameId) -> bool {
    LocalStorage::raw()
        .get_item(key(game))
        .ok()
        .flatten()
        .is_none_or(|v| v != "0")
}

/// Remembers the choice for `game` on this device.
pub fn remember(game: GameId, on: bool) {
    let _ = LocalStorage::raw().set_item(key(game), if on { "1" } else { "0" });
}

/// What a query string (`players=3&teach=1`, without `?`) says of teaching, if anything
/// (`teach=0` and `teach=false` are off, any other value on).
pub fn in_query(query: &str) -> Option<bool> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (k == "teach").then(|| crate::settings::url_flag(v))
    })
}

/// Whether a new game of `game` is taught: as its new-game address's `query` says, else as
/// this device chose last ([`remembered`]).
pub fn chosen(game: GameId, query: &str) -> bool {
    in_query(query).unwrap_or_else(|| remembered(game))
}

/// What an address hash (`#/odin/play?teach=1`) says of teaching, if anything.
pub fn in_hash(hash: &str) -> Option<bool> {
    hash.split_once('?').and_then(|(_, q)| in_query(q))
}

/// Whether the address the page shows asks for teaching.
pub fn here() -> bool {
    in_hash(&gloo::utils::window().location().hash().unwrap_or_default()).unwrap_or(false)
}

/// The "Teach me" checkbox (the new-game form's and the game menu's), checked when `on`:
/// a change is remembered for `game` on this device and set in `state`.
pub fn switch(game: GameId, on: bool, state: UseStateHandle<bool>) -> Html {
    let onchange = crate::components::new_game_form::on_check(Callback::from(move |on| {
        remember(game, on);
        state.set(on);
    }));
    html! {
        <label class="check">
            <input type="checkbox" checked={on} {onchange} data-testid="teach" />
            <span>{ shell::teach_setting() }</span>
        </label>
    }
}

/// The play screen's address under `root` (`#/odin`), with teaching `on` or not.
pub fn play_href(root: &str, on: bool) -> String {
    if on {
        format!("{root}/play?teach=1")
    } else {
        format!("{root}/play")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_and_hashes_say_whether_to_teach() {
        assert_eq!(in_query("players=3&teach=1"), Some(true));
        assert_eq!(in_query("teach"), Some(true));
        assert_eq!(in_query("teach=0&seed=4"), Some(false));
        assert_eq!(in_query("teacher=1"), None);
        assert_eq!(in_query(""), None);
        assert_eq!(in_hash("#/valda/play?teach=1"), Some(true));
        assert_eq!(in_hash("#/valda/play"), None);
        assert_eq!(play_href("#/odin", true), "#/odin/play?teach=1");
        assert_eq!(play_href("#/odin", false), "#/odin/play");
    }

    #[test]
    fn each_game_has_its_own_key() {
        for game in GameId::ALL {
            assert_eq!(key(game), format!("skald.{}.teach", game.slug()));
        }
    }
}
