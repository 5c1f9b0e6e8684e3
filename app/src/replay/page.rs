//! `#/<game>/replay`: the replay of a link (`?g=…&m=…`), of a finished game imported from a
//! file (handed over in memory: an import of a finished game does not replace the game in
//! progress), or of the finished game saved (the end screen's "Replay"); otherwise what
//! stands in the way, in words.

use std::any::Any;
use std::cell::RefCell;

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

/// Hands a finished game (an imported file) to the next replay route of its game.
pub fn hand_over<G: Game + 'static>(replay: Replay<G>, meta: Meta) {
    HANDED.with(|h| *h.borrow_mut() = Some(Box::new((replay, meta))));
}

/// The game handed over for `G`, if any (taken once).
fn take<G: Game + 'static>() -> Option<(Replay<G>, Meta)> {
    let boxed = HANDED.with(|h| h.borrow_mut().take())?;
    boxed.downcast::<(Replay<G>, Meta)>().ok().map(|b| *b)
}

/// The game to replay for the route's `query`; the error is for the players.
fn open<A: ReplayGame>(query: &str) -> Result<Opened<A::Game>, String> {
    let (replay, meta) = if !query.is_empty() {
        from_query::<A::Game>(query)?
    } else if let Some(handed) = take::<A::Game>() {
        handed
    } else {
        match A::SLOT.load::<A::Game, Meta>() {
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
