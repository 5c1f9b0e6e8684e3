//! How a game plugs into the shared pages ([`GameApp`]), and what those pages hand each
//! other: a new or imported game handed to the play route in memory ([`open`]), what a play
//! screen receives ([`PlayProps`]) and the sub-pages of `#/<game>/…` ([`Sub`]).

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use skald::Game;
use yew::prelude::*;

use crate::games::GameId;
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
    /// `#/<game>/position?…`: "Embed this position" on a page of its own, for a game whose
    /// play screen has no room in its build for the position's writer (Valda's); by default
    /// no such page.
    fn position_page(query: &str) -> Html {
        crate::pages::not_found(&format!("{}/position?{query}", Self::ID.slug()))
    }
    /// The play screen of a game in progress.
    type Screen: BaseComponent<Properties = PlayProps<Self::Game>>;
    /// Gets the game file `text` ready to be read here, then calls `then`: Valda's play
    /// screen, whose build has no card-list reader, first has a card list of the game's own
    /// read (`crate::valda::card_lists`).
    fn ready(text: &str, then: Box<dyn FnOnce()>) {
        let _ = text;
        then()
    }
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

/// Forgets the game handed over, if the play route did not take it: the app stops (the
/// loader starts another build), and a game handed over in memory would otherwise wait for
/// this build's next play route, which may come much later — after the game was played on
/// in another build (a taught game: the new-game form deals in the game's build, the
/// teaching build plays it) — and would open that stale deal instead of the saved game.
pub(crate) fn forget_handover() {
    HANDOVER.with(|h| h.borrow_mut().take());
}

/// The game handed over for `G`, if any (taken once).
pub(crate) fn take_handover<G: Game + 'static>() -> Option<Loaded<G, Meta>> {
    let boxed = HANDOVER.with(|h| h.borrow_mut().take())?;
    boxed.downcast::<Loaded<G, Meta>>().ok().map(|b| *b)
}

/// Stores a new game (or an imported one) in `A`'s slot and hands it over to the play
/// route; an unfinished game the slot held is put aside first ([`crate::shelf`]: the home
/// page lists it). The error is a phrase for the players, and then nothing was replaced.
pub fn open<A: GameApp>(loaded: Loaded<A::Game, Meta>) -> Result<(), String> {
    crate::shelf::put_aside(A::SLOT.key)?;
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
        go_to(&self.href::<A>(), replace);
    }
}

/// Goes to the address `href` (`#/odin/play`; `replace`: without a new history entry).
pub fn go_to(href: &str, replace: bool) {
    let loc = gloo::utils::window().location();
    let _ = if replace {
        loc.replace(href)
    } else {
        loc.set_hash(href)
    };
}
