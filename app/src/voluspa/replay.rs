//! Völuspá in the replay viewer ([`crate::replay`]): the board with the move's cells and
//! scored lines marked, the scoreboard, and each step in the log's words.

use std::rc::Rc;

use skald::voluspa::Voluspa;
use yew::prelude::*;

use crate::replay::ReplayGame;
use crate::seats::Seat;
use crate::voluspa::components::board::{stacks_of, BoardView};
use crate::voluspa::components::log::{describe_step, turn_summary};
use crate::voluspa::components::overlay::{overlay, OverlayProps};
use crate::voluspa::components::scoreboard::{score_texts, scoreboard, scoreboard_props};
use crate::voluspa::pages::play_moves::last_move;
use crate::voluspa::state::VoluspaApp;
use crate::voluspa::words as w;

fn name(seats: &[Seat], p: usize) -> String {
    seats
        .get(p)
        .map_or_else(|| w::player_n(p + 1), |s| s.name.clone())
}

impl ReplayGame for VoluspaApp {
    // Never inlined: the viewer draws a position in two places (the step, and a review's
    // better move), and a copy in each would cost the build kilobytes.
    #[inline(never)]
    fn position(game: &Rc<Voluspa>, seats: &[Seat], step: usize) -> Html {
        let last = last_move(game);
        let colour = last
            .player
            .and_then(|p| seats.get(p))
            .map_or("#0072b2", |s| s.css());
        let cells = Rc::new(last.cells);
        let scores: Vec<String> = game.scores().iter().map(|s| s.to_string()).collect();
        html! {
            <div class="vol-replay" data-board={game.board_notation()} data-scores={scores.join(",")}>
                { scoreboard(&scoreboard_props(game, seats)) }
                <div class="vol-board">
                    <BoardView tiles={stacks_of(game.board())} interactive={false} fit_key={step as u64}
                        keep_in_view={cells.clone()} label={w::board_name()}>
                        <g aria-hidden="true">
                            { overlay(OverlayProps { last: cells, last_color: AttrValue::from(colour), scored: Rc::new(last.scored),
                                serial: step as u64, ..Default::default() }) }
                        </g>
                    </BoardView>
                </div>
            </div>
        }
    }

    #[inline(never)]
    fn move_words(_before: &Voluspa, after: &Voluspa, seats: &[Seat]) -> Vec<String> {
        let Some(turn) = after.turns().iter().rev().find(|t| !t.steps.is_empty()) else {
            return Vec::new();
        };
        let mut lines = vec![describe_step(turn, turn.steps.len() - 1)];
        if turn.finished && turn.steps.len() > 1 {
            lines.push(turn_summary(turn, &name(seats, turn.player)));
        }
        lines
    }

    fn score_words(game: &Voluspa, seats: &[Seat]) -> String {
        let texts = score_texts(game, true);
        let each: Vec<String> = texts
            .iter()
            .enumerate()
            .map(|(p, t)| format!("{} {t}", name(seats, p)))
            .collect();
        crate::i18n::shell::scores_now(each.join(", "))
    }
}
