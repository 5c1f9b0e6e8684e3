//! Rule cases from data files in `tests/odin/` (format in `tests/odin/README.md`): every
//! example of the English rule text and every bullet of the rulings.

use skald::odin::{
    check_play_on, set_value, CardSet, Colour, HandEnding, Odin, OdinAction, OdinConfig, Phase,
    Position,
};
use skald::{Game, PlayerId};
use std::path::PathBuf;

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/odin")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Non-comment lines with their line numbers.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
}

fn cards(s: &str) -> CardSet {
    let s = s.trim();
    if s == "-" {
        return CardSet::EMPTY;
    }
    s.parse()
        .unwrap_or_else(|e| panic!("bad cards {s:?} in a case: {e}"))
}

fn expect(result: Result<u32, String>, expected: &str, at: &str) {
    match expected.strip_prefix("illegal:") {
        Some(reason) => match result {
            Ok(v) => panic!("{at}: expected illegal ({reason}), got value {v}"),
            Err(e) => assert!(
                e.contains(reason.trim()),
                "{at}: error {e:?} lacks {reason:?}"
            ),
        },
        None => {
            let want: u32 = expected
                .parse()
                .unwrap_or_else(|_| panic!("{at}: bad value"));
            assert_eq!(result, Ok(want), "{at}");
        }
    }
}

#[test]
fn values() {
    let text = data("values.txt");
    let mut count = 0;
    for (n, line) in lines(&text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 3, "values.txt:{n}: need 3 fields");
        assert!(!f[2].is_empty(), "values.txt:{n}: no source");
        let result = set_value(cards(f[0])).map_err(|e| e.to_string());
        expect(result, f[1], &format!("values.txt:{n} ({})", f[2]));
        count += 1;
    }
    assert!(count >= 10);
}

#[test]
fn plays() {
    let text = data("plays.txt");
    let mut count = 0;
    for (n, line) in lines(&text) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 5, "plays.txt:{n}: need 5 fields");
        assert!(!f[4].is_empty(), "plays.txt:{n}: no source");
        let hand = (f[1] != "-").then(|| cards(f[1]));
        let play = if f[2].is_empty() {
            CardSet::EMPTY
        } else {
            cards(f[2])
        };
        let result = check_play_on(cards(f[0]), hand, play).map_err(|e| e.to_string());
        expect(result, f[3], &format!("plays.txt:{n} ({})", f[4]));
        count += 1;
    }
    assert!(count >= 20);
}

struct Case {
    name: String,
    line: usize,
    header: Vec<(String, String)>,
    steps: Vec<(usize, String)>,
}

fn parse_games(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in lines(text) {
        if let Some(name) = line.strip_prefix("==") {
            cases.push(Case {
                name: name.trim().to_string(),
                line: n,
                header: Vec::new(),
                steps: Vec::new(),
            });
            continue;
        }
        let case = cases
            .last_mut()
            .expect("games.txt: step before the first case");
        if line.starts_with(['>', '!', '?']) {
            case.steps.push((n, line.to_string()));
        } else {
            let (k, v) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("games.txt:{n}: expected `key: value`"));
            case.header
                .push((k.trim().to_string(), v.trim().to_string()));
        }
    }
    cases
}

fn action(s: &str) -> OdinAction {
    let s = s.trim();
    if s == "pass" {
        OdinAction::Pass
    } else if let Some(c) = s.strip_prefix("play") {
        OdinAction::Play { cards: cards(c) }
    } else if let Some(c) = s.strip_prefix("take") {
        OdinAction::Take {
            card: c.trim().parse().expect("bad card"),
        }
    } else {
        panic!("unknown action {s:?}")
    }
}

fn nums(s: &str) -> Vec<u32> {
    s.split_whitespace().map(|x| x.parse().unwrap()).collect()
}

