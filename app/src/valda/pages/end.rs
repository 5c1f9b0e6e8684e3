//! The end of the game (§16): the ranking by followers, with the tie-breaks — more temples,
//! then more resources — shown where they decided, and ties that stay shared.

use std::rc::Rc;

use skald::valda::Valda;
use skald::Game;
use yew::prelude::*;

use crate::valda::words::{self as w, seat_name};

/// What [`end_screen`] shows.
pub struct EndProps {
    pub game: Rc<Valda>,
    pub names: Vec<String>,
    pub on_restart: Callback<()>,
    /// Opens the game's log (the end screen closes while it is open).
    pub on_log: Callback<()>,
    /// The screen's element, which the play screen guards: the last move's tap must not
    /// press a button of this screen (see `crate::hooks::use_press_guard`).
    pub root: NodeRef,
}

/// The end screen (a drawing function: the play screen keeps its guard).
pub fn end_screen(props: EndProps) -> Html {
    let root = props.root.clone();
    let Some(outcome) = props.game.outcome() else {
        return html! {};
    };
    let seats = &props.game.table().seats;
    let name = |p: usize| seat_name(&props.names, p);
    let mut order: Vec<usize> = (0..seats.len()).collect();
    order.sort_by_key(|&p| (outcome.ranks[p], p));
    let winners: Vec<String> = outcome.winners().into_iter().map(name).collect();
    let title = match winners.split_last() {
        Some((last, rest)) if !rest.is_empty() => w::share_victory(rest.join(", "), last.as_str()),
        Some((only, _)) => w::becomes_god(only.as_str()),
        None => String::new(),
    };
    // Which tie-break decided between players with as many followers.
    let decided_by = |p: usize| -> Option<&'static str> {
        let s = &seats[p];
        let tied: Vec<usize> = (0..seats.len())
            .filter(|&q| q != p && seats[q].followers == s.followers)
            .collect();
        if tied.is_empty() {
            None
        } else if tied
            .iter()
            .all(|&q| seats[q].temple_count() != s.temple_count())
        {
            Some(w::tie_temples())
        } else if tied.iter().all(|&q| {
            seats[q].res.total() != s.res.total() || seats[q].temple_count() != s.temple_count()
        }) {
            Some(w::tie_resources())
        } else {
            Some(w::tie_shared())
        }
    };
    let again = {
        let cb = props.on_restart.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div ref={root} class="voverlay" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end">
            <div class="voverlay-card">
                <h2 id="end-title">{ title }</h2>
                <p class="hint">{ w::end_hint() }</p>
                <table class="vend-table">
                    <thead>
                        <tr>
                            <th scope="col">{ w::col_place() }</th>
                            <th scope="col">{ w::col_player() }</th>
                            <th scope="col">{ w::col_followers() }</th>
                            <th scope="col">{ w::col_temples() }</th>
                            <th scope="col">{ w::col_resources() }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for order.iter().map(|&p| {
                            let s = &seats[p];
                            html! {
                                <tr data-rank={outcome.ranks[p].to_string()} data-seat={p.to_string()}>
                                    <td class="rank">{ outcome.ranks[p] }</td>
                                    <th scope="row">
                                        { name(p) }
                                        if let Some(why) = decided_by(p) {
                                            <span class="hint tie">{ format!(" ({why})") }</span>
                                        }
                                    </th>
                                    <td>{ s.followers }</td>
                                    <td>{ s.temple_count() }</td>
                                    <td>{ s.res.total() }</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
                <div class="actions">
                    if !crate::table::remote::active() {
                        <button class="btn primary" onclick={again} data-testid="play-again">{ w::play_again() }</button>
                    }
                    <button class="btn" data-testid="end-log" onclick={{
                        let cb = props.on_log.clone();
                        Callback::from(move |_: MouseEvent| cb.emit(()))
                    }}>{ w::end_log() }</button>
                    // On a seat's phone the table starts the next game (`table::remote`).
                    if !crate::table::remote::active() {
                        <a class="btn" href="#/valda/new">{ w::new_game() }</a>
                        <a class="btn" href="#/valda/replay" data-testid="replay">{ crate::i18n::shell::replay() }</a>
                        <a class="btn" href="#/">{ w::home() }</a>
                    }
                </div>
            </div>
        </div>
    }
}
