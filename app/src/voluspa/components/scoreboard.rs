//! Scores along the top: every player's total (with the tiebreak while tied, "48 · 1st":
//! first of the tied players to reach it), tiles in hand, and whose turn it is. Wraps onto
//! more lines rather than cutting scores off.

use skald::voluspa::Voluspa;
use skald::Game;
use yew::prelude::*;

use crate::components::computer_status::computer_badge;

use crate::seats::Seat;
use crate::voluspa::words;

/// What [`scoreboard`] shows.
pub struct ScoreboardProps {
    pub seats: Vec<Seat>,
    /// "48", or "48 · 1st" while tied (see [`score_text`]).
    pub display: Vec<String>,
    pub hand_sizes: Vec<usize>,
    pub to_move: Option<usize>,
    pub pile: usize,
}

/// The seats in order with their scores, tiles in hand and the pile; the seat to move
/// marked.
pub fn scoreboard(props: &ScoreboardProps) -> Html {
    html! {
        <ol class="scoreboard" aria-label={words::scores_label()}>
            { for props.seats.iter().enumerate().map(|(i, s)| {
                let current = props.to_move == Some(i);
                html! {
                    <li class={classes!("score-seat", current.then_some("current"))}
                        style={format!("--player: {}", s.css())} data-seat={i.to_string()}
                        aria-current={current.then_some("true")}>
                        <span class={classes!("swatch-dot", format!("shape-{}", i))} aria-hidden="true"></span>
                        <span class="score-name" data-testid={current.then_some("header-who")}>{ &s.name }{ computer_badge(s.computer) }</span>
                        <span class="score-value" data-testid={format!("score-{i}")}>{ props.display.get(i).cloned().unwrap_or_default() }</span>
                        <span class="score-hand" title={words::tiles_in_hand()}>{ format!("{}▢", props.hand_sizes.get(i).copied().unwrap_or(0)) }</span>
                    </li>
                }
            }) }
            <li class="score-pile" title={words::pile_title()} data-testid="pile">{ words::pile(props.pile as i64) }</li>
        </ol>
    }
}

/// The scoreboard's props from a game.
pub fn scoreboard_props(game: &Voluspa, seats: &[Seat]) -> ScoreboardProps {
    let view = game.view(skald::Viewer::Spectator);
    ScoreboardProps {
        seats: seats.to_vec(),
        display: score_texts(game, false),
        // What the player sees in a hand: Hel tiles count too.
        hand_sizes: view.players.iter().map(|p| p.hand_size + p.hel).collect(),
        to_move: game.to_move(),
        pile: game.pile_count(),
    }
}

/// A score with the tiebreak in players' words: "48", "48 · 2nd" (`long`: "48 · 2nd to
/// reach it"). `place` is the engine's `tiebreak_places()` entry: among the players tied
/// on 48, the order in which they reached it; the earlier ranks higher.
pub fn score_text(score: i64, place: Option<usize>, long: bool) -> String {
    match place {
        None => crate::i18n::int(score, crate::i18n::current()),
        Some(k) if long => words::score_place_long(score, words::ordinal(k)),
        Some(k) => words::score_place(score, words::ordinal(k)),
    }
}

/// Every player's [`score_text`].
pub fn score_texts(game: &Voluspa, long: bool) -> Vec<String> {
    let places = game.tiebreak_places();
    game.scores()
        .iter()
        .enumerate()
        .map(|(p, &s)| score_text(s, places.get(p).copied().flatten(), long))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::score_text;
    use crate::voluspa::words::ordinal;

    #[test]
    fn ties_read_as_an_order_of_reaching_the_score() {
        assert_eq!(score_text(48, None, true), "48");
        assert_eq!(score_text(48, Some(1), false), "48 · 1st");
        assert_eq!(score_text(48, Some(2), true), "48 · 2nd to reach it");
        let o: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal).to_vec();
        assert_eq!(
            o,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
        );
    }
}
