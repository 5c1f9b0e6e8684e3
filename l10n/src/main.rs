//! `skald-l10n <message files> <out>`: compiles the message files
//! (`<message files>/<lang>/<name>.ftl`, as the app's build script does) and writes each
//! file's words in each language to `<out>/<name>.<lang>.txt`, the data the browser loads
//! (the post-build step `scripts/post-build/words.mjs` runs it and gives them hashed names).
//! Prints one line per file written; exits 1 with every problem on a broken message file.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [from, to] = args.as_slice() else {
        eprintln!("usage: skald-l10n <message files> <out>");
        return ExitCode::FAILURE;
    };
    let files = match skald_l10n::compile_dir(Path::new(from), from, &skald_l10n::LANGUAGES) {
        Ok(files) => files,
        Err(errors) => {
            for e in &errors {
                eprintln!("{e}");
            }
            eprintln!(
                "skald-l10n: the message files have {} problem(s)",
                errors.len()
            );
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = std::fs::create_dir_all(to) {
        eprintln!("skald-l10n: {to}: {e}");
        return ExitCode::FAILURE;
    }
    for (name, compiled) in &files {
        for (lang, words) in skald_l10n::LANGUAGES.iter().zip(&compiled.words) {
            let path = Path::new(to).join(format!("{name}.{lang}.txt"));
            if let Err(e) = std::fs::write(&path, words) {
                eprintln!("skald-l10n: {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
            println!("{}", path.display());
        }
    }
    ExitCode::SUCCESS
}
