//! The turn as a program (§4–§10): the stack of tasks runs until a decision is due, and a
//! decision with a single choice is taken at once (§18.4 auto-pass, generalised: nothing
//! to decide, nothing asked).

use super::action::{Action, Building, Kinds, Prompt, Why};
use super::cards::{God, Window};
use super::constants::{temple_cost, Resources, DRILL_COST, HAND_LIMIT, MINE_COST, ROUNDS};
use super::dice::Colour;
use super::event::Event;
use super::gods;
use super::phase::Phase;
use super::state::{RollPurpose, Task, Turn, Valda};
use crate::PlayerId;

/// More tasks than any turn needs: a safety stop that ends a broken game instead of
/// looping (never reached by a legal game; tested by the property tests).
const MAX_STEPS: usize = 100_000;

/// What a build costs before discounts.
pub fn price(b: Building) -> Resources {
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
        // What was listed before is not this decision's (a position is set up on a state
        // that had advanced to its own first decision).
        self.legal = None;
        for _ in 0..MAX_STEPS {
            match self.table.stack.last() {
                None => {
                    self.finish();
                    return;
                }
                Some(Task::Ask { .. }) => {
                    let legal = self.legal_now();
                    match legal.len() {
                        0 => {
                            self.table.stack.pop();
                        }
                        1 => self.perform(&legal[0]),
                        _ => {
                            self.legal = Some(legal);
                            return;
                        }
                    }
                    continue;
                }
                Some(Task::BeginTurn) if self.hold => return,
                Some(_) => {}
            }
            if let Some(task) = self.table.stack.pop() {
                self.run(task);
            }
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
                    if self.asks_everyone(p) || !self.anytime_options(p).is_empty() {
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
                        super::dice::Face::Gold(n) => {
                            gain.gold = gain.gold.saturating_add(*n as u16)
                        }
                        super::dice::Face::Diamond(n) => {
                            gain.diamond = gain.diamond.saturating_add(*n as u16)
                        }
                        super::dice::Face::Blood(n) => {
                            gain.blood = gain.blood.saturating_add(*n as u16)
                        }
                        super::dice::Face::Followers(_) => {}
                    }
                }
                self.resources(p, gain, Resources::default(), why.unwrap_or(Why::Income));
            }
            // A rune's die (the card says why) or Loki's dice: their numbers add up.
            RollPurpose::Followers | RollPurpose::Loki => {
                let n: i32 = roll.dice.iter().map(|d| d.1.number() as i32).sum();
                self.followers(p, n, why.unwrap_or(Why::Loki));
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
                    Action::OwnerDraw(g) => self.draw_god(p, *g, 1),
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
}
