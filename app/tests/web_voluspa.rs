//! Völuspá pieces in a real DOM (headless Chromium): the generic save slot with local
//! storage, the embeddable read-only board, and the hand-off card.
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web_voluspa`
#![cfg(target_arch = "wasm32")]

use gloo::storage::{LocalStorage, Storage};
use skald::voluspa::{Config, Voluspa};
use skald::{Game, Replay};
use skald_app::components::handoff::{Handoff, HandoffProps, HandoffUndo, Hidden};
use skald_app::components::since::{SinceGroup, SinceLine};
use skald_app::save::{SaveStatus, Slot};
use skald_app::seats::Meta;
use skald_app::seats::Seat;
use skald_app::voluspa::pages::rules::{MiniBoard, MiniBoardProps};
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{lang_guard, mount_point, settle_for, texts};

#[wasm_bindgen_test]
fn a_save_round_trips_and_an_unreadable_one_is_kept_aside() {
    let slot = Slot::new("skald.test.voluspa");
    slot.clear();
    let mut replay = Replay::<Voluspa>::new(Config::default(), 7);
    let mut game = replay.initial().unwrap();
    let first = game.legal_actions()[0].clone();
    replay.push(&mut game, first).unwrap();
    let meta = Meta {
        seats: Seat::defaults(2),
        hints: None,
    };
    slot.store(&replay, &meta, SaveStatus::of(&game)).unwrap();
    // Where the game stands is saved beside it, for the home page's list of unfinished games.
    let raw: serde_json::Value = serde_json::from_str(&slot.raw().unwrap()).unwrap();
    assert_eq!(raw["status"]["over"], false);
    assert_eq!(raw["status"]["to_move"], game.to_move().unwrap());
    let loaded = slot.load::<Voluspa, Meta>().unwrap().unwrap();
    assert_eq!(loaded.replay, replay);
    assert_eq!(loaded.meta, meta);
    assert_eq!(loaded.state, game);

    // The table's memory of the game is rebuilt in the same pass.
    let first = replay.initial().unwrap().to_move().unwrap();
    assert_eq!(loaded.history.movers, vec![first]);
    let (index, before) = loaded.history.last[first].clone().unwrap();
    assert_eq!((index, &*before), (0, &replay.initial().unwrap()));

    LocalStorage::raw().set_item(slot.key, "{not json").unwrap();
    let problem = slot.load::<Voluspa, Meta>().err().unwrap();
    let kept = problem.kept_as.clone().unwrap();
    assert!(kept.starts_with("skald.test.voluspa.unreadable."));
    assert_eq!(
        LocalStorage::raw().get_item(&kept).unwrap().unwrap(),
        "{not json"
    );
    assert!(slot.raw().is_none(), "the slot is free again");
    assert!(problem.message.contains("kept aside"));
    let _ = LocalStorage::raw().remove_item(&kept);
}

#[wasm_bindgen_test]
async fn the_read_only_board_shows_tiles_and_troll_blocks_from_notation() {
    let root = mount_point();
    let props = MiniBoardProps {
        notation: AttrValue::from(". Od Tr .\n. . Th ."),
        tile: Some(skald::voluspa::Kind::Thor),
    };
    let app = yew::Renderer::<MiniBoard>::with_root_and_props(root.clone(), props).render();
    settle_for(20).await;
    assert_eq!(root.query_selector_all(".stack").unwrap().length(), 3);
    assert!(root.query_selector_all("[data-blocked]").unwrap().length() >= 2);
    assert!(root.query_selector_all("[data-legal]").unwrap().length() >= 1);
    app.destroy();
}

/// A hand-off to Astrid hiding `hides`, with no note and no undo.
fn handoff_to_astrid(hides: Hidden) -> HandoffProps {
    HandoffProps {
        name: AttrValue::from("Astrid"),
        color: AttrValue::from("#E69F00"),
        note: None,
        since: Vec::new(),
        hides,
        on_reveal: Callback::noop(),
        undo: None,
        extra: Html::default(),
    }
}

#[wasm_bindgen_test]
async fn the_hand_off_names_the_next_player() {
    let _lang = lang_guard();
    let root = mount_point();
    let app = yew::Renderer::<Handoff>::with_root_and_props(
        root.clone(),
        handoff_to_astrid(Hidden::Tiles),
    )
    .render();
    settle_for(20).await;
    let title = root.query_selector("#handoff-title").unwrap().unwrap();
    assert_eq!(title.text_content().unwrap(), "Pass to Astrid");
    let tap = root.query_selector(".handoff-tap").unwrap().unwrap();
    assert_eq!(tap.text_content().unwrap(), "Astrid: tap to see your tiles");
    app.destroy();
    // In German, with Odin's cards.
    skald_app::i18n::set(skald_app::i18n::Lang::De);
    let root = mount_point();
    let app = yew::Renderer::<Handoff>::with_root_and_props(
        root.clone(),
        handoff_to_astrid(Hidden::Cards),
    )
    .render();
    settle_for(20).await;
    let text = |s: &str| {
        root.query_selector(s)
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
    };
    let (title, tap) = (text("#handoff-title"), text(".handoff-tap"));
    skald_app::i18n::set(skald_app::i18n::Lang::En);
    assert_eq!(title, "Weitergeben an Astrid");
    assert_eq!(tap, "Astrid: tippe, um deine Karten zu sehen");
    app.destroy();
}

/// Dispatches DOM events built in JavaScript on the element matching `selector`.
fn dispatch(selector: &str, events: &str) {
    let js = format!(
        "(() => {{ const el = document.querySelector('{selector}'); for (const e of [{events}]) el.dispatchEvent(e); }})()"
    );
    js_sys::eval(&js).unwrap();
}

#[wasm_bindgen_test]
async fn the_hand_off_answers_only_a_press_that_starts_after_it_appeared() {
    use std::cell::Cell;
    use std::rc::Rc;
    let root = mount_point();
    let reveals = Rc::new(Cell::new(0));
    let undos = Rc::new(Cell::new(0));
    let props = HandoffProps {
        name: AttrValue::from("Bjørn"),
        color: AttrValue::from("#56B4E9"),
        note: None,
        since: vec![SinceGroup {
            who: AttrValue::from("Astrid"),
            colour: AttrValue::from("#d55e00"),
            lines: vec![SinceLine {
                text: AttrValue::from("Astrid played 7 red"),
                yours: false,
            }],
        }],
        hides: Hidden::Cards,
        on_reveal: {
            let r = reveals.clone();
            Callback::from(move |_| r.set(r.get() + 1))
        },
        undo: Some(HandoffUndo {
            label: AttrValue::from("Undo Astrid's last move"),
            on_undo: {
                let u = undos.clone();
                Callback::from(move |_| u.set(u.get() + 1))
            },
        }),
        extra: Html::default(),
    };
    let app = yew::Renderer::<Handoff>::with_root_and_props(root.clone(), props).render();
    settle_for(20).await;
    // What happened since Bjørn's last turn is listed above the card, and read with the dialog.
    assert_eq!(
        texts(&root, "[data-testid=since] li"),
        ["Astrid played 7 red"]
    );
    // Under the name of who did it.
    assert_eq!(texts(&root, "[data-testid=since] .since-who"), ["Astrid"]);
    let dialog = root.query_selector(".handoff").unwrap().unwrap();
    assert_eq!(
        dialog.get_attribute("aria-describedby").as_deref(),
        Some("handoff-since")
    );
    let click = "new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1})";
    let down =
        "new PointerEvent('pointerdown', {bubbles: true, pointerType: 'touch', isPrimary: true})";
    // The compatibility click of the tap that made the hand-off appear: no press of its own.
    dispatch("[data-testid=handoff]", click);
    dispatch("[data-testid=undo-handoff]", click);
    settle_for(10).await;
    assert_eq!(
        (reveals.get(), undos.get()),
        (0, 0),
        "a stale click is ignored"
    );
    // A held key repeating (its first press made the hand-off appear) is ignored too.
    let repeat = "new KeyboardEvent('keydown', {bubbles: true, key: 'Enter', repeat: true})";
    let key_click = "new MouseEvent('click', {bubbles: true, cancelable: true, detail: 0})";
    dispatch("[data-testid=handoff]", &format!("{repeat}, {key_click}"));
    settle_for(10).await;
    assert_eq!(reveals.get(), 0, "a repeating key is ignored");
    // A fresh press counts, once.
    dispatch("[data-testid=undo-handoff]", &format!("{down}, {click}"));
    settle_for(10).await;
    assert_eq!(undos.get(), 1);
    dispatch("[data-testid=handoff]", click);
    settle_for(10).await;
    assert_eq!(reveals.get(), 0, "a press is used up by its click");
    dispatch("[data-testid=handoff]", &format!("{down}, {click}"));
    settle_for(10).await;
    assert_eq!(reveals.get(), 1, "a fresh tap reveals");
    // A fresh key press (Enter or Space on the focused card) counts too.
    let key = "new KeyboardEvent('keydown', {bubbles: true, key: 'Enter'})";
    dispatch("[data-testid=handoff]", &format!("{key}, {key_click}"));
    settle_for(10).await;
    assert_eq!(reveals.get(), 2, "a fresh key press reveals");
    app.destroy();
}

mod grid {
    //! The play screen's board as a keyboard grid: its cells' accessible names and its keys.
    use std::cell::RefCell;
    use std::rc::Rc;

    use skald::voluspa::{parse_board, targets, Cell, Kind};
    use skald_app::voluspa::components::board::{stacks_of, BoardView, Tap, ViewHandle};
    use skald_app::voluspa::components::board_grid::{cursor, grid_box, GridCells};
    use skald_app::voluspa::components::board_keys::{use_board_keys, KeysInput, KeysOutput};
    use wasm_bindgen_test::*;
    use yew::prelude::*;

    use super::common::{mount_point, settle_for};

    #[derive(Properties, Clone)]
    struct Props {
        taps: Rc<RefCell<Vec<Cell>>>,
    }

    impl PartialEq for Props {
        fn eq(&self, other: &Self) -> bool {
            Rc::ptr_eq(&self.taps, &other.taps)
        }
    }

    /// A board from notation with Thor chosen, wired as the play screen wires it.
    #[component]
    fn KeysBoard(props: &Props) -> Html {
        let view = use_memo((), |_| ViewHandle::default());
        let board = parse_board(". Od Tr .\n. . Th .").unwrap();
        let tiles = stacks_of(&board);
        let legal = Rc::new(targets(&board, Kind::Thor));
        let blocked = Rc::new(board.blocked_cells());
        let cells = grid_box(&tiles, &legal);
        let taps = props.taps.clone();
        let keys = use_board_keys(
            KeysInput {
                cells,
                legal: legal.clone(),
                selected: Some(Kind::Thor),
                bump: None,
                raven_again: false,
                serial: 0,
            },
            KeysOutput {
                on_tap: Callback::from(move |t: Tap| taps.borrow_mut().push(t.cell)),
                on_hover: Callback::noop(),
                on_notice: Callback::noop(),
                on_cancel: Callback::noop(),
            },
            (*view).clone(),
        );
        html! {
            <div style="width: 400px; height: 400px">
                <BoardView tiles={tiles.clone()} view={(*view).clone()} label="Völuspá board" grid={keys.grid}>
                    <GridCells cells={cells.unwrap()} tiles={tiles} {legal} {blocked} last={Rc::new(vec![])} />
                    if let Some(c) = keys.cursor { { cursor(c) } }
                </BoardView>
            </div>
        }
    }

    fn label(root: &web_sys::Element, cell: &str) -> String {
        root.query_selector(&format!("[data-grid-cell=\"{cell}\"]"))
            .unwrap()
            .unwrap_or_else(|| panic!("no cell {cell}"))
            .get_attribute("aria-label")
            .unwrap()
    }

    /// A key pressed on the board.
    fn key(name: &str) {
        super::dispatch(
            "[data-testid=board]",
            &format!(
                "new KeyboardEvent('keydown', {{bubbles: true, cancelable: true, key: '{name}'}})"
            ),
        );
    }

    #[wasm_bindgen_test]
    async fn cells_are_named_by_position_content_and_what_the_chosen_tile_may_do() {
        let root = mount_point();
        let taps = Rc::new(RefCell::new(Vec::new()));
        let app = yew::Renderer::<KeysBoard>::with_root_and_props(
            root.clone(),
            Props { taps: taps.clone() },
        )
        .render();
        settle_for(30).await;
        let board = root.query_selector("[data-testid=board]").unwrap().unwrap();
        assert_eq!(board.get_attribute("role").as_deref(), Some("grid"));
        assert_eq!(board.get_attribute("tabindex").as_deref(), Some("0"));
        // Tiles at rows 0–1, columns 1–2, and a ring of free cells: 4 × 4 cells, numbered
        // from the top-left from 1.
        assert_eq!(root.query_selector_all("[role=row]").unwrap().length(), 4);
        assert_eq!(
            root.query_selector_all("[role=gridcell]").unwrap().length(),
            16
        );
        assert_eq!(label(&root, "0,2"), "Row 2, column 3: Troll, 6");
        assert_eq!(label(&root, "0,1"), "Row 2, column 2: Odin, 8");
        assert_eq!(
            label(&root, "0,0"),
            "Row 2, column 1: empty, you can place here"
        );
        assert_eq!(
            label(&root, "0,3"),
            "Row 2, column 4: empty, blocked by a Troll"
        );
        assert_eq!(label(&root, "-1,0"), "Row 1, column 1: empty");
        // The tiles and the overlay are hidden from assistive technology: the cells name them.
        assert!(root
            .query_selector(".tiles")
            .unwrap()
            .unwrap()
            .closest("[aria-hidden=true]")
            .unwrap()
            .is_some());

        // The first key shows the cursor on a cell Thor may take; arrows move it; Enter
        // taps the cell it is on.
        let active = |b: &web_sys::Element| {
            let id = b.get_attribute("aria-activedescendant").unwrap();
            gloo::utils::document().get_element_by_id(&id).unwrap()
        };
        key("ArrowDown");
        settle_for(20).await;
        let first = active(&board);
        assert!(first
            .get_attribute("aria-label")
            .unwrap()
            .ends_with("you can place here"));
        assert!(
            root.query_selector("[data-cursor]").unwrap().is_some(),
            "the cursor is drawn"
        );
        key("Home");
        settle_for(20).await;
        let at = active(&board).get_attribute("data-grid-cell").unwrap();
        let row = first.get_attribute("data-grid-cell").unwrap();
        assert_eq!(
            at.split(',').next(),
            row.split(',').next(),
            "Home stays in the row"
        );
        assert!(at.ends_with(",0"), "Home goes to the first column: {at}");
        key("Enter");
        settle_for(20).await;
        let (r, c) = at.split_once(',').unwrap();
        assert_eq!(
            *taps.borrow(),
            vec![Cell(r.parse().unwrap(), c.parse().unwrap())]
        );
        app.destroy();
    }
}
