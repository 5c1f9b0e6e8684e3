//! What every phone receives: in random games of all three games, every message built for
//! every seat at every position is read back and checked to hold no other seat's hidden
//! information:
//!
//! 1. read as the phone reads them (the log entries kept and put back into the view), they
//!    are the seat's view (`view(Player(p))`, exactly) and, while p decides, p's legal
//!    actions, and nothing else; a welcome to a phone that kept nothing brings the same;
//! 2. the view's hidden fields are p's alone (Odin's and Valda's `hand`, Völuspá's
//!    `players[q].hand`, Valda's `looking`), and what the other seats hold is nowhere in the
//!    message: in Odin, whose cards are each one of a kind, no card of another seat's hidden
//!    hand or of the undealt cards (the log of earlier hands aside, where a card of the
//!    current hand may have been played); in Völuspá and Valda, whose tiles and cards come
//!    in copies, no kind of tile or card held hidden by another seat (or looked at or seen
//!    by it alone) that p cannot see anywhere else — not public (a spectator's view), not
//!    p's own;
//! 3. the messages are the same, byte for byte, when the table's state is replaced by another
//!    one p cannot tell from it (`Game::sample` of p's view: the other hands and the piles
//!    dealt again): so it cannot carry what p may not know.

use skald::odin::Odin;
use skald::valda::Valda;
use skald::voluspa::Voluspa;
use skald::{Game, PlayerId, Rng, Viewer};

use super::games::{each_position, odin, valda, voluspa, Walk};
use std::collections::HashSet;

use crate::json::{parse, to_string, Value};
use crate::link::{view_messages, Kept, Position, Seen, Sent, ToPhone, ViewLog};

/// What was checked.
#[derive(Default, Debug)]
struct Checked {
    /// Positions visited.
    positions: usize,
    /// Seats' phones brought to a position (every seat at every position visited).
    seats: usize,
    /// Messages built and read (one or more per seat and position).
    messages: usize,
    /// Of the seats' messages, those for the seat that decides (with its legal actions).
    deciding: usize,
    /// Seats' messages rebuilt from a state sampled from the seat's view that differed from
    /// the table's in some other seat's hidden part, and were the same all the same.
    resampled: usize,
    /// Hidden cards or hands of other seats looked for in the messages and not found.
    hidden: usize,
    /// The longest message, in bytes.
    longest: usize,
}

fn json<T: serde::Serialize>(t: &T) -> Value {
    parse(&to_string(t).unwrap()).unwrap()
}

/// A seat's phone as the table sees it (what it was sent) and as it is (what it kept).
#[derive(Default)]
struct Phone {
    sent: Sent,
    kept: Kept,
}

/// Reads `texts` into `kept` as the phone would: log messages, then one view, whose whole
/// view (the log kept put back) is returned with the view message.
fn read_all<G: ViewLog>(texts: &[String], kept: &mut Kept, at: u64) -> (Seen, Value) {
    let (last, logs) = texts.split_last().expect("at least the view");
    for t in logs {
        match ToPhone::read(t.as_bytes()) {
            Ok(ToPhone::Log {
                at: a,
                from,
                entries,
            }) => {
                assert_eq!(a, at);
                kept.take(from, entries).unwrap();
            }
            other => panic!("log entries ahead of the view: {other:.200?}"),
        }
    }
    let Ok(ToPhone::View(seen)) = ToPhone::read(last.as_bytes()) else {
        panic!("the message reads back: {last:.200}")
    };
    kept.take(seen.log_from, seen.log.clone()).unwrap();
    let whole = kept.whole::<G>(seen.view.clone()).unwrap();
    (seen, whole)
}

