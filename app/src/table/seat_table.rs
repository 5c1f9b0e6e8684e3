//! The play screen's side of a seat's screen on a phone (issue #44; [`super::remote`] says
//! what it is): the positions the table sends replace the play screen's table
//! ([`use_remote`]), the table as a phone holds it ([`Table::on_phone`]), and "since your
//! last turn" on the phone ([`since_panel`]).

use std::cell::RefCell;
use std::rc::Rc;

use skald::{Game, PlayerId};
use yew::prelude::*;

use super::remote;
use super::session::{Change, Msg, Table, TableGame};
use crate::save::Loaded;
use crate::seats::Meta;

/// While the play screen of `table` is drawn on a phone, the positions
/// [`remote::deliver`]ed replace its table, and the lines [`remote::say`]s are its notice.
#[hook]
pub fn use_remote<A: TableGame>(table: &UseReducerHandle<Table<A>>) {
    let table = table.clone();
    use_effect_with((), move |_| {
        let wake = {
            let table = table.clone();
            Callback::from(move |(any, serial): (Rc<dyn std::any::Any>, u64)| {
                let taken = any
                    .downcast_ref::<RefCell<Option<Loaded<A::Game, Meta>>>>()
                    .and_then(|cell| cell.borrow_mut().take());
                if let Some(loaded) = taken {
                    table.dispatch(Msg::Position(Box::new(loaded), serial));
                }
            })
        };
        let say = {
            let table = table.clone();
            Callback::from(move |text: String| table.dispatch(Msg::Notice(text)))
        };
        remote::set_hooks(Some((wake, say)));
        || remote::set_hooks(None)
    });
}

/// "Since your last turn" on a seat's phone, while the seat decides: the log's lines since
/// its last decision (`TableGame::news_for`, the lines that touched the seat marked), folded
/// when there are more than a few, so that the hand and the decision stay on screen. The
/// phone has no record of the game to replay, so the lines are not grouped by player as
/// at the table's hand-off (each line names its player).
pub fn since_panel<A: TableGame>(table: &Table<A>) -> Html {
    let (Some(seat), Some(from)) = (table.holder, remote::since()) else {
        return Html::default();
    };
    let to = A::log_len(&table.game);
    if !table.revealed() || to <= from {
        return Html::default();
    }
    let lines = A::news_for(table, from..to, seat);
    if lines.is_empty() {
        return Html::default();
    }
    let name = table.meta.seats.get(seat).map_or("", |s| s.name.as_str());
    html! {
        <details class="seat-since" data-testid="seat-since" open={lines.len() <= 3}>
            <summary>{ crate::i18n::shell::since_your_last_turn(name) }{ format!(" ({})", lines.len()) }</summary>
            <ol>{ for lines.iter().map(|l| html! {
                <li data-yours={l.yours.then_some("1")}>{ l.text.clone() }</li>
            }) }</ol>
        </details>
    }
}

impl<A: TableGame> Table<A> {
    /// The phone's table for the seat `seat` at the table's `serial` (see the module's
    /// notes): every other seat is elsewhere, so the device always shows `seat`'s hand.
    pub fn on_phone(loaded: Loaded<A::Game, Meta>, seat: PlayerId, serial: u64) -> Self {
        Table::new(loaded).at_phone(seat, serial)
    }

    /// This table, on the phone of `seat` at the table's `serial` ([`Table::on_phone`]).
    pub fn at_phone(mut self, seat: PlayerId, serial: u64) -> Self {
        self.serial = serial;
        self.phones = (0..self.meta.seats.len()).map(|p| p != seat).collect();
        self.holder = Some(seat);
        self.settle();
        self
    }

    /// The table's new position `loaded` at its `serial`, on the phone: the game's own
    /// choices change as after a move at the table ([`Change::Replaced`]).
    pub(super) fn replace(&mut self, loaded: Loaded<A::Game, Meta>, serial: u64) {
        let decided = self.holder.is_some() && self.game.to_move() == self.holder;
        if decided && loaded.state.to_move() != self.holder {
            // The seat's decision is made: what comes now is news at its next one.
            remote::decided(A::log_len(&loaded.state));
        }
        self.game = Rc::new(loaded.state);
        self.replay = Rc::new(loaded.replay);
        self.history = Rc::new(loaded.history);
        self.meta = Rc::new(loaded.meta);
        self.serial = serial;
        self.hint = None;
        A::changed(self, Change::Replaced);
        self.settle();
    }
}
