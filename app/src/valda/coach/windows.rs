//! The moment of a god-weapon window (rulings §1.4, §15): what just happened — to the
//! decider, by them, or between others — and what the options that may answer it do,
//! named as the cards name them.

use skald::valda::cards::Window;
use skald::PlayerId;

use super::ctx::{msg, Ctx};
use crate::valda::card_words::option_name;
use crate::valda::words;

/// A window's moment with sample numbers, for the coverage test: `role` 0 for a third
/// player, 1 for the one who caused the event (the roller, the attacker, the builder), 2
/// for the attack's target.
pub fn window_moment_sample(w: Window, role: u8) -> String {
    let role = match role {
        0 => Role::Other,
        1 => Role::Cause,
        _ => Role::Target,
    };
    window_words(
        w,
        role,
        "Astrid",
        "Björn",
        "Raid",
        &words::preview_swords(3),
        "",
    )
}

/// Who the decider is in the event a window answers.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Role {
    /// Somebody else.
    Other,
    /// The one who caused it: the roller, the attacker, the builder.
    Cause,
    /// The attack's target.
    Target,
}

/// The moment of a god-weapon window: what just happened (to the decider, by them, or
/// between others), and what the options that may answer it do (named as the cards name
/// them). `who` is the one who caused the event, `extra` the roll's faces or the build.
pub(super) fn window_words(
    w: Window,
    role: Role,
    who: &str,
    target: &str,
    card: &str,
    swords: &str,
    extra: &str,
) -> String {
    let o = option_name;
    match (w, role) {
        (Window::Anytime, _) => msg::window_anytime().into(),
        (Window::DieRolled, Role::Cause) => {
            msg::window_die_rolled_you(extra, o("crown_of_fortune"))
        }
        (Window::DieRolled, _) => msg::window_die_rolled(who, extra, o("crown_of_fortune")),
        (Window::AttackDeclared, Role::Cause) => msg::window_attack_declared_yours(
            target,
            card,
            swords,
            o("war_horn"),
            o("wrath_of_thor"),
        ),
        (Window::AttackDeclared, Role::Target) => msg::window_attack_declared_you(
            who,
            card,
            swords,
            o("war_horn"),
            o("wrath_of_thor"),
            o("tyrs_revenge"),
            o("vanished"),
        ),
        (Window::AttackDeclared, Role::Other) => msg::window_attack_declared(
            who,
            target,
            card,
            swords,
            o("war_horn"),
            o("wrath_of_thor"),
            o("tyrs_revenge"),
        ),
        (Window::Attacked, _) => msg::window_attacked(who, card, swords, o("vanished")),
        (Window::AttackHit, Role::Cause) => {
            msg::window_attack_hit_yours(card, target, o("soulspear"))
        }
        (Window::AttackHit, Role::Target) => msg::window_attack_hit_you(card, who, o("soulspear")),
        (Window::AttackHit, Role::Other) => {
            msg::window_attack_hit(card, who, target, o("soulspear"))
        }
        (Window::DefendedDefender, _) => msg::window_defended_defender(card, who, o("resisted")),
        (Window::DefendedAttacker, _) => {
            msg::window_defended_attacker(target, card, o("surturs_claim"))
        }
        (Window::OwnYellowPlayed, _) => msg::window_own_yellow_played(card, o("hammertime")),
        (Window::BuildDeclared, Role::Cause) => {
            msg::window_build_declared_yours(extra, o("backstab"))
        }
        (Window::BuildDeclared, _) => msg::window_build_declared(who, extra, o("backstab")),
    }
}

/// The moment of the window `w` open now, with what opened it.
pub(super) fn window_now(c: &Ctx, w: Window) -> String {
    let view = c.view;
    let swords = words::preview_swords(c.swords().0);
    let role = |cause: PlayerId, target: Option<PlayerId>| {
        if cause == c.me {
            Role::Cause
        } else if target == Some(c.me) {
            Role::Target
        } else {
            Role::Other
        }
    };
    match w {
        Window::DieRolled => {
            let roller = view.table.roll.as_ref().map_or(c.me, |r| r.roller);
            let faces = c.faces();
            window_words(w, role(roller, None), &c.name(roller), "", "", "", &faces)
        }
        Window::OwnYellowPlayed => {
            let card = view
                .table
                .in_play
                .last()
                .map_or(String::new(), |ip| c.card(ip.card));
            window_words(w, Role::Cause, "", "", &card, "", "")
        }
        Window::BuildDeclared => {
            let (builder, what) = view
                .table
                .build
                .as_ref()
                .map_or((c.me, String::new()), |b| {
                    (b.builder, words::building(b.building))
                });
            window_words(w, role(builder, None), &c.name(builder), "", "", "", &what)
        }
        _ => match &view.table.fight {
            Some(f) => window_words(
                w,
                role(f.attacker, Some(f.target)),
                &c.name(f.attacker),
                &c.name(f.target),
                &c.card(f.card),
                &swords,
                "",
            ),
            None => window_words(w, Role::Other, "", "", "", &swords, ""),
        },
    }
}
