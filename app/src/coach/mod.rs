//! The coach of issue #45, "Learn as you play": while teaching is on, every decision comes
//! with a short note in the decider's words — what this moment of the turn is, what each
//! option does *here*, with this position's numbers, and the rule behind it in the game's
//! rules help (docs/coach.md).
//!
//! Each game's `coach` module (`voluspa::coach`, `odin::coach`, `valda::coach`) builds a
//! [`Note`] from the engine's **view for the decider** and nothing else: the legal actions
//! it speaks of come from a state the engine deals from that view (`Game::sample`, as the
//! computer's search does), so a note cannot name what the decider may not see. The coach
//! never chooses: it says what each option does, never which one to take.
//!
//! The notes' words are in each game's `<game>_coach.ftl`, which only a build with the
//! `coach` feature uses (`skald_l10n::needed`); this module and the games' `coach` modules
//! are behind that feature too, so builds without it carry none of their bytes.

use skald::{Game, Viewer};

use crate::games::GameId;
use crate::table::session::{Table, TableGame};

pub mod panel;

/// The words every game's note shares (`app/l10n/<lang>/coach.ftl`: the panel's title, its
/// fold, the rule's link, the rules seen), loaded with the coach alone.
pub mod words {
    include!(concat!(env!("OUT_DIR"), "/l10n/coach.rs"));
}
#[cfg(test)]
mod tests;

/// A game the coach teaches: what the play screen's panel ([`panel::use_coach_note`]) asks
/// of it. Every method words only what its viewer may see: each builds the engine's views
/// for that viewer and hands them to the game's `coach` module.
pub trait Coached: TableGame {
    /// The coach's note for the decision of `p` (issue #45: [`panel`]), from `p`'s view
    /// alone; `None` when `p` has nothing to decide.
    fn coach_note(table: &Table<Self>, p: skald::PlayerId) -> Option<Note>;

    /// The line after a move: what the move from `before` to `after` did and why, in
    /// words for `viewer`, from `viewer`'s views of the two states alone (the log's words
    /// of the move and the coach's why); `None` when nothing happened between them. Only
    /// with the `after` feature: without it [`after_last`] says nothing.
    #[cfg(feature = "after")]
    fn coach_after(
        before: &Self::Game,
        after: &Self::Game,
        viewer: Viewer,
        seats: &[crate::seats::Seat],
    ) -> Option<String>;

    /// The title of a section of the game's rules help, as the coach's links name it.
    fn section_title(s: Section) -> String;

    /// Every section of the rules help the game's coach may link (its "rules seen" and "not
    /// yet") in a game of `config`, in the rules help's order.
    fn coach_sections(config: &<Self::Game as Game>::Config) -> Vec<Section>;
}

/// The line after the last move of `table` for `viewer` ([`Coached::coach_after`]): from
/// the state before that move (the table's history keeps it) to the state now; `None`
/// before the first move.
#[cfg(feature = "after")]
pub fn after_last<A: Coached>(table: &Table<A>, viewer: Viewer) -> Option<String> {
    let last = table.replay.actions.len().checked_sub(1)?;
    let mover = *table.history.movers.last()?;
    let (index, before) = table.history.last.get(mover)?.as_ref()?;
    if *index != last {
        return None;
    }
    A::coach_after(before, &table.game, viewer, &table.meta.seats)
}

/// No line after a move without the `after` feature (the embeds with `teach`, whose note
/// follows no moves): the games' coaches have no `coach_after` there.
#[cfg(not(feature = "after"))]
pub fn after_last<A: Coached>(_table: &Table<A>, _viewer: Viewer) -> Option<String> {
    None
}

/// A section of a game's rules help, where a note's rule opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Section {
    /// The game whose rules help it is in.
    pub game: GameId,
    /// The `id` of the section in the rules help page (`tile-Th`, `take`,
    /// `phase-attack`); empty for the top of the page.
    pub anchor: &'static str,
}

