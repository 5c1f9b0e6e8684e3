//! The shared core (Game, Replay, Outcome, random playout) exercised with a toy game that
//! has hidden information and randomness, so the contract is tested independently of the
//! real games.

use serde::{Deserialize, Serialize};
use skald::game::random_playout;
use skald::{Game, Outcome, PlayerId, Replay, ReplayError, Rng, Viewer};
use std::fmt;

/// Two players each hold a hidden number 1–6; on a turn a player either draws a new number
/// (replacing theirs) or stands. Both standing ends the game; the higher number wins.
#[derive(Clone, Debug, PartialEq)]
struct HighCard {
    config: Config,
    rng: Rng,
    hands: [u8; 2],
    stood: [bool; 2],
    turn: PlayerId,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Config {
    max_draws: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Action {
    Draw,
    Stand,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct View {
    me: Option<PlayerId>,
    my_card: Option<u8>,
    stood: [bool; 2],
    turn: PlayerId,
    config: Config,
}

#[derive(Clone, Debug, PartialEq)]
struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Error {}

impl Game for HighCard {
    type Config = Config;
    type Action = Action;
    type View = View;
    type Error = Error;
    const NAME: &'static str = "highcard";

    fn new(config: &Config, seed: u64) -> Result<Self, Error> {
        if config.max_draws == 0 {
            return Err(Error("max_draws must be positive".into()));
        }
        let mut rng = Rng::new(seed);
        let hands = [1 + rng.below(6) as u8, 1 + rng.below(6) as u8];
        Ok(HighCard {
            config: config.clone(),
            rng,
            hands,
            stood: [false; 2],
            turn: 0,
        })
    }
    fn config(&self) -> &Config {
        &self.config
    }
    fn players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Option<PlayerId> {
        (!self.stood.iter().all(|&s| s)).then_some(self.turn)
    }
    fn legal_actions(&self) -> Vec<Action> {
        if self.to_move().is_none() {
            vec![]
        } else {
            vec![Action::Draw, Action::Stand]
        }
    }
    fn apply(&mut self, action: &Action) -> Result<(), Error> {
        let p = self
            .to_move()
            .ok_or_else(|| Error("the game is over".into()))?;
        match action {
            Action::Draw => self.hands[p] = 1 + self.rng.below(6) as u8,
            Action::Stand => self.stood[p] = true,
        }
        if !self.stood[1 - p] {
            self.turn = 1 - p;
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.to_move().is_none().then(|| {
            let scores = vec![self.hands[0] as i64, self.hands[1] as i64];
            Outcome::ranked_by(scores.clone(), |p| scores[p])
        })
    }
    fn view(&self, viewer: Viewer) -> View {
        let me = match viewer {
            Viewer::Player(p) if p < 2 => Some(p),
            _ => None,
        };
        View {
            me,
            my_card: me.map(|p| self.hands[p]),
            stood: self.stood,
            turn: self.turn,
            config: self.config.clone(),
        }
    }
    fn sample(view: &View, rng: &mut Rng) -> Result<Self, Error> {
        let mut hands = [1 + rng.below(6) as u8, 1 + rng.below(6) as u8];
        if let (Some(p), Some(card)) = (view.me, view.my_card) {
            if !(1..=6).contains(&card) {
                return Err(Error("a card must be 1 to 6".into()));
            }
            hands[p] = card;
        }
        Ok(HighCard {
            config: view.config.clone(),
            rng: rng.fork(),
            hands,
            stood: view.stood,
            turn: view.turn,
        })
    }
    /// Standing reveals nothing; a draw uses the generator.
    fn quiet_since(&self, earlier: &Self) -> bool {
        self.to_move().is_some()
            && self.to_move() == earlier.to_move()
            && self.config == earlier.config
            && self.rng == earlier.rng
            && self.hands == earlier.hands
            && (0..2).all(|p| !earlier.stood[p] || self.stood[p])
    }
}

fn played_game(seed: u64) -> (Replay<HighCard>, HighCard) {
    let mut replay = Replay::<HighCard>::new(Config { max_draws: 3 }, seed);
    let mut state = replay.initial().unwrap();
    let mut rng = Rng::new(seed ^ 0xABCD);
    while !state.is_over() {
        let actions = state.legal_actions();
        let a = actions[rng.index(actions.len())].clone();
        replay.push(&mut state, a).unwrap();
    }
    (replay, state)
}

#[test]
fn replay_rebuilds_the_exact_state_and_survives_json() {
    for seed in 0..200 {
        let (replay, state) = played_game(seed);
        assert_eq!(replay.state().unwrap(), state);
        let json = serde_json::to_string(&replay).unwrap();
        let back: Replay<HighCard> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, replay);
        assert_eq!(back.state().unwrap(), state);
    }
}

#[test]
fn state_after_n_is_a_prefix_replay() {
    let (replay, _) = played_game(5);
    let mut state = replay.initial().unwrap();
    for n in 0..replay.actions.len() {
        assert_eq!(replay.state_after(n).unwrap(), state);
        state.apply(&replay.actions[n]).unwrap();
    }
}

#[test]
fn replay_errors_name_the_problem() {
    let (mut replay, _) = played_game(1);
    replay.actions.push(Action::Draw); // the game is already over
    let bad = replay.actions.len() - 1;
    match replay.state() {
        Err(ReplayError::Action { index, error }) => {
            assert_eq!(index, bad);
            assert_eq!(error.0, "the game is over");
        }
        other => panic!("expected an action error, got {other:?}"),
    }
    let mut wrong = replay.clone();
    wrong.game = "odin".into();
    let msg = wrong.state().unwrap_err().to_string();
    assert_eq!(msg, "this record is a odin game, not highcard");
    let setup = Replay::<HighCard>::new(Config { max_draws: 0 }, 1);
    assert!(matches!(setup.initial(), Err(ReplayError::Setup(_))));
}

#[test]
fn failed_apply_leaves_the_state_unchanged_and_play_does_not_mutate() {
    let (_, mut over) = played_game(3);
    let before = over.clone();
    assert!(over.apply(&Action::Stand).is_err());
    assert_eq!(over, before);
    let fresh = HighCard::new(&Config { max_draws: 1 }, 9).unwrap();
    let next = fresh.play(&Action::Stand).unwrap();
    assert_ne!(next, fresh);
    assert_eq!(fresh.stood, [false, false]);
}

#[test]
fn sampling_keeps_what_the_viewer_knows_and_redeals_the_rest() {
    let state = HighCard::new(&Config { max_draws: 1 }, 77).unwrap();
    let view = state.view(Viewer::Player(0));
    let mut rng = Rng::new(1);
    let mut other_cards = std::collections::BTreeSet::new();
    for _ in 0..100 {
        let s = HighCard::sample(&view, &mut rng).unwrap();
        assert_eq!(s.hands[0], state.hands[0]);
        assert_eq!(s.view(Viewer::Player(0)), view);
        other_cards.insert(s.hands[1]);
    }
    assert!(
        other_cards.len() > 3,
        "the hidden card should vary: {other_cards:?}"
    );
    let spectator = state.view(Viewer::Spectator);
    assert_eq!(spectator.my_card, None);
}

#[test]
fn random_playout_finishes_and_outcome_ranks_ties_together() {
    let mut state = HighCard::new(&Config { max_draws: 1 }, 4).unwrap();
    let played = random_playout(&mut state, &mut Rng::new(8), 10_000).unwrap();
    assert!(played >= 2);
    let o = state.outcome().unwrap();
    assert_eq!(
        o.winners().len(),
        if o.scores[0] == o.scores[1] { 2 } else { 1 }
    );
    let tied = Outcome::ranked_by(vec![3, 3], |_| 3);
    assert_eq!(tied.ranks, vec![1, 1]);
}

#[test]
fn quiet_since_needs_the_same_player_and_no_draw() {
    let g = HighCard::new(&Config { max_draws: 3 }, 1).unwrap();
    let stood = g.play(&Action::Stand).unwrap(); // player 1 to move, and again after that
    assert!(stood.quiet_since(&stood));
    assert!(!stood.quiet_since(&g), "another player decides");
    let drew = stood.play(&Action::Draw).unwrap();
    assert_eq!(drew.to_move(), stood.to_move());
    assert!(!drew.quiet_since(&stood), "a draw is never quiet");
}
