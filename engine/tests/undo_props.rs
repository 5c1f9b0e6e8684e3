//! `Game::quiet_since`, the one undo rule, checked on random games of all three games.
//!
//! For every pair (the state before action `i`, the state after actions `i..j`) within a
//! small window of random games: a quiet span (1) keeps the same player deciding, (2) never
//! crosses a roll, a deal, a draw its players could have changed, or a change of another
//! hand, (3) replays exactly (the log without `i..j`, then `i..j` again), and (4) leaves the
//! hidden future as it was (Völuspá: the bag order; Odin and Valda: the generator). The
//! positive cases the app relies on are checked too: they must come out quiet.

use skald::odin::{Event, Odin, OdinConfig, Target};
use skald::valda::snapshot::Snapshot;
use skald::valda::{Action as VAction, Valda, ValdaConfig};
use skald::voluspa::{
    parse_board, Action, Cell, Config, Kind, Phase, Placement, TargetKind, TileSet, Voluspa,
};
use skald::{Game, Replay, Rng};
use std::collections::{BTreeMap, BTreeSet};

/// Spans of up to this many actions are checked.
const WINDOW: usize = 6;

/// A random game of at most `max` actions: every state (`states[k]`: after `k` actions)
/// and its log.
fn random_game<G: Game>(
    config: &G::Config,
    seed: u64,
    rng: &mut Rng,
    max: usize,
) -> (Vec<G>, Replay<G>) {
    let mut replay = Replay::<G>::new(config.clone(), seed);
    let mut g = replay.initial().unwrap();
    let mut states = vec![g.clone()];
    while states.len() <= max && !g.is_over() {
        let legal = g.legal_actions();
        let a = legal[rng.index(legal.len())].clone();
        replay.push(&mut g, a).unwrap();
        states.push(g.clone());
    }
    (states, replay)
}

/// Checks the properties every game shares on every pair of `states` within the window,
/// calls `check(i, j)` on the quiet ones, and returns how many pairs were quiet with at
/// least one action between them.
fn each_quiet_pair<G: Game>(
    states: &[G],
    replay: &Replay<G>,
    other: &G,
    same: impl Fn(&G, &G) -> bool,
    mut check: impl FnMut(usize, usize),
) -> usize {
    let mut quiet = 0;
    for i in 0..states.len() {
        for j in i..states.len().min(i + WINDOW + 1) {
            let (earlier, now) = (&states[i], &states[j]);
            if j > i {
                assert!(
                    !earlier.quiet_since(now),
                    "a later state is no ancestor ({i}, {j})"
                );
            }
            assert!(
                !now.quiet_since(other),
                "another game's state is no ancestor"
            );
            if !now.quiet_since(earlier) {
                continue;
            }
            // (1) Somebody decides (the same player in Valda; in Völuspá and Odin the next
            // player may decide, before the hand-off).
            assert!(now.to_move().is_some(), "an ended game is quiet ({i}, {j})");
            if G::NAME == "valda" {
                assert_eq!(now.to_move(), earlier.to_move(), "({i}, {j})");
            }
            // (3) The log without actions i..j, then the same actions again: the same state.
            let mut back = replay.clone();
            back.actions.truncate(i);
            let mut g = back.state().unwrap();
            assert!(same(&g, earlier), "the shortened log replays to `earlier`");
            for a in &replay.actions[i..j] {
                back.push(&mut g, a.clone()).unwrap();
            }
            assert!(
                same(&g, now),
                "the same actions again reach `now` ({i}, {j})"
            );
            if j > i {
                quiet += 1;
            }
            check(i, j);
        }
    }
    quiet
}

/// The generator's state, read from a `Debug` print (`rng: Rng { s: [..] }`).
fn rng_of(g: &impl std::fmt::Debug) -> String {
    let text = format!("{g:?}");
    let at = text
        .find("rng: Rng")
        .expect("the state prints its generator");
    let end = text[at..].find('}').unwrap();
    text[at..at + end].to_string()
}

// ---------------------------------------------------------------------------- Völuspá

