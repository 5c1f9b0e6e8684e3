//! The coach's coverage: every kind of decision each game's engine can pose has a note in
//! English and in German. The lists come from the engines (Valda's `Prompt::KINDS`, its
//! windows and god-weapon options; Völuspá's tile kinds of every tile set; Odin's phases
//! and actions), so a kind the engine gains fails here until the coach words it.

use super::*;
use crate::i18n::{set, Lang};

/// `words` in English and in German: both present, and not the same words.
fn both(what: &str, words: impl Fn() -> Option<String>) -> Result<(), String> {
    set(Lang::En);
    let en = words();
    set(Lang::De);
    let de = words();
    set(Lang::En);
    match (en, de) {
        (Some(en), Some(de)) if !en.trim().is_empty() && !de.trim().is_empty() && en != de => {
            Ok(())
        }
        (en, de) => Err(format!("{what}: en {en:?}, de {de:?}")),
    }
}

/// Fails with every kind that has no note.
fn all(missing: Vec<String>) {
    assert!(
        missing.is_empty(),
        "without a coach note:\n{}",
        missing.join("\n")
    );
}

#[test]
fn sections_open_the_rules_help() {
    assert_eq!(
        Section::new(GameId::Voluspa, "tile-Th").href(),
        "#/voluspa/rules/tile-Th?teach=1"
    );
    assert_eq!(
        Section::new(GameId::Odin, "").href(),
        "#/odin/rules?teach=1"
    );
}

#[test]
fn choices_group_alike_actions_where_the_first_stood() {
    let s = Section::new(GameId::Odin, "round");
    let g = group([
        (0, "Pass".to_string(), "a".to_string(), s),
        (1, "Play".to_string(), "b".to_string(), s),
        (2, "Pass".to_string(), "a".to_string(), s),
    ]);
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].actions, [0, 2]);
    assert_eq!(g[1].actions, [1]);
}

#[cfg(feature = "odin")]
#[test]
fn every_odin_decision_kind_has_a_note() {
    use crate::odin::coach::{action_kind, kind_words, phase_kind, KINDS};
    use skald::odin::{CardSet, OdinAction, Phase};
    let mut kinds: Vec<&str> = [Phase::Lead, Phase::Follow, Phase::Take, Phase::Over]
        .into_iter()
        .filter_map(phase_kind)
        .collect();
    let hand: CardSet = "7R 2R".parse().unwrap();
    for a in [
        OdinAction::Play {
            cards: "7R".parse().unwrap(),
        },
        OdinAction::Play { cards: hand },
        OdinAction::Pass,
        OdinAction::Take {
            card: "7R".parse::<CardSet>().unwrap().cards()[0],
        },
    ] {
        kinds.push(action_kind(&a, hand));
    }
    for k in &kinds {
        assert!(KINDS.contains(k), "{k} is not among the coach's kinds");
    }
    all(KINDS
        .iter()
        .filter_map(|k| both(k, || kind_words(k)).err())
        .collect());
}

#[cfg(feature = "voluspa")]
#[test]
fn every_voluspa_tile_and_moment_has_a_note() {
    use crate::voluspa::coach::{kind_words, moment_kind, tile_words, KINDS};
    use skald::voluspa::{Cell, Expansion, Kind, Phase, TileSet};
    // Every moment the phases pose, with a placement or without.
    let phases = [
        Phase::Play,
        Phase::HermodFollowUp { hermod: Cell(0, 0) },
        Phase::RavenAgain { from: Cell(0, 0) },
        Phase::DiscardDown,
        Phase::Over,
    ];
    for p in &phases {
        for can_place in [true, false] {
            if let Some(k) = moment_kind(p, can_place) {
                assert!(KINDS.contains(&k), "{k} is not among the coach's kinds");
            }
        }
    }
    let mut missing: Vec<String> = KINDS
        .iter()
        .filter_map(|k| both(k, || kind_words(k)).err())
        .collect();
    // Every tile kind of every tile set: each expansion alone, all of them, and the sets
    // the property tests use (the recommended ones and a custom one).
    let mut sets = vec![TileSet::Base, TileSet::all_expansions()];
    sets.extend(
        [
            Expansion::SagaOfEdda,
            Expansion::OrderOfTheGods,
            Expansion::LightningBolt,
        ]
        .map(|e| TileSet::Expansions(vec![e])),
    );
    sets.extend(TileSet::samples());
    let mut seen = std::collections::BTreeSet::new();
    for tiles in &sets {
        for k in tiles.kinds() {
            seen.insert(k);
            if let Err(e) = both(&format!("{k:?} in {tiles:?}"), || {
                Some(tile_words(k, tiles))
            }) {
                missing.push(e);
            }
        }
    }
    assert_eq!(
        seen.len(),
        Kind::ALL.len(),
        "some tile kind is in no tile set tried"
    );
    all(missing);
}

