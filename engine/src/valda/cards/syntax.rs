//! The grammar of an effect (rulings §1.1) without its meaning: text into tokens, tokens
//! into untyped steps ([`Node`]: a verb and its arguments). What the arguments mean and
//! where a verb may stand is checked by [`super::typer`].

/// How deeply steps may nest (`on(chosen, …)` inside `on_block(…)` is 2 deep).
const MAX_DEPTH: usize = 4;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Int(u64),
    Punct(char),
}

fn tokenize(s: &str) -> Result<Vec<(Tok, usize)>, String> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let mut i = 0;
    while let Some(&(at, c)) = chars.get(i) {
        if c.is_whitespace() {
            i += 1;
        } else if "(),;|".contains(c) {
            out.push((Tok::Punct(c), at));
            i += 1;
        } else if c.is_ascii_digit() {
            let mut n: u64 = 0;
            while let Some(&(_, d)) = chars.get(i).filter(|(_, d)| d.is_ascii_digit()) {
                n = n.saturating_mul(10).saturating_add(d as u64 - '0' as u64);
                i += 1;
            }
            out.push((Tok::Int(n), at));
        } else if c.is_ascii_lowercase() || c == '_' {
            let start = i;
            while chars
                .get(i)
                .is_some_and(|(_, d)| d.is_ascii_lowercase() || d.is_ascii_digit() || *d == '_')
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().map(|(_, d)| *d).collect();
            out.push((Tok::Word(word), at));
        } else {
            return Err(format!(
                "unexpected character {c:?} at position {} (verbs and words are lowercase snake_case)",
                at + 1
            ));
        }
    }
    Ok(out)
}

/// A step before its arguments are typed.
#[derive(Debug)]
pub(super) struct Node {
    pub(super) verb: String,
    pub(super) args: Vec<Arg>,
    /// Where the verb starts (1-based, for messages).
    pub(super) at: usize,
}

/// An argument: a number, a word, or a nested step.
#[derive(Debug)]
pub(super) enum Arg {
    Int(u64),
    Word(String),
    Step(Node),
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    i: usize,
    len: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.i).map(|(t, _)| t)
    }

    fn pos(&self) -> usize {
        self.toks.get(self.i).map_or(self.len, |(_, p)| *p) + 1
    }

    fn punct(&mut self, c: char) -> Result<(), String> {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected '{c}' at position {}", self.pos()))
        }
    }

    fn node(&mut self, depth: usize) -> Result<Node, String> {
        if depth > MAX_DEPTH {
            return Err(format!("steps nested more than {MAX_DEPTH} deep"));
        }
        let at = self.pos();
        let verb = match self.peek() {
            Some(Tok::Word(w)) => w.clone(),
            _ => return Err(format!("expected a verb at position {at}")),
        };
        self.i += 1;
        self.punct('(')?;
        let mut args = Vec::new();
        if self.peek() != Some(&Tok::Punct(')')) {
            loop {
                args.push(self.arg(depth)?);
                if self.peek() == Some(&Tok::Punct(',')) {
                    self.i += 1;
                } else {
                    break;
                }
            }
        }
        self.punct(')')?;
        Ok(Node { verb, args, at })
    }

    fn arg(&mut self, depth: usize) -> Result<Arg, String> {
        let nested = matches!(self.toks.get(self.i + 1), Some((Tok::Punct('('), _)));
        match self.peek().cloned() {
            Some(Tok::Word(_)) if nested => Ok(Arg::Step(self.node(depth + 1)?)),
            Some(Tok::Word(w)) => {
                self.i += 1;
                Ok(Arg::Word(w))
            }
            Some(Tok::Int(n)) => {
                self.i += 1;
                Ok(Arg::Int(n))
            }
            _ => Err(format!("expected an argument at position {}", self.pos())),
        }
    }
}

/// Reads an effect's text into its untyped steps and the separators between them (`;` for
/// "then", `|` between a god weapon's options).
pub(super) fn steps(text: &str) -> Result<(Vec<Node>, Vec<char>), String> {
    let toks = tokenize(text)?;
    if toks.is_empty() {
        return Err("the effect is empty (write '-' for none)".into());
    }
    let mut p = Parser {
        toks,
        i: 0,
        len: text.len(),
    };
    let mut nodes = vec![p.node(0)?];
    let mut seps = Vec::new();
    while let Some(Tok::Punct(c @ (';' | '|'))) = p.peek().cloned() {
        p.i += 1;
        seps.push(c);
        nodes.push(p.node(0)?);
    }
    if p.peek().is_some() {
        return Err(format!("unexpected text at position {}", p.pos()));
    }
    Ok((nodes, seps))
}
