//! The built-in cards packed as bytes (`engine/data/valda-cards.packed`), for a build that
//! reads no card list (without the `card-lists` feature: Valda's embeds and its play screen);
//! and a card list of one's own, read by a build that has the reader (the computer's worker
//! engine `valda-cards`) and handed packed to one that has not ([`super::CardSet::packed`],
//! [`super::CardSet::from_packed`]). Reading the TSV
//! takes the card-list reader — the rows, the effect grammar, its typer and every check with
//! its messages — which was 19 KB of the embed's 184 gzipped; these bytes and their reader
//! are a few. The packed file is the lean list (`build.rs`) read by that reader and written
//! by [`pack`]: a test keeps it equal, and the reader below gives the same cards.
//!
//! Each card: its id, deck, type, name, count, whether it costs an action, its attack and
//! defence (255: none), its effect. A text is its length then its UTF-8 bytes; a value of
//! a word enum is its index in the enum's `ALL`; a number is one byte. An effect: 0 (none),
//! 1 and its steps, or 2 and its god-weapon options (each: name, window, steps); steps are
//! a count then each step, its tag (the order of [`Step`]'s variants) and its arguments.

// The built-in list is read from here only by a build without `card-lists` (and the tests);
// packing is for a build with it.
#![cfg_attr(all(feature = "card-lists", not(test)), allow(dead_code))]

use super::card::{CardDef, CardType, Deck};
use super::effect::{
    BuildKind, Colour, Effect, Filter, From, God, GodOption, GodSel, Res, Step, Target, Window,
};

/// The lean built-in list, packed.
pub(super) const BUILTIN: &[u8] = include_bytes!("../../../data/valda-cards.packed");

/// Reads packed bytes back into cards (`None` if they are not what [`pack`] writes).
pub(crate) fn unpack(bytes: &[u8]) -> Option<Vec<CardDef>> {
    let mut r = Reader { bytes, at: 0 };
    let n = r.byte()?;
    let cards = (0..n).map(|_| r.card()).collect::<Option<Vec<_>>>()?;
    (r.at == bytes.len()).then_some(cards)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    /// A value of a word enum, by its index in `all`.
    fn of<T: Copy>(&mut self, all: &[T]) -> Option<T> {
        all.get(self.byte()? as usize).copied()
    }

    fn text(&mut self) -> Option<String> {
        let n = self.byte()? as usize;
        let s = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        String::from_utf8(s.to_vec()).ok()
    }

    fn maybe(&mut self) -> Option<Option<u8>> {
        self.byte().map(|b| (b != NONE).then_some(b))
    }

    fn card(&mut self) -> Option<CardDef> {
        Some(CardDef {
            id: self.text()?,
            deck: self.of(&Deck::ALL)?,
            card_type: self.of(&CardType::ALL)?,
            name: self.text()?,
            count: self.byte()?,
            costs_action: self.byte()? != 0,
            attack_power: self.maybe()?,
            defence_power: self.maybe()?,
            effect: match self.byte()? {
                0 => Effect::None,
                1 => Effect::Steps(self.steps()?),
                2 => Effect::Options(
                    (0..self.byte()?)
                        .map(|_| {
                            Some(GodOption {
                                name: self.text()?,
                                window: self.of(Window::ALL)?,
                                steps: self.steps()?,
                            })
                        })
                        .collect::<Option<_>>()?,
                ),
                _ => return None,
            },
            text: String::new(),
            source: String::new(),
        })
    }

    fn steps(&mut self) -> Option<Vec<Step>> {
        (0..self.byte()?).map(|_| self.step()).collect()
    }

    fn step(&mut self) -> Option<Step> {
        use Step::*;
        Some(match self.byte()? {
            0 => Gain(self.of(Res::ALL)?, self.byte()?),
            1 => GainFollowers(self.byte()?),
            2 => LoseFollowers(self.byte()?),
            3 => Convert(self.of(From::ALL)?, self.of(Res::ALL)?, self.byte()?),
            4 => FollowersFor {
                from: self.of(From::ALL)?,
                cost: self.byte()?,
                followers: self.byte()?,
                times: self.byte()?,
            },
            5 => RollFollowers(self.of(&Colour::ALL)?),
            6 => RollResources(self.of(&Colour::ALL)?, self.byte()?),
            7 => Borrow {
                now: self.byte()?,
                later: self.byte()?,
            },
            8 => Discount(self.of(BuildKind::ALL)?, self.byte()?),
            9 => BuildFree(self.of(BuildKind::ALL)?),
            10 => Draw(self.byte()?),
            11 => DrawGod(
                match self.byte()? {
                    0 => GodSel::Choice,
                    g => GodSel::God(*God::ALL.get(g as usize - 1)?),
                },
                self.byte()?,
            ),
            12 => LookGodTops(self.byte()?),
            13 => Search {
                look: self.byte()?,
                take: self.byte()?,
            },
            14 => TakeFromDiscard(self.of(Filter::ALL)?, self.byte()?),
            15 => FollowersPerDiscard(self.byte()?),
            16 => SwitchCard,
            17 => TakeCard(self.byte()?),
            18 => ExtraActions(self.byte()?),
            19 => BuildLimit(self.byte()?),
            20 => On(self.of(Target::ALL)?, Box::new(self.step()?)),
            21 => KillFollowers(self.byte()?),
            22 => StealFollowers(self.byte()?),
            23 => StealResource(self.of(Res::ALL)?, self.byte()?),
            24 => BurnResource(self.of(Res::ALL)?, self.byte()?),
            25 => StealCard(self.byte()?),
            26 => DiscardRandom(self.byte()?),
            27 => OnBlock(Box::new(self.step()?)),
            28 => KeepAttackCard,
            29 => Reflect,
            30 => Undefendable,
            31 => DoubleAttack,
            32 => RedirectAttack,
            33 => CancelAttackTakeCard,
            34 => DoubleKill,
            35 => SetDie,
            36 => CancelBuild,
            37 => PlayAgain,
            38 => DoubleYellow,
            _ => return None,
        })
    }
}

