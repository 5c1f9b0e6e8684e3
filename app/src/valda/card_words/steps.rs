//! One step of the effect vocabulary in words (the interpreter's core), with the victim
//! each step hits and "them" for a victim named just before.

use skald::valda::cards::{BuildKind, Colour, Filter, From, GodSel, Res, Step, Target};
use skald::valda::constants::{DRILLS_MAX, MINES_MAX};

use super::vocab::msg::*;
use super::vocab::{god_name, HIT, THEY};
use crate::i18n::shell::n_cards;
pub(super) use crate::text::join_and;

/// Steps resolved one after the other, as one clause list without a capital. `victim` is
/// the one a victim step hits when no `on(…)` names one (`hit` on an attack card).
pub(super) fn steps_words(steps: &[Step], victim: Option<&'static str>) -> String {
    let mut w = Words { victim, last: None };
    let mut clauses = Vec::new();
    let mut i = 0;
    while i < steps.len() {
        // Resources taken one after another are said once: "take 1 gold, 1 diamond and
        // 1 divine blood from the supply".
        let run: Vec<String> = steps[i..]
            .iter()
            .map_while(|s| match s {
                Step::Gain(r, n) => Some(amount(*r, *n, false)),
                _ => None,
            })
            .collect();
        if run.len() > 1 {
            clauses.push(do_gain(join_and(&run)));
            i += run.len();
        } else {
            clauses.push(w.step(&steps[i], None));
            i += 1;
        }
    }
    join_and(&clauses)
}

/// "2 gold", "1 diamond", "3 resources of your choice" (of their choice: chosen by the one
/// who gains, inside `on(…)`).
fn amount(r: Res, n: u8, theirs: bool) -> String {
    match r {
        Res::Gold => n_gold(n),
        Res::Diamond => n_diamond(n),
        Res::Blood => n_blood(n),
        Res::Any if theirs => n_their_choice(n),
        Res::Any => n_your_choice(n),
    }
}

/// What is paid: "2 gold or diamonds (any mix)".
fn cost(f: From, n: u8) -> String {
    match f {
        From::Gold => n_gold(n),
        From::Diamond => n_diamond(n),
        From::Blood => n_blood(n),
        From::GoldDiamond => n_gold_diamond(n),
        From::Any => n_any_kind(n),
    }
}

/// The wording state of one clause list: whom victim steps hit, and who was named last
/// (named again, they become "them").
struct Words {
    victim: Option<&'static str>,
    last: Option<&'static str>,
}

