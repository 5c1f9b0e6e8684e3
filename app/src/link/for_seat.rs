//! What one phone receives: the messages for seat `p`, written from
//! `Game::view(Viewer::Player(p))` and, while `p` decides, `p`'s legal actions — nothing
//! else of the table's state. A view leaves out every other seat's hidden hand and the
//! order of face-down piles (each game's `view`), so no other seat's hidden card or tile
//! can cross the wire (the tests read every message built in random games of all three
//! games: `link::tests::secrecy`).

use skald::{PlayerId, Viewer};

use super::log::{parts, room, take_log, Sent, ViewLog};
use super::position::Position;
use super::to_phone::{log_text, view_text, ViewParts};
use super::why::Why;

/// The messages that bring the phone of `seat` to `pos`: the `welcome` (after the seat's
/// hello: the whole log) or `view`, with the log entries the phone lacks (`sent`: what it
/// was sent before; updated), preceded by `log` messages when they do not all fit in one.
/// Refused ([`Why::TooLarge`]) if the view and legal actions alone are longer than a phone
/// reads (`sent` then starts over: the next message carries the whole log).
pub fn view_messages<G: ViewLog>(
    pos: Position<'_, G>,
    seat: PlayerId,
    welcome: bool,
    sent: &mut Sent,
) -> Result<Vec<String>, Why> {
    let text = crate::json::to_string(&pos.game.view(Viewer::Player(seat)));
    let mut view = text
        .ok()
        .and_then(|t| crate::json::parse(&t).ok())
        .ok_or(Why::BadShape)?;
    let log = take_log(&mut view, G::LOG);
    let decides = pos.game.to_move() == Some(seat);
    let legal = if decides {
        pos.game.legal_actions()
    } else {
        Vec::new()
    };
    if welcome {
        *sent = Sent::default();
    }
    let (from, new) = sent.update(log);
    let at = pos.at();
    let serial = pos.serial;
    let out = write(
        from,
        new,
        |log_from, log| {
            view_text(ViewParts {
                welcome,
                at,
                serial,
                seat,
                decides,
                legal: &legal,
                log_from: log_from as u64,
                log,
                view: &view,
            })
        },
        at,
    );
    if out.is_err() {
        // Nothing was sent: the next message starts over.
        *sent = Sent::default();
    }
    out
}

/// The messages for log entries `new` from entry `from` on, and the view message after them
/// (`message(log_from, entries)`).
fn write(
    from: usize,
    new: Vec<(crate::json::Value, usize)>,
    message: impl Fn(usize, &[crate::json::Value]) -> Result<String, Why>,
    at: u64,
) -> Result<Vec<String>, Why> {
    let bare = message(from, &[])?;
    let mut runs = parts(new);
    // The last run rides with the view when it fits.
    let last = match runs.last() {
        Some((_, bytes)) if *bytes <= room(bare.len()) => runs.pop().map(|(run, _)| run),
        _ => None,
    };
    let mut out = Vec::with_capacity(runs.len() + 1);
    let mut start = from;
    for (run, _) in runs {
        let n = run.len();
        out.push(log_text(at, start as u64, run)?);
        start += n;
    }
    out.push(match last {
        Some(run) => message(start, &run)?,
        None if start == from => bare,
        None => message(start, &[])?,
    });
    Ok(out)
}
