//! The turn as a program (§4–§10): the stack of tasks runs until a decision is due, and a
//! decision with a single choice is taken at once (§18.4 auto-pass, generalised: nothing
//! to decide, nothing asked).

use super::action::{Action, Building, Kinds, Prompt, ResourcesExt};
use super::attack::attack_order;
use super::cards::{God, Window};
use super::constants::{
    temple_cost, Resources, DRILLS_MAX, DRILL_COST, HAND_LIMIT, MINES_MAX, MINE_COST, ROUNDS,
};
use super::dice::Colour;
use super::event::{Event, Why};
use super::gods;
use super::state::{god_index, PendingBuild, Phase, RollPurpose, Task, Turn, Valda, GODS};
use crate::PlayerId;

/// More tasks than any turn needs: a safety stop that ends a broken game instead of
/// looping (never reached by a legal game; tested by the property tests).
const MAX_STEPS: usize = 100_000;

/// What a build costs before discounts.
pub(crate) fn price(b: Building) -> Resources {
    match b {
        Building::Mine => MINE_COST,
        Building::Drill => DRILL_COST,
        Building::Temple(g) => temple_cost(g),
    }
}

/// The discount slot of a building kind.
pub(crate) fn kind_index(b: Building) -> usize {
    match b {
        Building::Mine => 0,
        Building::Drill => 1,
        Building::Temple(_) => 2,
    }
}

impl Valda {
    /// Runs tasks until a decision with more than one choice is due or the game is over.
    pub(crate) fn advance(&mut self) {
        for _ in 0..MAX_STEPS {
            let Some(task) = self.table.stack.last().cloned() else {
                self.finish();
                return;
            };
            if let Task::Ask { .. } = task {
                let legal = self.legal_now();
                match legal.len() {
                    0 => {
                        self.table.stack.pop();
                    }
                    1 => self.perform(&legal[0]),
                    _ => return,
                }
                continue;
            }
            self.table.stack.pop();
            self.run(task);
        }
        self.table.stack.clear();
        self.finish();
    }

    fn finish(&mut self) {
        if !self.table.over {
            self.table.over = true;
            self.log(Event::GameOver);
        }
    }

    pub(crate) fn push(&mut self, t: Task) {
        self.table.stack.push(t);
    }

    pub(crate) fn ask(&mut self, player: PlayerId, prompt: Prompt) {
        self.push(Task::Ask { player, prompt });
    }

    /// Pushes tasks so that they run in the order given.
    pub(crate) fn push_in_order(&mut self, tasks: Vec<Task>) {
        for t in tasks.into_iter().rev() {
            self.push(t);
        }
    }

    /// The other players clockwise from `p`'s left, as a window queue (last = first asked).
    pub(crate) fn queue_after(&self, p: PlayerId, skip: &[PlayerId]) -> Vec<PlayerId> {
        let mut q: Vec<PlayerId> = (1..self.n())
            .map(|k| self.left(p, k))
            .filter(|x| !skip.contains(x))
            .collect();
        q.reverse();
        q
    }

    /// Opens a god-weapon window whose event was caused by `causer` (§15.3).
    pub(crate) fn open_window(&mut self, kind: Window, causer: PlayerId, others: Vec<PlayerId>) {
        self.push(Task::Window {
            kind,
            current: Some(causer),
            queue: others,
        });
    }

