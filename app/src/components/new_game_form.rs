//! The frame of every game's new-game screen: the title, the players (how many, names,
//! colours, person or computer), the game's own fields (the children), hints, the seed, why the
//! game could not be started, and Start / Back. A game's screen supplies only its fields.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::players_form::{players_form, PlayersFormProps};
use crate::i18n::shell;
use crate::seats::Seat;

/// What a game's new-game screen puts into the shared form.
pub struct NewGameFormProps {
    /// The section's class (each game's look).
    pub class: AttrValue,
    pub title: AttrValue,
    pub seats: Vec<Seat>,
    /// How many players the game takes.
    pub min: usize,
    pub max: usize,
    pub on_seats: Callback<Vec<Seat>>,
    /// The seed typed in (empty: a random one).
    pub seed: AttrValue,
    /// What the seed does in this game.
    pub seed_hint: AttrValue,
    pub on_seed: Callback<String>,
    /// Whether hints are offered in the game ("What would the computer do?"); `None`: the
    /// game's build has none (no checkbox).
    pub hints: Option<bool>,
    pub on_hints: Callback<bool>,
    /// "Teach me", the coach's switch (issue #45: `crate::teach::switch`).
    pub teach: Html,
    pub onsubmit: Callback<SubmitEvent>,
    /// A note under the seed (e.g. that a game in progress is replaced).
    pub note: Option<AttrValue>,
    /// Why the game could not be started.
    pub error: Option<String>,
    /// Where "Back" leads: the game's start page.
    pub back: AttrValue,
    /// The game's own fieldsets.
    pub fields: Html,
}

/// The form (a plain function, not a component: it holds no state of its own).
pub fn new_game_form(props: NewGameFormProps) -> Html {
    let on_seed = {
        let on_seed = props.on_seed.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                on_seed.emit(i.value());
            }
        })
    };
    let on_hints = on_check(props.on_hints.clone());
    html! {
        <section class={props.class}>
            <h1>{ props.title }</h1>
            <form class="vol-form" onsubmit={props.onsubmit.clone()}>
                { players_form(PlayersFormProps { seats: props.seats.clone(), min: props.min, max: props.max, on_change: props.on_seats.clone() }) }
                { props.fields }
                <fieldset>
                    <legend>{ shell::teach_legend() }</legend>
                    { props.teach }
                </fieldset>
                if let Some(hints) = props.hints {
                    <fieldset>
                        <legend>{ shell::hints_legend() }</legend>
                        <label class="check">
                            <input type="checkbox" checked={hints} onchange={on_hints} data-testid="hints" />
                            <span>{ shell::hints_setting() }</span>
                        </label>
                    </fieldset>
                }
                <fieldset>
                    <legend>{ shell::seed_legend() }</legend>
                    <label class="field">
                        <span>{ props.seed_hint.clone() }</span>
                        <input type="text" inputmode="numeric" value={props.seed.clone()} oninput={on_seed}
                            placeholder={shell::seed_placeholder()} data-testid="seed" />
                    </label>
                </fieldset>
                if let Some(note) = &props.note {
                    <p class="hint">{ note.clone() }</p>
                }
                if let Some(e) = &props.error {
                    <p class="vol-error" role="alert">{ e.clone() }</p>
                }
                <div class="actions">
                    <button type="submit" class="btn primary" data-testid="start">{ shell::start() }</button>
                    <a class="btn" href={props.back.clone()}>{ shell::back() }</a>
                </div>
            </form>
        </section>
    }
}

/// A checkbox's change, as whether it is checked.
pub fn on_check(to: Callback<bool>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        if let Some(i) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            to.emit(i.checked());
        }
    })
}