/// Checks 1 and 3 for the messages that bring the phone of `seat` to the position (`views`:
/// every seat's view as JSON text), and returns the seat's whole view as the phone puts it
/// together and the legal actions it was sent.
fn check_message<G: ViewLog>(
    walk: &Walk<G>,
    views: &[String],
    seat: PlayerId,
    phone: &mut Phone,
    rng: &mut Rng,
    c: &mut Checked,
) -> (Value, Vec<Value>) {
    c.seats += 1;
    let before = phone.sent.clone();
    let texts = view_messages(walk.pos(), seat, false, &mut phone.sent).unwrap();
    c.messages += texts.len();
    c.longest = (texts.iter().map(String::len)).fold(c.longest, usize::max);
    let at = walk.actions.len() as u64;
    let (seen, whole) = read_all::<G>(&texts, &mut phone.kept, at);
    let decides = walk.game.to_move() == Some(seat);
    assert_eq!(seen.seat, seat);
    assert_eq!(seen.at, at);
    assert_eq!(seen.decides, decides);
    assert_eq!(
        whole,
        parse(&views[seat]).unwrap(),
        "the phone's view is the seat's"
    );
    let legal: Vec<Value> = if decides {
        c.deciding += 1;
        walk.game.legal_actions().iter().map(json).collect()
    } else {
        Vec::new()
    };
    assert_eq!(
        seen.legal, legal,
        "the seat's legal actions, and only while it decides"
    );
    if c.positions % 16 == 1 {
        // A welcome carries the whole log, to a phone that kept nothing.
        let texts = view_messages(walk.pos(), seat, true, &mut Sent::default()).unwrap();
        c.messages += texts.len();
        c.longest = (texts.iter().map(String::len)).fold(c.longest, usize::max);
        let (seen, fresh) = read_all::<G>(&texts, &mut Kept::default(), at);
        assert!(seen.welcome);
        assert_eq!(fresh, whole);
    }

    // 3: a state the seat cannot tell from the table's gives the same messages.
    let view = walk.game.view(Viewer::Player(seat));
    let other = G::sample(&view, rng).expect("a view samples");
    let pos = Position {
        game: &other,
        actions: &walk.actions,
        movers: &walk.movers,
        serial: walk.serial,
    };
    let mut sent = before;
    assert_eq!(
        view_messages(pos, seat, false, &mut sent).unwrap(),
        texts,
        "the messages depend on nothing the seat does not see"
    );
    assert_eq!(sent, phone.sent);
    // Dealt otherwise: the next seat's view of the sample is not its view of the table.
    let next = (seat + 1) % walk.game.players();
    if to_string(&other.view(Viewer::Player(next))).unwrap() != views[next] {
        c.resampled += 1;
    }
    (whole, seen.legal)
}

/// Every string in `v`, at any depth.
fn strings(v: &Value, out: &mut HashSet<String>) {
    match v {
        Value::String(s) => {
            out.insert(s.clone());
        }
        Value::Array(items) => items.iter().for_each(|i| strings(i, out)),
        Value::Object(m) => m.0.iter().for_each(|(_, i)| strings(i, out)),
        _ => {}
    }
}

/// What check 2 reads for one seat at one position.
struct Seat<'a, G: Game> {
    game: &'a G,
    /// Every seat's view.
    views: &'a [G::View],
    /// A spectator's view: what anybody may see.
    public: &'a Value,
    /// The seat.
    p: PlayerId,
    /// The seat's whole view as its phone put it together from its messages.
    view: &'a Value,
    /// The legal actions its messages brought.
    legal: &'a [Value],
}

