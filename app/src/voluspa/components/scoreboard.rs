//! Scores along the top: every player's total (with the "9.2" tiebreak display while
//! tied), tiles in hand, and whose turn it is.

use skald::voluspa::Voluspa;
use skald::Game;
use yew::prelude::*;

use crate::components::players_form::Seat;

#[derive(Properties, PartialEq, Clone)]
pub struct ScoreboardProps {
    pub seats: Vec<Seat>,
    /// From the engine's `score_display()`.
    pub display: Vec<String>,
    pub hand_sizes: Vec<usize>,
    pub to_move: Option<usize>,
    pub pile: usize,
}

#[component]
pub fn Scoreboard(props: &ScoreboardProps) -> Html {
    html! {
        <ol class="scoreboard" aria-label="Scores">
            { for props.seats.iter().enumerate().map(|(i, s)| {
                let current = props.to_move == Some(i);
                html! {
                    <li class={classes!("score-seat", current.then_some("current"))}
                        style={format!("--player: {}", s.css())} data-seat={i.to_string()}
                        aria-current={current.then_some("true")}>
                        <span class={classes!("swatch-dot", format!("shape-{}", i))} aria-hidden="true"></span>
                        <span class="score-name">{ &s.name }</span>
                        <span class="score-value" data-testid={format!("score-{i}")}>{ props.display.get(i).cloned().unwrap_or_default() }</span>
                        <span class="score-hand" title="tiles in hand">{ format!("{}▢", props.hand_sizes.get(i).copied().unwrap_or(0)) }</span>
                    </li>
                }
            }) }
            <li class="score-pile" title="tiles left in the draw pile" data-testid="pile">{ format!("Pile {}", props.pile) }</li>
        </ol>
    }
}

/// The scoreboard's props from a game.
pub fn scoreboard_props(game: &Voluspa, seats: &[Seat]) -> ScoreboardProps {
    let view = game.view(skald::Viewer::Spectator);
    ScoreboardProps {
        seats: seats.to_vec(),
        display: game.score_display(),
        hand_sizes: view.players.iter().map(|p| p.hand_size).collect(),
        to_move: game.to_move(),
        pile: game.pile_count(),
    }
}