/// The byte of an absent attack or defence.
const NONE: u8 = 255;

/// Writes cards as [`unpack`] reads them (their texts and sources left out); `None` if they
/// do not fit the format (more than 255 distinct cards, a name or an id longer than 255 bytes).
#[cfg(any(test, feature = "card-lists"))]
pub(crate) fn pack(cards: &[CardDef]) -> Option<Vec<u8>> {
    let mut out = vec![u8::try_from(cards.len()).ok()?];
    for c in cards {
        text(&mut out, &c.id)?;
        out.push(index(&Deck::ALL, c.deck));
        out.push(index(&CardType::ALL, c.card_type));
        text(&mut out, &c.name)?;
        out.push(c.count);
        out.push(c.costs_action as u8);
        out.push(c.attack_power.unwrap_or(NONE));
        out.push(c.defence_power.unwrap_or(NONE));
        match &c.effect {
            Effect::None => out.push(0),
            Effect::Steps(steps) => {
                out.push(1);
                pack_steps(&mut out, steps)?;
            }
            Effect::Options(options) => {
                out.push(2);
                out.push(u8::try_from(options.len()).ok()?);
                for o in options {
                    text(&mut out, &o.name)?;
                    out.push(index(Window::ALL, o.window));
                    pack_steps(&mut out, &o.steps)?;
                }
            }
        }
    }
    Some(out)
}

#[cfg(any(test, feature = "card-lists"))]
fn index<T: PartialEq>(all: &[T], v: T) -> u8 {
    all.iter().position(|x| *x == v).unwrap_or(0) as u8
}

#[cfg(any(test, feature = "card-lists"))]
fn text(out: &mut Vec<u8>, s: &str) -> Option<()> {
    out.push(u8::try_from(s.len()).ok()?);
    out.extend_from_slice(s.as_bytes());
    Some(())
}

#[cfg(any(test, feature = "card-lists"))]
fn pack_steps(out: &mut Vec<u8>, steps: &[Step]) -> Option<()> {
    out.push(u8::try_from(steps.len()).ok()?);
    for s in steps {
        pack_step(out, s);
    }
    Some(())
}

