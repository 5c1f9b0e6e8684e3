//! What a player can decide: [`Action`] (plain serde data), and the [`Prompt`] that says
//! which decision is due, with the resource arithmetic the choices need.

use serde::{Deserialize, Serialize};

use super::cards::{Filter, From, God, Res, Step, Window};
use super::constants::Resources;
use super::dice::Face;
use crate::PlayerId;

/// A card, as an index into the card set's distinct cards ([`super::cards::CardSet::cards`]).
/// Copies of a card are alike, so a hand is a list of these.
pub type CardId = u8;

/// One kind of resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Gold,
    Diamond,
    Blood,
}

impl Kind {
    /// Gold, diamond, divine blood.
    pub const ALL: [Kind; 3] = [Kind::Gold, Kind::Diamond, Kind::Blood];

    /// One cube of this kind.
    pub fn one(self) -> Resources {
        match self {
            Kind::Gold => Resources::new(1, 0, 0),
            Kind::Diamond => Resources::new(0, 1, 0),
            Kind::Blood => Resources::new(0, 0, 1),
        }
    }
}

/// What can be built (§7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    Mine,
    Drill,
    Temple(God),
}

/// Why resources or followers changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// A card's effect (action, attack, defence or god weapon).
    Card(CardId),
    /// The resource roll.
    Income,
    /// Trading 4 : 1.
    Trade,
    /// An action spent on a resource.
    Take,
    Heimdall,
    Thor,
    Odin,
    Loki,
    /// A build's price.
    Build(Building),
    /// A temple's follower.
    Temple(God),
    /// Paying back a `borrow` at the end of the turn.
    Repay,
}

/// One decision of one player. Cards are named by [`CardId`]; which copy moves does not
/// matter.
///
/// JSON examples: `"roll"`, `{"trade":{"pay":{"gold":4,"diamond":0,"blood":0},"get":"blood"}}`,
/// `{"play":{"card":3,"open":false}}`, `{"build":{"building":{"temple":"tyr"},"skip":{…}}}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Throw the resource dice (§5.1).
    Roll,
    /// Pay any 4 resources, take 1 of your choice (§5.2; resource phase only).
    Trade { pay: Resources, get: Kind },
    /// Heimdall's conversion (§11): 2 of one kind (level 1) or 1 (level 2) for 1 other.
    Heimdall { pay: Resources, get: Kind },
    /// End the current phase (in the followers phase: end the turn).
    EndPhase,
    /// The draw step's 2 (or 3) base cards (§6.1).
    OpenDraw,
    /// The owner draw: the top card of an owned god's deck, hidden (§6.1).
    OwnerDraw(God),
    /// Play an action card from the hand or from the open cards (§6.3–6.4).
    Play { card: CardId, open: bool },
    /// Take 1 resource for 1 action (§6.3).
    TakeResource(Kind),
    /// Draw 2 base cards, hidden, for 2 actions (§6.3).
    DrawTwo,
    /// Freya level 1+: draw 1 base card for 1 action (§6.3, §11).
    DrawOne,
    /// Put a hand card on the discard pile (the hand limit, §6.6; a sacrifice).
    Discard(CardId),
    /// Declare a build (§7.2); `skip` is what a discount leaves unpaid.
    Build { building: Building, skip: Resources },
    /// Declare an attack card in your slot (§9.3).
    Attack(CardId),
    /// Answer an attack with a defence card (§9.4.3).
    Defend(CardId),
    /// Answer an attack with no defence card.
    NoDefence,
    /// Play option `option` (0 or 1) of a god weapon (§14).
    Weapon { card: CardId, option: u8 },
    /// Let the moment go by (a slot, a window, an open moment, an "up to" choice).
    Pass,
    /// Pass, and do not ask me in windows of this kind until my next turn (§18.5).
    Mute,
    /// Thor's conversion (§10): pay gold/diamonds for 1 follower.
    Thor { pay: Resources },
    /// Odin's conversion (§10).
    Odin,
    /// Loki's roll (§10).
    Loki,
    /// The resources chosen for an effect ("of your choice").
    Pick(Resources),
    /// A swap of `convert` (§1.3): pay these, get those.
    Swap { pay: Resources, get: Resources },
    /// A player chosen for an effect.
    Player(PlayerId),
    /// A god deck chosen for an effect.
    God(God),
    /// A card chosen for an effect (to keep, take, give or put under a deck).
    Card(CardId),
    /// `take_card`: a random card from the hand rather than an open card.
    Random,
    /// Crown of Fortune: turn die `index` of the open roll to `face`.
    Die { index: u8, face: Face },
}

