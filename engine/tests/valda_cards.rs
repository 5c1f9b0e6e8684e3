//! Valda's card set as data: the built-in list equals the rulings' file, every effect
//! round-trips through the parser, the set has the split of rulings §2.4, and bad lists
//! (tests/valda/cards/edits.txt) are refused with the expected line-numbered messages.

use std::collections::BTreeMap;

use skald::valda::cards::{CardSet, CardType, Deck, Effect, God, Step, GOD_OPTIONS};

fn repo(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path)
}

#[test]
fn the_builtin_list_is_the_rulings_file() {
    let shared = repo("../shared/rules/valda-cards.tsv");
    let text = std::fs::read_to_string(&shared).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (shared/ must sit beside the repository)",
            shared.display()
        )
    });
    assert_eq!(
        CardSet::builtin_text(),
        text,
        "engine/data/valda-cards.tsv differs from shared/rules"
    );
}

#[test]
fn the_builtin_set_has_141_cards_with_the_split_of_the_rulings() {
    let set = CardSet::builtin();
    assert_eq!(set.physical().len(), 141);
    assert_eq!(set.cards.len(), 82);
    // Rulings §2.4: action, attack, defence, god weapon per deck.
    let want: [(Deck, [usize; 4]); 8] = [
        (Deck::Base, [44, 23, 18, 0]),
        (Deck::God(God::Heimdall), [7, 0, 0, 1]),
        (Deck::God(God::Freya), [7, 0, 0, 1]),
        (Deck::God(God::Surtur), [1, 6, 0, 1]),
        (Deck::God(God::Tyr), [1, 0, 6, 1]),
        (Deck::God(God::Thor), [6, 1, 0, 1]),
        (Deck::God(God::Odin), [7, 0, 0, 1]),
        (Deck::God(God::Loki), [5, 1, 1, 1]),
    ];
    for (deck, split) in want {
        let got: Vec<usize> = CardType::ALL
            .iter()
            .map(|t| {
                set.deck(deck)
                    .filter(|c| c.card_type == *t)
                    .map(|c| c.count as usize)
                    .sum()
            })
            .collect();
        assert_eq!(got, split, "{deck:?}");
    }
    // Physical cards point at their definitions, each definition `count` times.
    let mut per: BTreeMap<u8, usize> = BTreeMap::new();
    for &i in set.physical() {
        *per.entry(i).or_default() += 1;
    }
    for (i, c) in set.cards.iter().enumerate() {
        assert_eq!(
            per.get(&(i as u8)).copied(),
            Some(c.count as usize),
            "{}",
            c.id
        );
    }
    let counts = set.counts();
    assert_eq!((counts.total, counts.distinct), (141, 82));
    assert_eq!(counts.types["god-weapon"], 7);
}

#[test]
fn every_effect_prints_back_as_written() {
    let text = CardSet::builtin_text();
    let set = CardSet::builtin();
    for (line, card) in text.lines().skip(1).zip(&set.cards) {
        let written = line.split('\t').nth(8).unwrap();
        assert_eq!(card.effect.to_string(), written, "{}", card.id);
        let again =
            skald::valda::cards::parse_effect(&card.effect.to_string(), card.card_type).unwrap();
        assert_eq!(again, card.effect, "{}", card.id);
    }
}

#[test]
fn the_fourteen_god_weapon_options_are_in_their_decks_and_windows() {
    let set = CardSet::builtin();
    let mut found = Vec::new();
    for c in &set.cards {
        if let Effect::Options(opts) = &c.effect {
            assert_eq!(opts.len(), 2, "{}", c.id);
            for o in opts {
                let (_, god, window) = GOD_OPTIONS.iter().find(|(n, _, _)| *n == o.name).unwrap();
                assert_eq!((c.deck, o.window), (Deck::God(*god), *window), "{}", o.name);
                found.push(o.name.clone());
            }
        }
    }
    found.sort();
    let mut all: Vec<String> = GOD_OPTIONS.iter().map(|(n, _, _)| n.to_string()).collect();
    all.sort();
    assert_eq!(found, all);
}