fn vconfig(players: usize, tiles: TileSet) -> Config {
    Config {
        players,
        tiles,
        no_late_hel: false,
    }
}

/// The draw pile, top last (it is hidden from views, but the state prints it).
fn pile(g: &Voluspa) -> Vec<String> {
    serde_json::from_value(serde_json::to_value(g).unwrap()["pile"].clone()).unwrap()
}

/// Every number of tiles the turn under way in `g` could draw at its end, over every legal
/// way to finish it; `None` if there are too many ways to try.
fn possible_draws(g: &Voluspa) -> Option<BTreeSet<usize>> {
    fn walk(g: &Voluspa, turn: usize, out: &mut BTreeSet<usize>, budget: &mut usize) -> bool {
        for a in g.legal_actions() {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            let h = g.play(&a).unwrap();
            let t = &h.turns()[turn];
            if t.finished {
                out.insert(t.drew);
            } else if !walk(&h, turn, out, budget) {
                return false;
            }
        }
        true
    }
    let mut out = BTreeSet::new();
    let mut budget = 3000;
    walk(g, g.turns().len() - 1, &mut out, &mut budget).then_some(out)
}

/// The states where the span `i..j` took up a turn that finished inside it.
fn finished_turn_starts(states: &[Voluspa], i: usize, j: usize) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut start = i;
    for k in i..j {
        if states[k + 1].turns().len() != states[k].turns().len() {
            starts.push(start);
            start = k + 1;
        }
    }
    starts
}

#[test]
fn voluspa_quiet_spans_draw_only_what_any_play_would_draw() {
    let mut rng = Rng::new(21);
    let (mut crossing, mut within, mut unforced, mut oracle_skipped) = (0, 0, 0, 0);
    let sets = [TileSet::Base, TileSet::all_expansions(), TileSet::Base];
    for (seed, tiles) in (0..6).zip(sets.iter().cycle()) {
        let config = vconfig(2 + seed as usize % 2, tiles.clone());
        let (states, replay) = random_game::<Voluspa>(&config, seed, &mut rng, 70);
        let other = Voluspa::new(&config, seed + 100).unwrap();
        let mut draws_from = BTreeMap::new();
        let mut draws = |k: usize| {
            draws_from
                .entry(k)
                .or_insert_with(|| possible_draws(&states[k]))
                .clone()
        };
        let mut quiet_pairs = BTreeSet::new();
        each_quiet_pair(
            &states,
            &replay,
            &other,
            |a, b| a == b,
            |i, j| {
                let (earlier, now) = (&states[i], &states[j]);
                quiet_pairs.insert((i, j));
                // (2) Every turn that finished inside the span had a forced draw: every legal
                // way to finish it from where the span took it up draws as many tiles.
                let starts = finished_turn_starts(&states, i, j);
                for &k in &starts {
                    match draws(k) {
                        Some(d) => assert!(d.len() <= 1, "({i}, {j}): turn from {k} draws {d:?}"),
                        None => oracle_skipped += 1,
                    }
                }
                if starts.is_empty() {
                    within += usize::from(j > i);
                } else {
                    crossing += 1;
                }
                // (4) The hidden future: the bag seen from `earlier` is the bag seen from `now`
                // plus exactly the tiles drawn in between.
                let (old, new) = (pile(earlier), pile(now));
                assert_eq!(old[..new.len()], new[..], "({i}, {j})");
                let drawn: usize = starts
                    .iter()
                    .map(|&k| states[j].turns()[states[k].turns().len() - 1].drew)
                    .sum();
                assert_eq!(old.len() - new.len(), drawn, "({i}, {j})");
            },
        );
        // The other way round: same player, steps within one turn are always quiet, and a
        // span whose finished turns all had a forced draw is quiet.
        for i in 0..states.len() {
            for j in i..states.len().min(i + WINDOW + 1) {
                let (earlier, now) = (&states[i], &states[j]);
                if now.is_over() || now.to_move() != earlier.to_move() {
                    continue;
                }
                let starts = finished_turn_starts(&states, i, j);
                let d: Vec<_> = starts.iter().map(|&k| draws(k)).collect();
                let forced = d.iter().all(|d| d.as_ref().is_some_and(|d| d.len() <= 1));
                if forced {
                    assert!(quiet_pairs.contains(&(i, j)), "({i}, {j}) is not quiet");
                } else if d.iter().all(Option::is_some) {
                    unforced += 1;
                    assert!(!quiet_pairs.contains(&(i, j)));
                }
            }
        }
    }
    assert!(within > 10, "only {within} quiet spans within a turn");
    assert!(
        crossing > 3,
        "only {crossing} quiet spans across a finished turn"
    );
    assert!(
        unforced > 3,
        "only {unforced} spans with a draw a play could change"
    );
    assert!(
        oracle_skipped < 5,
        "{oracle_skipped} turns too large to check"
    );
}

