//! Valda's coach (issue #45, docs/coach.md): the note for the decision of whoever must
//! decide — the active player or another (an attack slot, a defence, a god weapon in its
//! window) — from their view alone. The moment says where the turn stands (round, whose
//! turn, the phase's purpose) and what this prompt asks, with the position's numbers (the
//! dice one rolls, resources, actions and builds left, the attack's swords, the roll a
//! Crown of Fortune may turn…); each option says what it does here ([`choices`]), the
//! attacks and defences with the engine's own preview of the fight. Words in
//! `valda_coach.ftl`; buttons, cards and resources in the words of `valda::words` and
//! `valda::card_words`.

mod choices;
mod windows;

pub use windows::window_moment_sample;
use windows::window_now;

use skald::valda::action::Prompt;
use skald::valda::cards::{CardSet, Filter, God, Window, GOD_OPTIONS};
use skald::valda::constants::{Resources, HAND_LIMIT, ROUNDS};
use skald::valda::state::{god_index, GODS};
use skald::valda::{gods, Phase, Valda, ValdaView};
use skald::{Game, PlayerId, Rng, Viewer};

use crate::coach::{group, sentences, Note, Section, SAMPLE_SEED};
use crate::games::GameId;
use crate::valda::card_words::{god_name, name_of};
use crate::valda::words::{self, followers, resources, seat_name};

mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/valda_coach.rs"));
}

