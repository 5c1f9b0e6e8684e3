//! The seats at the table: each player's name, colour (a colour-blind-safe palette,
//! Okabe–Ito) and whether the computer plays it; what a save keeps beside the replay
//! ([`Meta`]); and who holds the device when some seats are computers. Saved data, shared
//! by the new-game form, the table and the computer opponents.

use serde::Serialize;
use skald::ai::Level;
use skald::PlayerId;

use crate::i18n::shell;
use crate::json::{unit_variant, Error, Fields, FromJson, Value};

/// A colour's name in the current language.
pub type ColourName = fn() -> &'static str;

/// Okabe–Ito colours (name, CSS value), distinguishable with the common colour-vision
/// deficiencies; each player also gets a distinct swatch shape in the UI.
pub const PALETTE: [(ColourName, &str); 7] = [
    (shell::colour_orange, "#E69F00"),
    (shell::colour_sky_blue, "#56B4E9"),
    (shell::colour_green, "#009E73"),
    (shell::colour_yellow, "#F0E442"),
    (shell::colour_blue, "#0072B2"),
    (shell::colour_vermilion, "#D55E00"),
    (shell::colour_purple, "#CC79A7"),
];

/// The name of seat `p` of `seats` ("Player 3" for a seat the list does not hold).
pub fn seat_name(seats: &[Seat], p: PlayerId) -> String {
    seats
        .get(p)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| shell::player_n(p + 1))
}

/// The longest player name the new-game form takes (and a save may hold).
pub const MAX_NAME: usize = 24;

/// Default names, Norse.
pub const NAMES: [&str; 6] = ["Astrid", "Bjørn", "Sigrún", "Hákon", "Þóra", "Eirík"];

/// One seat: a name, a colour (an index into [`PALETTE`]), and who plays it. Written by
/// its derived `Serialize`, read by hand ([`FromJson`]); the derived reader, in tests only,
/// checks the hand-written one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(serde::Deserialize))]
pub struct Seat {
    pub name: String,
    pub color: usize,
    /// The computer plays this seat at this level; `None`: a person (saves from before
    /// computer opponents have no such field).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
}

impl Seat {
    /// The CSS colour.
    pub fn css(&self) -> &'static str {
        PALETTE[self.color % PALETTE.len()].1
    }

    /// `n` default seats with distinct names and colours.
    pub fn defaults(n: usize) -> Vec<Seat> {
        (0..n)
            .map(|i| Seat {
                name: NAMES[i % NAMES.len()].to_string(),
                color: i % PALETTE.len(),
                computer: None,
            })
            .collect()
    }

    /// Whether saved seats could have come from the new-game form for a game of
    /// `players`: one seat per player, each colour from [`PALETTE`] and used once, names
    /// no longer than [`MAX_NAME`]. The error is a phrase for the players.
    pub fn check_seats(seats: &[Seat], players: usize) -> Result<(), String> {
        if seats.len() != players {
            return Err(shell::seats_count(seats.len(), players));
        }
        for (i, s) in seats.iter().enumerate() {
            if s.color >= PALETTE.len() {
                return Err(shell::seat_colour_unknown(i + 1));
            }
            if seats[..i].iter().any(|t| t.color == s.color) {
                return Err(shell::seats_share_colour(crate::text::decapitalise(
                    (PALETTE[s.color].0)(),
                )));
            }
            if s.name.chars().count() > MAX_NAME {
                return Err(shell::name_too_long(i + 1, MAX_NAME));
            }
        }
        Ok(())
    }

    /// The seat's name, or "Player N" when left empty.
    pub fn display_name(&self, index: usize) -> String {
        let n = self.name.trim();
        if n.is_empty() {
            shell::player_n(index + 1)
        } else {
            n.to_string()
        }
    }
}

/// What a save keeps beside the replay: the seats, and whether hints are offered. Written
/// by its derived `Serialize`, read by hand ([`FromJson`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(serde::Deserialize))]
pub struct Meta {
    pub seats: Vec<Seat>,
    /// `None`: no hints in this game (the default, and saves from before hints); otherwise
    /// the number of actions played when each hint was asked (the log notes them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hints: Option<Vec<usize>>,
}

/// A level as the engine's derived format writes it (`"easy"`, `"normal"`, `"hard"`) and
/// its derived reader reads it (also `{"hard": null}`); the tests compare the two.
pub fn level_from_json(v: Value) -> Result<Level, Error> {
    let i = unit_variant(v, "a level", &["easy", "normal", "hard"])?;
    Ok([Level::Easy, Level::Normal, Level::Hard][i])
}

impl FromJson for Seat {
    fn from_json(v: Value) -> Result<Seat, Error> {
        let mut f = Fields::of(v, "a seat")?;
        Ok(Seat {
            name: f.take("name")?,
            color: f.take("color")?,
            computer: match f.take_or_default::<Option<Value>>("computer")? {
                Some(level) => Some(level_from_json(level)?),
                None => None,
            },
        })
    }
}

impl FromJson for Meta {
    fn from_json(v: Value) -> Result<Meta, Error> {
        let mut f = Fields::of(v, "the seats")?;
        Ok(Meta {
            seats: f.take("seats")?,
            hints: f.take_or_default("hints")?,
        })
    }
}

