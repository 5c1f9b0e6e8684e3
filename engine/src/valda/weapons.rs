//! God weapons (§14) and their windows (§15): who is asked, in which order, and which
//! options are legal — an option is legal only in its window and only when it would
//! change something (§14.2). Each of the 14 options has its own such rule, by name (C3).

use super::action::{Action, CardId, Prompt};
use super::cards::{CardType, Effect, Step, Window};
use super::event::Event;
use super::state::{Ctx, InPlay, Task, Valda};
use crate::PlayerId;

impl Valda {
    /// Asks the next player of a window who has something legal to play.
    pub(crate) fn run_window(
        &mut self,
        kind: Window,
        mut current: Option<PlayerId>,
        mut queue: Vec<PlayerId>,
    ) {
        loop {
            if let Some(p) = current {
                let muted = self
                    .table
                    .seats
                    .get(p)
                    .is_some_and(|s| s.muted.contains(&kind));
                if !muted && (self.asks_everyone(p) || !self.window_options(p, kind).is_empty()) {
                    self.push(Task::Window {
                        kind,
                        current: Some(p),
                        queue,
                    });
                    self.ask(p, Prompt::Window(kind));
                    return;
                }
            }
            match queue.pop() {
                Some(p) => current = Some(p),
                None => return,
            }
        }
    }

    /// In the privacy mode (§18.3), every player but the active one is asked at windows
    /// and open moments, holding a legal option or not.
    pub(crate) fn asks_everyone(&self, p: PlayerId) -> bool {
        self.config.privacy && p != self.active()
    }

    /// The god weapons `p` can play from: the hand, and the open cards of the active player.
    fn weapon_cards(&self, p: PlayerId) -> Vec<CardId> {
        // Filtered before collecting: most hands hold no god weapon, and this runs for
        // nearly every decision of a search's playouts (no allocation then).
        let open: &[CardId] = if p == self.active() {
            &self.table.turn.open
        } else {
            &[]
        };
        let mut cards: Vec<CardId> = self
            .hand(p)
            .iter()
            .chain(open)
            .copied()
            .filter(|&c| self.def(c).card_type == CardType::GodWeapon)
            .collect();
        cards.sort_unstable();
        cards.dedup();
        cards
    }

    /// `p`'s legal weapon options whose window is one of `windows`.
    fn options_in(&self, p: PlayerId, windows: &[Window]) -> Vec<Action> {
        let mut out = Vec::new();
        for c in self.weapon_cards(p) {
            if let Effect::Options(opts) = &self.def(c).effect {
                for (i, o) in opts.iter().enumerate() {
                    if windows.contains(&o.window) && self.option_legal(p, &o.name) {
                        out.push(Action::Weapon {
                            card: c,
                            option: i as u8,
                        });
                    }
                }
            }
        }
        out
    }

    /// `p`'s legal `anytime` options (§15.2: offered at their open moments).
    pub(crate) fn anytime_options(&self, p: PlayerId) -> Vec<Action> {
        self.options_in(p, &[Window::Anytime])
    }

    /// What `p` may play when asked in a window of `kind`: its options; the target's
    /// `attacked` options with `attack_declared`; and `anytime` options for the active
    /// player (any window of their turn) and for the target of a redirected attack (P2).
    pub(crate) fn window_options(&self, p: PlayerId, kind: Window) -> Vec<Action> {
        // At most three windows; on the stack, as this runs at every window of a playout.
        let mut windows = [kind; 3];
        let mut n = 1;
        let fight_target = self.table.fight.as_ref().map(|f| (f.target, f.redirected));
        if kind == Window::AttackDeclared {
            if fight_target.is_some_and(|(t, _)| t == p) {
                windows[n] = Window::Attacked;
                n += 1;
            }
            if fight_target == Some((p, true)) {
                windows[n] = Window::Anytime;
                n += 1;
            }
        }
        if p == self.active() && !windows[..n].contains(&Window::Anytime) {
            windows[n] = Window::Anytime;
            n += 1;
        }
        self.options_in(p, &windows[..n])
    }

