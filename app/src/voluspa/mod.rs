//! Völuspá in the app: start page, new-game screen, play screen, rules help.
//!
//! Layout in the spirit of Yew's `function_memory_game`: [`state`] (a `Reducible`),
//! [`components`] (board, tile, hand, overlay, scoreboard, log), [`pages`], and the DOM-free
//! [`geometry`] of the board's pan/zoom. The app holds no rule logic: legality, previews
//! and scores all come from the engine (`skald::voluspa`).

pub mod components;
pub mod geometry;
pub mod pages;
pub mod settings;
pub mod state;

use std::cell::RefCell;
use std::rc::Rc;

use skald::voluspa::Voluspa;
use yew::prelude::*;

use crate::pages::GameRouteProps;
use pages::play::{Init, PlayScreen};
use state::{Meta, SLOT};

/// The sub-pages of `#/voluspa/…`.
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
            Sub::Start => "#/voluspa",
            Sub::New => "#/voluspa/new",
            Sub::Play => "#/voluspa/play",
            Sub::Rules => "#/voluspa/rules",
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

/// Völuspá's page: dispatches on the route's rest (`""`, `new?…`, `play`, `rules`).
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

/// `#/voluspa`: continue, new game, import, rules.
#[component]
fn Start() -> Html {
    let problem = use_state(|| SLOT.load::<Voluspa, Meta>().err());
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
                    let l = crate::save::from_json::<Voluspa, Meta>(&text)?;
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
        <section class="vol-start" aria-labelledby="game-title">
            <crate::components::Emblem game={crate::games::GameId::Voluspa} />
            <h1 id="game-title">{ "Völuspá" }</h1>
            <p class="tagline">{ "Lay gods and creatures in rows and columns, and score every line your tile tops." }</p>
            if let Some(p) = &*problem {
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.message.clone() }</p>
            }
            <div class="vol-menu">
                if has_game {
                    <a class="btn primary big" href={Sub::Play.href()} data-testid="continue">{ "Continue the game" }</a>
                }
                <a class={classes!("btn", "big", (!has_game).then_some("primary"))} href={Sub::New.href()} data-testid="new-game">{ "New game" }</a>
                <a class="btn big" href={Sub::Rules.href()}>{ "Rules help" }</a>
                <label class="btn big file">
                    { "Import a game file" }
                    <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import" />
                </label>
                <a class="btn big" href="#/">{ "Back to all games" }</a>
            </div>
            if let Some(e) = &*import_error {
                <p class="vol-error" role="alert">{ e.clone() }</p>
            }
        </section>
    }
}

/// `#/voluspa/play`: the saved game, or what went wrong with it.
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
            // Re-read: the memo keeps the parsed value, the screen takes its own copy.
            let init = match pages::play::load() {
                Ok(Some(l)) => l,
                _ => return html! { <p class="vol-error">{ "The game could not be opened." }</p> },
            };
            let init = Init(Rc::new(RefCell::new(Some(init))));
            html! { <PlayScreen key={*generation} {init} {on_restart} /> }
        }
        Ok(None) => html! {
            <section class="vol-start">
                <h1>{ "No game in progress" }</h1>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href()}>{ "New game" }</a>
                </div>
            </section>
        },
        Err(p) => html! {
            <section class="vol-start">
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
