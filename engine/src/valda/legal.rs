//! Every legal action of the player to move, prompt by prompt. `apply` accepts exactly
//! these, so the rules of what may be done live here and nowhere else.

use super::action::{combos, Action, Building, CardId, Kind, Kinds, Prompt, ResourcesExt};
use super::cards::{CardType, Filter, God};
use super::constants::{Resources, DRILLS_MAX, MINES_MAX, TRADE_RATE};
use super::flow::{kind_index, price};
use super::gods;
use super::state::{god_index, Task, Valda, GODS};
use crate::PlayerId;

/// A supply that never runs out (§2.1).
const SUPPLY: Resources = Resources::new(1000, 1000, 1000);

impl Valda {
    /// The decision that is due and whose it is (`None` when the game is over).
    pub fn prompt(&self) -> Option<(PlayerId, &Prompt)> {
        match self.table.stack.last() {
            Some(Task::Ask { player, prompt }) if !self.table.over => Some((*player, prompt)),
            _ => None,
        }
    }

    /// The legal actions now.
    pub(crate) fn legal_now(&self) -> Vec<Action> {
        let Some((p, prompt)) = self.prompt() else {
            return Vec::new();
        };
        // Room for a usual decision's actions at once (one allocation, not a growing list).
        let mut out = Vec::with_capacity(16);
        let res = self.table.seats[p].res;
        let turn = &self.table.turn;
        match prompt {
            Prompt::Roll => {
                out.push(Action::Roll);
                out.extend(self.anytime_options(p));
            }
            Prompt::Resources => {
                if res.total() >= TRADE_RATE as u16 {
                    for pay in combos(TRADE_RATE as u16, Kinds::ANY, res) {
                        for get in Kind::ALL {
                            if pay.of(get) == 0 {
                                out.push(Action::Trade { pay, get });
                            }
                        }
                    }
                }
                self.heimdall(p, &mut out);
                out.extend(self.anytime_options(p));
                out.push(Action::EndPhase);
            }
            Prompt::DrawStep => {
                out.push(Action::OpenDraw);
                for g in GODS {
                    if self.table.seats[p].owns(g) && !self.gods[god_index(g)].is_empty() {
                        out.push(Action::OwnerDraw(g));
                    }
                }
                out.extend(self.anytime_options(p));
            }
            Prompt::Actions => {
                let mut seen: Vec<(CardId, bool)> = Vec::new();
                let cards = self
                    .hand(p)
                    .iter()
                    .map(|&c| (c, false))
                    .chain(turn.open.iter().map(|&c| (c, true)));
                for (c, open) in cards {
                    let d = self.def(c);
                    if d.card_type == CardType::Action
                        && (!d.costs_action || turn.actions >= 1)
                        && !seen.contains(&(c, open))
                    {
                        seen.push((c, open));
                        out.push(Action::Play { card: c, open });
                    }
                }
                if turn.actions >= 1 {
                    out.extend(Kind::ALL.map(Action::TakeResource));
                    if self.table.seats[p].level(God::Freya) >= 1 {
                        out.push(Action::DrawOne);
                    }
                }
                if turn.actions >= 2 {
                    out.push(Action::DrawTwo);
                }
                out.extend(self.anytime_options(p));
                out.push(Action::EndPhase);
            }
            Prompt::HandLimit => out.extend(self.distinct(self.hand(p)).map(Action::Discard)),
            Prompt::Building => {
                if turn.builds < turn.build_limit {
                    self.builds(p, &mut out);
                }
                self.heimdall(p, &mut out);
                out.extend(self.anytime_options(p));
                out.push(Action::EndPhase);
            }
            Prompt::Followers => {
                let s = &self.table.seats[p];
                if let Some(c) = gods::thor(s.level(God::Thor)) {
                    if turn.thor_uses < c.times {
                        for pay in combos(c.cost as u16, Kinds::of_from(c.from), res) {
                            out.push(Action::Thor { pay });
                        }
                    }
                }
                if let Some(c) = gods::odin(s.level(God::Odin)) {
                    if turn.odin_uses < c.times && res.blood >= c.cost as u16 {
                        out.push(Action::Odin);
                    }
                }
                if s.level(God::Loki) >= 1 && !turn.loki_rolled {
                    out.push(Action::Loki);
                }
                out.extend(self.anytime_options(p));
                out.push(Action::EndPhase);
            }
            Prompt::OpenMoment => {
                out.extend(self.anytime_options(p));
                out.push(Action::Pass);
            }
            Prompt::Slot { .. } => {
                let attacks = self
                    .hand(p)
                    .iter()
                    .copied()
                    .filter(|&c| self.def(c).card_type == CardType::Attack);
                out.extend(self.distinct_iter(attacks).map(Action::Attack));
                out.extend(self.anytime_options(p));
                out.push(Action::Pass);
            }
            Prompt::Defend => {
                out.extend(self.defence_cards(p).into_iter().map(Action::Defend));
                out.push(Action::NoDefence);
            }
            Prompt::Window(kind) => {
                out.extend(self.window_options(p, *kind));
                out.push(Action::Pass);
                out.push(Action::Mute);
            }
            Prompt::Pick {
                from, total, kinds, ..
            } => {
                let cap = from.map_or(SUPPLY, |f| self.table.seats[f].res);
                out.extend(combos(*total, *kinds, cap).into_iter().map(Action::Pick));
            }
            Prompt::Swap { from, to, max, .. } => {
                let pay_kinds = Kinds::of_from(*from);
                let get_kinds = Kinds::of_res(*to);
                for k in 1..=*max as u16 {
                    let gets = combos(k, get_kinds, SUPPLY);
                    for pay in combos(k, pay_kinds, res) {
                        for &get in &gets {
                            // Swapping a kind for itself changes nothing.
                            let same = Kind::ALL.iter().any(|&x| pay.of(x) > 0 && get.of(x) > 0);
                            if !same {
                                out.push(Action::Swap { pay, get });
                            }
                        }
                    }
                }
                out.push(Action::Pass);
            }
            Prompt::PayFor { from, cost, .. } => {
                out.extend(
                    combos(*cost as u16, Kinds::of_from(*from), res)
                        .into_iter()
                        .map(Action::Pick),
                );
                out.push(Action::Pass);
            }
            Prompt::Victim { .. } => {
                out.extend((0..self.n()).filter(|&q| q != p).map(Action::Player));
            }
            Prompt::Redirect => {
                if let Some(f) = &self.table.fight {
                    out.extend(
                        (0..self.n())
                            .filter(|&q| q != f.attacker && q != f.target)
                            .map(Action::Player),
                    );
                }
            }
            Prompt::DrawGod { .. } => {
                out.extend(self.god_decks_with_cards().into_iter().map(Action::God));
            }
            Prompt::LookGod { seen, .. } => out.extend(
                self.god_decks_with_cards()
                    .into_iter()
                    .filter(|g| !seen.contains(g))
                    .map(Action::God),
            ),
            Prompt::KeepGodCard { .. } | Prompt::SearchTake { .. } | Prompt::SearchUnder => {
                out.extend(self.distinct(&self.looking).map(Action::Card))
            }
            Prompt::FromDiscard { filter, .. } => {
                out.extend(self.discard_matching(*filter).into_iter().map(Action::Card));
                if *filter != Filter::BestDefence {
                    out.push(Action::Pass);
                }
            }
            Prompt::Sacrifice { .. } => {
                out.extend(self.distinct(self.hand(p)).map(Action::Discard));
                out.push(Action::Pass);
            }
            Prompt::Give { .. } => out.extend(self.distinct(self.hand(p)).map(Action::Card)),
            Prompt::TakeCard { victim, .. } => {
                if *victim == self.active() {
                    out.extend(self.distinct(&turn.open).map(Action::Card));
                }
                if !self.hand(*victim).is_empty() {
                    out.push(Action::Random);
                }
            }
            Prompt::SetDie => {
                if let Some(r) = &self.table.roll {
                    for (i, (colour, face)) in r.dice.iter().enumerate() {
                        let mut faces = colour.faces().to_vec();
                        faces.dedup();
                        for f in faces {
                            if f != *face {
                                out.push(Action::Die {
                                    index: i as u8,
                                    face: f,
                                });
                            }
                        }
                    }
                }
            }
        }
        out
    }

