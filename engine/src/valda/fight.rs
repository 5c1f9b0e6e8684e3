//! Resolving one attack (§9.4): declare, the `attack_declared` window, the defence, the
//! powers with Surtur and Tyr, hit or stop, the effects and where the cards go.

use super::action::{Action, CardId, Prompt};
use super::attack::{attack_order, hits};
use super::cards::{CardType, Effect, God, Step, Window};
use super::event::{Event, Source};
use super::gods;
use super::phase::Phase;
use super::state::{Ctx, Fight, Task, Valda};
use crate::PlayerId;

impl Valda {
    /// The effect steps of a card (none for god weapons, whose steps are per option).
    pub(crate) fn steps_of(&self, c: CardId) -> Vec<Step> {
        match &self.def(c).effect {
            Effect::Steps(s) => s.clone(),
            _ => Vec::new(),
        }
    }

    /// The order of the `attack_declared` window (§15.3): the attacker, the target, then
    /// the others clockwise from the target's left. Returns the queue after the attacker.
    pub(crate) fn attack_window_queue(
        &self,
        attacker: PlayerId,
        target: PlayerId,
    ) -> Vec<PlayerId> {
        let mut q = self.queue_after(target, &[attacker]);
        q.push(target);
        q
    }

    pub(crate) fn declare(
        &mut self,
        attacker: PlayerId,
        card: CardId,
        target: Option<PlayerId>,
        free: bool,
    ) {
        if !free && !self.remove_from_hand(attacker, card) {
            return;
        }
        let target = target.unwrap_or(self.active());
        self.table.fight = Some(Fight {
            attacker,
            target,
            card,
            free,
            redirected: false,
            undefendable: false,
            doubled: false,
            defended: false,
            defence: None,
            kill_doubled: false,
            cancelled: false,
            hit: false,
            stopped: false,
            kept: false,
            again: false,
        });
        self.log(Event::Attack {
            attacker,
            target,
            card,
            free,
        });
        self.push_in_order(vec![
            Task::FightDefend,
            Task::FightResolve,
            Task::FightCleanup,
        ]);
        let q = self.attack_window_queue(attacker, target);
        self.open_window(Window::AttackDeclared, attacker, q);
    }

    /// The defence cards `p` could answer with.
    pub(crate) fn defence_cards(&self, p: PlayerId) -> Vec<CardId> {
        let mut out: Vec<CardId> = self
            .hand(p)
            .iter()
            .copied()
            .filter(|&c| self.def(c).card_type == CardType::Defence)
            .collect();
        out.dedup();
        out
    }

    pub(crate) fn fight_defend(&mut self) {
        let Some(f) = &self.table.fight else {
            return;
        };
        if f.cancelled {
            return;
        }
        let target = f.target;
        if f.undefendable || self.defence_cards(target).is_empty() {
            if let Some(f) = &mut self.table.fight {
                f.defended = true;
            }
            self.log(Event::Defence { target, card: None });
            return;
        }
        self.ask(target, Prompt::Defend);
    }

    pub(crate) fn defend(&mut self, p: PlayerId, action: &Action) {
        let card = match action {
            Action::Defend(c) if self.remove_from_hand(p, *c) => Some(*c),
            _ => None,
        };
        if let Some(f) = &mut self.table.fight {
            f.defended = true;
            f.defence = card;
        }
        self.log(Event::Defence { target: p, card });
    }

    /// §9.4.4–9.4.7: powers, outcome, and what follows a hit or a stop.
    pub(crate) fn fight_resolve(&mut self) {
        let Some(f) = self.table.fight.clone() else {
            return;
        };
        if f.cancelled {
            return;
        }
        let n = self.n();
        let printed = self.def(f.card).attack_power.unwrap_or(0);
        let surtur = gods::attack_bonus(self.table.seats[f.attacker].level(God::Surtur), n);
        let attack = (printed.saturating_add(surtur)).saturating_mul(if f.doubled { 2 } else { 1 });
        let tyr = gods::defence_bonus(self.table.seats[f.target].level(God::Tyr));
        let defence = f
            .defence
            .map(|d| self.def(d).defence_power.unwrap_or(0).saturating_add(tyr));
        let reflected = f
            .defence
            .is_some_and(|d| self.steps_of(d).contains(&Step::Reflect));
        let hit = !reflected && hits(attack, defence);
        self.log(Event::Outcome {
            printed,
            surtur,
            doubled: f.doubled,
            attack,
            defence,
            tyr: if f.defence.is_some() { tyr } else { 0 },
            reflected,
            hit,
        });
        if let Some(fm) = &mut self.table.fight {
            fm.hit = hit;
            fm.stopped = !hit;
        }
        if hit {
            self.push(Task::FightEffect);
            let q = self.queue_after(f.attacker, &[]);
            self.open_window(Window::AttackHit, f.attacker, q);
            return;
        }
        // Stopped: the on_block steps (or the reflected effect), then Resisted, then
        // Surturs Claim (§9.4.7).
        let mut tasks = Vec::new();
        if reflected {
            for step in self.steps_of(f.card) {
                tasks.push(Task::Step {
                    step,
                    ctx: Ctx {
                        you: f.target,
                        victim: Some(f.attacker),
                        card: f.card,
                        on: false,
                    },
                });
            }
        } else if let Some(d) = f.defence {
            for step in self.steps_of(d) {
                if let Step::OnBlock(inner) = step {
                    tasks.push(Task::Step {
                        step: *inner,
                        ctx: Ctx {
                            you: f.target,
                            victim: None,
                            card: d,
                            on: false,
                        },
                    });
                }
            }
        }
        tasks.push(Task::Window {
            kind: Window::DefendedDefender,
            current: Some(f.target),
            queue: Vec::new(),
        });
        tasks.push(Task::Window {
            kind: Window::DefendedAttacker,
            current: Some(f.attacker),
            queue: Vec::new(),
        });
        self.push_in_order(tasks);
    }

