//! The switch of the coach (issue #45, docs/coach.md): "Teach me" on each game's new-game
//! form and in the menu of a game in progress, and `teach=1` in the play screen's address.
//!
//! Teaching is on when the address says so (`#/odin/play?teach=1`): the page's loader then
//! starts the game's teaching build (scripts/builds.mjs, `<game>-teach`), which holds the
//! coach's code and words; a build without the coach that opens such an address hands it to
//! that build ([`crate::pages::game_routes::route`]). What a device chose last is kept per
//! game in local storage. The new-game form's box is ticked for a game never chosen for (the
//! first game of each game on a device is taught, [`offered`]); a game a link starts at once
//! (`start=1`, shared links) and "Continue" follow the address or the device's choice alone
//! ([`asked`], [`remembered`]): nobody saw a box to untick, and such a game was started
//! untaught. This module is in every build: the switch shows while the coach is off.

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

/// What this device chose last for `game`, if it ever chose.
fn stored(game: GameId) -> Option<bool> {
    let v = LocalStorage::raw().get_item(key(game)).ok().flatten()?;
    Some(v != "0")
}

/// Whether this device chose teaching for `game` (off if it never chose): "Continue" of a
/// game in progress, which the new-game form (which remembers the choice) or a link started.
pub fn remembered(game: GameId) -> bool {
    stored(game) == Some(true)
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

/// Whether the new-game form's "Teach me" starts ticked: as its address's `query` says,
/// else as this device chose last, else ticked (a first game is taught).
pub fn offered(game: GameId, query: &str) -> bool {
    in_query(query).or_else(|| stored(game)).unwrap_or(true)
}

/// Whether a game that its new-game address starts at once (`start=1`: a shared link, which
/// shows no form) is taught: as the `query` says, else as this device chose ([`remembered`]).
pub fn asked(game: GameId, query: &str) -> bool {
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

/// Where a game's rules help goes back to: the taught play screen under `root` (`#/odin`)
/// when a coach's note opened it (its address says `teach=1`: `coach::Section::href`), so
/// that the way back starts the teaching build again; else the game's menu at `root`.
pub fn back_href(root: &str) -> String {
    if here() {
        play_href(root, true)
    } else {
        root.to_string()
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
