//! The new-game screen: players (2–5, names, colours), the card set (built-in, or a card
//! list file checked by the engine, its problems listed line by line: `card_lists`), the privacy mode of
//! the rulings' §18.3, seed. Remembered in local storage.

use skald::valda::cards::CardSet;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::hooks::use_new_game;
use crate::pages::game_routes::NewGameProps;
use crate::valda::card_lists;
use crate::valda::settings::{CustomCards, Settings};
use crate::valda::state::ValdaApp;
use crate::valda::words as w;

/// What became of the last card list file.
#[derive(Clone, PartialEq)]
enum ListCheck {
    Accepted {
        name: String,
        distinct: usize,
        cards: usize,
    },
    Refused {
        name: String,
        problems: Vec<String>,
    },
}

fn input_of<E: AsRef<web_sys::Event>>(e: &E) -> Option<web_sys::HtmlInputElement> {
    e.as_ref()
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_new_game::<ValdaApp, Settings>(&props.query);
    let settings = form.settings.clone();
    let check = use_state(|| None::<ListCheck>);
    let on_privacy = form.on(|s: &mut Settings, e: Event| {
        if let Some(i) = input_of(&e) {
            s.privacy = i.checked();
        }
    });
    let on_builtin = {
        let form = form.clone();
        let check = check.clone();
        Callback::from(move |_: MouseEvent| {
            form.change(|s| s.cards = None);
            check.set(None);
        })
    };
    let on_file = {
        let form = form.clone();
        let check = check.clone();
        Callback::from(move |e: Event| {
            let Some(input) = input_of(&e) else {
                return;
            };
            let name = input
                .files()
                .and_then(|f| f.get(0))
                .map(|f| f.name())
                .unwrap_or_default();
            let form = form.clone();
            let check = check.clone();
            crate::save::read_file(&input, skald::valda::cards::MAX_LIST_BYTES, move |res| {
                match res {
                    Err(e) => check.set(Some(ListCheck::Refused {
                        name: name.clone(),
                        problems: vec![e],
                    })),
                    // Read by the engine (in this build, by the computer's worker
                    // engine that holds the reader: `card_lists`), then remembered.
                    Ok(text) => card_lists::read(text.clone(), move |checked| match checked {
                        Ok((distinct, cards)) => {
                            let custom = CustomCards {
                                name: name.clone(),
                                text,
                            };
                            form.change(|s| s.cards = Some(custom.clone()));
                            check.set(Some(ListCheck::Accepted {
                                name: name.clone(),
                                distinct,
                                cards,
                            }));
                        }
                        Err(problems) => check.set(Some(ListCheck::Refused {
                            name: name.clone(),
                            problems,
                        })),
                    }),
                }
            });
            input.set_value("");
        })
    };
    let using = match &settings.cards {
        Some(c) => w::cards_from_file(c.name.as_str()),
        None => w::cards_builtin(CardSet::builtin().physical().len()),
    };
    let fields = html! {
        <>
                <fieldset>
                    <legend>{ w::cards_legend() }</legend>
                    <p class="hint" data-testid="card-set">{ using }</p>
                    <div class="vol-menu row">
                        <label class="btn file">
                            { w::load_card_list() }
                            <input type="file" accept=".tsv,.txt,text/tab-separated-values,text/plain"
                                onchange={on_file} data-testid="card-file" />
                        </label>
                        if settings.cards.is_some() {
                            <button type="button" class="btn" onclick={on_builtin} data-testid="builtin-cards">{ w::use_builtin() }</button>
                        }
                    </div>
                    { match &*check {
                        Some(ListCheck::Accepted { name, distinct, cards }) => html! {
                            <p class="hint ok" role="status" data-testid="card-list-ok">
                                { w::card_list_ok(name.as_str(), *distinct, *cards) }
                            </p>
                        },
                        Some(ListCheck::Refused { name, problems }) => html! {
                            <div class="vol-error" role="alert" data-testid="card-list-errors">
                                <p>{ w::card_list_refused(name.as_str()) }</p>
                                <ul>{ for problems.iter().map(|p| html! { <li>{ p.clone() }</li> }) }</ul>
                            </div>
                        },
                        None => html! {},
                    } }
                </fieldset>
                <fieldset>
                    <legend>{ w::privacy_legend() }</legend>
                    <label class="check">
                        <input type="checkbox" checked={settings.privacy} onchange={on_privacy} data-testid="privacy" />
                        <span>{ w::privacy_text() }</span>
                    </label>
                </fieldset>
        </>
    };
    form.form("vstart", w::new_title(), w::seed_text(), fields)
}