#[test]
fn voluspa_bag_order_is_fixed_at_set_up() {
    // The claim the rule rests on: after set-up the pile is only drawn from its top.
    let mut rng = Rng::new(8);
    for seed in 0..4 {
        let config = Config {
            no_late_hel: seed % 2 == 0,
            ..vconfig(2 + seed as usize, TileSet::all_expansions())
        };
        let (states, _) = random_game::<Voluspa>(&config, seed, &mut rng, 400);
        let first = pile(&states[0]);
        for s in &states {
            let p = pile(s);
            assert_eq!(first[..p.len()], p[..]);
        }
    }
}

fn place(tile: Kind, r: i32, c: i32) -> Action {
    Action::Place(Placement::new(tile, Cell(r, c)))
}

/// Two players on a one-tile board; player 0 to move; tiles drawn from the end of `pile`.
fn two_player(tiles: TileSet, hands: Vec<Vec<Kind>>, pile: Vec<Kind>) -> Voluspa {
    Voluspa::from_parts(
        vconfig(2, tiles),
        parse_board("Va").unwrap(),
        hands,
        pile,
        0,
        1,
    )
    .unwrap()
}

#[test]
fn voluspa_a_turn_and_the_reply_are_quiet_when_no_play_could_change_the_draw() {
    use Kind::*;
    let hands = vec![
        vec![Odin, Thor, Troll, Dragon, Fenrir],
        vec![Thor, Odin, Loki, Valkyrie, Fenrir],
    ];
    let g = two_player(TileSet::Base, hands, vec![Thor, Dragon, Loki, Odin]);
    let mut now = g.play(&place(Odin, 0, 1)).unwrap();
    assert_eq!(now.to_move(), Some(1));
    // The hand-off: the turn is finished and another player decides now, who has not looked
    // yet (the app's hand-off knows); the draw was forced, so taking the turn back is quiet.
    assert!(now.quiet_since(&g));
    now.apply(&place(Thor, 0, -1)).unwrap();
    assert_eq!(now.to_move(), Some(0));
    assert!(
        now.quiet_since(&g),
        "any play of player 0 draws one tile: the same one"
    );
    assert_eq!(now.turns()[0].drew, 1);

    // With a Skadi that could capture (drawing nothing), the Odin's draw was a choice.
    let hands = vec![
        vec![Odin, Thor, Troll, Dragon, Skadi],
        vec![Thor, Odin, Loki, Valkyrie, Fenrir],
    ];
    let g = two_player(TileSet::Base, hands, vec![Thor, Dragon, Loki, Odin]);
    assert!(g
        .targets_for(Skadi)
        .iter()
        .any(|t| t.kind == TargetKind::Capture));
    let mut now = g.play(&place(Odin, 0, 1)).unwrap();
    now.apply(&place(Thor, 0, -1)).unwrap();
    assert_eq!(now.to_move(), Some(0));
    assert!(!now.quiet_since(&g), "a capture would have drawn nothing");

    // The same with an empty bag: nothing is drawn whatever is played.
    let hands = vec![vec![Odin, Thor, Skadi], vec![Thor, Odin, Loki]];
    let g = two_player(TileSet::Base, hands, vec![]);
    let mut now = g.play(&place(Odin, 0, 1)).unwrap();
    now.apply(&place(Thor, 0, -1)).unwrap();
    assert!(now.quiet_since(&g));

    // A Hel in hand: placing it would draw nothing, so the turn's draw was a choice.
    let hands = vec![
        vec![Odin, Thor, Troll, Dragon, Fenrir, Hel],
        vec![Thor, Odin, Loki, Valkyrie, Fenrir],
    ];
    let g = two_player(
        TileSet::all_expansions(),
        hands,
        vec![Thor, Dragon, Loki, Odin],
    );
    let mut now = g.play(&place(Odin, 0, 1)).unwrap();
    now.apply(&place(Thor, 0, -1)).unwrap();
    assert!(!now.quiet_since(&g));
}