    fn distinct<'a>(&self, cards: &'a [CardId]) -> impl Iterator<Item = CardId> + 'a {
        self.distinct_iter(cards.iter().copied())
    }

    fn distinct_iter(&self, cards: impl Iterator<Item = CardId>) -> impl Iterator<Item = CardId> {
        let mut v: Vec<CardId> = cards.collect();
        v.sort_unstable();
        v.dedup();
        v.into_iter()
    }

    /// Heimdall's conversions (§11), in the resource and building phases.
    fn heimdall(&self, p: PlayerId, out: &mut Vec<Action>) {
        let s = &self.table.seats[p];
        let Some(rate) = gods::heimdall_rate(s.level(God::Heimdall)) else {
            return;
        };
        for pay_kind in Kind::ALL {
            if s.res.of(pay_kind) < rate as u16 {
                continue;
            }
            let pay =
                Kinds::only(pay_kind).mask(Resources::new(rate as u16, rate as u16, rate as u16));
            for get in Kind::ALL {
                if get != pay_kind {
                    out.push(Action::Heimdall { pay, get });
                }
            }
        }
    }

    /// What `p` could build if they held enough (§7.3): a mine or a drill below its
    /// maximum, a temple on a free site of a domain nobody else owns.
    pub(crate) fn build_candidates(&self, p: PlayerId) -> Vec<Building> {
        let s = &self.table.seats[p];
        let mut out = Vec::new();
        if s.mines < MINES_MAX {
            out.push(Building::Mine);
        }
        if s.drills < DRILLS_MAX {
            out.push(Building::Drill);
        }
        for g in GODS {
            if self.temple_site_free(p, g) {
                out.push(Building::Temple(g));
            }
        }
        out
    }

    /// The cubes of `b`'s price this turn's discount waives (§1.3 `discount`).
    pub(crate) fn discount_on(&self, b: Building) -> u16 {
        let d = self.table.turn.discount[kind_index(b)] as u16;
        d.min(price(b).total())
    }

    /// The legal builds (§7.3), each with every way to use a discount (§1.3 `discount`).
    fn builds(&self, p: PlayerId, out: &mut Vec<Action>) {
        let s = &self.table.seats[p];
        for building in self.build_candidates(p) {
            let full = price(building);
            let off = self.discount_on(building);
            for skip in combos(off, Kinds::ANY, full) {
                if s.res.covers(full.minus(skip)) {
                    out.push(Action::Build { building, skip });
                }
            }
        }
    }
}
