//! Reading a card list, the TSV format of `valda-cards.tsv`: the [`COLUMNS`], each row into a
//! [`CardDef`], the checks on the set as a whole, and the problems found, with their line
//! numbers ([`CardListErrors`]).

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::card::{CardDef, CardType, Deck, GOD_OPTIONS};
use super::effect::Effect;
use super::parse::parse_effect;
use crate::valda::constants::{BASE_CARDS, CARDS, GOD_DECK_CARDS};

/// The columns of a card list, in order.
pub const COLUMNS: [&str; 11] = [
    "id",
    "deck",
    "type",
    "name",
    "count",
    "costs_action",
    "attack_power",
    "defence_power",
    "effect",
    "text",
    "source",
];

/// The largest card list read, in bytes.
pub const MAX_LIST_BYTES: usize = 1 << 20;
/// The most errors reported for one list (the rest are summarised).
pub const MAX_ERRORS: usize = 50;

/// A problem in a card list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardListError {
    /// The line (1 is the header); 0 for the list as a whole.
    pub line: usize,
    /// The column, where one is at fault.
    pub column: Option<&'static str>,
    pub message: String,
}

impl fmt::Display for CardListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}", self.message),
            (l, Some(c)) => write!(f, "line {l}, column \"{c}\": {}", self.message),
            (l, None) => write!(f, "line {l}: {}", self.message),
        }
    }
}

/// All problems found in a card list (at most [`MAX_ERRORS`], then a summary line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardListErrors(pub Vec<CardListError>);

impl fmt::Display for CardListErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for CardListErrors {}

