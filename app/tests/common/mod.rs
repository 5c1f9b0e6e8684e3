//! Helpers shared by the wasm tests (`app/tests/web*.rs`): a mount point in the document,
//! waiting for Yew to render, reading the rendered DOM, and holding the page's language. Each test file uses a part of them.
#![allow(dead_code)]

use std::time::Duration;

use skald_app::i18n::{set, Lang};
use web_sys::Element;

/// A fresh element attached to the document's body, to mount a component into.
pub fn mount_point() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

/// Lets Yew's scheduler render.
pub async fn settle() {
    settle_for(10).await;
}

/// Waits `ms` milliseconds (for renders that take more than one pass).
pub async fn settle_for(ms: u64) {
    yew::platform::time::sleep(Duration::from_millis(ms)).await;
}

/// Polls `done` every 10 ms for up to 5 s (hash changes and renders are asynchronous).
pub async fn wait_until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..500 {
        if done() {
            return;
        }
        yew::platform::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting for {what}");
}

/// The text of every element matching `selector`.
pub fn texts(root: &Element, selector: &str) -> Vec<String> {
    let nodes = root.query_selector_all(selector).unwrap();
    (0..nodes.length())
        .map(|i| nodes.item(i).unwrap().text_content().unwrap_or_default())
        .collect()
}

/// Attribute `name` of every element matching `selector` (empty when absent).
pub fn attrs(root: &Element, selector: &str, name: &str) -> Vec<String> {
    let nodes = root.query_selector_all(selector).unwrap();
    (0..nodes.length())
        .map(|i| {
            let el: Element = wasm_bindgen::JsCast::unchecked_into(nodes.item(i).unwrap());
            el.get_attribute(name).unwrap_or_default()
        })
        .collect()
}

/// Held by a test that renders words: English now, and English again when it is dropped,
/// even when the test fails, so a test that switches to German and panics does not leave
/// the tests after it (wasm-bindgen-test runs them one at a time) in German.
pub struct LangGuard;

/// English until the guard is dropped (a test may switch language meanwhile).
pub fn lang_guard() -> LangGuard {
    set(Lang::En);
    LangGuard
}

impl Drop for LangGuard {
    fn drop(&mut self) {
        set(Lang::En);
    }
}

/// What [`Drawn`] draws: a plain drawing function of the app (one that is not a component).
#[derive(yew::Properties)]
pub struct DrawnProps {
    pub draw: std::rc::Rc<dyn Fn() -> yew::Html>,
}

impl PartialEq for DrawnProps {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.draw, &other.draw)
    }
}

/// A component that draws what `draw` returns, so a plain drawing function can be mounted.
#[yew::component]
pub fn Drawn(props: &DrawnProps) -> yew::Html {
    (props.draw)()
}

/// Mounts what `draw` returns into `root`.
pub fn render(root: &Element, draw: impl Fn() -> yew::Html + 'static) -> yew::AppHandle<Drawn> {
    yew::Renderer::<Drawn>::with_root_and_props(
        root.clone(),
        DrawnProps {
            draw: std::rc::Rc::new(draw),
        },
    )
    .render()
}