impl crate::save::SaveMeta for Meta {
    fn check(&self, players: usize) -> Result<(), String> {
        Seat::check_seats(&self.seats, players)
    }
}

/// Whether the computer plays seat `p`.
pub fn is_computer(seats: &[Seat], p: PlayerId) -> bool {
    seats.get(p).is_some_and(|s| s.computer.is_some())
}

/// The seats people play.
pub fn people(seats: &[Seat]) -> Vec<PlayerId> {
    (0..seats.len())
        .filter(|&p| !is_computer(seats, p))
        .collect()
}

/// Who holds the device with their hand shown, after the game moved on: `shown` was the
/// holder before, `to_move` decides now. `phones` flags the seats played on players' own
/// phones (one flag per seat, or none): like the computers', they are never handed the device.
///
/// - A person to move who already holds the device keeps it (a computer or a phone played
///   in between: no hand-off).
/// - With one person at the table, that person always holds it: there is never a hand-off.
/// - Otherwise the holder stays until the next person taps the hand-off screen — unless the
///   holder's seat went to a phone, whose hand the device then stops showing.
///
/// ```
/// use skald_app::seats::{holder_after, Seat};
/// use skald::ai::Level;
/// let mut seats = Seat::defaults(3);
/// seats[1].computer = Some(Level::Normal);
/// seats[2].computer = Some(Level::Easy);
/// // One person and two computers: the person's hand is shown whenever it is their turn.
/// assert_eq!(holder_after(&seats, &[], None, Some(0)), Some(0));
/// assert_eq!(holder_after(&seats, &[], Some(0), Some(2)), Some(0));
/// // Three people, seat 1 on a phone: seat 0 keeps the device while seat 1 decides.
/// let seats = Seat::defaults(3);
/// assert_eq!(holder_after(&seats, &[false, true, false], Some(0), Some(1)), Some(0));
/// // Seat 0 took their seat to a phone: the device shows nobody's hand.
/// assert_eq!(holder_after(&seats, &[true, false, false], Some(0), Some(1)), None);
/// ```
pub fn holder_after(
    seats: &[Seat],
    phones: &[bool],
    shown: Option<PlayerId>,
    to_move: Option<PlayerId>,
) -> Option<PlayerId> {
    let here = |p: PlayerId| !is_computer(seats, p) && phones.get(p) != Some(&true);
    let people: Vec<PlayerId> = (0..seats.len()).filter(|&p| here(p)).collect();
    match to_move {
        Some(p) if here(p) && people.len() == 1 => Some(p),
        _ if people.len() == 1 && shown.is_none() => people.first().copied(),
        _ => shown.filter(|&h| here(h)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(computers: &[usize], n: usize) -> Vec<Seat> {
        let mut seats = Seat::defaults(n);
        for &c in computers {
            seats[c].computer = Some(Level::Normal);
        }
        seats
    }

    #[test]
    fn one_person_never_hands_off() {
        let seats = table(&[0, 2], 3);
        assert_eq!(holder_after(&seats, &[], None, Some(0)), Some(1));
        assert_eq!(holder_after(&seats, &[], None, Some(1)), Some(1));
        assert_eq!(holder_after(&seats, &[], Some(1), Some(2)), Some(1));
        assert_eq!(holder_after(&seats, &[], Some(1), None), Some(1));
    }

    #[test]
    fn two_people_hand_off_only_between_them() {
        let seats = table(&[1], 3);
        // 0 → computer → 0: still 0's hand.
        assert_eq!(holder_after(&seats, &[], Some(0), Some(1)), Some(0));
        assert_eq!(holder_after(&seats, &[], Some(0), Some(0)), Some(0));
        // 0 → computer → 2: 0 holds it until 2 taps.
        assert_eq!(holder_after(&seats, &[], Some(0), Some(2)), Some(0));
    }

    #[test]
    fn people_only_keep_the_hand_off() {
        let seats = table(&[], 2);
        assert_eq!(holder_after(&seats, &[], Some(0), Some(1)), Some(0));
        assert_eq!(holder_after(&seats, &[], None, Some(1)), None);
    }

    #[test]
    fn computers_only_show_no_hand() {
        let seats = table(&[0, 1], 2);
        assert_eq!(holder_after(&seats, &[], None, Some(0)), None);
    }

    #[test]
    fn saves_from_before_computers_load_as_people() {
        let old = r#"{"name":"Astrid","color":0}"#;
        let seat: Seat = serde_json::from_str(old).unwrap();
        assert_eq!(seat.computer, None);
        // A person's seat is saved as before; a computer's level is saved by name.
        assert_eq!(serde_json::to_string(&seat).unwrap(), old);
        let bot = Seat {
            computer: Some(Level::Hard),
            ..seat
        };
        let text = serde_json::to_string(&bot).unwrap();
        assert_eq!(text, r#"{"name":"Astrid","color":0,"computer":"hard"}"#);
        assert_eq!(serde_json::from_str::<Seat>(&text).unwrap(), bot);
    }
}
