//! Völuspá as a [`Game`]: set-up, whose turn it is, legal actions, apply, the outcome, and
//! views. The state is in [`super::state`], what is legal in `legal`, how a step
//! changes the game in [`super::turn`].

use super::board::{Board, Cell, Stack};
use super::error::VoluspaError;
use super::record::TurnRecord;
use super::tile::{Kind, HAND_SIZE};
use super::view::VoluspaView;
use crate::game::{Game, Outcome, PlayerId, Viewer};
use crate::rng::Rng;
// Re-exported: these were defined here before `state` and `action` were split off, and
// `voluspa::game::{Voluspa, Config, Action, Phase, tiebreak_display}` are public paths.
pub use super::action::Action;
pub use super::state::{tiebreak_display, tiebreak_places, Config, Phase, Voluspa};

impl Game for Voluspa {
    type Config = Config;
    type Action = Action;
    type View = VoluspaView;
    type Error = VoluspaError;

    const NAME: &'static str = "voluspa";

    fn new(config: &Config, seed: u64) -> Result<Self, VoluspaError> {
        if !(2..=5).contains(&config.players) {
            return Err(VoluspaError::Config(format!(
                "{} players: Völuspá is for 2 to 5",
                config.players
            )));
        }
        let mut rng = Rng::new(seed);
        let n = config.players;
        let mut pile: Vec<Kind> = Self::all_tiles(config)
            .into_iter()
            .filter(|&k| k != Kind::Hel)
            .collect();
        let hel_total = if config.tiles.contains(Kind::Hel) {
            Kind::Hel.count() as usize
        } else {
            0
        };
        rng.shuffle(&mut pile);
        let mut hands = vec![Vec::new(); n];
        for h in hands.iter_mut() {
            for _ in 0..HAND_SIZE {
                if let Some(k) = pile.pop() {
                    h.push(k);
                }
            }
        }
        let hel_each = config.hel_per_player();
        for h in hands.iter_mut() {
            for _ in 0..hel_each {
                h.push(Kind::Hel);
            }
            h.sort();
        }
        let removed = vec![Kind::Hel; hel_total.saturating_sub(hel_each * n)];
        // The start tile: never a Troll; returned Trolls are shuffled back in.
        let mut trolls = 0;
        let start = loop {
            match pile.pop() {
                Some(Kind::Troll) => trolls += 1,
                Some(k) => break k,
                None => {
                    return Err(VoluspaError::Config("no start tile available".into()));
                }
            }
        };
        if trolls > 0 {
            pile.extend(std::iter::repeat_n(Kind::Troll, trolls));
            rng.shuffle(&mut pile);
        }
        let mut board = Board::new();
        board
            .set(Cell(0, 0), Some(Stack::single(start)))
            .map_err(VoluspaError::Config)?;
        let first = rng.index(n);
        Ok(Voluspa {
            config: config.clone(),
            rng,
            board,
            hands,
            pile,
            discard: Vec::new(),
            removed,
            scores: vec![0; n],
            reached: vec![0; n],
            current: first,
            phase: Phase::Play,
            turns: vec![TurnRecord::new(first)],
            captured: false,
            actions_applied: 0,
        })
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn to_move(&self) -> Option<PlayerId> {
        if self.phase == Phase::Over {
            None
        } else {
            Some(self.current)
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal_steps()
    }

    fn apply(&mut self, action: &Action) -> Result<(), VoluspaError> {
        self.apply_step(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(Outcome::ranked_by(self.scores.clone(), |p| {
            (self.scores[p], std::cmp::Reverse(self.reached[p]))
        }))
    }

    fn view(&self, viewer: Viewer) -> VoluspaView {
        self.make_view(viewer)
    }

    fn sample(view: &VoluspaView, rng: &mut Rng) -> Result<Self, VoluspaError> {
        Voluspa::from_view(view, rng)
    }

    fn quiet_since(&self, earlier: &Voluspa) -> bool {
        self.quiet_since_rule(earlier)
    }
}
