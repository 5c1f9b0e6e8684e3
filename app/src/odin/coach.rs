//! Odin's coach (issue #45, docs/coach.md): the note for the decision of the player to
//! move, from their view alone — the lead, a follow (each size of set that beats the
//! middle, with how many ways and their values; a play that ends the hand; the pass and how
//! many must still pass), and the take (what each card would join in the hand). Words in
//! `odin_coach.ftl`.

use skald::odin::{Card, CardSet, Odin, OdinAction, OdinView, Phase};
use skald::{Game, Rng, Viewer};

use crate::coach::{group, sentences, Note, Section, SAMPLE_SEED};
use crate::games::GameId;
use crate::odin::words;

mod msg;

/// Every kind of decision the coach speaks of, as [`Note::kind`] and [`kind_words`] name
/// them: a lead, a follow, the take (the three phases a player decides in), and the
/// options of a lead or follow: a play, a pass, a play that ends the hand.
pub const KINDS: [&str; 6] = ["lead", "follow", "take", "play", "pass", "hand_end"];

/// The rules help's sections (app/src/odin/pages/rules.rs).
const SETS: Section = Section::new(GameId::Odin, "sets");
const ROUND: Section = Section::new(GameId::Odin, "round");
const TAKE: Section = Section::new(GameId::Odin, "take");
const HAND_END: Section = Section::new(GameId::Odin, "hand-end");

/// Every section of the rules help the coach links.
pub const SECTIONS: [Section; 4] = [SETS, ROUND, TAKE, HAND_END];

/// A section's title, as the list of rules seen names it (the rules help's own headings).
pub fn section_title(s: Section) -> String {
    match s.anchor {
        "sets" => words::rules_sets_title().into(),
        "round" => words::rules_round_title().into(),
        "take" => words::rules_take_title().into(),
        "hand-end" => words::rules_hand_end_title().into(),
        _ => words::rules_title().into(),
    }
}

/// The kind of decision `phase` asks for (`None` when the game is over): what the
/// coverage test enumerates the engine's phases with.
pub fn phase_kind(phase: Phase) -> Option<&'static str> {
    match phase {
        Phase::Lead => Some("lead"),
        Phase::Follow => Some("follow"),
        Phase::Take => Some("take"),
        Phase::Over => None,
    }
}

/// The kind of option `action` is for a player holding `hand`: a play that empties the
/// hand ends it.
pub fn action_kind(action: &OdinAction, hand: CardSet) -> &'static str {
    match action {
        OdinAction::Play { cards } if *cards == hand => "hand_end",
        OdinAction::Play { .. } => "play",
        OdinAction::Pass => "pass",
        OdinAction::Take { .. } => "take",
    }
}

/// A sentence of the coach's for each kind of [`KINDS`] (with sample numbers), `None` for
/// a kind it does not know: the coverage test asks it for every kind in both languages.
pub fn kind_words(kind: &str) -> Option<String> {
    Some(match kind {
        "lead" => msg::moment_lead(9),
        "follow" => msg::moment_follow("Astrid", "8 red, 7 red", "87", 2, 3),
        "take" => msg::moment_take("8 red, 7 red", 1),
        "play" => msg::choice_play(3, "88"),
        "pass" => msg::choice_pass(2, "Astrid"),
        "hand_end" => msg::choice_hand_end(12),
        _ => return None,
    })
}

/// A seat's name: from `names`, or "Player 3".
fn name(names: &[String], p: usize) -> String {
    names
        .get(p)
        .cloned()
        .unwrap_or_else(|| words::player_n(p + 1))
}

/// The value of `cards` as the app writes values (digits, never grouped).
fn value_of(cards: CardSet) -> String {
    words::value(skald::odin::set_value(cards).unwrap_or(0))
}

/// The coach's note for the decision of the player to move, from `view` — which must be
/// theirs — alone; `None` when the game is over or `view` is not the decider's. `names`
/// are the seats' names.
pub fn note(view: &OdinView, names: &[String]) -> Option<Note> {
    let me = view.to_move?;
    if view.viewer != Viewer::Player(me) {
        return None;
    }
    let hand = view.hand?;
    let kind = phase_kind(view.phase)?;
    // The decider's legal actions, in the engine's order, from a state dealt from their
    // view: they depend on their hand and the middle only.
    let legal = Odin::sample(view, &mut Rng::new(SAMPLE_SEED))
        .ok()?
        .legal_actions();
    let (moment, rule) = moment(view, hand, &legal, names);
    let items = legal.iter().enumerate().map(|(i, a)| {
        let (label, text, rule) = choice(view, hand, a, &legal, names);
        (i, label, text, rule)
    });
    Some(Note {
        kind,
        moment,
        rule,
        choices: group(items),
    })
}

