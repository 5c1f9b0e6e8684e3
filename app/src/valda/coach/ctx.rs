//! What the coach's notes of Valda share: their words (`valda_coach.ftl`), the rules help's
//! sections, and the table as the coach reads it from the decider's view ([`Ctx`]).

use skald::valda::action::Prompt;
use skald::valda::cards::{CardSet, God};
use skald::valda::constants::Resources;
use skald::valda::state::god_index;
use skald::valda::{gods, Phase, ValdaView};
use skald::PlayerId;

use crate::coach::Section;
use crate::valda::card_words::name_of;
use crate::valda::words::{self, seat_name};

/// The messages of `valda_coach.ftl`.
pub(super) mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/valda_coach.rs"));
}

/// The rules help's sections (app/src/valda/pages/rules.rs).
pub mod sections {
    use crate::coach::Section;
    use crate::games::GameId;

    const fn s(anchor: &'static str) -> Section {
        Section::new(GameId::Valda, anchor)
    }
    pub const RESOURCES: Section = s("phase-resources");
    pub const GAME: Section = s("phase-game");
    pub const BUILDING: Section = s("phase-building");
    pub const ATTACK: Section = s("phase-attack");
    pub const FOLLOWERS: Section = s("phase-followers");
    pub const TEMPLES: Section = s("temples");
    pub const TREE: Section = s("tree");
    pub const ABILITIES: Section = s("abilities");
    pub const CARDS: Section = s("cards");
    pub const GALLERY: Section = s("gallery");
    /// Every section the coach links.
    pub const ALL: [Section; 10] = [
        RESOURCES, GAME, BUILDING, ATTACK, FOLLOWERS, TEMPLES, TREE, ABILITIES, CARDS, GALLERY,
    ];
}
use sections::*;

/// The section of a phase's rule.
pub(super) fn phase_section(p: Phase) -> Section {
    match p {
        Phase::Resources => RESOURCES,
        Phase::Game => GAME,
        Phase::Building => BUILDING,
        Phase::Attack => ATTACK,
        Phase::Followers => FOLLOWERS,
    }
}

/// The state of the table as the coach reads it: the view, its card set and the seats'
/// names, and who decides.
pub(super) struct Ctx<'a> {
    pub view: &'a ValdaView,
    pub set: &'a CardSet,
    pub names: &'a [String],
    pub me: PlayerId,
    pub prompt: &'a Prompt,
}

impl Ctx<'_> {
    /// A seat's name.
    pub fn name(&self, p: PlayerId) -> String {
        seat_name(self.names, p)
    }

    /// A card's name.
    pub fn card(&self, c: u8) -> String {
        name_of(self.set, c)
    }

    /// A seat's resources (nothing for a seat that is not there).
    pub fn res(&self, p: PlayerId) -> Resources {
        self.view
            .table
            .seats
            .get(p)
            .map_or_else(Resources::default, |s| s.res)
    }

    /// A seat's followers.
    pub fn followers(&self, p: PlayerId) -> u32 {
        self.view.table.seats.get(p).map_or(0, |s| s.followers)
    }

    /// The decider's level in `g`'s domain.
    pub fn level(&self, g: God) -> u8 {
        self.view.table.seats.get(self.me).map_or(0, |s| s.level(g))
    }

    /// The swords of the attack under way, and in words with Surtur's share: its card's,
    /// Surtur's bonus for its attacker, doubled by Wrath of Thor (rulings §9.4.4).
    pub fn swords(&self) -> (u8, String) {
        let Some(f) = &self.view.table.fight else {
            return (0, String::new());
        };
        let printed = self
            .set
            .cards
            .get(usize::from(f.card))
            .and_then(|d| d.attack_power)
            .unwrap_or(0);
        let level = self
            .view
            .table
            .seats
            .get(f.attacker)
            .map_or(0, |s| s.level(God::Surtur));
        let bonus = gods::attack_bonus(level, self.view.config.players);
        let mut n = printed.saturating_add(bonus);
        if f.doubled {
            n = n.saturating_mul(2);
        }
        let words = if bonus > 0 {
            words::preview_swords_surtur(n, bonus)
        } else {
            words::preview_swords(n)
        };
        (n, words)
    }

    /// The open roll's faces, in words ("2 gold, 1 diamond").
    pub fn faces(&self) -> String {
        self.view
            .table
            .roll
            .as_ref()
            .map(|r| {
                r.dice
                    .iter()
                    .map(|(_, f)| words::face_words(*f))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .unwrap_or_default()
    }
}

/// The cards left in `g`'s deck, as the view counts them.
pub(super) fn deck_count(view: &ValdaView, g: God) -> usize {
    view.god_counts.get(god_index(g)).copied().unwrap_or(0)
}
