//! Valda's coach through whole games: at every decision of seeded games of 2 to 5 players
//! (in the privacy mode too, where everybody is asked at every window), the note speaks of
//! exactly the engine's legal actions, in its order; names this position's numbers (read
//! back from the real game: the fight's previews, actions, builds, dice, followers); and
//! never names a card of another player's hand that the decider has not seen.

use std::collections::BTreeSet;

use skald::valda::action::Prompt;
use skald::valda::cards::Window;
use skald::valda::{Action, Valda, ValdaConfig, ValdaView};
use skald::{Game, Viewer};

use super::{note, sections};
use crate::i18n::{set, Lang};
use crate::valda::card_words::card_name;
use crate::valda::words::{self, followers, resources};
use crate::walk;

const NAMES: [&str; 5] = ["Astrid", "Björn", "Cara", "Dag", "Eli"];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// The names of the cards the decider may know of: their hand and what they look at, the
/// table's open, played and discarded cards, the fight's, every card known to be in a hand,
/// and what they saw alone.
pub(super) fn visible_names(g: &Valda, view: &ValdaView) -> BTreeSet<String> {
    let set = g.card_set();
    let t = &view.table;
    let mut cards: Vec<u8> = Vec::new();
    cards.extend(view.hand.iter().flatten());
    cards.extend(view.looking.iter().flatten());
    cards.extend(&t.discard);
    cards.extend(&t.turn.open);
    cards.extend(t.in_play.iter().map(|ip| ip.card));
    if let Some(f) = &t.fight {
        cards.push(f.card);
        cards.extend(f.defence);
    }
    for s in &t.seats {
        cards.extend(&s.known);
    }
    let mut out: BTreeSet<String> = cards
        .into_iter()
        .filter_map(|c| set.cards.get(usize::from(c)).map(card_name))
        .collect();
    // What only they saw (cards drawn, given, looked at): named in their private events.
    let seen = format!("{:?}", view.seen);
    for (i, d) in set.cards.iter().enumerate() {
        if seen.contains(&format!("card: {i} ")) || seen.contains(&format!("card: {i},")) {
            out.insert(card_name(d));
        }
    }
    out
}

/// Checks the note of the decision in `g` against the full game (which the note never
/// saw); returns its kind and how many names of cards hidden from the decider it checked.
fn check(g: &Valda, players: usize) -> (&'static str, usize) {
    let me = g.to_move().unwrap();
    let view = g.view(Viewer::Player(me));
    let names = names(players);
    let set = g.card_set();
    let note = note(&view, set, &names).expect("a note at every decision");
    let legal = g.legal_actions();
    let prompt = view.prompt.clone().unwrap();
    assert_eq!(note.kind, prompt.kind());
    // The choices are the real game's legal actions, each once, in its order and words.
    let mut seen: Vec<usize> = Vec::new();
    for c in &note.choices {
        for &i in &c.actions {
            let real = words::action_words(&legal[i], &view, set, &names);
            assert_eq!(c.label, real, "action {i}: {}", note.text());
            seen.push(i);
        }
    }
    seen.sort_unstable();
    assert_eq!(
        seen,
        (0..legal.len()).collect::<Vec<_>>(),
        "{}",
        note.text()
    );
    let text = note.text();
    let t = &view.table.turn;
    let seat = &view.table.seats[me];
    // The numbers of this position.
    match &prompt {
        Prompt::Roll => assert!(
            note.moment.contains(&format!("{} yellow", seat.mines)),
            "{text}"
        ),
        Prompt::Actions => {
            let n = match t.actions {
                0 => "No actions left".to_string(),
                1 => "1 action left".to_string(),
                n => format!("{n} actions left"),
            };
            assert!(note.moment.contains(&n), "{text}");
        }
        Prompt::Building => {
            let left = t.build_limit - t.builds;
            let builds = if left == 1 {
                "1 build left".to_string()
            } else {
                format!("{left} builds left")
            };
            assert!(note.moment.contains(&builds), "{text}");
            assert!(note.moment.contains(&resources(seat.res)), "{text}");
        }
        Prompt::Resources => assert!(note.moment.contains(&resources(seat.res)), "{text}"),
        Prompt::Slot { .. } => assert!(note.moment.contains(&names[t.active]), "{text}"),
        Prompt::HandLimit => {
            let n = view.hand.as_ref().unwrap().len();
            assert!(
                note.moment.contains(&format!("you hold {n} cards")),
                "{text}"
            );
        }
        Prompt::Defend => {
            let f = view.table.fight.as_ref().unwrap();
            let p = g.fight_preview(&Action::NoDefence).unwrap();
            assert!(note.moment.contains(&names[f.attacker]), "{text}");
            assert!(
                note.moment
                    .contains(&card_name(&set.cards[usize::from(f.card)])),
                "{text}"
            );
            assert!(
                note.moment.contains(&format!(": {} sword", p.swords)),
                "{text}"
            );
        }
        Prompt::Window(w) if view.table.fight.is_some() && !matches!(w, Window::Anytime) => {
            let f = view.table.fight.as_ref().unwrap();
            assert!(
                note.moment.contains(&names[f.attacker]) || f.attacker == me,
                "{text}"
            );
            assert!(
                note.moment
                    .contains(&card_name(&set.cards[usize::from(f.card)])),
                "{text}"
            );
        }
        Prompt::Window(Window::DieRolled) | Prompt::SetDie => {
            let roll = view.table.roll.as_ref().unwrap();
            for (_, face) in &roll.dice {
                assert!(note.moment.contains(&words::face_words(*face)), "{text}");
            }
        }
        Prompt::Sacrifice { .. } => {
            let f = followers(seat.followers);
            assert!(note.moment.contains(&format!("You have {f}")), "{text}");
        }
        Prompt::TakeCard { victim, .. } => {
            let n = view.hand_sizes[*victim];
            assert!(
                note.moment.contains(&format!("of the {n} in their hand")),
                "{text}"
            );
        }
        _ => {}
    }
    // Attacks and defences: the engine's own preview of the fight, from the real game.
    for c in &note.choices {
        let a = &legal[c.actions[0]];
        if let Some(p) = g.fight_preview(a) {
            let words = words::fight_preview(&p, set, &names);
            assert!(c.text.starts_with(&words), "{} / {}", c.text, words);
        }
        if let Action::Thor { .. } | Action::Odin = a {
            let f = seat.followers;
            assert!(c.text.contains(&format!("{f} → ")), "{}", c.text);
        }
    }
    // Never a card of another hand the decider has not seen.
    let visible = visible_names(g, &view);
    let mut checked = 0;
    for q in (0..players).filter(|&q| q != me) {
        for &c in g.hand(q) {
            let name = card_name(&set.cards[usize::from(c)]);
            if visible.iter().any(|v| v.contains(&name)) {
                continue;
            }
            assert!(!text.contains(&name), "{name} of {q}'s hand in: {text}");
            checked += 1;
        }
    }
    (note.kind, checked)
}