fn check(g: &Odin, what: &str, arg: &str, at: &str) {
    let p = |s: &str| -> PlayerId { s.parse().unwrap() };
    let a: Vec<&str> = arg.split_whitespace().collect();
    match what {
        "to_move" => assert_eq!(g.to_move(), Some(p(arg)), "{at}"),
        "phase" => {
            let want = match arg {
                "lead" => Phase::Lead,
                "follow" => Phase::Follow,
                "take" => Phase::Take,
                "over" => Phase::Over,
                _ => panic!("{at}: bad phase"),
            };
            assert_eq!(g.phase(), want, "{at}");
        }
        "middle" => assert_eq!(g.middle(), cards(arg), "{at}"),
        "hand" => {
            let (who, rest) = arg.split_once(' ').unwrap_or((arg, "-"));
            assert_eq!(g.hand(p(who)), cards(rest), "{at}");
        }
        "hand_size" => assert_eq!(
            g.hand(p(a[0])).len(),
            a[1].parse::<usize>().unwrap(),
            "{at}"
        ),
        "scores" => assert_eq!(g.scores(), nums(arg).as_slice(), "{at}"),
        "points" => {
            let last = g.hand_summaries().last().expect("no hand has ended");
            assert_eq!(last.points, nums(arg), "{at}");
            assert_eq!(last.totals, g.scores(), "{at}");
        }
        "ending" => {
            let last = g.hand_summaries().last().expect("no hand has ended");
            let want = match arg {
                "whole_hand_lead" => HandEnding::WholeHandLead,
                "played_out" => HandEnding::PlayedOut,
                _ => panic!("{at}: bad ending"),
            };
            assert_eq!(last.ending, want, "{at}");
        }
        "winners" => {
            let outcome = g.outcome().expect("game not over");
            let want: Vec<PlayerId> = a.iter().map(|x| p(x)).collect();
            assert_eq!(outcome.winners(), want, "{at}");
            assert_eq!(g.summary().unwrap().winners, want, "{at}");
        }
        "first_player" => assert_eq!(g.first_player(), p(arg), "{at}"),
        "hand_number" => assert_eq!(g.hand_number(), arg.parse::<u32>().unwrap(), "{at}"),
        "passes" => assert_eq!(g.passes(), arg.parse::<usize>().unwrap(), "{at}"),
        "discard" => assert_eq!(g.discard(), cards(arg), "{at}"),
        "discard_count" => assert_eq!(g.discard().len(), arg.parse::<usize>().unwrap(), "{at}"),
        "undealt" => assert_eq!(g.undealt().len(), arg.parse::<usize>().unwrap(), "{at}"),
        "deck_size" => {
            let n: usize = arg.parse().unwrap();
            assert_eq!(g.config().deck().len(), n, "{at}");
            let total: usize = g.hand_sizes().iter().sum::<usize>() + g.undealt().len();
            assert_eq!(total, n, "{at}");
        }
        "only_colours" => {
            let colours: Vec<Colour> = a
                .iter()
                .map(|l| Colour::from_letter(l.chars().next().unwrap()).unwrap())
                .collect();
            let allowed = CardSet::of_colours(&colours);
            for pl in 0..g.players() {
                assert!(allowed.contains_all(g.hand(pl)), "{at}");
            }
            assert!(allowed.contains_all(g.undealt()), "{at}");
        }
        "requirement" => {
            let r = g.requirement().to_string();
            assert!(r.contains(arg), "{at}: {r:?} lacks {arg:?}");
        }
        "legal_count" => {
            let count: usize = g.legal_plays().iter().map(|gr| gr.sets.len()).sum();
            assert_eq!(count, arg.parse::<usize>().unwrap(), "{at}");
        }
        "playable" => assert_eq!(g.playable_cards(), cards(arg), "{at}"),
        "undo" => assert_eq!(g.undo().actions, arg.parse::<usize>().unwrap(), "{at}"),
        _ => panic!("{at}: unknown check {what}"),
    }
}