    fn run(&mut self, task: Task) {
        let active = self.active();
        match task {
            Task::Ask { .. } => {}
            Task::BeginTurn => {
                let t = &self.table.turn;
                let (round, player) = (t.round, t.active);
                if let Some(s) = self.table.seats.get_mut(player) {
                    s.muted.clear();
                }
                self.log(Event::Turn { round, player });
                self.push(Task::BeginPhase(Phase::Resources));
            }
            Task::BeginPhase(phase) => {
                self.table.turn.phase = phase;
                self.log(Event::Phase(phase));
                match phase {
                    Phase::Resources => {
                        self.ask(active, Prompt::Resources);
                        self.ask(active, Prompt::Roll);
                    }
                    Phase::Game => {
                        self.push(Task::EndGamePhase);
                        self.ask(active, Prompt::Actions);
                        let mut others: Vec<PlayerId> =
                            (1..self.n()).map(|k| self.left(active, k)).collect();
                        others.reverse();
                        self.push(Task::OpenMoments(others));
                        self.ask(active, Prompt::DrawStep);
                    }
                    Phase::Building => self.ask(active, Prompt::Building),
                    Phase::Attack => self.push(Task::AttackPhase),
                    Phase::Followers => self.ask(active, Prompt::Followers),
                }
            }
            Task::OpenMoments(mut queue) => {
                while let Some(p) = queue.pop() {
                    if !self.anytime_options(p).is_empty() {
                        self.push(Task::OpenMoments(queue));
                        self.ask(p, Prompt::OpenMoment);
                        return;
                    }
                }
            }
            Task::EndGamePhase => {
                // §6.6: the open cards join the hand (everybody saw them), then the limit.
                let open = std::mem::take(&mut self.table.turn.open);
                for c in open {
                    self.add_to_hand(active, c, true);
                }
                self.push(Task::BeginPhase(Phase::Building));
                if self.hand(active).len() > HAND_LIMIT {
                    self.ask(active, Prompt::HandLimit);
                }
            }
            Task::EndTurn => {
                self.push(Task::FinishTurn);
                let stock = self.table.seats[active].res;
                let owed = self.table.turn.owed.min(stock.total());
                if owed > 0 {
                    self.ask(
                        active,
                        Prompt::Pick {
                            from: Some(active),
                            to: None,
                            total: owed,
                            kinds: Kinds::ANY,
                            why: Why::Repay,
                        },
                    );
                }
            }
            Task::FinishTurn => {
                let t = &self.table.turn;
                let (mut round, mut next) = (t.round, t.active + 1);
                if next >= self.n() {
                    next = 0;
                    round += 1;
                }
                if round > ROUNDS {
                    self.finish();
                    return;
                }
                self.table.turn = Turn::new(round, next);
                self.push(Task::BeginTurn);
            }
            Task::Throw {
                roller,
                dice,
                purpose,
                card,
            } => self.throw(roller, dice, purpose, card),
            Task::RollResult => self.roll_result(),
            Task::Window {
                kind,
                current,
                queue,
            } => self.run_window(kind, current, queue),
            Task::Resolve => self.resolve_in_play(),
            Task::Step { step, ctx } => self.step(step, ctx),
            Task::Retire => {
                if let Some(ip) = self.table.in_play.pop() {
                    self.table.discard.push(ip.card);
                }
            }
            Task::BuildFinish => self.build_finish(),
            Task::TempleReward { player, god } => self.temple_reward(player, god),
            Task::AttackPhase => self.attack_phase(),
            Task::Slot {
                attacker,
                attacks_left,
                active_asked,
            } => self.slot(attacker, attacks_left, active_asked),
            Task::Declare {
                attacker,
                card,
                target,
                free,
            } => self.declare(attacker, card, target, free),
            Task::FightDefend => self.fight_defend(),
            Task::FightResolve => self.fight_resolve(),
            Task::FightEffect => self.fight_effect(),
            Task::FightCleanup => self.fight_cleanup(),
        }
    }

