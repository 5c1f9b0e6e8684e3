//! [`draw`]: a whole game, stepped move by move as a spectator — the game's own
//! board ([`ReplayGame::position`]), the stepper's buttons, keys and swipes
//! ([`crate::embed::stepper::Stepper`]), a slider to jump, the move in words with the
//! scores as they stood, the live region that says each step, and the game as a file or a
//! link (shown to be copied; refused, offering the file, when longer than an address holds).

use std::rc::Rc;

use skald::{Game, PlayerId, Replay};
use yew::prelude::*;

use super::game::ReplayGame;
use super::link::{to_query, MAX_LINK};
use super::review::Review;
use crate::components::live::live;
use crate::embed::stepper::Stepper;
use crate::i18n::shell;
use crate::seats::{seat_name, Meta};

/// Every this many moves the viewer keeps the position, and replays at most this many
/// less one to reach any other (a long game's positions are not all kept).
const EVERY: usize = 16;

/// The positions of a game, kept sparsely ([`EVERY`]), and who made each move.
pub struct Positions<G: Game> {
    replay: Rc<Replay<G>>,
    kept: Vec<Rc<G>>,
    /// The player who made each move.
    pub movers: Vec<PlayerId>,
}

impl<G: Game> Positions<G> {
    /// Replays `replay` once; the error is the engine's refusal.
    pub fn of(replay: Rc<Replay<G>>) -> Result<Self, String> {
        let mut game = replay.initial().map_err(|e| e.to_string())?;
        let mut kept = vec![Rc::new(game.clone())];
        let mut movers = Vec::with_capacity(replay.actions.len());
        for (i, action) in replay.actions.iter().enumerate() {
            movers.push(game.to_move().unwrap_or(0));
            game.apply(action).map_err(|e| e.to_string())?;
            if (i + 1).is_multiple_of(EVERY) {
                kept.push(Rc::new(game.clone()));
            }
        }
        Ok(Positions {
            replay,
            kept,
            movers,
        })
    }

    /// The number of moves.
    pub fn moves(&self) -> usize {
        self.replay.actions.len()
    }

    /// The position after `step` moves (the last one past the end).
    pub fn at(&self, step: usize) -> Rc<G> {
        let step = step.min(self.moves());
        let Some(from) = self.kept.get(step / EVERY) else {
            return self.kept[0].clone();
        };
        if step.is_multiple_of(EVERY) {
            return from.clone();
        }
        let mut game = (**from).clone();
        for a in &self.replay.actions[step / EVERY * EVERY..step] {
            // Every action was applied once in `of`; the same state takes it again.
            let _ = game.apply(a);
        }
        Rc::new(game)
    }
}

/// A game opened for its replay: the replay, its seats, its positions and its link (`None`
/// when the engine would not replay it move by move from the legal lists).
pub struct Opened<G: Game> {
    pub replay: Rc<Replay<G>>,
    pub meta: Rc<Meta>,
    pub positions: Positions<G>,
    pub link: Option<String>,
}

impl<G: Game> Opened<G> {
    /// Replays `replay` once and writes its link; the error is the engine's refusal.
    pub fn new(replay: Replay<G>, meta: Meta) -> Result<Self, String> {
        let replay = Rc::new(replay);
        let href = gloo::utils::window().location().href().unwrap_or_default();
        let base = href.split('#').next().unwrap_or_default();
        let link = to_query(&replay, &meta).map(|q| format!("{base}#/{}/replay?{q}", G::NAME));
        Ok(Opened {
            positions: Positions::of(replay.clone())?,
            replay,
            meta: Rc::new(meta),
            link,
        })
    }
}

