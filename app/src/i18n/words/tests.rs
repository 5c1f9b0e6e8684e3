use super::*;

/// A words file of `file` in `lang` with this build's header and `lines` (else "x").
fn words(lang: Lang, file: usize, lines: &[&str]) -> String {
    let f = &FILES[file];
    let mut w = format!("{}\n", f.headers[lang as usize]);
    for i in 0..f.count {
        w.push_str(lines.get(i).copied().unwrap_or("x"));
        w.push('\n');
    }
    w
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn render(line: &str, args: &[Arg], lang: Lang) -> Option<String> {
    let mut out = String::new();
    seq(line, &mut 0, args, lang, Some(&mut out), 0).then_some(out)
}

fn shell() -> usize {
    FILES.iter().position(|f| f.name == "shell").unwrap()
}

#[test]
fn the_compiler_knows_the_same_languages() {
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, CODES);
    for f in &FILES {
        for (lang, header) in Lang::ALL.iter().zip(f.headers) {
            assert!(
                header.starts_with(&format!(
                    "skald-words 1 {} {} {} ",
                    f.name,
                    lang.code(),
                    f.count
                )),
                "{header}"
            );
        }
    }
}

#[test]
fn every_compiled_in_file_reads() {
    for lang in Lang::ALL {
        for (file, f) in FILES.iter().enumerate() {
            let lines = read(lang, file, INLINE[lang as usize][file]).unwrap();
            assert_eq!(lines.len(), f.count, "{}.{}", f.name, lang.code());
        }
        assert!(installed(lang));
    }
}

#[test]
fn placeables_and_selectors() {
    let args = [Arg::from(1), Arg::from("Astrid"), Arg::from(1234)];
    assert_eq!(
        render("{1} has {0|one={0} point|={0} points}", &args, Lang::En).as_deref(),
        Some("Astrid has 1 point")
    );
    assert_eq!(
        render("{2|one={2} Punkt|={2} Punkte}", &args, Lang::De).as_deref(),
        Some("1.234 Punkte")
    );
    // Numbers before categories, text keys, nesting, escapes in bodies.
    assert_eq!(
        render("{2|1234=just so|=no}", &args, Lang::En).as_deref(),
        Some("just so")
    );
    assert_eq!(
        render("{1|Astrid=A{0|one=\\{1\\}|=many}|=?}", &args, Lang::En).as_deref(),
        Some("A{1}")
    );
    assert_eq!(
        render("a\\\\b\\nc \\| \\{x\\} ü", &[], Lang::En).as_deref(),
        Some("a\\b\nc | {x} ü")
    );
}

#[test]
fn missing_arguments_are_left_out() {
    assert_eq!(render("a{3}b", &[], Lang::En).as_deref(), Some("ab"));
    assert_eq!(
        render("{3|one=x|=default}", &[], Lang::En).as_deref(),
        Some("default")
    );
}

#[test]
fn malformed_encodings_do_not_read() {
    for bad in [
        "{",
        "{}",
        "{x}",
        "{0",
        "{0|",
        "{0|one}",
        "{0|one=a",
        "a}",
        "a|b",
        "\\",
        "{0|=a|",
        "{99999999999999999999999}",
        "{0|a{=b|=c}",
        "\\ü",
        "{10}",
    ] {
        assert_eq!(render(bad, &[Arg::from(1)], Lang::En), None, "{bad:?}");
    }
    let deep = format!("{}{}", "{0|=".repeat(20), "}".repeat(20));
    assert_eq!(render(&deep, &[], Lang::En), None);
    assert_eq!(render("{0|=a}b", &[], Lang::En).as_deref(), Some("ab"));
}

#[test]
fn words_files_are_read_whole() {
    let shell = shell();
    let good = words(Lang::De, shell, &[]);
    assert!(read(Lang::De, shell, leak(good.clone())).is_ok());
    // Another language's, another file's, an older build's, a line short or over, none.
    assert_eq!(
        read(Lang::En, shell, leak(good.clone())).err(),
        Some(NOT_WORDS)
    );
    let other = (shell + 1) % FILES.len();
    assert!(read(Lang::De, other, leak(good.clone())).is_err());
    let signature = FILES[shell].headers[1].rsplit(' ').next().unwrap();
    let old = good.replacen(signature, "00000000", 1);
    assert!(read(Lang::De, shell, leak(old)).is_err());
    let short = good.trim_end().rsplit_once('\n').unwrap().0.to_string();
    assert!(read(Lang::De, shell, leak(short)).is_err());
    assert!(read(Lang::De, shell, leak(format!("{good}x\n"))).is_err());
    assert!(read(Lang::De, shell, "").is_err());
    let bad_line = words(Lang::De, shell, &["fine", "{oops"]);
    assert_eq!(read(Lang::De, shell, leak(bad_line)).err(), Some(NOT_WORDS));
}

#[test]
fn installing_is_all_or_nothing() {
    assert_eq!(install(Lang::De, |_| None), Err(MISSING));
    let shell = shell();
    let mut lines = vec!["x"; FILES[shell].count];
    lines[0] = "{1} & {0}";
    lines[1] = "Zur\\\\ück";
    let lines = &lines;
    let given = |broken: bool| {
        move |name: &str| {
            let file = FILES.iter().position(|f| f.name == name)?;
            Some(if file == shell {
                words(Lang::De, file, if broken { &["{"] } else { lines })
            } else {
                INLINE[Lang::De as usize][file].to_string()
            })
        }
    };
    // One file that does not read: nothing installed, the compiled-in words stay.
    super::super::lang::set(Lang::De);
    let before = text(shell, 1);
    assert_eq!(install(Lang::De, given(true)), Err(NOT_WORDS));
    assert_eq!(text(shell, 1), before);
    // Installed words replace the compiled-in ones for this thread (each test has its own).
    install(Lang::De, given(false)).unwrap();
    assert_eq!(text(shell, 1), "Zur\\ück");
    assert_eq!(format(shell, 0, &[Arg::from("a"), Arg::from("b")]), "b & a");
    // A message with arguments asked as one without, and the reverse: no panic.
    assert_eq!(text(shell, 0), "");
    assert_eq!(format(shell, 1, &[]), "Zur\\ück");
    assert_eq!(text(shell, 100_000), "");
    assert_eq!(text(FILES.len() + 3, 0), "");
    super::super::lang::set(Lang::En);
}
