//! Bodies of the fuzz targets `valda_positions` and `valda_actions`. Each function must
//! return normally on every input; it asserts the properties that must hold. Only the
//! engine's public API is used, so `engine/tests/valda_game.rs` runs them on random bytes
//! on stable Rust too (it includes this file as a module; see [`crate`]).

use skald::game::{random_playout, Game, Viewer};
use skald::rng::Rng;
use skald::valda::cards::God;
use skald::valda::constants::Resources;
use skald::valda::dice::Face;
use skald::valda::position::Position;
use skald::valda::snapshot::Snapshot;
use skald::valda::state::GODS;
use skald::valda::{Action, Building, Kind, Valda, ValdaConfig};

/// Positions and snapshots from outside: the bytes as a hand-written position and as a
/// snapshot, and a real snapshot with numbers overwritten by the bytes. Whatever is
/// accepted plays on without panicking, and a snapshot of it reads back to itself.
pub fn positions(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(p) = Position::from_json(text) {
            if let Ok(g) = p.game() {
                play_on(g, 1);
            }
        }
        if let Ok(s) = Snapshot::from_json(text) {
            if let Ok(g) = s.game() {
                play_on(g, 2);
            }
        }
    }
    // A real mid-game snapshot, then numbers replaced: (index, value) byte pairs.
    let mut bytes = data.iter().copied();
    let players = 2 + bytes.next().unwrap_or(0) as usize % 4;
    let mut g = Valda::new(&ValdaConfig::new(players), 7).expect("valid config");
    let _ = random_playout(
        &mut g,
        &mut Rng::new(3),
        bytes.next().unwrap_or(0) as usize * 2,
    );
    let mut value = serde_json::to_value(Snapshot::of(&g)).expect("a snapshot serialises");
    // Numbers only ever become numbers, so the leaves found once stay the leaves.
    let mut leaves = Vec::new();
    collect_numbers(&mut value, &mut leaves);
    while let (Some(i), Some(j), Some(v)) = (bytes.next(), bytes.next(), bytes.next()) {
        if leaves.is_empty() {
            break;
        }
        let at = ((i as usize) << 8 | j as usize) % leaves.len();
        *leaves[at] = serde_json::Value::from(v as i64 * if v & 1 == 1 { 1 } else { 37 });
    }
    if let Ok(s) = serde_json::from_value::<Snapshot>(value) {
        if let Ok(g) = s.game() {
            play_on(g, 3);
        }
    }
}

fn collect_numbers<'a>(v: &'a mut serde_json::Value, out: &mut Vec<&'a mut serde_json::Value>) {
    match v {
        serde_json::Value::Number(_) => out.push(v),
        serde_json::Value::Array(a) => a.iter_mut().for_each(|x| collect_numbers(x, out)),
        serde_json::Value::Object(o) => o.values_mut().for_each(|x| collect_numbers(x, out)),
        _ => {}
    }
}

fn play_on(mut g: Valda, seed: u64) {
    let json = Snapshot::of(&g).to_json();
    let back = Snapshot::from_json(&json)
        .and_then(Snapshot::game)
        .expect("a snapshot of an accepted game reads back");
    assert_eq!(Snapshot::of(&back).to_json(), json);
    let _ = random_playout(&mut g, &mut Rng::new(seed), 600);
}

/// Actions: the first bytes choose the players and a seed; then each byte either picks a
/// legal action or builds an arbitrary (often illegal) one. Legal actions apply, refused
/// ones leave the state unchanged, and views sample to states with the same view.
pub fn actions(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(action) = serde_json::from_str::<Action>(text) {
            let mut g = Valda::new(&ValdaConfig::new(3), 1).expect("valid config");
            let _ = g.apply(&action);
        }
    }
    let mut bytes = data.iter().copied();
    let mut next = || bytes.next();
    let players = 2 + next().unwrap_or(0) as usize % 4;
    let seed = u64::from(next().unwrap_or(0)) | u64::from(next().unwrap_or(0)) << 8;
    let mut g = Valda::new(&ValdaConfig::new(players), seed).expect("valid config");
    while let Some(b) = next() {
        let legal = g.legal_actions();
        let action = if b % 4 != 3 && !legal.is_empty() {
            legal[next().unwrap_or(0) as usize % legal.len()].clone()
        } else {
            arbitrary(&mut next)
        };
        let before = Snapshot::of(&g);
        match g.apply(&action) {
            Ok(()) => assert!(legal.contains(&action), "{action:?} applied but not listed"),
            Err(_) => {
                assert!(!legal.contains(&action), "{action:?} listed but refused");
                assert_eq!(
                    Snapshot::of(&g),
                    before,
                    "a refused action changed the state"
                );
            }
        }
        if b & 0x80 != 0 {
            let viewer = match g.to_move() {
                Some(p) => Viewer::Player(p),
                None => Viewer::Spectator,
            };
            let view = g.view(viewer);
            let sample = Valda::sample(&view, &mut Rng::new(seed)).expect("real views sample");
            let mut again = sample.view(viewer);
            again.seen = view.seen.clone();
            assert_eq!(again, view);
        }
        if g.is_over() {
            break;
        }
    }
}

fn arbitrary(next: &mut impl FnMut() -> Option<u8>) -> Action {
    let mut byte = || next().unwrap_or(0);
    let kind = |b: u8| Kind::ALL[b as usize % 3];
    let god = |b: u8| GODS[b as usize % 7];
    let res = |a: u8, b: u8, c: u8| Resources::new(a as u16 % 6, b as u16 % 6, c as u16 % 6);
    match byte() % 24 {
        0 => Action::Roll,
        1 => Action::Trade {
            pay: res(byte(), byte(), byte()),
            get: kind(byte()),
        },
        2 => Action::Heimdall {
            pay: res(byte(), byte(), byte()),
            get: kind(byte()),
        },
        3 => Action::EndPhase,
        4 => Action::OwnerDraw(god(byte())),
        5 => Action::Play {
            card: byte(),
            open: byte() & 1 == 1,
        },
        6 => Action::TakeResource(kind(byte())),
        7 => Action::DrawTwo,
        8 => Action::Discard(byte()),
        9 => Action::Build {
            building: match byte() % 3 {
                0 => Building::Mine,
                1 => Building::Drill,
                _ => Building::Temple(God::Odin),
            },
            skip: res(byte(), byte(), byte()),
        },
        10 => Action::Attack(byte()),
        11 => Action::Defend(byte()),
        12 => Action::NoDefence,
        13 => Action::Weapon {
            card: byte(),
            option: byte() % 3,
        },
        14 => Action::Pass,
        15 => Action::Mute,
        16 => Action::Thor {
            pay: res(byte(), byte(), byte()),
        },
        17 => Action::Odin,
        18 => Action::Loki,
        19 => Action::Pick(res(byte(), byte(), byte())),
        20 => Action::Player(byte() as usize % 7),
        21 => Action::Card(byte()),
        22 => Action::Die {
            index: byte() % 5,
            face: Face::Followers(byte() as i8),
        },
        _ => Action::Swap {
            pay: res(byte(), byte(), byte()),
            get: res(byte(), byte(), byte()),
        },
    }
}