    /// Throws dice as one roll and opens its `die_rolled` window (§2.3).
    fn throw(
        &mut self,
        roller: PlayerId,
        dice: Vec<Colour>,
        purpose: RollPurpose,
        card: Option<u8>,
    ) {
        let mut faces = Vec::with_capacity(dice.len());
        for c in dice {
            let face = match self.rigged.first() {
                Some(&f) if f.is_face_of(c) => {
                    self.rigged.remove(0);
                    f
                }
                _ => c.roll(&mut self.rng),
            };
            faces.push((c, face));
        }
        self.log(Event::Rolled {
            player: roller,
            faces: faces.iter().map(|f| f.1).collect(),
        });
        self.table.roll = Some(super::state::Roll {
            roller,
            dice: faces,
            purpose,
            card,
        });
        self.push(Task::RollResult);
        let q = self.queue_after(roller, &[]);
        self.open_window(Window::DieRolled, roller, q);
    }

    fn roll_result(&mut self) {
        let Some(roll) = self.table.roll.take() else {
            return;
        };
        let p = roll.roller;
        let why = roll.card.map(Why::Card);
        match roll.purpose {
            RollPurpose::Income | RollPurpose::Resources => {
                let mut gain = Resources::default();
                for (_, f) in &roll.dice {
                    match f {
                        super::dice::Face::Gold(n) => gain.gold += *n as u16,
                        super::dice::Face::Diamond(n) => gain.diamond += *n as u16,
                        super::dice::Face::Blood(n) => gain.blood += *n as u16,
                        super::dice::Face::Followers(_) => {}
                    }
                }
                self.resources(p, gain, Resources::default(), why.unwrap_or(Why::Income));
            }
            RollPurpose::Followers => {
                let n: i32 = roll.dice.iter().map(|d| d.1.number() as i32).sum();
                self.followers(p, n, why.unwrap_or(Why::Loki));
            }
            RollPurpose::Loki => {
                let n: i32 = roll.dice.iter().map(|d| d.1.number() as i32).sum();
                self.followers(p, n, Why::Loki);
            }
        }
    }

    /// Plays a decision already known to be legal (see `legal.rs`).
    pub(crate) fn perform(&mut self, action: &Action) {
        let Some(Task::Ask { player, prompt }) = self.table.stack.last().cloned() else {
            return;
        };
        let p = player;
        match action {
            Action::Weapon { card, option } => {
                // In a window the player is asked again afterwards by the window itself;
                // other prompts stay and offer their choices again.
                if let Prompt::Window(_) = prompt {
                    self.table.stack.pop();
                }
                self.play_weapon(p, *card, *option as usize);
                return;
            }
            Action::Pass | Action::Mute => {
                self.table.stack.pop();
                if let Prompt::Window(kind) = prompt {
                    if matches!(action, Action::Mute) {
                        self.table.seats[p].muted.push(kind);
                    }
                    if let Some(Task::Window { current, .. }) = self.table.stack.last_mut() {
                        *current = None;
                    }
                }
                self.log(Event::Passed { player: p });
                return;
            }
            _ => {}
        }
        match prompt {
            Prompt::Roll => {
                self.table.stack.pop();
                let s = &self.table.seats[p];
                let mut dice = vec![Colour::Yellow; s.mines as usize];
                dice.extend(std::iter::repeat_n(Colour::Blue, s.drills as usize));
                self.push(Task::Throw {
                    roller: p,
                    dice,
                    purpose: RollPurpose::Income,
                    card: None,
                });
            }
            Prompt::Resources | Prompt::Building | Prompt::Followers | Prompt::Actions => {
                self.phase_action(p, prompt, action)
            }
            Prompt::DrawStep => {
                self.table.stack.pop();
                match action {
                    Action::OwnerDraw(g) => {
                        if let Some(c) = self.gods[god_index(*g)].pop() {
                            self.add_to_hand(p, c, false);
                            self.private.push((p, Event::Got { player: p, card: c }));
                        }
                        self.log(Event::Drew {
                            player: p,
                            count: 1,
                        });
                    }
                    _ => {
                        let (n, hidden) = gods::draw_step(self.table.seats[p].level(God::Freya));
                        if hidden {
                            self.draw_into_hand(p, n);
                        } else {
                            let cards: Vec<u8> = (0..n).filter_map(|_| self.draw_base()).collect();
                            self.table.turn.open.extend(cards.iter().copied());
                            self.log(Event::OpenDrew { player: p, cards });
                        }
                    }
                }
            }
            Prompt::HandLimit => {
                if let Action::Discard(c) = action {
                    if self.remove_from_hand(p, *c) {
                        self.table.discard.push(*c);
                        self.log(Event::Discarded {
                            player: p,
                            card: *c,
                        });
                    }
                }
                if self.hand(p).len() <= HAND_LIMIT {
                    self.table.stack.pop();
                }
            }
            Prompt::OpenMoment => {}
            Prompt::Slot { attacks_left } => {
                self.table.stack.pop();
                if let Action::Attack(c) = action {
                    if attacks_left > 1 {
                        self.push(Task::Slot {
                            attacker: p,
                            attacks_left: attacks_left - 1,
                            active_asked: false,
                        });
                    }
                    self.push(Task::Declare {
                        attacker: p,
                        card: *c,
                        target: None,
                        free: false,
                    });
                }
            }
            Prompt::Defend => {
                self.table.stack.pop();
                self.defend(p, action);
            }
            Prompt::Window(_) => {}
            _ => self.effect_choice(p, prompt, action),
        }
    }

