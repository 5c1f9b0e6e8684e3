//! The one interpreter of the effect vocabulary (rulings §1.3): every verb is implemented
//! here once, and every card is data. "As much as possible" (§1.1.1): a step takes what
//! there is and ignores the rest. Choices "of your choice" become prompts of the card's
//! player; random picks use the game's generator.

use super::action::{CardId, Kinds, Prompt, Why};
use super::cards::{BuildKind, CardType, Filter, GodSel, Res, Step, Target};
use super::constants::{Resources, DRILLS_MAX, MINES_MAX};
use super::event::{Event, Source};
use super::state::{god_index, Ctx, RollPurpose, Task, Valda};
use crate::PlayerId;

impl Valda {
    /// Who gains from a gain step: the victim inside `on(…)`, else the card's player.
    fn gainer(ctx: &Ctx) -> PlayerId {
        if ctx.on {
            ctx.victim.unwrap_or(ctx.you)
        } else {
            ctx.you
        }
    }

    /// Resolves one step (§1.3).
    pub(crate) fn step(&mut self, step: Step, ctx: Ctx) {
        let you = ctx.you;
        let why = Why::Card(ctx.card);
        let none = Resources::default();
        match step {
            Step::Gain(res, n) => {
                let g = Self::gainer(&ctx);
                match res {
                    Res::Any => self.ask(
                        g,
                        Prompt::Pick {
                            from: None,
                            to: Some(g),
                            total: n as u16,
                            kinds: Kinds::ANY,
                            why,
                        },
                    ),
                    _ => {
                        let k = Kinds::of_res(res);
                        let r = k.mask(Resources::new(n as u16, n as u16, n as u16));
                        self.resources(g, r, none, why);
                    }
                }
            }
            Step::GainFollowers(n) => {
                self.followers(Self::gainer(&ctx), n as i32, why);
            }
            Step::LoseFollowers(n) => {
                self.followers(you, -(n as i32), why);
            }
            Step::Convert(from, to, max) => {
                if Kinds::of_from(from).mask(self.table.seats[you].res).total() > 0 {
                    self.ask(
                        you,
                        Prompt::Swap {
                            from,
                            to,
                            max,
                            card: ctx.card,
                        },
                    );
                }
            }
            Step::FollowersFor {
                from,
                cost,
                followers,
                times,
            } => self.ask(
                you,
                Prompt::PayFor {
                    from,
                    cost,
                    followers,
                    left: times,
                    card: ctx.card,
                },
            ),
            Step::RollFollowers(c) => self.push(Task::Throw {
                roller: you,
                dice: vec![c],
                purpose: RollPurpose::Followers,
                card: Some(ctx.card),
            }),
            Step::RollResources(c, n) => self.push(Task::Throw {
                roller: you,
                dice: vec![c; n.min(c.count()) as usize],
                purpose: RollPurpose::Resources,
                card: Some(ctx.card),
            }),
            Step::Borrow { now, later } => {
                if you == self.active() {
                    self.table.turn.owed = self.table.turn.owed.saturating_add(later as u16);
                }
                self.ask(
                    you,
                    Prompt::Pick {
                        from: None,
                        to: Some(you),
                        total: now as u16,
                        kinds: Kinds::ANY,
                        why,
                    },
                );
            }
            Step::Discount(kind, n) => {
                let i = match kind {
                    BuildKind::Mine => 0,
                    BuildKind::Drill => 1,
                    BuildKind::Temple => 2,
                };
                let d = &mut self.table.turn.discount[i];
                *d = d.saturating_add(n);
            }
            Step::BuildFree(kind) => {
                let s = &mut self.table.seats[you];
                let building = match kind {
                    BuildKind::Mine if s.mines < MINES_MAX => {
                        s.mines += 1;
                        Some(super::action::Building::Mine)
                    }
                    BuildKind::Drill if s.drills < DRILLS_MAX => {
                        s.drills += 1;
                        Some(super::action::Building::Drill)
                    }
                    _ => None,
                };
                if let Some(building) = building {
                    self.log(Event::Built {
                        player: you,
                        building,
                    });
                }
            }
            Step::Draw(n) => {
                self.draw_into_hand(Self::gainer(&ctx), n);
            }
            Step::DrawGod(sel, n) => match sel {
                GodSel::God(g) => self.draw_god(Self::gainer(&ctx), g, n),
                GodSel::Choice => {
                    if !self.god_decks_with_cards().is_empty() {
                        self.ask(you, Prompt::DrawGod { n });
                    }
                }
            },
            Step::LookGodTops(n) => {
                if !self.god_decks_with_cards().is_empty() {
                    self.ask(
                        you,
                        Prompt::LookGod {
                            left: n,
                            seen: Vec::new(),
                        },
                    );
                }
            }
            Step::Search { look, take } => {
                let cards: Vec<CardId> = (0..look).filter_map(|_| self.draw_base()).collect();
                for &c in &cards {
                    self.private.push((
                        you,
                        Event::Saw {
                            player: you,
                            card: c,
                        },
                    ));
                }
                self.looking = cards;
                if !self.looking.is_empty() {
                    self.ask(you, Prompt::SearchUnder);
                    self.ask(you, Prompt::SearchTake { left: take });
                }
            }
            Step::TakeFromDiscard(filter, n) => {
                if !self.discard_matching(filter).is_empty() {
                    self.ask(you, Prompt::FromDiscard { filter, left: n });
                }
            }
            Step::FollowersPerDiscard(n) => {
                if !self.hand(you).is_empty() {
                    self.ask(you, Prompt::Sacrifice { left: n });
                }
            }
            Step::SwitchCard => {
                let Some(v) = ctx.victim else { return };
                if self.steal_random(you, v).is_some() {
                    self.ask(you, Prompt::Give { to: v });
                }
            }
            Step::TakeCard(n) => {
                let Some(v) = ctx.victim else { return };
                self.ask(you, Prompt::TakeCard { victim: v, left: n });
            }
            Step::ExtraActions(n) => {
                let a = &mut self.table.turn.actions;
                *a = a.saturating_add(n);
            }
            Step::BuildLimit(n) => {
                let l = &mut self.table.turn.build_limit;
                *l = (*l).max(n);
            }
            Step::On(target, inner) => {
                let victims: Vec<PlayerId> = match target {
                    Target::Chosen => {
                        self.ask(you, Prompt::Victim { step: inner });
                        return;
                    }
                    Target::EachOther => (1..self.n()).map(|k| self.left(you, k)).collect(),
                    Target::All => (0..self.n()).map(|k| self.left(you, k)).collect(),
                    Target::Attacker => self.table.fight.iter().map(|f| f.attacker).collect(),
                };
                let tasks = victims
                    .into_iter()
                    .map(|v| Task::Step {
                        step: (*inner).clone(),
                        ctx: Ctx {
                            victim: Some(v),
                            on: true,
                            ..ctx
                        },
                    })
                    .collect();
                self.push_in_order(tasks);
            }
            Step::KillFollowers(n) => {
                let Some(v) = ctx.victim else { return };
                let doubled = self
                    .table
                    .fight
                    .as_ref()
                    .is_some_and(|f| f.kill_doubled && f.card == ctx.card && f.hit);
                let k = n as i32 * if doubled { 2 } else { 1 };
                self.followers(v, -k, why);
            }
            Step::StealFollowers(n) => {
                let Some(v) = ctx.victim else { return };
                let lost = -self.followers(v, -(n as i32), why);
                if lost > 0 {
                    self.followers(you, lost, why);
                }
            }
            Step::StealResource(res, n) | Step::BurnResource(res, n) => {
                let Some(v) = ctx.victim else { return };
                let to = matches!(step, Step::StealResource(..)).then_some(you);
                let kinds = Kinds::of_res(res);
                let have = kinds.mask(self.table.seats[v].res);
                let total = (n as u16).min(have.total());
                if total == 0 {
                    return;
                }
                if res == Res::Any && have.total() > total {
                    self.ask(
                        you,
                        Prompt::Pick {
                            from: Some(v),
                            to,
                            total,
                            kinds,
                            why,
                        },
                    );
                } else {
                    let r = if res == Res::Any {
                        have
                    } else {
                        kinds.mask(Resources::new(total, total, total))
                    };
                    self.move_resources(Some(v), to, r, why);
                }
            }
            Step::StealCard(n) => {
                let Some(v) = ctx.victim else { return };
                for _ in 0..n {
                    if self.steal_random(you, v).is_none() {
                        break;
                    }
                }
            }
            Step::DiscardRandom(n) => {
                let Some(v) = ctx.victim else { return };
                for _ in 0..n {
                    let Some(c) = self.take_random(v) else { break };
                    self.table.discard.push(c);
                    self.log(Event::Discarded { player: v, card: c });
                }
            }
            // Handled where the attack is resolved (fight.rs).
            Step::OnBlock(_) | Step::Reflect => {}
            Step::KeepAttackCard => {
                if let Some(f) = &mut self.table.fight {
                    f.kept = true;
                }
            }
            Step::Undefendable => {
                if let Some(f) = &mut self.table.fight {
                    f.undefendable = true;
                }
            }
            Step::DoubleAttack => {
                if let Some(f) = &mut self.table.fight {
                    f.doubled = true;
                }
            }
            Step::RedirectAttack => self.ask(you, Prompt::Redirect),
            Step::CancelAttackTakeCard => {
                let Some(f) = &mut self.table.fight else {
                    return;
                };
                f.cancelled = true;
                let card = f.card;
                self.add_to_hand(you, card, true);
                self.log(Event::AttackCancelled { by: you });
                self.log(Event::Took {
                    player: you,
                    card,
                    from: Source::Attack,
                });
                self.close_window(None);
            }
            Step::DoubleKill => {
                if let Some(f) = &mut self.table.fight {
                    f.kill_doubled = true;
                }
            }
            Step::SetDie => self.ask(you, Prompt::SetDie),
            Step::CancelBuild => {
                if let Some(b) = &mut self.table.build {
                    b.cancelled = true;
                }
            }
            Step::PlayAgain => {
                if let Some(f) = &mut self.table.fight {
                    f.again = true;
                }
            }
            Step::DoubleYellow => {
                let n = self.table.in_play.len();
                if n >= 2 {
                    self.table.in_play[n - 2].twice = true;
                }
            }
        }
    }

