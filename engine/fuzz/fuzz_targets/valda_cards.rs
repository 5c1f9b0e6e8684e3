#![no_main]
//! Card lists and effects: reading never panics, and an effect that is read prints back to
//! text that reads as the same effect.
use libfuzzer_sys::fuzz_target;
use skald::valda::cards::{parse_effect, CardSet, CardType};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = CardSet::parse(text);
    // The same bytes as the effect column of each type of card, and inside a real list.
    for t in CardType::ALL {
        if let Ok(e) = parse_effect(text, t) {
            assert_eq!(parse_effect(&e.to_string(), t).as_ref(), Ok(&e));
        }
    }
    let list = CardSet::builtin_text().replacen("gain(gold,2)", &text.replace(['\t', '\n', '\r'], " "), 1);
    let _ = CardSet::parse(&list);
});
