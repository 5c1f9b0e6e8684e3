//! The decisions of the phase prompts (§5–§8, §10): trades and conversions, the game
//! phase's actions, builds with their reward, the followers phase; they stay on the stack
//! until the player ends the phase.

use super::action::{Action, Building, Prompt, ResourcesExt, Why};
use super::cards::{God, Window};
use super::constants::{Resources, DRILLS_MAX, MINES_MAX};
use super::dice::Colour;
use super::event::Event;
use super::flow::{kind_index, price};
use super::gods;
use super::phase::Phase;
use super::state::{god_index, PendingBuild, RollPurpose, Task, Valda, GODS};
use crate::PlayerId;

impl Valda {
    /// The decisions of the phase prompts, which stay until the phase is ended.
    pub(crate) fn phase_action(&mut self, p: PlayerId, prompt: Prompt, action: &Action) {
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

    pub(crate) fn build_finish(&mut self) {
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
    pub(crate) fn temple_reward(&mut self, p: PlayerId, god: God) {
        self.followers(p, 1, Why::Temple(god));
        let deck = &mut self.gods[god_index(god)];
        let take = deck.len().min(2);
        let looked: Vec<u8> = deck.split_off(deck.len() - take);
        match looked.len() {
            0 => {}
            1 => {
                self.add_to_hand(p, looked[0], false);
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

    /// Whether `p` may build a temple in `g` (§7.3): a free site, no other owner, a
    /// temple figure left.
    pub(crate) fn temple_site_free(&self, p: PlayerId, g: God) -> bool {
        let i = god_index(g);
        let used: u32 = self.table.seats.iter().map(|s| s.temples[i] as u32).sum();
        let other_owner = self
            .table
            .seats
            .iter()
            .enumerate()
            .any(|(q, s)| q != p && gods::owns(s.temples[i]));
        (used as usize) < super::constants::TEMPLE_SITES
            && !other_owner
            && self.table.seats[p].temple_count() < super::constants::TEMPLES_PER_PLAYER as u32
    }

    /// The god decks that still hold cards.
    pub(crate) fn god_decks_with_cards(&self) -> Vec<God> {
        GODS.iter()
            .copied()
            .filter(|&g| !self.gods[god_index(g)].is_empty())
            .collect()
    }
}
