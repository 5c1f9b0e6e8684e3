//! The Yggdrasil track: every player's pawn at their followers, with the safe zones
//! 0, 5, 12 and 20 marked (followers never fall below a zone reached).

use skald::valda::constants::SAFE_ZONES;
use skald::valda::track::floor;
use yew::prelude::*;

use super::{colour_of, seat_name};
use crate::num::fixed;
use crate::valda::words as w;

/// Fields shown at least (the track grows with the leader).
const MIN_LENGTH: u32 = 25;

/// What [`yggdrasil_track`] shows.
#[derive(Default)]
pub struct TrackProps {
    /// Followers by seat.
    pub followers: Vec<u32>,
    pub names: Vec<AttrValue>,
    /// Players' colours by seat (defaults by seat when empty).
    pub colours: Vec<AttrValue>,
    /// The latest follower change of each seat in words ("−2, Double Kill by Astrid; safe
    /// zone 5 kept 1"), shown beside the track.
    pub changes: Vec<Option<AttrValue>>,
}

/// The track, as a drawing and as a list for screen readers.
pub fn yggdrasil_track(props: TrackProps) -> Html {
    let top = props.followers.iter().copied().max().unwrap_or(0);
    let length = (top + 1).max(MIN_LENGTH);
    let step = 100.0 / length as f64;
    let name = |p: usize| seat_name(&props.names, p);
    html! {
        <section class="vtrack" aria-label={w::track_label()} data-length={length.to_string()}>
            <div class="vtrack-line" aria-hidden="true">
                { for (0..length).map(|f| {
                    let zone = SAFE_ZONES.contains(&f);
                    html! {
                        <span class={classes!("vfield", zone.then_some("safe"))} style={format!("left: {}%; width: {}%", fixed(f as f64 * step, 3), fixed(step, 3))}>
                            if zone || f % 5 == 0 { <span class="vfield-n">{ f }</span> }
                        </span>
                    }
                }) }
                { for props.followers.iter().enumerate().map(|(p, &f)| {
                    // Pawns on one field stand side by side.
                    let below = props.followers[..p].iter().filter(|&&o| o == f).count();
                    html! {
                        <span class="vpawn" data-seat={p.to_string()} data-followers={f.to_string()}
                            style={format!("--seat: {}; left: {}%; --stack: {below}", colour_of(&props.colours, p), fixed((f.min(length - 1) as f64 + 0.5) * step, 3))}>
                            { name(p).chars().next().unwrap_or('?') }
                        </span>
                    }
                }) }
            </div>
            <ul class="vtrack-list">
                { for props.followers.iter().enumerate().map(|(p, &f)| html! {
                    <li data-seat={p.to_string()}>
                        { w::track_line(name(p).as_str(), f, floor(f)) }
                        if let Some(Some(c)) = props.changes.get(p) {
                            <span class="vchange" data-testid="follower-change">{ format!(" — {c}") }</span>
                        }
                    </li>
                }) }
            </ul>
        </section>
    }
}
