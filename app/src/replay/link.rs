//! A finished game as a link (`#/<game>/replay?v=…&g=…&m=…`): in `v` the version of the
//! game's rules that made it ([`Game::RULES`]), in `g` the game's save file without its
//! moves (configuration, seed and seats, read back and checked as any file is), in `m`
//! every move as its place in the engine's list of legal actions at that moment, a
//! variable-length number per move; `g` and `m` base64url. A Völuspá game of two players
//! fits in well under a thousand characters; reading a link replays it through the engine,
//! so a link that was tampered with is refused like a damaged file, and a link made under
//! other rules is refused before it is replayed (its moves would make another game). A
//! link without `v` (made before links carried it) is opened when it replays legally.

use skald::{Game, Replay};

use crate::i18n::shell;
use crate::seats::Meta;

/// The longest link offered or read: browsers and chat apps cut addresses longer than
/// this, so a longer game is offered as a file instead.
pub const MAX_LINK: usize = 8_000;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url without padding.
pub fn encode64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Reads base64url without padding; `None` for any other character or a length that no
/// encoding gives.
pub fn decode64(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|&a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

/// The link's query (`v=…&g=…&m=…`) of `replay`: `v` the rules' version, `g` is the game's save file with no moves
/// (read back by [`crate::save::from_json`], which checks it as it checks any file), `m` the
/// moves. `None` when a move is not among the legal actions of its position (a replay the
/// engine would refuse).
pub fn to_query<G: Game>(replay: &Replay<G>, meta: &Meta) -> Option<String> {
    let mut start = replay.clone();
    start.actions.clear();
    let head = crate::save::to_json(&start, meta);
    let mut game = replay.initial().ok()?;
    let mut moves = Vec::new();
    for action in &replay.actions {
        let mut i = game.legal_actions().iter().position(|a| a == action)?;
        // Seven bits a byte, the high bit set on all but the last.
        while i >= 0x80 {
            moves.push((i & 0x7f) as u8 | 0x80);
            i >>= 7;
        }
        moves.push(i as u8);
        game.apply(action).ok()?;
    }
    Some(format!(
        "v={}&g={}&m={}",
        G::RULES,
        encode64(head.as_bytes()),
        encode64(&moves)
    ))
}

/// Reads a link's query back into the game's replay and seats, replayed and checked by the
/// engine; the error is a phrase for the players. A query longer than [`MAX_LINK`] (more than
/// an address holds, so not one this app made) is refused before anything is read.
pub fn from_query<G: crate::save::SavedGame>(query: &str) -> Result<(Replay<G>, Meta), String> {
    if query.len() > MAX_LINK {
        return Err(shell::link_too_long_opened(MAX_LINK));
    }
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
    };
    let bad = || shell::link_damaged().to_string();
    if let Some(v) = param("v") {
        let v: u32 = v.parse().map_err(|_| bad())?;
        if v != G::RULES {
            return Err(shell::link_other_rules(v, G::RULES));
        }
    }
    let head = param("g").and_then(decode64).ok_or_else(bad)?;
    let moves = param("m").and_then(decode64).ok_or_else(bad)?;
    let head = String::from_utf8(head).map_err(|_| bad())?;
    let start = crate::save::from_json::<G, Meta>(&head)?;
    if !start.replay.actions.is_empty() {
        return Err(bad());
    }
    let (mut replay, mut game) = (start.replay, start.state);
    let (mut at, mut shift) = (0usize, 0u32);
    for b in moves {
        if shift > 21 {
            return Err(bad());
        }
        at |= ((b & 0x7f) as usize) << shift;
        if b & 0x80 != 0 {
            shift += 7;
            continue;
        }
        let n = replay.actions.len() + 1;
        let action = game
            .legal_actions()
            .get(at)
            .cloned()
            .ok_or_else(|| shell::link_bad_move(n))?;
        replay.push(&mut game, action).map_err(|e| e.to_string())?;
        (at, shift) = (0, 0);
    }
    if shift != 0 {
        return Err(bad());
    }
    Ok((replay, start.meta))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::seats::Seat;
    use skald::odin::{Odin, OdinConfig};
    use skald::voluspa::{Config, Voluspa};
    use skald::Rng;

    #[test]
    fn base64_round_trips_every_length() {
        for n in 0..20u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97) ^ 0xa5).collect();
            let text = encode64(&bytes);
            assert!(text
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
            assert_eq!(decode64(&text), Some(bytes));
        }
        assert_eq!(encode64(b"Man"), "TWFu");
        assert_eq!(decode64("TWE"), Some(b"Ma".to_vec()));
        assert_eq!(decode64("T"), None);
        assert_eq!(decode64("TW=u"), None);
    }

    /// A new game of `G` with `moves` random legal moves played (fewer if it ends first): the
    /// app's tests' one maker of played games.
    pub(crate) fn played<G: Game>(config: G::Config, seed: u64, moves: usize) -> Replay<G> {
        let mut replay = Replay::<G>::new(config, seed);
        let mut game = replay.initial().unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..moves {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.index(legal.len())].clone();
            replay.push(&mut game, a).unwrap();
        }
        replay
    }

    #[test]
    fn a_finished_game_comes_back_from_its_link() {
        let meta = Meta {
            seats: Seat::defaults(2),
            hints: None,
        };
        let replay = played::<Voluspa>(Config::default(), 7, 10_000);
        assert!(replay.initial().is_ok());
        let query = to_query(&replay, &meta).unwrap();
        assert!(query.len() < MAX_LINK, "{} characters", query.len());
        let (back, seats) = from_query::<Voluspa>(&query).unwrap();
        assert_eq!(back, replay);
        assert_eq!(seats, meta);
        let odin = played::<Odin>(OdinConfig::new(3), 5, 10_000);
        let meta3 = Meta {
            seats: Seat::defaults(3),
            hints: None,
        };
        let (back, _) = from_query::<Odin>(&to_query(&odin, &meta3).unwrap()).unwrap();
        assert_eq!(back, odin);
    }

    #[test]
    fn damaged_links_are_refused_in_words() {
        let meta = Meta {
            seats: Seat::defaults(2),
            hints: None,
        };
        let replay = played::<Odin>(OdinConfig::new(2), 3, 30);
        let query = to_query(&replay, &meta).unwrap();
        let (v, rest) = query.split_once('&').unwrap();
        assert_eq!(v, "v=1");
        let (g, m) = rest.split_once('&').unwrap();
        // Another game's link, a missing part, bad characters, a move past the legal list,
        // a number cut in half, seats that do not fit.
        assert!(from_query::<Voluspa>(&query).is_err());
        assert!(from_query::<Odin>(g).is_err());
        assert!(from_query::<Odin>(&format!("{g}&m=**")).is_err());
        assert!(from_query::<Odin>(&format!("{g}&m={}", encode64(&[0x7f]))).is_err());
        assert!(from_query::<Odin>(&format!("{g}&m={}", encode64(&[0x85]))).is_err());
        // Longer than an address holds: refused before it is read, in words.
        let long = format!("{query}&x={}", "a".repeat(MAX_LINK));
        assert_eq!(
            from_query::<Odin>(&long).unwrap_err(),
            crate::i18n::shell::link_too_long_opened(MAX_LINK)
        );
        let three = to_query(
            &replay,
            &Meta {
                seats: Seat::defaults(3),
                hints: None,
            },
        )
        .unwrap();
        assert!(from_query::<Odin>(&three).is_err());
        assert!(from_query::<Odin>(&format!("{g}&{m}")).is_ok());
    }

    #[test]
    fn a_link_of_other_rules_is_refused_and_one_without_a_version_opens() {
        let meta = Meta {
            seats: Seat::defaults(2),
            hints: None,
        };
        let replay = played::<Voluspa>(Config::default(), 11, 40);
        let query = to_query(&replay, &meta).unwrap();
        let rest = query.strip_prefix("v=1&").unwrap();
        let (old, _) = from_query::<Voluspa>(rest).unwrap();
        assert_eq!(old, replay);
        for v in ["v=2", "v=0", "v=77"] {
            let e = from_query::<Voluspa>(&format!("{v}&{rest}")).unwrap_err();
            assert!(e.contains("other rules") && e.contains(&v[2..]), "{e}");
        }
        assert!(from_query::<Voluspa>(&format!("v=x&{rest}")).is_err());
        // The file in the link says its rules too, and a file of other rules is refused.
        let (g, _) = rest.split_once('&').unwrap();
        let head = String::from_utf8(decode64(&g[2..]).unwrap()).unwrap();
        assert!(head.contains("\"rules\":1"), "{head}");
        let other = head.replace("\"rules\":1", "\"rules\":7");
        let e = crate::save::from_json::<Voluspa, Meta>(&other)
            .err()
            .unwrap();
        assert!(e.contains("other rules") && e.contains('7'), "{e}");
        let none = head.replace("\"rules\":1,", "");
        assert!(crate::save::from_json::<Voluspa, Meta>(&none).is_ok());
    }
}
