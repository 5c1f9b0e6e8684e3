//! The move log: every turn with its placements and points.

use skald::voluspa::{Action, Dir, Kind, TurnRecord};
use yew::prelude::*;

use super::overlay::rule_label;
use crate::components::players_form::Seat;

/// A push direction as a player sees the board.
fn dir_words(d: Dir) -> &'static str {
    match d {
        Dir::N => "up",
        Dir::S => "down",
        Dir::W => "to the left",
        Dir::E => "to the right",
    }
}

/// One step in players' words, without coordinates: "Jotunn, pushing the stack to the
/// right (+5: highest in line)", "Raven again (+0)", "Skadi, taking the Thor into the hand".
pub fn describe_step(t: &TurnRecord, i: usize) -> String {
    let Some(s) = t.steps.get(i) else {
        return String::new();
    };
    match &s.action {
        Action::Place(p) => {
            let again = i > 0
                && t.steps[..i]
                    .iter()
                    .any(|e| matches!(&e.action, Action::Place(q) if q.tile == p.tile));
            let mut x = p.tile.name().to_string();
            if again {
                x += " again";
            }
            if p.boosts > 0 {
                x += &format!(" boosted by {} Freya", p.boosts);
            }
            if let Some(d) = p.push {
                x += &format!(", pushing the stack {}", dir_words(d));
            }
            if let Some(k) = s.captured {
                x += &format!(", taking the {} into the hand", k.name());
                if s.freya_returned > 0 {
                    x += &format!(" (its {} Freya back too)", s.freya_returned);
                }
            }
            if let Some(sc) = &s.score {
                let rules: Vec<&str> = sc.lines.iter().map(|l| rule_label(l.rule)).collect();
                if rules.is_empty() {
                    x += &format!(" (+{})", sc.points);
                } else {
                    x += &format!(" (+{}: {})", sc.points, rules.join(", "));
                }
            }
            x
        }
        Action::SkipRaven => "the Raven stays".to_string(),
        Action::EndTurn => "ended the turn".to_string(),
        Action::Discard { tile } => format!("discarded a {}", tile.name()),
    }
}

/// One line describing a turn ("Odin (+3: highest in line); then Raven again (+2)").
pub fn describe_turn(t: &TurnRecord) -> String {
    let parts: Vec<String> = (0..t.steps.len()).map(|i| describe_step(t, i)).collect();
    if parts.is_empty() {
        "…".to_string()
    } else {
        parts.join("; then ")
    }
}

/// The hand-off's line about the turn just played: "Astrid played Raven twice for 0
/// points", "Bjørn played Skadi and took the Thor into the hand, for 3 points".
pub fn turn_summary(t: &TurnRecord, who: &str) -> String {
    let mut placed: Vec<(Kind, usize)> = Vec::new();
    let mut taken = Vec::new();
    let mut discarded = Vec::new();
    for s in &t.steps {
        match &s.action {
            Action::Place(p) => match placed.iter_mut().find(|(k, _)| *k == p.tile) {
                Some((_, n)) => *n += 1,
                None => placed.push((p.tile, 1)),
            },
            Action::Discard { tile } => discarded.push(tile.name()),
            _ => {}
        }
        if let Some(k) = s.captured {
            taken.push(k.name());
        }
    }
    let points = format!("{} point{}", t.points, if t.points == 1 { "" } else { "s" });
    if placed.is_empty() {
        return match discarded.as_slice() {
            [] => format!("{who} passed."),
            d => format!("{who} discarded a {}.", d.join(" and a ")),
        };
    }
    let tiles: Vec<String> = placed
        .iter()
        .map(|(k, n)| match n {
            1 => k.name().to_string(),
            2 => format!("{} twice", k.name()),
            n => format!("{} {n} times", k.name()),
        })
        .collect();
    let mut line = format!("{who} played {}", tiles.join(", then "));
    if !taken.is_empty() {
        line += &format!(" and took the {} into the hand,", taken.join(" and the "));
    }
    line + &format!(" for {points}.")
}

#[derive(Properties, PartialEq, Clone)]
pub struct LogProps {
    pub turns: Vec<TurnRecord>,
    pub seats: Vec<Seat>,
    pub on_close: Callback<()>,
}

#[component]
pub fn MoveLog(props: &LogProps) -> Html {
    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <aside class="move-log" aria-label="Move log" data-testid="log">
            <div class="log-head">
                <h2>{ "Moves" }</h2>
                <button class="btn" onclick={close}>{ "Close" }</button>
            </div>
            <ol class="log-list">
                { for props.turns.iter().enumerate().rev().filter(|(_, t)| !t.steps.is_empty()).map(|(i, t)| {
                    let seat = props.seats.get(t.player);
                    html! {
                        <li class="log-turn" style={format!("--player: {}", seat.map(|s| s.css()).unwrap_or("#888"))}>
                            <span class="log-n">{ i + 1 }</span>
                            <span class="log-who">{ seat.map(|s| s.name.clone()).unwrap_or_default() }</span>
                            <span class="log-what">{ describe_turn(t) }</span>
                            <span class="log-pts">{ format!("+{}", t.points) }</span>
                        </li>
                    }
                }) }
            </ol>
        </aside>
    }
}
