//! What the player deciding is asked, and the buttons of the legal actions, in words.

use skald::valda::action::{Prompt, ResourcesExt};
use skald::valda::cards::{CardSet, Effect, God, Window};
use skald::valda::constants::HAND_LIMIT;
use skald::valda::{Action, CardId, Phase, ValdaView};

use super::vocab::*;
use crate::valda::card_words::{god_name, name_of, option_name};

/// When a god weapon's option may be played, as a prompt says it ("you are attacked").
fn window_now(w: Window) -> &'static str {
    match w {
        Window::Anytime => window_anytime(),
        Window::DieRolled => window_die_rolled(),
        Window::AttackDeclared => window_attack_declared(),
        Window::Attacked => window_attacked(),
        Window::AttackHit => window_attack_hit(),
        Window::DefendedDefender => window_defended_defender(),
        Window::DefendedAttacker => window_defended_attacker(),
        Window::OwnYellowPlayed => window_own_yellow_played(),
        Window::BuildDeclared => window_build_declared(),
    }
}

/// What the player deciding now is asked, in one line.
pub fn prompt_words(p: &Prompt, view: &ValdaView, names: &[String]) -> String {
    let name = |q: usize| seat_name(names, q);
    match p {
        Prompt::Roll => ask_roll().into(),
        Prompt::Resources => ask_resources().into(),
        Prompt::DrawStep => ask_draw_step().into(),
        Prompt::Actions => ask_actions(view.table.turn.actions),
        Prompt::HandLimit => ask_hand_limit(HAND_LIMIT),
        Prompt::Building => ask_building().into(),
        Prompt::Followers => ask_followers().into(),
        Prompt::OpenMoment => ask_open_moment().into(),
        Prompt::Slot { attacks_left } => ask_slot(name(view.table.turn.active), *attacks_left),
        Prompt::Defend => match view.table.fight.as_ref() {
            Some(f) => ask_defend_from(name(f.attacker)),
            None => ask_defend().into(),
        },
        Prompt::Window(w) => ask_window(window_now(*w)),
        Prompt::Pick {
            total, from, to, ..
        } => match (from, to) {
            (Some(f), _) => ask_pick_from(*total, name(*f)),
            (None, Some(t)) => ask_pick_for(*total, name(*t)),
            _ => ask_pick(*total),
        },
        Prompt::Swap { max, .. } => ask_swap(*max),
        Prompt::PayFor {
            from,
            cost,
            followers: f,
            left,
            ..
        } => ask_pay_for(pay_cost(from.word(), *cost), followers(*f), *left),
        Prompt::Victim { .. } => ask_victim().into(),
        Prompt::Redirect => ask_redirect().into(),
        Prompt::DrawGod { n } => ask_draw_god(*n),
        Prompt::LookGod { left, .. } => ask_look_god(*left),
        Prompt::KeepGodCard { god } => ask_keep_god_card(god_name(*god)),
        Prompt::SearchTake { left } => ask_search_take(*left),
        Prompt::SearchUnder => ask_search_under().into(),
        Prompt::FromDiscard { left, .. } => ask_from_discard(*left),
        Prompt::Sacrifice { left } => ask_sacrifice(*left),
        Prompt::Give { to } => ask_give(name(*to)),
        Prompt::TakeCard { victim, .. } => ask_take_card(name(*victim)),
        Prompt::SetDie => ask_set_die().into(),
    }
}

/// Thor's or Odin's conversion at the level of the player deciding (§11).
fn conversion(view: &ValdaView, g: God) -> Option<skald::valda::gods::Conversion> {
    let level = view.to_move.and_then(|p| view.table.seats.get(p))?.level(g);
    match g {
        God::Thor => skald::valda::gods::thor(level),
        _ => skald::valda::gods::odin(level),
    }
}

