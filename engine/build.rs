//! Writes Valda's built-in card list without each card's printed text and source
//! (`$OUT_DIR/valda-cards-lean.tsv`: the `text` and `source` columns empty), which a build
//! without the `card-texts` feature embeds (`skald::valda::cards::CardSet::builtin`).

use std::path::Path;

fn main() {
    let source = "data/valda-cards.tsv";
    println!("cargo::rerun-if-changed={source}");
    let text = std::fs::read_to_string(source).expect("engine/data/valda-cards.tsv");
    let mut lean = String::with_capacity(text.len());
    for (i, line) in text.lines().enumerate() {
        let mut fields: Vec<&str> = line.split('\t').collect();
        // The header (`… effect text source`) stays; rows lose columns 9 and 10.
        if i > 0 && fields.len() == 11 {
            fields[9] = "";
            fields[10] = "";
        }
        lean.push_str(&fields.join("\t"));
        lean.push('\n');
    }
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("valda-cards-lean.tsv"), lean)
        .expect("OUT_DIR is writable");
}