/// Walks random games from `start` (3–5 players, `seeds` seeds each), checking every
/// seat's message at every `every`-th position (and the last), with `hidden`: check 2,
/// returning how many hidden items it looked for.
fn walk_games<G: ViewLog>(
    start: impl Fn(usize, u64) -> Walk<G>,
    seeds: u64,
    every: usize,
    hidden: impl Fn(Seat<'_, G>) -> usize,
) -> Checked {
    let mut c = Checked::default();
    let mut rng = Rng::new(4404);
    let clock = std::time::Instant::now();
    for players in 3..=5 {
        for seed in 0..seeds {
            let mut phones: Vec<Phone> = (0..players).map(|_| Phone::default()).collect();
            let mut i = 0;
            each_position(start(players, seed), seed, usize::MAX, |w| {
                i += 1;
                if i % every != 0 && !w.game.is_over() {
                    return;
                }
                c.positions += 1;
                let typed: Vec<G::View> = (0..players)
                    .map(|q| w.game.view(Viewer::Player(q)))
                    .collect();
                let views: Vec<String> = typed.iter().map(|v| to_string(v).unwrap()).collect();
                let public = json(&w.game.view(Viewer::Spectator));
                for (p, phone) in phones.iter_mut().enumerate() {
                    let (view, legal) = check_message(w, &views, p, phone, &mut rng, &mut c);
                    c.hidden += hidden(Seat {
                        game: &w.game,
                        views: &typed,
                        public: &public,
                        p,
                        view: &view,
                        legal: &legal,
                    });
                }
            });
        }
    }
    println!("{}: {c:?} in {:?}", G::NAME, clock.elapsed());
    assert!(
        c.resampled * 2 > c.seats,
        "most samples dealt the hidden parts otherwise"
    );
    c
}

#[test]
fn odin_phones_receive_no_other_seats_hidden_card() {
    let c = walk_games(odin, 3, 6, |s: Seat<'_, Odin>| {
        let (p, view, legal, views) = (s.p, s.view, s.legal, s.views);
        let v = &views[p];
        // The one hand in the message is the seat's own.
        assert_eq!(view.get("hand"), Some(&json(&v.hand)));
        let mine = v.hand.unwrap();
        // Hidden from p: the others' cards not publicly known, and the undealt cards.
        let mut hidden = skald::odin::CardSet::EMPTY;
        let mut placed = v.middle.union(v.take_from).union(v.discard);
        for (q, w) in views.iter().enumerate() {
            let hand = w.hand.unwrap();
            placed = placed.union(hand);
            if q != p {
                hidden = hidden.union(hand.minus(v.known[q]));
            }
        }
        hidden = hidden.union(v.config.deck().minus(placed));
        // The message without the log of earlier hands, where any card may have been played.
        let mut rest = view.clone();
        if let Value::Object(m) = &mut rest {
            for (k, entries) in &mut m.0 {
                if let (true, Value::Array(entries)) = (k == "log", entries) {
                    entries.retain(|e| {
                        e.get("hand").and_then(Value::as_u64) == Some(v.hand_number as u64)
                    });
                }
            }
        }
        let mut sent = HashSet::new();
        strings(&rest, &mut sent);
        legal.iter().for_each(|a| strings(a, &mut sent));
        assert!(mine.iter().all(|card| sent.contains(&card.to_string())));
        for card in hidden.iter() {
            assert!(
                !sent.contains(&card.to_string()),
                "seat {p} was sent {card}"
            );
        }
        hidden.len()
    });
    assert!(c.hidden > 50_000, "{c:?}");
}

/// The strings of `message` (a seat's whole view and its legal actions).
fn sent_strings(view: &Value, legal: &[Value]) -> HashSet<String> {
    let mut sent = HashSet::new();
    strings(view, &mut sent);
    legal.iter().for_each(|a| strings(a, &mut sent));
    sent
}

#[test]
fn voluspa_phones_receive_no_other_seats_tiles() {
    let c = walk_games(voluspa, 6, 3, |s: Seat<'_, Voluspa>| {
        let (p, view, legal) = (s.p, s.view, s.legal);
        let players = view.get("players").and_then(|v| match v {
            Value::Array(a) => Some(a.clone()),
            _ => None,
        });
        let players = players.expect("the players' part of the view");
        let own = &s.views[p];
        let own_hand = own.players[p].hand.clone().expect("the seat's own hand");
        // What anybody may see (the board, the piles, the turns' records, …) and the
        // seat's own tiles: a tile kind of another seat's hand that is neither may not be
        // anywhere in the message (tiles of a kind are alike: a kind also on the board or in
        // the seat's own hand could be either).
        let mut seeable = HashSet::new();
        strings(s.public, &mut seeable);
        let sent = sent_strings(view, legal);
        for k in &own_hand {
            let Value::String(code) = json(k) else {
                panic!("a kind is its code")
            };
            assert!(
                sent.contains(&code),
                "the seat's own {code} is in its message"
            );
            seeable.insert(code);
        }
        let mut hidden = 0;
        for (q, pv) in players.iter().enumerate() {
            let hand = pv.get("hand").expect("every player's hand field");
            if q == p {
                assert_eq!(hand, &json(&own.players[p].hand), "the seat's own hand");
                continue;
            }
            assert_eq!(hand, &Value::Null, "seat {p} was sent seat {q}'s hand");
            for k in s.views[q].players[q].hand.iter().flatten() {
                let Value::String(code) = json(k) else {
                    panic!("a kind is its code")
                };
                if !seeable.contains(&code) {
                    assert!(
                        !sent.contains(&code),
                        "seat {p} was sent {code} of seat {q}"
                    );
                    hidden += 1;
                }
            }
        }
        hidden
    });
    assert!(c.hidden > 1_000, "{c:?}");
}