#[test]
fn games() {
    let text = data("games.txt");
    let cases = parse_games(&text);
    assert!(cases.len() >= 20);
    for case in &cases {
        let at = format!("games.txt:{} ({})", case.line, case.name);
        let get = |k: &str| {
            case.header
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        assert!(get("source").is_some(), "{at}: no source");
        let parsed = serde_json::from_str::<OdinConfig>(get("config").expect("no config"));
        if let Some(reason) = get("config_error") {
            // Refused when read, or when the game is set up.
            let e = match parsed {
                Err(e) => e.to_string(),
                Ok(config) => Odin::new(&config, 1).expect_err(&at).to_string(),
            };
            assert!(e.contains(reason), "{at}: {e:?} lacks {reason:?}");
            continue;
        }
        let config = parsed.expect("bad config JSON");
        let seed: u64 = get("seed").map_or(1, |s| s.parse().unwrap());
        let mut g = match get("hands") {
            Some(hands) => {
                let position = Position {
                    first_player: get("first").expect("no first").parse().unwrap(),
                    hands: hands.split('|').map(cards).collect(),
                    scores: get("scores").map(nums).unwrap_or_default(),
                };
                Odin::from_position(&config, &position, seed).expect(&at)
            }
            None => Odin::new(&config, seed).expect(&at),
        };
        for (n, step) in &case.steps {
            let at = format!("games.txt:{n} ({})", case.name);
            let (kind, rest) = step.split_at(1);
            match kind {
                ">" => {
                    if let Err(e) = g.apply(&action(rest)) {
                        panic!("{at}: {e}");
                    }
                }
                "!" => {
                    let (act, reason) = rest.split_once("=>").expect("`! action => reason`");
                    let before = g.clone();
                    let e = g.apply(&action(act)).expect_err(&at).to_string();
                    assert!(e.contains(reason.trim()), "{at}: {e:?} lacks {reason:?}");
                    assert_eq!(g, before, "{at}: a refused action changed the state");
                }
                _ => {
                    let rest = rest.trim();
                    let (what, arg) = rest.split_once(' ').unwrap_or((rest, ""));
                    check(&g, what, arg.trim(), &at);
                }
            }
        }
    }
}

/// rulings: hands, rounds, turns ("The first player of the first hand is chosen at random").
#[test]
fn first_player_of_first_hand_is_random() {
    for players in 2..=6 {
        let mut seen = vec![0; players];
        for seed in 0..600 {
            let g = Odin::new(&OdinConfig::new(players), seed).unwrap();
            let p = g.to_move().unwrap();
            assert_eq!(g.first_player(), p);
            seen[p] += 1;
        }
        let expected = 600 / players;
        for count in seen {
            assert!(count > expected / 2, "{players} players: {count}");
        }
    }
}

/// rulings: cards and sets ("54 cards: numbers 1–9 in six colours"; notation R O Y G B P).
#[test]
fn fifty_four_cards_and_their_notation() {
    let all = CardSet::all().cards();
    assert_eq!(all.len(), 54);
    let text: Vec<String> = all.iter().map(|c| c.to_string()).collect();
    for colour in ["R", "O", "Y", "G", "B", "P"] {
        for n in 1..=9 {
            assert!(text.contains(&format!("{n}{colour}")));
        }
    }
}

/// docs/odin.md, decision 11: chosen positions are checked.
#[test]
fn positions_are_checked() {
    let config = OdinConfig::new(2);
    let pos = |hands: &str, first: usize| Position {
        first_player: first,
        hands: hands.split('|').map(cards).collect(),
        scores: Vec::new(),
    };
    assert!(Odin::from_position(&config, &pos("7R | 7B", 0), 1).is_ok());
    assert!(Odin::from_position(&config, &pos("7R | 7R", 0), 1).is_err());
    assert!(Odin::from_position(&config, &pos("7R | -", 0), 1).is_err());
    assert!(Odin::from_position(&config, &pos("7R | 7B", 2), 1).is_err());
    assert!(Odin::from_position(&config, &pos("7R", 0), 1).is_err());
    let ten = "1R 2R 3R 4R 5R 6R 7R 8R 9R 1B | 2B";
    assert!(Odin::from_position(&config, &pos(ten, 0), 1).is_err());
    let four = OdinConfig {
        four_colours: true,
        ..OdinConfig::new(2)
    };
    assert!(Odin::from_position(&four, &pos("7R | 7B", 0), 1).is_err());
    let g = Odin::from_position(&config, &pos("7R | 7B", 1), 1).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.undealt().len(), 52);
}

/// rulings: "the player takes exactly one card of the set that was in the middle before their
/// play … their own set becomes the middle": while the take is pending, the set to beat is
/// already the one just played.
#[test]
fn during_a_take_the_set_to_beat_is_the_one_just_played() {
    use skald::odin::Requirement;
    let config = OdinConfig::new(2);
    let position = Position {
        first_player: 0,
        hands: vec![cards("1Y 2Y 5R 7R 8R"), cards("3B 4B 6B 9G 9P")],
        scores: Vec::new(),
    };
    let mut g = Odin::from_position(&config, &position, 1).unwrap();
    assert_eq!(g.middle_requirement(), Requirement::Lead);
    for play in ["1Y", "3B", "8R 7R", "9G 9P"] {
        g.apply(&OdinAction::Play { cards: cards(play) }).unwrap();
    }
    // 9G 9P beat the two-card 8R 7R: player 1 must now take one of them.
    assert_eq!(g.phase(), Phase::Take);
    assert_eq!(g.requirement().to_string(), "take one card of 8R 7R");
    let now = g.middle_requirement();
    assert_eq!(now, Requirement::Beat { size: 2, value: 99 });
    assert_eq!(
        now.to_string(),
        "the next set must be 2 or 3 cards above 99"
    );
}