/// One step: its tag, then its arguments, as [`Reader::step`] reads them.
#[cfg(any(test, feature = "card-lists"))]
fn pack_step(out: &mut Vec<u8>, s: &Step) {
    use Step::*;
    // Each arm only lays out its bytes (at most five): one copy for all (smaller code).
    let (n, bytes): (usize, [u8; 5]) = match s {
        Gain(r, n) => (3, [0, index(Res::ALL, *r), *n, 0, 0]),
        GainFollowers(n) => (2, [1, *n, 0, 0, 0]),
        LoseFollowers(n) => (2, [2, *n, 0, 0, 0]),
        Convert(f, r, n) => (4, [3, index(From::ALL, *f), index(Res::ALL, *r), *n, 0]),
        FollowersFor {
            from,
            cost,
            followers,
            times,
        } => (5, [4, index(From::ALL, *from), *cost, *followers, *times]),
        RollFollowers(c) => (2, [5, index(&Colour::ALL, *c), 0, 0, 0]),
        RollResources(c, n) => (3, [6, index(&Colour::ALL, *c), *n, 0, 0]),
        Borrow { now, later } => (3, [7, *now, *later, 0, 0]),
        Discount(k, n) => (3, [8, index(BuildKind::ALL, *k), *n, 0, 0]),
        BuildFree(k) => (2, [9, index(BuildKind::ALL, *k), 0, 0, 0]),
        Draw(n) => (2, [10, *n, 0, 0, 0]),
        DrawGod(GodSel::Choice, n) => (3, [11, 0, *n, 0, 0]),
        DrawGod(GodSel::God(g), n) => (3, [11, index(God::ALL, *g) + 1, *n, 0, 0]),
        LookGodTops(n) => (2, [12, *n, 0, 0, 0]),
        Search { look, take } => (3, [13, *look, *take, 0, 0]),
        TakeFromDiscard(f, n) => (3, [14, index(Filter::ALL, *f), *n, 0, 0]),
        FollowersPerDiscard(n) => (2, [15, *n, 0, 0, 0]),
        SwitchCard => (1, [16, 0, 0, 0, 0]),
        TakeCard(n) => (2, [17, *n, 0, 0, 0]),
        ExtraActions(n) => (2, [18, *n, 0, 0, 0]),
        BuildLimit(n) => (2, [19, *n, 0, 0, 0]),
        On(t, step) => {
            out.extend([20, index(Target::ALL, *t)]);
            return pack_step(out, step);
        }
        KillFollowers(n) => (2, [21, *n, 0, 0, 0]),
        StealFollowers(n) => (2, [22, *n, 0, 0, 0]),
        StealResource(r, n) => (3, [23, index(Res::ALL, *r), *n, 0, 0]),
        BurnResource(r, n) => (3, [24, index(Res::ALL, *r), *n, 0, 0]),
        StealCard(n) => (2, [25, *n, 0, 0, 0]),
        DiscardRandom(n) => (2, [26, *n, 0, 0, 0]),
        OnBlock(step) => {
            out.push(27);
            return pack_step(out, step);
        }
        KeepAttackCard => (1, [28, 0, 0, 0, 0]),
        Reflect => (1, [29, 0, 0, 0, 0]),
        Undefendable => (1, [30, 0, 0, 0, 0]),
        DoubleAttack => (1, [31, 0, 0, 0, 0]),
        RedirectAttack => (1, [32, 0, 0, 0, 0]),
        CancelAttackTakeCard => (1, [33, 0, 0, 0, 0]),
        DoubleKill => (1, [34, 0, 0, 0, 0]),
        SetDie => (1, [35, 0, 0, 0, 0]),
        CancelBuild => (1, [36, 0, 0, 0, 0]),
        PlayAgain => (1, [37, 0, 0, 0, 0]),
        DoubleYellow => (1, [38, 0, 0, 0, 0]),
    };
    out.extend_from_slice(&bytes[..n]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::valda::cards::list::read;

    /// Where the packed list is kept, and how to write it again after the card list changed.
    const FILE: &str = "data/valda-cards.packed";

    /// The lean list (`build.rs`) as the card-list reader reads it.
    fn lean() -> Vec<CardDef> {
        read(
            include_str!(concat!(env!("OUT_DIR"), "/valda-cards-lean.tsv")),
            false,
        )
        .unwrap()
    }

    /// The packed file is the lean list packed (`SKALD_WRITE_PACKED=1 cargo test -p
    /// skald-engine packed` writes it again), and unpacks to the same cards.
    #[test]
    fn the_packed_list_is_the_lean_list() {
        let packed = pack(&lean()).unwrap();
        if std::env::var_os("SKALD_WRITE_PACKED").is_some() {
            std::fs::write(FILE, &packed).unwrap();
        }
        assert!(
            packed == BUILTIN,
            "{FILE} is stale: SKALD_WRITE_PACKED=1 cargo test -p skald-engine packed"
        );
        assert_eq!(unpack(BUILTIN), Some(lean()));
    }

    /// A card list of one's own read by a build with the reader and handed over packed reads
    /// back as the same cards, their printed texts left out (what the computer's worker engine
    /// `valda-cards` hands the app's play screen), and a game can be set up with it there.
    #[test]
    fn a_list_read_elsewhere_is_handed_over_packed() {
        use crate::valda::cards::CardSet;
        use crate::valda::config::{know_card_list, knows_card_list};
        let text = CardSet::builtin_text().replacen("gain(gold,2)", "gain(gold,5)", 1);
        let read = CardSet::parse(&text).unwrap();
        let handed = CardSet::from_packed(&read.packed().unwrap()).unwrap();
        let lean = |set: &CardSet| {
            let mut cards = set.cards.clone();
            for c in &mut cards {
                c.text.clear();
                c.source.clear();
            }
            cards
        };
        assert_eq!(handed.cards, lean(&read));
        assert_eq!(handed.physical(), read.physical());
        know_card_list(&text, handed);
        assert!(knows_card_list(&text));
        assert_eq!(CardSet::from_packed(&[1, 2, 3]), None);
    }

    /// Every verb of the vocabulary packs and unpacks, each with its own tag: those of the
    /// built-in cards (inside `on` and `on_block` too), and the one no built-in card uses.
    #[test]
    fn every_step_round_trips() {
        fn with_inner(s: &Step, out: &mut Vec<Step>) {
            out.push(s.clone());
            if let Step::On(_, inner) | Step::OnBlock(inner) = s {
                with_inner(inner, out);
            }
        }
        let mut steps = vec![
            Step::LoseFollowers(2),
            Step::DrawGod(GodSel::God(God::Loki), 1),
        ];
        for c in &lean() {
            let listed: Vec<&Step> = match &c.effect {
                Effect::None => Vec::new(),
                Effect::Steps(s) => s.iter().collect(),
                Effect::Options(o) => o.iter().flat_map(|o| &o.steps).collect(),
            };
            for s in listed {
                with_inner(s, &mut steps);
            }
        }
        let mut tags = Vec::new();
        for s in &steps {
            let mut out = Vec::new();
            pack_step(&mut out, s);
            tags.push(out[0]);
            let mut r = Reader { bytes: &out, at: 0 };
            assert_eq!(r.step().as_ref(), Some(s));
            assert_eq!(r.at, out.len(), "{s:?} read whole");
        }
        tags.sort();
        tags.dedup();
        assert_eq!(tags, (0..=38).collect::<Vec<u8>>(), "one tag per verb");
        // `option` is no step: the other verbs are one tag each.
        assert_eq!(super::super::effect::VERBS.len(), 39 + 1);
    }

    /// Bytes that are not a packed list are refused, never a panic.
    #[test]
    fn damaged_bytes_are_refused() {
        for cut in 0..BUILTIN.len() {
            assert_eq!(unpack(&BUILTIN[..cut]), None, "cut at {cut}");
        }
        for at in 0..BUILTIN.len() {
            let mut bad = BUILTIN.to_vec();
            bad[at] = 254;
            let _ = unpack(&bad);
        }
        assert_eq!(unpack(&[1, 0, 0]), None);
    }
}
