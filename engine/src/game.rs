//! The abstraction every game implements.
//!
//! The three games differ a lot — a tile board with an open draw pile, a shedding card
//! game with hidden hands, a dice-and-cards economy — so [`Game`] fixes only what every
//! consumer needs: the app (legal actions, apply, views), replay and saved games (seed +
//! action log), and computer opponents (sampling hidden information from a view instead
//! of reading it, then searching on full states).

use crate::rng::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// A seat at the table, `0..players`, in turn order.
pub type PlayerId = usize;

/// Who is looking at the game.
///
/// Serialised as `{"player":0}` or `"spectator"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Viewer {
    /// One seated player: sees their own hand and everything public.
    Player(PlayerId),
    /// Somebody at the table who holds no hand: sees only what is public.
    Spectator,
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score of each player, in seat order.
    pub scores: Vec<i64>,
    /// Final rank of each player, in seat order: 1 is best. Players the rules cannot
    /// separate (after every tiebreak the game has) share a rank.
    pub ranks: Vec<u32>,
}

impl Outcome {
    /// The players ranked first (more than one when the victory is shared).
    pub fn winners(&self) -> Vec<PlayerId> {
        (0..self.ranks.len())
            .filter(|&p| self.ranks[p] == 1)
            .collect()
    }

    /// Ranks players by a key where larger is better; equal keys share a rank.
    ///
    /// ```
    /// use skald::Outcome;
    /// let o = Outcome::ranked_by(vec![10, 7, 10], |p| [10i64, 7, 10][p]);
    /// assert_eq!(o.ranks, vec![1, 3, 1]);
    /// assert_eq!(o.winners(), vec![0, 2]);
    /// ```
    pub fn ranked_by<K: Ord>(scores: Vec<i64>, key: impl Fn(PlayerId) -> K) -> Outcome {
        let n = scores.len();
        let keys: Vec<K> = (0..n).map(&key).collect();
        let ranks = (0..n)
            .map(|p| 1 + (0..n).filter(|&q| keys[q] > keys[p]).count() as u32)
            .collect();
        Outcome { scores, ranks }
    }
}

/// A game as a deterministic state machine.
///
/// Implementations hold their [`Rng`] inside the state: `new(config, seed)` followed by
/// the same actions always reaches the same state (see [`crate::Replay`]).
///
/// **Never panics.** Every method must return normally on any input, including actions
/// and views deserialised from untrusted JSON; problems are reported as `Self::Error`.
pub trait Game: Clone + Debug + Sized {
    /// Set-up options: number of players, tile set, variants, target score…
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One decision of one player, as plain data.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one [`Viewer`] may see of the state.
    type View: Clone + Debug + Serialize + DeserializeOwned;
    /// Why a configuration, an action or a view was rejected; the message is shown to players.
    type Error: std::error::Error + Clone;

    /// Short lowercase name of the game (`"voluspa"`, `"odin"`, `"valda"`), written in saved games.
    const NAME: &'static str;

    /// The version of this game's rules as replays depend on them (the rules, the dealing
    /// from a seed, the order of [`Game::legal_actions`]): raised by any change that would
    /// replay an old game's actions into another game. Replay links and save files carry
    /// it, and an app whose engine has another refuses them rather than show a wrong game.
    const RULES: u32 = 1;

    /// Sets up a new game; all randomness of the game's future comes from `seed`.
    fn new(config: &Self::Config, seed: u64) -> Result<Self, Self::Error>;

    /// The configuration the game was set up with.
    fn config(&self) -> &Self::Config;

    /// Number of players.
    fn players(&self) -> usize;

    /// The player who must act now, or `None` when the game is over.
    fn to_move(&self) -> Option<PlayerId>;

    /// Every action the player to move may take now (empty when the game is over).
    ///
    /// Exactly the actions [`Game::apply`] accepts: whatever it accepts is listed (each
    /// game's fuzz target or property tests check it). Replay links store a move as its
    /// place in this list, and the app reads a saved move by finding it here.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Plays `action` for the player to move. On error the state is left unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<(), Self::Error>;

    /// [`Game::apply`] for an action taken from this very state's [`Game::legal_actions`],
    /// as the computer's search takes them: a game may skip finding it among them again
    /// (in Valda that check was a third of a playout's time). The unchecked counterpart of
    /// `apply`: given an action that is not listed, the state it leaves is unspecified.
    /// Whatever comes from outside the engine — a player's move, a record, a link — goes
    /// through `apply`. By default the same as `apply`.
    fn apply_legal(&mut self, action: &Self::Action) -> Result<(), Self::Error> {
        self.apply(action)
    }

