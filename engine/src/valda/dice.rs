//! The three dice of rulings §2.3 (D: no published faces were found): what each face
//! shows, and rolls from the game's [`Rng`].

use serde::{Deserialize, Serialize};

use crate::Rng;

/// A die's colour, which decides its faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// One per mine; resources: gold or diamonds.
    Yellow,
    /// One per blood drill; divine blood.
    Blue,
    /// Loki's ability; followers, possibly lost.
    White,
}

impl Colour {
    /// The colours, in the order of §2.3.
    pub const ALL: [Colour; 3] = [Colour::Yellow, Colour::Blue, Colour::White];

    /// `yellow`, `blue`, `white` (as in the effect vocabulary).
    pub fn name(self) -> &'static str {
        match self {
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::White => "white",
        }
    }

    /// How many dice of the colour exist: the most thrown in one roll (§2.3).
    pub fn count(self) -> u8 {
        match self {
            Colour::Yellow => 4,
            Colour::Blue => 3,
            Colour::White => 2,
        }
    }

    /// The six faces, in the order of §2.3.
    pub fn faces(self) -> [Face; 6] {
        use Face::*;
        match self {
            Colour::Yellow => [
                Gold(1),
                Gold(2),
                Gold(2),
                Diamond(1),
                Diamond(2),
                Diamond(2),
            ],
            Colour::Blue => [Blood(1), Blood(1), Blood(2), Blood(2), Blood(2), Blood(3)],
            Colour::White => [
                Followers(-1),
                Followers(-1),
                Followers(1),
                Followers(1),
                Followers(2),
                Followers(3),
            ],
        }
    }

    /// One throw of one die of this colour.
    pub fn roll(self, rng: &mut Rng) -> Face {
        self.faces()[rng.index(6)]
    }
}

/// What a die shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "n")]
pub enum Face {
    Gold(u8),
    Diamond(u8),
    Blood(u8),
    /// Followers gained (negative: lost, safe zones apply).
    Followers(i8),
}

impl Face {
    /// The die's *number* (Rune of Fertility): the count of cubes it shows, or its
    /// follower number (§2.3).
    pub fn number(self) -> i8 {
        match self {
            Face::Gold(n) | Face::Diamond(n) | Face::Blood(n) => n as i8,
            Face::Followers(n) => n,
        }
    }

    /// Whether a die of `colour` can show this face (a forced roll or Crown of Fortune
    /// must name a real face).
    pub fn is_face_of(self, colour: Colour) -> bool {
        colour.faces().contains(&self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_means_are_those_of_the_rulings() {
        let mean = |c: Colour| c.faces().iter().map(|f| f.number() as f64).sum::<f64>() / 6.0;
        assert!((mean(Colour::Yellow) - 5.0 / 3.0).abs() < 1e-9);
        assert!((mean(Colour::Blue) - 11.0 / 6.0).abs() < 1e-9);
        assert!((mean(Colour::White) - 5.0 / 6.0).abs() < 1e-9);
    }

    #[test]
    fn rolls_show_every_face_and_only_faces_of_the_die() {
        let mut rng = Rng::new(5);
        for c in Colour::ALL {
            let mut seen = std::collections::HashSet::new();
            for _ in 0..600 {
                let f = c.roll(&mut rng);
                assert!(f.is_face_of(c));
                seen.insert(f);
            }
            let distinct: std::collections::HashSet<Face> = c.faces().into_iter().collect();
            assert_eq!(seen, distinct);
        }
    }
}
