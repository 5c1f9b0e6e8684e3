//! App components mounted into a real DOM in headless Chromium (wasm-bindgen-test):
//! `cargo test --target wasm32-unknown-unknown -p skald-app --test web`
//! (scripts/test.sh runs every `app/tests/web*.rs`; each game may add its own file).
#![cfg(target_arch = "wasm32")]

use skald_app::games::GameId;
use skald_app::pages::{home, not_built};
use skald_app::App;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::{mount_point, render, settle, texts, wait_until};

#[wasm_bindgen_test]
async fn home_lists_the_three_games_with_links() {
    let root = mount_point();
    let app = render(&root, home);
    settle().await;

    assert_eq!(texts(&root, ".game-name"), ["Völuspá", "Odin", "Valda"]);
    let links = root.query_selector_all("a.game-link").unwrap();
    let hrefs: Vec<String> = (0..links.length())
        .map(|i| {
            let link: Element = wasm_bindgen::JsCast::unchecked_into(links.item(i).unwrap());
            link.get_attribute("href").unwrap()
        })
        .collect();
    assert_eq!(hrefs, ["#/voluspa", "#/odin", "#/valda"]);
    for tagline in texts(&root, ".game-tagline") {
        assert!(tagline.len() > 20, "each game has a line: {tagline:?}");
    }
    app.destroy();
    root.remove();
}

#[wasm_bindgen_test]
async fn unbuilt_game_says_so() {
    let root = mount_point();
    let app = render(&root, || not_built(GameId::Valda));
    settle().await;

    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("Valda is not built yet."), "{text}");
    assert!(root.query_selector("a[href='#/']").unwrap().is_some());
    app.destroy();
    root.remove();
}

#[wasm_bindgen_test]
async fn app_follows_the_hash_route() {
    let location = gloo::utils::window().location();
    location.set_hash("#/").unwrap();
    let root = mount_point();
    let app = yew::Renderer::<App>::with_root(root.clone()).render();
    settle().await;
    assert_eq!(texts(&root, ".game-name").len(), 3, "home first");
    assert!(root.text_content().unwrap().contains("Engine "));

    location.set_hash("#/odin").unwrap();
    wait_until("the Odin page and its title", || {
        texts(&root, "#game-title") == ["Odin"] && gloo::utils::document().title() == "Odin — Skald"
    })
    .await;
    assert_eq!(texts(&root, "#game-title"), ["Odin"]);
    assert_eq!(gloo::utils::document().title(), "Odin — Skald");

    location.set_hash("#/nowhere").unwrap();
    wait_until("the not-found page", || {
        !texts(&root, ".not-found").is_empty()
    })
    .await;
    assert_eq!(texts(&root, "h1"), ["Page not found"]);

    location.set_hash("").unwrap();
    app.destroy();
    root.remove();
}

/// A save as the table writes it, with `status` (JSON) appended when given.
fn save(game: &str, status: &str) -> String {
    format!(
        r#"{{"format":"skald-save","version":1,"game":"{game}","meta":{{"seats":[{{"name":"Astrid","color":0}},{{"name":"Bjørn","color":1}}]}},"replay":{{"config":{{}},"seed":1,"actions":[1,2,3]}}{status}}}"#
    )
}

