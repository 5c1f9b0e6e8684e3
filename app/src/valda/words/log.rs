//! The log in words: each engine event as a sentence, and the follower changes a player
//! may want explained.

use skald::valda::cards::{CardSet, God};
use skald::valda::event::{Event, Source, Why};
use skald::valda::Building;
use skald::PlayerId;

use super::vocab::*;
use crate::valda::card_words::{god_name, name_of, option_name};

/// Why something changed: "Double Kill by Astrid", "a temple of Tyr", "Thor". `by` is the
/// player whose card it was, when known.
fn why(w: Why, set: &CardSet, names: &[String], by: Option<PlayerId>) -> String {
    match w {
        Why::Card(c) => match by {
            Some(p) => why_card_by(name_of(set, c), seat_name(names, p)),
            None => name_of(set, c),
        },
        Why::Income => why_income().into(),
        Why::Trade => why_trade().into(),
        Why::Take => why_take().into(),
        Why::Heimdall => god_name(God::Heimdall).into(),
        Why::Thor => god_name(God::Thor).into(),
        Why::Odin => god_name(God::Odin).into(),
        Why::Loki => why_loki().into(),
        Why::Build(b) => building(b),
        Why::Temple(g) => building(Building::Temple(g)),
        Why::Repay => why_repay().into(),
    }
}

/// One event as a sentence, or `None` for events that only structure the log (phases,
/// finished builds). `by` is who played the card an event comes from, when known
/// ([`skald::valda::event::with_card_players`]).
pub fn describe(
    e: &Event,
    set: &CardSet,
    names: &[String],
    by: Option<PlayerId>,
) -> Option<String> {
    let name = |p: PlayerId| seat_name(names, p);
    let card = |c: u8| name_of(set, c);
    Some(match e {
        Event::Turn { round, player } => log_turn(*round, name(*player)),
        Event::Phase(_) | Event::Built { .. } => return None,
        Event::Rolled { player, faces } => {
            let f: Vec<String> = faces.iter().map(|f| face_words(*f)).collect();
            log_rolled(name(*player), f.join(", "))
        }
        Event::DieSet { by, index, face } => {
            log_die_set(name(*by), usize::from(*index) + 1, face_words(*face))
        }
        Event::Resources {
            player,
            gain,
            pay,
            why: w,
        } => {
            let change = match (pay.total() > 0, gain.total() > 0) {
                (true, true) => log_pays_and_gets(resources(*pay), resources(*gain)),
                (true, false) => log_pays(resources(*pay)),
                _ => log_gets(resources(*gain)),
            };
            log_resources(name(*player), change, why(*w, set, names, by))
        }
        Event::Followers {
            player,
            before,
            after,
            asked,
            held,
            why: w,
        } => {
            let change = i64::from(*after) - i64::from(*before);
            let sign = match change.signum() {
                1 => "+",
                -1 => "−",
                _ => "±",
            };
            let line = log_followers(
                name(*player),
                sign,
                followers(change.unsigned_abs()),
                *before,
                *after,
                why(*w, set, names, by),
            );
            match held {
                Some(zone) => {
                    let lost = i64::from(*before) - i64::from(*after);
                    let kept = (-i64::from(*asked) - lost).max(0);
                    log_safe_zone(line, *zone, kept)
                }
                None => line,
            }
        }
        Event::Drew { player, count } => log_drew(name(*player), cards(*count)),
        Event::OpenDrew { player, cards: c } => {
            let c: Vec<String> = c.iter().map(|&c| card(c)).collect();
            log_open_drew(name(*player), c.join(", "))
        }
        Event::Got { player, card: c } => log_got(name(*player), card(*c)),
        Event::Saw { player, card: c } => log_saw(name(*player), card(*c)),
        Event::Took {
            player,
            card: c,
            from,
        } => match from {
            Source::Discard => log_took_discard(name(*player), card(*c)),
            Source::Open(p) => log_took_open(name(*player), card(*c), name(*p)),
            Source::Attack => log_took_attack(name(*player), card(*c)),
        },
        Event::TookRandom { player, from } => log_took_random(name(*player), name(*from)),
        Event::Gave { player, to } => log_gave(name(*player), name(*to)),
        Event::Discarded { player, card: c } => log_discarded(name(*player), card(*c)),
        Event::Played { player, card: c } => log_played(name(*player), card(*c)),
        Event::Weapon {
            player,
            card: c,
            option,
        } => log_weapon(name(*player), card(*c), option_name(option)),
        Event::Passed { player } => log_passed(name(*player)),
        Event::TookResource { player, kind } => log_took_resource(name(*player), kind_code(*kind)),
        Event::Declared {
            player,
            building: b,
        } => log_builds(name(*player), building(*b)),
        Event::BuildCancelled {
            player,
            building: b,
        } => log_build_cancelled(name(*player), building_bare(*b)),
        Event::AttackOrder(order) => {
            let o: Vec<String> = order.iter().map(|&p| name(p)).collect();
            log_attack_order(o.join(then_sep()))
        }
        Event::Attack {
            attacker,
            target,
            card: c,
            free,
        } => {
            let f = if *free { log_attack_again } else { log_attack };
            f(name(*attacker), name(*target), card(*c))
        }
        Event::Redirected { target } => log_redirected(name(*target)),
        Event::Defence { target, card: c } => match c {
            Some(c) => log_defends(name(*target), card(*c)),
            None => log_no_shield(name(*target)),
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
                return Some(log_reflected().into());
            }
            let mut swords = printed.to_string();
            if *surtur > 0 {
                swords = log_swords_surtur(swords, *surtur);
            }
            if *doubled {
                swords = log_swords_thor(swords);
            }
            let shields = match defence {
                Some(d) if *tyr > 0 => log_shields_tyr(d.saturating_sub(*tyr), *tyr, *d),
                Some(d) => d.to_string(),
                None => log_no_shield_short().into(),
            };
            let f = if *hit {
                log_outcome_hit
            } else {
                log_outcome_stopped
            };
            f(swords, *attack, shields)
        }
        Event::AttackCancelled { by } => log_cancelled(name(*by)),
        Event::Reshuffled { cards } => log_reshuffled(*cards),
        Event::GameOver => the_game_is_over().into(),
    })
}

