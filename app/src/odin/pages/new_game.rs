//! The new-game screen: players (2–6, names, colours), target score, the two-player
//! four-colour option, seed. Remembered in local storage.

use skald::odin::Target;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::hooks::use_new_game;
use crate::odin::settings::{target_code, Settings, TARGETS};
use crate::odin::state::OdinApp;
use crate::odin::words as w;
use crate::pages::game_routes::NewGameProps;

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_new_game::<OdinApp, Settings>(&props.query);
    let on_target = |t: Target| {
        let change = form.on(|s: &mut Settings, t| s.target = t);
        Callback::from(move |_: MouseEvent| change.emit(t))
    };
    let on_four = form.on(|s: &mut Settings, e: Event| {
        if let Some(i) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            s.four_colours = i.checked();
        }
    });
    let settings = &*form.settings;
    let two = settings.seats.len() == 2;
    let fields = html! {
        <>
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
        </>
    };
    form.form("ostart", w::new_title(), w::seed_hint(), fields)
}
