//! [`PlayScreen`]: the shared table ([`use_table`]) wired to the play screen's parts — the
//! view-model ([`TableView`]), the log in words, the cards' moves — and the screen's
//! frame: header, table, footer, the drag's ghost, the drawers, the hand-off and the end
//! screen.

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::{Building, Valda};
use skald::{Game, Viewer};
use yew::prelude::*;

use crate::components::computer_status::{computer_status, ComputerStatusProps};
use crate::components::handoff::{Handoff, Hidden};
use crate::components::live::live;
use crate::components::news::computer_news;
use crate::table::hook::{use_table, TableHandle};
use crate::table::phones::handoff_phones;
use crate::table::remote;
use crate::table::session::Msg;
use crate::valda::components::card::{card_face, CardProps};
use crate::valda::components::log::{log_drawer, LogProps};
use crate::valda::components::long_press::use_long_press;
use crate::valda::components::reader::{card_reader, use_reader, ReaderProps};
use crate::valda::pages::end::{end_screen, EndProps};
use crate::valda::pages::play::bottom::{v_bottom, VBottomProps};
use crate::valda::pages::play::centre::VCentreProps;
use crate::valda::pages::play::log_words::{use_log_words, LogWords};
use crate::valda::pages::play::middle::{v_table, v_tabs, VTableProps};
use crate::valda::pages::play::moves::use_card_moves;
use crate::valda::pages::play::pile::{v_pile, VPileProps};
use crate::valda::pages::play::top::{v_top, VTopProps};
use crate::valda::pages::play::view::TableView;
use crate::valda::state::{UiMsg, ValdaApp};

/// The play route's properties for Valda.
pub type PlayProps = crate::pages::game_routes::PlayProps<Valda>;

