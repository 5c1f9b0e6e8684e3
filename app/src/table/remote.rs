//! A table on a player's phone (issue #44, "Your phone is your hand"; docs/peer.md, "The
//! seat on the phone"): the game's own play screen, drawn on the phone of one seat from that
//! seat's view alone, whose moves go to the table device instead of being played here.
//!
//! The phone never holds the game: it holds a state the engine deals from the seat's view
//! (`Game::sample`: the other seats' hidden cards and the piles' order made up, which the
//! seat's screen never shows), so that the play screen — the same components, words and
//! controls as at the table — draws the seat's hand, mat and decision as it would for that
//! seat. Every rule stays the table's:
//!
//! - a move (`Msg::Apply`) is not applied here: [`send`] hands its JSON to the phone's
//!   link, which sends it to the table with the position's serial; the table checks it with
//!   the engine, applies it, and sends back the seat's new view, which [`deliver`] puts on
//!   the screen (`Msg::Position`, through [`super::seat_table::use_remote`]: the play
//!   screen's table replaced, the game's own choices changed as after a move);
//! - nothing is saved, no computer plays, no hint is asked, nothing is undone here (the
//!   phone has no record of the game to replay: its history is empty), and the tools that
//!   need the game's record — the menu, export, embed, the players' phones — are not shown;
//! - the other seats are flagged as elsewhere (`Table::phones`), so the phone is never
//!   handed to anybody: the seat's own hand is always shown.
//!
//! This module holds the phone's link as the play screen reaches it (no import of the
//! table's session); [`super::seat_table`] is the play screen's side.
//!
//! Only the `<game>-seat` module builds (feature `seat`) hold this; in every other build
//! [`active`] is the constant `false` and the checks on it compile away.

use std::cell::RefCell;
use std::rc::Rc;

use serde::Serialize;
use skald::{Game, PlayerId, Replay, Rng};
use yew::Callback;

use super::history::History;
use crate::save::Loaded;
use crate::seats::{Meta, Seat};

/// The phone's link as the play screen reaches it.
#[derive(Default)]
struct Remote {
    /// Sends an action's JSON to the table (the phone's link adds the seat, count and serial).
    send: Option<Rc<dyn Fn(String)>>,
    /// The seat this phone plays, and the table's serial of the position it opens at.
    seat: Option<(PlayerId, u64)>,
    /// What the play screen does with a new position and with a line for the player (set
    /// while it is drawn: [`set_hooks`]).
    hooks: Option<Hooks>,
    /// How long the game's log was (`TableGame::log_len`) in the first position after the
    /// seat's last decision: "since your last turn" lists what the log gained since.
    since: Option<usize>,
}

thread_local! {
    static REMOTE: RefCell<Remote> = RefCell::new(Remote::default());
}

/// Whether this page's play screen is a seat on a phone (its moves go to the table).
pub fn active() -> bool {
    REMOTE.with(|r| r.borrow().send.is_some())
}

/// Makes this page's play screen the screen of `seat` on a phone, opened at the table's
/// `serial`: its moves go to `send` as JSON.
pub fn start(seat: PlayerId, serial: u64, send: Rc<dyn Fn(String)>) {
    REMOTE.with(|r| {
        let mut r = r.borrow_mut();
        r.send = Some(send);
        r.seat = Some((seat, serial));
    });
}

/// The seat this page's play screen plays on a phone, and the serial it opens at.
pub fn seat() -> Option<(PlayerId, u64)> {
    REMOTE.with(|r| r.borrow().seat)
}

/// The play screen opens at the table's `serial` (a later position than the first, when
/// more came while it loaded).
pub fn opened_at(serial: u64) {
    REMOTE.with(|r| {
        if let Some((_, s)) = r.borrow_mut().seat.as_mut() {
            *s = serial;
        }
    });
}