#[cfg(feature = "valda")]
#[test]
fn every_valda_prompt_window_weapon_and_phase_has_a_note() {
    use crate::valda::coach::{
        gift_words, kind_words, option_names, option_words, phase_words, window_moment_sample,
        PHASES,
    };
    use skald::valda::cards::{God, Window};
    use skald::valda::state::GODS;
    use skald::valda::Prompt;
    // Every kind of prompt the engine can pose.
    let mut missing: Vec<String> = Prompt::KINDS
        .iter()
        .filter_map(|k| both(k, || kind_words(k)).err())
        .collect();
    // Every god-weapon window, and every option of the engine's god weapons.
    for &w in Window::ALL {
        for role in 0..3 {
            if let Err(e) = both(&format!("window {w:?}, role {role}"), || {
                Some(window_moment_sample(w, role))
            }) {
                missing.push(e);
            }
        }
    }
    assert_eq!(option_names().count(), 14, "the rulings' 14 options");
    for name in option_names() {
        if let Err(e) = both(&format!("option {name}"), || option_words(name)) {
            missing.push(e);
        }
    }
    // Every phase, and every god's gift at both levels at every table size.
    for p in PHASES {
        for active in [Some("Astrid"), None] {
            if let Err(e) = both(&format!("phase {p:?}"), || Some(phase_words(p, 2, active))) {
                missing.push(e);
            }
        }
    }
    for g in GODS {
        for (level, players) in [(1, 2), (2, 3), (1, 4), (2, 5)] {
            if let Err(e) = both(&format!("{g:?} {level}"), || {
                Some(gift_words(g, level, players))
            }) {
                missing.push(e);
            }
        }
    }
    assert_eq!(GODS.len(), 7);
    assert!(GODS.contains(&God::Loki));
    all(missing);
}

/// Every section a coach links has a title for the list of rules seen, in both languages,
/// and each game's sections have distinct titles.
#[test]
fn every_section_has_a_title() {
    /// A section's title in the language in use.
    type Title = fn(Section) -> String;
    let mut sections: Vec<(Section, Title)> = Vec::new();
    #[cfg(feature = "odin")]
    sections.extend(
        crate::odin::coach::SECTIONS.map(|s| (s, crate::odin::coach::section_title as Title)),
    );
    #[cfg(feature = "valda")]
    sections.extend(
        crate::valda::coach::sections::ALL
            .map(|s| (s, crate::valda::coach::section_title as Title)),
    );
    #[cfg(feature = "voluspa")]
    {
        use skald::voluspa::Kind;
        let title = crate::voluspa::coach::section_title as Title;
        sections.push((Section::new(GameId::Voluspa, ""), title));
        sections.extend(Kind::ALL.map(|k| (crate::voluspa::coach::section(k), title)));
    }
    let mut missing = Vec::new();
    for (s, title) in &sections {
        // A tile's name may be the same in both languages (Thor, Odin, Hel).
        let tile = s.game == GameId::Voluspa && !s.anchor.is_empty();
        let words = || Some(title(*s));
        let checked = if tile {
            set(Lang::De);
            let de = title(*s);
            set(Lang::En);
            if de.is_empty() || title(*s).is_empty() {
                Err(format!("{}: no title", s.anchor))
            } else {
                Ok(())
            }
        } else {
            both(s.anchor, words)
        };
        if let Err(e) = checked {
            missing.push(e);
        }
    }
    all(missing);
    for game in GameId::ALL {
        let titles: std::collections::BTreeSet<String> = sections
            .iter()
            .filter(|(s, _)| s.game == game)
            .map(|(s, t)| t(*s))
            .collect();
        let n = sections.iter().filter(|(s, _)| s.game == game).count();
        assert_eq!(titles.len(), n, "{game:?}: two sections share a title");
    }
}

