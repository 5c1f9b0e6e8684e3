//! "Since your last turn", for every game: the log's lines written since a seat's latest
//! action, grouped under the player each belongs to, the ones that touched the seat marked
//! (the hand-off's list, and the news after computer turns: `components::since`).

use skald::{Game, PlayerId};
use yew::AttrValue;

use super::session::{Table, TableGame};
use crate::components::since::{NewsLine, SinceGroup, SinceLine};

impl<A: TableGame> Table<A> {
    /// [`Table::since_last_turn_by_seat`] for the screen: each group under the name and
    /// colour `who` gives for its seat.
    pub fn since_groups(
        &self,
        seat: PlayerId,
        who: impl Fn(PlayerId) -> (AttrValue, AttrValue),
    ) -> Vec<SinceGroup> {
        self.since_last_turn_by_seat(seat)
            .into_iter()
            .map(|(p, lines)| {
                let (name, colour) = who(p);
                SinceGroup {
                    who: name,
                    colour,
                    lines: lines
                        .into_iter()
                        .map(|l| SinceLine {
                            text: l.text.into(),
                            yours: l.yours,
                        })
                        .collect(),
                }
            })
            .collect()
    }

    /// What happened since `seat` last decided, oldest first: the log's lines after that
    /// seat's latest action (all of them before its first), in runs under the seat each
    /// belongs to ([`NewsLine::by`], else the seat whose action wrote it). Actions that
    /// logged nothing make no group. Empty for a game that keeps no log for the table
    /// ([`TableGame::log_len`] 0).
    pub fn since_last_turn_by_seat(&self, seat: PlayerId) -> Vec<(PlayerId, Vec<NewsLine>)> {
        let (first, mut state) = match self.history.last.get(seat).cloned().flatten() {
            Some((index, before)) => {
                let mut state = (*before).clone();
                match self.replay.actions.get(index).map(|a| state.apply(a)) {
                    Some(Ok(_)) => (index + 1, state),
                    _ => return Vec::new(),
                }
            }
            None => match self.replay.initial() {
                Ok(state) => (0, state),
                Err(_) => return Vec::new(),
            },
        };
        let mut groups: Vec<(PlayerId, Vec<NewsLine>)> = Vec::new();
        for (i, action) in self.replay.actions.iter().enumerate().skip(first) {
            let from = A::log_len(&state);
            if state.apply(action).is_err() {
                break;
            }
            let to = A::log_len(&state);
            if from >= to {
                continue;
            }
            let mover = self.history.movers.get(i).copied().unwrap_or(0);
            for line in A::news_for(self, from..to, seat) {
                let p = line.by.unwrap_or(mover);
                match groups.last_mut() {
                    Some((q, l)) if *q == p => l.push(line),
                    _ => groups.push((p, vec![line])),
                }
            }
        }
        groups
    }
}