    /// The card on top of the in-play list resolves (twice with Hammertime, §1.3).
    pub(crate) fn resolve_in_play(&mut self) {
        let Some(ip) = self.table.in_play.last().cloned() else {
            return;
        };
        let steps = self.steps_of(ip.card);
        let times = if ip.twice { 2 } else { 1 };
        let mut tasks = Vec::new();
        for _ in 0..times {
            for step in &steps {
                tasks.push(Task::Step {
                    step: step.clone(),
                    ctx: Ctx {
                        you: ip.player,
                        victim: None,
                        card: ip.card,
                        on: false,
                    },
                });
            }
        }
        tasks.push(Task::Retire);
        self.push_in_order(tasks);
    }

    /// Moves resources between a player and another or the supply (`None`), and logs it.
    pub(crate) fn move_resources(
        &mut self,
        from: Option<PlayerId>,
        to: Option<PlayerId>,
        r: Resources,
        why: Why,
    ) {
        let none = Resources::default();
        if let Some(f) = from {
            self.resources(f, none, r, why);
        }
        if let Some(t) = to {
            self.resources(t, r, none, why);
        }
    }

    pub(crate) fn draw_god(&mut self, p: PlayerId, g: super::cards::God, n: u8) {
        let mut got = 0;
        for _ in 0..n {
            let Some(c) = self.gods[god_index(g)].pop() else {
                break;
            };
            self.add_to_hand(p, c, false);
            got += 1;
        }
        self.log(Event::Drew {
            player: p,
            count: got,
        });
    }

    /// The distinct cards of the discard pile a `take_from_discard` may take now.
    pub(crate) fn discard_matching(&self, filter: Filter) -> Vec<CardId> {
        let ty = |c: CardId| self.def(c).card_type;
        let mut cards: Vec<CardId> = self
            .table
            .discard
            .iter()
            .copied()
            .filter(|&c| match filter {
                Filter::Any => true,
                Filter::Action => ty(c) == CardType::Action,
                Filter::Attack => ty(c) == CardType::Attack,
                Filter::Defence | Filter::BestDefence => ty(c) == CardType::Defence,
            })
            .collect();
        if filter == Filter::BestDefence {
            let best = cards
                .iter()
                .map(|&c| self.def(c).defence_power.unwrap_or(0))
                .max();
            cards.retain(|&c| Some(self.def(c).defence_power.unwrap_or(0)) == best);
        }
        cards.sort_unstable();
        cards.dedup();
        cards
    }
}
