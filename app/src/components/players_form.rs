//! The players' part of every game's new-game form: how many, names, colours (the seats
//! themselves are [`crate::seats`]), and the computers' pace.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::computer::{level_label, Level, Pace};
use crate::i18n::shell;
use crate::seats::{Seat, MAX_NAME, PALETTE};

/// What [`players_form`] draws and whom it tells of a change.
pub struct PlayersFormProps {
    pub seats: Vec<Seat>,
    pub min: usize,
    pub max: usize,
    pub on_change: Callback<Vec<Seat>>,
}

/// The players' part of a new-game form: how many, names, colours. A plain function, not a
/// component: its state is the form's (a component costs each build about 1 KB of yew's
/// machinery).
pub fn players_form(props: PlayersFormProps) -> Html {
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
