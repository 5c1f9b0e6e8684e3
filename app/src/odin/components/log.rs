//! The log: every play, pass, take, round end and hand end, in words.

use skald::odin::{CardSet, Event, LogEntry};
use yew::prelude::*;

use super::card::card_label;
use crate::components::players_form::Seat;

fn name(seats: &[Seat], p: usize) -> String {
    seats
        .get(p)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| format!("Player {}", p + 1))
}

/// "8 red and 2 red": cards in players' words (never "8R 2R": a letter O reads as a zero).
fn cards_words(set: CardSet) -> String {
    let labels: Vec<String> = set.cards().into_iter().map(card_label).collect();
    match labels.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => labels.join(""),
    }
}

/// One line for a log entry ("Astrid played 8 red and 2 red, worth 82").
pub fn describe(e: &LogEntry, seats: &[Seat]) -> String {
    let who = name(seats, e.player);
    match &e.event {
        Event::Played { cards, value, lead } => {
            let verb = if *lead { "led" } else { "played" };
            format!("{who} {verb} {}, worth {value}", cards_words(*cards))
        }
        Event::Passed => format!("{who} passed"),
        Event::Took {
            card,
            discarded,
            automatic,
        } => {
            let mut s = format!("{who} took {}", card_label(*card));
            if *automatic {
                s += " (the only card)";
            }
            if !discarded.is_empty() {
                s += &format!("; {} went to the discard pile", cards_words(*discarded));
            }
            s
        }
        Event::RoundEnded { discarded } => {
            format!(
                "Everyone passed: {} went to the discard pile, {who} leads",
                cards_words(*discarded)
            )
        }
        Event::HandEnded { whole_hand_lead } => {
            if *whole_hand_lead {
                format!("{who} led their whole hand: the hand ends")
            } else {
                format!("{who} played their last card: the hand ends")
            }
        }
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct LogProps {
    pub entries: Vec<LogEntry>,
    pub seats: Vec<Seat>,
    pub on_close: Callback<()>,
}

/// The full log in a drawer, newest last.
#[component]
pub fn MoveLog(props: &LogProps) -> Html {
    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let mut hand = 0;
    html! {
        <aside class="olog" aria-label="Log" data-testid="log">
            <div class="olog-head">
                <h2>{ "Log" }</h2>
                <button class="btn" onclick={close}>{ "Close" }</button>
            </div>
            <ol class="olog-list">
                { for props.entries.iter().map(|e| {
                    let head = (e.hand != hand).then(|| { hand = e.hand; html! { <li class="olog-hand">{ format!("Hand {}", e.hand) }</li> } });
                    html! {
                        <>
                            { for head }
                            <li data-event={event_kind(&e.event)}>{ describe(e, &props.seats) }</li>
                        </>
                    }
                }) }
            </ol>
        </aside>
    }
}

pub fn event_kind(e: &Event) -> &'static str {
    match e {
        Event::Played { .. } => "played",
        Event::Passed => "passed",
        Event::Took { .. } => "took",
        Event::RoundEnded { .. } => "round_ended",
        Event::HandEnded { .. } => "hand_ended",
    }
}
