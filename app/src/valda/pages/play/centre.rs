//! [`v_centre`]: the table's middle column — the latest events (first, so the newest line
//! is in view at the top of the band), the Yggdrasil track, the decks, this turn's dice and
//! attack, the hint and the notice (the computer's line is pinned in the footer's head).

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::Phase;
use yew::prelude::*;

use crate::valda::components::dice::{dice, DiceProps};
use crate::valda::components::fight::{fight_panel, FightProps};
use crate::valda::components::track::{yggdrasil_track, TrackProps};
use crate::valda::pages::play::log_words::recent;
use crate::valda::pages::play::view::TableView;
use crate::valda::state::ValdaTable;
use crate::valda::words as w;

/// What [`v_centre`] shows.
#[derive(Clone)]
pub struct VCentreProps {
    /// The table (for its notice).
    pub table: UseReducerHandle<ValdaTable>,
    /// What the table shows.
    pub view: Rc<TableView>,
    /// The game's cards.
    pub set: Rc<CardSet>,
    /// The log in words, oldest first.
    pub lines: Rc<Vec<String>>,
    /// Each player's latest follower change, for the track.
    pub notes: Rc<Vec<Option<AttrValue>>>,
    /// The hint's button and reason ([`crate::table::hint::use_hint_bar`]).
    pub hint_bar: Html,
}

/// The middle column of the table.
pub fn v_centre(props: &VCentreProps) -> Html {
    let VCentreProps {
        table,
        view,
        set,
        lines,
        notes,
        hint_bar,
    } = props;
    let t = &view.view.table;
    let turn = &t.turn;
    let recent = recent(lines);
    html! {
        <div class="vcentre">
            // The latest events first, at the top of the band, where the newest line is never
            // cut off at the band's edge.
            if !recent.is_empty() {
                <ol class="vrecent" data-testid="recent" aria-label={w::latest_events()}>
                    { for recent.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                </ol>
            }
            { yggdrasil_track(TrackProps { followers: t.seats.iter().map(|s| s.followers).collect::<Vec<_>>(),
                names: view.attr_names.clone(), colours: view.colours.clone(), changes: (**notes).clone() }) }
            <p class="vdecks" data-testid="decks">
                { w::base_deck(view.view.base_count) }
            </p>
            if let Some((p, faces)) = view.dice.clone() {
                { dice(DiceProps { faces, who: AttrValue::from(view.name(p)), serial: view.roll_serial }) }
            }
            if view.in_attack || view.outcome.is_some() {
                { fight_panel(FightProps { set: set.clone(), fight: t.fight.clone(), names: view.attr_names.clone(),
                    order: if turn.phase == Phase::Attack { turn.attack_order.clone() } else { Vec::new() },
                    outcome: view.outcome.clone().map(AttrValue::from) }) }
            }
            { hint_bar.clone() }
            if let Some(n) = &table.notice {
                <p class="vnotice" role="status" data-testid="reason" key={n.serial.to_string()}>{ &n.text }</p>
            }
        </div>
    }
}