    /// The decisions of the phase prompts, which stay until the phase is ended.
    fn phase_action(&mut self, p: PlayerId, prompt: Prompt, action: &Action) {
        match action {
            Action::EndPhase => {
                self.table.stack.pop();
                match prompt {
                    Prompt::Resources => self.push(Task::BeginPhase(Phase::Game)),
                    // The game phase's end is already on the stack (EndGamePhase).
                    Prompt::Actions => {}
                    Prompt::Building => self.push(Task::BeginPhase(Phase::Attack)),
                    _ => self.push(Task::EndTurn),
                }
            }
            Action::Trade { pay, get } => self.resources(p, get.one(), *pay, Why::Trade),
            Action::Heimdall { pay, get } => self.resources(p, get.one(), *pay, Why::Heimdall),
            Action::Play { card, open } => {
                let c = *card;
                let removed = if *open {
                    let open = &mut self.table.turn.open;
                    match open.iter().position(|&x| x == c) {
                        Some(i) => {
                            open.remove(i);
                            true
                        }
                        None => false,
                    }
                } else {
                    self.remove_from_hand(p, c)
                };
                if !removed {
                    return;
                }
                if self.def(c).costs_action {
                    self.table.turn.actions = self.table.turn.actions.saturating_sub(1);
                }
                self.log(Event::Played { player: p, card: c });
                self.table.in_play.push(super::state::InPlay {
                    card: c,
                    player: p,
                    twice: false,
                });
                self.push(Task::Resolve);
                self.open_window(Window::OwnYellowPlayed, p, Vec::new());
            }
            Action::TakeResource(k) => {
                self.table.turn.actions = self.table.turn.actions.saturating_sub(1);
                self.log(Event::TookResource {
                    player: p,
                    kind: *k,
                });
                self.resources(p, k.one(), Resources::default(), Why::Take);
            }
            Action::DrawTwo => {
                self.table.turn.actions = self.table.turn.actions.saturating_sub(2);
                self.draw_into_hand(p, 2);
            }
            Action::DrawOne => {
                self.table.turn.actions = self.table.turn.actions.saturating_sub(1);
                self.draw_into_hand(p, 1);
            }
            Action::Build { building, skip } => {
                self.table.turn.builds += 1;
                self.table.build = Some(PendingBuild {
                    builder: p,
                    building: *building,
                    skip: *skip,
                    cancelled: false,
                });
                self.log(Event::Declared {
                    player: p,
                    building: *building,
                });
                self.push(Task::BuildFinish);
                let q = self.queue_after(p, &[]);
                self.open_window(Window::BuildDeclared, p, q);
            }
            Action::Thor { pay } => {
                let conv = gods::thor(self.table.seats[p].level(God::Thor));
                self.table.turn.thor_uses += 1;
                self.resources(p, Resources::default(), *pay, Why::Thor);
                if let Some(c) = conv {
                    self.followers(p, c.followers as i32, Why::Thor);
                }
            }
            Action::Odin => {
                if let Some(c) = gods::odin(self.table.seats[p].level(God::Odin)) {
                    self.table.turn.odin_uses += 1;
                    self.resources(
                        p,
                        Resources::default(),
                        Resources::new(0, 0, c.cost as u16),
                        Why::Odin,
                    );
                    self.followers(p, c.followers as i32, Why::Odin);
                }
            }
            Action::Loki => {
                self.table.turn.loki_rolled = true;
                let n = gods::loki_dice(self.table.seats[p].level(God::Loki));
                self.push(Task::Throw {
                    roller: p,
                    dice: vec![Colour::White; n as usize],
                    purpose: RollPurpose::Loki,
                    card: None,
                });
            }
            _ => {}
        }
    }