    /// The result once the game is over, `None` before.
    fn outcome(&self) -> Option<Outcome>;

    /// What `viewer` may see: hidden hands and the order of face-down piles are left out.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// A full state consistent with `view`, with the hidden parts dealt at random from
    /// `rng` (and a fresh internal generator from `rng`, so the sample does not know the
    /// real game's future). Computer opponents search such samples instead of the real
    /// state, so they cannot cheat. Fails if the view is inconsistent.
    fn sample(view: &Self::View, rng: &mut Rng) -> Result<Self, Self::Error>;

    /// Whether the game may go back from `self` to `earlier` — a state this same game passed
    /// through, with every action between them taken back — without revealing anything new.
    ///
    /// The app keeps `earlier` = the state just before the last action of the person holding
    /// the device and offers "Undo" (that action and any computer replies after it) when this
    /// is true. It is false unless all of these hold:
    ///
    /// * **`earlier` is an ancestor of `self`**: same configuration and seed, and the actions
    ///   recorded in `self` since `earlier` lead from `earlier` to `self` (Völuspá and Odin
    ///   replay them and compare; Valda checks its public log is a continuation). A state of
    ///   another game, or one later than `self`, gives false — never a panic. No actions at
    ///   all between them (`earlier == self`) counts as quiet.
    /// * **Nobody new has decided from secret information**: in Völuspá and Odin the player
    ///   deciding in `self` may be another one than in `earlier` (the undoer finished their
    ///   turn and the next player has not yet looked at their hand — the app's hand-off
    ///   screen knows whether they did); in Valda, where other players decide inside a turn
    ///   (defences, god weapons) from their hands, the same player must decide in both. A
    ///   game that is over is never quiet.
    /// * **No chance and no draw that a choice could change**: no die was rolled, no hand was
    ///   dealt, and no card or tile was drawn whose outcome a different choice could change
    ///   or that showed its player something a take-back would let them use.
    /// * **No hidden hand shown**: no card of another player's hidden hand was shown to
    ///   anyone (cards *played* face up are public: see Odin and Völuspá below).
    ///
    /// Per game (details with each game's `undo` module):
    ///
    /// * **Völuspá**: the bag's order is fixed at set-up (shuffled once; later the pile is
    ///   only drawn from its top), so whatever is played the next tile drawn is the same one.
    ///   But *how many* tiles a turn draws depends on the play: a Skadi capture draws none,
    ///   a Hel placed draws none (Hel does not count toward the hand), each Freya boost one
    ///   more, a Hermod follow-up one more, discarding a Hel none. A different count hands
    ///   the tiles already seen to another player. So steps within the current turn are
    ///   always quiet (nothing is drawn before the turn ends), and a span that finishes
    ///   turns is quiet only if each of those turns' draw was *forced*: every legal way to
    ///   finish that turn, from where it was in the span, draws the same number of tiles (so
    ///   the very same tiles). Always true once the bag is empty.
    /// * **Odin**: false across a new deal (the hand number, the generator, the finished
    ///   hands and the undealt cards must be unchanged, and no `hand_ended` in between).
    ///   Plays, passes and takes inside a hand are public, so a span holding other players'
    ///   plays after the undoer's own (a computer's reply) is quiet. Agrees with
    ///   [`crate::odin::Odin::undo`] for its actions.
    /// * **Valda**: exactly [`crate::valda::Valda::quiet_step`]`(earlier, self)`: the same
    ///   prompt player, every other hand unchanged, the generator, the rigged dice and every
    ///   deck unchanged, nobody looking at cards, no new private event, the discard pile not
    ///   shrunk, the same active player.
    fn quiet_since(&self, earlier: &Self) -> bool;

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The state after `action`, leaving `self` untouched.
    fn play(&self, action: &Self::Action) -> Result<Self, Self::Error> {
        let mut next = self.clone();
        next.apply(action)?;
        Ok(next)
    }
}

/// Plays uniformly random legal actions until the game ends or `max_actions` were played.
/// Returns the number of actions played. Used by property tests, benchmarks and as the
/// default rollout policy of computer opponents.
pub fn random_playout<G: Game>(
    state: &mut G,
    rng: &mut Rng,
    max_actions: usize,
) -> Result<usize, G::Error> {
    let mut played = 0;
    while played < max_actions && !state.is_over() {
        let actions = state.legal_actions();
        if actions.is_empty() {
            break;
        }
        let action = &actions[rng.index(actions.len())];
        state.apply(action)?;
        played += 1;
    }
    Ok(played)
}