#[test]
fn voluspa_steps_within_a_turn_are_quiet() {
    use Kind::*;
    // Eight tiles (a made-up hand), so that after a capture two must be discarded.
    let hands = vec![
        vec![Hermod, Thor, Raven, Skadi, Fenrir, Odin, Troll, Dragon, Hel],
        vec![Thor, Odin, Loki, Valkyrie, Fenrir],
    ];
    let g = two_player(
        TileSet::all_expansions(),
        hands,
        vec![Thor, Dragon, Loki, Odin],
    );
    let hermod = g.play(&place(Hermod, 0, 1)).unwrap();
    assert!(matches!(hermod.phase(), Phase::HermodFollowUp { .. }));
    assert!(hermod.quiet_since(&g));
    assert!(hermod.quiet_since(&hermod));
    // A capture in the follow-up moves a visible tile into the hand: still quiet.
    let captured = hermod.play(&place(Skadi, 0, 0)).unwrap();
    assert_eq!(captured.phase(), &Phase::DiscardDown);
    assert!(captured.quiet_since(&g) && captured.quiet_since(&hermod));
    // The turn ends with the next player to decide: still quiet before they look, since the
    // hand holds more than five tiles whatever is played, so nothing is drawn.
    let discarded = captured.play(&Action::Discard { tile: Thor }).unwrap();
    assert!(discarded.quiet_since(&g) && discarded.quiet_since(&captured));
    let done = discarded.play(&Action::Discard { tile: Troll }).unwrap();
    assert_eq!(done.to_move(), Some(1));
    assert!(done.quiet_since(&g));
    // Not an ancestor: another seed, or the states the other way round.
    let other = two_player(TileSet::Base, vec![vec![Odin], vec![Thor]], vec![]);
    assert!(!hermod.quiet_since(&other) && !g.quiet_since(&hermod));
}

// ---------------------------------------------------------------------------- Odin

#[test]
fn odin_quiet_exactly_within_one_hand_for_the_same_player() {
    let mut rng = Rng::new(5);
    let (mut replies, mut single) = (0, 0);
    for seed in 0..12 {
        let players = 2 + seed as usize % 4;
        let config = OdinConfig {
            players,
            target: Target::Points(15),
            four_colours: players == 2 && seed % 4 == 0,
        };
        let (states, replay) = random_game::<Odin>(&config, seed, &mut rng, 160);
        let other = Odin::new(&config, seed + 1000).unwrap();
        let mut quiet_pairs = BTreeSet::new();
        each_quiet_pair(
            &states,
            &replay,
            &other,
            |a, b| a == b,
            |i, j| {
                let (earlier, now) = (&states[i], &states[j]);
                quiet_pairs.insert((i, j));
                // (2) No deal in between.
                assert_eq!(earlier.hand_number(), now.hand_number());
                assert_eq!(earlier.hand_summaries(), now.hand_summaries());
                assert_eq!(earlier.undealt(), now.undealt());
                assert!(!now.log()[earlier.log().len()..]
                    .iter()
                    .any(|e| matches!(e.event, Event::HandEnded { .. })));
                // (4) The generator (the next deal) is untouched.
                assert_eq!(rng_of(earlier), rng_of(now));
                // Other players' plays after the undoer's own: a play and the replies.
                let movers: BTreeSet<_> = (i..j).map(|k| states[k].to_move()).collect();
                if movers.len() > 1 {
                    replies += 1;
                }
            },
        );
        for i in 0..states.len() {
            for j in i..states.len().min(i + WINDOW + 1) {
                let (earlier, now) = (&states[i], &states[j]);
                let expected = !now.is_over() && now.hand_number() == earlier.hand_number();
                assert_eq!(quiet_pairs.contains(&(i, j)), expected, "({i}, {j})");
            }
        }
        // Agrees with `Odin::undo` for one action.
        for j in 1..states.len() {
            let (before, now) = (&states[j - 1], &states[j]);
            if now.undo().actions > 0
                && now.to_move().is_some()
                && now.to_move() == before.to_move()
            {
                assert!(now.quiet_since(before), "undo allows action {j}");
                single += 1;
            }
        }
    }
    assert!(replies > 50, "only {replies} quiet spans with replies");
    assert!(single > 50, "only {single} single-action undos");
}