/// Shows `text` as the play screen's notice (the table refused the last move).
pub fn say(text: String) {
    let say = REMOTE.with(|r| r.borrow().hooks.as_ref().map(|h| h.1.clone()));
    if let Some(say) = say {
        say.emit(text);
    }
}

/// Sends `action` to the table (nothing if this is no phone's seat).
pub fn send<A: Serialize>(action: &A) {
    let Ok(json) = crate::json::to_string(action) else {
        return;
    };
    let send = REMOTE.with(|r| r.borrow().send.clone());
    if let Some(send) = send {
        // The phone's link only sends it: nothing comes back into this table before the
        // table's answer arrives, as a message of its own.
        send(json);
    }
}

/// The game of a seat's view, as the phone holds it: a state the engine deals from `view`
/// (always with the same seed, so the same view draws the same screen), with `seats`' names
/// and colours, no record and no history. Refused (in words) if the view cannot be read or
/// dealt from.
pub fn dealt<G: Game>(view_json: &str, seats: Vec<Seat>) -> Result<Loaded<G, Meta>, String>
where
    G::View: SeatView,
{
    let view = G::View::read(view_json)?;
    let state = G::sample(&view, &mut Rng::new(SAMPLE_SEED)).map_err(|e| e.to_string())?;
    if seats.len() != state.players() {
        return Err(format!(
            "{} seats named for a game of {} players",
            seats.len(),
            state.players()
        ));
    }
    Ok(Loaded {
        replay: Replay::new(state.config().clone(), SAMPLE_SEED),
        history: History {
            movers: Vec::new(),
            last: vec![None; state.players()],
        },
        state,
        meta: Meta { seats, hints: None },
        earlier: None,
    })
}

/// A game's view as a phone reads it from the table's JSON ([`dealt`]).
pub trait SeatView: Sized {
    /// The view `text` holds, or what is wrong with it.
    fn read(text: &str) -> Result<Self, String>;
}

