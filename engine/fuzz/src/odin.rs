//! Bodies of the fuzz targets `odin_notation` and `odin_actions`. Each function must
//! return normally on every input; it asserts the properties that must hold. Only the
//! engine's public API is used, so `engine/tests/odin_props.rs` runs them on random bytes
//! on stable Rust too (it includes this file as a module; see [`crate`]).

use skald::game::{Game, Viewer};
use skald::odin::{
    check_play_on, legal_plays_on, parse_cards, set_value, Card, CardSet, Odin, OdinAction,
    OdinConfig, OdinView, Phase, Target,
};
use skald::rng::Rng;

/// Card notation: parsing never panics; what parses prints and re-parses to the same
/// cards; values and checks of parsed sets never panic.
pub fn notation(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
    }
    let _ = parse_cards(&text);
    let mut halves = text.splitn(2, '|');
    let first = halves.next().unwrap_or("");
    let second = halves.next().unwrap_or("");
    if let Ok(set) = first.parse::<CardSet>() {
        assert_eq!(set.to_string().parse::<CardSet>(), Ok(set));
        if let Ok(v) = set_value(set) {
            assert!(v > 0);
        }
        if let Ok(other) = second.parse::<CardSet>() {
            let _ = check_play_on(set, None, other);
            let _ = check_play_on(set, Some(other), other);
            let hand = other.minus(set);
            if hand.len() <= 12 {
                for group in legal_plays_on(hand, set) {
                    for s in group.sets {
                        assert_eq!(check_play_on(set, Some(hand), s), Ok(group.value));
                    }
                }
            }
        }
    }
}

/// Actions: the first bytes choose a configuration and a seed; then each byte either
/// picks a legal action or builds an arbitrary (often illegal) one. Legal actions must
/// apply, refused ones must leave the state unchanged, and views must sample. If the
/// input is valid UTF-8 JSON of an action or a view, it is also tried.
pub fn actions(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(view) = OdinView::from_json(text) {
            if let Ok(mut g) = Odin::sample(&view, &mut Rng::new(1)) {
                let _ = skald::game::random_playout(&mut g, &mut Rng::new(2), 2_000);
            }
        }
        if let Ok(action) = OdinAction::from_json(text) {
            let mut g = Odin::new(&OdinConfig::new(3), 1).expect("valid config");
            let _ = g.apply(&action);
        }
    }
    let mut bytes = data.iter().copied();
    let mut next = || bytes.next();
    let players = 2 + next().unwrap_or(0) as usize % 5;
    let flags = next().unwrap_or(0);
    let target = match flags % 4 {
        0 => Target::Points(10),
        1 => Target::Points(15),
        2 => Target::Points(20),
        _ => Target::OneHand,
    };
    let config = OdinConfig {
        players,
        target,
        four_colours: players == 2 && flags & 4 != 0,
    };
    let seed = u64::from(next().unwrap_or(0)) | u64::from(next().unwrap_or(0)) << 8;
    let mut g = Odin::new(&config, seed).expect("valid config");
    while let Some(b) = next() {
        let legal = g.legal_actions();
        let action = match b % 4 {
            0 | 1 if !legal.is_empty() => legal[next().unwrap_or(0) as usize % legal.len()],
            2 => {
                let mut bits = 0u64;
                for _ in 0..7 {
                    bits = bits << 8 | u64::from(next().unwrap_or(0));
                }
                OdinAction::Play {
                    cards: CardSet::from_bits(bits),
                }
            }
            3 => match Card::from_index(next().unwrap_or(0) as usize % 54) {
                Some(card) => OdinAction::Take { card },
                None => OdinAction::Pass,
            },
            _ => OdinAction::Pass,
        };
        let before = g.clone();
        match g.apply(&action) {
            Ok(()) => assert!(
                legal.contains(&action),
                "{action} applied but was not listed"
            ),
            Err(_) => {
                assert!(!legal.contains(&action), "{action} listed but refused");
                assert_eq!(g, before);
            }
        }
        if b & 0x80 != 0 {
            let viewer = match g.to_move() {
                Some(p) => Viewer::Player(p),
                None => Viewer::Spectator,
            };
            let view = g.view(viewer);
            let sample = Odin::sample(&view, &mut Rng::new(seed)).expect("real views sample");
            assert_eq!(sample.view(viewer), view);
        }
        if g.phase() == Phase::Over {
            break;
        }
    }
}
