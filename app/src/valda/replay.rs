//! Valda in the replay viewer ([`crate::replay`]): the god domains, the Yggdrasil track
//! and every village as a spectator sees them (no hand), each step in the log's words.

use std::rc::Rc;

use skald::valda::event::with_card_players;
use skald::valda::Valda;
use skald::{Game, Viewer};
use yew::prelude::*;

use crate::replay::ReplayGame;
use crate::seats::Seat;
use crate::valda::components::map::{domain_map, DomainMapProps};
use crate::valda::components::track::{yggdrasil_track, TrackProps};
use crate::valda::components::village::{village, VillageProps};
use crate::valda::state::ValdaApp;
use crate::valda::words::{self as w, describe};

fn names(seats: &[Seat]) -> Vec<String> {
    seats.iter().map(|s| s.name.clone()).collect()
}

impl ReplayGame for ValdaApp {
    // Never inlined: the viewer draws a position in two places (the step, and a review's
    // better move), and a copy in each would cost the build kilobytes.
    #[inline(never)]
    fn position(game: &Rc<Valda>, seats: &[Seat], _step: usize) -> Html {
        let view = game.view(Viewer::Spectator);
        let t = &view.table;
        let names: Vec<AttrValue> = names(seats).into_iter().map(AttrValue::from).collect();
        let colours: Vec<AttrValue> = seats.iter().map(|s| AttrValue::Static(s.css())).collect();
        let followers: Vec<u32> = t.seats.iter().map(|s| s.followers).collect();
        let scores: Vec<String> = followers.iter().map(|f| f.to_string()).collect();
        html! {
            <div class="vreplay" data-scores={scores.join(",")}
                data-round={t.turn.round.to_string()} data-active={t.turn.active.to_string()}>
                { yggdrasil_track(TrackProps { followers, names: names.clone(), colours: colours.clone(), ..Default::default() }) }
                { domain_map(DomainMapProps { table: Rc::new(t.clone()), god_counts: view.god_counts, names: names.clone(),
                    colours: colours.clone(), buildable: Vec::new(), offers: Vec::new(), held: Default::default(), on_build: Callback::noop() }) }
                <div class="vvillages">
                    { for t.seats.iter().enumerate().map(|(p, s)| html! {
                        { village(VillageProps { seat: p, name: names.get(p).cloned().unwrap_or_default(), state: s.clone(),
                            hand_size: view.hand_sizes.get(p).copied().unwrap_or(0), active: p == t.turn.active, mine: false,
                            colour: colours.get(p).cloned(), computer: seats.get(p).and_then(|s| s.computer),
                            buildable: Vec::new(), on_build: Callback::noop() }) }
                    }) }
                </div>
            </div>
        }
    }

    #[inline(never)]
    fn move_words(before: &Valda, after: &Valda, seats: &[Seat]) -> Vec<String> {
        let from = before.table().log.len();
        let names = names(seats);
        let set = after.card_set();
        with_card_players(&after.table().log)
            .skip(from)
            .filter_map(|(e, by)| describe(e, set, &names, by))
            .collect()
    }

    fn score_words(game: &Valda, seats: &[Seat]) -> String {
        let each: Vec<String> = game
            .table()
            .seats
            .iter()
            .enumerate()
            .map(|(p, s)| format!("{} {}", w::seat_name(&names(seats), p), s.followers))
            .collect();
        crate::i18n::shell::scores_now(each.join(", "))
    }
}
