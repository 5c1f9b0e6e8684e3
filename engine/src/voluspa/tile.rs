//! The seventeen tile kinds and the tile table: every printed number (value, count, set)
//! lives in [`TILE_TABLE`] and nowhere else.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which box a tile kind comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expansion {
    /// The base game (always in play).
    Base,
    /// *Saga of Edda*: Hel, Hermod, Jotunn, Sea Serpent.
    SagaOfEdda,
    /// *Order of the Gods*: Dwarf, Freya, Raven, Niohoggr.
    OrderOfTheGods,
    /// *Lightning Bolt*.
    LightningBolt,
}

/// A tile kind. Serialised as its two-letter notation code (`"Od"`, `"Th"`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Kind {
    /// Odin, 8.
    #[serde(rename = "Od")]
    Odin,
    /// Thor, 7.
    #[serde(rename = "Th")]
    Thor,
    /// Troll, 6: blocks its orthogonal neighbours for all but Trolls and Dwarfs.
    #[serde(rename = "Tr")]
    Troll,
    /// Dragon, 5: may cover a tile.
    #[serde(rename = "Dr")]
    Dragon,
    /// Fenrir, 4: worth the sum of the Fenrirs in its line.
    #[serde(rename = "Fe")]
    Fenrir,
    /// Skadi, 3: may capture a tile.
    #[serde(rename = "Sk")]
    Skadi,
    /// Valkyrie, 2: two Valkyries bookending a line dominate it.
    #[serde(rename = "Va")]
    Valkyrie,
    /// Loki, 1: sets its neighbours' values to 0.
    #[serde(rename = "Lo")]
    Loki,
    /// Hel: no value, a gap; covers a tile and scores its 8 neighbours.
    #[serde(rename = "He")]
    Hel,
    /// Hermod, 3: allows one more placement in its line.
    #[serde(rename = "Hm")]
    Hermod,
    /// Jotunn, 5: may bump a tile to the end of its line.
    #[serde(rename = "Jo")]
    Jotunn,
    /// Sea Serpent, 6: scores its extended row or column.
    #[serde(rename = "Ss")]
    SeaSerpent,
    /// Dwarf, 2: scores half the values of its neighbours.
    #[serde(rename = "Dw")]
    Dwarf,
    /// Freya, 3: may be discarded to boost the next placed tile.
    #[serde(rename = "Fr")]
    Freya,
    /// Raven, 4: may be placed twice.
    #[serde(rename = "Ra")]
    Raven,
    /// Niohoggr, 7: +2 for every scored line it is in.
    #[serde(rename = "Ni")]
    Niohoggr,
    /// Lightning Bolt, 0: covers a tile and scores its shortest line.
    #[serde(rename = "Lb")]
    LightningBolt,
}

/// One row of the tile table.
#[derive(Clone, Copy, Debug)]
pub struct TileInfo {
    /// The kind.
    pub kind: Kind,
    /// Two-letter notation code.
    pub code: &'static str,
    /// English name.
    pub name: &'static str,
    /// Printed value; `None` for Hel (a gap, never compared).
    pub value: Option<i32>,
    /// Number of tiles of this kind in its box.
    pub count: u32,
    /// The box it comes from.
    pub expansion: Expansion,
}

/// The tile table (rulings §1). Lightning Bolt's value 0 is an assumption; Niohoggr's 7 is
/// inferred; change them here only.
pub const TILE_TABLE: [TileInfo; 17] = [
    t(Kind::Odin, "Od", "Odin", Some(8), 6, Expansion::Base),
    t(Kind::Thor, "Th", "Thor", Some(7), 8, Expansion::Base),
    t(Kind::Troll, "Tr", "Troll", Some(6), 6, Expansion::Base),
    t(Kind::Dragon, "Dr", "Dragon", Some(5), 8, Expansion::Base),
    t(Kind::Fenrir, "Fe", "Fenrir", Some(4), 8, Expansion::Base),
    t(Kind::Skadi, "Sk", "Skadi", Some(3), 9, Expansion::Base),
    t(
        Kind::Valkyrie,
        "Va",
        "Valkyrie",
        Some(2),
        9,
        Expansion::Base,
    ),
    t(Kind::Loki, "Lo", "Loki", Some(1), 6, Expansion::Base),
    t(Kind::Hel, "He", "Hel", None, 5, Expansion::SagaOfEdda),
    t(
        Kind::Hermod,
        "Hm",
        "Hermod",
        Some(3),
        8,
        Expansion::SagaOfEdda,
    ),
    t(
        Kind::Jotunn,
        "Jo",
        "Jotunn",
        Some(5),
        6,
        Expansion::SagaOfEdda,
    ),
    t(
        Kind::SeaSerpent,
        "Ss",
        "Sea Serpent",
        Some(6),
        6,
        Expansion::SagaOfEdda,
    ),
    t(
        Kind::Dwarf,
        "Dw",
        "Dwarf",
        Some(2),
        6,
        Expansion::OrderOfTheGods,
    ),
    t(
        Kind::Freya,
        "Fr",
        "Freya",
        Some(3),
        8,
        Expansion::OrderOfTheGods,
    ),
    t(
        Kind::Raven,
        "Ra",
        "Raven",
        Some(4),
        6,
        Expansion::OrderOfTheGods,
    ),
    t(
        Kind::Niohoggr,
        "Ni",
        "Niohoggr",
        Some(7),
        5,
        Expansion::OrderOfTheGods,
    ),
    t(
        Kind::LightningBolt,
        "Lb",
        "Lightning Bolt",
        Some(0),
        6,
        Expansion::LightningBolt,
    ),
];

