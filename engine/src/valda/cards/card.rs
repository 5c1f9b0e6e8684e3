//! One card: its [`Deck`], its [`CardType`], its printed values and its typed effect
//! ([`CardDef`]), and the god-weapon options a card list may use ([`GOD_OPTIONS`]).

use serde::{Deserialize, Serialize};

use super::effect::{Effect, God, Window};

/// Where a card comes from: the base deck or a god's deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Base,
    God(God),
}

impl Deck {
    /// The eight decks, base first.
    pub const ALL: [Deck; 8] = [
        Deck::Base,
        Deck::God(God::Heimdall),
        Deck::God(God::Freya),
        Deck::God(God::Surtur),
        Deck::God(God::Tyr),
        Deck::God(God::Thor),
        Deck::God(God::Odin),
        Deck::God(God::Loki),
    ];

    /// `base`, `heimdall`, …
    pub fn word(self) -> &'static str {
        match self {
            Deck::Base => "base",
            Deck::God(g) => g.word(),
        }
    }

    pub(super) fn from_word(w: &str) -> Option<Deck> {
        Deck::ALL.into_iter().find(|d| d.word() == w)
    }
}

/// A card's type (rulings §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardType {
    /// Yellow: played in your own game phase.
    Action,
    /// Red: played when you attack.
    Attack,
    /// A shield: played when you are attacked.
    Defence,
    /// Blue: two options, played in their windows.
    GodWeapon,
}

impl CardType {
    /// The four types.
    pub const ALL: [CardType; 4] = [
        CardType::Action,
        CardType::Attack,
        CardType::Defence,
        CardType::GodWeapon,
    ];

    /// `action`, `attack`, `defence`, `god-weapon`.
    pub fn word(self) -> &'static str {
        match self {
            CardType::Action => "action",
            CardType::Attack => "attack",
            CardType::Defence => "defence",
            CardType::GodWeapon => "god-weapon",
        }
    }
}

/// The god-weapon options the engine knows (rulings §14.3): name, god, window. A card list
/// may only use these (each has its own rule of when it changes something).
pub const GOD_OPTIONS: [(&str, God, Window); 14] = [
    ("bullseye", God::Odin, Window::Anytime),
    ("soulspear", God::Odin, Window::AttackHit),
    ("vanished", God::Freya, Window::Attacked),
    ("crown_of_fortune", God::Freya, Window::DieRolled),
    ("thief", God::Tyr, Window::Anytime),
    ("tyrs_revenge", God::Tyr, Window::AttackDeclared),
    ("war_horn", God::Heimdall, Window::AttackDeclared),
    ("sound_of_the_gjallarhorn", God::Heimdall, Window::Anytime),
    ("resisted", God::Surtur, Window::DefendedDefender),
    ("surturs_claim", God::Surtur, Window::DefendedAttacker),
    ("hammertime", God::Thor, Window::OwnYellowPlayed),
    ("wrath_of_thor", God::Thor, Window::AttackDeclared),
    ("backstab", God::Loki, Window::BuildDeclared),
    ("deadly_dagger", God::Loki, Window::Anytime),
];

/// One distinct card (one row of a card list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDef {
    /// `deck.name_in_snake_case`, unique.
    pub id: String,
    pub deck: Deck,
    pub card_type: CardType,
    /// For display; several cards may share a name (two printings).
    pub name: String,
    /// Copies in the set.
    pub count: u8,
    /// Whether playing it costs one of the game phase's actions.
    pub costs_action: bool,
    /// Attack cards only.
    pub attack_power: Option<u8>,
    /// Defence cards only.
    pub defence_power: Option<u8>,
    pub effect: Effect,
    /// The card's text in players' words.
    pub text: String,
    /// Where the card comes from (almanac, review, designed…).
    pub source: String,
}
