//! The note of the decision due: where the turn stands, what the prompt asks with the
//! position's numbers, and each legal action's words ([`super::choices`]).

use skald::valda::action::Prompt;
use skald::valda::cards::{CardSet, Filter, God};
use skald::valda::constants::{HAND_LIMIT, ROUNDS};
use skald::valda::state::GODS;
use skald::valda::{gods, Valda, ValdaView};
use skald::{Game, Rng, Viewer};

use super::choices;
use super::ctx::sections::*;
use super::ctx::{msg, Ctx};
use super::windows::window_now;
use super::words::phase_words;
use crate::coach::{group, sentences, Note, Section, SAMPLE_SEED};
use crate::valda::card_words::god_name;
use crate::valda::words::{self, followers, resources};

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
