//! The Valda embed build's page, drawn without yew's renderer (`crate::embed::static_dom`):
//! what is shown ([`Shown`]: the example's step, and the positions the reader tried from
//! it), drawn by plain drawing functions into the embed's root; one click listener reads
//! what a button does from its `data-` attributes, and the stepper's keys and swipes
//! ([`crate::embed::stepper::listen_steps`]) step the example.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use skald::valda::Valda;
use skald::{Game, Viewer};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::spec::{self, move_words, Spec, PARAMS};
use super::table;
use crate::embed::frame::{self, embed_error, HeightObserver};
use crate::embed::query::ParamError;
use crate::embed::static_dom::patch;
use crate::embed::stepper::{listen_steps, stepper_nav};
use crate::games::GameId;
use crate::i18n::shell;
use crate::route::Route;
use crate::valda::words::{self as w, action_words};

/// The id of the element the example's swipes step (the table, when not trying actions).
const BOARD_ID: &str = "embed-valda-board";

/// What the reader sees: the example's step `at`, and in a `try` embed the positions the
/// reader reached from it (`tries`, latest last) with what the latest action did.
struct Shown {
    spec: Spec,
    at: usize,
    tries: Vec<Rc<Valda>>,
    said: Vec<String>,
    /// The coach's note under the position (`teach`, in the embeds' teaching build).
    teach: bool,
}

impl Shown {
    /// The position on show.
    fn game(&self) -> Rc<Valda> {
        self.tries
            .last()
            .cloned()
            .unwrap_or_else(|| self.spec.steps[self.at].game.clone())
    }

    /// Steps the example to `to` (the reader's tries are dropped); `false` if it stays.
    fn go(&mut self, to: usize) -> bool {
        if to >= self.spec.steps.len() || to == self.at {
            return false;
        }
        self.at = to;
        self.tries.clear();
        self.said.clear();
        true
    }

    /// Plays the `i`-th of the engine's legal actions in the position on show.
    fn try_action(&mut self, i: usize) -> bool {
        let game = self.game();
        let Some(action) = game.legal_actions().get(i).cloned() else {
            return false;
        };
        let mut next = (*game).clone();
        if next.apply(&action).is_err() {
            return false;
        }
        self.said = move_words(&game, &next, &self.spec.names);
        self.tries.push(Rc::new(next));
        true
    }

    /// Takes back the latest tried action.
    fn back(&mut self) -> bool {
        self.said.clear();
        self.tries.pop().is_some()
    }

    /// Back to the step's own position.
    fn reset(&mut self) -> bool {
        self.said.clear();
        !std::mem::take(&mut self.tries).is_empty()
    }
}

