//! "Review the game" in the replay viewer (issue #29): the computer goes over every move of
//! the people at the table at Hard, in the search worker ([`crate::computer::analysis`]),
//! with a progress bar, its progress said politely and a Cancel; then the moves that lost
//! the most against its best choice are marked — listed to jump to, and at a marked step
//! the loss ("lost 5 points", "lost 18 % win chance"), the computer's choice in the game's
//! own words, and the game's board after that choice.

use std::rc::Rc;

use skald::{Game, PlayerId, Replay};
use yew::prelude::*;

use super::game::ReplayGame;
use crate::computer::analysis::{self, Analysed};
use crate::computer::worker;
use crate::i18n::shell;
use crate::seats::{seat_name, Meta, Seat};

/// At most this many moves are marked.
pub const MAX_MARKS: usize = 5;

/// A move marked by the review.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// The move is the game's action `step` (shown at step `step + 1`).
    pub step: usize,
    pub player: PlayerId,
    pub analysed: Analysed,
}

/// The moves worth marking: those that lost at least a clear amount (2 points, or 5 % win
/// chance), the largest losses first, at most [`MAX_MARKS`], in the game's order.
pub fn marks(moves: &[(usize, PlayerId)], analysed: &[Analysed]) -> Vec<Mark> {
    let clear = |a: &Analysed| a.loss >= if a.points { 2.0 } else { 0.05 };
    // The MAX_MARKS-th largest clear loss, found without a sort (a sort's code costs the
    // game builds a kilobyte); of the moves that lost just that much, the earliest are kept.
    let mut losses: Vec<f64> = analysed
        .iter()
        .filter(|a| clear(a))
        .map(|a| a.loss)
        .collect();
    let mut floor = f64::NEG_INFINITY;
    for _ in 0..MAX_MARKS.min(losses.len()) {
        let (i, &top) = losses
            .iter()
            .enumerate()
            .fold((0, &f64::NEG_INFINITY), |best, (i, l)| {
                if *l > *best.1 {
                    (i, l)
                } else {
                    best
                }
            });
        floor = top;
        losses.swap_remove(i);
    }
    let above = analysed
        .iter()
        .filter(|a| clear(a) && a.loss > floor)
        .count();
    let mut at_floor = MAX_MARKS.saturating_sub(above);
    moves
        .iter()
        .zip(analysed)
        .filter(|(_, a)| {
            let keep = clear(a) && (a.loss > floor || (a.loss == floor && at_floor > 0));
            if keep && a.loss == floor {
                at_floor -= 1;
            }
            keep
        })
        .map(|(&(step, player), a)| Mark {
            step,
            player,
            analysed: a.clone(),
        })
        .collect()
}

/// Where the review stands.
#[derive(Clone, Debug, PartialEq)]
enum Stage {
    Idle,
    Running { done: usize, of: usize },
    Done(Rc<Vec<Mark>>),
    Cancelled,
    Failed(String),
}

#[derive(Properties)]
pub struct ReviewProps<G: Game> {
    pub replay: Rc<Replay<G>>,
    pub meta: Rc<Meta>,
    /// The step the viewer shows.
    pub step: usize,
    /// Jumps the viewer to a step.
    pub go: Callback<usize>,
}

impl<G: Game> PartialEq for ReviewProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.replay, &other.replay)
            && self.meta == other.meta
            && self.step == other.step
            && self.go == other.go
    }
}

