//! Valda's table components mounted into a real DOM in headless Chromium, on a position
//! from the engine: `cargo test --target wasm32-unknown-unknown -p skald-app --test web_valda`.
#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use skald::game::{Game, Viewer};
use skald::valda::position::Position;
use skald_app::valda::components::map::{domain_map, DomainMapProps};
use skald_app::valda::components::track::{yggdrasil_track, TrackProps};
use skald_app::valda::components::village::{village, VillageProps};
use wasm_bindgen_test::*;
use yew::{html, AttrValue};

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{attrs, mount_point, render, settle, texts};

/// Three players: Astrid owns Tyr (3 temples), Bo has one temple there and one in Surtur.
fn view() -> skald::valda::ValdaView {
    let position = Position::from_json(
        r#"{"players": 3, "phase": "game",
            "seats": [{"res": [3, 1, 0], "followers": 7, "mines": 3, "drills": 1, "temples": {"tyr": 3}},
                      {"followers": 12, "temples": {"tyr": 1, "surtur": 1}},
                      {"followers": 0}]}"#,
    )
    .unwrap();
    position.game().unwrap().view(Viewer::Spectator)
}

thread_local! {
    /// Domains chosen on the map by the tests.
    static BUILT: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn names() -> Vec<AttrValue> {
    vec!["Astrid".into(), "Bo".into(), "Cy".into()]
}

#[wasm_bindgen_test]
async fn the_map_shows_temples_owners_locks_costs_and_decks() {
    let v = view();
    let root = mount_point();
    let app = render(&root, move || {
        domain_map(DomainMapProps {
            table: Rc::new(v.table.clone()),
            god_counts: v.god_counts,
            names: names(),
            colours: Vec::new(),
            buildable: vec![skald::valda::cards::God::Surtur],
            // Prices against holdings: tests/e2e/valda-decide.test.mjs.
            offers: Vec::new(),
            held: Default::default(),
            on_build: yew::Callback::from(|g: skald::valda::cards::God| {
                BUILT.with(|b| b.borrow_mut().push(g.word().to_string()))
            }),
        })
    });
    settle().await;
    assert_eq!(
        attrs(&root, ".vdomain", "data-god"),
        ["heimdall", "freya", "surtur", "tyr", "thor", "odin", "loki"]
    );
    assert_eq!(root.query_selector_all(".vsite").unwrap().length(), 35);
    let tyr = root.query_selector("[data-god=tyr]").unwrap().unwrap();
    assert_eq!(
        attrs(&tyr, ".vsite.built", "data-seat"),
        ["0", "0", "0", "1"]
    );
    assert_eq!(tyr.query_selector_all(".vsite.owner").unwrap().length(), 3);
    assert_eq!(
        texts(&tyr, "[data-testid=locked]"),
        ["Owned by Astrid: locked for the others"]
    );
    assert_eq!(
        texts(&tyr, "[data-testid=cost]"),
        ["Temple: 2 gold, 2 divine blood"]
    );
    let surtur = root.query_selector("[data-god=surtur]").unwrap().unwrap();
    assert_eq!(
        surtur.get_attribute("data-locked").as_deref(),
        Some("false")
    );
    assert_eq!(
        texts(&surtur, "[data-testid=deck]"),
        ["8 cards in Surtur's deck"]
    );
    // Only the domain where a temple may be built has the button, and it names it.
    let buttons = root.query_selector_all(".vbuild-here").unwrap();
    assert_eq!(buttons.length(), 1);
    let b: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(
        root.query_selector("[data-testid=build-temple-surtur]")
            .unwrap()
            .unwrap(),
    );
    b.click();
    settle().await;
    assert_eq!(BUILT.with(|b| b.borrow().clone()), ["surtur"]);
    app.destroy();
}

#[wasm_bindgen_test]
async fn the_track_places_pawns_and_names_safe_zones() {
    let v = view();
    let followers: Vec<u32> = v.table.seats.iter().map(|s| s.followers).collect();
    let root = mount_point();
    let app = render(&root, move || {
        yggdrasil_track(TrackProps {
            followers: followers.clone(),
            names: names(),
            colours: vec!["#123456".into()],
            changes: vec![
                Some("−2, Raid by Bo; safe zone 5 kept 1".into()),
                None,
                None,
            ],
        })
    });
    settle().await;
    assert_eq!(attrs(&root, ".vpawn", "data-followers"), ["7", "12", "0"]);
    assert_eq!(root.query_selector_all(".vfield.safe").unwrap().length(), 4);
    assert_eq!(
        texts(&root, ".vtrack-list li"),
        [
            "Astrid: 7 followers, safe zone 5 held — −2, Raid by Bo; safe zone 5 kept 1",
            "Bo: 12 followers, safe zone 12 held",
            "Cy: 0 followers, safe zone 0 held"
        ]
    );
    app.destroy();
}

#[wasm_bindgen_test]
async fn a_village_shows_resources_buildings_hand_and_levels() {
    let v = view();
    let (state, hand_size) = (v.table.seats[0].clone(), v.hand_sizes[0]);
    let root = mount_point();
    let app = render(&root, move || {
        village(VillageProps {
            seat: 0,
            name: "Astrid".into(),
            state: state.clone(),
            hand_size,
            active: true,
            mine: false,
            colour: None,
            buildable: Vec::new(),
            on_build: yew::Callback::noop(),
            computer: Some(skald_app::computer::Level::Hard),
        })
    });
    settle().await;
    // A computer's village says so (the badge's name is read out).
    assert_eq!(
        attrs(&root, ".vvillage-name .computer-badge", "aria-label"),
        ["Computer, Hard"]
    );
    assert_eq!(
        attrs(&root, ".vres", "aria-label"),
        ["3 gold", "1 diamond", "0 divine blood"]
    );
    assert_eq!(attrs(&root, ".vplaces", "data-built"), ["3", "1"]);
    assert_eq!(
        texts(&root, ".vplaces-label"),
        ["Mines 3/4", "Blood drills 1/3"]
    );
    assert_eq!(
        texts(&root, "[data-testid=hand-size]"),
        [format!("{} cards in hand", v.hand_sizes[0])]
    );
    let tyr = root
        .query_selector(".vlevel[data-god=tyr]")
        .unwrap()
        .unwrap();
    assert_ne!(tyr.get_attribute("data-level").as_deref(), Some("0"));
    app.destroy();
}

/// The controls of the game phase: a control for every legal action that is not a card's
/// (the card's appear when it is chosen), each carrying that action; pressing one emits it.
#[wasm_bindgen_test]
async fn the_controls_offer_exactly_the_engines_actions() {
    use skald::valda::{Action, Valda, ValdaConfig};
    use skald_app::valda::components::controls::{ask_line, card_of, controls, ControlsProps};
    thread_local! {
        static EMITTED: std::cell::RefCell<Vec<Action>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    let mut g = Valda::new(&ValdaConfig::new(3), 3).unwrap();
    g.apply(&Action::EndPhase).unwrap(); // on to the game phase (the base cards are drawn)
    let legal = g.legal_actions();
    assert!(legal.iter().any(|a| matches!(a, Action::TakeResource(_))));
    let view = Rc::new(g.view(Viewer::Player(0)));
    let set = Rc::new(g.card_set().clone());
    let shared = Rc::new(legal.clone());
    let names: Vec<String> = vec!["Astrid".into(), "Bo".into(), "Cy".into()];
    let prompt = view.prompt.clone().expect("a decision");
    let root = mount_point();
    let app = render(&root, move || {
        let decider = Some(("Astrid".into(), "#E69F00".into()));
        html! { <>
            { ask_line(&prompt, &view, &set, &names, decider.as_ref()) }
            { controls(ControlsProps {
                view: view.clone(),
                set: set.clone(),
                names: names.clone(),
                legal: shared.clone(),
                chosen: None,
                focus_build: None,
                on_action: yew::Callback::from(|a: Action| EMITTED.with(|e| e.borrow_mut().push(a))),
                on_build: yew::Callback::noop(),
                on_choose: yew::Callback::noop(),
                on_read: yew::Callback::noop(),
                previews: Rc::new(Vec::new()),
                hint: None,
                exchange: None,
                on_exchange: yew::Callback::noop(),
            }) }
        </> }
    });
    settle().await;
    let mut shown: Vec<String> = attrs(&root, "[data-action]", "data-action");
    shown.sort();
    let mut want: Vec<String> = legal
        .iter()
        .filter(|a| card_of(a).is_none())
        .map(|a| serde_json::to_string(a).unwrap())
        .collect();
    want.sort();
    assert_eq!(shown, want);
    assert!(texts(&root, "[data-testid=ask]")[0].starts_with("Spend your actions (⚡3 left)"));
    // The decider is named first, in their colour.
    assert_eq!(
        texts(&root, "[data-testid=decision] [data-testid=decider]"),
        ["Astrid"]
    );
    let end: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(
        root.query_selector("[data-action='\"end_phase\"']")
            .unwrap()
            .unwrap(),
    );
    assert_eq!(end.text_content().unwrap(), "End the game phase");
    end.click();
    settle().await;
    assert_eq!(EMITTED.with(|e| e.borrow().clone()), [Action::EndPhase]);
    app.destroy();
}
