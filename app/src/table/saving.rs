//! Saving the game after every action, and what the players see when the browser will not
//! store it: a notice pinned to the top of the screen, in plain words (this game is not
//! saved, how many moves exist only on this screen), with "Export the game" (from memory,
//! not from storage) and "Try again". It stays until a save succeeds: Skald tries again at
//! each action and when the page is hidden, left or reloaded, so freeing space is enough.
//! A game opened from a save of earlier rules says so once in the same place
//! ([`crate::save::EarlierRules`]), with a Close button. Both are the table's
//! [`Table::banner`] ([`Banner`]).

use gloo::events::EventListener;
use yew::prelude::*;

use super::banner::Banner;
use super::session::{Msg, Table, TableGame};
use crate::i18n::shell;
use crate::save::SaveStatus;

/// Stores the game in its slot; on a refusal, pins [`Banner::Unsaved`], and takes it away
/// once a save succeeds again (the table's reducer keeps a note that is not about saving).
/// `fresh`: `table` is the table as it is now, so nothing needs saying when its banner
/// already says it (a handle kept by a listener may be older). Whether it was stored.
fn store<A: TableGame>(table: &UseReducerHandle<Table<A>>, fresh: bool) -> bool {
    // A seat's screen on a phone holds no game to save: the table saves it.
    if super::remote::active() {
        return true;
    }
    let status = SaveStatus::of(&*table.game);
    let stored = A::SLOT.store(&table.replay, &*table.meta, status).is_ok();
    let pinned = fresh && matches!(table.banner, Some(Banner::Unsaved(_)));
    if stored {
        crate::storage::ask_to_keep();
        if pinned || !fresh {
            table.dispatch(Msg::Saved(None));
        }
    } else if !pinned {
        // The moves of the save the browser still holds.
        let held = A::SLOT
            .raw()
            .and_then(|t| crate::shelf::moves(&t))
            .unwrap_or(0);
        table.dispatch(Msg::Saved(Some(held)));
    }
    stored
}

/// Saves after every action (and undo, and hint asked); while the browser refuses, again as
/// the page is hidden, left or reloaded.
#[hook]
pub fn use_saving<A: TableGame>(table: &UseReducerHandle<Table<A>>) {
    let table = table.clone();
    let hints = table.meta.hints.as_ref().map_or(0, Vec::len);
    use_effect_with((table.serial, hints), move |_| {
        let retry = (!store(&table, true)).then(|| {
            EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                store(&table, false);
            })
        });
        move || drop(retry)
    });
}

/// The pinned notice of `table`, if any.
pub fn banner<A: TableGame>(table: &UseReducerHandle<Table<A>>) -> Html {
    // On a seat's phone, nothing is saved there: its top line is "since your last turn".
    #[cfg(feature = "seat")]
    if super::remote::active() {
        return super::seat_table::since_panel(table);
    }
    match &table.banner {
        Some(Banner::Unsaved(held)) => {
            let moves = table.replay.actions.len().saturating_sub(*held);
            let export = {
                let table = table.clone();
                Callback::from(move |_: MouseEvent| table.export())
            };
            let retry = {
                let table = table.clone();
                Callback::from(move |_: MouseEvent| {
                    store(&table, true);
                })
            };
            html! {
                <div class="table-banner unsaved" role="alert" data-testid="unsaved">
                    <p><strong>{ shell::unsaved_title() }</strong>{ " " }{ shell::unsaved_text(moves as i64) }</p>
                    <div class="table-banner-actions">
                        <button class="btn primary" onclick={export} data-testid="unsaved-export">{ shell::export_game() }</button>
                        <button class="btn" onclick={retry} data-testid="unsaved-retry">{ shell::try_again() }</button>
                    </div>
                </div>
            }
        }
        Some(Banner::Note(text)) => {
            let close = {
                let table = table.clone();
                Callback::from(move |_: MouseEvent| table.dispatch(Msg::Banner(None)))
            };
            html! {
                <div class="table-banner" role="status" data-testid="rules-note">
                    <p>{ text.clone() }</p>
                    <div class="table-banner-actions">
                        <button class="btn" onclick={close}>{ shell::close() }</button>
                    </div>
                </div>
            }
        }
        None => html! {},
    }
}
