//! "Since your last turn" under each player's name: what the others did, a group per run of
//! one player's actions (a computer's turn, a person's), each headed by the player's name
//! in their colour — in the hand-off screen and in Valda's news after computer turns.

use skald::PlayerId;
use yew::prelude::*;

use crate::i18n::shell;

/// One line of "since your last turn" (`TableGame::news_for`: a game's words for it).
#[derive(Clone, Debug, PartialEq)]
pub struct NewsLine {
    /// The line in words.
    pub text: String,
    /// The seat it goes under, when not the seat whose action wrote it.
    pub by: Option<PlayerId>,
    /// Whether it touched the seat it is shown to.
    pub yours: bool,
}

/// One line of "since your last turn" on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct SinceLine {
    pub text: AttrValue,
    /// It touched the player it is shown to (an attack on them, what they lost or gained by
    /// another's doing): it is never folded away, and it is marked.
    pub yours: bool,
}

/// What one player did in a run of their actions, oldest line first.
#[derive(Clone, Debug, PartialEq)]
pub struct SinceGroup {
    /// The player's name.
    pub who: AttrValue,
    /// Their colour (any CSS colour).
    pub colour: AttrValue,
    /// The log's lines of their actions.
    pub lines: Vec<SinceLine>,
}

/// `groups` cut before their latest `max` lines, still grouped: the earlier groups and the
/// latest (a group cut in two keeps its player in both parts).
pub fn split(groups: &[SinceGroup], max: usize) -> (Vec<SinceGroup>, Vec<SinceGroup>) {
    let total: usize = groups.iter().map(|g| g.lines.len()).sum();
    let mut skip = total.saturating_sub(max);
    let (mut earlier, mut latest) = (Vec::new(), Vec::new());
    for g in groups {
        let cut = skip.min(g.lines.len());
        skip -= cut;
        let part = |lines: &[SinceLine]| SinceGroup {
            lines: lines.to_vec(),
            ..g.clone()
        };
        if cut > 0 {
            earlier.push(part(&g.lines[..cut]));
        }
        if cut < g.lines.len() {
            latest.push(part(&g.lines[cut..]));
        }
    }
    (earlier, latest)
}

/// The most lines of "since your last turn" shown at once (the latest; the earlier ones
/// are folded, and the lines among them that touched the player are listed apart).
pub const SINCE_LINES: usize = 8;

/// Groups under their players' names, the lines that touched the player marked
/// (`data-yours`: bold, with a bar).
fn group_list(groups: &[SinceGroup]) -> Html {
    groups.iter().map(|g| html! {
        <div class="since-group" data-testid="since-group" style={format!("--player: {}", g.colour)}>
            <h3 class="since-who">{ g.who.clone() }</h3>
            <ol>{ for g.lines.iter().map(|l| html! {
                <li data-yours={l.yours.then_some("1")}>{ l.text.clone() }</li>
            }) }</ol>
        </div>
    }).collect()
}

/// "Since {name}'s last turn" in a box in `colour` (any CSS colour), `id` its id and class:
/// the heading with `action` beside it (a Close button, or nothing), then, when there are
/// more than [`SINCE_LINES`] lines, what of the earlier ones touched the player and all of
/// them folded ("Show the 18 earlier lines"), then the latest lines under each player's
/// name — the hand-off's list and the news after computer turns.
pub fn since_box(
    id: &'static str,
    testid: &'static str,
    name: &str,
    colour: &str,
    groups: &[SinceGroup],
    action: Html,
) -> Html {
    let (earlier, shown) = split(groups, SINCE_LINES);
    let count: usize = earlier.iter().map(|g| g.lines.len()).sum();
    let yours: Vec<SinceGroup> = earlier
        .iter()
        .map(|g| SinceGroup {
            lines: g.lines.iter().filter(|l| l.yours).cloned().collect(),
            ..g.clone()
        })
        .filter(|g| !g.lines.is_empty())
        .collect();
    html! {
        <section {id} class={id} data-testid={testid} style={format!("--player: {colour}")}>
            <div class="since-head">
                <h2>{ shell::since_your_last_turn(name) }</h2>
                { action }
            </div>
            if !yours.is_empty() {
                <div class="since-yours" data-testid="since-yours">
                    <p class="since-earlier">{ shell::since_yours_earlier() }</p>
                    { group_list(&yours) }
                </div>
            }
            if count > 0 {
                <details class="since-fold" data-testid="since-fold">
                    <summary>{ shell::since_show_earlier(count as i64) }</summary>
                    { group_list(&earlier) }
                </details>
            }
            { group_list(&shown) }
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
            lines: lines
                .iter()
                .map(|l| SinceLine {
                    text: AttrValue::from(*l),
                    yours: l.starts_with('!'),
                })
                .collect(),
        }
    }

    #[test]
    fn the_latest_lines_stay_under_their_players_and_the_earlier_ones_too() {
        let groups = [group("A", &["a1", "!a2", "a3"]), group("B", &["b1", "b2"])];
        assert_eq!(split(&groups, 8), (vec![], groups.to_vec()));
        assert_eq!(
            split(&groups, 3),
            (
                vec![group("A", &["a1", "!a2"])],
                vec![group("A", &["a3"]), group("B", &["b1", "b2"])]
            )
        );
        assert_eq!(
            split(&groups, 2),
            (groups[..1].to_vec(), groups[1..].to_vec())
        );
        assert_eq!(split(&[], 2), (vec![], vec![]));
    }
}
