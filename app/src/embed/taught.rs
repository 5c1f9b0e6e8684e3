//! The coach's note in an embed (issue #45, docs/embedding.md "`teach`"): an embed with the
//! `teach` attribute shows, under the position, the note the app's coach gives the player
//! deciding there — from that player's view, in the frame's language — so that an author
//! gets the same explanation the app gives. Only the embeds' teaching builds
//! (`<game>-embed-teach` of scripts/builds.mjs, the `coach` feature) hold it; the page's
//! loader sends them the addresses with `teach`, so an embed without it downloads none of
//! the coach.
//!
//! A drawing function: elements and text only (no component, no listener), so Valda's embed
//! draws it without yew's renderer too (`crate::embed::static_dom`). The note is a
//! `<details>` open at first (its summary, the moment, is a button by keyboard), its rules
//! are links that open the rules help in a new tab, and the moment is said again in a
//! polite live region whenever the position changes. Every word is text: nothing from the
//! embed's parameters is read as markup.

use yew::prelude::*;

use crate::coach::{words, Note, Section};

/// The note for the position on show (`None`: nobody decides there, or the coach has no
/// note for it), each section named by `title` (the game's `coach::section_title`).
pub fn note_view(note: Option<&Note>, title: fn(Section) -> String) -> Html {
    let said = html! {
        <p class="visually-hidden" role="status" aria-live="polite" data-testid="coach-announce">
            { note.map(|n| n.moment.clone()).unwrap_or_default() }
        </p>
    };
    let Some(note) = note else {
        return said;
    };
    // The rules help in the app, beside the page (the frame's credit link opens it so too).
    let link = |s: Section| {
        html! {
            <a class="coach-rule" href={format!("./{}", s.href())} target="_blank" rel="noopener"
                data-testid="coach-rule" data-anchor={s.anchor}>{ title(s) }</a>
        }
    };
    html! {
        <>
            <aside class="coach embed-coach" aria-labelledby="coach-title" data-testid="coach" data-kind={note.kind}>
                <details open=true>
                    <summary>
                        <span id="coach-title" class="coach-title">{ words::coach_title() }</span>
                        <span class="coach-moment" data-testid="coach-moment">{ note.moment.clone() }</span>
                        <span class="coach-more" aria-hidden="true">{ words::coach_more() }</span>
                    </summary>
                    <p class="coach-why">{ words::coach_rule() }{ " " }{ link(note.rule) }</p>
                    <ul class="coach-choices" data-testid="coach-choices">
                        { for note.choices.iter().map(|c| html! {
                            <li data-actions={c.actions.iter().map(usize::to_string).collect::<Vec<_>>().join(",")}>
                                <strong>{ c.label.clone() }</strong>{ ": " }{ c.text.clone() }{ " " }{ link(c.rule) }
                            </li>
                        }) }
                    </ul>
                </details>
            </aside>
            { said }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::Choice;
    use crate::games::GameId;

    #[test]
    fn the_note_links_its_rules_beside_the_page_and_says_its_moment() {
        let rule = Section::new(GameId::Odin, "take");
        let note = Note {
            kind: "take",
            moment: "<b>Take</b> one card".into(),
            rule,
            choices: vec![Choice {
                actions: vec![0, 1],
                label: "5 red".into(),
                text: "back into your hand".into(),
                rule,
            }],
        };
        let drawn = format!("{:?}", note_view(Some(&note), |s| s.anchor.to_string()));
        assert!(drawn.contains("./#/odin/rules/take"), "{drawn}");
        assert!(drawn.contains("_blank"), "{drawn}");
        assert!(drawn.contains("0,1"), "{drawn}");
        // The moment twice: in the note and in the live region; as text, never markup.
        assert_eq!(drawn.matches("<b>Take</b> one card").count(), 2, "{drawn}");
        assert!(!crate::embed::static_dom::has_component(&note_view(
            Some(&note),
            |s| s.anchor.to_string()
        )));
        // No note: the live region alone, empty.
        let none = format!("{:?}", note_view(None, |s| s.anchor.to_string()));
        assert!(
            !none.contains("coach-choices") && none.contains("coach-announce"),
            "{none}"
        );
    }
}