impl Words {
    /// The key of the one `target` hits: "they" when the same (fixed) player or players
    /// were named just before; a player chosen is chosen anew each time.
    fn whom(&mut self, target: Option<&'static str>) -> &'static str {
        let t = target.or(self.victim).unwrap_or(HIT);
        if self.last == Some(t) && t != Target::Chosen.word() {
            THEY
        } else {
            self.last = Some(t);
            t
        }
    }

    /// One step as a clause; `on` is the target of an enclosing `on(…)`.
    fn step(&mut self, step: &Step, on: Option<&'static str>) -> String {
        match step {
            Step::Gain(r, n) => match on {
                Some(_) => {
                    let who = self.whom(on);
                    do_give(to_whom(who), amount(*r, *n, true))
                }
                None => do_gain(amount(*r, *n, false)),
            },
            Step::GainFollowers(n) => match on {
                Some(_) => {
                    let who = self.whom(on);
                    do_give(to_whom(who), n_followers(*n))
                }
                None => do_gain_followers(n_followers(*n)),
            },
            Step::Draw(n) => match on {
                Some(_) => {
                    let who = self.whom(on);
                    do_let_draw(make_whom(who), n_cards(*n))
                }
                None => do_draw(n_cards(*n)),
            },
            Step::On(t, inner) => {
                let target = t.word();
                let affects_victim = matches!(
                    **inner,
                    Step::Gain(..)
                        | Step::GainFollowers(_)
                        | Step::Draw(_)
                        | Step::KillFollowers(_)
                        | Step::StealFollowers(_)
                        | Step::StealResource(..)
                        | Step::BurnResource(..)
                        | Step::StealCard(_)
                        | Step::DiscardRandom(_)
                        | Step::SwitchCard
                        | Step::TakeCard(_)
                );
                let clause = self.step(inner, Some(target));
                // A step that touches no one else happens once per player hit, for you.
                match (affects_victim, t) {
                    (true, _) | (false, Target::Attacker) | (false, Target::All) => clause,
                    (false, Target::EachOther) => for_each_other(clause),
                    (false, Target::Chosen) => for_chosen(clause),
                }
            }
            Step::LoseFollowers(n) => do_lose_followers(n_followers(*n)),
            Step::Convert(from, to, n) => do_convert(*n, from.word(), to.word()),
            Step::FollowersFor {
                from,
                cost: c,
                followers,
                times,
            } => do_followers_for(cost(*from, *c), n_followers(*followers), *times),
            Step::RollFollowers(c) => match c {
                Colour::Yellow => do_roll_followers_yellow(),
                Colour::Blue => do_roll_followers_blue(),
                Colour::White => do_roll_followers_white(),
            }
            .to_string(),
            Step::RollResources(c, n) => match c {
                Colour::Yellow => do_roll_resources_yellow(*n),
                Colour::Blue => do_roll_resources_blue(*n),
                Colour::White => do_roll_resources_white(*n),
            },
            Step::Borrow { now, later } => do_borrow(n_resources(*now), n_resources(*later)),
            Step::Discount(k, n) => do_discount(k.word(), n_resources(*n)),
            Step::BuildFree(k) => {
                let max = if *k == BuildKind::Mine {
                    MINES_MAX
                } else {
                    DRILLS_MAX
                };
                do_build_free(k.word(), max)
            }
            Step::DrawGod(GodSel::Choice, n) => do_draw_god_choice(*n),
            Step::DrawGod(GodSel::God(g), n) => do_draw_god(*n, god_name(*g)),
            Step::LookGodTops(n) => do_look_god_tops(*n),
            Step::Search { look, take } => do_search(*look, *take),
            Step::TakeFromDiscard(Filter::BestDefence, n) => do_take_best_defence(*n),
            Step::TakeFromDiscard(f, n) => do_take_from_discard(*n, f.word()),
            Step::FollowersPerDiscard(n) => do_followers_per_discard(*n),
            Step::SwitchCard => {
                let who = self.whom(on);
                do_switch_card(hand_of(who))
            }
            Step::TakeCard(n) => {
                let who = self.whom(on);
                do_take_card(*n, from_whom(who))
            }
            Step::ExtraActions(n) => do_extra_actions(*n),
            Step::BuildLimit(n) => do_build_limit(*n),
            Step::KillFollowers(n) => match self.whom(on) {
                THEY => do_kill_their(*n),
                who => do_kill(n_followers(*n), of_whom(who)),
            },
            Step::StealFollowers(n) => {
                let who = self.whom(on);
                do_steal_followers(n_followers(*n), from_whom(who))
            }
            Step::StealResource(r, n) => {
                let who = self.whom(on);
                do_steal_resource(amount(*r, *n, false), from_whom(who))
            }
            Step::BurnResource(r, n) => {
                let who = self.whom(on);
                do_burn_resource(make_whom(who), amount(*r, *n, false))
            }
            Step::StealCard(n) => {
                let who = self.whom(on);
                do_steal_card(*n, hand_of(who))
            }
            Step::DiscardRandom(n) => {
                let who = self.whom(on);
                do_discard_random(make_whom(who), *n)
            }
            // On a defence card's own, `card_text` frames these; nested, worded plainly.
            Step::OnBlock(inner) => self.step(inner, on),
            Step::Reflect => reflect().to_string(),
            Step::KeepAttackCard => do_keep_attack_card().to_string(),
            Step::Undefendable => do_undefendable().to_string(),
            Step::DoubleAttack => do_double_attack().to_string(),
            Step::RedirectAttack => do_redirect_attack().to_string(),
            Step::CancelAttackTakeCard => do_cancel_attack_take_card().to_string(),
            Step::DoubleKill => do_double_kill().to_string(),
            Step::SetDie => do_set_die().to_string(),
            Step::CancelBuild => do_cancel_build().to_string(),
            Step::PlayAgain => do_play_again().to_string(),
            Step::DoubleYellow => do_double_yellow().to_string(),
        }
    }
}
