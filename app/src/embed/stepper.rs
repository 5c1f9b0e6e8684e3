//! Stepping through a worked example: buttons, the arrow keys (← → Home End) and horizontal
//! swipes over the embed all move between the positions of a sequence of moves.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::shell;

/// A horizontal swipe of at least this many CSS px (and mostly sideways) steps.
const SWIPE_PX: f64 = 48.0;

/// Where a key press takes a sequence of `count` positions from `at`, if anywhere.
pub fn step_for_key(key: &str, at: usize, count: usize) -> Option<usize> {
    let last = count.checked_sub(1)?;
    let to = match key {
        "ArrowLeft" | "ArrowUp" | "PageUp" => at.checked_sub(1)?,
        "ArrowRight" | "ArrowDown" | "PageDown" => (at + 1).min(last),
        "Home" => 0,
        "End" => last,
        _ => return None,
    };
    (to != at).then_some(to)
}

/// Where a swipe of `dx`, `dy` (CSS px) takes the sequence: left is forward.
pub fn step_for_swipe(dx: f64, dy: f64, at: usize, count: usize) -> Option<usize> {
    if dx.abs() < SWIPE_PX || dx.abs() < 2.0 * dy.abs() {
        return None;
    }
    let to = if dx < 0.0 {
        (at + 1).min(count.checked_sub(1)?)
    } else {
        at.checked_sub(1)?
    };
    (to != at).then_some(to)
}

/// Whether a key press belongs to a field that reads keys itself (a text box such as the
/// replay's link, a slider, a list, editable text): there the arrows, Home and End move the
/// caret or the value, and stepping too would move twice or steal the caret.
fn in_field(e: &web_sys::KeyboardEvent) -> bool {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") || el.is_content_editable()
}

/// The arrow keys (on the whole window, outside fields) and horizontal swipes over
/// `swipe_on` that step a sequence: each asks `step` with where it would go from a position
/// (`at`, `count`); `step` moves there if that is somewhere. Listening ends when the
/// returned listeners are dropped.
pub fn listen_steps(
    swipe_on: Option<&web_sys::Element>,
    step: impl Fn(&dyn Fn(usize, usize) -> Option<usize>) + 'static,
) -> Vec<EventListener> {
    let step = std::rc::Rc::new(step);
    let window = gloo::utils::window();
    let mut listeners = Vec::new();
    {
        let step = step.clone();
        let active = EventListenerOptions::enable_prevent_default();
        listeners.push(EventListener::new_with_options(
            &window,
            "keydown",
            active,
            move |e| {
                let e = e.unchecked_ref::<web_sys::KeyboardEvent>();
                if e.alt_key() || e.ctrl_key() || e.meta_key() || in_field(e) {
                    return;
                }
                let key = e.key();
                step(&|at, count| {
                    let to = step_for_key(&key, at, count);
                    if to.is_some() {
                        e.prevent_default();
                    }
                    to
                });
            },
        ));
    }
    if let Some(el) = swipe_on {
        let start = std::rc::Rc::new(std::cell::Cell::new(None::<(f64, f64)>));
        {
            let start = start.clone();
            listeners.push(EventListener::new(el, "pointerdown", move |e| {
                let e = e.unchecked_ref::<web_sys::PointerEvent>();
                start.set(Some((e.client_x() as f64, e.client_y() as f64)));
            }));
        }
        listeners.push(EventListener::new(el, "pointerup", move |e| {
            let e = e.unchecked_ref::<web_sys::PointerEvent>();
            let Some((x, y)) = start.take() else {
                return;
            };
            let (dx, dy) = (e.client_x() as f64 - x, e.client_y() as f64 - y);
            step(&|at, count| step_for_swipe(dx, dy, at, count));
        }));
    }
    listeners
}

#[derive(Properties, PartialEq)]
pub struct StepperProps {
    /// Positions in the sequence (the start and one after each move).
    pub count: usize,
    pub at: usize,
    pub on_go: Callback<usize>,
    /// Listen for swipes on the element with this id (the board area).
    #[prop_or_default]
    pub swipe_on: Option<AttrValue>,
    /// The buttons' group name (default: "Steps of the example").
    #[prop_or_default]
    pub label: Option<AttrValue>,
}

/// The step buttons, with the keys and swipes that do the same.
#[component]
pub fn Stepper(props: &StepperProps) -> Html {
    let latest = use_mut_ref(|| (0usize, 0usize, Callback::<usize>::noop()));
    *latest.borrow_mut() = (props.at, props.count, props.on_go.clone());
    {
        let latest = latest.clone();
        let swipe_on = props.swipe_on.clone();
        use_effect_with((), move |_| {
            let swipe_on = swipe_on.and_then(|id| gloo::utils::document().get_element_by_id(&id));
            let listeners = listen_steps(swipe_on.as_ref(), move |to_of| {
                let (at, count, go) = latest.borrow().clone();
                if let Some(to) = to_of(at, count) {
                    go.emit(to);
                }
            });
            move || drop(listeners)
        });
    }
    stepper_nav(
        props.count,
        props.at,
        props.label.clone(),
        Some(&props.on_go),
    )
}

/// The step buttons of a sequence of `count` positions, at `at`: each names where it goes
/// in `data-go` (what a static embed's click listener reads: `super::static_dom`), and
/// tells `on_go` when given. `label`: the group's name (default "Steps of the example").
pub fn stepper_nav(
    count: usize,
    at: usize,
    label: Option<AttrValue>,
    on_go: Option<&Callback<usize>>,
) -> Html {
    let last = count.saturating_sub(1);
    let at = at.min(last);
    let button = |to: usize, step: &'static str, name: &'static str, text: &'static str| {
        let onclick = on_go.map(|on_go| {
            let on_go = on_go.clone();
            Callback::from(move |_: MouseEvent| on_go.emit(to))
        });
        html! {
            <button class="btn" {onclick} disabled={to == at} aria-label={name} data-step={step}
                data-go={to.to_string()}>{ text }</button>
        }
    };
    html! {
        <nav class="embed-stepper" aria-label={label.unwrap_or_else(|| shell::steps_label().into())}>
            { button(0, "first", shell::first_position(), "«") }
            { button(at.saturating_sub(1), "back", shell::previous_move(), "◀") }
            <span class="embed-step-count" data-testid="step" aria-live="polite">{ format!("{at} / {last}") }</span>
            { button((at + 1).min(last), "next", shell::next_move(), "▶") }
            { button(last, "last", shell::last_position(), "»") }
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_step_within_the_sequence() {
        assert_eq!(step_for_key("ArrowRight", 0, 3), Some(1));
        assert_eq!(step_for_key("ArrowRight", 2, 3), None);
        assert_eq!(step_for_key("ArrowLeft", 0, 3), None);
        assert_eq!(step_for_key("ArrowLeft", 2, 3), Some(1));
        assert_eq!(step_for_key("End", 0, 3), Some(2));
        assert_eq!(step_for_key("Home", 2, 3), Some(0));
        assert_eq!(step_for_key("x", 1, 3), None);
        assert_eq!(step_for_key("ArrowRight", 0, 0), None);
    }

    #[test]
    fn swipes_left_go_forward() {
        assert_eq!(step_for_swipe(-80.0, 10.0, 0, 3), Some(1));
        assert_eq!(step_for_swipe(80.0, 10.0, 1, 3), Some(0));
        assert_eq!(step_for_swipe(-30.0, 0.0, 0, 3), None);
        assert_eq!(step_for_swipe(-80.0, 60.0, 0, 3), None);
    }
}
