//! The move log: every turn with its placements and points.

use skald::voluspa::{Action, Kind, TurnRecord};
use yew::prelude::*;

use crate::components::drawer::Drawer;
use crate::seats::Seat;
use crate::voluspa::words as w;

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
            let mut x = if again {
                w::log_again(w::tile(p.tile))
            } else {
                w::tile(p.tile).to_string()
            };
            if p.boosts > 0 {
                x = w::log_boosted(x, p.boosts as i64);
            }
            if let Some(d) = p.push {
                x = w::log_pushing(x, w::push_dir(d));
            }
            if let Some(k) = s.captured {
                x = w::log_taking(x, w::tile(k));
                if s.freya_returned > 0 {
                    x = w::log_freya_back(x, s.freya_returned as i64);
                }
            }
            if let Some(sc) = &s.score {
                let rules: Vec<&str> = sc.lines.iter().map(|l| w::rule(l.rule)).collect();
                x = if rules.is_empty() {
                    w::log_points(x, sc.points as i64)
                } else {
                    w::log_points_rules(x, sc.points as i64, rules.join(", "))
                };
            }
            x
        }
        Action::SkipRaven => w::log_raven_stays().to_string(),
        Action::EndTurn => w::log_ended_turn().to_string(),
        Action::Discard { tile } => w::log_discarded(w::tile(*tile)),
    }
}

/// One line describing a turn ("Odin (+3: highest in line); then Raven again (+2)").
pub fn describe_turn(t: &TurnRecord) -> String {
    let parts: Vec<String> = (0..t.steps.len()).map(|i| describe_step(t, i)).collect();
    if parts.is_empty() {
        "…".to_string()
    } else {
        parts.join(&format!("{} ", w::log_then()))
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
            Action::Discard { tile } => discarded.push(w::a_tile(w::tile(*tile))),
            _ => {}
        }
        if let Some(k) = s.captured {
            taken.push(w::tile(k));
        }
    }
    if placed.is_empty() {
        return match discarded.as_slice() {
            [] => w::summary_passed(who),
            d => w::summary_discarded(who, d.join(w::names_and())),
        };
    }
    let tiles: Vec<String> = placed
        .iter()
        .map(|(k, n)| match n {
            1 => w::tile(*k).to_string(),
            2 => w::summary_twice(w::tile(*k)),
            n => w::summary_times(w::tile(*k), *n as i64),
        })
        .collect();
    let tiles = tiles.join(w::summary_then());
    let points = t.points as i64;
    if taken.is_empty() {
        w::summary_played(who, tiles, points)
    } else {
        w::summary_played_took(who, tiles, taken.join(w::summary_and_the()), points)
    }
}

/// What [`move_log`] lists.
pub struct LogProps {
    pub turns: Vec<TurnRecord>,
    pub seats: Vec<Seat>,
    pub on_close: Callback<()>,
    /// The hints asked ([`crate::table::hint::hint_log`]).
    pub hints: Html,
}

/// The log drawer: every turn in words.
pub fn move_log(props: LogProps) -> Html {
    html! {
        <Drawer class="move-log" testid="log" label={w::log_label()} title={w::log_title()} on_close={props.on_close.clone()}>
            { props.hints.clone() }
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
        </Drawer>
    }
}
