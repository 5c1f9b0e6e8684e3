//! Valda as a [`Game`]: set-up, whose decision it is, legal actions, apply, the end and
//! its tie-breaks (§16).

use super::action::Action;
use super::config::{ValdaConfig, ValdaError};
use super::state::Valda;
use super::view::{self, ValdaView};
use crate::game::{Game, Outcome, PlayerId, Viewer};
use crate::rng::Rng;

impl Valda {
    /// The legal actions `advance` listed where it stopped, if it did (`Valda::legal`;
    /// checked against a fresh listing in builds with debug assertions, as the tests are).
    fn listed(&self) -> Option<&[Action]> {
        let legal = self.legal.as_deref();
        debug_assert!(
            legal.is_none_or(|l| l == self.legal_now().as_slice()),
            "the legal actions listed by advance are stale: {legal:?} against {:?} at {:?}",
            self.legal_now(),
            self.prompt()
        );
        legal
    }

    /// Plays a legal action: its effect, then every task up to the next real decision.
    fn play(&mut self, action: &Action) {
        self.legal = None;
        self.perform(action);
        self.advance();
        self.applied = self.applied.saturating_add(1);
    }
}

impl Game for Valda {
    type Config = ValdaConfig;
    type Action = Action;
    type View = ValdaView;
    type Error = ValdaError;

    const NAME: &'static str = "valda";

    fn new(config: &ValdaConfig, seed: u64) -> Result<Valda, ValdaError> {
        Valda::setup(config, seed)
    }

    fn config(&self) -> &ValdaConfig {
        &self.config
    }

    fn players(&self) -> usize {
        self.config.players
    }

    fn to_move(&self) -> Option<PlayerId> {
        self.prompt().map(|(p, _)| p)
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.listed()
            .map_or_else(|| self.legal_now(), <[Action]>::to_vec)
    }

    fn apply(&mut self, action: &Action) -> Result<(), ValdaError> {
        if self.table.over {
            return Err(ValdaError::Over);
        }
        let legal = self
            .listed()
            .map_or_else(|| self.legal_now().contains(action), |l| l.contains(action));
        if !legal {
            let json = serde_json::to_string(action).unwrap_or_default();
            return Err(ValdaError::Illegal(format!(
                "{json} is not one of the legal actions now"
            )));
        }
        self.play(action);
        Ok(())
    }

    fn apply_legal(&mut self, action: &Action) -> Result<(), ValdaError> {
        if self.table.over {
            return Err(ValdaError::Over);
        }
        debug_assert!(
            self.legal_now().contains(action),
            "apply_legal: {action:?} is not a legal action"
        );
        self.play(action);
        Ok(())
    }

    /// §16: most followers; ties by more temples, then more resources; then shared.
    fn outcome(&self) -> Option<Outcome> {
        if !self.table.over {
            return None;
        }
        let seats = &self.table.seats;
        let scores = seats.iter().map(|s| s.followers as i64).collect();
        Some(Outcome::ranked_by(scores, |p| {
            let s = &seats[p];
            (s.followers, s.temple_count(), s.res.total())
        }))
    }

    fn view(&self, viewer: Viewer) -> ValdaView {
        ValdaView::of(self, viewer)
    }

    fn sample(view: &ValdaView, rng: &mut Rng) -> Result<Valda, ValdaError> {
        view::sample(view, rng)
    }

    fn quiet_since(&self, earlier: &Valda) -> bool {
        self.quiet_since_rule(earlier)
    }
}