/// The review's panel under the viewer's move (see the module's notes).
#[component]
pub fn Review<A: ReplayGame>(props: &ReviewProps<A::Game>) -> Html {
    let stage = use_state(|| Stage::Idle);
    let token = use_mut_ref(worker::token);
    {
        // Leaving the viewer stops the review.
        let token = token.clone();
        use_effect_with((), move |_| move || worker::cancel(&token.borrow()))
    }
    let start = {
        let (stage, token) = (stage.clone(), token.clone());
        let (replay, meta) = (props.replay.clone(), props.meta.clone());
        Callback::from(move |_: MouseEvent| {
            let moves = analysis::review_moves(&replay, &meta.seats);
            let fresh = worker::token();
            *token.borrow_mut() = fresh.clone();
            stage.set(Stage::Running {
                done: 0,
                of: moves.len(),
            });
            let which: Vec<(usize, PlayerId)> = moves.iter().map(|m| (m.step, m.player)).collect();
            let on_progress = {
                let (stage, fresh) = (stage.clone(), fresh.clone());
                move |done, of| {
                    if !worker::cancelled(&fresh) {
                        stage.set(Stage::Running { done, of });
                    }
                }
            };
            let on_done = {
                let stage = stage.clone();
                move |answer: analysis::Outcome<Vec<Analysed>>| {
                    stage.set(match answer {
                        Ok(list) => Stage::Done(Rc::new(marks(&which, &list))),
                        Err(why) => Stage::Failed(why),
                    })
                }
            };
            analysis::review(&replay, &moves, &fresh, on_progress, on_done);
        })
    };
    let cancel = {
        let (stage, token) = (stage.clone(), token.clone());
        Callback::from(move |_: MouseEvent| {
            worker::cancel(&token.borrow());
            stage.set(Stage::Cancelled);
        })
    };
    let seats = &props.meta.seats;
    let body = match &*stage {
        Stage::Idle | Stage::Cancelled | Stage::Failed(_) => html! {
            <>
                <button class="btn" onclick={start} data-testid="review-start">{ shell::review_button() }</button>
                if *stage == Stage::Cancelled {
                    <p class="hint" data-testid="review-cancelled">{ shell::review_cancelled() }</p>
                }
                if let Stage::Failed(why) = &*stage {
                    <p class="vol-error" role="alert">{ shell::review_failed(why.clone()) }</p>
                }
            </>
        },
        Stage::Running { done, of } => html! {
            <>
                <progress max={of.max(&1).to_string()} value={done.to_string()} aria-label={shell::review_button()}
                    data-testid="review-progress" />
                <button class="btn" onclick={cancel} data-testid="review-cancel">{ shell::review_cancel() }</button>
            </>
        },
        Stage::Done(marks) => {
            let here = marks.iter().find(|m| m.step + 1 == props.step);
            html! {
                <>
                    <p data-testid="review-done">{ shell::review_done(marks.len()) }</p>
                    if !marks.is_empty() {
                        <ul class="review-marks" aria-label={shell::review_marked()} data-testid="review-marks">
                            { for marks.iter().map(|m| {
                                let (go, to) = (props.go.clone(), m.step + 1);
                                let text = shell::review_jump(to, seat_name(seats, m.player), m.analysed.loss_words());
                                html! {
                                    <li><button class="btn" data-step={to.to_string()} aria-current={(to == props.step).then_some("step")}
                                        onclick={Callback::from(move |_: MouseEvent| go.emit(to))}>{ text }</button></li>
                                }
                            }) }
                        </ul>
                    }
                    if let Some(m) = here {
                        { marked::<A>(m, &props.replay, seats, props.step) }
                    }
                </>
            }
        }
    };
    let progress_said = match &*stage {
        Stage::Running { done, of } => shell::review_progress(*done, *of),
        _ => String::new(),
    };
    html! {
        <div class="replay-review" role="group" aria-label={shell::review_button()} data-testid="review">
            { body }
            <p class="visually-hidden" role="status" aria-live="polite">{ progress_said }</p>
        </div>
    }
}

/// What the viewer shows at a marked move: the loss, the computer's choice in words, and
/// the board after that choice.
fn marked<A: ReplayGame>(m: &Mark, replay: &Replay<A::Game>, seats: &[Seat], step: usize) -> Html {
    let Ok(before) = replay.state_after(m.step) else {
        return Html::default();
    };
    let better = m
        .analysed
        .best
        .as_ref()
        .and_then(|b| crate::computer::parse_action(&before, &b.action).ok())
        .and_then(|a| before.play(&a).ok());
    let words = better
        .as_ref()
        .map(|after| A::move_words(&before, after, seats).join("; "))
        .unwrap_or_default();
    html! {
        <div class="review-mark" data-testid="review-mark">
            <p><strong>{ m.analysed.loss_words() }</strong></p>
            <p data-testid="review-better">{ shell::review_better(words) }</p>
            if let Some(after) = better {
                <div class="replay-board review-board" data-testid="review-board">
                    { A::position(&Rc::new(after), seats, step + 1_000_000) }
                </div>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::analysis::Measured;

    fn a(loss: f64, points: bool) -> Analysed {
        Analysed {
            best: Some(Measured {
                action: "1".into(),
                value: loss,
            }),
            played: None,
            loss,
            points,
        }
    }

    #[test]
    fn the_largest_clear_losses_are_marked_in_the_games_order() {
        let moves: Vec<(usize, PlayerId)> = (0..8).map(|i| (i * 2, i % 2)).collect();
        let list: Vec<Analysed> = [0.0, 9.0, 1.0, 3.0, 2.5, 7.0, 4.0, 6.0]
            .iter()
            .map(|&l| a(l, true))
            .collect();
        let m = marks(&moves, &list);
        assert_eq!(
            m.iter().map(|m| m.step).collect::<Vec<_>>(),
            [2, 6, 10, 12, 14],
            "losses 9, 3, 7, 4, 6: the five largest, in order"
        );
        // Ties at the fifth largest do not crowd out a larger loss later in the game.
        let ties: Vec<Analysed> = [3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 9.0, 1.0]
            .iter()
            .map(|&l| a(l, true))
            .collect();
        let m = marks(&moves, &ties);
        assert_eq!(
            m.iter().map(|m| m.step).collect::<Vec<_>>(),
            [0, 2, 4, 6, 12]
        );
        let chances = vec![a(0.04, false), a(0.3, false)];
        let m = marks(&moves[..2], &chances);
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].step, 2);
    }
}
