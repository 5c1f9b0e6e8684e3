//! Odin in the replay viewer ([`crate::replay`]): the scoreboard (cards in hand, totals)
//! and the middle set, never a hand; each step in the log's words.

use std::rc::Rc;

use skald::odin::{Odin, Phase};
use skald::Game;
use yew::prelude::*;

use crate::odin::components::log::describe;
use crate::odin::components::middle::{middle, MiddleProps};
use crate::odin::components::scoreboard::{scoreboard, ScoreboardProps};
use crate::odin::state::OdinApp;
use crate::odin::words as w;
use crate::replay::ReplayGame;
use crate::seats::seat_name;
use crate::seats::Seat;

impl ReplayGame for OdinApp {
    // Never inlined: the viewer draws a position in two places (the step, and a review's
    // better move), and a copy in each would cost the build kilobytes.
    #[inline(never)]
    fn position(game: &Rc<Odin>, seats: &[Seat], _step: usize) -> Html {
        let requirement = match game.phase() {
            Phase::Take => w::requirement(&game.middle_requirement()),
            _ => w::requirement(&game.requirement()),
        };
        let played_by = game.middle_value().map(|_| {
            let p = game.last_player();
            let colour = seats.get(p).map_or("#888", |s| s.css());
            (
                AttrValue::from(seat_name(seats, p)),
                AttrValue::from(colour),
            )
        });
        let totals = game.scores().to_vec();
        let totals_text: Vec<String> = totals.iter().map(|t| t.to_string()).collect();
        html! {
            <div class="oreplay" data-middle={game.middle().to_string()} data-scores={totals_text.join(",")}
                data-hand={game.hand_number().to_string()}>
                { scoreboard(ScoreboardProps { seats: seats.to_vec(), hand_sizes: game.hand_sizes(), totals,
                    to_move: game.to_move(), hand_number: game.hand_number(),
                    target: AttrValue::from(w::target_words(game.config().target)) }) }
                { middle(MiddleProps { middle: game.middle(), value: game.middle_value(),
                    requirement: AttrValue::from(requirement), played_by, ..Default::default() }) }
            </div>
        }
    }

    #[inline(never)]
    fn move_words(before: &Odin, after: &Odin, seats: &[Seat]) -> Vec<String> {
        let from = before.log().len();
        let new = after.log().get(from..).unwrap_or_default();
        new.iter().map(|e| describe(e, seats)).collect()
    }

    fn score_words(game: &Odin, seats: &[Seat]) -> String {
        let each: Vec<String> = game
            .scores()
            .iter()
            .enumerate()
            .map(|(p, &t)| format!("{} {}", seat_name(seats, p), w::points_short(t)))
            .collect();
        crate::i18n::shell::scores_now(each.join(", "))
    }
}
