//! Players' names and colours for a new game, with a colour-blind-safe palette
//! (Okabe–Ito). Shared by every game's new-game screen.

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::computer::{level_label, Level, Pace};
use crate::i18n::shell;

/// A colour's name in the current language.
pub type ColourName = fn() -> &'static str;

/// Okabe–Ito colours (name, CSS value), distinguishable with the common colour-vision
/// deficiencies; each player also gets a distinct swatch shape in the UI.
pub const PALETTE: [(ColourName, &str); 7] = [
    (shell::colour_orange, "#E69F00"),
    (shell::colour_sky_blue, "#56B4E9"),
    (shell::colour_green, "#009E73"),
    (shell::colour_yellow, "#F0E442"),
    (shell::colour_blue, "#0072B2"),
    (shell::colour_vermilion, "#D55E00"),
    (shell::colour_purple, "#CC79A7"),
];

/// The longest player name the new-game form takes (and a save may hold).
pub const MAX_NAME: usize = 24;

/// Default names, Norse.
pub const NAMES: [&str; 6] = ["Astrid", "Bjørn", "Sigrún", "Hákon", "Þóra", "Eirík"];

/// One seat: a name, a colour (an index into [`PALETTE`]), and who plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    pub color: usize,
    /// The computer plays this seat at this level; `None`: a person (saves from before
    /// computer opponents have no such field).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
}