// ---------------------------------------------------------------------------- Valda

#[test]
fn valda_quiet_spans_roll_and_draw_nothing_and_touch_no_other_hand() {
    let mut rng = Rng::new(13);
    let (mut quiet, mut long) = (0, 0);
    for seed in 0..4 {
        let config = ValdaConfig::new(2 + seed as usize % 3);
        let (states, replay) = random_game::<Valda>(&config, seed, &mut rng, 220);
        let other = Valda::new(&config, seed + 1000).unwrap();
        let same = |a: &Valda, b: &Valda| Snapshot::of(a) == Snapshot::of(b);
        quiet += each_quiet_pair(&states, &replay, &other, same, |i, j| {
            let (earlier, now) = (&states[i], &states[j]);
            // The old name is the same rule.
            assert!(Valda::quiet_step(earlier, now));
            // (2) No roll, no draw, no other hand changed.
            for a in &replay.actions[i..j] {
                assert!(
                    !matches!(
                        a,
                        VAction::Roll
                            | VAction::Loki
                            | VAction::OpenDraw
                            | VAction::OwnerDraw(_)
                            | VAction::DrawOne
                            | VAction::DrawTwo
                    ),
                    "({i}, {j}): {a:?}"
                );
            }
            let me = earlier.to_move().unwrap();
            for p in (0..earlier.players()).filter(|&p| p != me) {
                assert_eq!(earlier.hand(p), now.hand(p), "({i}, {j})");
            }
            assert_eq!(earlier.base_count(), now.base_count());
            assert_eq!(earlier.god_counts(), now.god_counts());
            assert_eq!(now.looking_count(), 0);
            // (4) The generator is untouched.
            assert_eq!(Snapshot::of(earlier).rng, Snapshot::of(now).rng);
            long += usize::from(j - i > 1);
        });
        // `quiet_step` is `quiet_since`, on every pair.
        for i in 0..states.len() {
            for j in i..states.len().min(i + WINDOW + 1) {
                assert_eq!(
                    Valda::quiet_step(&states[i], &states[j]),
                    states[j].quiet_since(&states[i])
                );
            }
        }
    }
    assert!(quiet > 20, "only {quiet} quiet spans");
    assert!(long > 5, "only {long} quiet spans of several actions");
}

#[test]
fn valda_a_trade_is_quiet_and_the_draw_step_is_not() {
    let mut g = Valda::new(&ValdaConfig::new(3), 7).unwrap();
    let start = g.clone();
    let trade = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, VAction::Trade { .. }))
        .unwrap();
    g.apply(&trade).unwrap();
    assert!(g.quiet_since(&start));
    let traded = g.clone();
    g.apply(&VAction::EndPhase).unwrap();
    assert!(!g.quiet_since(&traded) && !g.quiet_since(&start));
    assert!(!start.quiet_since(&traded), "a later state is no ancestor");
    let other = Valda::new(&ValdaConfig::new(4), 7).unwrap();
    assert!(!traded.quiet_since(&other) && !other.quiet_since(&traded));
}
