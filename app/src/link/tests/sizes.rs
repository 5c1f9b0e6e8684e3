//! How long the messages are, in whole random games: of the most players each game takes,
//! whose figures the limits of [`crate::link::wire`] come from, and of four players, what
//! each phone is typically sent per action (`cargo test -p skald-app --lib
//! link::tests::sizes -- --nocapture` prints both tables; docs/peer.md quotes them).

use skald::Viewer;

use super::games::{each_position, odin, valda, voluspa, Walk};
use crate::json::{parse, to_string, Value};
use crate::link::log::LOG_PART;
use crate::link::wire::{values_in, MAX_ACTION_VALUES, MAX_FROM_PHONE, MAX_TO_PHONE};
use crate::link::{view_messages, FromPhone, Secret, Sent, ViewLog};

/// The largest figures of one game's messages.
#[derive(Default, Debug)]
struct Sizes {
    games: usize,
    positions: usize,
    /// The longest whole view (its log included), in bytes.
    whole: usize,
    /// The longest message the deciding seat's phone was sent, in bytes (each phone is
    /// sent the log entries it lacks: here only when it decides, so more at once than a
    /// phone sent every change gets).
    longest: usize,
    /// The longest view message without log entries (the view but its log, the legal
    /// actions): what a message holds beside a run of log entries.
    bare: usize,
    /// The longest welcome at a game's end (all the log): its messages and bytes.
    welcome_parts: usize,
    welcome_bytes: usize,
    /// The longest list of legal actions in a message (bytes) and the most actions in one.
    longest_legal: usize,
    most_legal: usize,
    /// The longest `act` a phone may send, and the most JSON values in one action.
    longest_act: usize,
    most_values: usize,
}

fn measure<G: ViewLog>(s: &mut Sizes, w: &Walk<G>, sent: &mut [Sent]) {
    s.positions += 1;
    let Some(p) = w.game.to_move() else {
        // The end: every seat's whole view, and a welcome with the whole log.
        for seat in 0..w.game.players() {
            let whole = to_string(&w.game.view(Viewer::Player(seat))).unwrap();
            s.whole = s.whole.max(whole.len());
            let texts = view_messages(w.pos(), seat, true, &mut Sent::default()).unwrap();
            let bytes: usize = texts.iter().map(String::len).sum();
            if bytes > s.welcome_bytes {
                s.welcome_bytes = bytes;
                s.welcome_parts = texts.len();
            }
            s.longest = texts.iter().map(String::len).fold(s.longest, usize::max);
        }
        return;
    };
    let texts = view_messages(w.pos(), p, false, &mut sent[p]).unwrap();
    s.longest = texts.iter().map(String::len).fold(s.longest, usize::max);
    let bare = view_messages(w.pos(), p, false, &mut sent[p]).unwrap();
    assert_eq!(bare.len(), 1);
    s.bare = s.bare.max(bare[0].len());
    let legal = w.game.legal_actions();
    s.most_legal = s.most_legal.max(legal.len());
    s.longest_legal = s.longest_legal.max(to_string(&legal).unwrap().len());
    for a in &legal {
        let act = FromPhone::act(p, w.actions.len() as u64, w.serial, a).to_text();
        s.longest_act = s.longest_act.max(act.len());
        let value: Value = parse(&to_string(a).unwrap()).unwrap();
        s.most_values = s.most_values.max(values_in(&value, usize::MAX));
    }
}

fn game_sizes<G: ViewLog>(start: impl Fn(u64) -> Walk<G>, seeds: &[u64]) -> Sizes {
    let mut s = Sizes::default();
    for &seed in seeds {
        s.games += 1;
        let walk = start(seed);
        let mut sent: Vec<Sent> = vec![Sent::default(); walk.game.players()];
        let mut ended = 0;
        each_position(walk, seed, usize::MAX, |w| {
            measure(&mut s, w, &mut sent);
            ended += usize::from(w.game.is_over());
        });
        assert_eq!(ended, 1, "{} seed {seed} played to its end", G::NAME);
    }
    s
}