/// Plays a seeded game at random, checking every note; returns the decisions and the
/// hidden cards' names checked.
fn play(config: ValdaConfig, seed: u64, kinds: &mut BTreeSet<&'static str>) -> (usize, usize) {
    let players = config.players;
    let mut walk = walk::random(Valda::new(&config, seed).unwrap(), seed);
    let (mut decisions, mut hidden) = (0, 0);
    while let Some(s) = walk.step() {
        let (kind, checked) = check(&s.before, players);
        kinds.insert(kind);
        hidden += checked;
        decisions += 1;
    }
    (decisions, hidden)
}

#[test]
fn every_decision_of_seeded_games_has_a_true_note() {
    set(Lang::En);
    let mut kinds = BTreeSet::new();
    let (mut decisions, mut hidden) = (0, 0);
    let mut configs: Vec<(ValdaConfig, u64)> = Vec::new();
    for players in 2..=5 {
        for seed in 1..=4u64 {
            configs.push((ValdaConfig::new(players), seed * 7 + players as u64));
        }
    }
    let mut private = ValdaConfig::new(3);
    private.privacy = true;
    configs.push((private, 5));
    for (config, seed) in configs {
        let (d, h) = play(config, seed, &mut kinds);
        decisions += d;
        hidden += h;
    }
    assert!(hidden > 10_000, "only {hidden} hidden cards' names checked");
    for k in [
        "resources",
        "actions",
        "building",
        "followers",
        "slot",
        "defend",
    ] {
        assert!(
            kinds.contains(k),
            "{k} never met in {decisions} decisions: {kinds:?}"
        );
    }
    assert!(kinds.len() >= 18, "only {kinds:?} in {decisions} decisions");
}

/// Every section the coach links is a section of the rules help page.
#[test]
fn sections_are_in_the_rules_help() {
    let rules = include_str!("../pages/rules.rs");
    for s in sections::ALL {
        let id = s.anchor.strip_prefix("phase-").map_or_else(
            || format!(r#"id="{}""#, s.anchor),
            |_| r#"id={format!("phase-{}", "#.to_string(),
        );
        assert!(rules.contains(&id), "{} is not in the rules help", s.anchor);
    }
}

/// Nobody but the decider gets a note.
#[test]
fn only_the_decider_is_coached() {
    let g = Valda::new(&ValdaConfig::new(3), 9).unwrap();
    let me = g.to_move().unwrap();
    let set = g.card_set();
    assert!(note(&g.view(Viewer::Player((me + 1) % 3)), set, &names(3)).is_none());
    assert!(note(&g.view(Viewer::Spectator), set, &names(3)).is_none());
    assert!(note(&g.view(Viewer::Player(me)), set, &names(3)).is_some());
}
