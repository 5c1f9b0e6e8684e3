//! [`v_bottom`]: the play screen's footer — pinned at its top, the line saying who decides
//! what and the decider's mat (what they own); below, in a band that scrolls if it must, the
//! active player's open cards and, for the player holding the tablet, the build tray and the
//! controls of the decision due; under the band, always in view, their hand (the hand of the
//! person watching a computer decide; else who must take the tablet). A landscape tablet or
//! phone shows the footer as a column beside the table; a phone keeps it under the table's
//! tabs, on every tab (static/valda.css).

use std::rc::Rc;

use skald::valda::action::Prompt;
use skald::valda::cards::CardSet;
use skald::valda::{Action, Building, CardId};
use yew::prelude::*;

use crate::table::session::Msg;
use crate::valda::components::build_tray::{build_tray, TrayDrag, TrayProps};
use crate::valda::components::controls::{ask_line, controls, ControlsProps};
use crate::valda::components::hand::{card_row, CardRowProps};
use crate::valda::components::mat::{mat as mat_of, MatProps};
use crate::valda::pages::play::moves::CardMoves;
use crate::valda::pages::play::view::TableView;
use crate::valda::state::{Place, UiMsg, ValdaTable};
use crate::valda::words as w;

/// What [`v_bottom`] shows.
#[derive(Clone)]
pub struct VBottomProps {
    /// The table (the controls and the cards dispatch to it).
    pub table: UseReducerHandle<ValdaTable>,
    /// What the table shows.
    pub view: Rc<TableView>,
    /// The game's cards.
    pub set: Rc<CardSet>,
    /// The cards' taps and drags.
    pub moves: CardMoves,
    /// A building chosen with several ways to pay: the controls offer only its builds.
    pub focus_build: Option<Building>,
    /// A building chosen in the build tray.
    pub on_build: Callback<Building>,
    /// Read a card in full.
    pub on_read: Callback<CardId>,
    /// What the computers did since the person's latest action (empty: nothing to say).
    pub news: Html,
    /// The computer's line (who is thinking, or why it cannot move): pinned in the footer's
    /// head, so that a phone shows it too.
    pub status: Html,
    /// The build tray's drag (the play screen keeps it).
    pub tray: TrayDrag,
}

/// The footer: open cards, decision, hand.
pub fn v_bottom(props: &VBottomProps) -> Html {
    let VBottomProps {
        table,
        view,
        set,
        moves,
        focus_build,
        on_build,
        on_read,
        news,
        status,
        tray,
    } = props;
    let turn = &view.view.table.turn;
    let chosen_at = |place: Place| table.ui.chosen.filter(|(_, p)| *p == place).map(|(c, _)| c);
    let apply = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(Msg::Apply(a)))
    };
    let choose = {
        let table = table.clone();
        Callback::from(move |c: Option<(CardId, Place)>| table.dispatch(Msg::Ui(UiMsg::Choose(c))))
    };
    let on_hint = {
        let table = table.clone();
        Callback::from(move |t: String| table.dispatch(Msg::Notice(t)))
    };
    let mine = view.mine;
    // Whose mat is pinned above the controls: the decider's once they hold the tablet, the
    // holder's while a computer decides.
    let mat = view
        .to_move
        .filter(|_| view.revealed)
        .or(view.watching)
        .and_then(|p| view.view.table.seats.get(p).map(|s| (p, s.clone())));
    let decider = view
        .to_move
        .map(|p| (AttrValue::from(view.name(p)), view.colour(p)));
    let ask = view
        .view
        .prompt
        .as_ref()
        .filter(|_| view.revealed)
        .map(|prompt| ask_line(prompt, &view.view, set, &view.names, decider.as_ref()));
    // Whether a card of the hand is to be chosen now (played, discarded, given): the hand is
    // then every card in rows; else one row (what a window or an attack asks of a card has
    // a button of its own in the decision), and the decision has the room.
    let whole = view.legal.iter().any(|a| match a {
        Action::Play { open, .. } => !open,
        Action::Discard(_) => true,
        Action::Card(_) => matches!(view.view.prompt, Some(Prompt::Give { .. })),
        _ => false,
    });
    // While a computer decides, the mat shown is the holder's: it says whose.
    let named = view.to_move != mat.as_ref().map(|(p, _)| *p);
    html! {
        <footer class="vbottom" data-whole={whole.then_some("")}>
            <div class="vhead" data-testid="pinned">
                { news.clone() }
                { status.clone() }
                { ask.unwrap_or_default() }
                if let Some((p, state)) = mat {
                    { mat_of(&MatProps { seat: p, name: AttrValue::from(view.name(p)), colour: view.colour(p), state, named,
                        hand_size: view.view.hand_sizes.get(p).copied().unwrap_or(0) }) }
                }
            </div>
            <div class="vbody">
            // The open cards and the decision scroll within their own band; the hand stays
            // under it, never pushed out of the footer by a long decision.
            <div class="vband" data-testid="band">
            if !turn.open.is_empty() {
                <h3 class="vrow-title" data-testid="open-title">{ w::open_cards_of(view.name(turn.active)) }</h3>
                { card_row(CardRowProps { set: set.clone(), cards: turn.open.clone(), kind: "open".into(),
                    label: w::open_cards_of(view.name(turn.active)).into(),
                    live: if mine { view.live_cards.clone() } else { Vec::new() },
                    chosen: chosen_at(Place::Open), new: Vec::new(),
                    on_tap: mine.then(|| moves.on_tap(Place::Open)), on_down: mine.then(|| moves.on_down(Place::Open)) }) }
            }
            if view.revealed {
                <div class="vdecide">
                { build_tray(TrayProps { pieces: view.pieces.clone(), offers: view.offers.clone(), held: view.held, drag: tray.clone(), on_build: on_build.clone(), on_hint }) }
                { controls(ControlsProps { view: view.view.clone(), set: set.clone(), names: view.names.clone(), legal: view.legal.clone(),
                    on_read: on_read.clone(), previews: view.previews.clone(), on_build: on_build.clone(),
                    chosen: table.ui.chosen, focus_build: *focus_build, on_action: apply, on_choose: choose,
                    hint: table.ui.hint.clone(), exchange: table.ui.exchange, on_exchange: {
                        let table = table.clone();
                        Callback::from(move |(p, g)| table.dispatch(Msg::Ui(UiMsg::Exchange(p, g))))
                    } }) }
                </div>
            }
            </div>
            if view.revealed {
                { card_row(CardRowProps { set: set.clone(), cards: view.hand.clone(), kind: "hand".into(),
                    label: view.to_move.map_or_else(|| w::your_hand().to_string(), |p| w::hand_of(view.name(p))).into(),
                    live: view.live_cards.clone(), chosen: chosen_at(Place::Hand), new: view.new_cards.clone(),
                    on_tap: Some(moves.on_tap(Place::Hand)), on_down: Some(moves.on_down(Place::Hand)) }) }
            } else if let Some(h) = view.watching {
                // The person holding the tablet keeps seeing their cards while the
                // computer decides (nothing can be done with them).
                { card_row(CardRowProps { set: set.clone(), cards: view.hand.clone(), kind: "hand".into(), label: w::hand_of(view.name(h)).into(),
                    new: view.new_cards.clone(), live: Vec::new(), chosen: None, on_tap: None, on_down: None }) }
            } else if let (Some(p), None, None) = (view.to_move, view.computer, view.phone) {
                <p class="hand-hidden">{ w::hand_hidden(view.name(p)) }</p>
            }
            </div>
        </footer>
    }
}
