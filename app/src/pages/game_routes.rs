//! What every game's pages share: the sub-routes of `#/<game>/…`, the start page's menu
//! (continue, new game, rules, import, and why a saved game cannot be opened), and the play
//! route (the saved game, or what went wrong with it). A game plugs in through [`GameApp`].

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use skald::{Game, Replay};
use yew::prelude::*;

use crate::games::GameId;
use crate::i18n::shell;
use crate::replay::ReplayGame;
use crate::save::{Loaded, SaveStatus};
use crate::seats::Meta;
use crate::table::session::TableGame;

/// What the shared pages need to know about a game (beyond what the table needs).
pub trait GameApp: TableGame + ReplayGame {
    /// Which game of the catalogue this is (its name, slug and tagline).
    const ID: GameId;
    /// The game's route, e.g. `#/voluspa`.
    const ROOT: &'static str;
    /// Class of the game's start page and of the play route's notices (`<section>`).
    const START_CLASS: &'static str;
    /// Whether the start page shows the game's emblem and a link back to all games.
    const EMBLEM: bool = false;
    /// `#/<game>/new?…`: the game's new-game screen (its own fields in the shared form).
    type NewGame: BaseComponent<Properties = NewGameProps>;
    /// `#/<game>/rules` (a drawing function: a page that holds nothing need not be a
    /// component).
    fn rules() -> Html;
    /// The play screen of a game in progress.
    type Screen: BaseComponent<Properties = PlayProps<Self::Game>>;
}

/// What a new-game screen receives: the URL's query (`players=3&seed=7&start=1`), if any.
#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    #[prop_or_default]
    pub query: AttrValue,
}

thread_local! {
    /// A game handed from the new-game page (or an import) to the play route in memory,
    /// so the play route need not read back and replay what was just stored.
    static HANDOVER: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Hands `loaded` to the next play route of its game (after it was stored in the slot).
pub fn hand_over<G: Game + 'static>(loaded: Loaded<G, Meta>) {
    HANDOVER.with(|h| *h.borrow_mut() = Some(Box::new(loaded)));
}

/// The game handed over for `G`, if any (taken once).
fn take_handover<G: Game + 'static>() -> Option<Loaded<G, Meta>> {
    let boxed = HANDOVER.with(|h| h.borrow_mut().take())?;
    boxed.downcast::<Loaded<G, Meta>>().ok().map(|b| *b)
}

/// Stores a new game (or an imported one) in `A`'s slot and hands it over to the play
/// route; the error is a phrase for the players.
pub fn open<A: GameApp>(loaded: Loaded<A::Game, Meta>) -> Result<(), String> {
    A::SLOT.store(&loaded.replay, &loaded.meta, SaveStatus::of(&loaded.state))?;
    hand_over(loaded);
    Ok(())
}

/// The game handed to the play screen when it mounts (taken once).
pub struct Init<G: Game, M>(pub Rc<RefCell<Option<Loaded<G, M>>>>);

impl<G: Game, M> Init<G, M> {
    pub fn new(loaded: Loaded<G, M>) -> Self {
        Init(Rc::new(RefCell::new(Some(loaded))))
    }
}

impl<G: Game, M> Clone for Init<G, M> {
    fn clone(&self) -> Self {
        Init(self.0.clone())
    }
}

impl<G: Game, M> PartialEq for Init<G, M> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What a game's play screen receives from the play route.
#[derive(Properties)]
pub struct PlayProps<G: Game + 'static> {
    pub init: Init<G, Meta>,
    /// Start again with the same settings (a new deal).
    pub on_restart: Callback<()>,
}

impl<G: Game + 'static> Clone for PlayProps<G> {
    fn clone(&self) -> Self {
        PlayProps {
            init: self.init.clone(),
            on_restart: self.on_restart.clone(),
        }
    }
}

impl<G: Game + 'static> PartialEq for PlayProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.init == other.init && self.on_restart == other.on_restart
    }
}

/// The sub-pages of `#/<game>/…`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sub {
    Start,
    New,
    Play,
    /// The replay of the finished game saved (or handed over by an import).
    Replay,
    Rules,
}

