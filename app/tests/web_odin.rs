//! Odin components mounted into a real DOM in headless Chromium (wasm-bindgen-test):
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web_odin`.
#![cfg(target_arch = "wasm32")]

use skald::odin::{Card, CardSet};
use skald_app::odin::components::card::{CardView, CardViewProps};
use skald_app::odin::components::hand::{sorted, Hand, HandProps};
use skald_app::odin::settings::Sort;
use wasm_bindgen_test::*;
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{attrs, mount_point, settle, texts};

#[wasm_bindgen_test]
async fn a_card_names_its_number_and_colour() {
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
fn render_hand(root: &web_sys::Element, hand: CardSet) -> yew::AppHandle<Hand> {
    yew::Renderer::<Hand>::with_root_and_props(
        root.clone(),
        HandProps {
            cards: sorted(hand, Sort::Number),
            selected: "8R".parse().unwrap(),
            playable: "8R 8B".parse().unwrap(),
            mark_playable: true,
            on_down: Callback::noop(),
            on_toggle: Callback::noop(),
        },
    )
    .render()
}

#[wasm_bindgen_test]
async fn the_hand_marks_playable_and_chosen_cards_in_sorted_order() {
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
    skald_app::i18n::set(skald_app::i18n::Lang::De);
    let root = mount_point();
    let app = render_hand(&root, hand);
    settle().await;
    let names = texts(&root, ".hand-card .visually-hidden");
    let group = attrs(&root, ".ohand", "aria-label");
    skald_app::i18n::set(skald_app::i18n::Lang::En);
    assert_eq!(names[0], "8 rot, spielbar, gewählt");
    assert_eq!(names[1], "8 blau, spielbar");
    assert_eq!(group, ["Deine Hand"]);
    app.destroy();
}
