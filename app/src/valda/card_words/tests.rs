//! The card words against the golden file `cards.tsv`, every verb in both languages.

use super::*;
use crate::i18n::shell::n_cards;
use crate::i18n::{set, Lang};
use skald::valda::cards::God;
use skald::valda::cards::{parse_effect, GodOption, Target, VERBS};

const GOLDEN: &str = include_str!("cards.tsv");

/// The golden file's lines: id, German name, English text, German text.
fn golden() -> Vec<[String; 4]> {
    GOLDEN
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            assert_eq!(c.len(), 4, "four columns: {l}");
            [c[0], c[1], c[2], c[3]].map(str::to_string)
        })
        .collect()
}

/// Prints the golden file from the implementation (`cargo test … print_golden --
/// --ignored --nocapture`), to be read and reviewed line by line.
#[test]
#[ignore]
fn print_golden() {
    println!("id\tname_de\ttext_en\ttext_de");
    for d in &CardSet::builtin().cards {
        let en = card_text(d);
        set(Lang::De);
        let (name, de) = (card_name(d), card_text(d));
        set(Lang::En);
        println!("{}\t{name}\t{en}\t{de}", d.id);
    }
}

#[test]
fn every_builtin_card_matches_the_golden_file() {
    let cards = &CardSet::builtin().cards;
    let golden = golden();
    let ids: Vec<&str> = golden.iter().map(|g| g[0].as_str()).collect();
    let want: Vec<&str> = cards.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(
        ids, want,
        "the golden file has one line per card id, in order"
    );
    for (d, [id, name_de, en, de]) in cards.iter().zip(&golden) {
        assert_eq!(&card_name(d), &d.name, "{id}");
        assert_eq!(&card_text(d), en, "{id}");
        set(Lang::De);
        let (n, t) = (card_name(d), card_text(d));
        set(Lang::En);
        assert_eq!(&n, name_de, "{id}");
        assert_eq!(&t, de, "{id}");
    }
}

/// Words of the card-list vocabulary that must never reach a player.
fn leftovers(text: &str) -> Option<&'static str> {
    const WORDS: [&str; 12] = [
        "golddiamond",
        "each_other",
        "best_defence",
        "on_block",
        "attacker)",
        "chosen)",
        "base,",
        "any,",
        "()",
        "die_rolled",
        "anytime)",
        "god-weapon",
    ];
    if text.is_empty() {
        return Some("empty");
    }
    if text.contains('_') {
        return Some("_");
    }
    if text.contains('{') || text.contains('}') {
        return Some("{");
    }
    WORDS.into_iter().find(|w| text.contains(w))
}

fn def(effect: &str, card_type: CardType) -> CardDef {
    CardDef {
        id: "custom.test".into(),
        deck: skald::valda::cards::Deck::Base,
        card_type,
        name: "Test".into(),
        count: 1,
        costs_action: true,
        attack_power: (card_type == CardType::Attack).then_some(3),
        defence_power: (card_type == CardType::Defence).then_some(2),
        effect: parse_effect(effect, card_type).expect(effect),
        text: String::new(),
        source: String::new(),
    }
}

