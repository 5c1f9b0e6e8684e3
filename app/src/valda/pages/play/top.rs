//! [`v_top`]: the play screen's header — the menu link, the turn's stepper and the tools
//! (undo, the discard pile, the log, export).

use std::rc::Rc;

use yew::prelude::*;

use crate::table::session::Msg;
use crate::valda::components::stepper::Stepper;
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
    let discard = view.view.table.discard.len();
    let export = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.export())
    };
    let dispatch = |m: fn() -> Msg<ValdaApp>| {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(m()))
    };
    html! {
        <header class="vtop">
            <a class="btn icon" href="#/valda" aria-label={w::menu()}>{ "☰" }</a>
            <Stepper round={turn.round} phase={turn.phase} actions={turn.actions} builds={view.builds_left()}
                who={AttrValue::from(view.name(turn.active))} colour={view.colour(turn.active)} />
            <div class="vtools">
                if table.can_undo() {
                    <button class="btn" onclick={dispatch(|| Msg::Undo)} data-testid="undo">{ w::undo() }</button>
                }
                <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::ToggleDiscard))} aria-expanded={table.ui.discard_open.to_string()} data-testid="discard-button">
                    { w::discard_button(discard) }
                </button>
                <button class="btn" onclick={dispatch(|| Msg::ToggleLog)} aria-expanded={table.log_open.to_string()} data-testid="log-button">{ w::log_button() }</button>
                <button class="btn" onclick={export} data-testid="export">{ w::export() }</button>
            </div>
        </header>
    }
}