    fn build_finish(&mut self) {
        let Some(b) = self.table.build.take() else {
            return;
        };
        let p = b.builder;
        if b.cancelled {
            self.log(Event::BuildCancelled {
                player: p,
                building: b.building,
            });
            return;
        }
        let cost = price(b.building).minus(b.skip);
        self.resources(p, Resources::default(), cost, Why::Build(b.building));
        self.table.turn.discount[kind_index(b.building)] = 0;
        let s = &mut self.table.seats[p];
        match b.building {
            Building::Mine => s.mines = (s.mines + 1).min(MINES_MAX),
            Building::Drill => s.drills = (s.drills + 1).min(DRILLS_MAX),
            Building::Temple(g) => s.temples[god_index(g)] += 1,
        }
        self.log(Event::Built {
            player: p,
            building: b.building,
        });
        if let Building::Temple(god) = b.building {
            self.push(Task::TempleReward { player: p, god });
        }
    }

    /// §8.1: a follower, then a look at the top two god cards; one is kept.
    fn temple_reward(&mut self, p: PlayerId, god: God) {
        self.followers(p, 1, Why::Temple(god));
        let deck = &mut self.gods[god_index(god)];
        let take = deck.len().min(2);
        let looked: Vec<u8> = deck.split_off(deck.len() - take);
        match looked.len() {
            0 => {}
            1 => {
                self.add_to_hand(p, looked[0], false);
                self.private.push((
                    p,
                    Event::Got {
                        player: p,
                        card: looked[0],
                    },
                ));
            }
            _ => {
                self.looking = looked;
                self.ask(p, Prompt::KeepGodCard { god });
            }
        }
        self.log(Event::Drew {
            player: p,
            count: take.min(1) as u8,
        });
    }

    /// §9.2–9.3: the order is fixed now; each player gets a slot.
    fn attack_phase(&mut self) {
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

    fn slot(&mut self, attacker: PlayerId, attacks_left: u8, active_asked: bool) {
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

    /// Whether `p` could pay `cost` with Heimdall's help or not: used by the legal builds.
    pub(crate) fn temple_site_free(&self, p: PlayerId, g: God) -> bool {
        let i = god_index(g);
        let used: u8 = self.table.seats.iter().map(|s| s.temples[i]).sum();
        let other_owner = self
            .table
            .seats
            .iter()
            .enumerate()
            .any(|(q, s)| q != p && gods::owns(s.temples[i]));
        (used as usize) < super::constants::TEMPLE_SITES
            && !other_owner
            && self.table.seats[p].temple_count() < super::constants::TEMPLES_PER_PLAYER
    }

    /// The god decks that still hold cards.
    pub(crate) fn god_decks_with_cards(&self) -> Vec<God> {
        GODS.iter()
            .copied()
            .filter(|&g| !self.gods[god_index(g)].is_empty())
            .collect()
    }
}
