//! Why an action, a configuration, a notation or a view was rejected. The `Display`
//! messages are shown to players.

use super::board::{Cell, Dir};
use super::tile::Kind;
use std::fmt;

/// A rejected input, with a message fit for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VoluspaError {
    /// The game is over.
    GameOver,
    /// The tile is not in the player's hand.
    NotInHand(Kind),
    /// Not enough Freya tiles in hand for the requested boosts.
    NotEnoughFreya {
        /// Boosts asked for.
        wanted: u8,
        /// Freya tiles available (besides the placed tile).
        have: u8,
    },
    /// Hel cannot be boosted.
    HelBoosted,
    /// An empty cell that touches no tile.
    NotAdjacent(Cell),
    /// The cell is next to a visible Troll.
    NextToTroll(Cell),
    /// A line would exceed seven tiles.
    LineTooLong,
    /// Hel and Lightning Bolt must go on top of a tile.
    MustCover(Kind),
    /// An occupied cell this tile cannot go on.
    Occupied(Cell),
    /// Nothing may be placed on top of Hel.
    OnHel,
    /// A covering tile on a tile of a kind it may not cover.
    CannotCover {
        /// The covering tile.
        tile: Kind,
        /// The tile it would cover.
        covered: Kind,
    },
    /// A covering tile or a capture on a tile that is next to a visible Troll.
    TargetNextToTroll(Cell),
    /// Skadi may not capture this kind.
    CannotCapture(Kind),
    /// A Jotunn bump on an empty cell.
    NothingToBump(Cell),
    /// A push direction given for a tile that is not a Jotunn.
    PushWithoutJotunn(Kind),
    /// The bumped line ends at Hel in that direction.
    BumpIntoHel(Dir),
    /// A bumped tile (not a Troll or Dwarf) would land next to a Troll.
    BumpNextToTroll(Cell),
    /// A Hermod follow-up not in Hermod's row or column line nor on Hermod.
    NotInHermodLine(Cell),
    /// A Hel follow-up not on or around Hermod.
    HelNotNearHermod(Cell),
    /// The Raven's second placement must be on a different cell.
    RavenSameCell(Cell),
    /// Only the Raven may be placed now (its optional second placement).
    OnlyRavenNow,
    /// A placement is possible, so discarding is not allowed.
    MustPlace,
    /// A discard while the player has to place (or the other way round).
    NotNow(&'static str),
    /// A `then` (second Raven placement) given for a tile that is not a Raven.
    ThenWithoutRaven,
    /// An empty move.
    EmptyMove,
    /// A Hermod chain continued after a tile that is not a Hermod.
    ChainWithoutHermod,
    /// A bad configuration.
    Config(String),
    /// Bad notation or JSON.
    Notation(String),
    /// An inconsistent view.
    View(String),
}

impl fmt::Display for VoluspaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VoluspaError::*;
        match self {
            GameOver => write!(f, "the game is over"),
            NotInHand(k) => write!(f, "you have no {k} in your hand"),
            NotEnoughFreya { wanted, have } => write!(
                f,
                "{wanted} boost(s) need {wanted} Freya to discard, you have {have}"
            ),
            HelBoosted => write!(f, "Hel cannot be boosted"),
            NotAdjacent(c) => write!(
                f,
                "[{}, {}] does not touch a tile already on the board",
                c.0, c.1
            ),
            NextToTroll(c) => write!(f, "[{}, {}] is next to a Troll", c.0, c.1),
            LineTooLong => write!(f, "a line would be longer than 7"),
            MustCover(k) => write!(f, "{k} must be placed on top of a tile"),
            Occupied(c) => write!(f, "[{}, {}] is already occupied", c.0, c.1),
            OnHel => write!(f, "nothing may be placed on top of Hel"),
            CannotCover { tile, covered } => {
                write!(
                    f,
                    "{} {tile} cannot cover {} {covered}",
                    a(*tile),
                    a(*covered)
                )
            }
            TargetNextToTroll(c) => {
                write!(f, "the tile on [{}, {}] is next to a Troll", c.0, c.1)
            }
            CannotCapture(k) => write!(f, "Skadi cannot capture {k}"),
            NothingToBump(c) => write!(f, "there is no tile on [{}, {}] to bump", c.0, c.1),
            PushWithoutJotunn(k) => write!(f, "only a Jotunn can bump, not {k}"),
            BumpIntoHel(d) => write!(
                f,
                "the line ends at Hel toward {}: no bump that way",
                d.letter()
            ),
            BumpNextToTroll(c) => write!(
                f,
                "the bumped tile would land on [{}, {}], next to a Troll",
                c.0, c.1
            ),
            NotInHermodLine(c) => write!(
                f,
                "after Hermod the tile must end in Hermod's row or column line (not [{}, {}])",
                c.0, c.1
            ),
            HelNotNearHermod(c) => write!(
                f,
                "after Hermod, Hel must go on Hermod or on a tile around it (not [{}, {}])",
                c.0, c.1
            ),
            RavenSameCell(c) => write!(
                f,
                "the Raven's second placement must be on another cell than [{}, {}]",
                c.0, c.1
            ),
            OnlyRavenNow => write!(f, "now only the Raven may be placed a second time"),
            MustPlace => write!(f, "you can place a tile, so you may not discard"),
            NotNow(what) => write!(f, "{what}"),
            ThenWithoutRaven => write!(f, "only a Raven has a second placement (\"then\")"),
            EmptyMove => write!(f, "the move is empty"),
            ChainWithoutHermod => write!(f, "only a Hermod allows another placement"),
            Config(m) => write!(f, "invalid game set-up: {m}"),
            Notation(m) => write!(f, "{m}"),
            View(m) => write!(f, "inconsistent view: {m}"),
        }
    }
}

impl std::error::Error for VoluspaError {}

/// "a" or "an" before a tile's English name ("an Odin", "a Thor").
fn a(k: Kind) -> &'static str {
    if k.to_string().starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    }
}
