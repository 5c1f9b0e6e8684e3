//! Compiles the message files `l10n/<lang>/<file>.ftl` into `$OUT_DIR/l10n/<file>.rs`
//! (see the `skald-l10n` crate and `src/i18n`): English is the default and documents each
//! function; German must define the same messages with the same variables.

use std::path::Path;

/// The languages, as `Lang` variants and their folders; the first is the default.
const LANGUAGES: [(&str, &str); 2] = [("En", "en"), ("De", "de")];

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("l10n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("l10n");
    std::fs::create_dir_all(&out).expect("create OUT_DIR/l10n");
    println!("cargo:rerun-if-changed=l10n");
    let mut names: Vec<String> = std::fs::read_dir(root.join(LANGUAGES[0].1))
        .expect("l10n/en")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    names.sort();
    let mut failed = Vec::new();
    for name in names {
        let texts: Vec<(String, String)> = LANGUAGES
            .iter()
            .map(|(_, dir)| {
                let rel = format!("l10n/{dir}/{name}.ftl");
                let text = std::fs::read_to_string(root.join(dir).join(format!("{name}.ftl")))
                    .unwrap_or_else(|e| {
                        failed.push(format!("app/{rel}: {e}"));
                        String::new()
                    });
                (format!("app/{rel}"), text)
            })
            .collect();
        let languages: Vec<(&str, &str, &str)> = LANGUAGES
            .iter()
            .zip(&texts)
            .map(|((variant, _), (file, text))| (*variant, file.as_str(), text.as_str()))
            .collect();
        match skald_l10n::compile(&name, &languages) {
            Ok(code) => std::fs::write(out.join(format!("{name}.rs")), code).expect("write"),
            Err(errors) => failed.extend(errors),
        }
    }
    if !failed.is_empty() {
        for e in &failed {
            println!("cargo:warning={e}");
        }
        panic!(
            "the message files have {} problem(s):\n{}",
            failed.len(),
            failed.join("\n")
        );
    }
}
