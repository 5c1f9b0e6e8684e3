//! What each building would cost the player deciding at the building decision, against what
//! they hold ([`Valda::build_offers`]): the app marks what they can afford and says what
//! they lack for the rest, from the same rules the legal builds come from.

use super::action::{Building, Kind, Kinds, Prompt, ResourcesExt};
use super::constants::Resources;
use super::flow::price;
use super::state::Valda;

/// A building the player deciding may build this phase if they hold enough.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildOffer {
    pub building: Building,
    /// Its price (§2.1, §2.2), before any discount.
    pub price: Resources,
    /// Cubes of the price this turn's discount waives (of any kinds).
    pub discount: u16,
    /// What the player lacks, the discount spent on the first kinds lacking (gold, diamond,
    /// blood); nothing when it can be built (a legal build exists exactly then).
    pub missing: Resources,
}

impl BuildOffer {
    /// Whether the player can pay for it now.
    pub fn affordable(&self) -> bool {
        self.missing.total() == 0
    }
}

impl Valda {
    /// At the building decision with builds left this phase: every building its player
    /// could build if they held enough (a mine or a drill below its maximum, a temple on a
    /// free site nobody else's domain), with its price and what they lack. Empty at any
    /// other decision and once the phase's builds are used.
    pub fn build_offers(&self) -> Vec<BuildOffer> {
        let Some((p, Prompt::Building)) = self.prompt() else {
            return Vec::new();
        };
        let turn = &self.table.turn;
        if turn.builds >= turn.build_limit {
            return Vec::new();
        }
        let have = self.table.seats[p].res;
        self.build_candidates(p)
            .into_iter()
            .map(|building| {
                let price = price(building);
                let discount = self.discount_on(building);
                let mut left = discount;
                let mut missing = price.minus(have);
                for k in Kind::ALL {
                    let waived = left.min(missing.of(k));
                    left -= waived;
                    missing =
                        missing.minus(Kinds::only(k).mask(Resources::new(waived, waived, waived)));
                }
                BuildOffer {
                    building,
                    price,
                    discount,
                    missing,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Action, ValdaConfig};
    use super::*;
    use crate::{Game, Rng};

    /// Through random games of 2 to 5 players, at every decision: offers exist only at the
    /// building decision with builds left; each offer is affordable exactly when the legal
    /// actions hold a build of it; every legal build is offered; an offer's price is the
    /// rules' (`price`), and what it lacks is its price minus what the player holds, less
    /// the discount, kind by kind never more than the price.
    #[test]
    fn an_offer_is_affordable_exactly_when_the_engine_allows_its_build() {
        let (mut affordable, mut lacking) = (0, 0);
        for players in 2..=5 {
            for seed in 1..=6 {
                let mut g = Valda::new(&ValdaConfig::new(players), seed).unwrap();
                let mut rng = Rng::new(seed + 100 * players as u64);
                for _ in 0..4_000 {
                    let legal = g.legal_actions();
                    if legal.is_empty() {
                        break;
                    }
                    let offers = g.build_offers();
                    let built = |b: Building| {
                        legal
                            .iter()
                            .any(|a| matches!(a, Action::Build { building, .. } if *building == b))
                    };
                    match g.prompt() {
                        Some((p, Prompt::Building)) => {
                            let have = g.table.seats[p].res;
                            for o in &offers {
                                assert_eq!(o.affordable(), built(o.building), "{o:?}");
                                assert_eq!(o.price, price(o.building));
                                assert!(o.price.covers(o.missing));
                                let short = o.price.minus(have);
                                assert_eq!(
                                    o.missing.total(),
                                    short.total().saturating_sub(o.discount)
                                );
                                assert!(short.covers(o.missing));
                                if o.affordable() {
                                    affordable += 1;
                                } else {
                                    lacking += 1;
                                }
                            }
                            for a in &legal {
                                if let Action::Build { building, .. } = a {
                                    assert!(offers.iter().any(|o| o.building == *building));
                                }
                            }
                        }
                        _ => assert!(offers.is_empty()),
                    }
                    g.apply(&legal[rng.index(legal.len())]).unwrap();
                }
            }
        }
        assert!(
            affordable > 50 && lacking > 50,
            "{affordable} affordable, {lacking} lacking"
        );
    }
}