/// A position the reader plays on: every legal action of the player to decide, in words
/// (a list of buttons, each naming its action's number in `data-try`), and what the latest
/// one did.
fn tried(shown: &Shown) -> Html {
    let game = shown.game();
    let names = &shown.spec.names;
    let count = shown.tries.len();
    let seen = game.to_move().map(|p| game.view(Viewer::Player(p)));
    html! {
        <div class="embed-valda-try" data-tries={count.to_string()}>
            { table(&game, names, &shown.spec.hands) }
            <ul class="embed-lines" data-testid="try-outcome" aria-live="polite">
                { for shown.said.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ul>
            if let Some(seen) = seen {
                <ul class="embed-valda-actions" aria-label={w::embed_actions()} data-testid="try-actions">
                    { for game.legal_actions().iter().enumerate().map(|(i, a)| html! {
                        <li><button class="btn" data-try={i.to_string()}>{ action_words(a, &seen, game.card_set(), names) }</button></li>
                    }) }
                </ul>
            } else {
                <p class="embed-status">{ w::the_game_is_over() }</p>
            }
            <p class="embed-try-bar">
                <button class="btn" disabled={count == 0} data-testid="try-back" data-do="back">{ shell::previous_move() }</button>
                <button class="btn" disabled={count == 0} data-testid="try-reset" data-do="reset">{ shell::try_reset() }</button>
            </p>
        </div>
    }
}

/// The embed's content: the position (or the one tried), the stepper, the step's words.
fn shown_view(shown: &Shown) -> Html {
    let spec = &shown.spec;
    let count = spec.steps.len();
    let step = &spec.steps[shown.at];
    html! {
        <>
            if spec.try_it {
                { tried(shown) }
            } else {
                <div id={BOARD_ID}>{ table(&step.game, &spec.names, &spec.hands) }</div>
            }
            if count > 1 {
                { stepper_nav(count, shown.at, None, None) }
            }
            <div class="embed-text" data-position={shown.at.to_string()}>
                if !step.words.is_empty() {
                    <ul class="embed-lines" data-testid="note">
                        { for step.words.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                    </ul>
                }
                if let Some(c) = &step.caption {
                    <p class="embed-caption" data-testid="caption">{ c.clone() }</p>
                }
            </div>
            if shown.teach {
                { taught(shown) }
            }
        </>
    }
}

/// The coach's note for the player deciding in the position on show, from their view
/// (`crate::embed::taught`).
#[cfg(feature = "coach")]
fn taught(shown: &Shown) -> Html {
    let game = shown.game();
    let note = game.to_move().and_then(|p| {
        let view = game.view(Viewer::Player(p));
        crate::valda::coach::note(&view, game.card_set(), &shown.spec.names)
    });
    crate::embed::taught::note_view(note.as_ref(), crate::valda::coach::section_title)
}

/// No note in a build without the coach (`teach` is only ever on in the teaching build).
#[cfg(not(feature = "coach"))]
fn taught(_: &Shown) -> Html {
    Html::default()
}

/// The whole embed: what is shown, or what is wrong with the parameters; and the credit.
fn view(shown: Result<&Shown, &ParamError>) -> Html {
    html! {
        <>
            { match shown {
                Ok(shown) => shown_view(shown),
                Err(e) => embed_error(e),
            } }
            <p class="embed-credit"><a href="./#/valda/rules" target="_blank" rel="noopener">{ w::embed_credit() }</a></p>
        </>
    }
}

/// Draws `shown` into `root` again.
fn redraw(root: &Element, shown: &Shown) {
    patch(root, &view(Ok(shown)));
}

/// What a click on `target` asks of `shown`, done; whether anything changed.
fn on_click(shown: &mut Shown, target: &Element) -> bool {
    let Ok(Some(button)) = target.closest("button:not([disabled])") else {
        return false;
    };
    let number = |name: &str| button.get_attribute(name)?.parse::<usize>().ok();
    if let Some(to) = number("data-go") {
        shown.go(to)
    } else if let Some(i) = number("data-try") {
        shown.try_action(i)
    } else {
        match button.get_attribute("data-do").as_deref() {
            Some("back") => shown.back(),
            Some("reset") => shown.reset(),
            _ => false,
        }
    }
}

/// The running embed: its root and everything that listens (dropped by [`stop`]).
struct Running {
    root: Element,
    _listeners: Vec<EventListener>,
    height: Option<HeightObserver>,
}

thread_local! {
    /// The embed on show ([`run`]).
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
    /// The listener that draws the embed again when the address changes ([`start`]).
    static ROUTE: RefCell<Option<EventListener>> = const { RefCell::new(None) };
}

/// Removes the embed from the page and stops listening (the page's loader calls it,
/// `window.skaldStop`, before it starts another build).
fn stop() {
    if let Some(running) = RUNNING.with(|r| r.borrow_mut().take()) {
        if let Some((observer, _)) = &running.height {
            observer.disconnect();
        }
        running.root.remove();
    }
}

/// The embed's root, added to the page's body: what yew's builds draw as `EmbedFrame`.
fn frame_root() -> Option<Element> {
    let document = gloo::utils::document();
    let root = document.create_element("div").ok()?;
    for (k, v) in [
        ("class", "embed"),
        ("data-embed", "valda"),
        ("role", "region"),
        ("aria-label", w::embed_frame_label()),
    ] {
        let _ = root.set_attribute(k, v);
    }
    document.body()?.append_child(&root).ok()?;
    Some(root)
}

/// What changes `shown` in `root`: the one click listener (steps, tried actions, back and
/// reset) and the stepper's keys and swipes over the board.
fn listen(root: &Element, shown: Rc<RefCell<Shown>>) -> Vec<EventListener> {
    let mut listeners = Vec::new();
    {
        let (shown, drawn) = (shown.clone(), root.clone());
        listeners.push(EventListener::new(root, "click", move |e| {
            let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let changed = on_click(&mut shown.borrow_mut(), &target);
            if changed {
                redraw(&drawn, &shown.borrow());
            }
        }));
    }
    let board = gloo::utils::document().get_element_by_id(BOARD_ID);
    let root = root.clone();
    listeners.extend(listen_steps(board.as_ref(), move |to_of| {
        let mut shown = shown.borrow_mut();
        let to = to_of(shown.at, shown.spec.steps.len());
        if to.is_some_and(|to| shown.go(to)) {
            redraw(&root, &shown);
        }
    }));
    listeners
}

/// Asks the page's loader for the build that holds `hash`; if it cannot, says so in the
/// page (a test page has no loader).
fn hand_over(hash: &str) {
    if !crate::bundle::load(hash) {
        if let Some(root) = frame_root() {
            patch(&root, &crate::bundle::loading(Some(GameId::Valda), true));
        }
    }
}

/// Draws the embed of the address shown, or hands an address this build does not draw to
/// the build that does (through the page's loader: `crate::bundle`).
fn run() {
    stop();
    let route = Route::current();
    gloo::utils::document().set_title(&route.title());
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let query = match route {
        Route::Embed {
            game: GameId::Valda,
            query,
        } if !crate::embed::in_game_build(GameId::Valda, &query)
            && !crate::embed::query::taught_elsewhere(&query) =>
        {
            query
        }
        _ => return hand_over(&hash),
    };
    let (id, scheme, read) = frame::open(&query, &PARAMS, spec::read);
    if read.as_ref().is_err_and(spec::for_card_list_build) {
        return hand_over(&spec::custom_cards_address(&hash));
    }
    let Some(root) = frame_root() else {
        return;
    };
    let mut listeners = vec![frame::on_scheme_message()];
    match read {
        Err(e) => patch(&root, &view(Err(&e))),
        Ok(spec) => {
            let shown = Shown {
                at: spec.at,
                spec,
                tries: Vec::new(),
                said: Vec::new(),
                teach: cfg!(feature = "coach") && crate::embed::query::asks_teach(&query),
            };
            redraw(&root, &shown);
            listeners.extend(listen(&root, Rc::new(RefCell::new(shown))));
        }
    }
    frame::apply_scheme(scheme);
    let height = frame::observe_height(&root, id);
    crate::perf::mark("skald:interactive");
    crate::perf::mark("skald:embed-ready");
    RUNNING.with(|r| {
        *r.borrow_mut() = Some(Running {
            root,
            _listeners: listeners,
            height,
        })
    });
}

/// Starts the Valda embed build: its words installed, the embed drawn (and again on every
/// change of address), and the page's loader able to stop it (`window.skaldStop`) and start
/// it again (`window.skaldStart`), as `crate::mount` does for the builds drawn by yew.
pub fn start() {
    crate::focus::watch_input();
    let again = Closure::<dyn Fn()>::new(begin);
    let _ = js_sys::Reflect::set(
        &gloo::utils::window(),
        &JsValue::from_str("skaldStart"),
        again.as_ref(),
    );
    again.forget();
    begin();
}

/// Installs the words of the language in use, then draws the embed, follows the address,
/// and lets the loader stop it all.
fn begin() {
    crate::i18n::start(|| {
        if let Some(boot) = gloo::utils::document().get_element_by_id("boot") {
            boot.remove();
        }
        run();
        let route = EventListener::new(&gloo::utils::window(), "hashchange", |_| run());
        ROUTE.with(|r| *r.borrow_mut() = Some(route));
        let stop_all = Closure::once_into_js(|| {
            ROUTE.with(|r| r.borrow_mut().take());
            stop();
        });
        let _ = js_sys::Reflect::set(
            &gloo::utils::window(),
            &JsValue::from_str("skaldStop"),
            &stop_all,
        );
    });
}

#[cfg(test)]
mod tests {
    // What the reader sees and how the page's buttons change it (the clicks themselves are
    // the e2e tests'); every view is drawn without a component, which the static drawing
    // could not run.

    use super::*;
    use crate::embed::query::{encode, Params};
    use crate::embed::static_dom::has_component;

    /// §9 of the rulebook: in Astrid's attack phase, Bjørn attacks with an Ambush.
    const SECTION_9: &str = r#"{"players":2,"phase":"attack","seats":[{"followers":5,"hand":["base.shield_wall"]},{"hand":["base.ambush","thor.hammertime"]}]}"#;

    fn shown(query: &[(&str, &str)]) -> Shown {
        let q: Vec<String> = query
            .iter()
            .map(|(k, v)| format!("{k}={}", encode(v)))
            .collect();
        let spec = spec::read(&Params::parse(&q.join("&"), &PARAMS).unwrap()).unwrap();
        Shown {
            spec,
            at: 0,
            tries: Vec::new(),
            said: Vec::new(),
            teach: false,
        }
    }

    #[test]
    fn stepping_the_example_shows_each_step_and_drops_the_tries() {
        let mut s = shown(&[
            ("position", SECTION_9),
            (
                "moves",
                r#"[{"attack":"base.ambush"},{"weapon":{"card":"thor.hammertime","option":1}},{"defend":"base.shield_wall"}]"#,
            ),
            ("hands", ""),
        ]);
        assert_eq!(s.spec.steps.len(), 4);
        for at in 0..4 {
            assert_eq!(s.go(at), at != 0, "going to {at}");
            assert!(Rc::ptr_eq(&s.game(), &s.spec.steps[at].game));
            assert!(!has_component(&view(Ok(&s))), "step {at}");
        }
        assert!(!s.go(4), "no step after the last");
        assert!(!s.go(3), "already there");
        assert!(s.try_action(0));
        assert!(s.go(0));
        assert!(s.tries.is_empty() && s.said.is_empty());
    }

    #[test]
    fn trying_plays_the_engines_actions_and_takes_them_back() {
        let mut s = shown(&[("position", SECTION_9), ("try", "")]);
        assert!(s.spec.try_it);
        let start = s.game();
        let legal = start.legal_actions();
        assert!(!has_component(&view(Ok(&s))));
        // The i-th button plays the engine's i-th legal action, and says what it did.
        let mut expected = (*start).clone();
        expected.apply(&legal[0]).unwrap();
        assert!(s.try_action(0));
        assert_eq!(s.game().table().log, expected.table().log);
        assert!(!s.said.is_empty());
        assert!(!has_component(&view(Ok(&s))));
        assert!(!s.try_action(usize::MAX), "no such action");
        assert!(s.try_action(0));
        assert_eq!(s.tries.len(), 2);
        assert!(s.back());
        assert_eq!(s.tries.len(), 1);
        assert!(s.said.is_empty());
        assert!(s.reset());
        assert!(Rc::ptr_eq(&s.game(), &start));
        assert!(!s.reset() && !s.back(), "nothing left to take back");
    }

    #[test]
    #[cfg(feature = "coach")]
    fn teach_adds_the_deciders_note_drawn_without_components() {
        let mut s = shown(&[("position", SECTION_9), ("try", "")]);
        assert!(!format!("{:?}", view(Ok(&s))).contains("coach"));
        s.teach = true;
        // §9: Bjørn (seat 1) decides his attack slot; the note is his, from his view.
        let g = s.game();
        let me = g.to_move().unwrap();
        let note =
            crate::valda::coach::note(&g.view(Viewer::Player(me)), g.card_set(), &s.spec.names)
                .expect("a note");
        let drawn = format!("{:?}", view(Ok(&s)));
        assert!(drawn.contains(&note.moment), "{drawn}");
        assert!(!has_component(&view(Ok(&s))));
        // After a tried action, the next decider's note.
        assert!(s.try_action(0));
        let g = s.game();
        let me = g.to_move().unwrap();
        let next =
            crate::valda::coach::note(&g.view(Viewer::Player(me)), g.card_set(), &s.spec.names)
                .expect("a note");
        assert!(format!("{:?}", view(Ok(&s))).contains(&next.moment));
    }

    #[test]
    fn an_error_is_drawn_without_components_too() {
        let e = ParamError::new("position", "<b>hostile</b>");
        assert!(!has_component(&view(Err(&e))));
    }
}
