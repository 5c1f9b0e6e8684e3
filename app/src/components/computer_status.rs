//! The computer's line on a play screen: who is thinking (with a small animated mark) — a
//! computer, or a player on their own phone —, or
//! what the last computer just did, or why the computer cannot move (with a retry). It is a
//! polite live region, so screen readers hear each computer move.

use yew::prelude::*;

use crate::i18n::shell;

/// What [`computer_status`] shows.
#[derive(Default)]
pub struct ComputerStatusProps {
    /// The name of the computer thinking now.
    pub thinking: Option<AttrValue>,
    /// The name of the player deciding on their own phone now (issue #44).
    pub phone: Option<AttrValue>,
    /// What the last computer did ("Bjørn placed a Troll for 3 points").
    pub said: Option<AttrValue>,
    /// Why the computer cannot move (its worker failed).
    pub error: Option<String>,
    /// Asks the worker again.
    pub retry: Callback<()>,
}

/// The computer's line (see the module's notes). Plain functions here, not components:
/// they hold no state (a component costs each build about 1 KB of yew's machinery).
pub fn computer_status(props: ComputerStatusProps) -> Html {
    if props.thinking.is_none()
        && props.phone.is_none()
        && props.said.is_none()
        && props.error.is_none()
    {
        return html! {};
    }
    let retry = {
        let cb = props.retry;
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="computer-status" data-testid="computer-status"
            data-thinking={props.thinking.is_some().to_string()}>
            <p role="status" aria-live="polite">
                if let Some(name) = &props.thinking {
                    <span class="thinking-mark" aria-hidden="true"><i></i><i></i><i></i></span>
                    { shell::computer_thinking(name.as_str()) }
                } else if let Some(name) = &props.phone {
                    <span class="thinking-mark" aria-hidden="true"><i></i><i></i><i></i></span>
                    <span data-testid="phone-deciding">{ phone_deciding(name.as_str()) }</span>
                } else if let Some(said) = &props.said {
                    { said.clone() }
                }
            </p>
            if let Some(why) = &props.error {
                <p class="computer-error" role="alert">
                    { shell::computer_cannot_move(why) }
                    <button class="btn" onclick={retry} data-testid="computer-retry">{ shell::try_again() }</button>
                </p>
            }
        </div>
    }
}

/// A small screen icon beside the name of a seat the computer plays ("Computer, Normal" for
/// screen readers and on hover); nothing for a person (`level` `None`).
pub fn computer_badge(level: Option<crate::computer::Level>) -> Html {
    let Some(level) = level else {
        return html! {};
    };
    let label = shell::computer_badge(crate::computer::level_label(level));
    html! {
        <span class="computer-badge" role="img" aria-label={label.clone()} title={label} data-level={level.name()}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <rect x="1.5" y="2.5" width="13" height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6" />
                <path d="M5 14h6M8 11.5V14" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
            </svg>
        </span>
    }
}

/// "Astrid decides on their phone." — or, on a seat's own phone, where every other seat
/// decides elsewhere, "Waiting for Astrid."
fn phone_deciding(name: &str) -> String {
    #[cfg(feature = "seat")]
    if crate::table::remote::active() {
        return crate::link::words::seat_waiting_for(name).to_string();
    }
    shell::phone_deciding(name).to_string()
}