impl Section {
    /// The section `anchor` of `game`'s rules help.
    pub const fn new(game: GameId, anchor: &'static str) -> Section {
        Section { game, anchor }
    }

    /// The address that opens the rules help at this section from a taught game:
    /// `#/voluspa/rules/tile-Th?teach=1` (the rules route takes any path after `rules/`:
    /// `pages::game_routes`), or `#/odin/rules?teach=1` for the top of the page. `teach=1`
    /// sends the rules help's back link to the taught play screen (`teach::back_href`).
    pub fn href(self) -> String {
        if self.anchor.is_empty() {
            format!("#/{}/rules?teach=1", self.game.slug())
        } else {
            format!("#/{}/rules/{}?teach=1", self.game.slug(), self.anchor)
        }
    }
}

/// What one option of the decision does here: one button, or several alike (every cell a
/// tile may go to, every way to pay a trade), which share their words.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The places in the engine's legal actions (`Game::legal_actions`, in its order) of
    /// the actions it speaks of.
    pub actions: Vec<usize>,
    /// The option's name, as short as a button ("Thor (7)", "Pass").
    pub label: String,
    /// What it does here, with this position's numbers.
    pub text: String,
    /// Where its rule is explained.
    pub rule: Section,
}

/// The coach's note for one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// The kind of decision: for Valda the prompt's kind (`Prompt::kind`), for Völuspá and
    /// Odin one of their coach's `KINDS`. Every kind has its words (the coverage tests).
    pub kind: &'static str,
    /// What this moment of the turn is, with the position's numbers.
    pub moment: String,
    /// Where the moment's rule is explained.
    pub rule: Section,
    /// What each option does here, in the order of the legal actions.
    pub choices: Vec<Choice>,
}

impl Note {
    /// The whole note as one text: the moment, then each option as "label: text" on a line
    /// of its own (for a screen reader's single announcement, and for the tests).
    pub fn text(&self) -> String {
        let mut out = self.moment.clone();
        for c in &self.choices {
            out.push('\n');
            out.push_str(&c.label);
            out.push_str(": ");
            out.push_str(&c.text);
        }
        out
    }

    /// Every section the note links, the moment's first, each once: what the "rules seen"
    /// list gathers while teaching is on.
    pub fn sections(&self) -> Vec<Section> {
        let mut out = vec![self.rule];
        for c in &self.choices {
            if !out.contains(&c.rule) {
                out.push(c.rule);
            }
        }
        out
    }
}

#[cfg(test)]
impl Note {
    /// Asserts that the choices cover the legal actions `0..n`, each exactly once.
    pub(crate) fn assert_partition(&self, n: usize) {
        let mut seen: Vec<usize> = self
            .choices
            .iter()
            .flat_map(|c| c.actions.iter().copied())
            .collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..n).collect::<Vec<_>>(), "{}", self.text());
    }
}

/// Gathers the words of each legal action, `(index, label, text, rule)` in the order of the
/// legal actions, into choices: actions with the same label and text are one choice, where
/// the first of them stood.
pub fn group(items: impl IntoIterator<Item = (usize, String, String, Section)>) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::new();
    for (i, label, text, rule) in items {
        match out
            .iter_mut()
            .find(|c| c.label == label && c.text == text && c.rule == rule)
        {
            Some(c) => c.actions.push(i),
            None => out.push(Choice {
                actions: vec![i],
                label,
                text,
                rule,
            }),
        }
    }
    out
}

/// Joins sentences with a space, leaving out empty ones.
pub fn sentences<S: AsRef<str>>(parts: &[S]) -> String {
    parts
        .iter()
        .map(AsRef::as_ref)
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The seed of the state a coach deals from the decider's view (`Game::sample`): any seed
/// does, the decider's own legal actions and the public numbers do not depend on the
/// hidden parts it deals.
pub const SAMPLE_SEED: u64 = 45;