/// Reads and checks a card list: the header, every row, and the set as a whole (see
/// [`CardSet::parse`](super::CardSet::parse)); the cards in the list's order.
///
/// `texts_required`: whether a row without its printed text is refused (always, but for the
/// built-in list of a build without the `card-texts` feature, which leaves texts out).
pub(super) fn read(text: &str, texts_required: bool) -> Result<Vec<CardDef>, CardListErrors> {
    let mut errors = Vec::new();
    if text.len() > MAX_LIST_BYTES {
        return Err(CardListErrors(vec![CardListError {
            line: 0,
            column: None,
            message: format!(
                "the card list is {} KiB; at most {} KiB",
                text.len() / 1024,
                MAX_LIST_BYTES / 1024
            ),
        }]));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r')));
    let header: Vec<&str> = lines
        .next()
        .map(|(_, l)| l.split('\t').collect())
        .unwrap_or_default();
    if header != COLUMNS {
        return Err(CardListErrors(vec![CardListError {
            line: 1,
            column: None,
            message: format!(
                "the header must be the {} tab-separated columns: {}",
                COLUMNS.len(),
                COLUMNS.join(" ")
            ),
        }]));
    }
    let mut cards: Vec<CardDef> = Vec::new();
    let mut lines_of: Vec<usize> = Vec::new();
    let mut ids = HashSet::new();
    for (line, row) in lines {
        if row.trim().is_empty() {
            continue;
        }
        match parse_row(line, row, texts_required) {
            Ok(card) => {
                if !ids.insert(card.id.clone()) {
                    errors.push(err(line, "id", format!("'{}' is used twice", card.id)));
                }
                cards.push(card);
                lines_of.push(line);
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.is_empty() {
        check_set(&cards, &lines_of, &mut errors);
    }
    if !errors.is_empty() {
        let n = errors.len();
        errors.truncate(MAX_ERRORS);
        if n > MAX_ERRORS {
            errors.push(CardListError {
                line: 0,
                column: None,
                message: format!("… and {} more problems", n - MAX_ERRORS),
            });
        }
        return Err(CardListErrors(errors));
    }
    Ok(cards)
}

fn err(line: usize, column: &'static str, message: String) -> CardListError {
    CardListError {
        line,
        column: Some(column),
        message,
    }
}

fn parse_row(line: usize, row: &str, texts_required: bool) -> Result<CardDef, Vec<CardListError>> {
    let f: Vec<&str> = row.split('\t').collect();
    if f.len() != COLUMNS.len() {
        return Err(vec![CardListError {
            line,
            column: None,
            message: format!(
                "{} tab-separated fields; a row has {} ({})",
                f.len(),
                COLUMNS.len(),
                COLUMNS.join(" ")
            ),
        }]);
    }
    let mut errors = Vec::new();
    let field = |i: usize| f[i].trim();
    let id = field(0).to_string();
    let deck = Deck::from_word(field(1));
    if deck.is_none() {
        errors.push(err(
            line,
            "deck",
            format!(
                "unknown deck '{}' (decks: base, heimdall, freya, surtur, tyr, thor, odin, loki)",
                field(1)
            ),
        ));
    }
    if let Some(d) = deck {
        let ok = id
            .strip_prefix(d.word())
            .and_then(|r| r.strip_prefix('.'))
            .is_some_and(|r| {
                !r.is_empty()
                    && r.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            });
        if !ok {
            errors.push(err(
                line,
                "id",
                format!("'{id}' must be '{}.' and a snake_case name", d.word()),
            ));
        }
    }
    let card_type = CardType::ALL.into_iter().find(|t| t.word() == field(2));
    if card_type.is_none() {
        errors.push(err(
            line,
            "type",
            format!(
                "unknown type '{}' (types: action, attack, defence, god-weapon)",
                field(2)
            ),
        ));
    }
    let name = field(3).to_string();
    if name.is_empty() {
        errors.push(err(line, "name", "the name is empty".into()));
    }
    let count = match field(4).parse::<u8>() {
        Ok(n) if (1..=CARDS as u8).contains(&n) => n,
        _ => {
            errors.push(err(
                line,
                "count",
                format!("'{}' is not a number of copies from 1 to {CARDS}", field(4)),
            ));
            0
        }
    };
    let costs_action = match field(5) {
        "yes" => true,
        "no" => false,
        other => {
            errors.push(err(
                line,
                "costs_action",
                format!("'{other}' must be yes or no"),
            ));
            false
        }
    };
    if costs_action && card_type.is_some_and(|t| t != CardType::Action) {
        errors.push(err(
            line,
            "costs_action",
            "only action cards cost an action".into(),
        ));
    }
    let power =
        |i: usize, column: &'static str, min: u8, errors: &mut Vec<CardListError>| -> Option<u8> {
            match field(i) {
                "-" => None,
                s => match s.parse::<u8>() {
                    Ok(n) if n >= min && n <= 20 => Some(n),
                    _ => {
                        errors.push(err(
                            line,
                            column,
                            format!("'{s}' must be '-' or a power from {min} to 20"),
                        ));
                        None
                    }
                },
            }
        };
    let attack_power = power(6, "attack_power", 1, &mut errors);
    let defence_power = power(7, "defence_power", 0, &mut errors);
    match card_type {
        Some(CardType::Attack) if attack_power.is_none() || field(7) != "-" => errors.push(err(
            line,
            "attack_power",
            "an attack card has an attack power of at least 1, and defence power '-'".into(),
        )),
        Some(CardType::Defence) if defence_power.is_none() || field(6) != "-" => errors.push(err(
            line,
            "defence_power",
            "a defence card has a defence power, and attack power '-'".into(),
        )),
        Some(CardType::Action | CardType::GodWeapon) if field(6) != "-" || field(7) != "-" => {
            errors.push(err(
                line,
                "attack_power",
                "only attack and defence cards have powers ('-')".into(),
            ))
        }
        _ => {}
    }
    let effect = match card_type.map(|t| parse_effect(field(8), t)) {
        Some(Ok(e)) => Some(e),
        Some(Err(e)) => {
            errors.push(err(line, "effect", e));
            None
        }
        None => None,
    };
    let text = field(9).to_string();
    if text.is_empty() && texts_required {
        errors.push(err(line, "text", "the text is empty".into()));
    }
    match (deck, card_type, effect, errors.is_empty()) {
        (Some(deck), Some(card_type), Some(effect), true) => Ok(CardDef {
            id,
            deck,
            card_type,
            name,
            count,
            costs_action,
            attack_power,
            defence_power,
            effect,
            text,
            source: field(10).to_string(),
        }),
        _ => Err(errors),
    }
}

/// The checks on the set as a whole.
fn check_set(cards: &[CardDef], lines: &[usize], errors: &mut Vec<CardListError>) {
    let whole = |message: String| CardListError {
        line: 0,
        column: None,
        message,
    };
    let total: usize = cards.iter().map(|c| c.count as usize).sum();
    if total != CARDS {
        errors.push(whole(format!(
            "the list holds {total} cards; a Valda set has {CARDS}"
        )));
    }
    for deck in Deck::ALL {
        let n: usize = cards
            .iter()
            .filter(|c| c.deck == deck)
            .map(|c| c.count as usize)
            .sum();
        let want = if deck == Deck::Base {
            BASE_CARDS
        } else {
            GOD_DECK_CARDS
        };
        if n != want {
            errors.push(whole(format!(
                "the {} deck holds {n} cards; it must hold {want}",
                deck.word()
            )));
        }
        let weapons: Vec<usize> = cards
            .iter()
            .zip(lines)
            .filter(|(c, _)| c.deck == deck && c.card_type == CardType::GodWeapon)
            .map(|(c, l)| {
                if c.count != 1 {
                    errors.push(err(
                        *l,
                        "count",
                        "a god weapon is a single card (count 1)".into(),
                    ));
                }
                *l
            })
            .collect();
        match (deck, weapons.len()) {
            (Deck::Base, 0) | (Deck::God(_), 1) => {}
            (Deck::Base, _) => errors.push(err(
                weapons[0],
                "deck",
                "the base deck holds no god weapon".into(),
            )),
            (Deck::God(g), n) => errors.push(whole(format!(
                "the {} deck holds {n} god weapons; it must hold exactly 1",
                g.word()
            ))),
        }
    }
    let mut seen = HashSet::new();
    for (c, l) in cards.iter().zip(lines) {
        let Effect::Options(opts) = &c.effect else {
            continue;
        };
        for o in opts {
            match GOD_OPTIONS.iter().find(|(n, _, _)| *n == o.name) {
                None => errors.push(err(
                    *l,
                    "effect",
                    format!(
                        "unknown god-weapon option '{}' (options: {})",
                        o.name,
                        GOD_OPTIONS
                            .iter()
                            .map(|(n, _, _)| *n)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )),
                Some((_, god, window)) => {
                    if c.deck != Deck::God(*god) {
                        errors.push(err(
                            *l,
                            "effect",
                            format!("{} is an option of {}'s god weapon", o.name, god.word()),
                        ));
                    }
                    if o.window != *window {
                        errors.push(err(
                            *l,
                            "effect",
                            format!(
                                "{} is played in the window {} (rulings §14.3)",
                                o.name,
                                window.word()
                            ),
                        ));
                    }
                    if !seen.insert(o.name.clone()) {
                        errors.push(err(
                            *l,
                            "effect",
                            format!("the option {} appears twice in the set", o.name),
                        ));
                    }
                }
            }
        }
    }
}
