//! "What would the computer do?" (issue #29), for a game started with hints on
//! ([`crate::seats::Meta::hints`]): on a person's turn, with their hand shown, a button asks
//! the search worker for its analysis of the position from that player's **view** only (the
//! page sends the game's record, which the worker replays into that view, the one thing the
//! search is given: [`crate::computer::analysis::hint_question`]); the answer is
//! shown with the game's own selection of a move ([`TableGame::show_hint`]) and a one-line
//! reason, and the game's log notes that a hint was asked.

use skald::Game;
use yew::prelude::*;

use super::session::{Hint, Msg, Table, TableGame};
use crate::computer::analysis::{self, Analysed, Outcome};
use crate::computer::worker;
use crate::i18n::shell;

impl<A: TableGame> Table<A> {
    /// Whether a hint may be asked now: hints are on, a person is to move and holds the
    /// device with their hand shown.
    pub fn hint_offered(&self) -> bool {
        A::HINTS
            && self.meta.hints.is_some()
            && self.revealed()
            && self.game.to_move().is_some_and(|p| !self.is_computer(p))
    }

    /// The hint for the position on the table, if one was asked.
    pub fn hint_now(&self) -> Option<&Hint> {
        self.hint.as_ref().filter(|h| h.serial == self.serial)
    }

    /// The search's answer to a hint asked at `serial` (see [`Msg::Hinted`]).
    pub(super) fn hinted(&mut self, serial: u64, answer: Outcome<Analysed>) {
        if serial != self.serial || !self.hint_offered() {
            return;
        }
        let analysed = match answer {
            Ok(a) => a,
            Err(why) => return self.notice(why),
        };
        let Some(best) = analysed.best.as_ref() else {
            return self.notice(shell::hint_none().to_string());
        };
        let Ok(action) = crate::computer::parse_action(&*self.game, &best.action) else {
            return self.notice(shell::hint_none().to_string());
        };
        let percent = (best.value * 100.0).round() as i64;
        let reason = A::hint_reason(self, &action, percent).unwrap_or_else(|| {
            if analysed.points {
                shell::hint_points(best.value.round() as i64)
            } else {
                shell::hint_chance(percent)
            }
        });
        let at = self.replay.actions.len();
        let meta = std::rc::Rc::make_mut(&mut self.meta);
        if let Some(asked) = meta.hints.as_mut() {
            if asked.last() != Some(&at) {
                asked.push(at);
            }
        }
        A::show_hint(self, &action);
        self.hint = Some(Hint {
            serial,
            action: best.action.clone(),
            reason,
        });
    }

    /// The log's notes of the hints asked, oldest first: (the number of actions played
    /// then, "Sigrún asked for a hint").
    pub fn hint_notes(&self) -> Vec<(usize, String)> {
        let Some(asked) = self.meta.hints.as_ref() else {
            return Vec::new();
        };
        asked
            .iter()
            .filter_map(|&at| {
                let who = match self.history.movers.get(at) {
                    Some(&p) => p,
                    None if at == self.replay.actions.len() => self.game.to_move()?,
                    None => return None,
                };
                let name = self.meta.seats.get(who)?.display_name(who);
                Some((at, shell::hint_asked(name)))
            })
            .collect()
    }
}

/// The log drawer's list of the hints asked, oldest first ("Sigrún asked for a hint"):
/// nothing when none was.
pub fn hint_log<A: TableGame>(table: &Table<A>) -> Html {
    let notes = table.hint_notes();
    if notes.is_empty() {
        return Html::default();
    }
    html! {
        <ul class="log-hints" data-testid="log-hints">
            { for notes.into_iter().map(|(_, h)| html! { <li>{ h }</li> }) }
        </ul>
    }
}

/// The hint's button and its answer's reason, for the play screen to place (nothing when
/// hints are off or it is not a person's turn; in a build without hints, `A::HINTS`, none of
/// this is compiled in). A hook of the play screen rather than a component of its own, whose
/// machinery cost each game's build 0.8–0.9 KB gzipped.
#[hook]
pub fn use_hint_bar<A: TableGame>(table: &UseReducerHandle<Table<A>>) -> Html {
    if !A::HINTS {
        return Html::default();
    }
    let thinking = use_state(|| None::<u64>);
    let token = use_mut_ref(worker::token);
    {
        // The position changed (or the screen closed): a question still out is dropped.
        let (token, thinking) = (token.clone(), thinking.clone());
        use_effect_with(table.serial, move |_| {
            thinking.set(None);
            move || worker::cancel(&token.borrow())
        });
    }
    if !table.hint_offered() {
        return Html::default();
    }
    let ask = {
        let (table, thinking, token) = (table.clone(), thinking.clone(), token.clone());
        Callback::from(move |_: MouseEvent| {
            let serial = table.serial;
            let Some(question) = analysis::hint_question(&*table.game, &table.replay) else {
                return;
            };
            let fresh = worker::token();
            *token.borrow_mut() = fresh.clone();
            thinking.set(Some(serial));
            let (table, thinking) = (table.clone(), thinking.clone());
            analysis::hint(&question, &fresh, move |answer| {
                thinking.set(None);
                table.dispatch(Msg::Hinted(serial, answer));
            });
        })
    };
    let busy = *thinking == Some(table.serial);
    let shown = table.hint_now().cloned();
    html! {
        <div class="hint-bar" data-testid="hint-bar">
            <button class="btn" onclick={ask} disabled={busy} aria-busy={busy.to_string()} data-testid="hint">
                { shell::hint_button() }
            </button>
            <p class="hint-reason" role="status" aria-live="polite" data-testid="hint-reason"
                data-action={shown.as_ref().map(|h| h.action.clone())}>
                if busy {
                    { shell::hint_thinking() }
                } else if let Some(h) = &shown {
                    { h.reason.clone() }
                }
            </p>
        </div>
    }
}
