//! A whole game in an embed (`replay` parameter, every game): the replay link's notation
//! (`g=…&m=…`, [`crate::replay::link`]: the game's seed and seats, every move as its place
//! in the engine's legal actions) stepped move by move with the embeds' stepper, each move
//! in the game's log words with the scores as they stood. A link is replayed and checked
//! by the engine (and refused when another engine's rules made it) before anything is
//! shown.

use std::rc::Rc;

use skald::Game;
use yew::prelude::*;

use super::query::{ParamError, Params};
use crate::i18n::shell;
use crate::replay::link::{from_query, MAX_LINK};
use crate::replay::viewer::{draw, Opened};
use crate::replay::ReplayGame;

/// The link's query in a `replay` parameter: a whole replay link
/// (`https://…/#/odin/replay?g=…&m=…`) or only what follows its `?`.
pub fn link_query(value: &str) -> &str {
    value.split_once('?').map_or(value, |(_, q)| q).trim()
}

/// Reads the `replay` parameter for game `A`; the error says what is wrong, as text.
pub fn open<A: ReplayGame>(value: &str) -> Result<Rc<Opened<A::Game>>, ParamError> {
    let query = link_query(value);
    if query.len() > MAX_LINK {
        return Err(ParamError::new(
            "replay",
            shell::link_too_long_opened(MAX_LINK),
        ));
    }
    let (replay, meta) = from_query::<A::Game>(query).map_err(|e| ParamError::new("replay", e))?;
    Opened::new(replay, meta)
        .map(Rc::new)
        .map_err(|e| ParamError::new("replay", e))
}

/// The parameter that asks for a whole game.
pub const PARAM: &str = "replay";

/// Whether an embed route's query (still percent-encoded) asks for a whole game.
pub fn asks_replay(query: &str) -> bool {
    query
        .split('&')
        .any(|kv| kv == PARAM || kv.starts_with("replay="))
}

#[derive(Properties, PartialEq)]
pub struct ReplayPageProps {
    /// The route's query, still percent-encoded.
    pub query: AttrValue,
    /// The frame's name for screen readers.
    pub label: AttrValue,
}

/// A whole game of `A` in a frame of its own (`#/embed/<game>?replay=…`), for the games whose
/// embeds draw only positions.
#[component]
pub fn ReplayPage<A: ReplayGame>(props: &ReplayPageProps) -> Html {
    let read = use_memo(props.query.clone(), |q| {
        super::frame::open(q, &[PARAM], |p| {
            read::<(), A>(p, &[PARAM], |_| {
                Err(ParamError::new(PARAM, "required: the game's replay link"))
            })
        })
    });
    let (id, scheme, shown) = &*read;
    html! {
        <super::frame::EmbedFrame id={AttrValue::from(id.clone())} scheme={*scheme} game={A::Game::NAME} label={props.label.clone()}>
            { body(shown, |_| Html::default()) }
        </super::frame::EmbedFrame>
    }
}

/// What an embed's parameters ask for: the game's own position (`T`), or a whole game.
pub enum Shown<T, A: ReplayGame> {
    Position(T),
    Replay(Rc<Opened<A::Game>>),
}

/// Reads an embed's parameters: a whole game when `replay` is given (no other of the game's
/// parameters `known` may be), else the game's own position by `read`.
pub fn read<T, A: ReplayGame>(
    p: &Params,
    known: &[&str],
    read: impl Fn(&Params) -> Result<T, ParamError>,
) -> Result<Shown<T, A>, ParamError> {
    let Some(value) = p.get(PARAM) else {
        return read(p).map(Shown::Position);
    };
    if let Some(other) = known.iter().find(|k| **k != PARAM && p.get(k).is_some()) {
        return Err(ParamError::new(
            other,
            "a replay shows a whole game: it takes no position parameter",
        ));
    }
    open::<A>(value).map(Shown::Replay)
}

/// The embed's body for what was read: `position` draws the game's own.
pub fn body<T, A: ReplayGame>(
    shown: &Result<Shown<T, A>, ParamError>,
    position: impl FnOnce(&T) -> Html,
) -> Html {
    match shown {
        Err(e) => html! { <super::frame::EmbedError error={e.clone()} /> },
        Ok(Shown::Position(t)) => position(t),
        Ok(Shown::Replay(opened)) => html! { <ReplayEmbed<A> opened={opened.clone()} /> },
    }
}

#[derive(Properties)]
pub struct ReplayEmbedProps<A: ReplayGame> {
    pub opened: Rc<Opened<A::Game>>,
}

impl<A: ReplayGame> PartialEq for ReplayEmbedProps<A> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.opened, &other.opened)
    }
}

/// The replay, stepped: the replay viewer's screen without its title, way back and sharing.
#[component]
pub fn ReplayEmbed<A: ReplayGame>(props: &ReplayEmbedProps<A>) -> Html {
    let at = use_state(|| (0usize, 0u64));
    let go = {
        let at = at.clone();
        Callback::from(move |to: usize| at.set((to, at.1 + 1)))
    };
    draw::<A>(&props.opened, *at, go, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_or_its_query_gives_the_query() {
        assert_eq!(
            link_query("https://x.org/s/#/odin/replay?g=AB&m=CD"),
            "g=AB&m=CD"
        );
        assert_eq!(link_query(" g=AB&m=CD "), "g=AB&m=CD");
        assert!(asks_replay("id=e1&replay=v%3D1%26g%3DAB&scheme=light"));
        assert!(!asks_replay("board=Od&replayed=1"));
    }
}