/// An example of every verb (and every target of `on`), with the type of card it may
/// stand on.
const EXAMPLES: &[(&str, CardType)] = &[
    ("gain(gold,2) ; gain(diamond,1) ; gain(blood,2) ; gain(any,3)", CardType::Action),
    ("gain(any,1)", CardType::Action),
    ("gain_followers(2)", CardType::Action),
    ("lose_followers(1)", CardType::Action),
    ("convert(any,any,3)", CardType::Action),
    ("convert(gold,diamond,1) ; convert(diamond,blood,2) ; convert(blood,gold,2) ; convert(golddiamond,blood,5)", CardType::Action),
    ("followers_for(golddiamond,2,1,3)", CardType::Action),
    ("followers_for(any,1,1,1) ; followers_for(gold,3,2,2) ; followers_for(diamond,1,1,1) ; followers_for(blood,2,1,3)", CardType::Action),
    ("roll_followers(yellow) ; roll_followers(blue) ; roll_followers(white)", CardType::Action),
    ("roll_resources(yellow,2) ; roll_resources(blue,1) ; roll_resources(white,2)", CardType::Action),
    ("borrow(4,3)", CardType::Action),
    ("discount(temple,2) ; discount(mine,1) ; discount(drill,1)", CardType::Action),
    ("build_free(mine) ; build_free(drill)", CardType::Action),
    ("draw(base,2)", CardType::Action),
    ("draw_god(choice,1) ; draw_god(thor,2)", CardType::Action),
    ("look_god_tops(3) ; look_god_tops(1)", CardType::Action),
    ("search(base,4,2) ; search(base,1,1)", CardType::Action),
    ("take_from_discard(any,1) ; take_from_discard(action,2) ; take_from_discard(attack,1) ; take_from_discard(defence,3) ; take_from_discard(best_defence,2)", CardType::Action),
    ("followers_per_discard(4) ; followers_per_discard(1)", CardType::Action),
    ("on(chosen,switch_card())", CardType::Action),
    ("on(chosen,take_card(1)) ; on(chosen,take_card(2))", CardType::Action),
    ("extra_actions(1) ; extra_actions(2)", CardType::Action),
    ("build_limit(3)", CardType::Action),
    ("on(chosen,kill_followers(1)) ; on(each_other,steal_followers(2)) ; on(all,gain(any,1))", CardType::Action),
    ("on(all,gain_followers(1)) ; on(all,draw(base,1)) ; on(each_other,gain(gold,1))", CardType::Action),
    ("on(chosen,steal_resource(diamond,2)) ; on(each_other,burn_resource(any,1)) ; on(each_other,steal_card(1)) ; on(each_other,discard_random(2))", CardType::Action),
    ("on(each_other,extra_actions(1)) ; on(chosen,draw(base,1)) ; on(chosen,lose_followers(1))", CardType::Action),
    ("kill_followers(2) ; burn_resource(any,2) ; steal_card(2) ; steal_followers(1) ; discard_random(1)", CardType::Attack),
    ("steal_resource(any,2) ; kill_followers(1)", CardType::Attack),
    ("on_block(draw(base,1)) ; on_block(on(attacker,kill_followers(1)))", CardType::Defence),
    ("on_block(keep_attack_card()) ; on_block(on(attacker,steal_resource(gold,1)))", CardType::Defence),
    ("reflect() ; on_block(gain_followers(1))", CardType::Defence),
    ("draw(base,1)", CardType::Defence),
    ("-", CardType::Defence),
    ("option(war_horn,attack_declared,undefendable()) | option(wrath_of_thor,attack_declared,double_attack())", CardType::GodWeapon),
    ("option(vanished,attacked,redirect_attack()) | option(tyrs_revenge,attack_declared,cancel_attack_take_card())", CardType::GodWeapon),
    ("option(soulspear,attack_hit,double_kill()) | option(crown_of_fortune,die_rolled,set_die())", CardType::GodWeapon),
    ("option(backstab,build_declared,cancel_build()) | option(surturs_claim,defended_attacker,play_again())", CardType::GodWeapon),
    ("option(hammertime,own_yellow_played,double_yellow()) | option(resisted,defended_defender,gain_followers(3),draw(base,1))", CardType::GodWeapon),
    ("option(thief,anytime,on(chosen,take_card(1))) | option(bullseye,anytime,take_from_discard(any,1))", CardType::GodWeapon),
];

#[test]
fn every_verb_is_worded_in_both_languages() {
    let mut seen: Vec<&str> = Vec::new();
    for (effect, t) in EXAMPLES {
        let d = def(effect, *t);
        if let Effect::Steps(s) = &d.effect {
            seen.extend(s.iter().flat_map(|s| s.walk()).map(Step::verb));
        }
        if let Effect::Options(o) = &d.effect {
            seen.push("option");
            seen.extend(
                o.iter()
                    .flat_map(|o: &GodOption| o.steps.iter())
                    .flat_map(|s| s.walk())
                    .map(Step::verb),
            );
        }
        for lang in [Lang::En, Lang::De] {
            set(lang);
            let text = card_text(&d);
            let label = card_label(&d);
            set(Lang::En);
            assert_eq!(leftovers(&text), None, "{effect} ({lang:?}): {text}");
            assert_eq!(leftovers(&label), None, "{effect} ({lang:?}): {label}");
        }
    }
    for (verb, _) in VERBS {
        assert!(seen.contains(verb), "no example of {verb}");
    }
    // Every target of on(…) is in an example.
    for t in Target::ALL {
        assert!(
            EXAMPLES
                .iter()
                .any(|(e, _)| e.contains(&format!("on({},", t.word()))),
            "no example of on({})",
            t.word()
        );
    }
}

#[test]
fn whom_steps_hit_and_they() {
    let d = def("on(each_other,steal_resource(any,1))", CardType::Action);
    assert_eq!(
        card_text(&d),
        "Take 1 resource of your choice from every other player."
    );
    let d = def("steal_followers(1) ; kill_followers(1)", CardType::Attack);
    assert_eq!(
        card_text(&d),
        "On a hit: steal 1 follower from the attacked player and kill 1 of their followers."
    );
    let d = def("on(all,gain(any,1))", CardType::Action);
    assert_eq!(
        card_text(&d),
        "Give every player (you too) 1 resource of their choice from the supply."
    );
    set(Lang::De);
    let de = (
        card_text(&def(
            "steal_followers(1) ; kill_followers(1)",
            CardType::Attack,
        )),
        card_text(&def("on(all,gain(any,1))", CardType::Action)),
        card_text(&def("on(each_other,discard_random(2))", CardType::Action)),
    );
    set(Lang::En);
    assert_eq!(
        de.0,
        "Bei einem Treffer: Stiehl dem angegriffenen Spieler 1 Gefolgsmann und töte 1 seiner Gefolgsleute."
    );
    assert_eq!(
        de.1,
        "Gib jedem Spieler (auch dir) 1 Ressource seiner Wahl aus dem Vorrat."
    );
    assert_eq!(
        de.2,
        "Lass jeden anderen Spieler 2 zufällige Karten aus seiner Hand auf den Ablagestapel legen."
    );
}

