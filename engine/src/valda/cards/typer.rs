//! Typing the arguments of untyped steps into [`Step`]s, with the context rules of
//! rulings §1.3 (which verbs may stand where: victims, options, weapon verbs, `on_block`).
//! Errors are phrases for a person editing a card list.

use super::card::CardType;
use super::effect::*;
use super::syntax::{Arg, Node};

/// Where a step stands, for the context rules of §1.3.
#[derive(Clone, Copy, Default)]
pub(super) struct Ctx {
    option: bool,
    on_block: bool,
    on: Option<Target>,
}

const VICTIM_VERBS: [&str; 6] = [
    "kill_followers",
    "steal_followers",
    "steal_resource",
    "burn_resource",
    "steal_card",
    "discard_random",
];
const WEAPON_VERBS: [&str; 9] = [
    "undefendable",
    "double_attack",
    "redirect_attack",
    "cancel_attack_take_card",
    "double_kill",
    "set_die",
    "cancel_build",
    "play_again",
    "double_yellow",
];

fn verb_list() -> String {
    VERBS.iter().map(|(v, _)| *v).collect::<Vec<_>>().join(", ")
}

fn signature(verb: &str) -> &'static str {
    VERBS
        .iter()
        .find(|(v, _)| *v == verb)
        .map_or("", |(_, s)| s)
}

/// Types the arguments of one step and checks where it stands.
pub(super) struct Typer {
    /// The type of the card whose effect this is.
    pub(super) card: CardType,
}

impl Typer {
    fn count(&self, node: &Node, i: usize) -> Result<u8, String> {
        match node.args.get(i) {
            Some(Arg::Int(n)) if (1..=MAX_COUNT as u64).contains(n) => Ok(*n as u8),
            Some(Arg::Int(n)) => Err(format!(
                "{}: {n} is out of range (a whole number from 1 to {MAX_COUNT})",
                node.verb
            )),
            _ => Err(format!(
                "{}: argument {} must be a whole number ({}({}))",
                node.verb,
                i + 1,
                node.verb,
                signature(&node.verb)
            )),
        }
    }

    fn word<T: Copy>(
        &self,
        node: &Node,
        i: usize,
        domain: &str,
        all: &[T],
        parse: impl Fn(&str) -> Option<T>,
        show: impl Fn(T) -> &'static str,
    ) -> Result<T, String> {
        let allowed = all.iter().map(|v| show(*v)).collect::<Vec<_>>().join(", ");
        match node.args.get(i) {
            Some(Arg::Word(w)) => parse(w).ok_or_else(|| {
                format!("{}: '{w}' is not a {domain} (one of: {allowed})", node.verb)
            }),
            _ => Err(format!(
                "{}: argument {} must be a {domain} (one of: {allowed})",
                node.verb,
                i + 1
            )),
        }
    }

    fn res(&self, n: &Node, i: usize) -> Result<Res, String> {
        self.word(n, i, "RES", Res::ALL, Res::from_word, Res::word)
    }

    fn colour(&self, n: &Node, i: usize) -> Result<Colour, String> {
        self.word(
            n,
            i,
            "COLOUR",
            &Colour::ALL,
            |w| Colour::ALL.into_iter().find(|c| c.name() == w),
            Colour::name,
        )
    }

    fn base_deck(&self, n: &Node) -> Result<(), String> {
        self.word(
            n,
            0,
            "DECK",
            &["base"],
            |w| (w == "base").then_some("base"),
            |d| d,
        )
        .map(|_| ())
    }

    fn inner(&self, node: &Node, i: usize, ctx: Ctx) -> Result<Step, String> {
        match node.args.get(i) {
            Some(Arg::Step(s)) => self.step(s, ctx),
            _ => Err(format!(
                "{}: argument {} must be a step, like gain(gold,1)",
                node.verb,
                i + 1
            )),
        }
    }

    fn arity(&self, node: &Node, n: usize) -> Result<(), String> {
        if node.args.len() == n {
            Ok(())
        } else {
            Err(format!(
                "{} takes {n} argument{} ({}({})), not {}",
                node.verb,
                if n == 1 { "" } else { "s" },
                node.verb,
                signature(&node.verb),
                node.args.len()
            ))
        }
    }

