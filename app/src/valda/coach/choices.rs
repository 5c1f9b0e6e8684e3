//! What each of the decider's legal actions does here: one sentence or two with the
//! position's numbers, after the button's own words (`valda::words::action_words`), and
//! the section of the rules help that explains it.

use skald::valda::action::{Prompt, ResourcesExt};
use skald::valda::cards::{CardType, Effect, God};
use skald::valda::{gods, track, Action, Building, CardId, Phase, Valda};
use skald::PlayerId;

use super::ctx::sections::*;
use super::ctx::{deck_count, msg, phase_section, Ctx};
use super::words::gift_words;
use crate::coach::{sentences, Section};
use crate::valda::card_words::{card_text, god_name, option_text};
use crate::valda::words::{self, action_words, followers, resources};

/// The words of one legal action: its label, what it does here, its rule's section.
/// `game` is the state dealt from the decider's view, for the engine's fight previews.
pub(super) fn choice(c: &Ctx, game: &Valda, a: &Action) -> (String, String, Section) {
    let label = action_words(a, c.view, c.set, c.names);
    let (text, rule) = words_of(c, game, a);
    (label, text, rule)
}

/// What `a` does here, and where its rule is.
fn words_of(c: &Ctx, game: &Valda, a: &Action) -> (String, Section) {
    let view = c.view;
    let t = &view.table.turn;
    let mine = c.res(c.me);
    match a {
        Action::Roll => (msg::choice_roll().into(), RESOURCES),
        Action::Trade { .. } => (msg::choice_trade(mine.total()), RESOURCES),
        Action::Heimdall { .. } => {
            let level = c.level(God::Heimdall);
            let rate = gods::heimdall_rate(level).unwrap_or(0);
            (msg::choice_heimdall(level, rate), ABILITIES)
        }
        Action::EndPhase => (end_phase(c), phase_section(t.phase)),
        Action::OpenDraw => {
            let (n, hidden) = gods::draw_step(c.level(God::Freya));
            let hidden = if hidden { "yes" } else { "no" };
            (msg::choice_open_draw(n, hidden, view.base_count), GAME)
        }
        Action::OwnerDraw(g) => (
            msg::choice_owner_draw(god_name(*g), deck_count(view, *g)),
            TEMPLES,
        ),
        Action::Play { card, .. } => {
            let def = c.set.cards.get(usize::from(*card));
            let text = def.map(card_text).unwrap_or_default();
            let cost = if def.is_some_and(|d| d.costs_action) {
                msg::choice_costs(t.actions.saturating_sub(1))
            } else {
                msg::choice_free().into()
            };
            (sentences(&[text, cost]), GALLERY)
        }
        Action::TakeResource(k) => (
            msg::choice_take_resource(resources(mine.plus(k.one()))),
            GAME,
        ),
        Action::DrawTwo => (msg::choice_draw_two(view.base_count), GAME),
        Action::DrawOne => (msg::choice_draw_one().into(), ABILITIES),
        Action::Discard(card) => match c.prompt {
            Prompt::Sacrifice { .. } => {
                let f = c.followers(c.me);
                (msg::choice_sacrifice(f, f + 1), GALLERY)
            }
            _ => (msg::choice_discard_limit(text_of(c, *card)), GAME),
        },
        Action::Build { building, .. } => build(c, *building),
        Action::Attack(_) | Action::Defend(_) | Action::NoDefence => {
            let preview = game
                .fight_preview(a)
                .map(|p| words::fight_preview(&p, c.set, c.names))
                .unwrap_or_default();
            let tyr = match (a, game.fight_preview(a)) {
                (Action::Attack(_), Some(p)) if p.tyr > 0 => {
                    msg::choice_attack_tyr(c.name(p.target), p.tyr)
                }
                _ => String::new(),
            };
            (sentences(&[preview, tyr]), ATTACK)
        }
        Action::Weapon { card, option } => weapon(c, *card, *option),
        Action::Pass => match c.prompt {
            Prompt::Slot { .. } => (msg::choice_pass_slot().into(), ATTACK),
            Prompt::Swap { .. }
            | Prompt::PayFor { .. }
            | Prompt::Sacrifice { .. }
            | Prompt::FromDiscard { .. } => (msg::choice_stop().into(), GALLERY),
            _ => (msg::choice_pass().into(), CARDS),
        },
        Action::Mute => (msg::choice_mute().into(), CARDS),
        Action::Thor { .. } => conversion(c, God::Thor),
        Action::Odin => conversion(c, God::Odin),
        Action::Loki => {
            let n = gods::loki_dice(c.level(God::Loki));
            let zone = track::floor(c.followers(c.me));
            (msg::choice_loki(n, zone), ABILITIES)
        }
        Action::Pick(_) => (pick(c), GALLERY),
        Action::Swap { .. } => (msg::choice_swap(resources(mine)), GALLERY),
        Action::Player(p) => (player(c, *p), GALLERY),
        Action::God(g) => (msg::choice_god_deck(deck_count(view, *g)), GALLERY),
        Action::Card(card) => {
            let text = text_of(c, *card);
            let rule = match c.prompt {
                Prompt::KeepGodCard { .. } => TEMPLES,
                _ => GALLERY,
            };
            (text, rule)
        }
        Action::Random => {
            let victim = match c.prompt {
                Prompt::TakeCard { victim, .. } => *victim,
                _ => c.me,
            };
            let n = view.hand_sizes.get(victim).copied().unwrap_or(0);
            (msg::choice_random(n, c.name(victim)), GALLERY)
        }
        Action::Die { index, .. } => {
            let now = view
                .table
                .roll
                .as_ref()
                .and_then(|r| r.dice.get(usize::from(*index)))
                .map(|(_, f)| words::face_words(*f))
                .unwrap_or_default();
            (msg::choice_die(usize::from(*index) + 1, now), CARDS)
        }
    }
}

