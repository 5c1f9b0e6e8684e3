//! The notice a play screen pins over its table ([`Banner`]; drawn and kept by
//! [`super::saving`]).

use skald::Game;

use crate::games::GameId;

/// The notice pinned over the play screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Banner {
    /// The browser refused to store the game; the save it holds has this many actions.
    Unsaved(usize),
    /// A sentence to read once (a game continued under newer rules).
    Note(String),
}

/// The note for a game of `G` opened from a save of earlier rules, if it was.
pub fn earlier_note<G: Game>(earlier: Option<crate::save::EarlierRules>) -> Option<String> {
    let e = earlier?;
    let name = GameId::from_slug(G::NAME).map_or("", |g| g.info().name);
    Some(e.message::<G>(name))
}