/// What this moment is, and where its rule is.
fn moment(
    view: &OdinView,
    hand: CardSet,
    legal: &[OdinAction],
    names: &[String],
) -> (String, Section) {
    let size = view.middle.len();
    match view.phase {
        Phase::Take => (
            msg::moment_take(
                words::set_words(view.take_from),
                view.take_from.len().saturating_sub(1),
            ),
            TAKE,
        ),
        Phase::Follow => {
            let who = name(names, view.last_player);
            let set = words::set_words(view.middle);
            let value = value_of(view.middle);
            let f = if legal.iter().any(|a| matches!(a, OdinAction::Play { .. })) {
                msg::moment_follow
            } else {
                msg::moment_follow_none
            };
            (f(who, set, value, size, size + 1), ROUND)
        }
        _ => {
            let whole = hand.len() > 1
                && legal
                    .iter()
                    .any(|a| matches!(a, OdinAction::Play { cards } if *cards == hand));
            if whole {
                let first = hand.cards().first().map_or(0, |c| c.number());
                let by = if hand.iter().all(|c| c.number() == first) {
                    "number"
                } else {
                    "colour"
                };
                (msg::moment_lead_whole(hand.len(), by), HAND_END)
            } else {
                (msg::moment_lead(hand.len()), ROUND)
            }
        }
    }
}

/// What one legal action does here: its label, its words, its rule's section.
fn choice(
    view: &OdinView,
    hand: CardSet,
    action: &OdinAction,
    legal: &[OdinAction],
    names: &[String],
) -> (String, String, Section) {
    let others: usize = view
        .hand_sizes
        .iter()
        .enumerate()
        .filter(|&(p, _)| Some(p) != view.to_move)
        .map(|(_, n)| n)
        .sum();
    match action {
        OdinAction::Play { cards } if *cards == hand => {
            let label = if hand.len() > 1 && view.phase == Phase::Lead {
                msg::label_lead_whole(hand.len())
            } else {
                msg::label_play(cards.len())
            };
            let label = if cards.len() == 1 {
                words::set_words(*cards)
            } else {
                label
            };
            (label, msg::choice_hand_end(others), HAND_END)
        }
        OdinAction::Play { cards } if view.phase == Phase::Lead => {
            // One choice for the nines, one for every other card: the same words for each.
            if cards.iter().any(|c| c.number() == 9) {
                let text = msg::choice_lead_nine().to_string();
                (msg::label_lead_nine().to_string(), text, ROUND)
            } else {
                let text = msg::choice_lead().to_string();
                (msg::label_lead_one().to_string(), text, ROUND)
            }
        }
        OdinAction::Play { cards } => {
            // Every play of this size that does not end the hand: how many, and their values.
            let values: Vec<u32> = legal
                .iter()
                .filter_map(|a| match a {
                    OdinAction::Play { cards: c } if c.len() == cards.len() && *c != hand => {
                        skald::odin::set_value(*c).ok()
                    }
                    _ => None,
                })
                .collect();
            let low = values.iter().min().copied().unwrap_or(0);
            let high = values.iter().max().copied().unwrap_or(0);
            let value = if low == high {
                words::value(low)
            } else {
                msg::value_range(words::value(low), words::value(high))
            };
            let then = match view.middle.cards().as_slice() {
                [only] => msg::choice_play_take_one(words::card_words(*only)),
                _ => msg::choice_play_take(words::set_words(view.middle)),
            };
            let text = sentences(&[msg::choice_play(values.len(), value), then]);
            (msg::label_play(cards.len()), text, SETS)
        }
        OdinAction::Pass => {
            let n = view.hand_sizes.len();
            let left = n.saturating_sub(2).saturating_sub(view.passes);
            let who = name(names, view.last_player);
            (
                words::pass().to_string(),
                msg::choice_pass(left, who),
                ROUND,
            )
        }
        OdinAction::Take { card } => (
            crate::i18n::shell::take_card(words::card_words(*card)),
            take_words(hand, *card),
            TAKE,
        ),
    }
}

/// What taking `card` into `hand` makes of it: how many cards of its colour, and of its
/// number, the hand would hold.
fn take_words(hand: CardSet, card: Card) -> String {
    let mut after = hand;
    after.insert(card);
    let colours = after.iter().filter(|c| c.colour() == card.colour()).count();
    let numbers = after.iter().filter(|c| c.number() == card.number()).count();
    msg::choice_take(
        colours,
        words::colour(card.colour()),
        numbers,
        card.number().to_string(),
    )
}

#[cfg(feature = "after")]
mod after;
#[cfg(feature = "after")]
pub use after::{after, after_kind, after_kind_words, AFTER_KINDS};

#[cfg(test)]
mod tests;