    pub(crate) fn fight_effect(&mut self) {
        let Some(f) = self.table.fight.clone() else {
            return;
        };
        let tasks = self
            .steps_of(f.card)
            .into_iter()
            .map(|step| Task::Step {
                step,
                ctx: Ctx {
                    you: f.attacker,
                    victim: Some(f.target),
                    card: f.card,
                    on: false,
                },
            })
            .collect();
        self.push_in_order(tasks);
    }

    /// §9.4.8: the defence card to the discard pile; the attack card too, unless it was
    /// kept, sent back, or taken by Tyrs Revenge.
    pub(crate) fn fight_cleanup(&mut self) {
        let Some(f) = self.table.fight.take() else {
            return;
        };
        if let Some(d) = f.defence {
            self.table.discard.push(d);
        }
        if f.cancelled {
            return;
        }
        if f.kept {
            self.add_to_hand(f.target, f.card, true);
            self.log(Event::Took {
                player: f.target,
                card: f.card,
                from: Source::Attack,
            });
        } else if f.again {
            self.push(Task::Declare {
                attacker: f.attacker,
                card: f.card,
                target: Some(f.target),
                free: true,
            });
        } else {
            self.table.discard.push(f.card);
        }
    }

    /// §9.2–9.3: the order is fixed now; each player gets a slot.
    pub(crate) fn attack_phase(&mut self) {
        let active = self.active();
        let followers: Vec<u32> = self.table.seats.iter().map(|s| s.followers).collect();
        let res: Vec<u32> = self
            .table
            .seats
            .iter()
            .map(|s| s.res.total() as u32)
            .collect();
        let order = attack_order(active, &followers, &res);
        self.log(Event::AttackOrder(order.clone()));
        self.table.turn.attack_order = order.clone();
        self.push(Task::BeginPhase(Phase::Followers));
        let n = self.n();
        let slots: Vec<Task> = order
            .iter()
            .map(|&a| Task::Slot {
                attacker: a,
                attacks_left: gods::attacks_per_slot(self.table.seats[a].level(God::Surtur), n),
                active_asked: false,
            })
            .collect();
        self.push_in_order(slots);
    }

    pub(crate) fn slot(&mut self, attacker: PlayerId, attacks_left: u8, active_asked: bool) {
        let active = self.active();
        if !active_asked && !self.anytime_options(active).is_empty() {
            self.push(Task::Slot {
                attacker,
                attacks_left,
                active_asked: true,
            });
            self.ask(active, Prompt::OpenMoment);
            return;
        }
        self.ask(attacker, Prompt::Slot { attacks_left });
    }
}

/// What an attack or a defence about to be chosen would come to (§9.4.4–9.4.5), worked out
/// from what the player deciding may see: the powers with Surtur, Wrath of Thor's doubling
/// and Tyr, and — once both sides are known — whether it hits. The app shows it before the
/// choice is confirmed ([`Valda::fight_preview`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FightPreview {
    pub attacker: PlayerId,
    pub target: PlayerId,
    /// The attack card (whose on-hit steps are what a hit costs the target).
    pub card: CardId,
    /// The attack's power: printed, plus Surtur, doubled by Wrath of Thor.
    pub swords: u8,
    /// Surtur's bonus in `swords`.
    pub surtur: u8,
    /// The defence's power with Tyr's bonus; `None` while no defence card is chosen (an
    /// attack being declared: the target has not answered yet), or when none is played.
    pub shields: Option<u8>,
    /// Tyr's bonus the target's defence card would get.
    pub tyr: u8,
    /// Whether it hits: `None` while the defence is not known yet.
    pub hit: Option<bool>,
}