impl Sub {
    pub fn href<A: GameApp>(self) -> String {
        match self {
            Sub::Start => A::ROOT.to_string(),
            Sub::New => format!("{}/new", A::ROOT),
            Sub::Play => format!("{}/play", A::ROOT),
            Sub::Replay => format!("{}/replay", A::ROOT),
            Sub::Rules => format!("{}/rules", A::ROOT),
        }
    }

    /// Goes to this sub-page of `A` (`replace`: without a new history entry).
    pub fn go<A: GameApp>(self, replace: bool) {
        let loc = gloo::utils::window().location();
        if replace {
            let _ = loc.replace(&self.href::<A>());
        } else {
            let _ = loc.set_hash(&self.href::<A>());
        }
    }
}

/// A game's reading routes (`#/<game>/rules…`, `#/<game>/replay…`): the pages a player opens
/// away from the table, held by builds with the `read` feature ([`crate::bundle::READ`]);
/// every other page of a game is a `play` page. A game's build may hold both, or one: Valda's
/// reading routes are a build of their own (`scripts/builds.mjs`, whose routes
/// `scripts/check-builds.mjs` checks against this list).
pub const READ_SUBS: [&str; 2] = ["rules", "replay"];

/// A game's page: dispatches on the route's rest (`""`, `new?…`, `play`, `replay?…`,
/// `rules`); a page this build does not hold is handed to the build that does.
#[cfg_attr(not(any(feature = "play", feature = "read")), allow(unused_variables))]
pub fn route<A: GameApp>(rest: &str) -> Html {
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let head = path.split('/').next().unwrap_or_default();
    let held = match READ_SUBS.contains(&head) {
        true => crate::bundle::READ,
        false => crate::bundle::PLAY,
    };
    if !held {
        return html! { <crate::bundle::OtherBundle game={A::ID} /> };
    }
    match head {
        #[cfg(feature = "play")]
        "new" => html! { <A::NewGame query={AttrValue::from(query.to_string())} /> },
        #[cfg(feature = "play")]
        "play" => html! { <PlayRoute<A> /> },
        #[cfg(feature = "read")]
        "replay" if A::OFFERED => html! {
            <crate::replay::page::ReplayRoute<A> query={AttrValue::from(query.to_string())} class={A::START_CLASS} />
        },
        #[cfg(feature = "read")]
        "rules" => A::rules(),
        #[cfg(feature = "play")]
        _ => start_page::<A>(),
        // A reading route the game does not offer (a replay where `OFFERED` is false).
        #[allow(unreachable_patterns)]
        _ => html! { <crate::bundle::OtherBundle game={A::ID} /> },
    }
}

/// `#/<game>`: the emblem (for some), the title, the tagline, then continue, new game, rules,
/// import.
pub fn start_page<A: GameApp>() -> Html {
    let info = A::ID.info();
    html! {
        <section class={A::START_CLASS} data-game={A::ID.slug()} aria-labelledby="game-title">
            if A::EMBLEM {
                { crate::components::emblem(A::ID) }
            }
            <h1 id="game-title">{ info.name }</h1>
            <p class="tagline">{ (info.tagline)() }</p>
            <StartMenu<A> back_to_all={A::EMBLEM} />
        </section>
    }
}

/// Deals again with the saved game's settings and a new seed, for "play again" (the saved
/// game's envelope is read, not replayed).
fn restart_same<A: GameApp>() -> Result<(), String> {
    let (config, meta) = A::SLOT
        .settings::<A::Game, Meta>()
        .ok_or_else(|| shell::game_not_opened().to_string())?;
    let fresh = Replay::<A::Game>::new(config, crate::settings::random_seed());
    open::<A>(Loaded::fresh(fresh, meta)?)
}

#[derive(Properties, PartialEq)]
pub struct StartMenuProps {
    /// Adds a link back to the home screen.
    #[prop_or_default]
    pub back_to_all: bool,
}

