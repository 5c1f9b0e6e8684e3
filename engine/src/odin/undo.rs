//! Which spans of play may be taken back ([`Game::quiet_since`] for Odin).
//!
//! Inside a hand everything that happens is public: a play shows its cards, a take moves a
//! card that lay face up in the middle, a pass shows nothing. Only a deal brings hidden
//! cards (and uses the generator), so a span is quiet when it stays inside one hand (the
//! next player may be deciding: the app's hand-off knows they have not looked). A span that holds other players' plays after the
//! undoer's own — a person's play with the computers' replies — is quiet: those plays were
//! seen face up by everybody, and taking them back reveals nothing a hand held that the
//! table had not been shown.

use super::game::{Odin, OdinAction, Phase};
use super::scoring::Event;
use crate::game::Game;

impl Odin {
    /// [`Game::quiet_since`] for Odin: true when the game is not over, nothing was dealt in between (same configuration,
    /// generator, hand number, finished hands and undealt cards, and no hand ended), and
    /// `self` is `earlier` with the actions of its log since then applied (the log of
    /// `earlier` is a prefix of ours; replaying the rest from `earlier` reaches `self`
    /// exactly). For one action this agrees with [`Odin::undo`]: whenever it counts the last
    /// action as undoable and the same player decides before and after it, the state before
    /// that action is quiet.
    pub(super) fn quiet_since_rule(&self, earlier: &Odin) -> bool {
        if earlier.phase == Phase::Over || self.phase == Phase::Over {
            return false;
        }
        let same_deal = self.config == earlier.config
            && self.rng == earlier.rng
            && self.hand_number == earlier.hand_number
            && self.hands_done == earlier.hands_done
            && self.deck == earlier.deck;
        if !same_deal {
            return false;
        }
        let Some(since) = self.log.get(earlier.log.len()..) else {
            return false;
        };
        if !self.log.starts_with(&earlier.log) {
            return false;
        }
        // The actions since `earlier`, read back from the public log (automatic takes and
        // round ends are part of the action before them).
        let mut g = earlier.clone();
        for entry in since {
            let action = match entry.event {
                Event::Played { cards, .. } => OdinAction::Play { cards },
                Event::Passed => OdinAction::Pass,
                Event::Took {
                    card,
                    automatic: false,
                    ..
                } => OdinAction::Take { card },
                Event::Took { .. } | Event::RoundEnded { .. } => continue,
                Event::HandEnded { .. } => return false,
            };
            if g.to_move() != Some(entry.player) || g.apply(&action).is_err() {
                return false;
            }
        }
        g == *self
    }
}
