//! [`use_computer_news`]: with computers at the table no hand-off says what happened, so
//! when a person's decision comes back after computers moved, the table's "since your last
//! turn" (the lines the hand-off lists, under each player's name) sits above their
//! decision until they act or tap "Close" — in every game.
//!
//! It is rendered inside a polite live region that is always in the page, so a screen
//! reader reads the summary out when it appears.

use skald::{Game, PlayerId};
use yew::prelude::*;

use crate::components::since::{since_list, SinceGroup};
use crate::i18n::shell;
use crate::table::session::{Table, TableGame};

/// The most lines shown (the latest; the number of earlier ones is said).
pub const NEWS_LINES: usize = 8;

/// The person who decides now with the device in hand, and what the others did since
/// that person's latest action (grouped under the names and colours `who` gives) — when a
/// computer moved since then; else `None`.
pub fn computer_news<A: TableGame>(
    table: &Table<A>,
    who: impl Fn(PlayerId) -> (AttrValue, AttrValue),
) -> Option<(PlayerId, Vec<SinceGroup>)> {
    let p = table
        .game
        .to_move()
        .filter(|_| table.revealed() && table.computer_to_move().is_none() && !A::paused(table))?;
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
    let groups = computers_moved
        .then(|| table.since_groups(p, who))
        .unwrap_or_default();
    (!groups.is_empty()).then_some((p, groups))
}

/// [`computer_news`] on screen (`who`: a seat's name and colour), in its live region:
/// shown until the person acts or taps "Close"; not right after a hand-off, which has just
/// listed the same lines.
#[hook]
pub fn use_computer_news<A, F>(table: &Table<A>, who: F) -> Html
where
    A: TableGame,
    F: Fn(PlayerId) -> (AttrValue, AttrValue),
{
    let done = table.replay.actions.len();
    // The actions count at which the person tapped it away, or took the device.
    let seen = use_state(|| None::<usize>);
    let holder = use_mut_ref(|| table.holder);
    let revealed_at = use_mut_ref(|| None::<usize>);
    if *holder.borrow() != table.holder {
        *holder.borrow_mut() = table.holder;
        *revealed_at.borrow_mut() = Some(done);
    }
    let news = computer_news(table, &who)
        .filter(|_| *seen != Some(done) && *revealed_at.borrow() != Some(done));
    html! {
        <div class="news-live" aria-live="polite">
            if let Some((p, groups)) = news {
                <section class="news" data-testid="computer-news" style={format!("--player: {}", who(p).1)}
                    aria-labelledby="news-title">
                    <div class="news-head">
                        <h2 id="news-title">{ shell::since_your_last_turn(who(p).0.as_str()) }</h2>
                        <button type="button" class="btn small" data-testid="news-ok"
                            onclick={Callback::from(move |_| seen.set(Some(done)))}>{ shell::close() }</button>
                    </div>
                    { since_list(&groups, NEWS_LINES, "news-earlier") }
                </section>
            }
        </div>
    }
}

#[cfg(all(test, feature = "voluspa"))]
mod tests {
    use std::rc::Rc;

    use skald::voluspa::Config;
    use skald::{Game, Replay};
    use yew::{AttrValue, Reducible};

    use super::computer_news;
    use crate::save::Loaded;
    use crate::seats::{Meta, Seat};
    use crate::table::session::Msg;
    use crate::voluspa::state::VoluspaTable;

    fn who(p: usize) -> (AttrValue, AttrValue) {
        (AttrValue::from(format!("P{p}")), AttrValue::Static("red"))
    }

    /// Plays the first legal action of whoever is to move.
    fn step(t: Rc<VoluspaTable>) -> Rc<VoluspaTable> {
        let a = t.game.legal_actions()[0].clone();
        t.reduce(Msg::Apply(a))
    }

    /// One person (seat 0) against a computer (seat 1): nothing is said until the computer
    /// moved; once the person decides again, the computer's turns are listed under its
    /// name, each with the tiles and points of the turn; after the person's own action only,
    /// nothing.
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
            let news = computer_news(&t, who);
            let computer_moved = t.history.movers[mine.unwrap_or(0)..].contains(&1);
            if p == 1 {
                assert_eq!(news, None, "nothing while the computer is to move");
            } else if computer_moved {
                let (seat, groups) = news.expect("the computer's turns are listed");
                assert_eq!(seat, 0);
                assert!(!groups.is_empty());
                for g in &groups {
                    assert_eq!(g.who, "P1");
                    assert!(!g.lines.is_empty() && g.lines.iter().all(|l| l.contains("P1")));
                }
                listed += 1;
            } else {
                assert_eq!(news, None, "nothing after the person's own action");
            }
            if p == 0 {
                mine = Some(t.replay.actions.len() + 1);
            }
            t = step(t);
        }
        assert!(listed >= 3, "listed {listed} times");
    }
}