/// The line after a move (docs/coach.md, "After each move"): every kind of it each game's
/// coach words — each Odin log event, each scoring rule, step and turn's end of Völuspá,
/// each of Valda's fights, trades, rolls, builds and phases — in both languages; and every
/// kind the engines' events or rules map to is among them (with the `after` feature).
#[cfg(feature = "after")]
#[test]
fn every_kind_of_line_after_a_move_has_words() {
    let mut missing = Vec::new();
    #[cfg(feature = "odin")]
    {
        use crate::odin::coach::{after_kind, after_kind_words, AFTER_KINDS};
        use skald::odin::{CardSet, Event};
        let cards: CardSet = "7R 2R".parse().unwrap();
        let events = [
            Event::Played {
                cards,
                value: 72,
                lead: true,
            },
            Event::Played {
                cards,
                value: 72,
                lead: false,
            },
            Event::Passed,
            Event::Took {
                card: cards.cards()[0],
                discarded: CardSet::EMPTY,
                automatic: false,
            },
            Event::RoundEnded { discarded: cards },
            Event::HandEnded {
                whole_hand_lead: false,
            },
        ];
        for e in &events {
            assert!(AFTER_KINDS.contains(&after_kind(e)), "{e:?}");
        }
        missing.extend(
            AFTER_KINDS
                .iter()
                .filter_map(|k| both(&format!("odin after {k}"), || after_kind_words(k)).err()),
        );
    }
    #[cfg(feature = "voluspa")]
    {
        use crate::voluspa::coach::{after_kind_words, line_kind, AFTER_KINDS};
        use skald::voluspa::Rule;
        for r in [
            Rule::ValueDomination,
            Rule::ValkyrieBookend,
            Rule::LightningBoltShortestLine,
            Rule::SeaSerpentExtendedLine,
            Rule::DwarfNeighbours,
            Rule::HelNeighbours,
            Rule::LoneTile,
            Rule::NiohoggrBonus,
        ] {
            assert!(AFTER_KINDS.contains(&line_kind(r)), "{r:?}");
        }
        missing.extend(
            AFTER_KINDS
                .iter()
                .filter_map(|k| both(&format!("voluspa after {k}"), || after_kind_words(k)).err()),
        );
    }
    #[cfg(feature = "valda")]
    {
        use crate::valda::coach::{after_kind, after_kind_words, AFTER_KINDS};
        use skald::valda::cards::God;
        use skald::valda::constants::Resources;
        use skald::valda::event::{Event, Why};
        use skald::valda::{Building, Phase};
        let outcome = |defence: Option<u8>, hit: bool| Event::Outcome {
            printed: 3,
            surtur: 0,
            doubled: false,
            attack: 3,
            defence,
            tyr: 0,
            reflected: false,
            hit,
        };
        let resources = |why: Why| Event::Resources {
            player: 0,
            gain: Resources::new(1, 0, 0),
            pay: Resources::default(),
            why,
        };
        let built = |building: Building| Event::Built {
            player: 0,
            building,
        };
        let events = [
            outcome(Some(2), true),
            outcome(None, true),
            outcome(Some(3), false),
            resources(Why::Trade),
            resources(Why::Heimdall),
            resources(Why::Income),
            resources(Why::Take),
            built(Building::Mine),
            built(Building::Drill),
            built(Building::Temple(God::Tyr)),
            Event::Phase(Phase::Building),
        ];
        for e in &events {
            let k = after_kind(e).unwrap_or_else(|| panic!("no why for {e:?}"));
            assert!(AFTER_KINDS.contains(&k), "{e:?}");
        }
        missing.extend(
            AFTER_KINDS
                .iter()
                .filter_map(|k| both(&format!("valda after {k}"), || after_kind_words(k)).err()),
        );
    }
    all(missing);
}