/// The rules help's sections (app/src/valda/pages/rules.rs).
pub mod sections {
    use super::*;
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

/// A section's title, as the list of rules seen names it.
pub fn section_title(s: Section) -> String {
    match s.anchor {
        "phase-resources" => msg::section_phase_resources(),
        "phase-game" => msg::section_phase_game(),
        "phase-building" => msg::section_phase_building(),
        "phase-attack" => msg::section_phase_attack(),
        "phase-followers" => msg::section_phase_followers(),
        "temples" => msg::section_temples(),
        "tree" => msg::section_tree(),
        "abilities" => msg::section_abilities(),
        "cards" => msg::section_cards(),
        _ => msg::section_gallery(),
    }
    .into()
}

/// The five phases, in the order of a turn (the engine's `Phase` has no list of them).
pub const PHASES: [Phase; 5] = [
    Phase::Resources,
    Phase::Game,
    Phase::Building,
    Phase::Attack,
    Phase::Followers,
];

/// What the phase is for, with the numbers of the turn: the moment's second sentence.
/// `active` is the active player's name, `None` when they are the one deciding.
pub fn phase_words(p: Phase, build_limit: u8, active: Option<&str>) -> String {
    match p {
        Phase::Resources => msg::phase_resources().into(),
        Phase::Game => msg::phase_game().into(),
        Phase::Building => msg::phase_building(build_limit),
        Phase::Attack => match active {
            Some(who) => msg::phase_attack(who),
            None => msg::phase_attack_you().into(),
        },
        Phase::Followers => msg::phase_followers().into(),
    }
}

/// The section of a phase's rule.
pub(crate) fn phase_section(p: Phase) -> Section {
    match p {
        Phase::Resources => RESOURCES,
        Phase::Game => GAME,
        Phase::Building => BUILDING,
        Phase::Attack => ATTACK,
        Phase::Followers => FOLLOWERS,
    }
}

/// The coach's words for each kind of prompt (`Prompt::KINDS`), with sample numbers;
/// `None` for a kind it does not know: the coverage test asks it for every kind the engine
/// can pose, in both languages.
pub fn kind_words(kind: &str) -> Option<String> {
    let res = || resources(Resources::new(2, 1, 3));
    let card = "Raid";
    Some(match kind {
        "roll" => msg::moment_roll(2, 1),
        "resources" => msg::moment_resources(res(), 2),
        "draw_step" => msg::moment_draw_step(2, "no", god_name(God::Tyr), 1),
        "actions" => msg::moment_actions(3, "no"),
        "hand_limit" => msg::moment_hand_limit(12, HAND_LIMIT, 2),
        "building" => msg::moment_building(2, res()),
        "followers" => msg::moment_followers(followers(7)),
        "open_moment" => msg::moment_open_moment().into(),
        "slot" => msg::moment_slot("Astrid", 1),
        "defend" => msg::moment_defend("Astrid", card, words::preview_swords(3), ""),
        "window" => window_moment_sample(Window::AttackDeclared, 0),
        "pick" => msg::moment_pick_steal(2, "Astrid", res()),
        "swap" => msg::moment_swap(card, 3, res()),
        "pay_for" => msg::moment_pay_for(card, "2 gold", followers(1), 2, res()),
        "victim" => msg::moment_victim(card),
        "redirect" => msg::moment_redirect("Astrid"),
        "draw_god" => msg::moment_draw_god(1),
        "look_god" => msg::moment_look_god(2),
        "keep_god_card" => msg::moment_keep_god_card(god_name(God::Odin)),
        "search_take" => msg::moment_search_take(1),
        "search_under" => msg::moment_search_under().into(),
        "from_discard" => msg::moment_from_discard(2, "defence"),
        "sacrifice" => msg::moment_sacrifice(4, followers(10), 5),
        "give" => msg::moment_give("Astrid"),
        "take_card" => msg::moment_take_card("Astrid", 4),
        "set_die" => msg::moment_set_die("2 gold, 1 diamond"),
        _ => return None,
    })
}

/// The coach's words for a god-weapon option (`GOD_OPTIONS`), with sample numbers; `None`
/// for one it does not know.
pub fn option_words(name: &str) -> Option<String> {
    let swords = || words::preview_swords(3);
    Some(match name {
        "bullseye" => msg::option_bullseye(5),
        "soulspear" => msg::option_soulspear("Astrid", followers(7), 5),
        "vanished" => msg::option_vanished("Astrid"),
        "crown_of_fortune" => msg::option_crown_of_fortune("2 gold"),
        "thief" => msg::option_thief("Astrid 4"),
        "tyrs_revenge" => msg::option_tyrs_revenge("Raid", swords(), "Astrid"),
        "war_horn" => msg::option_war_horn("Astrid", "Raid", swords()),
        "sound_of_the_gjallarhorn" => msg::option_sound_of_the_gjallarhorn(2),
        "resisted" => msg::option_resisted(followers(4)),
        "surturs_claim" => msg::option_surturs_claim("Raid", swords(), "Astrid"),
        "hammertime" => msg::option_hammertime("Seduction", "Gain 1 follower."),
        "wrath_of_thor" => msg::option_wrath_of_thor("Raid", 3, 6),
        "backstab" => msg::option_backstab("Astrid"),
        "deadly_dagger" => msg::option_deadly_dagger(3),
        _ => return None,
    })
}

/// What a god gives at `level` with `players` at the table, every number the engine's
/// (`skald::valda::gods`): the end of a temple's choice.
pub fn gift_words(g: God, level: u8, players: usize) -> String {
    match g {
        God::Heimdall => msg::gift_heimdall(gods::heimdall_rate(level).unwrap_or(0)),
        God::Freya => msg::gift_freya(gods::draw_step(level).0),
        God::Surtur => msg::gift_surtur(
            gods::attacks_per_slot(level, players),
            gods::attack_bonus(level, players),
        ),
        God::Tyr => msg::gift_tyr(gods::defence_bonus(level)),
        God::Thor => {
            let c = gods::thor(level);
            msg::gift_thor(c.map_or(0, |c| c.cost), c.map_or(0, |c| c.times))
        }
        God::Odin => {
            let c = gods::odin(level);
            msg::gift_odin(
                c.map_or(0, |c| c.cost),
                followers(c.map_or(0, |c| c.followers)),
                c.map_or(0, |c| c.times),
            )
        }
        God::Loki => msg::gift_loki(gods::loki_dice(level)),
    }
}

/// The state of the table as the coach reads it: the view, its card set and the seats'
/// names, and who decides.
pub(crate) struct Ctx<'a> {
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

/// The coach's note for the decision due in `view` — which must be the decider's — from
/// that view alone, with `set` its card set and `names` the seats' names; `None` when
/// nothing is to be decided or `view` is not the decider's.
pub fn note(view: &ValdaView, set: &CardSet, names: &[String]) -> Option<Note> {
    let me = view.to_move?;
    if view.viewer != Viewer::Player(me) {
        return None;
    }
    let prompt = view.prompt.as_ref()?;
    // The decider's legal actions, in the engine's order, from a state dealt from their
    // view; the engine's fight previews from the same state, which use nothing the decider
    // could not see.
    let game = Valda::sample(view, &mut Rng::new(SAMPLE_SEED)).ok()?;
    let legal = game.legal_actions();
    let ctx = Ctx {
        view,
        set,
        names,
        me,
        prompt,
    };
    let (text, rule) = moment(&ctx);
    let t = &view.table.turn;
    let turn = if t.active == me {
        msg::turn_yours(t.round, ROUNDS)
    } else {
        msg::turn_of(t.round, ROUNDS, ctx.name(t.active))
    };
    let active = (t.active != me).then(|| ctx.name(t.active));
    let phase = phase_words(t.phase, t.build_limit, active.as_deref());
    let items = legal.iter().enumerate().map(|(i, a)| {
        let (label, text, rule) = choices::choice(&ctx, &game, a);
        (i, label, text, rule)
    });
    Some(Note {
        kind: prompt.kind(),
        moment: sentences(&[turn, phase, text]),
        rule,
        choices: group(items),
    })
}

/// What this prompt asks, with the position's numbers, and where its rule is.
fn moment(c: &Ctx) -> (String, Section) {
    let view = c.view;
    let t = &view.table.turn;
    let seat = view.table.seats.get(c.me);
    let mine = c.res(c.me);
    match c.prompt {
        Prompt::Roll => {
            let (mines, drills) = seat.map_or((0, 0), |s| (s.mines, s.drills));
            (msg::moment_roll(mines, drills), RESOURCES)
        }
        Prompt::Resources => {
            let rate = gods::heimdall_rate(c.level(God::Heimdall)).unwrap_or(0);
            (msg::moment_resources(resources(mine), rate), RESOURCES)
        }
        Prompt::DrawStep => {
            let (n, hidden) = gods::draw_step(c.level(God::Freya));
            let owned: Vec<String> = GODS
                .iter()
                .filter(|&&g| seat.is_some_and(|s| s.owns(g)))
                .map(|&g| god_name(g).to_string())
                .collect();
            let owner = if owned.is_empty() {
                "none".to_string()
            } else {
                crate::text::join_and(&owned)
            };
            let hidden = if hidden { "yes" } else { "no" };
            (msg::moment_draw_step(n, hidden, owner, owned.len()), GAME)
        }
        Prompt::Actions => {
            let freya = if c.level(God::Freya) > 0 { "yes" } else { "no" };
            (msg::moment_actions(t.actions, freya), GAME)
        }
        Prompt::HandLimit => {
            let cards = view.hand.as_ref().map_or(0, Vec::len);
            let over = cards.saturating_sub(HAND_LIMIT);
            (msg::moment_hand_limit(cards, HAND_LIMIT, over), GAME)
        }
        Prompt::Building => {
            let left = t.build_limit.saturating_sub(t.builds);
            let discounts: Vec<String> = t
                .discount
                .iter()
                .zip(["mine", "drill", "temple"])
                .filter(|(n, _)| **n > 0)
                .map(|(n, k)| msg::discount_on(k, *n))
                .collect();
            let discount = if discounts.is_empty() {
                String::new()
            } else {
                msg::moment_discount(crate::text::join_and(&discounts))
            };
            let text = msg::moment_building(left, resources(mine));
            (sentences(&[text, discount]), BUILDING)
        }
        Prompt::Followers => {
            let any = [God::Thor, God::Odin, God::Loki]
                .iter()
                .any(|&g| c.level(g) > 0);
            let text = if any {
                msg::moment_followers(followers(c.followers(c.me)))
            } else {
                msg::moment_followers_none().into()
            };
            (text, FOLLOWERS)
        }
        Prompt::OpenMoment => (msg::moment_open_moment().into(), CARDS),
        Prompt::Slot { attacks_left } => {
            (msg::moment_slot(c.name(t.active), *attacks_left), ATTACK)
        }
        Prompt::Defend => {
            let f = view.table.fight.as_ref();
            let attacker = f.map_or(String::new(), |f| c.name(f.attacker));
            let card = f.map_or(String::new(), |f| c.card(f.card));
            let effect = f
                .and_then(|f| c.set.cards.get(usize::from(f.card)))
                .map(crate::valda::card_words::card_text)
                .unwrap_or_default();
            let (_, swords) = c.swords();
            (msg::moment_defend(attacker, card, swords, effect), ATTACK)
        }
        Prompt::Window(w) => (window_now(c, *w), CARDS),
        Prompt::Pick {
            from, to, total, ..
        } => {
            let text = match (from, to) {
                (None, _) => msg::moment_pick_gain(*total),
                (Some(v), Some(_)) => {
                    msg::moment_pick_steal(*total, c.name(*v), resources(c.res(*v)))
                }
                (Some(v), None) if *v == c.me => msg::moment_pick_repay(*total, resources(mine)),
                (Some(v), None) => msg::moment_pick_burn(*total, c.name(*v), resources(c.res(*v))),
            };
            let rule = if *from == Some(c.me) && to.is_none() {
                FOLLOWERS
            } else {
                GALLERY
            };
            (text, rule)
        }
        Prompt::Swap { max, card, .. } => (
            msg::moment_swap(c.card(*card), *max, resources(mine)),
            GALLERY,
        ),
        Prompt::PayFor {
            from,
            cost,
            followers: f,
            left,
            card,
        } => (
            msg::moment_pay_for(
                c.card(*card),
                words::pay_cost(from.word(), *cost),
                followers(*f),
                *left,
                resources(mine),
            ),
            GALLERY,
        ),
        Prompt::Victim { .. } => {
            let card = view
                .table
                .in_play
                .last()
                .map_or(String::new(), |ip| c.card(ip.card));
            (msg::moment_victim(card), GALLERY)
        }
        Prompt::Redirect => {
            let attacker = view
                .table
                .fight
                .as_ref()
                .map_or(String::new(), |f| c.name(f.attacker));
            (msg::moment_redirect(attacker), CARDS)
        }
        Prompt::DrawGod { n } => (msg::moment_draw_god(*n), GALLERY),
        Prompt::LookGod { left, .. } => (msg::moment_look_god(*left), GALLERY),
        Prompt::KeepGodCard { god } => (msg::moment_keep_god_card(god_name(*god)), TEMPLES),
        Prompt::SearchTake { left } => (msg::moment_search_take(*left), GALLERY),
        Prompt::SearchUnder => (msg::moment_search_under().into(), GALLERY),
        Prompt::FromDiscard { filter, left } => {
            let f = match filter {
                Filter::Attack => "attack",
                Filter::Defence => "defence",
                Filter::BestDefence => "best_defence",
                Filter::Action => "action",
                Filter::Any => "any",
            };
            (msg::moment_from_discard(*left, f), GALLERY)
        }
        Prompt::Sacrifice { left } => {
            let cards = view.hand.as_ref().map_or(0, Vec::len);
            let f = followers(c.followers(c.me));
            (msg::moment_sacrifice(*left, f, cards), GALLERY)
        }
        Prompt::Give { to } => (msg::moment_give(c.name(*to)), GALLERY),
        Prompt::TakeCard { victim, .. } => {
            let hand = view.hand_sizes.get(*victim).copied().unwrap_or(0);
            (msg::moment_take_card(c.name(*victim), hand), GALLERY)
        }
        Prompt::SetDie => (msg::moment_set_die(c.faces()), CARDS),
    }
}

/// Every god-weapon option the engine knows, by name: what the coverage test enumerates.
pub fn option_names() -> impl Iterator<Item = &'static str> {
    GOD_OPTIONS.iter().map(|(name, _, _)| *name)
}

/// The cards left in `g`'s deck, as the view counts them.
pub(crate) fn deck_count(view: &ValdaView, g: God) -> usize {
    view.god_counts.get(god_index(g)).copied().unwrap_or(0)
}

#[cfg(test)]
mod tests;
