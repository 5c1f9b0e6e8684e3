//! The move log: every turn with its placements and points.

use skald::voluspa::{Action, TurnRecord};
use yew::prelude::*;

use super::overlay::rule_label;
use crate::components::players_form::Seat;

/// One line describing a turn ("Odin → 0,1 (+3); Raven again → 2,1 (+2)").
pub fn describe_turn(t: &TurnRecord) -> String {
    let mut parts = Vec::new();
    for s in &t.steps {
        let text = match &s.action {
            Action::Place(p) => {
                let mut x = format!("{} → {},{}", p.tile.name(), p.at.0, p.at.1);
                if p.boosts > 0 {
                    x += &format!(" with {} Freya", p.boosts);
                }
                if let Some(d) = p.push {
                    x += &format!(", pushed {}", d.letter());
                }
                if let Some(k) = s.captured {
                    x += &format!(", took {}", k.name());
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
            Action::SkipRaven => "Raven stays".to_string(),
            Action::EndTurn => "end of turn".to_string(),
            Action::Discard { tile } => format!("discarded {}", tile.name()),
        };
        parts.push(text);
    }
    if parts.is_empty() {
        "…".to_string()
    } else {
        parts.join("; ")
    }
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