/// What ending the phase under way means.
/// The text of card `card` of the set (empty for a number of no card).
fn text_of(c: &Ctx, card: CardId) -> String {
    c.set
        .cards
        .get(usize::from(card))
        .map(card_text)
        .unwrap_or_default()
}

fn end_phase(c: &Ctx) -> String {
    let t = &c.view.table.turn;
    match t.phase {
        Phase::Resources => msg::choice_end_resources().into(),
        Phase::Game => msg::choice_end_game(t.actions),
        Phase::Building => msg::choice_end_building(t.build_limit.saturating_sub(t.builds)),
        Phase::Attack => msg::choice_go_on().into(),
        Phase::Followers => msg::choice_end_turn(t.owed),
    }
}

/// What a build brings: one more die, or a temple's follower, card and gift (and the
/// domain, with a third temple).
fn build(c: &Ctx, b: Building) -> (String, Section) {
    let seat = c.view.table.seats.get(c.me);
    match b {
        Building::Mine => {
            let n = seat.map_or(0, |s| s.mines);
            (msg::choice_build_mine(n, n + 1), BUILDING)
        }
        Building::Drill => {
            let n = seat.map_or(0, |s| s.drills);
            (msg::choice_build_drill(n, n + 1), BUILDING)
        }
        Building::Temple(g) => {
            let temples = seat.map_or(0, |s| s.temples[skald::valda::state::god_index(g)]) + 1;
            let level = gods::level(temples);
            let gift = gift_words(g, level, c.view.config.players);
            let text = msg::choice_build_temple(god_name(g), level, gift);
            let owner = if gods::owns(temples) && !gods::owns(temples - 1) {
                msg::choice_build_owner().into()
            } else {
                String::new()
            };
            (sentences(&[text, owner]), TEMPLES)
        }
    }
}

/// A conversion of the followers phase: the followers it brings, and the uses left after.
fn conversion(c: &Ctx, g: God) -> (String, Section) {
    let t = &c.view.table.turn;
    let level = c.level(g);
    let (conv, used) = match g {
        God::Thor => (gods::thor(level), t.thor_uses),
        _ => (gods::odin(level), t.odin_uses),
    };
    let (gain, times) = conv.map_or((0, 0), |c| (c.followers, c.times));
    let left = times.saturating_sub(used).saturating_sub(1);
    let before = c.followers(c.me);
    let after = before + u32::from(gain);
    let text = match g {
        God::Thor => msg::choice_thor(followers(gain), before, after, left),
        _ => msg::choice_odin(followers(gain), before, after, left),
    };
    (text, ABILITIES)
}

