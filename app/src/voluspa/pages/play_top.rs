//! The play screen's top bar: the menu, the scoreboard, and the tools (fit the board, the
//! move log, export, embed).

use std::rc::Rc;

use yew::prelude::*;

use crate::embed::snippet::EmbedButton;
use crate::table::remote;
use crate::table::session::Msg;
use crate::voluspa::components::board::ViewHandle;
use crate::voluspa::components::scoreboard::{scoreboard, scoreboard_props};
use crate::voluspa::pages::play_input::send;
use crate::voluspa::pages::play_moves::embed_attrs;
use crate::voluspa::pages::play_view::PlayView;
use crate::voluspa::state::VoluspaTable;
use crate::voluspa::words as w;

/// What the top bar shows and acts on.
pub struct PlayTopProps {
    /// The table (its messages, the move log's state, the save to export).
    pub table: UseReducerHandle<VoluspaTable>,
    /// What the screen shows.
    pub view: Rc<PlayView>,
    /// The board's pan and zoom ("Fit" puts every tile in view).
    pub board: ViewHandle,
}

/// `<header class="vol-top">`.
pub fn play_top(props: &PlayTopProps) -> Html {
    let PlayTopProps { table, view, board } = props;
    let fit = {
        let board = board.clone();
        let tiles = view.tiles.clone();
        Callback::from(move |_: MouseEvent| board.fit_or_whole(&tiles))
    };
    let export = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.export())
    };
    let hand = view.hand_visible.then_some(view.hand.as_slice());
    html! {
        <header class="vol-top">
            // A seat's phone has no menu, export or embed: the table holds the game.
            if !remote::active() {
                <a class="btn icon" href="#/voluspa" aria-label={w::menu()}>{ "☰" }</a>
            }
            { scoreboard(&scoreboard_props(&view.game, &view.seats)) }
            <div class="vol-tools">
                <button class="btn" onclick={fit} title={w::fit_title()} data-testid="fit">{ w::fit() }</button>
                <button class="btn" onclick={send(table, || Msg::ToggleLog)} aria-expanded={table.log_open.to_string()} data-testid="log-button">{ w::log() }</button>
                if !remote::active() {
                    <button class="btn" onclick={export} data-testid="export">{ w::export() }</button>
                    <EmbedButton game="voluspa" label={w::embed()} attrs={embed_attrs(&view.game, hand)} />
                }
            </div>
        </header>
    }
}