const fn t(
    kind: Kind,
    code: &'static str,
    name: &'static str,
    value: Option<i32>,
    count: u32,
    expansion: Expansion,
) -> TileInfo {
    TileInfo {
        kind,
        code,
        name,
        value,
        count,
        expansion,
    }
}

/// Number of tiles a player holds after refilling (Hel not counted).
pub const HAND_SIZE: usize = 5;
/// The longest line allowed.
pub const MAX_LINE: usize = 7;
/// Bonus points per Niohoggr in a scored line.
pub const NIOHOGGR_BONUS: i32 = 2;

impl Kind {
    /// All seventeen kinds, in table order.
    pub const ALL: [Kind; 17] = [
        Kind::Odin,
        Kind::Thor,
        Kind::Troll,
        Kind::Dragon,
        Kind::Fenrir,
        Kind::Skadi,
        Kind::Valkyrie,
        Kind::Loki,
        Kind::Hel,
        Kind::Hermod,
        Kind::Jotunn,
        Kind::SeaSerpent,
        Kind::Dwarf,
        Kind::Freya,
        Kind::Raven,
        Kind::Niohoggr,
        Kind::LightningBolt,
    ];

    /// This kind's row of the tile table.
    pub fn info(self) -> &'static TileInfo {
        &TILE_TABLE[self as usize]
    }

    /// Index `0..17`, for arrays indexed by kind.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Two-letter notation code.
    pub fn code(self) -> &'static str {
        self.info().code
    }

    /// English name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Printed value (Hel: 0, it is never compared).
    pub fn value(self) -> i32 {
        self.info().value.unwrap_or(0)
    }

    /// The value of its booster token after `boosts` Freya boosts (rulings 4.1: printed
    /// value + one per Freya; Hel cannot be boosted, so it stays 0); the printed value when
    /// `boosts` is 0. Loki next to a tile still makes it 0 on the board: see `Board::face`.
    ///
    /// ```
    /// use skald::voluspa::Kind;
    /// assert_eq!(Kind::Dragon.boosted_value(2), 7);
    /// assert_eq!(Kind::LightningBolt.boosted_value(1), 1);
    /// assert_eq!(Kind::Hel.boosted_value(3), 0);
    /// ```
    pub fn boosted_value(self, boosts: u8) -> i32 {
        if self == Kind::Hel {
            0
        } else {
            self.value() + boosts as i32
        }
    }

    /// Number of tiles of this kind in its box.
    pub fn count(self) -> u32 {
        self.info().count
    }

    /// The box it comes from.
    pub fn expansion(self) -> Expansion {
        self.info().expansion
    }

    /// The kind with notation code `code` (case-sensitive, as printed).
    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.iter().copied().find(|k| k.code() == code)
    }

    /// Whether this kind may be placed on top of an occupied cell (Dragon, Raven,
    /// Lightning Bolt, Hel).
    pub fn covers(self) -> bool {
        matches!(
            self,
            Kind::Dragon | Kind::Raven | Kind::LightningBolt | Kind::Hel
        )
    }

    /// Whether this kind may be placed next to a Troll (Troll, Dwarf).
    pub fn ignores_troll_block(self) -> bool {
        matches!(self, Kind::Troll | Kind::Dwarf)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_kind_order_and_codes_round_trip() {
        for (i, k) in Kind::ALL.iter().enumerate() {
            assert_eq!(TILE_TABLE[i].kind, *k);
            assert_eq!(Kind::from_code(k.code()), Some(*k));
        }
        let base: u32 = Kind::ALL
            .iter()
            .filter(|k| k.expansion() == Expansion::Base)
            .map(|k| k.count())
            .sum();
        assert_eq!(base, 60);
        let saga: u32 = Kind::ALL
            .iter()
            .filter(|k| k.expansion() == Expansion::SagaOfEdda)
            .map(|k| k.count())
            .sum();
        assert_eq!(saga, 25);
        let order: u32 = Kind::ALL
            .iter()
            .filter(|k| k.expansion() == Expansion::OrderOfTheGods)
            .map(|k| k.count())
            .sum();
        assert_eq!(order, 25);
    }
}
