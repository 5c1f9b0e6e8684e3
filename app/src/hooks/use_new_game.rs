//! The state of a new-game screen, shared by the games.

use yew::prelude::*;

use crate::components::new_game_form::{new_game_form, NewGameFormProps};
use crate::i18n::shell;
use crate::pages::game_routes::{open, GameApp};
use crate::seats::Seat;
use crate::settings::NewGameSettings;

/// What [`use_new_game`] gives a new-game screen.
#[derive(Clone)]
pub struct NewGameState<S: 'static> {
    /// The settings shown: the remembered ones with the URL's parameters applied.
    pub settings: UseStateHandle<S>,
    /// Why the game could not be started.
    pub error: UseStateHandle<Option<String>>,
    /// Remembers the settings, starts the game and goes to its play screen.
    pub onsubmit: Callback<SubmitEvent>,
    /// The game's start page ("Back").
    pub back: &'static str,
    /// A `start=1` game is being dealt: the form is not drawn (the play screen follows at
    /// once; the form appears only if the game cannot be started, with the reason).
    pub starting: bool,
    /// A game in progress is saved: starting puts it aside (the form says so).
    pub keeps: bool,
    /// Whether the game will be taught ("Teach me": the URL's `teach`, else what this device
    /// chose last, else on for a first game: `crate::teach::offered`).
    pub teach: UseStateHandle<bool>,
    /// The game whose form this is (where "Teach me" is remembered).
    pub game: crate::games::GameId,
    /// A curated first game's form (`first=1`, [`crate::first_game`]): its seed is not
    /// remembered for later games, the rest of the settings are.
    pub first: bool,
}

/// Remembers `settings`, without the seed for a curated first game's form (`first`): the
/// next new game is dealt afresh, not the curated deal again.
fn store<S: NewGameSettings + Clone>(settings: &S, first: bool) {
    if first {
        let mut s = settings.clone();
        s.seed_text_mut().clear();
        s.remember();
    } else {
        settings.remember();
    }
}

/// The remembered settings with the URL's `query` applied (without being remembered: they
/// apply to this screen and to a `start=1` game); `start=1` starts the game at once (shared
/// links, tests).
#[hook]
pub fn use_new_game<A, S>(query: &AttrValue) -> NewGameState<S>
where
    A: GameApp,
    S: NewGameSettings<Game = A::Game> + Clone + 'static,
{
    let first = crate::first_game::in_query(query);
    let settings = use_state(|| {
        let mut s = S::load();
        s.apply_query(query);
        s
    });
    let error = use_state(|| None::<String>);
    let teach = use_state(|| crate::teach::offered(A::ID, query));
    {
        // Runs again whenever the query changes while the screen stays open: a link from
        // `#/odin/new` to `#/odin/new?players=4&start=1` changes only the hash.
        let settings = settings.clone();
        let error = error.clone();
        let teach = teach.clone();
        use_effect_with(query.clone(), move |query| {
            let mut fresh = S::load();
            fresh.apply_query(query);
            teach.set(crate::teach::offered(A::ID, query));
            if asks_to_start(query) {
                match fresh.deal().and_then(open::<A>) {
                    Ok(()) => go_play::<A>(crate::teach::asked(A::ID, query), true),
                    Err(e) => error.set(Some(e)),
                }
            }
            settings.set(fresh);
        });
    }
    let onsubmit = {
        let settings = settings.clone();
        let error = error.clone();
        let teach = teach.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            store(&*settings, first);
            crate::teach::remember(A::ID, *teach);
            match settings.deal().and_then(open::<A>) {
                Ok(()) => go_play::<A>(*teach, false),
                Err(e) => error.set(Some(e)),
            }
        })
    };
    let starting = error.is_none() && asks_to_start(query);
    NewGameState {
        settings,
        error,
        onsubmit,
        back: A::ROOT,
        starting,
        keeps: crate::shelf::holds_unfinished(A::SLOT.key),
        teach,
        game: A::ID,
        first,
    }
}

/// Goes to `A`'s play screen, taught or not (`replace`: without a new history entry).
fn go_play<A: GameApp>(teach: bool, replace: bool) {
    crate::pages::game_app::go_to(&crate::teach::play_href(A::ROOT, teach), replace);
}

/// Whether the URL's `query` asks to start the game at once (`start=1`).
fn asks_to_start(query: &str) -> bool {
    query.split('&').any(|p| p == "start=1")
}

impl<S: NewGameSettings + Clone + 'static> NewGameState<S> {
    /// Changes the settings shown, and remembers them.
    pub fn change(&self, f: impl FnOnce(&mut S)) {
        let mut s = (*self.settings).clone();
        f(&mut s);
        store(&s, self.first);
        self.settings.set(s);
    }

    /// A callback that changes the settings with `f` and the value it is given.
    pub fn on<T: 'static>(&self, f: fn(&mut S, T)) -> Callback<T> {
        let settings = self.settings.clone();
        let first = self.first;
        Callback::from(move |value: T| {
            let mut s = (*settings).clone();
            f(&mut s, value);
            store(&s, first);
            settings.set(s);
        })
    }

    /// The players' part of the form changed the seats.
    pub fn on_seats(&self) -> Callback<Vec<Seat>> {
        self.on(|s: &mut S, seats| *s.seats_mut() = seats)
    }

    /// The seed was typed.
    pub fn on_seed(&self) -> Callback<String> {
        self.on(|s: &mut S, seed| *s.seed_text_mut() = seed)
    }

    /// The game's new-game screen: the shared form (players, seed, error, Start / Back)
    /// around the game's own `fields`, in a section of class `class`, and, when a game is in
    /// progress, that it will be put aside.
    pub fn form(&self, class: &'static str, title: &str, seed_hint: &str, fields: Html) -> Html
    where
        S: NewGameSettings,
    {
        // A `start=1` game goes straight to the play screen: the form drawn first cost a style
        // and layout of the whole form before the table's own (about 0.15 s at CPU x4).
        if self.starting {
            return html! { <section class={class} aria-busy="true"></section> };
        }
        new_game_form(NewGameFormProps {
            class: class.into(),
            title: AttrValue::from(title.to_string()),
            seats: self.settings.seats().to_vec(),
            min: *S::PLAYERS.start(),
            max: *S::PLAYERS.end(),
            on_seats: self.on_seats(),
            seed: AttrValue::from(self.settings.seed_text().to_string()),
            seed_hint: AttrValue::from(seed_hint.to_string()),
            on_seed: self.on_seed(),
            hints: S::HINTS.then(|| self.settings.hints()),
            on_hints: self.on(|s: &mut S, on| *s.hints_mut() = on),
            teach: crate::teach::switch(self.game, *self.teach, self.teach.clone()),
            onsubmit: self.onsubmit.clone(),
            note: self.keeps.then(|| AttrValue::from(shell::new_game_keeps())),
            error: (*self.error).clone(),
            back: self.back.into(),
            fields,
        })
    }
}