/// The start page under the game's title: why the saved game cannot be opened (if so), then
/// continue (and, once, that this browser may clear saved games), export the saved game,
/// new game, rules, import a game file, and why an import failed.
#[component]
pub fn StartMenu<A: GameApp>(props: &StartMenuProps) -> Html {
    let problem = use_state(|| A::SLOT.load::<A::Game, Meta>().err());
    let has_game = A::SLOT.exists();
    // Said once, beside the game it is about.
    let may_clear = use_memo((), move |_| has_game && crate::storage::untold_may_clear());
    use_effect_with(*may_clear, |shown| {
        if *shown {
            crate::storage::told();
        }
    });
    let on_export = Callback::from(|_: MouseEvent| {
        if let Some(text) = A::SLOT.raw() {
            crate::save::download(&format!("{}.skald.json", A::ID.slug()), &text);
        }
    });
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
                // A finished game opens its replay, and leaves the game in progress saved.
                let outcome = res.and_then(|text| {
                    let loaded = crate::save::from_json::<A::Game, Meta>(&text)?;
                    match A::OFFERED && loaded.state.is_over() {
                        true => crate::replay::page::hand_over::<A::Game>(
                            loaded.replay,
                            loaded.meta,
                            &text,
                        )
                        .map(|()| Sub::Replay),
                        false => open::<A>(loaded).map(|()| Sub::Play),
                    }
                });
                match outcome {
                    Ok(sub) => sub.go::<A>(false),
                    Err(e) => import_error.set(Some(shell::file_cannot_open(e))),
                }
            });
        })
    };
    html! {
        <>
            if let Some(p) = &*problem {
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.message.clone() }</p>
            }
            <div class="vol-menu">
                if has_game {
                    <a class="btn primary big" href={Sub::Play.href::<A>()} data-testid="continue">{ shell::continue_game() }</a>
                    if *may_clear {
                        <p class="hint" data-testid="storage-hint">{ shell::saves_may_be_cleared() }</p>
                    }
                    <button class="btn big" onclick={on_export} data-testid="export-saved">{ shell::export_saved() }</button>
                }
                <a class={classes!("btn", "big", (!has_game).then_some("primary"))} href={Sub::New.href::<A>()} data-testid="new-game">{ shell::new_game() }</a>
                <a class="btn big" href={Sub::Rules.href::<A>()} data-testid="rules">{ shell::rules_help() }</a>
                <label class="btn big file">
                    { shell::import_file() }
                    <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import" />
                </label>
                if props.back_to_all {
                    <a class="btn big" href="#/">{ shell::back_to_all_games() }</a>
                }
            </div>
            if let Some(e) = &*import_error {
                <p class="vol-error" role="alert" data-testid="import-error">{ e.clone() }</p>
            }
        </>
    }
}

/// `#/<game>/play`: the game handed over by the new-game page, else the saved game (read
/// and replayed once), or what went wrong with it.
#[component]
pub fn PlayRoute<A: GameApp>() -> Html {
    let generation = use_state(|| 0u32);
    let opened = use_memo(*generation, |_| match take_handover::<A::Game>() {
        Some(l) => Ok(Some(Init::new(l))),
        None => A::SLOT.load::<A::Game, Meta>().map(|l| l.map(Init::new)),
    });
    let on_restart = {
        let generation = generation.clone();
        Callback::from(move |_| {
            // A slot that cannot be read again shows its problem on the next screen.
            let _ = restart_same::<A>();
            generation.set(*generation + 1);
        })
    };
    match &*opened {
        // A new `generation` (play again) mounts a fresh screen.
        Ok(Some(init)) => {
            html! { <A::Screen key={*generation} init={init.clone()} {on_restart} /> }
        }
        Ok(None) => html! {
            <section class={A::START_CLASS}>
                <h1>{ shell::no_game_of(A::ID.info().name) }</h1>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href::<A>()}>{ shell::new_game() }</a>
                </div>
            </section>
        },
        Err(p) => html! {
            <section class={A::START_CLASS}>
                <h1>{ shell::save_cannot_open() }</h1>
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.message.clone() }</p>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href::<A>()}>{ shell::new_game() }</a>
                    <a class="btn big" href={Sub::Start.href::<A>()}>{ shell::back() }</a>
                </div>
            </section>
        },
    }
}
