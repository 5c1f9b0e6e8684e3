//! The menu of a game's start page: why the saved game cannot be opened (if so), continue
//! (and, once, that this browser may clear saved games), export the saved game, new game,
//! "Learn with a first game" ([`crate::first_game`]), rules help and "Import a game file".
//!
//! An import never replaces a game in progress unasked: a finished game opens its replay and
//! leaves the slot alone; an unfinished one, when the slot holds an unfinished game too,
//! asks first — open the file and keep the game in progress aside (listed on the home page,
//! [`crate::shelf`]), open it and discard that game, or cancel. A file is refused by its size
//! before it is read ([`crate::save::read_file`]).
//!
//! One component with one state, and one click listener that reads what a button does from
//! its `data-do`: every game's build holds this page.

use std::cell::RefCell;
use std::rc::Rc;

use skald::Game;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::game_app::{open, GameApp, Sub};
use crate::i18n::shell;
use crate::save::{Loaded, MAX_SAVE_BYTES};
use crate::seats::Meta;
use crate::shelf;

/// A file read and replayed, waiting for the players' answer.
type Pending<G> = Rc<RefCell<Option<Loaded<G, Meta>>>>;

/// What the menu shows beyond its buttons.
struct Menu<G: Game> {
    /// Why the saved game cannot be opened.
    problem: Option<String>,
    /// Why a file cannot be opened.
    refused: Option<String>,
    /// A file holding an unfinished game while the slot holds one too: which to keep?
    asking: Option<Pending<G>>,
}

impl<G: Game> Clone for Menu<G> {
    fn clone(&self) -> Self {
        Menu {
            problem: self.problem.clone(),
            refused: self.refused.clone(),
            asking: self.asking.clone(),
        }
    }
}

/// Opens an unfinished game read from a file: the slot's unfinished game is put aside
/// first, unless `discard` (the players chose to drop it).
fn open_file<A: GameApp>(loaded: Loaded<A::Game, Meta>, discard: bool) -> Result<(), String> {
    if discard {
        shelf::discard(A::SLOT.key);
    }
    open::<A>(loaded)?;
    Sub::Play.go::<A>(false);
    Ok(())
}

/// What the import of `text` does: a replay, the play screen, or a question (given back).
fn import<A: GameApp>(text: &str) -> Result<Option<Pending<A::Game>>, String> {
    let loaded = crate::save::from_json_continued::<A::Game, Meta>(text)?;
    if loaded.state.is_over() {
        // A replay shows the game as it was played, under its own rules or not at all.
        if let Some(e) = loaded.earlier {
            return Err(shell::save_other_rules(e.rules, <A::Game as Game>::RULES));
        }
        if A::OFFERED {
            crate::replay::page::hand_over::<A::Game>(loaded.replay, loaded.meta, text)?;
            Sub::Replay.go::<A>(false);
            return Ok(None);
        }
    }
    if shelf::holds_unfinished(A::SLOT.key) {
        return Ok(Some(Rc::new(RefCell::new(Some(loaded)))));
    }
    open_file::<A>(loaded, false).map(|()| None)
}

#[derive(Properties, PartialEq)]
pub struct StartMenuProps {
    /// Adds a link back to the home screen.
    #[prop_or_default]
    pub back_to_all: bool,
}