#[test]
fn the_largest_games_messages_fit_their_limits() {
    let rows = [
        (
            "Völuspá, 5 players, every expansion",
            game_sizes(|s| voluspa(5, s), &[1, 3]),
        ),
        (
            "Völuspá, 5 players, base tiles",
            game_sizes(|s| voluspa(5, s), &[0]),
        ),
        ("Odin, 6 players", game_sizes(|s| odin(6, s), &[0, 1])),
        ("Valda, 5 players", game_sizes(|s| valda(5, s), &[0, 1])),
    ];
    let hello = FromPhone::Hello {
        seat: 4,
        secret: Secret([0xab; 16]),
    }
    .to_text();
    let ping = FromPhone::Ping {
        at: 1234,
        serial: 1300,
    }
    .to_text();
    println!("| game | games | positions | longest whole view | longest message | longest without log entries | welcome at the end | longest legal list (actions) | longest act (values) |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (name, s) in &rows {
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} in {} | {} ({}) | {} ({}) |",
            s.games,
            s.positions,
            s.whole,
            s.longest,
            s.bare,
            s.welcome_bytes,
            s.welcome_parts,
            s.longest_legal,
            s.most_legal,
            s.longest_act,
            s.most_values
        );
        assert!(s.longest <= MAX_TO_PHONE, "{name}: {s:?}");
        assert!(
            (s.bare + LOG_PART) * 2 <= MAX_TO_PHONE + 8 * 1024,
            "{name}: room for a run of log entries, twice over: {s:?}"
        );
        assert!(s.longest_act * 20 <= MAX_FROM_PHONE, "{name}: {s:?}");
        assert!(s.most_values * 4 <= MAX_ACTION_VALUES, "{name}: {s:?}");
    }
    println!("hello: {} bytes, ping: {} bytes", hello.len(), ping.len());
    assert!(hello.len() < 100 && ping.len() < 50);
}

/// A seat that is sent every change gets small messages: the view, the legal actions and
/// the log entries of one action.
#[test]
fn a_phone_sent_every_change_gets_the_new_log_entries_only() {
    let mut longest = [0usize; 1];
    let mut sent: Vec<Sent> = vec![Sent::default(); 5];
    each_position(odin(5, 9), 9, usize::MAX, |w| {
        for (p, sent) in sent.iter_mut().enumerate() {
            let texts = view_messages(w.pos(), p, false, &mut *sent).unwrap();
            assert_eq!(texts.len(), 1, "one message per change");
            longest[0] = longest[0].max(texts[0].len());
        }
    });
    println!(
        "Odin, 5 players, every change: the longest message {} bytes",
        longest[0]
    );
    assert!(longest[0] < 8 * 1024, "{longest:?}");
}

/// What every phone is sent per action in typical games (four players): the figures of
/// docs/peer.md, "Sizes of the messages".
#[derive(Default)]
struct Typical {
    actions: usize,
    /// Bytes of each phone's messages after each action.
    per_phone: Vec<usize>,
    /// Of those, the legal actions' and the log entries' bytes.
    legal: usize,
    log: usize,
    /// Phones whose view (but `at`) was the one they were sent before: a message that
    /// sending only on change would have saved.
    unchanged: usize,
}

fn typical<G: ViewLog>(w: Walk<G>, seed: u64) -> Typical {
    let mut t = Typical::default();
    let n = w.game.players();
    let mut sent = vec![Sent::default(); n];
    let mut last: Vec<Option<Value>> = vec![None; n];
    each_position(w, seed, usize::MAX, |w| {
        for (p, sent) in sent.iter_mut().enumerate() {
            let texts = view_messages(w.pos(), p, w.actions.is_empty(), sent).unwrap();
            if w.actions.is_empty() {
                continue;
            }
            t.per_phone.push(texts.iter().map(String::len).sum());
            let mut v = parse(texts.last().unwrap()).unwrap();
            t.legal += to_string(v.get("legal").unwrap()).unwrap().len();
            t.log += to_string(v.get("log").unwrap()).unwrap().len();
            if let Value::Object(m) = &mut v {
                m.0.retain(|(k, _)| k != "at" && k != "log" && k != "log_from");
            }
            t.unchanged += usize::from(last[p].as_ref() == Some(&v));
            last[p] = Some(v);
        }
        t.actions += usize::from(!w.actions.is_empty());
    });
    t
}

#[test]
fn typical_games_send_a_few_kilobytes_per_phone_and_action() {
    let rows = [
        ("Völuspá, base tiles", typical(voluspa(4, 0), 0), 6_000),
        (
            "Völuspá, every expansion",
            typical(voluspa(4, 1), 1),
            10_000,
        ),
        ("Odin", typical(odin(4, 0), 0), 2_000),
        ("Valda", typical(valda(4, 0), 0), 4_000),
    ];
    println!("| game (4 players) | actions | per phone and action: mean | median | 90th percentile | largest | of the mean: legal actions | log entries | all four phones per action | unchanged views |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (name, mut t, most) in rows {
        let count = t.per_phone.len();
        t.per_phone.sort_unstable();
        let mean = t.per_phone.iter().sum::<usize>() / count;
        let at = |q: usize| t.per_phone[(count - 1) * q / 100];
        println!(
            "| {name} | {} | {mean} | {} | {} | {} | {} | {} | {} | {} |",
            t.actions,
            at(50),
            at(90),
            at(100),
            t.legal / count,
            t.log / count,
            mean * 4,
            t.unchanged
        );
        assert!(mean < most, "{name}: {mean} bytes per phone and action");
        assert!(at(100) <= MAX_TO_PHONE);
        // Every action changes every seat's view (whose turn, the board, the count of
        // actions…): sending views only on change would save next to nothing.
        assert!(
            t.unchanged * 20 < count,
            "{name}: {} of {count} unchanged",
            t.unchanged
        );
    }
}