/// A run of events as sentences, each card effect naming its player. In English this is
/// also what the `skald` command line prints for the events of an action.
pub fn describe_log(events: &[Event], set: &CardSet, names: &[String]) -> Vec<String> {
    skald::valda::event::with_card_players(events)
        .filter_map(|(e, by)| describe(e, set, names, by))
        .collect()
}

/// Each player's latest follower change in words (for the track), by seat.
pub fn follower_notes(log: &[Event], set: &CardSet, names: &[String]) -> Vec<Option<String>> {
    let mut notes = vec![None; names.len()];
    for (e, by) in skald::valda::event::with_card_players(log) {
        if let Event::Followers { player, .. } = e {
            if let (Some(slot), Some(s)) = (notes.get_mut(*player), describe(e, set, names, by)) {
                *slot = Some(s);
            }
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};
    use skald::valda::action::Kind;
    use skald::valda::constants::Resources;
    use skald::valda::dice::Face;

    fn names() -> Vec<String> {
        vec!["Astrid".into(), "Bo".into()]
    }

    fn kill() -> u8 {
        let set = CardSet::builtin();
        set.cards
            .iter()
            .position(|c| c.id == "base.double_kill")
            .expect("Double Kill") as u8
    }

    /// The English log is also what the command line prints (`skald valda apply`'s
    /// `"said"`, in the `skald-cli` crate): these sentences are its reference.
    #[test]
    fn the_log_in_english() {
        let set = CardSet::builtin();
        let war_horn = set
            .cards
            .iter()
            .position(|c| c.id == "heimdall.war_horn")
            .expect("War Horn") as u8;
        let lines: Vec<String> = [
            Event::Followers {
                player: 1,
                before: 6,
                after: 5,
                asked: -2,
                held: Some(5),
                why: Why::Card(kill()),
            },
            Event::Resources {
                player: 0,
                gain: Resources::default(),
                pay: Resources {
                    gold: 2,
                    diamond: 1,
                    blood: 0,
                },
                why: Why::Build(Building::Temple(God::Tyr)),
            },
            Event::Declared {
                player: 0,
                building: Building::Drill,
            },
            Event::BuildCancelled {
                player: 0,
                building: Building::Temple(God::Freya),
            },
            Event::Outcome {
                printed: 3,
                surtur: 1,
                doubled: true,
                attack: 8,
                defence: Some(6),
                tyr: 2,
                reflected: false,
                hit: true,
            },
            Event::Rolled {
                player: 1,
                faces: vec![
                    Face::Gold(2),
                    Face::Diamond(1),
                    Face::Blood(1),
                    Face::Followers(-1),
                ],
            },
            Event::Drew {
                player: 2,
                count: 1,
            },
            Event::Weapon {
                player: 0,
                card: war_horn,
                option: "war_horn".into(),
            },
        ]
        .iter()
        .map(|e| describe(e, set, &names(), Some(0)).unwrap())
        .collect();
        let horn = name_of(set, war_horn);
        assert_eq!(
            lines,
            [
                "Bo: −1 follower (6 → 5), Double Kill by Astrid; safe zone 5 kept 1".to_string(),
                "Astrid: pays 2 gold, 1 diamond (a temple of Tyr)".into(),
                "Astrid builds a blood drill".into(),
                "Astrid's temple of Freya is not built".into(),
                "Swords (3 + 1 Surtur) × 2 Wrath of Thor = 8 against 4 + 2 Tyr = 6: a hit".into(),
                "Bo rolls 2 gold, 1 diamond, 1 divine blood, -1 follower".into(),
                "Player 3 draws 1 card".into(),
                format!("Astrid plays {horn} (War Horn)"),
            ]
        );
    }

    #[test]
    fn the_log_in_german() {
        let cards = CardSet::builtin();
        set(Lang::De);
        let lines: Vec<String> = [
            Event::Followers {
                player: 1,
                before: 6,
                after: 5,
                asked: -2,
                held: Some(5),
                why: Why::Card(kill()),
            },
            Event::Declared {
                player: 0,
                building: Building::Drill,
            },
            Event::BuildCancelled {
                player: 0,
                building: Building::Temple(God::Freya),
            },
            Event::Outcome {
                printed: 3,
                surtur: 0,
                doubled: false,
                attack: 3,
                defence: Some(4),
                tyr: 0,
                reflected: false,
                hit: false,
            },
            Event::Drew {
                player: 0,
                count: 2,
            },
            Event::TookResource {
                player: 1,
                kind: Kind::Diamond,
            },
            Event::Outcome {
                printed: 3,
                surtur: 0,
                doubled: false,
                attack: 3,
                defence: None,
                tyr: 0,
                reflected: false,
                hit: true,
            },
        ]
        .iter()
        .map(|e| describe(e, cards, &names(), Some(0)).unwrap())
        .collect();
        let kill_de = name_of(cards, kill());
        set(Lang::En);
        assert_eq!(
            lines[0],
            format!(
                "Bo: −1 Gefolgsmann (6 → 5), {kill_de} von Astrid; Schutzzone 5 hat 1 gehalten"
            )
        );
        assert_eq!(lines[1], "Astrid baut einen Blutbohrer");
        assert_eq!(lines[2], "Der Freya-Tempel von Astrid wird nicht gebaut");
        assert_eq!(lines[3], "Schwerter 3 = 3 gegen 4: abgewehrt");
        assert_eq!(lines[4], "Astrid zieht 2 Karten");
        assert_eq!(lines[5], "Bo nimmt einen Diamanten für eine Aktion");
        // "gegen" takes the accusative, as the preview of the same attack says it.
        assert_eq!(lines[6], "Schwerter 3 = 3 gegen keinen Schild: ein Treffer");
    }
}