#[test]
fn plurals_in_both_languages() {
    let cases = [
        "gain(gold,1) ; gain(gold,2)",
        "gain(diamond,1) ; gain(diamond,2)",
        "gain(blood,1) ; gain(blood,2)",
        "gain(any,1) ; gain(any,2)",
        "gain_followers(1) ; gain_followers(2)",
        "draw(base,1) ; draw(base,2)",
    ];
    let en = [
        "Take 1 gold and 2 gold from the supply.",
        "Take 1 diamond and 2 diamonds from the supply.",
        "Take 1 divine blood and 2 divine blood from the supply.",
        "Take 1 resource of your choice and 2 resources of your choice from the supply.",
        "Gain 1 follower and gain 2 followers.",
        "Draw 1 card from the base deck and draw 2 cards from the base deck.",
    ];
    let de = [
        "Nimm 1 Gold und 2 Gold aus dem Vorrat.",
        "Nimm 1 Diamant und 2 Diamanten aus dem Vorrat.",
        "Nimm 1 göttliches Blut und 2 göttliches Blut aus dem Vorrat.",
        "Nimm 1 Ressource deiner Wahl und 2 Ressourcen deiner Wahl aus dem Vorrat.",
        "Gewinne 1 Gefolgsmann und gewinne 2 Gefolgsleute.",
        "Ziehe 1 Karte vom Grunddeck und ziehe 2 Karten vom Grunddeck.",
    ];
    for ((c, e), g) in cases.iter().zip(en).zip(de) {
        let d = def(c, CardType::Action);
        assert_eq!(card_text(&d), e);
        set(Lang::De);
        let t = card_text(&d);
        set(Lang::En);
        assert_eq!(t, g);
    }
    assert_eq!(n_followers(1), "1 follower");
    assert_eq!(n_cards(2), "2 cards");
    set(Lang::De);
    let (f1, f2, c1) = (n_followers(1), n_followers(2), n_cards(1));
    set(Lang::En);
    assert_eq!(
        (f1.as_str(), f2.as_str(), c1.as_str()),
        ("1 Gefolgsmann", "2 Gefolgsleute", "1 Karte")
    );
}

#[test]
fn options_names_types_and_gods() {
    let set_ = CardSet::builtin();
    assert_eq!(option_name("war_horn"), "War Horn");
    assert_eq!(
        option_name("sound_of_the_gjallarhorn"),
        "Sound of the Gjallarhorn"
    );
    assert_eq!(option_name("golden_apple"), "Golden apple");
    assert_eq!(name_of(set_, 0), "Treasure Chest");
    assert_eq!(name_of(set_, 250), "a card");
    assert_eq!(type_name(CardType::GodWeapon), "God weapon");
    assert_eq!(god_name(God::Freya), "Freya");
    for (o, _, _) in skald::valda::cards::GOD_OPTIONS {
        assert!(!option_name(o).contains('_'));
    }
    set(Lang::De);
    let de = (
        option_name("war_horn"),
        option_name("crown_of_fortune"),
        option_name("golden_apple"),
        name_of(set_, 0),
        name_of(set_, 250),
        type_name(CardType::Defence),
        skald::valda::cards::GOD_OPTIONS
            .iter()
            .map(|(o, _, _)| option_name(o))
            .collect::<Vec<_>>(),
    );
    set(Lang::En);
    assert_eq!(de.0, "Kriegshorn");
    assert_eq!(de.1, "Krone des Glücks");
    assert_eq!(de.2, "Golden apple");
    assert_eq!(de.3, "Schatztruhe");
    assert_eq!(de.4, "eine Karte");
    assert_eq!(de.5, "Verteidigung");
    for (name, (o, _, _)) in de.6.iter().zip(skald::valda::cards::GOD_OPTIONS) {
        set(Lang::En);
        assert_ne!(name, &option_name(o), "{o} has a German name");
    }
}

#[test]
fn labels_in_both_languages() {
    let raid = CardSet::builtin().by_id("base.raid").unwrap();
    let chest = CardSet::builtin().by_id("heimdall.treasure_chest").unwrap();
    assert_eq!(
        card_label(raid),
        "Raid: attack, 2 swords. On a hit: take 2 resources of your choice from the attacked player."
    );
    assert_eq!(
        card_label(chest),
        "Treasure Chest: action, from Heimdall's deck. Take 3 gold from the supply."
    );
    set(Lang::De);
    let de = card_label(chest);
    set(Lang::En);
    assert_eq!(
        de,
        "Schatztruhe: Aktion, aus Heimdalls Götterdeck. Nimm 3 Gold aus dem Vorrat."
    );
}