#[test]
fn typed_effects_read_as_the_rulings_mean() {
    let set = CardSet::builtin();
    let effect = |id: &str| set.by_id(id).unwrap().effect.clone();
    assert_eq!(
        effect("base.berserker"),
        Effect::Steps(vec![
            Step::KillFollowers(1),
            Step::StealResource(skald::valda::cards::Res::Any, 1)
        ])
    );
    let tribute = effect("base.tribute");
    assert_eq!(tribute.to_string(), "on(each_other,steal_resource(any,1))");
    assert!(
        matches!(tribute, Effect::Steps(ref s) if matches!(s[0], Step::On(skald::valda::cards::Target::EachOther, _)))
    );
    let sidestep = set.by_id("base.sidestep").unwrap();
    assert_eq!(
        (sidestep.defence_power, sidestep.card_type),
        (Some(1), CardType::Defence)
    );
    assert_eq!(
        set.by_id("base.wooden_shield").unwrap().effect,
        Effect::None
    );
    assert!(!set.by_id("base.yggdrasil").unwrap().costs_action);
}

/// Applies one edit of edits.txt to the built-in list.
fn edited(line: usize, column: &str, value: &str) -> String {
    let columns = skald::valda::cards::COLUMNS;
    let mut lines: Vec<String> = CardSet::builtin_text().lines().map(String::from).collect();
    match column {
        "row" => lines[line - 1] = value.to_string(),
        "drop" => {
            lines.remove(line - 1);
        }
        c => {
            let i = columns
                .iter()
                .position(|x| *x == c)
                .unwrap_or_else(|| panic!("no column {c}"));
            let mut f: Vec<String> = lines[line - 1].split('\t').map(String::from).collect();
            f[i] = value.to_string();
            lines[line - 1] = f.join("\t");
        }
    }
    lines.join("\n") + "\n"
}

#[test]
fn bad_card_lists_are_refused_with_line_numbered_messages() {
    let cases = std::fs::read_to_string(repo("tests/valda/cards/edits.txt")).unwrap();
    let mut n = 0;
    for case in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = case.split(" | ").collect();
        // The new value may itself hold " | " (a god weapon's two options).
        let (what, line, column) = (parts[0], parts[1].parse::<usize>().unwrap(), parts[2]);
        let expected = parts[parts.len() - 1];
        let value = parts[3..parts.len() - 1].join(" | ");
        let text = edited(line, column, &value);
        let errors = match CardSet::parse(&text) {
            Ok(_) => panic!("{what}: the list was accepted"),
            Err(e) => e,
        };
        let all = errors.to_string();
        assert!(
            all.contains(expected),
            "{what}: expected «{expected}» among:\n{all}"
        );
        n += 1;
    }
    assert!(n >= 25, "only {n} cases");
}

#[test]
fn every_problem_of_a_list_is_reported_not_just_the_first() {
    let text = edited(2, "effect", "gian(gold,2)");
    let mut lines: Vec<&str> = text.lines().collect();
    let bad = lines[3].replace("\tyes\t", "\tperhaps\t");
    lines[3] = &bad;
    let errors = CardSet::parse(&(lines.join("\n"))).unwrap_err();
    assert_eq!(
        errors.0.iter().map(|e| e.line).collect::<Vec<_>>(),
        vec![2, 4]
    );
}

#[test]
fn hostile_lists_give_messages_not_panics() {
    let builtin = CardSet::builtin_text();
    let deep = format!(
        "on(chosen,{}gain(gold,1){})",
        "on_block(".repeat(50),
        ")".repeat(50)
    );
    let big = "x".repeat(skald::valda::cards::MAX_LIST_BYTES + 1);
    for text in [
        "",
        "\u{feff}",
        "id\tdeck",
        &big,
        &builtin.replace('\t', "\t\t"),
        &builtin.replace("gain(gold,2)", &deep),
        &builtin.replace("gain(gold,2)", "gain(gold,99999999999999999999999)"),
        &builtin.replace("gain(gold,2)", "gain(gold,2) ;"),
        &builtin.replace("gain(gold,2)", "gäin(gold,2)"),
        &builtin.replace("gain(gold,2)", &"(".repeat(10_000)),
    ] {
        assert!(CardSet::parse(text).is_err());
    }
    // A byte-order mark and Windows line ends are fine.
    let windows = format!("\u{feff}{}", builtin.replace('\n', "\r\n"));
    assert_eq!(CardSet::parse(&windows).unwrap().physical().len(), 141);
}
