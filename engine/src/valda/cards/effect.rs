//! The effect vocabulary of rulings §1 as typed data: one [`Step`] variant per verb of §1.3,
//! with typed arguments from the domains of §1.2. Cards are data; the game engine interprets
//! each verb once. [`std::fmt::Display`] prints an effect back in the grammar of §1.1, so
//! print → parse gives the same effect.

use std::fmt;

use serde::{Deserialize, Serialize};

pub use crate::valda::dice::Colour;

/// Declares a plain argument enum with its spelling in the vocabulary.
macro_rules! words {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $s:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name { $($(#[$vm])* $v),+ }

        impl $name {
            /// Every value, in the order of the rulings.
            pub const ALL: &'static [$name] = &[$($name::$v),+];

            /// The value as written in a card list.
            pub fn word(self) -> &'static str {
                match self { $($name::$v => $s),+ }
            }

            /// The value written `w`, if any.
            pub fn from_word(w: &str) -> Option<$name> {
                match w { $($s => Some($name::$v),)+ _ => None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }
    };
}

words! {
    /// `RES`: a kind of resource; `any` lets the chooser pick cube by cube.
    Res { Gold = "gold", Diamond = "diamond", Blood = "blood", Any = "any" }
}
words! {
    /// `FROM`: what may be paid; `golddiamond` is gold or diamond in any mix.
    From { Gold = "gold", Diamond = "diamond", Blood = "blood", GoldDiamond = "golddiamond", Any = "any" }
}
words! {
    /// `KIND`: what can be built.
    BuildKind { Mine = "mine", Drill = "drill", Temple = "temple" }
}
words! {
    /// The seven gods, each with a domain on the map and a deck of eight cards.
    God { Heimdall = "heimdall", Freya = "freya", Surtur = "surtur", Tyr = "tyr", Thor = "thor", Odin = "odin", Loki = "loki" }
}
words! {
    /// `FILTER`: which cards of the discard pile; `best_defence` the highest printed defence.
    Filter { Any = "any", Action = "action", Attack = "attack", Defence = "defence", BestDefence = "best_defence" }
}
words! {
    /// `TARGET` of `on(…)`.
    Target {
        /// One other player the player of the card picks.
        Chosen = "chosen",
        /// Every other player, clockwise from the left.
        EachOther = "each_other",
        /// Every player, the player of the card included (gain steps only).
        All = "all",
        /// The attacker of the attack being resolved (inside `on_block` only).
        Attacker = "attacker",
    }
}
words! {
    /// `WINDOW`: when a god-weapon option may be played (§1.4).
    Window {
        Anytime = "anytime",
        DieRolled = "die_rolled",
        AttackDeclared = "attack_declared",
        Attacked = "attacked",
        AttackHit = "attack_hit",
        DefendedDefender = "defended_defender",
        DefendedAttacker = "defended_attacker",
        OwnYellowPlayed = "own_yellow_played",
        BuildDeclared = "build_declared",
    }
}

/// `GODSEL`: a named god deck, or one the player picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GodSel {
    Choice,
    God(God),
}

impl fmt::Display for GodSel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GodSel::Choice => f.write_str("choice"),
            GodSel::God(g) => f.write_str(g.word()),
        }
    }
}

/// One step of an effect: a verb of rulings §1.3 with its arguments. Counts are at least 1
/// (and at most [`MAX_COUNT`]). The base deck is the only `DECK`, so `draw` and `search`
/// carry no deck.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Gain(Res, u8),
    GainFollowers(u8),
    LoseFollowers(u8),
    Convert(From, Res, u8),
    /// Up to `times` times: pay `cost` of `from`, gain `followers`.
    FollowersFor {
        from: From,
        cost: u8,
        followers: u8,
        times: u8,
    },
    RollFollowers(Colour),
    RollResources(Colour, u8),
    /// Take `now` resources of choice; pay `later` at the end of the turn.
    Borrow {
        now: u8,
        later: u8,
    },
    Discount(BuildKind, u8),
    BuildFree(BuildKind),
    Draw(u8),
    DrawGod(GodSel, u8),
    LookGodTops(u8),
    /// Look at the top `look` base cards, take `take`.
    Search {
        look: u8,
        take: u8,
    },
    TakeFromDiscard(Filter, u8),
    FollowersPerDiscard(u8),
    SwitchCard,
    TakeCard(u8),
    ExtraActions(u8),
    BuildLimit(u8),
    On(Target, Box<Step>),
    KillFollowers(u8),
    StealFollowers(u8),
    StealResource(Res, u8),
    BurnResource(Res, u8),
    StealCard(u8),
    DiscardRandom(u8),
    OnBlock(Box<Step>),
    KeepAttackCard,
    Reflect,
    Undefendable,
    DoubleAttack,
    RedirectAttack,
    CancelAttackTakeCard,
    DoubleKill,
    SetDie,
    CancelBuild,
    PlayAgain,
    DoubleYellow,
}

