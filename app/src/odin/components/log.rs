//! The log: every play, pass, take, round end and hand end, in words.

use skald::odin::{Event, LogEntry};
use yew::prelude::*;

use crate::components::drawer::Drawer;
use crate::odin::words::{self as w, card_words, cards_sentence};
use crate::seats::{seat_name, Seat};

/// One line for a log entry ("Astrid played 8 red and 2 red, worth 82").
pub fn describe(e: &LogEntry, seats: &[Seat]) -> String {
    let who = seat_name(seats, e.player);
    match &e.event {
        Event::Played { cards, value, lead } => {
            let cards = cards_sentence(*cards);
            if *lead {
                w::log_led(who, cards, w::value(*value))
            } else {
                w::log_played(who, cards, w::value(*value))
            }
        }
        Event::Passed => w::log_passed(who),
        Event::Took {
            card,
            discarded,
            automatic,
        } => {
            let took = if *automatic {
                w::log_took_only(who, card_words(*card))
            } else {
                w::log_took(who, card_words(*card))
            };
            if discarded.is_empty() {
                took
            } else {
                w::log_discarded(took, cards_sentence(*discarded))
            }
        }
        Event::RoundEnded { discarded } => w::log_round_ended(cards_sentence(*discarded), who),
        Event::HandEnded { whole_hand_lead } => {
            if *whole_hand_lead {
                w::log_whole_hand(who)
            } else {
                w::log_last_card(who)
            }
        }
    }
}

/// What [`move_log`] lists.
pub struct LogProps {
    pub entries: Vec<LogEntry>,
    pub seats: Vec<Seat>,
    pub on_close: Callback<()>,
    /// The hints asked ([`crate::table::hint::hint_log`]).
    pub hints: Html,
}

/// The full log in a drawer, newest last, each hand under its heading.
pub fn move_log(props: LogProps) -> Html {
    let mut hand = 0;
    html! {
        <Drawer class="olog" testid="log" label={w::log()} title={w::log()} on_close={props.on_close.clone()}>
            { props.hints.clone() }
            <ol class="olog-list">
                { for props.entries.iter().map(|e| {
                    let head = (e.hand != hand).then(|| { hand = e.hand; html! { <li class="olog-hand">{ w::log_hand(e.hand) }</li> } });
                    html! {
                        <>
                            { for head }
                            <li data-event={event_kind(&e.event)}>{ describe(e, &props.seats) }</li>
                        </>
                    }
                }) }
            </ol>
        </Drawer>
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