/// The decision that is due, and whose it is (see [`super::Valda::prompt`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Prompt {
    /// Before the resource roll.
    Roll,
    /// Trades and Heimdall conversions of the resource phase.
    Resources,
    /// The draw step.
    DrawStep,
    /// The actions of the game phase.
    Actions,
    /// Discard down to the hand limit.
    HandLimit,
    /// The building phase.
    Building,
    /// The followers phase.
    Followers,
    /// An open moment for `anytime` god-weapon options (§15.2).
    OpenMoment,
    /// An attack slot (§9.3, prompt P1).
    Slot { attacks_left: u8 },
    /// Answer the attack with a defence card or none (§9.4.3).
    Defend,
    /// A god-weapon window (§15).
    Window(Window),
    /// Choose `total` resources of the allowed kinds, taken from `from` (the supply when
    /// `None`) and given to `to` (the supply when `None`).
    Pick {
        from: Option<PlayerId>,
        to: Option<PlayerId>,
        total: u16,
        kinds: Kinds,
        why: Why,
    },
    /// `convert`: swap up to `max` resources.
    Swap {
        from: From,
        to: Res,
        max: u8,
        card: CardId,
    },
    /// `followers_for`: pay `cost` for `followers`, `left` more times at most.
    PayFor {
        from: From,
        cost: u8,
        followers: u8,
        left: u8,
        card: CardId,
    },
    /// `on(chosen, step)`: pick the other player the step is applied to.
    Victim { step: Box<Step> },
    /// Vanished: name the new target.
    Redirect,
    /// `draw_god(choice, n)`: pick the god deck.
    DrawGod { n: u8 },
    /// `look_god_tops`: pick a god deck to look at, `left` more.
    LookGod { left: u8, seen: Vec<God> },
    /// A temple's reward: keep one of the cards looked at.
    KeepGodCard { god: God },
    /// `search`: take a card of those looked at, `left` more.
    SearchTake { left: u8 },
    /// `search`: put the next card under the base deck.
    SearchUnder,
    /// `take_from_discard`: take a card, `left` more at most.
    FromDiscard { filter: Filter, left: u8 },
    /// `followers_per_discard`: put a card on the discard pile, `left` more at most.
    Sacrifice { left: u8 },
    /// `switch_card`: give a card to `to`.
    Give { to: PlayerId },
    /// `take_card`: an open card of `victim` or a random hand card, `left` more.
    TakeCard { victim: PlayerId, left: u8 },
    /// Crown of Fortune: turn one die.
    SetDie,
}

impl Prompt {
    /// Every kind of prompt, by [`Prompt::kind`]: what the app words, teaches and tests.
    pub const KINDS: [&'static str; 26] = [
        "roll",
        "resources",
        "draw_step",
        "actions",
        "hand_limit",
        "building",
        "followers",
        "open_moment",
        "slot",
        "defend",
        "window",
        "pick",
        "swap",
        "pay_for",
        "victim",
        "redirect",
        "draw_god",
        "look_god",
        "keep_god_card",
        "search_take",
        "search_under",
        "from_discard",
        "sacrifice",
        "give",
        "take_card",
        "set_die",
    ];

    /// The prompt's kind: its name as the serialised prompt names it (`"defend"`,
    /// `"window"`…), without its details.
    pub fn kind(&self) -> &'static str {
        match self {
            Prompt::Roll => "roll",
            Prompt::Resources => "resources",
            Prompt::DrawStep => "draw_step",
            Prompt::Actions => "actions",
            Prompt::HandLimit => "hand_limit",
            Prompt::Building => "building",
            Prompt::Followers => "followers",
            Prompt::OpenMoment => "open_moment",
            Prompt::Slot { .. } => "slot",
            Prompt::Defend => "defend",
            Prompt::Window(_) => "window",
            Prompt::Pick { .. } => "pick",
            Prompt::Swap { .. } => "swap",
            Prompt::PayFor { .. } => "pay_for",
            Prompt::Victim { .. } => "victim",
            Prompt::Redirect => "redirect",
            Prompt::DrawGod { .. } => "draw_god",
            Prompt::LookGod { .. } => "look_god",
            Prompt::KeepGodCard { .. } => "keep_god_card",
            Prompt::SearchTake { .. } => "search_take",
            Prompt::SearchUnder => "search_under",
            Prompt::FromDiscard { .. } => "from_discard",
            Prompt::Sacrifice { .. } => "sacrifice",
            Prompt::Give { .. } => "give",
            Prompt::TakeCard { .. } => "take_card",
            Prompt::SetDie => "set_die",
        }
    }
}

