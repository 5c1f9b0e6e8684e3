//! A Valda position in a frame of another page (`#/embed/valda?position=…`, the build
//! `valda-embed` of scripts/builds.mjs): the god domains, the Yggdrasil track, the villages,
//! the open cards, this turn's dice and attack, as a spectator sees them (hands hidden
//! unless the author shows them); a worked example stepped action by action, each step in
//! the engine's log words; with `try`, the reader picks any of the engine's legal actions
//! and sees what it did. The table is drawn by Valda's own drawing functions fed a
//! spectator's view; no rule is written here. A whole game (`replay`) is drawn by Valda's
//! game build (`crate::embed::in_game_build`). Nothing is saved. Parameters: see [`spec`].
//!
//! The embed build draws without yew's renderer ([`page`], `crate::embed::static_dom`):
//! the table is drawn by plain drawing functions, and the page's one click listener and the
//! stepper's keys and swipes change what is shown. Without the renderer, its scheduler and
//! components, one embed came from 166.3 to 128.8 KB gzipped (issue #28: every embed within
//! 150 KB).

pub mod page;
pub(crate) mod position;
pub mod spec;

use std::rc::Rc;

use skald::valda::event::Event;
use skald::valda::{Phase, Valda};
use skald::{Game, Viewer};
use yew::prelude::*;

use crate::valda::components::dice::{dice, DiceProps};
use crate::valda::components::fight::{fight_panel, FightProps};
use crate::valda::components::hand::{card_row, CardRowProps};
use crate::valda::components::map::{domain_map, DomainMapProps};
use crate::valda::components::track::{yggdrasil_track, TrackProps};
use crate::valda::components::village::{village, VillageProps};
use crate::valda::words::{self as w, prompt_words};

/// A row of cards that nobody acts on (the open cards, a hand the author shows).
fn shown_cards(game: &Valda, cards: Vec<u8>, kind: &'static str, label: String) -> Html {
    card_row(CardRowProps {
        set: Rc::new(game.card_set().clone()),
        cards,
        live: Vec::new(),
        chosen: None,
        new: Vec::new(),
        kind: AttrValue::Static(kind),
        label: AttrValue::from(label),
        on_tap: None,
        on_down: None,
    })
}

/// The table of `game` as a spectator sees it, with the hands `hands` shows (by seat), and
/// who decides now and what they are asked.
pub(crate) fn table(game: &Valda, names: &[String], hands: &[bool]) -> Html {
    let view = game.view(Viewer::Spectator);
    let t = &view.table;
    let set = Rc::new(game.card_set().clone());
    let attr_names: Vec<AttrValue> = names.iter().map(|n| AttrValue::from(n.clone())).collect();
    let name = |p: usize| w::seat_name(names, p);
    // This turn's latest roll and attack outcome, as the play screen shows them.
    let turn_start = t
        .log
        .iter()
        .rposition(|e| matches!(e, Event::Turn { .. }))
        .unwrap_or(0);
    let this_turn = &t.log[turn_start..];
    let roll = this_turn.iter().rev().find_map(|e| match e {
        Event::Rolled { player, faces } => Some((*player, faces.clone())),
        _ => None,
    });
    let outcome = this_turn
        .iter()
        .rev()
        .find(|e| matches!(e, Event::Outcome { .. }))
        .and_then(|e| w::describe(e, &set, names, None));
    let in_attack = t.turn.phase == Phase::Attack || t.fight.is_some();
    let now = game.prompt().map(|(p, prompt)| {
        let seen = game.view(Viewer::Player(p));
        format!("{}: {}", name(p), prompt_words(prompt, &seen, names))
    });
    let followers: Vec<u32> = t.seats.iter().map(|s| s.followers).collect();
    let scores: Vec<String> = followers.iter().map(|f| f.to_string()).collect();
    html! {
        <div class="embed-valda-table" data-scores={scores.join(",")} data-round={t.turn.round.to_string()}
            data-active={t.turn.active.to_string()} data-phase={crate::valda::components::stepper::phase_code(t.turn.phase)}>
            { yggdrasil_track(TrackProps { followers, names: attr_names.clone(), ..Default::default() }) }
            { domain_map(DomainMapProps { table: Rc::new(t.clone()), god_counts: view.god_counts, names: attr_names.clone(),
                colours: Vec::new(), buildable: Vec::new(), offers: Vec::new(), held: Default::default(), on_build: Callback::noop() }) }
            <div class="embed-valda-middle">
                <p class="vdecks" data-testid="decks">{ w::base_deck(view.base_count) }</p>
                if let Some((p, faces)) = roll {
                    { dice(DiceProps { faces, who: AttrValue::from(name(p)), serial: 0 }) }
                }
                if in_attack || outcome.is_some() {
                    { fight_panel(FightProps { set: set.clone(), fight: t.fight.clone(), names: attr_names.clone(),
                        order: if t.turn.phase == Phase::Attack { t.turn.attack_order.clone() } else { Vec::new() },
                        outcome: outcome.map(AttrValue::from) }) }
                }
                if !t.turn.open.is_empty() {
                    { shown_cards(game, t.turn.open.clone(), "open", w::open_cards_of(name(t.turn.active))) }
                }
            </div>
            <div class="vvillages">
                { for t.seats.iter().enumerate().map(|(p, s)| html! {
                    <div class="embed-valda-seat">
                        { village(VillageProps { seat: p, name: AttrValue::from(name(p)), state: s.clone(),
                            hand_size: view.hand_sizes.get(p).copied().unwrap_or(0), active: p == t.turn.active, mine: false,
                            colour: None, buildable: Vec::new(), on_build: Callback::noop(), computer: None }) }
                        if hands.get(p).copied().unwrap_or(false) {
                            { shown_cards(game, game.hand(p).to_vec(), "shown-hand", w::hand_of(name(p))) }
                        }
                    </div>
                }) }
            </div>
            if let Some(now) = now {
                <p class="embed-valda-now" data-testid="prompt">{ now }</p>
            }
        </div>
    }
}