/// Völuspá's and Odin's views, through the engine's derived readers (their seat modules fit
/// their budgets with them).
macro_rules! seat_view_by_serde {
    ($($(#[$m:meta])* $view:ty),+) => {
        $($(#[$m])*
        impl SeatView for $view {
            fn read(text: &str) -> Result<Self, String> {
                crate::json::from_str(text).map_err(|e| e.to_string())
            }
        })+
    };
}

seat_view_by_serde!(
    #[cfg(feature = "voluspa")]
    skald::voluspa::VoluspaView,
    #[cfg(feature = "odin")]
    skald::odin::OdinView
);

/// Valda's view, read by hand (`crate::valda::view_json`): serde's readers of it were over
/// its seat module's budget.
#[cfg(feature = "valda")]
impl SeatView for skald::valda::ValdaView {
    fn read(text: &str) -> Result<Self, String> {
        crate::json::read(text).map_err(|e| e.to_string())
    }
}

/// The seed of the state a phone deals from its view.
pub const SAMPLE_SEED: u64 = 0x5ea7;

/// Puts the position `loaded` at the table's `serial` on the play screen drawn now (if
/// any): for a table of `A`'s game.
pub fn deliver<G: Game + 'static>(loaded: Loaded<G, Meta>, serial: u64) {
    let wake = REMOTE.with(|r| r.borrow().hooks.as_ref().map(|h| h.0.clone()));
    if let Some(wake) = wake {
        wake.emit((Rc::new(RefCell::new(Some(loaded))), serial));
    }
}

/// Sets what the play screen drawn now does with a position [`deliver`]ed (`wake`) and a
/// line [`say`]s (`say`); `None` when it goes (`super::seat_table::use_remote`).
pub fn set_hooks(hooks: Option<Hooks>) {
    REMOTE.with(|r| r.borrow_mut().hooks = hooks);
}

/// The play screen's hooks: what it does with a position delivered, and with a line said.
pub type Hooks = (Callback<(Rc<dyn std::any::Any>, u64)>, Callback<String>);

/// How long the game's log was in the first position after the seat's last decision.
pub fn since() -> Option<usize> {
    REMOTE.with(|r| r.borrow().since)
}

/// The seat's decision was made: the log was `len` entries long after it.
pub fn decided(len: usize) {
    REMOTE.with(|r| r.borrow_mut().since = Some(len));
}

#[cfg(all(test, feature = "voluspa", feature = "odin", feature = "valda"))]
mod tests {
    use skald::{Game, Viewer};

    use super::*;

    /// Plays `moves` random legal moves of `game`, checking at every position that each
    /// seat's phone deals, from that seat's view alone, a game whose view for the seat is
    /// the same, byte for byte, and whose legal moves are the same while the seat decides.
    fn every_seat_deals_its_own_view<G: Game>(mut game: G, moves: usize, seed: u64) -> usize
    where
        G::View: SeatView,
    {
        let mut rng = Rng::new(seed);
        let mut checked = 0;
        for _ in 0..moves {
            for seat in 0..game.players() {
                let view = crate::json::to_string(&game.view(Viewer::Player(seat))).unwrap();
                let loaded = dealt::<G>(&view, Seat::defaults(game.players())).unwrap();
                let again = crate::json::to_string(&loaded.state.view(Viewer::Player(seat)));
                assert_eq!(again.unwrap(), view, "seat {seat}");
                if game.to_move() == Some(seat) {
                    let legal = |g: &G| crate::json::to_string(&g.legal_actions()).unwrap();
                    assert_eq!(legal(&loaded.state), legal(&game), "seat {seat}");
                }
                assert!(loaded.replay.actions.is_empty() && loaded.history.movers.is_empty());
                checked += 1;
            }
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.index(legal.len())].clone();
            game.apply(&a).unwrap();
        }
        checked
    }

    #[test]
    fn a_phone_deals_a_game_that_shows_its_seat_exactly_its_view() {
        use skald::{odin::*, valda::*, voluspa::*};
        let mut checked = 0;
        for seed in 0..3 {
            checked += every_seat_deals_its_own_view(
                Odin::new(&OdinConfig::new(4), seed).unwrap(),
                60,
                seed,
            );
            let tiles = if seed == 1 {
                TileSet::all_expansions()
            } else {
                TileSet::Base
            };
            let config = Config {
                players: 3,
                tiles,
                ..Config::default()
            };
            checked +=
                every_seat_deals_its_own_view(Voluspa::new(&config, seed).unwrap(), 40, seed);
            checked += every_seat_deals_its_own_view(
                Valda::new(&ValdaConfig::new(3), seed).unwrap(),
                80,
                seed,
            );
        }
        assert!(checked > 1000, "{checked} positions checked");
    }

    #[test]
    fn a_view_that_cannot_be_read_or_seated_is_refused_in_words() {
        use skald::odin::{Odin, OdinConfig};
        let game = Odin::new(&OdinConfig::new(3), 4).unwrap();
        let view = crate::json::to_string(&game.view(Viewer::Player(1))).unwrap();
        // Three seats' view, named for two.
        assert!(dealt::<Odin>(&view, Seat::defaults(2)).is_err());
        for bad in [
            "",
            "null",
            "{}",
            "[1,2]",
            "{\"config\":7}",
            &view[..view.len() / 2],
        ] {
            let e = dealt::<Odin>(bad, Seat::defaults(3)).err();
            assert!(e.is_some_and(|e| !e.is_empty()), "{bad}");
        }
        // Damaged views: refused or dealt, never a panic.
        let mut rng = Rng::new(9);
        let bytes = view.as_bytes();
        for _ in 0..300 {
            let mut b = bytes.to_vec();
            let i = rng.index(b.len());
            let pick = b"0123456789,:{}[]\"-ax";
            b[i] = pick[rng.index(pick.len())];
            if let Ok(text) = std::str::from_utf8(&b) {
                let _ = dealt::<Odin>(text, Seat::defaults(3));
            }
        }
    }
}