/// The words on an action's button.
pub fn action_words(a: &Action, view: &ValdaView, set: &CardSet, names: &[String]) -> String {
    let card = |c: CardId| name_of(set, c);
    match a {
        Action::Roll => act_roll().into(),
        Action::Trade { pay, get } => act_trade(resources(*pay), one_of(*get)),
        Action::Heimdall { pay, get } => act_heimdall(resources(*pay), one_of(*get)),
        Action::EndPhase => match view.table.turn.phase {
            Phase::Resources => act_end_resources(),
            Phase::Game => act_end_game(),
            Phase::Building => act_end_building(),
            Phase::Attack => act_go_on(),
            Phase::Followers => act_end_turn(),
        }
        .into(),
        Action::OpenDraw => act_open_draw().into(),
        Action::OwnerDraw(g) => act_owner_draw(god_name(*g)),
        Action::Play { card: c, open } => {
            let f = if *open { act_play_open } else { act_play };
            f(card(*c))
        }
        Action::TakeResource(k) => act_take_resource(one_of(*k)),
        Action::DrawTwo => act_draw_two().into(),
        Action::DrawOne => act_draw_one().into(),
        Action::Discard(c) => act_discard(card(*c)),
        Action::Build { building: b, skip } => {
            let price = resources(skald::valda::price(*b).minus(*skip));
            if skip.total() > 0 {
                act_build_discount(building(*b), price, resources(*skip))
            } else {
                act_build(building(*b), price)
            }
        }
        Action::Attack(c) => act_attack(card(*c)),
        Action::Defend(c) => act_defend(card(*c)),
        Action::NoDefence => act_no_defence().into(),
        Action::Weapon { card: c, option } => {
            // The option is the card's name for what is played ("Play Vanished").
            let opt = set
                .cards
                .get(usize::from(*c))
                .and_then(|d| match &d.effect {
                    Effect::Options(o) => o.get(usize::from(*option)).map(|o| option_name(&o.name)),
                    _ => None,
                })
                .unwrap_or_else(|| act_option_n(usize::from(*option) + 1));
            act_weapon(opt)
        }
        Action::Pass => match view.prompt {
            Some(
                Prompt::Swap { .. }
                | Prompt::PayFor { .. }
                | Prompt::Sacrifice { .. }
                | Prompt::FromDiscard { .. },
            ) => act_stop().into(),
            _ => pass().into(),
        },
        Action::Mute => act_mute().into(),
        Action::Thor { pay } => {
            let f = conversion(view, God::Thor).map_or(1, |c| c.followers);
            act_thor(resources(*pay), followers(f))
        }
        Action::Odin => match conversion(view, God::Odin) {
            Some(c) => act_odin(c.cost, followers(c.followers)),
            None => act_odin_plain().into(),
        },
        Action::Loki => act_loki().into(),
        Action::Pick(r) => act_pick(resources(*r)),
        Action::Swap { pay, get } => act_swap(resources(*pay), resources(*get)),
        Action::Player(p) => seat_name(names, *p),
        Action::God(g) => act_god_deck(god_name(*g)),
        // What is done with the card, by the prompt: "Keep Blood Vein".
        Action::Card(c) => match view.prompt {
            Some(Prompt::KeepGodCard { .. }) => act_keep(card(*c)),
            Some(Prompt::Give { .. }) => act_give(card(*c)),
            Some(Prompt::SearchUnder) => act_under(card(*c)),
            _ => crate::i18n::shell::take_card(card(*c)),
        },
        Action::Random => act_random().into(),
        Action::Die { index, face } => act_die(usize::from(*index) + 1, face_words(*face)),
    }
}

/// What an attack or a defence would come to, in words, from the engine's numbers
/// ([`skald::valda::Valda::fight_preview`]): the swords (with Surtur's share), the shields
/// (with Tyr's) or that they are not known yet, the result, and what a hit costs (the
/// attack card's text).
pub fn fight_preview(p: &skald::valda::FightPreview, set: &CardSet, names: &[String]) -> String {
    let swords = if p.surtur > 0 {
        preview_swords_surtur(p.swords, p.surtur)
    } else {
        preview_swords(p.swords)
    };
    let against = match (p.shields, p.hit) {
        (None, None) => preview_unknown(seat_name(names, p.target)),
        (None, Some(_)) => preview_no_shield().to_string(),
        (Some(s), _) if p.tyr > 0 => preview_shields_tyr(s, p.tyr),
        (Some(s), _) => preview_shields(s),
    };
    let result = match p.hit {
        Some(true) => preview_hit().to_string(),
        Some(false) => preview_stopped().to_string(),
        // Not known yet: the message's "none" variant says nothing.
        None => "none".to_string(),
    };
    let cost = set
        .cards
        .get(p.card as usize)
        .map(crate::valda::card_words::card_text)
        .unwrap_or_default();
    preview_line(swords, against, result, cost)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};

    #[test]
    fn windows_as_a_prompt_says_them() {
        assert_eq!(window_now(Window::Attacked), "you are attacked");
        set(Lang::De);
        assert_eq!(window_now(Window::Attacked), "du wirst angegriffen");
        set(Lang::En);
    }

    /// One sword, one shield: the singular in both languages; "gegen keinen Schild" as the
    /// log says it (`log_no_shield_short`).
    #[test]
    fn swords_and_shields_are_counted_in_words() {
        assert_eq!(preview_swords(1), "1 sword");
        assert_eq!(preview_shields(1), "1 shield");
        assert_eq!(preview_shields_tyr(3, 1), "3 shields (Tyr +1)");
        set(Lang::De);
        assert_eq!(preview_swords(3), "3 Schwerter");
        assert_eq!(preview_swords(1), "1 Schwert");
        assert_eq!(preview_swords_surtur(1, 1), "1 Schwert (Surtur +1)");
        assert_eq!(preview_shields(1), "1 Schild");
        assert_eq!(preview_shields(2), "2 Schilde");
        assert_eq!(preview_shields_tyr(1, 1), "1 Schild (Tyr +1)");
        assert_eq!(preview_no_shield(), "keinen Schild");
        assert_eq!(log_no_shield_short(), "keinen Schild");
        set(Lang::En);
    }
}
