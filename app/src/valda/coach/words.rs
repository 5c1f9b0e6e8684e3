//! The coach's words for every kind of decision Valda's engine can pose, with sample
//! numbers, for the coverage tests (app/src/coach/tests.rs) — every prompt kind, phase,
//! god-weapon option and god's gift — and the sections' titles for the list of rules seen.

use skald::valda::cards::{God, Window, GOD_OPTIONS};
use skald::valda::constants::{Resources, HAND_LIMIT};
use skald::valda::{gods, Phase};

use super::ctx::msg;
use super::windows::window_moment_sample;
use crate::coach::Section;
use crate::valda::card_words::god_name;
use crate::valda::words::{self, followers, resources};

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

/// The five phases, in the order of a turn.
pub use crate::valda::components::stepper::PHASES;

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

/// Every god-weapon option the engine knows, by name: what the coverage test enumerates.
pub fn option_names() -> impl Iterator<Item = &'static str> {
    GOD_OPTIONS.iter().map(|(name, _, _)| *name)
}