/// The start page under the game's title (see the module's notes).
#[component]
pub fn StartMenu<A: GameApp>(props: &StartMenuProps) -> Html {
    let menu = use_state(|| Menu::<A::Game> {
        problem: A::SLOT.load::<A::Game, Meta>().err().map(|p| p.message),
        refused: None,
        asking: None,
    });
    let has_game = A::SLOT.exists();
    // "Teach me" for the game in progress: where "Continue" leads (`crate::teach`).
    let teach = use_state(|| crate::teach::remembered(A::ID));
    // Said once, beside the game it is about.
    let may_clear = use_memo((), move |_| has_game && crate::storage::untold_may_clear());
    use_effect_with(*may_clear, |shown| {
        if *shown {
            crate::storage::told();
        }
    });
    let on_file = {
        let menu = menu.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let menu = menu.clone();
            crate::save::read_file(&input, MAX_SAVE_BYTES, move |res| {
                let show = move |res: Result<String, String>| {
                    let mut next = (*menu).clone();
                    next.refused = None;
                    next.asking = None;
                    match res.and_then(|text| import::<A>(&text)) {
                        Ok(asking) => next.asking = asking,
                        Err(e) => next.refused = Some(shell::file_cannot_open(e)),
                    }
                    menu.set(next);
                };
                match res {
                    // Whatever the game needs read first (Valda: a card list of its own).
                    Ok(text) => A::ready(&text.clone(), Box::new(move || show(Ok(text)))),
                    Err(e) => show(Err(e)),
                }
            });
        })
    };
    let onclick = {
        let menu = menu.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(button) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("[data-do]").ok().flatten())
            else {
                return;
            };
            let mut next = (*menu).clone();
            match button.get_attribute("data-do").as_deref() {
                Some("export") => {
                    if let Some(text) = A::SLOT.raw() {
                        crate::save::download(&format!("{}.skald.json", A::ID.slug()), &text);
                    }
                }
                Some(answer @ ("keep" | "discard" | "cancel")) => {
                    let loaded = next.asking.take().and_then(|p| p.borrow_mut().take());
                    if let Some(loaded) = loaded.filter(|_| answer != "cancel") {
                        if let Err(e) = open_file::<A>(loaded, answer == "discard") {
                            next.refused = Some(shell::file_cannot_open(e));
                        }
                    }
                }
                _ => return,
            }
            menu.set(next);
        })
    };
    let question = menu.asking.as_ref().map(|_| {
        let moves = shelf::text(A::SLOT.key).and_then(|t| shelf::moves(&t)).unwrap_or(0);
        html! {
            <div class="import-ask" role="group" aria-labelledby="import-ask" data-testid="import-ask">
                <p id="import-ask">{ shell::import_replaces(A::ID.info().name, moves as i64) }</p>
                <button class="btn primary big" data-do="keep" data-testid="import-keep">{ shell::import_keep() }</button>
                <button class="btn big" data-do="discard" data-testid="import-discard">{ shell::import_discard() }</button>
                <button class="btn big" data-do="cancel" data-testid="import-cancel">{ shell::cancel() }</button>
            </div>
        }
    });
    html! {
        <div class="start-menu" {onclick}>
            if let Some(p) = &menu.problem {
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.clone() }</p>
            }
            <div class="vol-menu">
                if has_game {
                    <a class="btn primary big" href={crate::teach::play_href(A::ROOT, *teach)} data-testid="continue">{ shell::continue_game() }</a>
                    { crate::teach::switch(A::ID, *teach, teach.clone()) }
                    if *may_clear {
                        <p class="hint" data-testid="storage-hint">{ shell::saves_may_be_cleared() }</p>
                    }
                    <button class="btn big" data-do="export" data-testid="export-saved">{ shell::export_saved() }</button>
                }
                <a class={if has_game { "btn big" } else { "btn big primary" }} href={Sub::New.href::<A>()} data-testid="new-game">{ shell::new_game() }</a>
                // A curated start, taught (issue #45): the new-game form with its seed.
                <a class="btn big" href={crate::first_game::FirstGame::of(A::ID).href()} data-testid="first-game">{ shell::first_game() }</a>
                <a class="btn big" href={Sub::Rules.href::<A>()} data-testid="rules">{ shell::rules_help() }</a>
                <label class="btn big file">
                    { shell::import_file() }
                    <input type="file" accept=".json,application/json" onchange={on_file} data-testid="import" />
                </label>
                { for question }
                if let Some(e) = &menu.refused {
                    <p class="vol-error" role="alert" data-testid="import-error">{ e.clone() }</p>
                }
                if props.back_to_all {
                    <a class="btn big" href="#/">{ shell::back_to_all_games() }</a>
                }
            </div>
        </div>
    }
}
