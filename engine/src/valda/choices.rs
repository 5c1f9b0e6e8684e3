//! The decisions inside effects: the player of a card answers the prompts its steps
//! raised ("of your choice", §1.1.3) — resources, players, god decks, cards, a die's face.

use super::action::{Action, CardId, Prompt, Why};
use super::constants::Resources;
use super::event::{Event, Source};
use super::state::{god_index, Ctx, Task, Valda};
use crate::PlayerId;

impl Valda {
    /// A decision inside an effect (a prompt other than the phase and attack prompts).
    pub(crate) fn effect_choice(&mut self, p: PlayerId, prompt: Prompt, action: &Action) {
        self.table.stack.pop();
        match (prompt, action) {
            (Prompt::Pick { from, to, why, .. }, Action::Pick(r)) => {
                self.move_resources(from, to, *r, why)
            }
            (Prompt::Swap { card, .. }, Action::Swap { pay, get }) => {
                self.resources(p, *get, *pay, Why::Card(card))
            }
            (
                Prompt::PayFor {
                    from,
                    cost,
                    followers,
                    left,
                    card,
                },
                Action::Pick(r),
            ) => {
                self.resources(p, Resources::default(), *r, Why::Card(card));
                self.followers(p, followers as i32, Why::Card(card));
                if left > 1 {
                    self.ask(
                        p,
                        Prompt::PayFor {
                            from,
                            cost,
                            followers,
                            left: left - 1,
                            card,
                        },
                    );
                }
            }
            (Prompt::Victim { step }, Action::Player(v)) => {
                let card = self.table.in_play.last().map(|ip| ip.card).unwrap_or(0);
                self.push(Task::Step {
                    step: *step,
                    ctx: Ctx {
                        you: p,
                        victim: Some(*v),
                        card,
                        on: true,
                    },
                });
            }
            (Prompt::Redirect, Action::Player(v)) => {
                let Some(f) = &mut self.table.fight else {
                    return;
                };
                f.target = *v;
                f.redirected = true;
                let attacker = f.attacker;
                self.log(Event::Redirected { target: *v });
                let queue = self.attack_window_queue(attacker, *v);
                self.close_window(Some(Task::Window {
                    kind: super::cards::Window::AttackDeclared,
                    current: Some(attacker),
                    queue,
                }));
            }
            (Prompt::DrawGod { n }, Action::God(g)) => self.draw_god(p, *g, n),
            (Prompt::LookGod { left, mut seen }, Action::God(g)) => {
                if let Some(&c) = self.gods[god_index(*g)].last() {
                    self.private.push((p, Event::Saw { player: p, card: c }));
                }
                seen.push(*g);
                if left > 1 {
                    self.ask(
                        p,
                        Prompt::LookGod {
                            left: left - 1,
                            seen,
                        },
                    );
                }
            }
            (Prompt::KeepGodCard { god }, Action::Card(c)) => {
                if let Some(i) = self.looking.iter().position(|x| x == c) {
                    let kept = self.looking.remove(i);
                    self.add_to_hand(p, kept, false);
                }
                for c in std::mem::take(&mut self.looking) {
                    self.gods[god_index(god)].insert(0, c);
                }
            }
            (Prompt::SearchTake { left }, Action::Card(c)) => {
                if let Some(i) = self.looking.iter().position(|x| x == c) {
                    let kept = self.looking.remove(i);
                    self.add_to_hand(p, kept, false);
                    self.log(Event::Drew {
                        player: p,
                        count: 1,
                    });
                }
                if left > 1 && !self.looking.is_empty() {
                    self.ask(p, Prompt::SearchTake { left: left - 1 });
                }
            }
            (Prompt::SearchUnder, Action::Card(c)) => {
                if let Some(i) = self.looking.iter().position(|x| x == c) {
                    let under = self.looking.remove(i);
                    self.base.insert(0, under);
                }
                if !self.looking.is_empty() {
                    self.ask(p, Prompt::SearchUnder);
                }
            }
            (Prompt::FromDiscard { filter, left }, Action::Card(c)) => {
                if let Some(i) = self.table.discard.iter().rposition(|x| x == c) {
                    self.table.discard.remove(i);
                    self.add_to_hand(p, *c, true);
                    self.log(Event::Took {
                        player: p,
                        card: *c,
                        from: Source::Discard,
                    });
                }
                if left > 1 && !self.discard_matching(filter).is_empty() {
                    self.ask(
                        p,
                        Prompt::FromDiscard {
                            filter,
                            left: left - 1,
                        },
                    );
                }
            }
            (Prompt::Sacrifice { left }, Action::Discard(c)) => {
                if self.remove_from_hand(p, *c) {
                    self.table.discard.push(*c);
                    self.log(Event::Discarded {
                        player: p,
                        card: *c,
                    });
                    let card = self.table.in_play.last().map(|ip| ip.card).unwrap_or(*c);
                    self.followers(p, 1, Why::Card(card));
                }
                if left > 1 && !self.hand(p).is_empty() {
                    self.ask(p, Prompt::Sacrifice { left: left - 1 });
                }
            }
            (Prompt::Give { to }, Action::Card(c)) => self.give(p, to, *c),
            (Prompt::TakeCard { victim, left }, a) => {
                match a {
                    Action::Card(c) => {
                        let open = &mut self.table.turn.open;
                        if let Some(i) = open.iter().position(|x| x == c) {
                            open.remove(i);
                            self.add_to_hand(p, *c, true);
                            self.log(Event::Took {
                                player: p,
                                card: *c,
                                from: Source::Open(victim),
                            });
                        }
                    }
                    _ => {
                        self.steal_random(p, victim);
                    }
                }
                if left > 1 {
                    self.ask(
                        p,
                        Prompt::TakeCard {
                            victim,
                            left: left - 1,
                        },
                    );
                }
            }
            (Prompt::SetDie, Action::Die { index, face }) => {
                if let Some(r) = &mut self.table.roll {
                    if let Some(d) = r.dice.get_mut(*index as usize) {
                        d.1 = *face;
                        self.log(Event::DieSet {
                            by: p,
                            index: *index,
                            face: *face,
                        });
                    }
                }
            }
            // An "up to" choice stopped early is a Pass, handled by `perform`.
            _ => {}
        }
    }

    /// `switch_card`'s second half: `p` gives `c` to `to` (seen by the two of them).
    fn give(&mut self, p: PlayerId, to: PlayerId, c: CardId) {
        if self.remove_from_hand(p, c) {
            self.add_to_hand(to, c, false);
            self.log(Event::Gave { player: p, to });
        }
    }
}
