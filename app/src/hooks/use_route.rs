use gloo::events::EventListener;
use yew::prelude::*;

use crate::route::Route;

/// The current [`Route`], re-rendering the component whenever the URL's hash changes.
/// Also keeps the document title in step and scrolls a new page to its top, or a game's
/// rules help to the section an address names (`#/odin/rules/take`: a coach note's rule
/// link, issue #45; the rules route takes any path after `rules/`), once it is drawn and
/// once per address, so that a later drawing of the page leaves the reader's scrolling
/// alone.
#[hook]
pub fn use_route() -> Route {
    let route = use_state(Route::current);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                route.set(Route::current());
                gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
            });
            move || drop(listener)
        });
    }
    use_effect_with((*route).clone(), |route| {
        let document = gloo::utils::document();
        document.set_title(&route.title());
        if let (true, Route::Game { rest, .. }) = (crate::bundle::READ, route) {
            let path = rest.split('?').next().unwrap_or_default();
            let id = path.strip_prefix("rules/").unwrap_or_default();
            if let Some(section) = document.get_element_by_id(id).filter(|_| !id.is_empty()) {
                section.scroll_into_view();
            }
        }
    });
    (*route).clone()
}