/// Valda's table, from the game the play route hands over.
#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    let TableHandle {
        table,
        computer,
        said,
        banner,
    } = use_table::<ValdaApp>(&props.init, UiMsg::Choose(None));
    let set_source = table.game.clone();
    let set: Rc<CardSet> = use_memo((), move |_| set_source.card_set().clone());
    let focus_build = use_state(|| None::<Building>);
    let moves = use_card_moves(&table);
    let tray = crate::valda::components::build_tray::use_tray_drag();
    // The end screen's element: the last move's tap must not press one of its buttons.
    let end_root = use_node_ref();
    crate::hooks::use_press_guard(end_root.clone());
    let hint_bar = crate::table::hint::use_hint_bar(&table);
    // The coach's note under the decision (issue #45), beside the hint.
    #[cfg(feature = "coach")]
    let coach = crate::coach::panel::use_coach_note(&table);
    #[cfg(feature = "coach")]
    let hint_bar = html! { <>{ hint_bar }{ coach }</> };
    // The card being read in full (a long press on any card, or "Read in full").
    let reading = use_state(|| None::<u8>);
    let on_read = {
        let reading = reading.clone();
        Callback::from(move |c: u8| reading.set(Some(c)))
    };
    use_long_press(on_read.clone());
    let close_reader = {
        let reading = reading.clone();
        Callback::from(move |()| reading.set(None))
    };
    let reader = use_reader(reading.is_some(), close_reader.clone());
    // A building choice belongs to the position it was offered in.
    {
        let focus_build = focus_build.clone();
        use_effect_with(table.serial, move |_| focus_build.set(None));
    }
    let view = Rc::new(TableView::new(&table, &set));
    // A phone's tab (the table, my village, the log): back to the table whenever someone
    // else decides or a new kind of decision comes, so that the map is on show when a
    // decision may need it.
    let tab = use_state(|| "table");
    {
        let tab = tab.clone();
        let kind = view
            .prompt_code()
            .map(|c| c.split(':').next().unwrap_or("").to_string());
        use_effect_with((view.to_move, view.revealed, kind), move |_| {
            if *tab != "table" {
                tab.set("table");
            }
        });
    }
    // In a hand of one row, the first card something can be done with (the god weapon a
    // window asks about, an attack card in a slot) is scrolled into view.
    use_effect_with((table.serial, view.revealed), |_| {
        let doc = gloo::utils::document();
        if let (Ok(Some(row)), Ok(Some(card))) = (
            doc.query_selector(".vcards.hand"),
            doc.query_selector(".vcards.hand .live"),
        ) {
            let (r, c) = (
                row.get_bounding_client_rect(),
                card.get_bounding_client_rect(),
            );
            if c.right() > r.right() || c.left() < r.left() {
                row.set_scroll_left(row.scroll_left() + (c.left() - r.left()) as i32 - 8);
            }
        }
    });
    // A tab opens at its top (the table may have been scrolled to a domain).
    let on_tab = {
        let tab = tab.clone();
        Callback::from(move |t: &'static str| {
            tab.set(t);
            if let Ok(Some(el)) = gloo::utils::document().query_selector(".vtable") {
                el.set_scroll_top(0);
            }
        })
    };
    let LogWords { lines, notes } = use_log_words(&table, &set);

    // A building chosen on the map, in a village, in the tray or in the decision: built,
    // when there is one way to pay for it; else the controls offer only its ways to pay,
    // until it is chosen again.
    let on_build = {
        let (view, table, focus_build) = (view.clone(), table.clone(), focus_build.clone());
        Callback::from(move |b: Building| match view.builds_of(b)[..] {
            [only] => table.dispatch(Msg::Apply(only.clone())),
            _ => focus_build.set((*focus_build != Some(b)).then_some(b)),
        })
    };
    let dispatch = |m: fn() -> Msg<ValdaApp>| {
        let table = table.clone();
        Callback::from(move |()| table.dispatch(m()))
    };
    let ghost_card = moves
        .dragging
        .and_then(|c| set.cards.get(c as usize).map(|d| (c, d.clone())));
    let t = &view.view.table;
    let game = &table.game;
    let news = computer_news(&table, |q| (AttrValue::from(view.name(q)), view.colour(q)));

    html! {
        <div class="vplay" data-phase={view.phase_code()} data-to-move={view.to_move.map(|p| p.to_string())}
            data-active={t.turn.active.to_string()} data-round={t.turn.round.to_string()}
            data-actions={table.replay.actions.len().to_string()} data-revealed={view.revealed.to_string()}
            data-prompt={view.prompt_code()} data-undo={table.undo.to_string()}
            data-computer={view.computer.map(|p| p.to_string())} data-tab={*tab}>
            { banner }
            { v_top(&VTopProps { table: table.clone(), view: view.clone() }) }
            { v_tabs(*tab, &on_tab) }
            { v_table(&VTableProps { centre: VCentreProps { table: table.clone(), view: view.clone(), set: set.clone(), lines: lines.clone(), notes, hint_bar }, on_build: on_build.clone(), tab: *tab }) }
            { v_bottom(&VBottomProps { table: table.clone(), view: view.clone(), set: set.clone(), moves: moves.clone(), focus_build: *focus_build, on_build, on_read, news, tray,
                status: computer_status(ComputerStatusProps {
                    thinking: view.computer.map(|p| AttrValue::from(view.name(p))),
                    phone: view.phone.map(|p| AttrValue::from(view.name(p))),
                    error: computer.error,
                    retry: computer.retry,
                    ..Default::default()
                }) }) }
            <div ref={moves.ghost.clone()} class="vghost" aria-hidden="true">
                if let Some((c, d)) = ghost_card {
                    { card_face(CardProps::new(d, c)) }
                }
            </div>
            if table.ui.discard_open {
                { v_pile(&VPileProps { set: set.clone(), discard: t.discard.clone(), on_close: dispatch(|| Msg::Ui(UiMsg::ToggleDiscard)) }) }
            }
            if table.log_open {
                { log_drawer(LogProps { lines: lines.iter().map(|l| AttrValue::from(l.clone())).collect::<Vec<_>>(),
                    hints: crate::table::hint::hint_log(&*table),
                    on_close: dispatch(|| Msg::ToggleLog), on_export: {
                        let table = table.clone();
                        (!remote::active()).then(|| Callback::from(move |()| table.export()))
                    },
                    // The position as the seat whose hand is on show may know it (not on a
                    // seat's phone, which holds no record of the game).
                    embed: (!remote::active()).then(|| AttrValue::from(match view.viewer {
                        Viewer::Player(p) => format!("#/valda/position?seat={}", p + 1),
                        Viewer::Spectator => "#/valda/position".to_string(),
                    })) }) }
            }
            { live(&said) }
            if let Some((c, d)) = (*reading).and_then(|c| set.cards.get(c as usize).map(|d| (c, d.clone()))) {
                { card_reader(ReaderProps { def: d, id: c, on_close: close_reader, refs: reader }) }
            }
            if let (Some(p), false, None, None) = (view.to_move, view.revealed, view.computer, view.phone) {
                <Handoff name={view.name(p)} color={view.colour(p)} hides={Hidden::Cards}
                    since={table.since_groups(p, |q| (AttrValue::from(view.name(q)), view.colour(q)))} on_reveal={dispatch(|| Msg::Reveal)}
                    extra={handoff_phones(&table)} />
            }
            if game.outcome().is_some() && !table.log_open {
                { end_screen(EndProps { game: game.clone(), names: view.names.clone(), on_restart: props.on_restart.clone(),
                    on_log: dispatch(|| Msg::ToggleLog), root: end_root }) }
            }
        </div>
    }
}
