//! The new-game screen: players (2–6, names, colours), target score, the two-player
//! four-colour option, seed. Remembered in local storage.

use std::rc::Rc;

use skald::odin::Target;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::players_form::PlayersForm;
use crate::hooks::{use_new_game, NewGameState};
use crate::odin::settings::{target_code, Settings, TARGETS};
use crate::odin::state::OdinApp;
use crate::odin::words as w;
use crate::settings::NewGameSettings;

#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    /// The URL's query (`players=3&target=one-hand&seed=7&start=1`), if any.
    #[prop_or_default]
    pub query: AttrValue,
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let NewGameState {
        settings,
        error,
        onsubmit,
    } = use_new_game::<OdinApp, Settings>(&props.query);
    let change = |f: Rc<dyn Fn(&mut Settings)>| {
        let settings = settings.clone();
        move || {
            let mut s = (*settings).clone();
            f(&mut s);
            s.remember();
            settings.set(s);
        }
    };
    let on_seats = {
        let settings = settings.clone();
        Callback::from(move |seats| {
            let mut s = (*settings).clone();
            s.seats = seats;
            s.remember();
            settings.set(s);
        })
    };
    let on_target = |t: Target| {
        let f = change(Rc::new(move |s: &mut Settings| s.target = t));
        Callback::from(move |_: MouseEvent| f())
    };
    let on_four = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                let mut s = (*settings).clone();
                s.four_colours = i.checked();
                s.remember();
                settings.set(s);
            }
        })
    };
    let on_seed = {
        let settings = settings.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                let mut s = (*settings).clone();
                s.seed = i.value();
                s.remember();
                settings.set(s);
            }
        })
    };
    let two = settings.seats.len() == 2;
    html! {
        <section class="ostart">
            <h1>{ w::new_title() }</h1>
            <form class="vol-form" {onsubmit}>
                <PlayersForm seats={settings.seats.clone()} min={2} max={6} on_change={on_seats} />
                <fieldset>
                    <legend>{ w::game_length() }</legend>
                    <div class="segmented" role="group" aria-label={w::target_label()}>
                        { for TARGETS.iter().map(|t| {
                            let on = settings.target == *t;
                            html! {
                                <button type="button" class={classes!("seg", on.then_some("on"))} aria-pressed={on.to_string()}
                                    data-target={target_code(*t)} onclick={on_target(*t)}>{ w::target_label_of(*t) }</button>
                            }
                        }) }
                    </div>
                    <p class="hint">{ match settings.target {
                        Target::OneHand => w::one_hand_hint().to_string(),
                        Target::Points(n) => w::target_hint(n),
                    } }</p>
                    if two {
                        <label class="check">
                            <input type="checkbox" checked={settings.four_colours} onchange={on_four} data-testid="four-colours" />
                            <span>{ w::four_colours() }</span>
                        </label>
                    }
                </fieldset>
                <fieldset>
                    <legend>{ w::seed_legend() }</legend>
                    <label class="field">
                        <span>{ w::seed_hint() }</span>
                        <input type="text" inputmode="numeric" value={settings.seed.clone()} oninput={on_seed}
                            placeholder={w::seed_placeholder()} data-testid="seed" />
                    </label>
                </fieldset>
                if let Some(e) = &*error {
                    <p class="vol-error" role="alert">{ e.clone() }</p>
                }
                <div class="actions">
                    <button type="submit" class="btn primary" data-testid="start">{ w::start() }</button>
                    <a class="btn" href="#/odin">{ w::back() }</a>
                </div>
            </form>
        </section>
    }
}
