//! `#/<game>/replay`: the replay of a link (`?g=…&m=…`), of a finished game imported from a
//! file (handed over in memory: an import of a finished game does not replace the game in
//! progress), or of the finished game saved (the end screen's "Replay"); otherwise what
//! stands in the way, in words.

use std::any::Any;
use std::cell::RefCell;

use gloo::storage::{SessionStorage, Storage};
use skald::{Game, Replay};
use yew::prelude::*;

use super::game::ReplayGame;
use super::link::from_query;
use super::viewer::{draw, Opened};
use crate::embed::frame::{embed_error, use_embed_frame, Scheme};
use crate::embed::query::ParamError;
use crate::i18n::shell;
use crate::seats::Meta;

thread_local! {
    /// A finished game imported from a file, for the next replay route of its game.
    static HANDED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Hands a finished game (an imported file, `text` as read) to the next replay route of its
/// game: in memory when this build holds the replay route, else in the tab's session storage
/// for the build that does (the page's loader starts it: Valda's reading routes are a build
/// of their own), which takes it from there once. The error is for the players.
pub fn hand_over<G: Game + 'static>(
    replay: Replay<G>,
    meta: Meta,
    text: &str,
) -> Result<(), String> {
    if crate::bundle::READ {
        HANDED.with(|h| *h.borrow_mut() = Some(Box::new((replay, meta))));
        return Ok(());
    }
    SessionStorage::raw()
        .set_item(&handed_key::<G>(), text)
        .map_err(|_| shell::save_refused().to_string())
}

/// The session storage key of a finished game of `G` handed from another build.
fn handed_key<G: Game>() -> String {
    format!("skald.{}.replay-handed", G::NAME)
}

/// The game handed over for `G`, if any (taken once): in memory, or from another build
/// (read again as an imported file is: it may have been changed in between).
fn take<G: crate::save::SavedGame + 'static>() -> Option<Result<(Replay<G>, Meta), String>> {
    let boxed = HANDED.with(|h| h.borrow_mut().take());
    if let Some(handed) = boxed.and_then(|b| b.downcast::<(Replay<G>, Meta)>().ok()) {
        return Some(Ok(*handed));
    }
    // Only a build without the start page, where files are imported, is handed one so.
    if crate::bundle::PLAY {
        return None;
    }
    let storage = SessionStorage::raw();
    let text = storage.get_item(&handed_key::<G>()).ok().flatten()?;
    let _ = storage.remove_item(&handed_key::<G>());
    Some(
        crate::save::from_json::<G, Meta>(&text)
            .map(|l| (l.replay, l.meta))
            .map_err(shell::file_cannot_open),
    )
}

/// The game to replay for the route's `query`; the error is for the players.
fn open<A: ReplayGame>(query: &str) -> Result<Opened<A::Game>, String> {
    let (replay, meta) = if !query.is_empty() {
        from_query::<A::Game>(query)?
    } else if let Some(handed) = take::<A::Game>() {
        handed?
    } else {
        match A::SLOT.load::<A::Game, Meta>() {
            // A replay shows the game as it was played: under its own rules, or not at all.
            Ok(Some(l)) if l.earlier.is_some() => {
                let rules = l.earlier.map_or(0, |e| e.rules);
                return Err(shell::save_other_rules(
                    rules,
                    <A::Game as skald::Game>::RULES,
                ));
            }
            Ok(Some(l)) if l.state.is_over() => (l.replay, l.meta),
            Ok(Some(_)) => return Err(shell::replay_not_over().to_string()),
            Ok(None) => return Err(shell::replay_none().to_string()),
            Err(p) => return Err(p.message),
        }
    };
    Opened::new(replay, meta).map_err(shell::file_cannot_open)
}

#[derive(Properties, PartialEq)]
pub struct ReplayRouteProps {
    /// The route's query (a link's `g=…&m=…`), or empty; in a frame, the embed's query
    /// (`replay=<link>&id=…`, still percent-encoded).
    #[prop_or_default]
    pub query: AttrValue,
    /// The class of the game's start page, for the page that says what went wrong.
    #[prop_or_default]
    pub class: AttrValue,
    /// Drawn in a rules page's frame (`#/embed/<game>?replay=…`): without the title, the
    /// way back and the sharing, sized for the page, and what is wrong said as the embeds
    /// say it.
    #[prop_or_default]
    pub embed: bool,
}

/// What the route opened: the game, or what stands in the way (in a frame, with the
/// parameter it came from).
type Read<G> = (Option<(String, Scheme)>, Result<Opened<G>, Problem>);

enum Problem {
    Route(String),
    Embed(ParamError),
}

/// The replay route of game `A` (see the module's notes), also the whole game of an embed.
#[component]
pub fn ReplayRoute<A: ReplayGame>(props: &ReplayRouteProps) -> Html {
    let read = use_memo(
        (props.query.clone(), props.embed),
        |(q, embed)| -> Read<A::Game> {
            if *embed {
                let (id, scheme, opened) = crate::embed::replay::read::<A>(q);
                (Some((id, scheme)), opened.map_err(Problem::Embed))
            } else {
                (None, open::<A>(q).map_err(Problem::Route))
            }
        },
    );
    let root = use_embed_frame(read.0.clone());
    let at = use_state(|| (0usize, 0u64));
    let go = {
        let at = at.clone();
        Callback::from(move |to: usize| at.set((to, at.1 + 1)))
    };
    let shown = match &read.1 {
        Ok(o) => draw::<A>(o, *at, go, props.embed),
        Err(Problem::Embed(error)) => embed_error(error),
        Err(Problem::Route(why)) => html! {
            <section class={props.class.clone()}>
                <h1>{ shell::replay_cannot_open() }</h1>
                <p class="vol-error" role="alert" data-testid="replay-problem">{ why.clone() }</p>
                <div class="vol-menu">
                    <a class="btn primary big" href={format!("#/{}", A::Game::NAME)}>{ shell::back() }</a>
                </div>
            </section>
        },
    };
    if props.embed {
        html! { <div ref={root} class="embed" data-embed={A::Game::NAME}>{ shown }</div> }
    } else {
        shown
    }
}
