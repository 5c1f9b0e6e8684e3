//! Which tile kinds a game is played with.

use super::tile::{Expansion, Kind};
use serde::{Deserialize, Serialize};

/// The tile set of a game. Base tiles are always included.
///
/// Serialised as `"base"`, `"order_of_the_gods"`, `"king_of_the_giants"`,
/// `"rise_of_the_serpents"`, `"master_of_ravens"`,
/// `{"expansions":["saga_of_edda","lightning_bolt"]}` or `{"custom":["He","Hm","Ra"]}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileSet {
    /// The base game's 60 tiles.
    #[default]
    Base,
    /// Base plus the whole of each listed expansion (`base` in the list is ignored).
    Expansions(Vec<Expansion>),
    /// Recommended set: base + all of *Order of the Gods*.
    OrderOfTheGods,
    /// Recommended set: base + Hermod, Jotunn + Freya, Niohoggr.
    KingOfTheGiants,
    /// Recommended set: base + Sea Serpent, Hel + Freya, Dwarf.
    RiseOfTheSerpents,
    /// Recommended set: base + Hermod, Hel + Raven, Niohoggr.
    MasterOfRavens,
    /// Base plus the listed kinds (base kinds in the list are ignored).
    Custom(Vec<Kind>),
}

impl TileSet {
    /// Every tile set with all three expansions.
    pub fn all_expansions() -> TileSet {
        TileSet::Expansions(vec![
            Expansion::SagaOfEdda,
            Expansion::OrderOfTheGods,
            Expansion::LightningBolt,
        ])
    }

    /// The kinds in play, in table order, without duplicates.
    pub fn kinds(&self) -> Vec<Kind> {
        let extra: Vec<Kind> = match self {
            TileSet::Base => vec![],
            TileSet::Expansions(exps) => Kind::ALL
                .iter()
                .copied()
                .filter(|k| exps.contains(&k.expansion()))
                .collect(),
            TileSet::OrderOfTheGods => Kind::ALL
                .iter()
                .copied()
                .filter(|k| k.expansion() == Expansion::OrderOfTheGods)
                .collect(),
            TileSet::KingOfTheGiants => {
                vec![Kind::Hermod, Kind::Jotunn, Kind::Freya, Kind::Niohoggr]
            }
            TileSet::RiseOfTheSerpents => {
                vec![Kind::SeaSerpent, Kind::Hel, Kind::Freya, Kind::Dwarf]
            }
            TileSet::MasterOfRavens => vec![Kind::Hermod, Kind::Hel, Kind::Raven, Kind::Niohoggr],
            TileSet::Custom(kinds) => kinds.clone(),
        };
        Kind::ALL
            .iter()
            .copied()
            .filter(|k| k.expansion() == Expansion::Base || extra.contains(k))
            .collect()
    }

    /// Whether `kind` is in play.
    pub fn contains(&self, kind: Kind) -> bool {
        self.kinds().contains(&kind)
    }

    /// Number of tiles of each kind in play, indexed by [`Kind::index`].
    pub fn counts(&self) -> [u32; 17] {
        let mut counts = [0; 17];
        for k in self.kinds() {
            counts[k.index()] = k.count();
        }
        counts
    }

    /// The tile sets the property tests and benches cycle through.
    pub fn samples() -> Vec<TileSet> {
        vec![
            TileSet::Base,
            TileSet::Expansions(vec![Expansion::SagaOfEdda]),
            TileSet::all_expansions(),
            TileSet::OrderOfTheGods,
            TileSet::KingOfTheGiants,
            TileSet::RiseOfTheSerpents,
            TileSet::MasterOfRavens,
            TileSet::Custom(vec![Kind::LightningBolt, Kind::Raven, Kind::Jotunn]),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recommended_sets_have_their_kinds() {
        assert_eq!(TileSet::Base.kinds().len(), 8);
        assert_eq!(TileSet::all_expansions().kinds().len(), 17);
        assert_eq!(TileSet::OrderOfTheGods.kinds().len(), 12);
        assert!(TileSet::KingOfTheGiants.contains(Kind::Jotunn));
        assert!(!TileSet::KingOfTheGiants.contains(Kind::Hel));
        assert!(TileSet::RiseOfTheSerpents.contains(Kind::Dwarf));
        assert!(TileSet::MasterOfRavens.contains(Kind::Raven));
        let json = serde_json::to_string(&TileSet::Custom(vec![Kind::Hel])).unwrap();
        assert_eq!(json, r#"{"custom":["He"]}"#);
        let back: TileSet = serde_json::from_str(r#""master_of_ravens""#).unwrap();
        assert_eq!(back, TileSet::MasterOfRavens);
    }
}
