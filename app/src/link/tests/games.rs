//! Random positions of the three games, with the record the gate reads.

use skald::odin::{Odin, OdinConfig};
use skald::valda::{Valda, ValdaConfig};
use skald::voluspa::{Config, TileSet, Voluspa};
use skald::{Game, PlayerId, Rng};

use crate::link::Position;

/// A game played from its set-up, with its actions and who made each, and the table's
/// serial (actions applied and undos made).
pub struct Walk<G: Game> {
    pub start: G,
    pub game: G,
    pub actions: Vec<G::Action>,
    pub movers: Vec<PlayerId>,
    pub serial: u64,
}

impl<G: Game> Walk<G> {
    pub fn new(game: G) -> Walk<G> {
        Walk {
            start: game.clone(),
            game,
            actions: Vec::new(),
            movers: Vec::new(),
            serial: 0,
        }
    }

    /// The position as the gate reads it.
    pub fn pos(&self) -> Position<'_, G> {
        Position {
            game: &self.game,
            actions: &self.actions,
            movers: &self.movers,
            serial: self.serial,
        }
    }

    /// Plays `action` for the player to move, as the table would.
    pub fn apply(&mut self, action: G::Action) {
        let mover = self.game.to_move().expect("a player to move");
        self.game.apply(&action).expect("a legal action");
        self.actions.push(action);
        self.movers.push(mover);
        self.serial += 1;
    }

    /// Takes back the last `count` actions, as the table's undo does: replayed from the
    /// set-up, the serial moved on.
    pub fn undo(&mut self, count: usize) {
        let keep = self.actions.len().saturating_sub(count);
        self.actions.truncate(keep);
        self.movers.truncate(keep);
        self.game = self.start.clone();
        for a in &self.actions {
            self.game.apply(a).expect("a replayed action");
        }
        self.serial += 1;
    }

    /// Plays one random legal action; false when the game is over.
    pub fn step(&mut self, rng: &mut Rng) -> bool {
        let legal = self.game.legal_actions();
        if legal.is_empty() {
            return false;
        }
        let a = legal[rng.index(legal.len())].clone();
        self.apply(a);
        true
    }
}

/// A Völuspá game of `players`: the base tiles for even seeds, every expansion for odd.
pub fn voluspa(players: usize, seed: u64) -> Walk<Voluspa> {
    let tiles = if seed.is_multiple_of(2) {
        TileSet::Base
    } else {
        TileSet::all_expansions()
    };
    let config = Config {
        players,
        tiles,
        ..Config::default()
    };
    Walk::new(Voluspa::new(&config, seed).unwrap())
}

/// An Odin game of `players`.
pub fn odin(players: usize, seed: u64) -> Walk<Odin> {
    Walk::new(Odin::new(&OdinConfig::new(players), seed).unwrap())
}

/// A Valda game of `players`, in the privacy mode for odd seeds.
pub fn valda(players: usize, seed: u64) -> Walk<Valda> {
    let mut config = ValdaConfig::new(players);
    config.privacy = seed % 2 == 1;
    Walk::new(Valda::new(&config, seed).unwrap())
}

/// Calls `visit` at every position of one random game from `walk` (the set-up and after
/// each action), until it ends or `max` actions were played; returns the positions visited.
pub fn each_position<G: Game>(
    mut walk: Walk<G>,
    seed: u64,
    max: usize,
    mut visit: impl FnMut(&Walk<G>),
) -> usize {
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut visited = 0;
    loop {
        visit(&walk);
        visited += 1;
        if walk.actions.len() >= max || !walk.step(&mut rng) {
            return visited;
        }
    }
}