/// A set of resource kinds, from `RES` or `FROM` of the vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Kinds {
    pub gold: bool,
    pub diamond: bool,
    pub blood: bool,
}

impl Kinds {
    /// Every kind.
    pub const ANY: Kinds = Kinds {
        gold: true,
        diamond: true,
        blood: true,
    };

    /// The kinds a `RES` names.
    pub fn of_res(r: Res) -> Kinds {
        match r {
            Res::Gold => Kinds::only(Kind::Gold),
            Res::Diamond => Kinds::only(Kind::Diamond),
            Res::Blood => Kinds::only(Kind::Blood),
            Res::Any => Kinds::ANY,
        }
    }

    /// The kinds a `FROM` names.
    pub fn of_from(f: From) -> Kinds {
        match f {
            From::Gold => Kinds::only(Kind::Gold),
            From::Diamond => Kinds::only(Kind::Diamond),
            From::Blood => Kinds::only(Kind::Blood),
            From::GoldDiamond => Kinds {
                gold: true,
                diamond: true,
                blood: false,
            },
            From::Any => Kinds::ANY,
        }
    }

    /// Only `k`.
    pub fn only(k: Kind) -> Kinds {
        Kinds {
            gold: k == Kind::Gold,
            diamond: k == Kind::Diamond,
            blood: k == Kind::Blood,
        }
    }

    /// Whether `k` is in the set.
    pub fn has(self, k: Kind) -> bool {
        match k {
            Kind::Gold => self.gold,
            Kind::Diamond => self.diamond,
            Kind::Blood => self.blood,
        }
    }

    /// `r` restricted to these kinds.
    pub fn mask(self, r: Resources) -> Resources {
        Resources::new(
            if self.gold { r.gold } else { 0 },
            if self.diamond { r.diamond } else { 0 },
            if self.blood { r.blood } else { 0 },
        )
    }
}

/// Resource arithmetic the rules need (never panics: subtraction saturates).
pub trait ResourcesExt {
    /// Whether every kind is at least `other`'s.
    fn covers(self, other: Resources) -> bool;
    /// Kind by kind sum.
    fn plus(self, other: Resources) -> Resources;
    /// Kind by kind difference, never below zero.
    fn minus(self, other: Resources) -> Resources;
    /// The count of one kind.
    fn of(self, k: Kind) -> u16;
}

impl ResourcesExt for Resources {
    fn covers(self, o: Resources) -> bool {
        self.gold >= o.gold && self.diamond >= o.diamond && self.blood >= o.blood
    }
    fn plus(self, o: Resources) -> Resources {
        Resources::new(
            self.gold.saturating_add(o.gold),
            self.diamond.saturating_add(o.diamond),
            self.blood.saturating_add(o.blood),
        )
    }
    fn minus(self, o: Resources) -> Resources {
        Resources::new(
            self.gold.saturating_sub(o.gold),
            self.diamond.saturating_sub(o.diamond),
            self.blood.saturating_sub(o.blood),
        )
    }
    fn of(self, k: Kind) -> u16 {
        match k {
            Kind::Gold => self.gold,
            Kind::Diamond => self.diamond,
            Kind::Blood => self.blood,
        }
    }
}

/// Every way to choose exactly `total` cubes of the allowed kinds, at most `cap` of each
/// kind (empty when `cap` holds fewer). Gold-heavy choices first.
///
/// ```
/// use skald::valda::action::{combos, Kinds};
/// use skald::valda::constants::Resources;
/// let c = combos(2, Kinds::ANY, Resources::new(1, 5, 0));
/// assert_eq!(c, [Resources::new(1, 1, 0), Resources::new(0, 2, 0)]);
/// ```
pub fn combos(total: u16, kinds: Kinds, cap: Resources) -> Vec<Resources> {
    let cap = kinds.mask(cap);
    let mut out = Vec::new();
    if cap.total() < total {
        return out;
    }
    for g in (0..=cap.gold.min(total)).rev() {
        for d in (0..=cap.diamond.min(total - g)).rev() {
            let b = total - g - d;
            if b <= cap.blood {
                out.push(Resources::new(g, d, b));
            }
        }
    }
    out
}