/// The keys under which Valda's views and actions name cards (`CardId`s): hands, the cards
/// looked at, piles, events, fights, actions.
const CARD_KEYS: [&str; 10] = [
    "card", "cards", "hand", "looking", "discard", "known", "open", "defence", "attack", "defend",
];

/// The card numbers of a Valda view or action: every number under one of [`CARD_KEYS`].
fn cards(v: &Value, under: bool, out: &mut HashSet<u64>) {
    match v {
        Value::Number(_) if under => {
            out.extend(v.as_u64());
        }
        Value::Array(items) => items.iter().for_each(|i| cards(i, under, out)),
        Value::Object(m) => {
            (m.0.iter()).for_each(|(k, i)| cards(i, CARD_KEYS.contains(&k.as_str()), out))
        }
        _ => {}
    }
}

#[test]
fn valda_phones_receive_no_other_seats_cards() {
    let c = walk_games(valda, 3, 6, |s: Seat<'_, Valda>| {
        let (g, p, view, legal) = (s.game, s.p, s.view, s.legal);
        let own = &s.views[p];
        assert_eq!(view.get("hand"), Some(&json(&own.hand)));
        assert!(own.hand.is_some());
        // The cards looked at are in the message only while the seat itself looks.
        let looking = view.get("looking").unwrap_or(&Value::Null);
        if g.to_move() != Some(p) {
            assert_eq!(
                looking,
                &Value::Null,
                "seat {p} was sent another's cards looked at"
            );
        }
        // The cards anybody may see, and those the seat holds, looks at or saw alone.
        let mut seeable = HashSet::new();
        cards(s.public, false, &mut seeable);
        let mut mine = HashSet::new();
        cards(&json(&own.hand), true, &mut mine);
        cards(&json(&own.looking), true, &mut mine);
        cards(&json(&own.seen), false, &mut mine);
        let mut sent = HashSet::new();
        cards(view, false, &mut sent);
        legal.iter().for_each(|a| cards(a, false, &mut sent));
        let held: HashSet<u64> = own.hand.iter().flatten().map(|&c| c as u64).collect();
        assert!(
            held.is_subset(&sent),
            "the seat's own cards are in its message"
        );
        // The cards of other seats' hands that are not known to be there, and those they
        // look at or saw alone: none of a kind the seat cannot see otherwise is in its message.
        let mut theirs = HashSet::new();
        for q in (0..g.players()).filter(|&q| q != p) {
            let view = &s.views[q];
            let known = &own.table.seats[q].known;
            let unknown = view.hand.iter().flatten().filter(|c| !known.contains(c));
            theirs.extend(unknown.map(|&c| c as u64));
            cards(&json(&view.looking), true, &mut theirs);
            cards(&json(&view.seen), false, &mut theirs);
            if view.looking.is_some() {
                assert_eq!(looking, &Value::Null);
            }
        }
        let hidden: Vec<u64> = (theirs.iter())
            .filter(|c| !seeable.contains(c) && !mine.contains(c))
            .copied()
            .collect();
        for c in &hidden {
            assert!(
                !sent.contains(c),
                "seat {p} was sent card {c}, hidden in another seat's hand"
            );
        }
        hidden.len()
    });
    assert!(c.hidden > 1_000, "{c:?}");
}
