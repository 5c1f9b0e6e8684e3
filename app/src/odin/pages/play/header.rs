//! The play screen's top bar: the menu, the scoreboard and the tools (log, export, embed).

use std::rc::Rc;

use skald::Game;
use yew::prelude::*;

use super::view::PlayView;
use crate::embed::snippet::EmbedButton;
use crate::odin::components::scoreboard::{scoreboard, ScoreboardProps};
use crate::odin::state::OdinTable;
use crate::odin::words as w;
use crate::table::remote;
use crate::table::session::Msg;

/// What [`play_header`] shows.
pub struct PlayHeaderProps {
    /// The table: scores, the replay to export, the log drawer to open.
    pub table: UseReducerHandle<OdinTable>,
    /// What the screen shows now.
    pub view: Rc<PlayView>,
}

/// The top bar: the menu, the scoreboard, the log button, export and embed.
pub fn play_header(props: &PlayHeaderProps) -> Html {
    let PlayHeaderProps { table, view } = props;
    let game = &table.game;
    let on_log = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::ToggleLog))
    };
    let export = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.export())
    };
    html! {
        <header class="otop">
            // A seat's phone has no menu, export or embed: the table holds the game.
            if !remote::active() {
                <a class="btn icon" href="#/odin" aria-label={w::menu()}>{ "☰" }</a>
            }
            { scoreboard(ScoreboardProps { seats: view.seats.clone(), hand_sizes: game.hand_sizes(), totals: game.scores().to_vec(),
                to_move: view.to_move, hand_number: game.hand_number(),
                target: AttrValue::from(w::target_words(game.config().target)) }) }
            <div class="otools">
                <button class="btn" onclick={on_log} aria-expanded={table.log_open.to_string()} data-testid="log-button">{ w::log() }</button>
                if !remote::active() {
                    <button class="btn" onclick={export} data-testid="export">{ w::export() }</button>
                    <EmbedButton game="odin" label={w::embed()} attrs={view.embed.clone()} />
                }
            </div>
        </header>
    }
}