impl Valda {
    /// What `action` — an attack declared in an attack slot, a defence card or no defence
    /// against the attack under way — would come to; `None` for any other action, or one
    /// that is not legal now. Uses nothing the player deciding could not see.
    pub fn fight_preview(&self, action: &Action) -> Option<FightPreview> {
        let (decider, prompt) = self.prompt()?;
        let n = self.n();
        let level = |p: PlayerId, g: God| self.table.seats.get(p).map_or(0, |s| s.level(g));
        let swords = |attacker: PlayerId, card: CardId, doubled: bool| {
            let printed = self.def(card).attack_power.unwrap_or(0);
            let surtur = gods::attack_bonus(level(attacker, God::Surtur), n);
            let power = printed
                .saturating_add(surtur)
                .saturating_mul(if doubled { 2 } else { 1 });
            (power, surtur)
        };
        match (prompt, action) {
            (Prompt::Slot { .. }, Action::Attack(card))
                if self.def(*card).card_type == CardType::Attack
                    && self.hand(decider).contains(card) =>
            {
                let target = self.active();
                let (power, surtur) = swords(decider, *card, false);
                Some(FightPreview {
                    attacker: decider,
                    target,
                    card: *card,
                    swords: power,
                    surtur,
                    shields: None,
                    tyr: gods::defence_bonus(level(target, God::Tyr)),
                    hit: None,
                })
            }
            (Prompt::Defend, Action::Defend(_) | Action::NoDefence) => {
                let f = self.table.fight.as_ref()?;
                let (power, surtur) = swords(f.attacker, f.card, f.doubled);
                let tyr = gods::defence_bonus(level(f.target, God::Tyr));
                let (shields, hit) = match action {
                    Action::Defend(d) => {
                        let def = self.def(*d);
                        if def.card_type != CardType::Defence || !self.hand(decider).contains(d) {
                            return None;
                        }
                        let shields = def.defence_power.unwrap_or(0).saturating_add(tyr);
                        let reflected = self.steps_of(*d).contains(&Step::Reflect);
                        (Some(shields), !reflected && hits(power, Some(shields)))
                    }
                    _ => (None, true),
                };
                Some(FightPreview {
                    attacker: f.attacker,
                    target: f.target,
                    card: f.card,
                    swords: power,
                    surtur,
                    shields,
                    tyr,
                    hit: Some(hit),
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod preview_tests {
    use super::super::ValdaConfig;
    use super::*;
    use crate::{Game, Rng};

    /// Through random 3-player games: every defence and "no defence" previewed comes to the
    /// outcome the engine then logs (when nothing doubled the attack in between), and an
    /// attack's preview names its card, the active player as target and its swords.
    #[test]
    fn a_previewed_defence_comes_to_the_logged_outcome() {
        let (mut defences, mut attacks) = (0, 0);
        for seed in 1..=12 {
            let mut g = Valda::new(&ValdaConfig::new(3), seed).unwrap();
            let mut rng = Rng::new(seed);
            for _ in 0..3_000 {
                let legal = g.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let a = legal[rng.index(legal.len())].clone();
                let preview = g.fight_preview(&a);
                match (&a, g.prompt().map(|(_, p)| p.clone())) {
                    (Action::Defend(_) | Action::NoDefence, Some(Prompt::Defend)) => {
                        let p = preview.expect("a defence is previewed");
                        let seen = g.table.log.len();
                        let doubled = g.table.fight.as_ref().is_some_and(|f| f.doubled);
                        g.apply(&a).unwrap();
                        // Play on until the outcome is logged.
                        let mut outcome = None;
                        for _ in 0..200 {
                            outcome = g.table.log[seen..].iter().find_map(|e| match e {
                                Event::Outcome {
                                    attack,
                                    defence,
                                    hit,
                                    doubled: d,
                                    ..
                                } => Some((*attack, *defence, *hit, *d)),
                                _ => None,
                            });
                            let legal = g.legal_actions();
                            if outcome.is_some() || legal.is_empty() {
                                break;
                            }
                            g.apply(&legal[rng.index(legal.len())]).unwrap();
                        }
                        if let Some((attack, defence, hit, d)) = outcome {
                            if d == doubled {
                                assert_eq!(
                                    (p.swords, p.shields, p.hit),
                                    (attack, defence, Some(hit))
                                );
                                defences += 1;
                            }
                        }
                        continue;
                    }
                    (Action::Attack(c), Some(Prompt::Slot { .. })) => {
                        let p = preview.expect("an attack is previewed");
                        assert_eq!(
                            (p.card, p.target, p.hit, p.shields),
                            (*c, g.active(), None, None)
                        );
                        assert!(p.swords >= g.def(*c).attack_power.unwrap_or(0));
                        attacks += 1;
                    }
                    (Action::Attack(_) | Action::Defend(_) | Action::NoDefence, _) => {}
                    _ => assert_eq!(preview, None),
                }
                g.apply(&a).unwrap();
            }
        }
        assert!(
            defences > 10 && attacks > 10,
            "{defences} defences, {attacks} attacks"
        );
    }
}
