//! Odin in the app: start page, new-game screen, play screen (hand-off, hand end, game end),
//! rules help. See `docs/odin-app.md`.
//!
//! Layout in the spirit of Yew's `function_memory_game`: [`state`] (a `Reducible`),
//! [`components`] (card, hand fan, middle, scoreboard, log), [`pages`], [`settings`] (the
//! remembered new-game choices and URL parameters) and [`drag`] (Pointer Events). The app
//! holds no rule logic: legality, values and what may be played come from `skald::odin`.

pub mod components;
pub mod pages;
pub mod settings;
pub mod state;

use std::cell::RefCell;
use std::rc::Rc;

use skald::odin::Odin;
use yew::prelude::*;

use crate::pages::GameRouteProps;
use pages::play::{Init, PlayScreen};
use state::{Meta, SLOT};

/// The sub-pages of `#/odin/…`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sub {
    Start,
    New,
    Play,
    Rules,
}

impl Sub {
    pub fn href(self) -> &'static str {
        match self {
            Sub::Start => "#/odin",
            Sub::New => "#/odin/new",
            Sub::Play => "#/odin/play",
            Sub::Rules => "#/odin/rules",
        }
    }
}

/// Goes to a sub-page (`replace`: without a new history entry).
pub fn go(sub: Sub, replace: bool) {
    let loc = gloo::utils::window().location();
    if replace {
        let _ = loc.replace(sub.href());
    } else {
        let _ = loc.set_hash(sub.href());
    }
}

/// Odin's page: dispatches on the route's rest (`""`, `new?…`, `play`, `rules`).
#[component]
pub fn Page(props: &GameRouteProps) -> Html {
    let (path, query) = props.rest.split_once('?').unwrap_or((&props.rest, ""));
    match path {
        "new" => html! { <pages::new_game::NewGame query={AttrValue::from(query.to_string())} /> },
        "play" => html! { <PlayRoute /> },
        "rules" => html! { <pages::rules::Rules /> },
        _ => html! { <Start /> },
    }
}

/// `#/odin`: continue, new game, import, rules.
#[component]
fn Start() -> Html {
    let problem = use_state(|| SLOT.load::<Odin, Meta>().err());
    let has_game = SLOT.exists();
    let import_error = use_state(|| None::<String>);
    let on_import = {
        let import_error = import_error.clone();
        Callback::from(move |e: Event| {
            use wasm_bindgen::JsCast;
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let import_error = import_error.clone();
            crate::save::read_file(&input, move |res| {
                let outcome = res.and_then(|text| {
                    let l = crate::save::from_json::<Odin, Meta>(&text)?;
                    SLOT.store(&l.replay, &l.meta)
                });
                match outcome {
                    Ok(()) => go(Sub::Play, false),
                    Err(e) => import_error.set(Some(format!("This file cannot be opened: {e}."))),
                }
            });
        })
    };
    html! {
        <section class="ostart" data-game="odin">
            <h1 id="game-title">{ "Odin" }</h1>
            <p class="tagline">{ "Shed your hand by beating the middle with higher sets of one colour or one number." }</p>
            if let Some(p) = &*problem {
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.message.clone() }</p>
            }
            <div class="vol-menu">
                if has_game {
                    <a class="btn primary big" href={Sub::Play.href()} data-testid="continue">{ "Continue the game" }</a>
                }
                <a class={classes!("btn", "big", (!has_game).then_some("primary"))} href={Sub::New.href()} data-testid="new-game">{ "New game" }</a>
                <a class="btn big" href={Sub::Rules.href()} data-testid="rules">{ "Rules help" }</a>
                <label class="btn big file">
                    { "Import a game file" }
                    <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import" />
                </label>
            </div>
            if let Some(e) = &*import_error {
                <p class="vol-error" role="alert" data-testid="import-error">{ e.clone() }</p>
            }
        </section>
    }
}

/// `#/odin/play`: the saved game, or what went wrong with it.
#[component]
fn PlayRoute() -> Html {
    let generation = use_state(|| 0u32);
    let loaded = use_memo(*generation, |_| pages::play::load());
    let on_restart = {
        let generation = generation.clone();
        Callback::from(move |_| {
            if let Ok(Some(l)) = pages::play::load() {
                let _ = pages::play::restart_same(&l.replay, &l.meta);
            }
            generation.set(*generation + 1);
        })
    };
    match &*loaded {
        Ok(Some(_)) => {
            let init = match pages::play::load() {
                Ok(Some(l)) => l,
                _ => return html! { <p class="vol-error">{ "The game could not be opened." }</p> },
            };
            let init = Init(Rc::new(RefCell::new(Some(init))));
            html! { <PlayScreen key={*generation} {init} {on_restart} /> }
        }
        Ok(None) => html! {
            <section class="ostart">
                <h1>{ "No game of Odin in progress" }</h1>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href()}>{ "New game" }</a>
                </div>
            </section>
        },
        Err(p) => html! {
            <section class="ostart">
                <h1>{ "The saved game cannot be opened" }</h1>
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.message.clone() }</p>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href()}>{ "New game" }</a>
                    <a class="btn big" href={Sub::Start.href()}>{ "Back" }</a>
                </div>
            </section>
        },
    }
}
