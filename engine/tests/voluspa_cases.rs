//! Runs every rule case under `tests/voluspa/*.txt` (see `tests/voluspa/README.md`).

use skald::voluspa::{parse_board, print_board, score_move, targets, Cell, Kind, Move};
use std::collections::BTreeSet;
use std::path::PathBuf;

#[derive(Default, Debug)]
struct Case {
    file: String,
    line: usize,
    name: String,
    rule: String,
    board: String,
    after: Option<String>,
    action: Option<String>,
    points: Option<i32>,
    illegal: Option<String>,
    rules: Option<Vec<String>>,
    blocked: Option<String>,
    legal: Vec<String>,
    not_legal: Vec<String>,
}

fn parse_cases(file: &str, text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut cur = Case {
        file: file.into(),
        line: 1,
        ..Default::default()
    };
    let mut block: Option<&'static str> = None;
    let mut started = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        if line.starts_with('#') {
            continue;
        }
        if line.trim() == "---" {
            if started {
                cases.push(std::mem::take(&mut cur));
            }
            cur.file = file.into();
            cur.line = i + 2;
            block = None;
            started = false;
            continue;
        }
        let is_key = !line.starts_with(' ')
            && line.split_once(':').is_some_and(|(k, _)| {
                !k.is_empty() && k.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            });
        if is_key {
            started = true;
            let (k, v) = line.split_once(':').unwrap();
            let v = v.trim().to_string();
            block = None;
            match k {
                "name" => cur.name = v,
                "rule" => cur.rule = v,
                "board" => {
                    block = Some("board");
                    cur.board = v;
                }
                "after" => {
                    block = Some("after");
                    cur.after = Some(v);
                }
                "action" => cur.action = Some(v),
                "points" => cur.points = Some(v.parse().expect("points")),
                "illegal" => cur.illegal = Some(v),
                "rules" => {
                    cur.rules = Some(
                        v.split(',')
                            .map(|s| s.trim().to_string())
                            .filter(|s| !s.is_empty())
                            .collect(),
                    )
                }
                "blocked" => cur.blocked = Some(v),
                "legal" => cur.legal.push(v),
                "not_legal" => cur.not_legal.push(v),
                other => panic!("{file}:{}: unknown key {other}", i + 1),
            }
            continue;
        }
        match block {
            Some("board") => {
                cur.board.push('\n');
                cur.board.push_str(line);
            }
            Some("after") => {
                let a = cur.after.get_or_insert_with(String::new);
                a.push('\n');
                a.push_str(line);
            }
            _ => {
                if !line.trim().is_empty() {
                    panic!("{file}:{}: stray line {line:?}", i + 1);
                }
            }
        }
    }
    if started {
        cases.push(cur);
    }
    cases
}

fn cells(json: &str) -> BTreeSet<Cell> {
    serde_json::from_str::<Vec<Cell>>(json)
        .expect("cell list")
        .into_iter()
        .collect()
}

fn run(case: &Case) -> Result<(), String> {
    let board = parse_board(&case.board).map_err(|e| format!("board: {e}"))?;
    if let Some(b) = &case.blocked {
        let got: BTreeSet<Cell> = board.blocked_cells().into_iter().collect();
        if got != cells(b) {
            return Err(format!("blocked cells {got:?}, expected {b}"));
        }
    }
    for (want, list) in [(true, &case.legal), (false, &case.not_legal)] {
        for a in list {
            let m = Move::parse(a).map_err(|e| format!("legal: {e}"))?;
            let p = m.0[0].placement();
            let ts = targets(&board, p.tile);
            let found = ts
                .iter()
                .any(|t| t.at == p.at && (p.push.is_none() || t.push.contains(&p.push.unwrap())));
            let found =
                found && (p.push.is_some() || ts.iter().any(|t| t.at == p.at && t.push.is_empty()));
            if found != want {
                return Err(format!(
                    "{a} should {}be among the targets of {} ({ts:?})",
                    if want { "" } else { "not " },
                    p.tile
                ));
            }
        }
    }
    let Some(action) = &case.action else {
        return Ok(());
    };
    let m = Move::parse(action).map_err(|e| format!("action: {e}"))?;
    let mut b = board.clone();
    let res = score_move(&mut b, &m);
    match (&res, &case.illegal) {
        (Err(e), Some(want)) => {
            if !e.to_string().contains(want.as_str()) {
                return Err(format!(
                    "illegal as expected, but error {e:?} lacks {want:?}"
                ));
            }
            if b != board {
                return Err("board changed by an illegal move".into());
            }
            return Ok(());
        }
        (Err(e), None) => return Err(format!("unexpectedly illegal: {e}")),
        (Ok(s), Some(_)) => return Err(format!("expected illegal, scored {}", s.points)),
        (Ok(_), None) => {}
    }
    let s = res.unwrap();
    if let Some(p) = case.points {
        if s.points != p {
            return Err(format!(
                "scored {} instead of {p}: {}",
                s.points,
                serde_json::to_string(&s).unwrap()
            ));
        }
    }
    if let Some(rules) = &case.rules {
        let got: Vec<String> = s
            .steps
            .iter()
            .flat_map(|st| st.lines.iter())
            .map(|l| {
                serde_json::to_value(l.rule)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        if &got != rules {
            return Err(format!("rules {got:?}, expected {rules:?}"));
        }
    }
    if let Some(after) = &case.after {
        let want = parse_board(after).map_err(|e| format!("after: {e}"))?;
        if print_board(&b) != print_board(&want) {
            return Err(format!(
                "board after:\n{}expected:\n{}",
                print_board(&b),
                print_board(&want)
            ));
        }
    }
    Ok(())
}

#[test]
fn all_rule_cases() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/voluspa");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/voluspa")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut total = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        for case in parse_cases(&name, &text) {
            total += 1;
            assert!(
                !case.rule.is_empty(),
                "{}:{} has no rule:",
                case.file,
                case.line
            );
            if let Err(e) = run(&case) {
                failures.push(format!(
                    "{}:{} {} [{}]: {e}",
                    case.file, case.line, case.name, case.rule
                ));
            }
        }
    }
    let _ = Kind::Odin;
    assert!(
        failures.is_empty(),
        "{} of {total} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(total >= 100, "only {total} cases");
    eprintln!("{total} Völuspá rule cases passed");
}
