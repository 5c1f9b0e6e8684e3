//! [`computer_news`]: with computers at the table no hand-off says what happened, so
//! when a person's decision comes back after computers moved, the table's "since your last
//! turn" (the lines the hand-off lists, under each player's name) sits above their
//! decision until they act or tap "Close" — in every game.
//!
//! It is rendered inside a polite live region that is always in the page, so a screen
//! reader reads the summary out when it appears.

use skald::{Game, PlayerId};
use yew::prelude::*;

use crate::components::since::{since_box, SinceGroup};
use crate::i18n::shell;
use crate::table::session::{Msg, Table, TableGame};

/// The person who decides now with the device in hand, and what the others did since
/// that person's latest action (grouped under the names and colours `who` gives) — when a
/// computer moved since then and the person has not put it away at this point ([`Msg::SeenNews`])
/// nor just taken the device from a hand-off that listed it; else `None`.
pub fn news<A: TableGame>(
    table: &Table<A>,
    who: &dyn Fn(PlayerId) -> (AttrValue, AttrValue),
) -> Option<(PlayerId, Vec<SinceGroup>)> {
    let p = table.game.to_move().filter(|_| {
        table.revealed()
            && table.computer_to_move().is_none()
            && !A::paused(table)
            && table.news_seen != Some(table.replay.actions.len())
    })?;
    let after = table
        .history
        .last
        .get(p)
        .cloned()
        .flatten()
        .map_or(0, |(i, _)| i + 1);
    let computers_moved = table
        .history
        .movers
        .get(after..)
        .unwrap_or_default()
        .iter()
        .any(|&m| table.is_computer(m));
    if !computers_moved {
        return None;
    }
    let groups = table.since_groups(p, who);
    (!groups.is_empty()).then_some((p, groups))
}

/// [`news`] on screen (`who`: a seat's name and colour) in its live region, which is
/// always rendered: shown until the person acts or taps "Close".
pub fn computer_news<A: TableGame>(
    table: &UseReducerHandle<Table<A>>,
    who: impl Fn(PlayerId) -> (AttrValue, AttrValue),
) -> Html {
    let shown = news(table, &who).map(|(p, groups)| {
        let (name, colour) = who(p);
        let table = table.clone();
        let close = html! {
            <button type="button" class="btn small" data-testid="news-ok"
                onclick={Callback::from(move |_| table.dispatch(Msg::SeenNews))}>{ shell::close() }</button>
        };
        since_box("news", "computer-news", &name, &colour, &groups, close)
    });
    html! { <div class="news-live" aria-live="polite">{ shown.unwrap_or_default() }</div> }
}

#[cfg(all(test, feature = "voluspa"))]
mod tests {
    use std::rc::Rc;

    use skald::voluspa::Config;
    use skald::{Game, Replay};
    use yew::{AttrValue, Reducible};

    use super::news;
    use crate::save::Loaded;
    use crate::seats::{Meta, Seat};
    use crate::table::session::Msg;
    use crate::voluspa::state::VoluspaTable;

    fn who(p: usize) -> (AttrValue, AttrValue) {
        (AttrValue::from(format!("P{p}")), AttrValue::Static("red"))
    }

    /// Plays the first legal action of whoever is to move (the computer's as its search's
    /// answer).
    fn step(t: Rc<VoluspaTable>) -> Rc<VoluspaTable> {
        let a = t.game.legal_actions()[0].clone();
        match t.computer_to_move() {
            Some(_) => {
                let serial = t.serial;
                t.reduce(Msg::Computer(serial, serde_json::to_string(&a).unwrap()))
            }
            None => t.reduce(Msg::Apply(a)),
        }
    }

    /// One person (seat 0) against a computer (seat 1): nothing is said until the computer
    /// moved; once the person decides again, the computer's turns are listed under its
    /// name, each with the tiles and points of the turn; after the person's own action only,
    /// nothing; nor once put away.
    #[test]
    fn the_computers_turns_are_listed_when_the_person_decides_again() {
        let mut seats = Seat::defaults(2);
        seats[1].computer = Some(crate::computer::Level::Easy);
        let config = Config {
            players: 2,
            ..Config::default()
        };
        let meta = Meta { seats, hints: None };
        let loaded = Loaded::fresh(Replay::new(config, 7), meta).unwrap();
        let mut t = Rc::new(VoluspaTable::new(loaded));
        let mut listed = 0;
        let mut mine = None;
        for _ in 0..60 {
            let Some(p) = t.game.to_move() else { break };
            let listed_now = news(&t, &who);
            let computer_moved = t.history.movers[mine.unwrap_or(0)..].contains(&1);
            if p == 1 {
                assert_eq!(listed_now, None, "nothing while the computer is to move");
            } else if computer_moved {
                let (seat, groups) = listed_now.expect("the computer's turns are listed");
                assert_eq!(seat, 0);
                assert!(!groups.is_empty());
                let name = crate::seats::seat_name(&t.meta.seats, 1);
                for g in &groups {
                    assert_eq!(g.who, "P1");
                    assert!(!g.lines.is_empty() && g.lines.iter().all(|l| l.text.contains(&name)));
                }
                // "Close" puts it away until the computers move again.
                let seen = t.clone().reduce(Msg::SeenNews);
                assert_eq!(news(&seen, &who), None);
                listed += 1;
            } else {
                assert_eq!(listed_now, None, "nothing after the person's own action");
            }
            if p == 0 {
                mine = Some(t.replay.actions.len() + 1);
            }
            t = step(t);
        }
        assert!(listed >= 3, "listed {listed} times");
    }
}