/// The replay of a game at `at` = (step, steps taken: the live region speaks after the
/// first), stepped by `go` (see the module's notes). `embedded`: in another page's frame
/// (`crate::replay::page::ReplayRoute` in embed mode), without the title, the way back and
/// the sharing.
pub fn draw<A: ReplayGame>(
    o: &Opened<A::Game>,
    at: (usize, u64),
    go: Callback<usize>,
    embedded: bool,
) -> Html {
    let (positions, seats, slug) = (&o.positions, &o.meta.seats, A::Game::NAME);
    let last = positions.moves();
    let (step, taken) = at;
    let step = step.min(last);
    let game = positions.at(step);
    let words: Vec<String> = match step.checked_sub(1) {
        Some(before) => A::move_words(&positions.at(before), &game, seats),
        None => Vec::new(),
    };
    let head = match step.checked_sub(1) {
        Some(i) => shell::replay_move_of(
            step,
            last,
            seat_name(seats, positions.movers.get(i).copied().unwrap_or(0)),
        ),
        None => shell::replay_start(last),
    };
    let scores = A::score_words(&game, seats);
    let said = (taken > 0).then(|| {
        let mut text = head.clone();
        for w in &words {
            text.push_str(". ");
            text.push_str(w);
        }
        (taken, AttrValue::from(text))
    });
    let file = {
        let (replay, meta) = (o.replay.clone(), o.meta.clone());
        Callback::from(move |_: MouseEvent| {
            let text = crate::save::to_json(&replay, &*meta);
            crate::save::download(&format!("{slug}-{}.skald.json", replay.seed), &text);
        })
    };
    let on_slide = {
        let go = go.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            if let Ok(to) = input.value().parse::<usize>() {
                go.emit(to);
            }
        })
    };
    html! {
        <section class="replay" data-game={slug} data-step={step.to_string()} data-steps={last.to_string()}
            data-over={game.is_over().to_string()} aria-labelledby={(!embedded).then_some("replay-title")}
            aria-label={embedded.then(shell::replay_title)}>
            if !embedded {
                <header class="replay-top">
                    <a class="btn icon" href={format!("#/{slug}")} aria-label={shell::back()}>{ "☰" }</a>
                    <h1 id="replay-title">{ shell::replay_title() }</h1>
                </header>
            }
            <div class="replay-board" id="replay-board">
                { A::position(&game, seats, step) }
            </div>
            <Stepper count={last + 1} at={step} on_go={go.clone()} swipe_on={AttrValue::from("replay-board")}
                label={AttrValue::from(shell::replay_steps())} />
            <input class="replay-slider" type="range" min="0" max={last.to_string()} value={step.to_string()}
                aria-label={shell::replay_jump()} aria-valuetext={head.clone()} oninput={on_slide} data-testid="replay-slider" />
            <div class="replay-move" data-testid="replay-move">
                <p class="replay-head">{ head }</p>
                if !words.is_empty() {
                    <ul class="replay-words" data-testid="replay-words">
                        { for words.iter().map(|w| html! { <li>{ w.clone() }</li> }) }
                    </ul>
                }
                <p class="replay-scores" data-testid="replay-scores">{ scores }</p>
            </div>
            if !embedded {
            <Review<A> replay={o.replay.clone()} meta={o.meta.clone()} {step} go={go.clone()} />
            <div class="replay-share" role="group" aria-label={shell::replay_share()}>
                <button class="btn" onclick={file} data-testid="replay-export">{ shell::export_file() }</button>
                if let Some(link) = o.link.as_ref().filter(|l| l.len() <= MAX_LINK) {
                    <label class="replay-link">
                        { shell::replay_link() }
                        <input type="text" readonly=true value={link.clone()} data-testid="replay-link" />
                    </label>
                } else if let Some(link) = o.link.as_ref() {
                    <p class="hint" data-testid="link-too-long">{ shell::link_too_long(link.len(), MAX_LINK) }</p>
                }
            </div>
            }
            { live(&said) }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::odin::{Odin, OdinConfig};
    use skald::Rng;

    #[test]
    fn every_position_is_the_engines_replay_at_that_step() {
        let mut replay = Replay::<Odin>::new(OdinConfig::new(3), 4);
        let mut game = replay.initial().unwrap();
        let mut rng = Rng::new(9);
        while let Some(p) = game.to_move() {
            let legal = game.legal_actions();
            let a = legal[rng.index(legal.len())];
            assert_eq!(p, game.to_move().unwrap());
            replay.push(&mut game, a).unwrap();
        }
        let replay = Rc::new(replay);
        let pos = Positions::of(replay.clone()).unwrap();
        assert!(pos.moves() > 2 * EVERY);
        for step in 0..=pos.moves() {
            let want = replay.state_after(step).unwrap();
            assert_eq!(*pos.at(step), want, "step {step}");
        }
        assert_eq!(*pos.at(pos.moves() + 5), game);
        assert_eq!(pos.movers.len(), pos.moves());
    }
}