    pub(super) fn step(&self, node: &Node, ctx: Ctx) -> Result<Step, String> {
        let v = node.verb.as_str();
        if !VERBS.iter().any(|(w, _)| *w == v) {
            return Err(format!("unknown verb '{v}' (verbs: {})", verb_list()));
        }
        if v == "option" {
            return Err("option(…) stands only at the top of a god weapon's effect".into());
        }
        // Where the verb may stand (§1.3).
        if WEAPON_VERBS.contains(&v) && !ctx.option {
            return Err(format!(
                "{v}() is a god-weapon effect: only inside option(…)"
            ));
        }
        if matches!(v, "on_block" | "reflect") && self.card != CardType::Defence {
            return Err(format!("{v} is only for defence cards"));
        }
        if v == "keep_attack_card" && !ctx.on_block {
            return Err("keep_attack_card() only inside on_block(…)".into());
        }
        if matches!(v, "switch_card" | "take_card") && ctx.on != Some(Target::Chosen) {
            return Err(format!("{v} only inside on(chosen, …)"));
        }
        if VICTIM_VERBS.contains(&v) && self.card != CardType::Attack && ctx.on.is_none() {
            return Err(format!(
                "{v} needs a victim: only on an attack card or inside on(…)"
            ));
        }
        let n = node;
        let step = match v {
            "gain" | "steal_resource" | "burn_resource" => {
                self.arity(n, 2)?;
                let (r, c) = (self.res(n, 0)?, self.count(n, 1)?);
                match v {
                    "gain" => Step::Gain(r, c),
                    "steal_resource" => Step::StealResource(r, c),
                    _ => Step::BurnResource(r, c),
                }
            }
            "gain_followers"
            | "lose_followers"
            | "look_god_tops"
            | "followers_per_discard"
            | "take_card"
            | "extra_actions"
            | "build_limit"
            | "kill_followers"
            | "steal_followers"
            | "steal_card"
            | "discard_random" => {
                self.arity(n, 1)?;
                let c = self.count(n, 0)?;
                match v {
                    "gain_followers" => Step::GainFollowers(c),
                    "lose_followers" => Step::LoseFollowers(c),
                    "look_god_tops" if c > 7 => {
                        return Err("look_god_tops: there are only 7 god decks".into())
                    }
                    "look_god_tops" => Step::LookGodTops(c),
                    "followers_per_discard" => Step::FollowersPerDiscard(c),
                    "take_card" => Step::TakeCard(c),
                    "extra_actions" => Step::ExtraActions(c),
                    "build_limit" => Step::BuildLimit(c),
                    "kill_followers" => Step::KillFollowers(c),
                    "steal_followers" => Step::StealFollowers(c),
                    "steal_card" => Step::StealCard(c),
                    _ => Step::DiscardRandom(c),
                }
            }
            "convert" => {
                self.arity(n, 3)?;
                Step::Convert(
                    self.word(n, 0, "FROM", From::ALL, From::from_word, From::word)?,
                    self.res(n, 1)?,
                    self.count(n, 2)?,
                )
            }
            "followers_for" => {
                self.arity(n, 4)?;
                Step::FollowersFor {
                    from: self.word(n, 0, "FROM", From::ALL, From::from_word, From::word)?,
                    cost: self.count(n, 1)?,
                    followers: self.count(n, 2)?,
                    times: self.count(n, 3)?,
                }
            }
            "roll_followers" => {
                self.arity(n, 1)?;
                Step::RollFollowers(self.colour(n, 0)?)
            }
            "roll_resources" => {
                self.arity(n, 2)?;
                let (c, k) = (self.colour(n, 0)?, self.count(n, 1)?);
                if k > c.count() {
                    return Err(format!(
                        "roll_resources: only {} {} dice exist",
                        c.count(),
                        c.name()
                    ));
                }
                Step::RollResources(c, k)
            }
            "borrow" => {
                self.arity(n, 2)?;
                Step::Borrow {
                    now: self.count(n, 0)?,
                    later: self.count(n, 1)?,
                }
            }
            "discount" => {
                self.arity(n, 2)?;
                Step::Discount(
                    self.word(
                        n,
                        0,
                        "KIND",
                        BuildKind::ALL,
                        BuildKind::from_word,
                        BuildKind::word,
                    )?,
                    self.count(n, 1)?,
                )
            }
            "build_free" => {
                self.arity(n, 1)?;
                let k = self.word(
                    n,
                    0,
                    "KIND",
                    BuildKind::ALL,
                    BuildKind::from_word,
                    BuildKind::word,
                )?;
                if k == BuildKind::Temple {
                    return Err("build_free takes mine or drill, not temple".into());
                }
                Step::BuildFree(k)
            }
            "draw" => {
                self.arity(n, 2)?;
                self.base_deck(n)?;
                Step::Draw(self.count(n, 1)?)
            }
            "draw_god" => {
                self.arity(n, 2)?;
                let sel = match n.args.first() {
                    Some(Arg::Word(w)) if w == "choice" => GodSel::Choice,
                    Some(Arg::Word(w)) => GodSel::God(God::from_word(w).ok_or_else(|| {
                        format!("draw_god: '{w}' is not a GODSEL (choice or a god: heimdall, freya, surtur, tyr, thor, odin, loki)")
                    })?),
                    _ => {
                        return Err(
                            "draw_god: argument 1 must be a GODSEL (choice or a god's name)".into(),
                        )
                    }
                };
                Step::DrawGod(sel, self.count(n, 1)?)
            }
            "search" => {
                self.arity(n, 3)?;
                self.base_deck(n)?;
                let (look, take) = (self.count(n, 1)?, self.count(n, 2)?);
                if take > look {
                    return Err(format!(
                        "search: cannot take {take} of {look} cards looked at"
                    ));
                }
                Step::Search { look, take }
            }
            "take_from_discard" => {
                self.arity(n, 2)?;
                Step::TakeFromDiscard(
                    self.word(n, 0, "FILTER", Filter::ALL, Filter::from_word, Filter::word)?,
                    self.count(n, 1)?,
                )
            }
            "on" => {
                self.arity(n, 2)?;
                let t = self.word(n, 0, "TARGET", Target::ALL, Target::from_word, Target::word)?;
                if t == Target::Attacker && !ctx.on_block {
                    return Err("on(attacker, …) only inside on_block(…)".into());
                }
                if ctx.on.is_some() {
                    return Err("on(…) cannot stand inside another on(…)".into());
                }
                let inner = self.inner(n, 1, Ctx { on: Some(t), ..ctx })?;
                if t == Target::All
                    && !matches!(
                        inner,
                        Step::Gain(..) | Step::GainFollowers(_) | Step::Draw(_)
                    )
                {
                    return Err(
                        "on(all, …) only with a gain step (gain, gain_followers, draw)".into(),
                    );
                }
                Step::On(t, Box::new(inner))
            }
            "on_block" => {
                self.arity(n, 1)?;
                Step::OnBlock(Box::new(self.inner(
                    n,
                    0,
                    Ctx {
                        on_block: true,
                        ..ctx
                    },
                )?))
            }
            _ => {
                self.arity(n, 0)?;
                match v {
                    "switch_card" => Step::SwitchCard,
                    "keep_attack_card" => Step::KeepAttackCard,
                    "reflect" => Step::Reflect,
                    "undefendable" => Step::Undefendable,
                    "double_attack" => Step::DoubleAttack,
                    "redirect_attack" => Step::RedirectAttack,
                    "cancel_attack_take_card" => Step::CancelAttackTakeCard,
                    "double_kill" => Step::DoubleKill,
                    "set_die" => Step::SetDie,
                    "cancel_build" => Step::CancelBuild,
                    "play_again" => Step::PlayAgain,
                    _ => Step::DoubleYellow,
                }
            }
        };
        Ok(step)
    }

    pub(super) fn option(&self, node: &Node) -> Result<GodOption, String> {
        if node.args.len() < 3 {
            return Err("option takes a name, a window and at least one step: option(NAME, WINDOW, step, …)".into());
        }
        let name = match node.args.first() {
            Some(Arg::Word(w)) => w.clone(),
            _ => return Err("option: the first argument is the option's snake_case name".into()),
        };
        let window = self.word(
            node,
            1,
            "WINDOW",
            Window::ALL,
            Window::from_word,
            Window::word,
        )?;
        let steps = (2..node.args.len())
            .map(|i| {
                self.inner(
                    node,
                    i,
                    Ctx {
                        option: true,
                        ..Ctx::default()
                    },
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(GodOption {
            name,
            window,
            steps,
        })
    }
}
