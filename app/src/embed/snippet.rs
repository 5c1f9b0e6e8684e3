//! "Embed this position": the snippet a rules author pastes into a page — the `embed.js`
//! script of this very build and a `<skald-embed>` element holding the position — and the
//! button and panel that show and copy it.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::shell;

/// The button's words unless a page says otherwise: "Embed this position".
fn default_label() -> AttrValue {
    AttrValue::Static(shell::embed_this_position())
}

/// Escapes text for an HTML attribute value in double quotes.
pub fn escape_attr(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// The snippet for `game` with `attrs` (name, value; an empty value is a bare attribute),
/// loading `embed.js` from `base` (the folder of this build, ending in `/`).
pub fn snippet(base: &str, game: &str, attrs: &[(&str, String)]) -> String {
    let mut el = format!("<skald-embed game=\"{}\"", escape_attr(game));
    for (name, value) in attrs {
        if value.is_empty() {
            el.push_str(&format!(" {name}"));
        } else {
            el.push_str(&format!(" {name}=\"{}\"", escape_attr(value)));
        }
    }
    el.push_str("></skald-embed>");
    format!(
        "<script src=\"{}embed.js\" async></script>\n{el}",
        escape_attr(base)
    )
}

/// The folder this build is served from (`https://example.org/games/skald/`).
pub fn app_base() -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    let without_hash = href.split('#').next().unwrap_or_default();
    let without_query = without_hash.split('?').next().unwrap_or_default();
    match without_query.rfind('/') {
        Some(i) => without_query[..=i].to_string(),
        None => without_query.to_string(),
    }
}

#[derive(Properties, PartialEq)]
pub struct EmbedButtonProps {
    pub game: AttrValue,
    /// The `<skald-embed>` attributes of the position (name, value).
    pub attrs: Vec<(&'static str, String)>,
    /// The button's words.
    #[prop_or_else(default_label)]
    pub label: AttrValue,
    /// Whether the panel starts open (a page that is only about the snippet).
    #[prop_or_default]
    pub open: bool,
}

/// A button that opens a panel with the snippet of a position, and copies it.
#[component]
pub fn EmbedButton(props: &EmbedButtonProps) -> Html {
    let open = use_state(|| props.open);
    let copied = use_state(|| None::<bool>);
    let text_ref = use_node_ref();
    let toggle = {
        let open = open.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            copied.set(None);
            open.set(!*open);
        })
    };
    let code = snippet(&app_base(), &props.game, &props.attrs);
    let copy = {
        let code = code.clone();
        let copied = copied.clone();
        let text_ref = text_ref.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = text_ref.cast::<web_sys::HtmlTextAreaElement>() {
                t.select();
            }
            copied.set(Some(write_clipboard(&code)));
        })
    };
    html! {
        <div class="embed-share">
            <button class="btn" onclick={toggle} aria-expanded={open.to_string()} data-testid="embed-button">{ props.label.clone() }</button>
            if *open {
                <div class="embed-share-panel" role="group" aria-label={shell::snippet_label()}>
                    <p>{ shell::snippet_text() }</p>
                    <textarea ref={text_ref} readonly=true rows="4" data-testid="embed-snippet" aria-label="Snippet" value={code} />
                    <p class="embed-share-actions">
                        <button class="btn primary" onclick={copy}>{ shell::copy() }</button>
                        { match *copied {
                            Some(true) => html! { <span role="status">{ shell::copied() }</span> },
                            Some(false) => html! { <span role="status">{ shell::select_and_copy() }</span> },
                            None => html! {},
                        } }
                    </p>
                </div>
            }
        </div>
    }
}

/// Puts `text` on the clipboard (the asynchronous API; `false` where there is none).
fn write_clipboard(text: &str) -> bool {
    let Ok(navigator) = js_sys::Reflect::get(&gloo::utils::window(), &"navigator".into()) else {
        return false;
    };
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &"clipboard".into()) else {
        return false;
    };
    let Ok(write) = js_sys::Reflect::get(&clipboard, &"writeText".into()) else {
        return false;
    };
    match write.dyn_ref::<js_sys::Function>() {
        Some(f) => f.call1(&clipboard, &text.into()).is_ok(),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_are_escaped() {
        let s = snippet(
            "https://x.org/skald/",
            "voluspa",
            &[("board", "Od \"<b>\"&".into()), ("try", String::new())],
        );
        assert_eq!(
            s,
            "<script src=\"https://x.org/skald/embed.js\" async></script>\n<skald-embed game=\"voluspa\" board=\"Od &quot;&lt;b&gt;&quot;&amp;\" try></skald-embed>"
        );
    }
}
