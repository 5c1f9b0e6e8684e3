//! The dice of the latest roll, with their faces: gold and diamonds on the yellow dice, divine
//! blood on the blue, followers on Loki's white. A new roll tumbles briefly (not under
//! `prefers-reduced-motion`, see `valda.css`).

use skald::valda::dice::Face;
use yew::prelude::*;

use crate::valda::words::face_words;

/// What [`dice`] shows.
pub struct DiceProps {
    pub faces: Vec<Face>,
    /// Who rolled, in words.
    pub who: AttrValue,
    /// Changes with every roll, so that a new roll is a new element and animates.
    pub serial: usize,
}

/// One resource icon (also used by the controls).
pub fn resource_icon(kind: &str) -> Html {
    let shape = match kind {
        "gold" => html! { <circle cx="12" cy="12" r="9" /> },
        "diamond" => html! { <path d="M12 2 L21 12 L12 22 L3 12 Z" /> },
        "blood" => html! { <path d="M12 2 C12 2 4 12 4 16 A8 8 0 0 0 20 16 C20 12 12 2 12 2 Z" /> },
        _ => html! { <path d="M12 3 L14 9 H20 L15 13 L17 20 L12 16 L7 20 L9 13 L4 9 H10 Z" /> },
    };
    html! { <svg class={classes!("vicon", kind.to_string())} viewBox="0 0 24 24" aria-hidden="true" focusable="false">{ shape }</svg> }
}

/// The dice.
pub fn dice(props: DiceProps) -> Html {
    html! {
        <div class="vdice" role="group" aria-label={crate::valda::words::dice_rolled(props.who.as_str())} data-testid="dice" key={props.serial.to_string()}>
            { for props.faces.iter().enumerate().map(|(i, &f)| {
                let (kind, n) = match f {
                    Face::Gold(n) => ("gold", n.to_string()),
                    Face::Diamond(n) => ("diamond", n.to_string()),
                    Face::Blood(n) => ("blood", n.to_string()),
                    Face::Followers(n) => ("followers", format!("{n:+}")),
                };
                html! {
                    <span class={classes!("vdie", kind)} style={format!("--d: {i}")} aria-label={face_words(f)} role="img">
                        { resource_icon(kind) }<span class="vdie-n">{ n }</span>
                    </span>
                }
            }) }
        </div>
    }
}