/// The largest count a card list may write (no printed card comes near it; a bound keeps
/// every effect quick to resolve).
pub const MAX_COUNT: u8 = 20;

/// The verbs of §1.3 with the kinds of their arguments, as written in a card list, for
/// messages and documentation.
pub const VERBS: &[(&str, &str)] = &[
    ("gain", "RES, N"),
    ("gain_followers", "N"),
    ("lose_followers", "N"),
    ("convert", "FROM, RES, N"),
    ("followers_for", "FROM, C, F, T"),
    ("roll_followers", "COLOUR"),
    ("roll_resources", "COLOUR, N"),
    ("borrow", "N, M"),
    ("discount", "KIND, N"),
    ("build_free", "KIND"),
    ("draw", "DECK, N"),
    ("draw_god", "GODSEL, N"),
    ("look_god_tops", "N"),
    ("search", "DECK, N, K"),
    ("take_from_discard", "FILTER, N"),
    ("followers_per_discard", "N"),
    ("switch_card", ""),
    ("take_card", "N"),
    ("extra_actions", "N"),
    ("build_limit", "N"),
    ("on", "TARGET, step"),
    ("kill_followers", "N"),
    ("steal_followers", "N"),
    ("steal_resource", "RES, N"),
    ("burn_resource", "RES, N"),
    ("steal_card", "N"),
    ("discard_random", "N"),
    ("on_block", "step"),
    ("keep_attack_card", ""),
    ("reflect", ""),
    ("option", "NAME, WINDOW, step, …"),
    ("undefendable", ""),
    ("double_attack", ""),
    ("redirect_attack", ""),
    ("cancel_attack_take_card", ""),
    ("double_kill", ""),
    ("set_die", ""),
    ("cancel_build", ""),
    ("play_again", ""),
    ("double_yellow", ""),
];

