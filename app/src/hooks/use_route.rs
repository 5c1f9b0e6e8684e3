use gloo::events::EventListener;
use yew::prelude::*;

use crate::route::Route;

/// The current [`Route`], re-rendering the component whenever the URL's hash changes.
/// Also keeps the document title in step and scrolls a new page to its top.
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
        gloo::utils::document().set_title(&route.title());
    });
    (*route).clone()
}
