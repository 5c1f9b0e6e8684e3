//! The event log in English sentences, for the command line and as the reference wording
//! (the app words the same structured events in each language it speaks).
//!
//! ```
//! use skald::valda::event::{Event, Why};
//! use skald::valda::cards::CardSet;
//! use skald::valda::words::describe;
//! let set = CardSet::builtin();
//! let kill = set.cards.iter().position(|c| c.id == "base.double_kill").unwrap() as u8;
//! let e = Event::Followers { player: 1, before: 6, after: 5, asked: -2, held: Some(5), why: Why::Card(kill) };
//! let names = ["Astrid".to_string(), "Bo".to_string()];
//! assert_eq!(
//!     describe(&e, set, &names, Some(0)).unwrap(),
//!     "Bo: −1 follower (6 → 5), Double Kill by Astrid; safe zone 5 kept 1"
//! );
//! ```

use super::action::{Building, Kind};
use super::cards::CardSet;
use super::constants::Resources;
use super::dice::Face;
use super::event::{Event, Source, Why};
use super::state::Phase;
use crate::PlayerId;

fn plural(n: i64, one: &str, many: &str) -> String {
    if n.abs() == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "2 gold, 1 diamond" (nothing: "nothing").
pub fn resources(r: Resources) -> String {
    let parts: Vec<String> = [
        (r.gold, "gold", "gold"),
        (r.diamond, "diamond", "diamonds"),
        (r.blood, "divine blood", "divine blood"),
    ]
    .iter()
    .filter(|(n, _, _)| *n > 0)
    .map(|(n, one, many)| plural(*n as i64, one, many))
    .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

/// "a mine", "a blood drill", "a temple of Tyr".
pub fn building(b: Building) -> String {
    match b {
        Building::Mine => "a mine".into(),
        Building::Drill => "a blood drill".into(),
        Building::Temple(g) => {
            let w = g.word();
            format!("a temple of {}{}", w[..1].to_uppercase(), &w[1..])
        }
    }
}

fn face(f: Face) -> String {
    match f {
        Face::Gold(n) => format!("{n} gold"),
        Face::Diamond(n) => plural(n as i64, "diamond", "diamonds"),
        Face::Blood(n) => format!("{n} blood"),
        Face::Followers(n) => format!("{n:+}"),
    }
}

/// A seat's name: from `names`, or "Seat N".
fn seat_name(names: &[String], p: PlayerId) -> String {
    names
        .get(p)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", p + 1))
}

/// A card's printed name ("a card" for a number the set does not have).
fn card_name(set: &CardSet, c: u8) -> String {
    set.cards
        .get(c as usize)
        .map_or("a card".to_string(), |d| d.name.clone())
}

/// Why something changed, in words: "Double Kill by Astrid", "a temple of Tyr", "Thor".
/// `by` is the player whose card it was, when the caller knows it.
fn why(w: Why, set: &CardSet, names: &[String], by: Option<PlayerId>) -> String {
    match w {
        Why::Card(c) => match by {
            Some(p) => format!("{} by {}", card_name(set, c), seat_name(names, p)),
            None => card_name(set, c),
        },
        Why::Income => "the resource roll".into(),
        Why::Trade => "trade 4 : 1".into(),
        Why::Take => "an action".into(),
        Why::Heimdall => "Heimdall".into(),
        Why::Thor => "Thor".into(),
        Why::Odin => "Odin".into(),
        Why::Loki => "Loki's dice".into(),
        Why::Build(b) => building(b),
        Why::Temple(g) => building(Building::Temple(g)),
        Why::Repay => "paying back Loki's Wager".into(),
    }
}

/// One event as a sentence, or `None` for events that only structure the log (phases).
/// `names` are the players' names by seat; `by` is who played the card an event comes
/// from, when known (the app tracks it from the `played`/`attack`/`weapon` events).
pub fn describe(
    e: &Event,
    set: &CardSet,
    names: &[String],
    by: Option<PlayerId>,
) -> Option<String> {
    let name = |p: PlayerId| seat_name(names, p);
    let card = |c: u8| card_name(set, c);
    Some(match e {
        Event::Turn { round, player } => format!("Round {round}: {}'s turn", name(*player)),
        Event::Phase(Phase::Resources) => return None,
        Event::Phase(_) => return None,
        Event::Rolled { player, faces } => {
            let f: Vec<String> = faces.iter().map(|f| face(*f)).collect();
            format!("{} rolls {}", name(*player), f.join(", "))
        }
        Event::DieSet { by, index, face: f } => {
            format!("{} turns die {} to {}", name(*by), index + 1, face(*f))
        }
        Event::Resources {
            player,
            gain,
            pay,
            why: w,
        } => {
            let mut parts = Vec::new();
            if pay.total() > 0 {
                parts.push(format!("pays {}", resources(*pay)));
            }
            if gain.total() > 0 {
                parts.push(format!("gets {}", resources(*gain)));
            }
            format!(
                "{}: {} ({})",
                name(*player),
                parts.join(" and "),
                why(*w, set, names, by)
            )
        }
        Event::Followers {
            player,
            before,
            after,
            asked,
            held,
            why: w,
        } => {
            let change = *after as i64 - *before as i64;
            let sign = if change > 0 {
                "+"
            } else if change < 0 {
                "−"
            } else {
                "±"
            };
            let mut s = format!(
                "{}: {sign}{} ({before} → {after}), {}",
                name(*player),
                plural(change.abs(), "follower", "followers"),
                why(*w, set, names, by)
            );
            if let Some(zone) = held {
                let kept = (-(*asked as i64) - (before - after) as i64).max(0);
                s.push_str(&format!("; safe zone {zone} kept {kept}"));
            }
            s
        }
        Event::Drew { player, count } => format!(
            "{} draws {}",
            name(*player),
            plural(*count as i64, "card", "cards")
        ),
        Event::OpenDrew { player, cards } => {
            let c: Vec<String> = cards.iter().map(|&c| card(c)).collect();
            format!("{} draws face up: {}", name(*player), c.join(", "))
        }
        Event::Got { player, card: c } => format!("{} gets {}", name(*player), card(*c)),
        Event::Saw { player, card: c } => format!("{} sees {}", name(*player), card(*c)),
        Event::Took {
            player,
            card: c,
            from,
        } => {
            let from = match from {
                Source::Discard => "the discard pile".to_string(),
                Source::Open(p) => format!("{}'s open cards", name(*p)),
                Source::Attack => "the attack".to_string(),
            };
            format!("{} takes {} from {from}", name(*player), card(*c))
        }
        Event::TookRandom { player, from } => {
            format!("{} takes a random card from {}", name(*player), name(*from))
        }
        Event::Gave { player, to } => format!("{} gives a card to {}", name(*player), name(*to)),
        Event::Discarded { player, card: c } => {
            format!("{} discards {}", name(*player), card(*c))
        }
        Event::Played { player, card: c } => format!("{} plays {}", name(*player), card(*c)),
        Event::Weapon {
            player,
            card: c,
            option,
        } => {
            let opt = option.replace('_', " ");
            format!("{} plays {} ({opt})", name(*player), card(*c))
        }
        Event::Passed { player } => format!("{} passes", name(*player)),
        Event::TookResource { player, kind } => {
            let k = match kind {
                Kind::Gold => "gold",
                Kind::Diamond => "a diamond",
                Kind::Blood => "divine blood",
            };
            format!("{} takes {k} for an action", name(*player))
        }
        Event::Declared {
            player,
            building: b,
        } => {
            format!("{} builds {}", name(*player), building(*b))
        }
        Event::Built { .. } => return None,
        Event::BuildCancelled {
            player,
            building: b,
        } => {
            format!("{}'s {} is not built", name(*player), &building(*b)[2..])
        }
        Event::AttackOrder(order) => {
            let o: Vec<String> = order.iter().map(|&p| name(p)).collect();
            format!("Attack order: {}", o.join(", "))
        }
        Event::Attack {
            attacker,
            target,
            card: c,
            free,
        } => format!(
            "{} attacks {} with {}{}",
            name(*attacker),
            name(*target),
            card(*c),
            if *free { " again" } else { "" }
        ),
        Event::Redirected { target } => format!("The attack now targets {}", name(*target)),
        Event::Defence { target, card: c } => match c {
            Some(c) => format!("{} defends with {}", name(*target), card(*c)),
            None => format!("{} plays no shield", name(*target)),
        },
        Event::Outcome {
            printed,
            surtur,
            doubled,
            attack,
            defence,
            tyr,
            reflected,
            hit,
        } => {
            if *reflected {
                "The attack is turned back on the attacker".to_string()
            } else {
                let mut swords = format!("{printed}");
                if *surtur > 0 {
                    swords.push_str(&format!(" + {surtur} Surtur"));
                }
                if *doubled {
                    swords = format!("({swords}) × 2 Wrath of Thor");
                }
                let shields = match defence {
                    Some(d) if *tyr > 0 => format!("{} + {tyr} Tyr = {d}", d - tyr),
                    Some(d) => format!("{d}"),
                    None => "no shield".to_string(),
                };
                format!(
                    "Swords {swords} = {attack} against {shields}: {}",
                    if *hit { "a hit" } else { "stopped" }
                )
            }
        }
        Event::AttackCancelled { by } => format!("{} cancels the attack", name(*by)),
        Event::Reshuffled { cards } => {
            format!("The base deck is reshuffled from the discard pile ({cards} cards)")
        }
        Event::GameOver => "The game is over".to_string(),
    })
}

/// Each event with the player behind it when it is a card's effect (a `resources` or
/// `followers` event whose reason is a card): the last player who played that card, found
/// from the events that play cards (`played`, `attack`, `defence`, `weapon`).
pub fn with_card_players(events: &[Event]) -> impl Iterator<Item = (&Event, Option<PlayerId>)> {
    let mut owner: Vec<(u8, PlayerId)> = Vec::new();
    events.iter().map(move |e| {
        match e {
            Event::Played { player, card }
            | Event::Weapon { player, card, .. }
            | Event::Attack {
                attacker: player,
                card,
                ..
            }
            | Event::Defence {
                target: player,
                card: Some(card),
            } => owner.push((*card, *player)),
            _ => {}
        }
        let by = match e {
            Event::Resources {
                why: Why::Card(c), ..
            }
            | Event::Followers {
                why: Why::Card(c), ..
            } => owner.iter().rev().find(|(k, _)| k == c).map(|(_, p)| *p),
            _ => None,
        };
        (e, by)
    })
}

/// A run of events as sentences, each card effect naming its player ([`with_card_players`]).
pub fn describe_log(events: &[Event], set: &CardSet, names: &[String]) -> Vec<String> {
    with_card_players(events)
        .filter_map(|(e, by)| describe(e, set, names, by))
        .collect()
}