#[wasm_bindgen_test]
fn the_home_page_reads_an_unfinished_save_without_replaying_it() {
    use skald_app::pages::unfinished::{read, Unfinished};
    let u = read(
        GameId::Odin,
        "skald.odin.game.kept.5",
        &save("odin", r#","status":{"over":false,"to_move":1}"#),
    );
    assert_eq!(
        u,
        Some(Unfinished {
            game: GameId::Odin,
            names: vec!["Astrid".into(), "Bjørn".into()],
            to_move: Some("Bjørn".into()),
            moves: 3,
            key: "skald.odin.game.kept.5".into(),
        })
    );
    assert!(
        u.unwrap().kept(),
        "a key beside the slot is a game put aside"
    );
    // A save from before the status was written is listed, without who is to move.
    assert_eq!(
        read(GameId::Odin, "skald.odin.game", &save("odin", ""))
            .unwrap()
            .to_move,
        None
    );
}

#[wasm_bindgen_test]
fn the_home_page_leaves_out_ended_foreign_and_damaged_saves() {
    use skald_app::pages::unfinished::read;
    let over = save("odin", r#","status":{"over":true,"to_move":null}"#);
    assert_eq!(read(GameId::Odin, "skald.odin.game", &over), None);
    assert_eq!(
        read(GameId::Valda, "skald.odin.game", &save("odin", "")),
        None
    );
    assert_eq!(read(GameId::Odin, "skald.odin.game", "not json"), None);
    assert_eq!(read(GameId::Odin, "skald.odin.game", "null"), None);
    assert_eq!(
        read(
            GameId::Odin,
            "skald.odin.game",
            r#"{"format":"skald-save","game":"odin"}"#
        ),
        None
    );
    assert_eq!(
        read(
            GameId::Odin,
            "skald.odin.game",
            r#"{"format":"skald-save","game":"odin","meta":{"seats":7}}"#
        ),
        None
    );
    // A seat index out of range, or not a number, names nobody.
    for to_move in ["9", "-1", "\"x\"", "1e300"] {
        let odd = save(
            "odin",
            &format!(r#","status":{{"over":false,"to_move":{to_move}}}"#),
        );
        assert_eq!(
            read(GameId::Odin, "skald.odin.game", &odd).unwrap().to_move,
            None,
            "{to_move}"
        );
    }
}

/// The embeds drawn without yew (`embed::static_dom`): a redraw keeps the elements whose
/// shape held (the focused button keeps its focus, a live region is updated in place), sets
/// attributes exactly, draws SVG in its namespace and text as text.
#[wasm_bindgen_test]
fn a_static_redraw_patches_in_place() {
    use skald_app::embed::static_dom::patch;
    use wasm_bindgen::JsCast;
    use yew::html;

    let root = mount_point();
    let view = |at: usize, label: &str| {
        html! {
            <>
                <button class="btn" data-go={(at + 1).to_string()} disabled={at == 2}>{ "▶" }</button>
                <span aria-live="polite">{ format!("{at} / 2") }</span>
                if at == 0 {
                    <p class="first">{ label.to_string() }</p>
                } else {
                    <svg viewBox="0 0 2 2"><path d="M0 0 L2 2" /></svg>
                }
            </>
        }
    };
    patch(&root, &view(0, "<b>not markup</b>"));
    let button: web_sys::HtmlElement = root
        .query_selector("button")
        .unwrap()
        .unwrap()
        .unchecked_into();
    let live = root.query_selector("[aria-live]").unwrap().unwrap();
    assert_eq!(
        root.query_selector("b").unwrap(),
        None,
        "text is never parsed as markup"
    );
    assert_eq!(
        root.query_selector("p")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap(),
        "<b>not markup</b>"
    );
    button.focus().unwrap();

    patch(&root, &view(1, ""));
    let document = gloo::utils::document();
    let focused = document.active_element().unwrap();
    assert!(
        focused.is_same_node(Some(&button)),
        "the same button, still focused"
    );
    assert_eq!(button.get_attribute("data-go").as_deref(), Some("2"));
    assert_eq!(button.get_attribute("disabled"), None);
    let live_now = root.query_selector("[aria-live]").unwrap().unwrap();
    assert!(
        live_now.is_same_node(Some(&live)),
        "the live region is updated, not replaced"
    );
    assert_eq!(live.text_content().unwrap(), "1 / 2");
    assert_eq!(
        root.query_selector("p").unwrap(),
        None,
        "what changed shape is replaced"
    );
    let path = root.query_selector("svg path").unwrap().unwrap();
    assert_eq!(
        path.namespace_uri().as_deref(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(root.child_element_count(), 3);

    patch(&root, &view(2, ""));
    assert!(button.has_attribute("disabled"));
    root.remove();
}

/// A save of `game` that says whether it ended.
fn status_save(over: bool) -> String {
    save(
        "odin",
        &format!(r#","status":{{"over":{over},"to_move":0}}"#),
    )
}

#[wasm_bindgen_test]
fn games_put_aside_are_kept_listed_and_brought_back() {
    use skald_app::shelf;
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    let slot = "skald.test.shelf";
    let first = status_save(false);
    assert!(shelf::is_unfinished(&first));
    assert!(!shelf::is_unfinished(&status_save(true)));
    assert!(!shelf::is_unfinished("{not json"));
    // Nothing to keep: an empty slot, or a game that ended.
    assert_eq!(shelf::put_aside(slot), Ok(None));
    storage.set_item(slot, &status_save(true)).unwrap();
    assert_eq!(shelf::put_aside(slot), Ok(None));
    assert!(
        storage.get_item(slot).unwrap().is_some(),
        "an ended game stays"
    );
    // An unfinished game moves beside the slot, as it was.
    storage.set_item(slot, &first).unwrap();
    let kept = shelf::put_aside(slot).unwrap().unwrap();
    assert!(kept.starts_with("skald.test.shelf.kept."), "{kept}");
    assert_eq!(storage.get_item(slot).unwrap(), None);
    assert_eq!(
        storage.get_item(&kept).unwrap().as_deref(),
        Some(first.as_str())
    );
    // A second game started, then the first brought back: the second is put aside in turn.
    let second = first.replace("Astrid", "Sigrún");
    storage.set_item(slot, &second).unwrap();
    shelf::bring_back(slot, &kept).unwrap();
    assert_eq!(
        storage.get_item(slot).unwrap().as_deref(),
        Some(first.as_str())
    );
    let keys = shelf::keys(slot, shelf::KEPT);
    assert_eq!(keys.len(), 1, "{keys:?}");
    assert_eq!(
        storage.get_item(&keys[0]).unwrap().as_deref(),
        Some(second.as_str())
    );
    assert!(
        shelf::bring_back(slot, "skald.test.shelf.kept.1").is_err(),
        "gone"
    );
    shelf::discard(&keys[0]);
    shelf::discard(slot);
    assert!(shelf::keys(slot, shelf::KEPT).is_empty());
}

#[wasm_bindgen_test]
fn a_refused_copy_leaves_the_game_where_it_was() {
    use skald_app::shelf;
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    let slot = "skald.test.full";
    let game = status_save(false);
    storage.set_item(slot, &game).unwrap();
    // Fill the storage until it refuses even one more character (its quota).
    let mut fillers = Vec::new();
    let mut size = 1usize << 20;
    while size > 0 && fillers.len() < 10_000 {
        let key = format!("skald.test.filler.{}", fillers.len());
        if storage.set_item(&key, &"x".repeat(size)).is_ok() {
            fillers.push(key);
        } else {
            size /= 2;
        }
    }
    let refused = shelf::put_aside(slot);
    for key in &fillers {
        storage.remove_item(key).unwrap();
    }
    let message = refused.unwrap_err();
    assert!(message.contains("no room left"), "{message}");
    assert_eq!(
        storage.get_item(slot).unwrap().as_deref(),
        Some(game.as_str())
    );
    assert!(shelf::keys(slot, shelf::KEPT).is_empty());
    shelf::discard(slot);
}
