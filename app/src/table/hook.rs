//! [`use_table`]: the table's state plus the effects every play screen shares — save after
//! every action and undo ([`super::saving`]), notices that go away by themselves, Escape, the computer's
//! search worker for a computer to move, focus that follows play and the live region's
//! news ([`super::attention`]), and the guard against stale clicks ([`super::stale_click`]).

use yew::prelude::*;

use super::attention::{use_focus_follows_play, use_log_news};
use super::session::{Msg, Table, TableGame};
use crate::computer::ComputerState;
use crate::pages::game_routes::Init;
use crate::seats::Meta;

/// How long a notice (a refused move's reason) stays, in ms.
pub const NOTICE_MS: u32 = 4_000;

/// What a play screen gets from [`use_table`].
pub struct TableHandle<A: TableGame> {
    /// The table (dispatch [`Msg`]s to it).
    pub table: UseReducerHandle<Table<A>>,
    /// The computer's side: an error and a retry when its worker failed.
    pub computer: ComputerState,
    /// What the live region says now (the log's news; see [`use_log_news`]).
    pub said: Option<(u64, AttrValue)>,
    /// The notice pinned while the game is not saved, or the note of a game continued
    /// under newer rules ([`super::saving`]); empty otherwise. Each play screen draws it.
    pub banner: Html,
}

/// The table of the game handed over by the play route (`init`, taken once), with the
/// shared effects. `escape` is the game's message for the Escape key (cancel a choice).
#[hook]
pub fn use_table<A: TableGame>(init: &Init<A::Game, Meta>, escape: A::UiMsg) -> TableHandle<A>
where
    A::UiMsg: Clone + 'static,
{
    let table = {
        let init = init.clone();
        use_reducer(move || {
            let loaded = init
                .0
                .borrow_mut()
                .take()
                .or_else(|| A::SLOT.load::<A::Game, Meta>().ok().flatten())
                .expect("the play route hands over a game");
            #[cfg(feature = "seat")]
            if let Some((seat, serial)) = super::remote::seat() {
                return Table::<A>::on_phone(loaded, seat, serial);
            }
            Table::<A>::new(loaded)
        })
    };
    // The table is drawn (the page's loader adds a computer link's fonts after this mark,
    // and the e2e load tests read it).
    use_effect_with((), |_| crate::perf::mark(crate::perf::TABLE_DRAWN));
    // Save after every action (and undo), and every hint asked.
    super::saving::use_saving(&table);
    // A refusal or other notice goes away by itself after a few seconds.
    {
        let table = table.clone();
        let serial = table.notice.as_ref().map(|n| n.serial);
        use_effect_with(serial, move |serial| {
            let timer = serial.map(|_| {
                gloo::timers::callback::Timeout::new(NOTICE_MS, move || {
                    table.dispatch(Msg::DismissNotice)
                })
            });
            move || drop(timer)
        });
    }
    {
        let table = table.clone();
        crate::hooks::use_escape(move || table.dispatch(Msg::Escape(escape.clone())));
    }
    // A computer to move: the search worker decides from its view only.
    let computer = crate::computer::use_computer_for(
        table.computer_to_move().map(|_| table.serial),
        table.game.clone(),
        table.replay.clone(),
        &table.meta.seats,
        {
            let table = table.clone();
            Callback::from(move |(serial, json)| table.dispatch(Msg::Computer(serial, json)))
        },
    );
    // A click whose press started before the position changed is no choice.
    super::stale_click::use_stale_click_guard((table.serial, table.holder));
    use_focus_follows_play(&table);
    // Players' phones: every change reaches them, once the screen's module is loaded.
    super::phones::use_phones(&table);
    // A seat's screen on a phone: the table's positions replace this one.
    super::seat_table::use_remote(&table);
    let said = use_log_news(&table);
    let banner = super::saving::banner(&table);
    TableHandle {
        table,
        computer,
        said,
        banner,
    }
}