impl Step {
    /// The verb as written in a card list.
    pub fn verb(&self) -> &'static str {
        match self {
            Step::Gain(..) => "gain",
            Step::GainFollowers(_) => "gain_followers",
            Step::LoseFollowers(_) => "lose_followers",
            Step::Convert(..) => "convert",
            Step::FollowersFor { .. } => "followers_for",
            Step::RollFollowers(_) => "roll_followers",
            Step::RollResources(..) => "roll_resources",
            Step::Borrow { .. } => "borrow",
            Step::Discount(..) => "discount",
            Step::BuildFree(_) => "build_free",
            Step::Draw(_) => "draw",
            Step::DrawGod(..) => "draw_god",
            Step::LookGodTops(_) => "look_god_tops",
            Step::Search { .. } => "search",
            Step::TakeFromDiscard(..) => "take_from_discard",
            Step::FollowersPerDiscard(_) => "followers_per_discard",
            Step::SwitchCard => "switch_card",
            Step::TakeCard(_) => "take_card",
            Step::ExtraActions(_) => "extra_actions",
            Step::BuildLimit(_) => "build_limit",
            Step::On(..) => "on",
            Step::KillFollowers(_) => "kill_followers",
            Step::StealFollowers(_) => "steal_followers",
            Step::StealResource(..) => "steal_resource",
            Step::BurnResource(..) => "burn_resource",
            Step::StealCard(_) => "steal_card",
            Step::DiscardRandom(_) => "discard_random",
            Step::OnBlock(_) => "on_block",
            Step::KeepAttackCard => "keep_attack_card",
            Step::Reflect => "reflect",
            Step::Undefendable => "undefendable",
            Step::DoubleAttack => "double_attack",
            Step::RedirectAttack => "redirect_attack",
            Step::CancelAttackTakeCard => "cancel_attack_take_card",
            Step::DoubleKill => "double_kill",
            Step::SetDie => "set_die",
            Step::CancelBuild => "cancel_build",
            Step::PlayAgain => "play_again",
            Step::DoubleYellow => "double_yellow",
        }
    }

    /// This step and every step inside it, outermost first.
    pub fn walk(&self) -> Vec<&Step> {
        let mut out = vec![self];
        if let Step::On(_, s) | Step::OnBlock(s) = self {
            out.extend(s.walk());
        }
        out
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.verb();
        match self {
            Step::Gain(r, n) | Step::StealResource(r, n) | Step::BurnResource(r, n) => {
                write!(f, "{v}({r},{n})")
            }
            Step::GainFollowers(n)
            | Step::LoseFollowers(n)
            | Step::LookGodTops(n)
            | Step::FollowersPerDiscard(n)
            | Step::TakeCard(n)
            | Step::ExtraActions(n)
            | Step::BuildLimit(n)
            | Step::KillFollowers(n)
            | Step::StealFollowers(n)
            | Step::StealCard(n)
            | Step::DiscardRandom(n) => write!(f, "{v}({n})"),
            Step::Convert(from, to, n) => write!(f, "{v}({from},{to},{n})"),
            Step::FollowersFor {
                from,
                cost,
                followers,
                times,
            } => write!(f, "{v}({from},{cost},{followers},{times})"),
            Step::RollFollowers(c) => write!(f, "{v}({})", c.name()),
            Step::RollResources(c, n) => write!(f, "{v}({},{n})", c.name()),
            Step::Borrow { now, later } => write!(f, "{v}({now},{later})"),
            Step::Discount(k, n) => write!(f, "{v}({k},{n})"),
            Step::BuildFree(k) => write!(f, "{v}({k})"),
            Step::Draw(n) => write!(f, "{v}(base,{n})"),
            Step::DrawGod(g, n) => write!(f, "{v}({g},{n})"),
            Step::Search { look, take } => write!(f, "{v}(base,{look},{take})"),
            Step::TakeFromDiscard(filter, n) => write!(f, "{v}({filter},{n})"),
            Step::On(t, s) => write!(f, "{v}({t},{s})"),
            Step::OnBlock(s) => write!(f, "{v}({s})"),
            Step::SwitchCard
            | Step::KeepAttackCard
            | Step::Reflect
            | Step::Undefendable
            | Step::DoubleAttack
            | Step::RedirectAttack
            | Step::CancelAttackTakeCard
            | Step::DoubleKill
            | Step::SetDie
            | Step::CancelBuild
            | Step::PlayAgain
            | Step::DoubleYellow => write!(f, "{v}()"),
        }
    }
}

/// One of the two options of a god weapon: its name, its window, its steps.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GodOption {
    /// snake_case, e.g. `war_horn`.
    pub name: String,
    pub window: Window,
    pub steps: Vec<Step>,
}

impl fmt::Display for GodOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "option({},{}", self.name, self.window)?;
        for s in &self.steps {
            write!(f, ",{s}")?;
        }
        f.write_str(")")
    }
}

/// A card's effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// `-`: a plain defence card.
    None,
    /// Steps resolved left to right.
    Steps(Vec<Step>),
    /// A god weapon's two options.
    Options(Vec<GodOption>),
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Effect::None => f.write_str("-"),
            Effect::Steps(steps) => {
                for (i, s) in steps.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ; ")?;
                    }
                    write!(f, "{s}")?;
                }
                Ok(())
            }
            Effect::Options(opts) => {
                for (i, o) in opts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" | ")?;
                    }
                    write!(f, "{o}")?;
                }
                Ok(())
            }
        }
    }
}
