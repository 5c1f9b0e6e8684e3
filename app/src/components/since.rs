//! "Since your last turn" under each player's name: what the others did, a group per run of
//! one player's actions (a computer's turn, a person's), each headed by the player's name
//! in their colour — in the hand-off screen and in Valda's news after computer turns.

use yew::prelude::*;

use crate::i18n::shell;

/// What one player did in a run of their actions, oldest line first.
#[derive(Clone, Debug, PartialEq)]
pub struct SinceGroup {
    /// The player's name.
    pub who: AttrValue,
    /// Their colour (any CSS colour).
    pub colour: AttrValue,
    /// The log's lines of their actions.
    pub lines: Vec<AttrValue>,
}

/// The latest `max` lines of `groups`, still grouped: how many earlier lines were left
/// out, and the groups (a group cut at its start keeps its latest lines).
pub fn latest(groups: &[SinceGroup], max: usize) -> (usize, Vec<SinceGroup>) {
    let total: usize = groups.iter().map(|g| g.lines.len()).sum();
    let mut skip = total.saturating_sub(max);
    let earlier = skip;
    let mut out = Vec::new();
    for g in groups {
        if skip >= g.lines.len() {
            skip -= g.lines.len();
            continue;
        }
        out.push(SinceGroup {
            lines: g.lines[skip..].to_vec(),
            ..g.clone()
        });
        skip = 0;
    }
    (earlier, out)
}

/// The most lines of "since your last turn" shown (the latest; the number of earlier ones
/// is said).
pub const SINCE_LINES: usize = 8;

/// "Since {name}'s last turn" in a box in `colour` (any CSS colour), `id` its id and class:
/// the heading with `action` beside it (a Close button, or nothing), then "and N earlier"
/// if lines were left out and the latest [`SINCE_LINES`] lines under each player's name —
/// the hand-off's list and the news after computer turns.
pub fn since_box(
    id: &'static str,
    testid: &'static str,
    name: &str,
    colour: &str,
    groups: &[SinceGroup],
    action: Html,
) -> Html {
    let (earlier, shown) = latest(groups, SINCE_LINES);
    html! {
        <section {id} class={id} data-testid={testid} style={format!("--player: {colour}")}>
            <div class="since-head">
                <h2>{ shell::since_your_last_turn(name) }</h2>
                { action }
            </div>
            if earlier > 0 {
                <p class="since-earlier">{ shell::and_earlier(earlier as i64) }</p>
            }
            { for shown.into_iter().map(|g| html! {
                <div class="since-group" data-testid="since-group" style={format!("--player: {}", g.colour)}>
                    <h3 class="since-who">{ g.who.clone() }</h3>
                    <ol>{ for g.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
                </div>
            }) }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(who: &'static str, lines: &[&'static str]) -> SinceGroup {
        SinceGroup {
            who: who.into(),
            colour: "red".into(),
            lines: lines.iter().map(|l| AttrValue::from(*l)).collect(),
        }
    }

    #[test]
    fn the_latest_lines_stay_under_their_players() {
        let groups = [group("A", &["a1", "a2", "a3"]), group("B", &["b1", "b2"])];
        assert_eq!(latest(&groups, 8), (0, groups.to_vec()));
        assert_eq!(
            latest(&groups, 3),
            (2, vec![group("A", &["a3"]), group("B", &["b1", "b2"])])
        );
        assert_eq!(latest(&groups, 2), (3, vec![group("B", &["b1", "b2"])]));
        assert_eq!(latest(&[], 2), (0, vec![]));
    }
}
