//! [`decider`]: whoever must decide now, named in their colour at the head of the line that
//! says what to do — in every game, whether it is their turn or not (a Valda defender, an
//! Odin player taking a card), so that the person holding the device knows it is them.

use yew::prelude::*;

/// The decider's name in their colour (`colour`: a CSS colour), for the start of the prompt.
pub fn decider(name: impl Into<AttrValue>, colour: &str) -> Html {
    html! {
        <span class="prompt-who" data-testid="decider" style={format!("--player: {colour}")}>{ name.into() }</span>
    }
}
