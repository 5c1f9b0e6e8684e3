//! [`v_top`]: the play screen's header — the menu link, the turn's stepper (naming whoever
//! decides now) and the tools (undo, the discard pile, the log, export), which a phone shows
//! as icons so that the header stays one row.

use std::rc::Rc;

use yew::prelude::*;

use crate::table::phones::phones_button;
use crate::table::remote;
use crate::table::session::Msg;
use crate::valda::components::stepper::{stepper, StepperProps};
use crate::valda::pages::play::view::TableView;
use crate::valda::state::{UiMsg, ValdaApp, ValdaTable};
use crate::valda::words as w;

/// What [`v_top`] shows.
#[derive(Clone)]
pub struct VTopProps {
    /// The table (its tools dispatch to it).
    pub table: UseReducerHandle<ValdaTable>,
    /// What the table shows.
    pub view: Rc<TableView>,
}

/// The header: menu, stepper, tools.
pub fn v_top(props: &VTopProps) -> Html {
    let VTopProps { table, view } = props;
    let turn = &view.view.table.turn;
    // The header names whoever decides now; the player whose turn it is only as such.
    let decider = view.to_move.unwrap_or(turn.active);
    let discard = view.view.table.discard.len();
    let export = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.export())
    };
    let dispatch = |m: fn() -> Msg<ValdaApp>| {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(m()))
    };
    // A tool: its icon, and its name (on a phone only the icon shows; the name stays the
    // button's name for screen readers).
    let tool = |icon: &'static str, label: String| {
        html! {
            <>
                <svg class="vtool-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={icon} /></svg>
                <span class="vtool-label">{ label }</span>
            </>
        }
    };
    html! {
        <header class="vtop">
            // A seat's phone has no menu, export or embed: the table holds the game.
            if !remote::active() {
                <a class="btn icon" href="#/valda" aria-label={w::menu()}>{ "☰" }</a>
            }
            { stepper(StepperProps { round: turn.round, phase: turn.phase, actions: turn.actions, builds: view.builds_left(),
                who: AttrValue::from(view.name(decider)), colour: view.colour(decider),
                turn_of: (decider != turn.active).then(|| AttrValue::from(view.name(turn.active))) }) }
            <div class="vtools">
                if table.can_undo() {
                    <button class="btn vtool" onclick={dispatch(|| Msg::Undo)} data-testid="undo">
                        { tool(UNDO_ICON, w::undo().to_string()) }
                    </button>
                }
                <button class="btn vtool" onclick={dispatch(|| Msg::Ui(UiMsg::ToggleDiscard))} aria-expanded={table.ui.discard_open.to_string()} data-testid="discard-button">
                    { tool(PILE_ICON, w::discard_button(discard)) }
                    <span class="vtool-n" aria-hidden="true">{ discard }</span>
                </button>
                <button class="btn vtool" onclick={dispatch(|| Msg::ToggleLog)} aria-expanded={table.log_open.to_string()} data-testid="log-button">
                    { tool(LOG_ICON, w::log_button().to_string()) }
                </button>
                if !remote::active() {
                    <button class="btn vtool vtool-export" onclick={export} data-testid="export">
                        { tool(EXPORT_ICON, w::export().to_string()) }
                    </button>
                }
                { phones_button(table, "vtool", Some(tool(PHONE_ICON, crate::i18n::shell::phones_button().to_string())), "phones-button") }
            </div>
        </header>
    }
}

/// Undo: an arrow turning back.
const UNDO_ICON: &str = "M9 7 L4 12 L9 17 M4 12 H15 A5 5 0 0 1 15 22";
/// The discard pile: two cards, one lying on the other.
const PILE_ICON: &str = "M5 6 H15 V21 H5 Z M9 3 H19 V18";
/// The log: lines of writing.
const LOG_ICON: &str = "M4 5 H20 M4 10 H20 M4 15 H20 M4 20 H13";
/// Players' phones: a phone.
const PHONE_ICON: &str = "M7 2 H17 V22 H7 Z M11 18 H13";
/// Export: an arrow out of a tray.
const EXPORT_ICON: &str = "M12 3 V15 M7 8 L12 3 L17 8 M4 14 V21 H20 V14";