/// A choice of resources: where they come from and go, with the holdings it is taken from.
fn pick(c: &Ctx) -> String {
    let Prompt::Pick { from, to, .. } = c.prompt else {
        return String::new();
    };
    match (from, to) {
        (None, _) => msg::choice_pick_gain().into(),
        (Some(v), Some(_)) => msg::choice_pick_steal(c.name(*v), resources(c.res(*v))),
        (Some(v), None) if *v == c.me => msg::choice_pick_repay(resources(c.res(*v))),
        (Some(v), None) => msg::choice_pick_burn(c.name(*v), resources(c.res(*v))),
    }
}

/// A player to name: what everybody can see of them.
fn player(c: &Ctx, p: PlayerId) -> String {
    let cards = c.view.hand_sizes.get(p).copied().unwrap_or(0);
    msg::choice_player(followers(c.followers(p)), resources(c.res(p)), cards)
}

/// A god-weapon option: what it would do here, then its card's words for it.
fn weapon(c: &Ctx, card: u8, option: u8) -> (String, Section) {
    let def = c.set.cards.get(usize::from(card));
    let name = def.and_then(|d| match &d.effect {
        Effect::Options(o) => o.get(usize::from(option)).map(|o| o.name.as_str()),
        _ => None,
    });
    let here = name.map(|n| option_here(c, n)).unwrap_or_default();
    let own = def
        .and_then(|d| option_text(d, usize::from(option)))
        .unwrap_or_default();
    // Soulspear's numbers are the track's: its safe zones.
    let rule = if name == Some("soulspear") {
        TREE
    } else {
        CARDS
    };
    (sentences(&[here, own]), rule)
}

/// The numbers of the moment a god-weapon option named `name` would change.
fn option_here(c: &Ctx, name: &str) -> String {
    let view = c.view;
    let fight = view.table.fight.as_ref();
    let (attacker, target, card) = fight.map_or((c.me, c.me, String::new()), |f| {
        (f.attacker, f.target, c.card(f.card))
    });
    let n_swords = c.swords().0;
    let swords = words::preview_swords(n_swords);
    let in_discard = |t: Option<CardType>| {
        view.table
            .discard
            .iter()
            .filter(|&&x| {
                t.is_none_or(|t| {
                    c.set
                        .cards
                        .get(usize::from(x))
                        .is_some_and(|d| d.card_type == t)
                })
            })
            .count()
    };
    match name {
        "bullseye" => msg::option_bullseye(in_discard(None)),
        "soulspear" => {
            let f = c.followers(target);
            msg::option_soulspear(c.name(target), followers(f), track::floor(f))
        }
        "vanished" => msg::option_vanished(c.name(attacker)),
        "crown_of_fortune" => msg::option_crown_of_fortune(c.faces()),
        "thief" => {
            let others: Vec<String> = (0..view.hand_sizes.len())
                .filter(|&p| p != c.me)
                .map(|p| {
                    let open = if p == view.table.turn.active {
                        view.table.turn.open.len()
                    } else {
                        0
                    };
                    format!("{} {}", c.name(p), view.hand_sizes[p] + open)
                })
                .collect();
            msg::option_thief(others.join(", "))
        }
        "tyrs_revenge" => msg::option_tyrs_revenge(card, swords, c.name(attacker)),
        "war_horn" => msg::option_war_horn(c.name(target), card, swords),
        "sound_of_the_gjallarhorn" => {
            msg::option_sound_of_the_gjallarhorn(in_discard(Some(CardType::Defence)))
        }
        "resisted" => msg::option_resisted(followers(c.followers(c.me))),
        "surturs_claim" => msg::option_surturs_claim(card, swords, c.name(target)),
        "hammertime" => {
            let played = view.table.in_play.last().map(|ip| ip.card);
            let name = played.map(|x| c.card(x)).unwrap_or_default();
            let text = played
                .and_then(|x| c.set.cards.get(usize::from(x)))
                .map(card_text)
                .unwrap_or_default();
            msg::option_hammertime(name, text)
        }
        "wrath_of_thor" => msg::option_wrath_of_thor(card, n_swords, n_swords.saturating_mul(2)),
        "backstab" => {
            let who = view.table.build.as_ref().map_or(c.me, |b| b.builder);
            msg::option_backstab(c.name(who))
        }
        "deadly_dagger" => msg::option_deadly_dagger(in_discard(Some(CardType::Attack))),
        _ => msg::option_unknown().into(),
    }
}
