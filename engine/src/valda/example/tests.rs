use super::*;

/// A whole game played at random, recorded.
fn played(players: usize, seed: u64, privacy: bool, steps: usize) -> (ValdaConfig, Vec<Action>) {
    let mut config = ValdaConfig::new(players);
    config.privacy = privacy;
    let mut g = Valda::new(&config, seed).unwrap();
    let mut rng = Rng::new(seed.wrapping_mul(31) + 5);
    let mut actions = Vec::new();
    while actions.len() < steps && !g.is_over() {
        let legal = g.legal_actions();
        let a = legal[rng.index(legal.len())].clone();
        g.apply(&a).unwrap();
        actions.push(a);
    }
    (config, actions)
}

/// Plays `e` and returns the game it reaches, checking every move is legal in turn.
fn shown(e: &Example) -> Valda {
    let mut g = e.position.game().unwrap();
    for a in &e.moves {
        g.apply(a).unwrap();
    }
    g
}

/// The game after `actions`.
fn at(config: &ValdaConfig, seed: u64, actions: &[Action]) -> Valda {
    let mut g = Valda::new(config, seed).unwrap();
    for a in actions {
        g.apply(a).unwrap();
    }
    g
}

#[test]
fn an_example_ends_where_the_table_is_as_its_viewer_sees_it() {
    let (mut cases, mut whole) = (0, 0);
    for seed in 0..24u64 {
        let players = 2 + (seed % 4) as usize;
        let (config, actions) = played(players, seed, seed % 5 == 0, 600);
        for cut in [7, 40, 95, 180, 333, 599] {
            let cut = cut.min(actions.len());
            let real = at(&config, seed, &actions[..cut]);
            let viewers = [real.to_move().map(Viewer::Player), Some(Viewer::Spectator)];
            for viewer in viewers.into_iter().flatten() {
                let e = example(&config, seed, &actions[..cut], viewer).unwrap();
                let g = shown(&e);
                cases += 1;
                // What the example repeats, it repeats exactly.
                let expected = at(&config, seed, &actions[..cut - e.left_out]);
                assert_eq!(
                    looks(&g, viewer),
                    looks(&expected, viewer),
                    "seed {seed}, cut {cut}"
                );
                // It starts at the start of a turn, in its resource phase.
                assert_eq!(e.position.phase, super::super::phase::Phase::Resources);
                if e.left_out == 0 {
                    whole += 1;
                }
                // The written position reads back through JSON as it was.
                let text = serde_json::to_string(&e.position).unwrap();
                assert_eq!(Position::from_json(&text).unwrap(), e.position);
                assert_ne!(
                    e.position.seed, seed,
                    "the real seed would tell every hidden card"
                );
            }
        }
    }
    eprintln!("{whole} of {cases} examples end at the table's moment");
    assert!(whole * 10 >= cases * 9, "{whole} of {cases}");
}

/// Two games that look the same to a viewer give the same example: a card hidden from
/// them (in another hand all turn, deep in a deck) changes nothing that is written.
#[test]
fn an_example_tells_nothing_its_viewer_may_not_see() {
    let mut checked = 0;
    for seed in 0..40u64 {
        let (config, actions) = played(3, seed, false, 300);
        let cut = 60 + (seed as usize * 7) % 200;
        let cut = cut.min(actions.len());
        let real = at(&config, seed, &actions[..cut]);
        let Some(me) = real.to_move() else { continue };
        let (start, _, from) = turn_start(&config, seed, &actions[..cut]).unwrap();
        let end = at(&config, seed, &actions[..cut]);
        // Another seat's base card that stays hidden in its hand, and a base card deep in the
        // deck at both ends of the turn: swapped, the viewer cannot tell.
        let other = (me + 1) % 3;
        let hidden = |c: CardId| {
            start.set.cards[c as usize].deck == Deck::Base
                && !start.table.seats[other].known.contains(&c)
                && end.hands[other].contains(&c)
                && !end.table.seats[other].known.contains(&c)
        };
        let Some(&x) = start.hands[other].iter().find(|&&c| hidden(c)) else {
            continue;
        };
        let deep = end.base.len().saturating_sub(1).min(start.base.len());
        let Some(yi) = (0..deep).find(|&i| start.base[i] != x) else {
            continue;
        };
        let y = start.base[yi];
        let swap = |g: &Valda| {
            let mut g = g.clone();
            let i = g.hands[other].iter().position(|&c| c == x).unwrap();
            g.hands[other][i] = y;
            g.hands[other].sort_unstable();
            g.base[yi] = x;
            g
        };
        let moves = &actions[from..cut];
        let write_for = |start: &Valda| {
            let plan = Plan::of(start, moves, Some(me)).unwrap();
            write(start, &plan, &mut Rng::new(9))
        };
        let (a, b) = (write_for(&start), write_for(&swap(&start)));
        assert_eq!(
            a, b,
            "seed {seed}: a hidden card changed the position written"
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} games had a card to swap");
}

#[test]
fn a_wrong_seat_or_action_is_refused_in_words() {
    let (config, actions) = played(3, 4, false, 30);
    assert!(example(&config, 4, &actions, Viewer::Player(3)).is_err());
    let mut bad = actions.clone();
    bad.push(Action::Pass);
    bad.push(Action::Pass);
    bad.push(Action::Roll);
    assert!(example(&config, 4, &bad, Viewer::Player(0)).is_err());
    // The start of the game is the start of its first turn.
    let e = example(&config, 4, &[], Viewer::Spectator).unwrap();
    assert!(e.moves.is_empty());
    assert_eq!((e.position.round, e.position.active), (1, 0));
}
