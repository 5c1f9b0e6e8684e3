//! The table's tests (Odin's table: "since your last turn").
use std::rc::Rc;

use skald::odin::{CardSet, Odin, OdinConfig};
use skald::{Game, Replay, Rng};

use crate::odin::settings::Sort;
use crate::odin::state::{OdinApp, OdinTable, Ui};
use crate::seats::{Meta, Seat};
use crate::table::history::walk;
use crate::table::session::TableGame;

#[test]
fn since_the_last_turn_groups_each_run_of_one_seats_actions_under_it() {
    let mut replay = Replay::<Odin>::new(OdinConfig::new(3), 11);
    let mut game = replay.initial().unwrap();
    let mut rng = Rng::new(5);
    for _ in 0..25 {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.index(legal.len())];
        game.apply(&a).unwrap();
        replay.actions.push(a);
    }
    let (state, history) = walk(&replay).unwrap();
    let movers = history.movers.clone();
    // Built by hand: `Table::new` reads the player's settings from the browser.
    let table = OdinTable {
        replay: Rc::new(replay),
        game: Rc::new(state),
        meta: Rc::new(Meta {
            seats: Seat::defaults(3),
            hints: None,
        }),
        history: Rc::new(history),
        holder: None,
        undo: 0,
        notice: None,
        hint: None,
        news_seen: None,
        banner: None,
        phones: Vec::new(),
        serial: 0,
        log_open: false,
        ui: Ui {
            selected: CardSet::EMPTY,
            sort: Sort::Number,
            hands_seen: 0,
        },
    };
    let mut checked = 0;
    for seat in 0..3 {
        let groups = table.since_last_turn_by_seat(seat);
        // The log's lines after the seat's latest action, in the same order.
        let from = match table.history.last[seat].clone() {
            Some((index, before)) => {
                OdinApp::log_len(&before.play(&table.replay.actions[index]).unwrap())
            }
            None => 0,
        };
        let all = OdinApp::news_lines(&table, from..OdinApp::log_len(&table.game));
        let flat: Vec<String> = groups
            .iter()
            .flat_map(|(_, l)| l.iter().map(|l| l.text.clone()))
            .collect();
        assert_eq!(flat, all, "seat {seat}");
        let last = movers.iter().rposition(|&m| m == seat);
        for (i, (p, lines)) in groups.iter().enumerate() {
            assert!(!lines.is_empty());
            if last.is_some() {
                assert_ne!(*p, seat, "nothing of the seat's own after its last action");
            }
            if i > 0 {
                assert_ne!(
                    groups[i - 1].0,
                    *p,
                    "one group per run of one seat's actions"
                );
            }
            // Every line of a group names its seat (Odin's log words begin with the name).
            let name = Seat::defaults(3)[*p].display_name(*p);
            assert!(
                lines.iter().all(|l| l.text.starts_with(&name) && !l.yours),
                "{name}: {lines:?}"
            );
        }
        checked += groups.len();
    }
    assert!(checked >= 3, "{checked} groups checked");
}