    /// §14.3, the "who may play" and "needs" columns, by option name.
    pub(crate) fn option_legal(&self, p: PlayerId, name: &str) -> bool {
        let t = &self.table;
        let fight = t.fight.as_ref();
        let open_fight = fight.filter(|f| !f.cancelled && !f.defended);
        let others = || (0..self.n()).filter(move |&q| q != p);
        match name {
            "bullseye" => !t.discard.is_empty(),
            "soulspear" => fight.is_some_and(|f| {
                f.hit
                    && !f.kill_doubled
                    && self
                        .steps_of(f.card)
                        .iter()
                        .any(|s| matches!(s, Step::KillFollowers(_)))
            }),
            "vanished" => {
                open_fight.is_some_and(|f| f.target == p && others().any(|q| q != f.attacker))
            }
            "crown_of_fortune" => t.roll.as_ref().is_some_and(|r| !r.dice.is_empty()),
            "thief" => others().any(|q| {
                !self.hand(q).is_empty() || (q == self.active() && !t.turn.open.is_empty())
            }),
            "tyrs_revenge" => open_fight.is_some_and(|f| f.attacker != p),
            "war_horn" => open_fight.is_some_and(|f| f.target != p && !f.undefendable),
            "sound_of_the_gjallarhorn" => t
                .discard
                .iter()
                .any(|&c| self.def(c).card_type == CardType::Defence),
            "resisted" => fight.is_some_and(|f| f.stopped && f.target == p && f.defence.is_some()),
            "surturs_claim" => {
                fight.is_some_and(|f| f.stopped && f.attacker == p && !f.kept && !f.again)
            }
            "hammertime" => t.in_play.last().is_some_and(|ip| {
                ip.player == p
                    && !ip.twice
                    && self.def(ip.card).card_type == CardType::Action
                    && !self
                        .steps_of(ip.card)
                        .iter()
                        .all(|s| matches!(s, Step::BuildLimit(_)))
            }),
            "wrath_of_thor" => open_fight.is_some_and(|f| !f.doubled),
            "backstab" => t
                .build
                .as_ref()
                .is_some_and(|b| b.builder != p && !b.cancelled),
            "deadly_dagger" => t
                .discard
                .iter()
                .any(|&c| self.def(c).card_type == CardType::Attack),
            _ => false,
        }
    }

    /// Reveals a god weapon, resolves the option, then discards it (§14.1).
    pub(crate) fn play_weapon(&mut self, p: PlayerId, card: CardId, option: usize) {
        let from_open = !self.hand(p).contains(&card);
        if from_open {
            let open = &mut self.table.turn.open;
            match open.iter().position(|&x| x == card) {
                Some(i) => {
                    open.remove(i);
                }
                None => return,
            }
        } else {
            self.remove_from_hand(p, card);
        }
        let Effect::Options(opts) = &self.def(card).effect else {
            return;
        };
        let Some(opt) = opts.get(option) else {
            return;
        };
        let (name, steps) = (opt.name.clone(), opt.steps.clone());
        self.log(Event::Weapon {
            player: p,
            card,
            option: name,
        });
        self.table.in_play.push(InPlay {
            card,
            player: p,
            twice: false,
        });
        let mut tasks: Vec<Task> = steps
            .into_iter()
            .map(|step| Task::Step {
                step,
                ctx: Ctx {
                    you: p,
                    victim: None,
                    card,
                    on: false,
                },
            })
            .collect();
        tasks.push(Task::Retire);
        self.push_in_order(tasks);
    }

    /// Ends the window being asked (Vanished, Tyrs Revenge and Surturs Claim change the
    /// situation, §15.4): the nearest window task is dropped, or replaced by `with`.
    pub(crate) fn close_window(&mut self, with: Option<Task>) {
        let stack = &mut self.table.stack;
        if let Some(i) = stack.iter().rposition(|t| matches!(t, Task::Window { .. })) {
            match with {
                Some(t) => stack[i] = t,
                None => {
                    stack.remove(i);
                }
            }
        }
    }
}
