//! Odin components mounted into a real DOM in headless Chromium (wasm-bindgen-test):
//! cards named by the text they show, plural forms and the play screen and rules page in
//! English and German, and focus following play by keyboard (the take, the embed, the log).
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web_odin`.
#![cfg(target_arch = "wasm32")]

use skald::ai::Level;
use skald::odin::{Card, CardSet, Odin, OdinAction, OdinConfig, Target};
use skald::{Game, Replay};
use skald_app::embed::frame::EmbedProps;
use skald_app::i18n::{set, Lang};
use skald_app::odin::components::card::{CardView, CardViewProps};
use skald_app::odin::components::hand::{hand as draw_hand, sorted, HandProps};
use skald_app::odin::components::middle::{middle as draw_middle, MiddleProps};
use skald_app::odin::components::scoreboard::{scoreboard, ScoreboardProps};
use skald_app::odin::embed::Embed;
use skald_app::odin::pages::play::{PlayProps, PlayScreen};
use skald_app::odin::pages::rules::rules;
use skald_app::odin::settings::Sort;
use skald_app::pages::game_routes::Init;
use skald_app::save::Loaded;
use skald_app::seats::Meta;
use skald_app::seats::Seat;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::{AttrValue, Callback};

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{
    attrs, lang_guard, mount_point, render, settle, settle_for, texts, wait_until, Drawn,
};

#[wasm_bindgen_test]
async fn a_card_names_its_number_and_colour() {
    let _lang = lang_guard();
    let root = mount_point();
    let card: Card = "7R".parse().unwrap();
    let app = yew::Renderer::<CardView>::with_root_and_props(
        root.clone(),
        CardViewProps {
            card,
            class: Default::default(),
        },
    )
    .render();
    settle().await;
    assert_eq!(attrs(&root, ".ocard", "aria-label"), ["7 red"]);
    assert_eq!(attrs(&root, ".ocard", "data-card"), ["7R"]);
    assert_eq!(attrs(&root, ".ocard", "class"), ["ocard c-R"]);
    // The number in two corners and one glyph.
    assert_eq!(
        root.query_selector_all(".ocard-corner").unwrap().length(),
        2
    );
    assert_eq!(
        root.query_selector_all("svg.ocard-glyph").unwrap().length(),
        1
    );
    app.destroy();
}

/// The hand `hand` sorted by number, 8R chosen, 8R and 8B playable.
fn render_hand(root: &web_sys::Element, hand: CardSet) -> yew::AppHandle<Drawn> {
    render(root, move || {
        draw_hand(HandProps {
            cards: sorted(hand, Sort::Number),
            selected: "8R".parse().unwrap(),
            playable: "8R 8B".parse().unwrap(),
            mark_playable: true,
            on_down: Callback::noop(),
            on_toggle: Callback::noop(),
        })
    })
}

#[wasm_bindgen_test]
async fn the_hand_marks_playable_and_chosen_cards_in_sorted_order() {
    let _lang = lang_guard();
    let root = mount_point();
    let hand: CardSet = "8R 2B 8B 5R 1O".parse().unwrap();
    assert_eq!(
        sorted(hand, Sort::Colour)
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>(),
        ["8R", "5R", "1O", "8B", "2B"]
    );
    let app = render_hand(&root, hand);
    settle().await;
    assert_eq!(
        attrs(&root, ".hand-card", "data-card"),
        ["8R", "8B", "5R", "2B", "1O"]
    );
    assert_eq!(
        attrs(&root, ".hand-card", "data-playable"),
        ["true", "true", "false", "false", "false"]
    );
    assert_eq!(
        attrs(&root, ".hand-card", "data-selected"),
        ["true", "false", "false", "false", "false"]
    );
    // The name is the card's own hidden text, with no aria-label that could differ from
    // the drawn corners (axe: label-content-name-mismatch).
    assert_eq!(
        texts(&root, ".hand-card .visually-hidden")[0],
        "8 red, playable, chosen"
    );
    assert_eq!(attrs(&root, ".hand-card", "aria-label")[0], "");
    app.destroy();
    // The same hand in German.
    set(Lang::De);
    let root = mount_point();
    let app = render_hand(&root, hand);
    settle().await;
    let names = texts(&root, ".hand-card .visually-hidden");
    let group = attrs(&root, ".ohand", "aria-label");
    set(Lang::En);
    assert_eq!(names[0], "8 rot, spielbar, gewählt");
    assert_eq!(names[1], "8 blau, spielbar");
    assert_eq!(group, ["Deine Hand"]);
    app.destroy();
}

/// Dispatches a keydown of `key` ("Enter", " ") on the element matching `selector`.
fn press(selector: &str, key: &str) {
    let js = format!(
        "document.querySelector('{selector}').dispatchEvent(new KeyboardEvent('keydown', \
         {{key: '{key}', bubbles: true, cancelable: true}}))"
    );
    js_sys::eval(&js).unwrap();
}

/// The focused element's `attr`, and whether it has class `class`.
fn focused(attr: &str, class: &str) -> (String, bool) {
    let el = gloo::utils::document().active_element().unwrap();
    (
        el.get_attribute(attr).unwrap_or_default(),
        el.class_list().contains(class),
    )
}

fn seat(name: &str, color: usize, computer: Option<Level>) -> Seat {
    Seat {
        name: name.into(),
        color,
        computer,
    }
}

#[wasm_bindgen_test]
async fn counts_take_their_plural_forms_in_both_languages() {
    let _lang = lang_guard();
    let cases = [
        (
            Lang::En,
            ["1 card", "2 cards"],
            ["Value 8 · 1 card", "Value 87 · 2 cards"],
        ),
        (
            Lang::De,
            ["1 Karte", "2 Karten"],
            ["Wert 8 · 1 Karte", "Wert 87 · 2 Karten"],
        ),
    ];
    for (lang, hands, middles) in cases {
        set(lang);
        let root = mount_point();
        let board = render(&root, || {
            scoreboard(ScoreboardProps {
                seats: vec![seat("Astrid", 0, None), seat("Bjørn", 1, None)],
                hand_sizes: vec![1, 2],
                totals: vec![1, 12],
                to_move: Some(0),
                hand_number: 2,
                target: AttrValue::from("x"),
            })
        });
        let mut middle_texts = Vec::new();
        let mut middle_apps = Vec::new();
        for (cards, value) in [("8R", 8), ("8R 7R", 87)] {
            let r = mount_point();
            middle_apps.push(render(&r, move || {
                draw_middle(MiddleProps {
                    middle: cards.parse().unwrap(),
                    value: Some(value),
                    requirement: AttrValue::from("x"),
                    played_by: None,
                    take_from: CardSet::EMPTY,
                    on_take_down: Callback::noop(),
                    on_take_key: Callback::noop(),
                    dropping: false,
                })
            }));
            middle_texts.push(r);
        }
        settle().await;
        let got_hands = texts(&root, ".oscore-hand");
        let got_points = texts(&root, ".oscore-total");
        let got_middles: Vec<String> = middle_texts
            .iter()
            .map(|r| texts(r, "[data-testid=middle-value]").concat())
            .collect();
        set(Lang::En);
        assert_eq!(got_hands, hands, "{lang:?}");
        assert_eq!(got_middles, middles, "{lang:?}");
        let pt = if lang == Lang::De { "P." } else { "pt" };
        assert_eq!(got_points, [format!("1 {pt}"), format!("12 {pt}")]);
        board.destroy();
        for a in middle_apps {
            a.destroy();
        }
    }
}

#[wasm_bindgen_test]
async fn the_rules_page_speaks_german() {
    let _lang = lang_guard();
    set(Lang::De);
    let root = mount_point();
    let app = render(&root, rules);
    settle().await;
    let heads = texts(&root, "h1, h2");
    let verdicts = texts(&root, ".orule-verdict");
    let colours = attrs(&root, ".orule-colours .ocard", "aria-label");
    let start = texts(&root, "[data-testid=try-verdict]").concat();
    // One card against a middle of two, then a set that beats it.
    press(".otry .hand-card[data-card=\"9B\"]", "Enter");
    settle().await;
    let one = texts(&root, "[data-testid=try-verdict]").concat();
    press(".otry .hand-card[data-card=\"6B\"]", " ");
    settle().await;
    let two = texts(&root, "[data-testid=try-verdict]").concat();
    let all = root.text_content().unwrap_or_default();
    set(Lang::En);
    assert_eq!(heads[0], "So spielt man Odin");
    assert!(heads.contains(&"Die Karten".to_string()), "{heads:?}");
    assert!(heads.contains(&"Kombinationen und ihr Wert".to_string()));
    assert!(heads.contains(&"Das Ende eines Durchgangs".to_string()));
    assert_eq!(
        colours,
        ["7 rot", "7 orange", "7 gelb", "7 grün", "7 blau", "7 lila"]
    );
    assert_eq!(verdicts[0], "= 82");
    assert_eq!(
        verdicts[3],
        "– keine Kombination: die Karten haben weder dieselbe Ziffer noch dieselbe Farbe"
    );
    assert!(
        verdicts.contains(&"✓ schlägt sie (61)".to_string()),
        "{verdicts:?}"
    );
    assert!(
        verdicts.contains(&"✗ der Wert 53 ist nicht höher als 61".to_string()),
        "{verdicts:?}"
    );
    assert_eq!(start, "Tippe Karten an, um eine Kombination zu bilden.");
    assert_eq!(one, "Es müssen 2 oder 3 Karten sein, nicht 1");
    assert_eq!(two, "Wert 96: das schlägt 53.");
    for english in [
        "How to play",
        "The cards",
        "beats it",
        "not a set",
        " red",
        "Tap cards",
    ] {
        assert!(
            !all.contains(english),
            "English {english:?} on the German rules page"
        );
    }
    app.destroy();
    // And in English, the words the end-to-end tests look for.
    let root = mount_point();
    let app = render(&root, rules);
    settle().await;
    assert_eq!(texts(&root, "h1"), ["How to play Odin"]);
    assert_eq!(texts(&root, ".orule-verdict")[0], "= 82");
    app.destroy();
}

/// A two-player game (seed 797) with the player to move a person and the other a
/// computer, so the hand is shown at once.
fn play_screen(root: &web_sys::Element) -> (yew::AppHandle<PlayScreen>, Odin) {
    let config = OdinConfig {
        players: 2,
        target: Target::Points(15),
        four_colours: false,
    };
    let replay = Replay::<Odin>::new(config, 797);
    let game = replay.state().unwrap();
    let first = game.to_move().unwrap();
    let seats = (0..2)
        .map(|p| {
            seat(
                ["Astrid", "Bjørn"][p],
                p,
                (p != first).then_some(Level::Normal),
            )
        })
        .collect();
    let init = Init::new(Loaded::fresh(replay, Meta { seats, hints: None }).unwrap());
    let props = PlayProps {
        init,
        on_restart: Callback::noop(),
    };
    (
        yew::Renderer::<PlayScreen>::with_root_and_props(root.clone(), props).render(),
        game,
    )
}

#[wasm_bindgen_test]
async fn the_play_screen_speaks_german() {
    let _lang = lang_guard();
    set(Lang::De);
    let root = mount_point();
    let (app, game) = play_screen(&root);
    settle_for(20).await;
    let first = sorted(game.hand(game.to_move().unwrap()), Sort::Number)[0];
    press(&format!(".hand-card[data-card=\"{first}\"]"), "Enter");
    settle().await;
    let prompt = texts(&root, "[data-testid=prompt]").concat();
    let requirement = texts(&root, "[data-testid=requirement]").concat();
    let hands = texts(&root, ".oscore-hand");
    let middle = texts(&root, ".omiddle-cards").concat();
    let status = texts(&root, "[data-testid=selection-status]").concat();
    let buttons = texts(&root, ".otools .btn, .oactions .btn");
    let names = texts(&root, ".hand-card .visually-hidden");
    let group = attrs(&root, ".ohand", "aria-label");
    let all = root.text_content().unwrap_or_default();
    set(Lang::En);
    let n = first.number();
    assert!(
        prompt.ends_with(
            "Spiele eine Karte aus: in die Mitte ziehen oder antippen und „Ausspielen“."
        ),
        "{prompt}"
    );
    assert_eq!(
        requirement,
        "Spiele eine Karte aus, oder die ganze Hand, wenn alle Karten dieselbe Ziffer oder Farbe haben"
    );
    assert_eq!(hands, ["9 Karten", "9 Karten"]);
    assert_eq!(middle, "Keine Karten in der Mitte");
    assert!(
        status.starts_with(&format!("{n} ")) && status.ends_with(&format!(" – Wert {n}")),
        "{status}"
    );
    for b in [
        "Züge",
        "Export",
        "Einbetten",
        "Ausspielen",
        "Abwählen",
        "Sortiert: Ziffer",
    ] {
        assert!(buttons.contains(&b.to_string()), "{b} in {buttons:?}");
    }
    assert_eq!(group, ["Deine Hand"]);
    assert!(names[0].ends_with(", spielbar, gewählt"), "{names:?}");
    // A lead is one card: with one chosen, no other card can join it.
    assert!(!names[1].contains(','), "{names:?}");
    for english in [
        "Lead one card",
        "Play",
        "Log",
        "cards",
        "No set",
        "playable",
        "Value",
    ] {
        assert!(
            !all.contains(english),
            "English {english:?} on the German play screen"
        );
    }
    app.destroy();
    // In English the lead line reads as the end-to-end tests expect.
    let root = mount_point();
    let (app, _) = play_screen(&root);
    settle_for(20).await;
    assert!(texts(&root, "[data-testid=requirement]")
        .concat()
        .starts_with("Lead one card"));
    assert_eq!(texts(&root, ".oscore-hand"), ["9 cards", "9 cards"]);
    app.destroy();
}

/// Every card that is a button is named by the text inside it: no `aria-label` (which
/// would differ from the drawn corners), both corners hidden from screen readers, and the
/// hidden name starting with the number the corners show.
fn names_hold_visible_text(root: &web_sys::Element, selector: &str) -> Vec<String> {
    let nodes = root.query_selector_all(selector).unwrap();
    assert!(nodes.length() > 0, "no {selector}");
    (0..nodes.length())
        .map(|i| {
            let el: web_sys::Element = nodes.item(i).unwrap().unchecked_into();
            assert!(
                !el.has_attribute("aria-label"),
                "{selector} has an aria-label"
            );
            let corners = texts(&el, ".ocard-corner");
            assert_eq!(corners.len(), 2);
            assert_eq!(attrs(&el, ".ocard-corner", "aria-hidden"), ["true", "true"]);
            let name = texts(&el, ".visually-hidden").concat();
            assert!(
                name.contains(&corners[0]),
                "{name:?} lacks {:?}",
                corners[0]
            );
            name
        })
        .collect()
}

#[wasm_bindgen_test]
async fn an_embed_takes_back_a_card_by_keyboard_with_focus_following() {
    let _lang = lang_guard();
    set(Lang::De);
    let root = mount_point();
    let app = yew::Renderer::<Embed>::with_root_and_props(
        root.clone(),
        EmbedProps {
            query: AttrValue::from("middle=5R%205B&hand=7R%207B%203G&try"),
        },
    )
    .render();
    settle().await;
    let hand_names = names_hold_visible_text(&root, ".hand-card");
    press(".hand-card[data-card=\"7R\"]", "Enter");
    press(".hand-card[data-card=\"7B\"]", " ");
    settle().await;
    let may = texts(&root, "[data-testid=try-status]").concat();
    let play: web_sys::HtmlElement = root
        .query_selector("[data-testid=try-play]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    play.focus().unwrap();
    play.click();
    // Focus moves from "Play" (now disabled) to the first card to take back (waited for:
    // under load a render may take longer than any fixed pause).
    wait_until("focus on a card to take back", || {
        focused("data-card", "take-card").1
    })
    .await;
    let on_take = focused("data-card", "take-card");
    let take_names = names_hold_visible_text(&root, ".take-card");
    let take_status = texts(&root, "[data-testid=try-status]").concat();
    let group = texts(&root, "[data-testid=take] .otake-title").concat();
    press(".take-card[data-card=\"5B\"]", "Enter");
    wait_until("focus on the hand", || focused("data-card", "hand-card").1).await;
    // The take card went with the take: focus is on the hand.
    let after = focused("data-card", "hand-card");
    let hand = attrs(&root, ".hand-card", "data-card");
    set(Lang::En);
    assert_eq!(hand_names[0], "7 rot, spielbar");
    assert_eq!(may, "7R 7B darf ausgespielt werden: Wert 77.");
    assert_eq!(on_take, ("5R".to_string(), true));
    assert_eq!(take_names, ["5 rot nehmen", "5 blau nehmen"]);
    assert_eq!(take_status, "Nimm eine Karte der geschlagenen Kombination.");
    assert_eq!(
        group,
        "Nimm eine Karte der geschlagenen Karten: antippen oder in deine Hand ziehen"
    );
    assert!(after.1, "focus on a hand card, not {after:?}");
    assert_eq!(hand, ["5B", "3G"]);
    app.destroy();
}

#[wasm_bindgen_test]
async fn after_a_play_by_keyboard_focus_moves_to_the_card_to_take_back() {
    let _lang = lang_guard();
    // Seed 797, three players: 2O is led, beaten by 2B 2P (2O, the only card, is taken
    // with the play); the third player, the one person at the table, is to beat 2B 2P
    // with 5G 4G 3G.
    let mut replay = Replay::<Odin>::new(OdinConfig::new(3), 797);
    let mut game = replay.state().unwrap();
    for cards in ["2O", "2B 2P"] {
        let cards = cards.parse().unwrap();
        replay.push(&mut game, OdinAction::Play { cards }).unwrap();
    }
    let me = game.to_move().unwrap();
    assert!(game.hand(me).contains_all("5G 4G 3G".parse().unwrap()));
    let seats = ["Astrid", "Bjørn", "Sigrún"]
        .iter()
        .enumerate()
        .map(|(p, name)| seat(name, p, (p != me).then_some(Level::Normal)))
        .collect();
    let init = Init::new(
        skald_app::save::from_json(&skald_app::save::to_json(
            &replay,
            &Meta { seats, hints: None },
        ))
        .unwrap(),
    );
    let root = mount_point();
    let app = yew::Renderer::<PlayScreen>::with_root_and_props(
        root.clone(),
        PlayProps {
            init,
            on_restart: Callback::noop(),
        },
    )
    .render();
    settle_for(20).await;
    for c in ["5G", "4G", "3G"] {
        press(&format!(".hand-card[data-card=\"{c}\"]"), "Enter");
        settle().await;
    }
    let play: web_sys::HtmlElement = root
        .query_selector("[data-testid=play]:not([disabled])")
        .unwrap()
        .expect("Play is enabled")
        .unchecked_into();
    play.focus().unwrap();
    play.click();
    wait_until("focus on a card to take back", || {
        focused("data-card", "take-card").1
    })
    .await;
    let phase = attrs(&root, ".oplay", "data-phase");
    let on_take = focused("data-card", "take-card");
    let names = names_hold_visible_text(&root, ".take-card");
    let group = attrs(&root, "[data-testid=take]", "aria-labelledby");
    app.destroy();
    assert_eq!(phase, ["take"]);
    assert_eq!(on_take, ("2B".to_string(), true));
    assert_eq!(names, ["Take 2 blue", "Take 2 purple"]);
    assert_eq!(group, ["otake-title"]);
}

/// Focuses and clicks the element matching `selector` (as a key press on it would).
fn focus_and_click(root: &web_sys::Element, selector: &str) {
    let el: web_sys::HtmlElement = root
        .query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
        .unchecked_into();
    el.focus().unwrap();
    el.click();
}

#[wasm_bindgen_test]
async fn the_log_takes_focus_when_it_opens_and_gives_it_back_when_it_closes() {
    let _lang = lang_guard();
    let root = mount_point();
    let (app, _) = play_screen(&root);
    settle_for(20).await;
    focus_and_click(&root, "[data-testid=log-button]");
    let active = || gloo::utils::document().active_element().unwrap();
    wait_until("the log's heading focused", || active().tag_name() == "H2").await;
    let opened = gloo::utils::document().active_element().unwrap();
    let opened = (opened.tag_name(), opened.text_content().unwrap_or_default());
    focus_and_click(&root, ".drawer-head .btn");
    wait_until("focus back on the log button", || {
        active().get_attribute("data-testid").as_deref() == Some("log-button")
    })
    .await;
    let closed = focused("data-testid", "btn");
    app.destroy();
    assert_eq!(opened, ("H2".to_string(), "Log".to_string()));
    assert_eq!(closed, ("log-button".to_string(), true));
}
