#![no_main]
//! Fuzzes the Völuspá notation: board parsing and printing, and action (move) JSON.
//! Invariants: no panic; printing a parsed board and parsing it again gives the same
//! print; a parsed move survives its JSON round trip; scoring any move on any board
//! returns normally and leaves the board unchanged when illegal.
use libfuzzer_sys::fuzz_target;
use skald::voluspa::{parse_board, print_board, score_move, Move};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (board_text, move_text) = text.split_once('\u{0}').unwrap_or((text, ""));
    if let Ok(b) = parse_board(board_text) {
        let printed = print_board(&b);
        let again = parse_board(&printed).expect("printed board parses");
        assert_eq!(print_board(&again), printed);
        if let Ok(m) = Move::parse(move_text) {
            let mut work = b.clone();
            if score_move(&mut work, &m).is_err() {
                assert_eq!(work, b);
            }
        }
    }
    if let Ok(m) = Move::parse(text) {
        assert_eq!(Move::parse(&m.to_json()).expect("round trip"), m);
    }
});
