//! The coach's note on the play screen (issue #45, docs/coach.md "The note under the
//! decision"): while teaching is on (`crate::teach::here`), the person deciding — after the
//! hand-off, never before it, and never for a computer seat — sees the moment of the turn,
//! then what each option does here, each with a link to its rule in the game's rules help.
//! On a narrow screen the choices are folded under the moment ("more"), so that the
//! controls and the hand stay on screen; the moment is said once per decision in a polite
//! live region. The sections of every note shown are kept as the game's "rules seen"
//! ([`crate::seen`]). Above the note, one line says what the last move did and why
//! ([`super::after_last`]): for the person now deciding, whoever made it (another person, a
//! computer, a phone), and for everyone at the end of the game.

use skald::{Game, Viewer};
use yew::prelude::*;

use super::{words, Coached, Note, Section};
use crate::table::session::Table;

/// Whether the note is shown unfolded: where the decision is a column beside the board
/// (a landscape screen at least 56rem wide: the games' sheets switch there). Elsewhere the
/// decision is a band under the board, and an open note took the screen from the board (at
/// 800 × 600 it left Völuspá's board 53 px high) or pushed Valda's temples under the band
/// on a portrait tablet: there it shows its moment, and "more" opens it.
fn wide() -> bool {
    let window = gloo::utils::window();
    let px = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (w, h) = (px(window.inner_width()), px(window.inner_height()));
    w >= 56.0 * 16.0 && w > h
}

/// The coach's note for the decision on `table`, for the play screen to place under its
/// controls (nothing when teaching is off, nobody holds the device with their hand shown,
/// or the decider is a computer seat).
#[hook]
pub fn use_coach_note<A: Coached>(table: &UseReducerHandle<Table<A>>) -> Html {
    let decider = table
        .game
        .to_move()
        .filter(|&p| crate::teach::here() && table.revealed() && !table.is_computer(p));
    let note = use_memo((table.serial, decider), |(_, decider)| {
        decider.and_then(|p| A::coach_note(table, p))
    });
    // Who reads the line after the last move: the decider shown the note, or, at the end
    // of the game, everyone (what is public).
    let viewer = match decider {
        Some(p) => Some(Viewer::Player(p)),
        None if crate::teach::here() && table.game.is_over() => Some(Viewer::Spectator),
        None => None,
    };
    let after = use_memo((table.serial, viewer), |(_, viewer)| {
        viewer.and_then(|v| super::after_last(table, v))
    });
    let line = (*after).clone();
    let after = line.as_ref().map(|line| {
        html! { <p class="coach-after" data-testid="coach-after">{ line.clone() }</p> }
    });
    {
        // Every section a note showed is a rule seen (once per decision).
        let sections = (*note).as_ref().map(Note::sections).unwrap_or_default();
        use_effect_with((table.serial, decider), move |_| {
            if let Some(s) = sections.first() {
                let anchors: Vec<&str> = sections.iter().map(|s| s.anchor).collect();
                crate::seen::add(s.game, &anchors);
            }
        });
    }
    if !crate::teach::here() {
        return Html::default();
    }
    // The live region stays in the page while teaching, so that each new moment is said.
    let said = html! {
        <p class="visually-hidden" role="status" aria-live="polite" data-testid="coach-announce">
            if let Some(n) = &*note {
                <span key={table.serial.to_string()}>{ super::sentences(&[line.unwrap_or_default(), n.moment.clone()]) }</span>
            }
        </p>
    };
    let Some(note) = (*note).clone() else {
        // At the end of a taught game: what the group met, and what it has not yet.
        return html! {
            <>
                if table.game.is_over() {
                    <aside class="coach coach-end" aria-label={words::coach_title()}>{ after }{ seen_list::<A>(table.game.config(), &[]) }</aside>
                }
                { said }
            </>
        };
    };
    let link = |s: Section| {
        html! { <a class="coach-rule" href={s.href()} data-testid="coach-rule" data-anchor={s.anchor}>{ A::section_title(s) }</a> }
    };
    html! {
        <>
            <aside class="coach" aria-labelledby="coach-title" data-testid="coach" data-kind={note.kind}>
                { after }
                <details open={wide()}>
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
                    { seen_list::<A>(table.game.config(), &note.sections()) }
                </details>
            </aside>
            { said }
        </>
    }
}

/// "Rules seen: … · Not yet: …" for a game of `config`: the sections its coach may link,
/// split by whether a note on this device showed them ([`crate::seen`]) or the note shown
/// now links them (`showing`: kept only after this drawing); nothing for a game whose coach
/// links none.
pub fn seen_list<A: Coached>(config: &<A::Game as Game>::Config, showing: &[Section]) -> Html {
    let all = A::coach_sections(config);
    let Some(id) = all.first().map(|s| s.game) else {
        return Html::default();
    };
    let stored = crate::seen::anchors(id);
    let (seen, rest): (Vec<Section>, Vec<Section>) = all
        .into_iter()
        .partition(|&s| showing.contains(&s) || crate::seen::contains(&stored, s.anchor));
    let titles = |list: &[Section]| {
        list.iter()
            .map(|&s| A::section_title(s))
            .collect::<Vec<_>>()
    };
    let (seen, rest) = (titles(&seen), titles(&rest));
    let seen: Vec<&str> = seen.iter().map(String::as_str).collect();
    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
    crate::seen::list(&seen, &rest, "coach-seen")
}