impl Seat {
    /// The CSS colour.
    pub fn css(&self) -> &'static str {
        PALETTE[self.color % PALETTE.len()].1
    }

    /// `n` default seats with distinct names and colours.
    pub fn defaults(n: usize) -> Vec<Seat> {
        (0..n)
            .map(|i| Seat {
                name: NAMES[i % NAMES.len()].to_string(),
                color: i % PALETTE.len(),
                computer: None,
            })
            .collect()
    }

    /// Whether saved seats could have come from the new-game form for a game of
    /// `players`: one seat per player, each colour from [`PALETTE`] and used once, names
    /// no longer than [`MAX_NAME`]. The error is a phrase for the players.
    pub fn check_seats(seats: &[Seat], players: usize) -> Result<(), String> {
        if seats.len() != players {
            return Err(shell::seats_count(seats.len(), players));
        }
        for (i, s) in seats.iter().enumerate() {
            if s.color >= PALETTE.len() {
                return Err(shell::seat_colour_unknown(i + 1));
            }
            if seats[..i].iter().any(|t| t.color == s.color) {
                return Err(shell::seats_share_colour(
                    (PALETTE[s.color].0)().to_lowercase(),
                ));
            }
            if s.name.chars().count() > MAX_NAME {
                return Err(shell::name_too_long(i + 1, MAX_NAME));
            }
        }
        Ok(())
    }

    /// The seat's name, or "Player N" when left empty.
    pub fn display_name(&self, index: usize) -> String {
        let n = self.name.trim();
        if n.is_empty() {
            shell::player_n(index + 1)
        } else {
            n.to_string()
        }
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct PlayersFormProps {
    pub seats: Vec<Seat>,
    pub min: usize,
    pub max: usize,
    pub on_change: Callback<Vec<Seat>>,
}

/// The players' part of a new-game form: how many, names, colours.
#[component]
pub fn PlayersForm(props: &PlayersFormProps) -> Html {
    let seats = props.seats.clone();
    let count = seats.len();
    let set_count = {
        let seats = seats.clone();
        let cb = props.on_change.clone();
        move |n: usize| {
            let seats = seats.clone();
            let cb = cb.clone();
            Callback::from(move |_: MouseEvent| {
                let mut next = seats.clone();
                let defaults = Seat::defaults(n);
                if n > next.len() {
                    for d in defaults.into_iter().skip(next.len()) {
                        // A colour nobody uses yet.
                        let color = (0..PALETTE.len())
                            .find(|c| !next.iter().any(|s| s.color == *c))
                            .unwrap_or(d.color);
                        next.push(Seat {
                            name: d.name,
                            color,
                            computer: None,
                        });
                    }
                } else {
                    next.truncate(n);
                }
                cb.emit(next);
            })
        }
    };
    html! {
        <fieldset class="players-form">
            <legend>{ shell::players_legend() }</legend>
            <div class="segmented" role="group" aria-label={shell::number_of_players()}>
                { for (props.min..=props.max).map(|n| html! {
                    <button type="button" class={classes!("seg", (n == count).then_some("on"))}
                        aria-pressed={(n == count).to_string()} data-players={n.to_string()}
                        onclick={set_count(n)}>{ n }</button>
                }) }
            </div>
            <ol class="seat-list">
                { for seats.iter().enumerate().map(|(i, seat)| {
                    let on_name = {
                        let seats = seats.clone();
                        let cb = props.on_change.clone();
                        Callback::from(move |e: InputEvent| {
                            let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
                            let mut next = seats.clone();
                            next[i].name = input.value();
                            cb.emit(next);
                        })
                    };
                    let on_who = {
                        let seats = seats.clone();
                        let cb = props.on_change.clone();
                        Callback::from(move |e: Event| {
                            let Some(select) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else { return };
                            let mut next = seats.clone();
                            next[i].computer = Level::from_name(&select.value());
                            cb.emit(next);
                        })
                    };
                    let who = seat.computer.map(Level::name).unwrap_or("person");
                    html! {
                        <li class={classes!("seat", seat.computer.is_some().then_some("computer"))} style={format!("--player: {}", seat.css())}>
                            <label class="seat-name">
                                <span class="visually-hidden">{ shell::name_of_player(i + 1) }</span>
                                <input type="text" maxlength={MAX_NAME.to_string()} value={seat.name.clone()}
                                    placeholder={shell::player_n(i + 1)}
                                    data-seat={i.to_string()} oninput={on_name} />
                            </label>
                            <label class="seat-who">
                                <span class="visually-hidden">{ shell::who_plays_player(i + 1) }</span>
                                <select data-seat-who={i.to_string()} onchange={on_who}>
                                    <option value="person" selected={who == "person"}>{ shell::seat_person() }</option>
                                    { for Level::ALL.iter().map(|l| html! {
                                        <option value={l.name()} selected={who == l.name()}>{ shell::seat_computer(level_label(*l)) }</option>
                                    }) }
                                </select>
                            </label>
                            <div class="swatches" role="radiogroup" aria-label={shell::colour_of_player(i + 1)}>
                                { for PALETTE.iter().enumerate().map(|(c, (cname, css))| {
                                    let taken = seats.iter().enumerate().any(|(j, s)| j != i && s.color == c);
                                    let on = seat.color == c;
                                    let onclick = {
                                        let seats = seats.clone();
                                        let cb = props.on_change.clone();
                                        Callback::from(move |_: MouseEvent| {
                                            let mut next = seats.clone();
                                            // Swap with whoever had it, so colours stay distinct.
                                            if let Some(j) = next.iter().position(|s| s.color == c) {
                                                next[j].color = next[i].color;
                                            }
                                            next[i].color = c;
                                            cb.emit(next);
                                        })
                                    };
                                    html! {
                                        <button type="button" role="radio" aria-checked={on.to_string()}
                                            class={classes!("swatch", on.then_some("on"), taken.then_some("taken"))}
                                            style={format!("--swatch: {css}")} title={cname()}
                                            aria-label={cname()} {onclick}></button>
                                    }
                                }) }
                            </div>
                        </li>
                    }
                }) }
            </ol>
            if seats.iter().any(|s| s.computer.is_some()) {
                <PaceChoice />
            }
        </fieldset>
    }
}

/// How fast the computers move (one setting for every game, remembered at once).
#[component]
fn PaceChoice() -> Html {
    let pace = use_state(Pace::load);
    html! {
        <div class="field pace-field">
            <span class="field-label" id="pace-label">{ shell::computer_speed() }</span>
            <div class="segmented" role="group" aria-labelledby="pace-label">
                { for Pace::ALL.iter().map(|p| {
                    let on = *pace == *p;
                    let onclick = {
                        let pace = pace.clone();
                        let p = *p;
                        Callback::from(move |_: MouseEvent| {
                            p.remember();
                            pace.set(p);
                        })
                    };
                    html! {
                        <button type="button" class={classes!("seg", on.then_some("on"))} aria-pressed={on.to_string()}
                            data-pace={p.name()} {onclick}>{ p.label() }</button>
                    }
                }) }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_from_before_computers_load_as_people() {
        let old = r#"{"name":"Astrid","color":0}"#;
        let seat: Seat = serde_json::from_str(old).unwrap();
        assert_eq!(seat.computer, None);
        // A person's seat is saved as before; a computer's level is saved by name.
        assert_eq!(serde_json::to_string(&seat).unwrap(), old);
        let bot = Seat {
            computer: Some(Level::Hard),
            ..seat
        };
        let text = serde_json::to_string(&bot).unwrap();
        assert_eq!(text, r#"{"name":"Astrid","color":0,"computer":"hard"}"#);
        assert_eq!(serde_json::from_str::<Seat>(&text).unwrap(), bot);
    }
}
