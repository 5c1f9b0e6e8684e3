#![no_main]
//! Fuzzes action application: a game set up from the first bytes, then each byte pair
//! either picks a legal action or builds an arbitrary (mostly illegal) one. Invariants: no
//! panic, illegal actions leave the state unchanged, legal ones apply, tiles are conserved,
//! no line exceeds seven.
use libfuzzer_sys::fuzz_target;
use skald::voluspa::{Action, Cell, Config, Dir, Kind, Placement, TileSet, Voluspa};
use skald::Game;

fuzz_target!(|data: &[u8]| {
    if data.len() < 3 {
        return;
    }
    let sets = TileSet::samples();
    let config = Config {
        players: 2 + (data[0] % 4) as usize,
        tiles: sets[(data[1] as usize) % sets.len()].clone(),
        no_late_hel: data[1] & 0x80 != 0,
    };
    let Ok(mut g) = Voluspa::new(&config, data[2] as u64) else {
        return;
    };
    for chunk in data[3..].chunks(2) {
        if g.is_over() {
            break;
        }
        let (a, b) = (chunk[0], *chunk.get(1).unwrap_or(&0));
        let action = if a & 1 == 0 {
            let acts = g.legal_actions();
            let act = acts[(b as usize) % acts.len()].clone();
            g.apply(&act).expect("a legal action applies");
            assert!(g.tiles_conserved());
            assert!(g.board().longest_line() <= 7);
            continue;
        } else {
            let tile = Kind::ALL[(b as usize) % 17];
            let at = Cell(((a >> 1) % 16) as i32 - 8, ((b >> 4) as i32) - 8);
            match a >> 5 {
                0 => Action::SkipRaven,
                1 => Action::EndTurn,
                2 => Action::Discard { tile },
                3 => Action::Place(Placement {
                    tile,
                    at,
                    push: Some(Dir::ALL[(b & 3) as usize]),
                    boosts: b & 3,
                }),
                4 => Action::Place(Placement::new(tile, Cell(i32::MAX, i32::MIN))),
                _ => Action::Place(Placement {
                    tile,
                    at,
                    push: None,
                    boosts: (a >> 6) & 1,
                }),
            }
        };
        let before = g.clone();
        if g.apply(&action).is_err() {
            assert_eq!(g, before);
        }
    }
});
