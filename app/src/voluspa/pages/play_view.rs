//! What the play screen shows, worked out from the table without the DOM (so it is tested
//! natively): the chosen tile and its legal cells, the score preview under the pointer, the
//! last move's marks, the Jotunn's open question, the hand and what may be done with it, the
//! buttons on offer, the hand-off, and the lines the screen says (the prompt, the live
//! region). Every rule question goes to the engine.

use std::rc::Rc;

use skald::voluspa::{
    Action, Cell, Dir, Kind, Phase, Placement, ScoreExplanation, Stack, Target, TargetKind, Voluspa,
};
use skald::{Game, Viewer};
use yew::prelude::*;

use crate::seats::Seat;
use crate::voluspa::components::board::stacks_of;
use crate::voluspa::components::board_grid::grid_box;
use crate::voluspa::components::board_words::{self as words, PromptFacts};
use crate::voluspa::components::live;
use crate::voluspa::components::log::turn_summary;
use crate::voluspa::geometry::CellBox;
use crate::voluspa::pages::play_moves::{last_move, LastMove};
use crate::voluspa::state::{Said, VoluspaTable};

/// The engine's answers that change only with a move, a reveal or another chosen tile: the
/// screen keeps them between drawings ([`use_play_view`]).
#[derive(Clone)]
pub struct Answers {
    /// The chosen tile's legal targets.
    pub legal: Rc<Vec<Target>>,
    /// The board's stacks.
    pub tiles: Rc<Vec<(Cell, Stack)>>,
    /// The shown hand and what may be done with it.
    pub hand: Rc<HandMoves>,
}

impl Answers {
    /// Asks the engine everything afresh.
    pub fn of(table: &VoluspaTable) -> Self {
        Answers {
            legal: Rc::new(legal_of(&table.game, chosen_of(table))),
            tiles: stacks_of(table.game.board()),
            hand: Rc::new(HandMoves::of(&table.game, table.hand_visible())),
        }
    }
}

/// The tiles of the player to move if they hold the device with their hand shown (else
/// none), and what may be done with them.
#[derive(Clone, Debug, PartialEq)]
pub struct HandMoves {
    /// The tiles, sorted.
    pub tiles: Vec<Kind>,
    /// The kinds among them that may be placed somewhere.
    pub playable: Vec<Kind>,
    /// The kinds that may be discarded now.
    pub discardable: Vec<Kind>,
}

impl HandMoves {
    /// `visible`: the player to move has revealed their hand.
    fn of(game: &Voluspa, visible: bool) -> Self {
        let tiles = match (visible, game.to_move()) {
            (true, Some(p)) => game.view(Viewer::Player(p)).players[p]
                .hand
                .clone()
                .unwrap_or_default(),
            _ => vec![],
        };
        let mut kinds = tiles.clone();
        kinds.dedup();
        let playable: Vec<Kind> = kinds
            .iter()
            .copied()
            .filter(|k| !game.targets_for(*k).is_empty())
            .collect();
        let discardable: Vec<Kind> = game
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Discard { tile } => Some(tile),
                _ => None,
            })
            .collect();
        HandMoves {
            tiles,
            playable,
            discardable,
        }
    }
}

/// The tile chosen in hand, while the hand is shown.
fn chosen_of(table: &VoluspaTable) -> Option<Kind> {
    table.ui.selected.filter(|_| table.hand_visible())
}

/// The legal targets of `chosen`.
fn legal_of(game: &Voluspa, chosen: Option<Kind>) -> Vec<Target> {
    chosen.map(|k| game.targets_for(k)).unwrap_or_default()
}

/// [`PlayView`] of the table, with the engine's answers kept from one drawing to the next.
#[hook]
pub fn use_play_view(table: &VoluspaTable) -> PlayView {
    let legal = {
        let game = table.game.clone();
        use_memo((table.serial, chosen_of(table)), move |(_, chosen)| {
            legal_of(&game, *chosen)
        })
    };
    let tiles = {
        let game = table.game.clone();
        use_memo(table.serial, move |_| stacks_of(game.board()))
    };
    let hand = {
        let game = table.game.clone();
        use_memo((table.serial, table.hand_visible()), move |(_, visible)| {
            HandMoves::of(&game, *visible)
        })
    };
    PlayView::new(
        table,
        Answers {
            legal,
            tiles: (*tiles).clone(),
            hand,
        },
    )
}

/// What the row under the prompt shows.
#[derive(Clone, Debug, PartialEq)]
pub enum HandRow {
    /// The hand of the player to move, who holds the device.
    Mine,
    /// The tiles of the person holding the device (`.0`) while another decides (the
    /// computer, or a seat on its phone; on a phone, that phone's seat): nothing can be done
    /// with them, and they are named as theirs (the prompt names the decider).
    Holder(usize, Vec<Kind>),
    /// The hand stays hidden until the player to move takes the device.
    Hidden,
    /// Nothing (the game is over).
    Nothing,
}

/// The buttons beside the hand (`None` or `false`: not offered).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Offers {
    /// "Undo" for the holder's last move.
    pub undo: bool,
    /// The undo also takes back the computers' replies (its title says so).
    pub undo_replies: bool,
    /// "Clear boost": the tile boosted by Freya and how many times.
    pub clear_boost: Option<(Kind, u8)>,
    /// "Place": the chosen tile and the cell pinned by a first tap.
    pub place: Option<(Kind, Cell)>,
    /// "Leave the Raven": its second placement may be skipped.
    pub skip_raven: bool,
    /// "End turn" after Hermod.
    pub end_turn: bool,
    /// "Discard": the chosen tile may be discarded.
    pub discard: Option<Kind>,
}

/// Everything the play screen shows (see the module's notes).
#[derive(Clone, PartialEq)]
pub struct PlayView {
    /// The game (the scoreboard, the log, the embed and the end screen show it).
    pub game: Rc<Voluspa>,
    /// The seats, by player.
    pub seats: Vec<Seat>,
    /// The game's phase (`data-phase`, the prompt).
    pub phase: Phase,
    /// The player to move (`None`: the game is over).
    pub to_move: Option<usize>,
    /// The player to move holds the device with their hand shown.
    pub hand_visible: bool,
    /// The computer to move (it is thinking).
    pub computer: Option<usize>,
    /// The player to move, deciding on their own phone (issue #44).
    pub phone: Option<usize>,
    /// The tile chosen in hand, as the table has it (the dragged tile shows it).
    pub selected: Option<Kind>,
    /// The chosen tile while the hand is shown: what the board's marks are for.
    pub chosen: Option<Kind>,
    /// Freya boosts put on a tile of the hand.
    pub boost: Option<(Kind, u8)>,
    /// The chosen tile's legal targets.
    pub legal: Rc<Vec<Target>>,
    /// The board's stacks.
    pub tiles: Rc<Vec<(Cell, Stack)>>,
    /// The board's grid as drawn (`None` before the first tile).
    pub cells: Option<CellBox>,
    /// The cell under the pointer while a tile is chosen, and its score there if legal.
    pub hover: Option<(Cell, Option<ScoreExplanation>)>,
    /// The player of the last move.
    pub last_mover: Option<usize>,
    /// The last move's cells.
    pub last_cells: Rc<Vec<Cell>>,
    /// What the last move scored (its lines are outlined).
    pub scored: Rc<Vec<ScoreExplanation>>,
    /// The colour of the last move's mark.
    pub last_color: &'static str,
    /// The Jotunn's open question: its cell and the ways it may push.
    pub bump: Option<(Cell, Vec<Dir>)>,
    /// Cells a Troll blocks for the chosen tile (only while placing).
    pub blocked: Rc<Vec<Cell>>,
    /// The tiles of the shown hand (empty while it is hidden).
    pub hand: Vec<Kind>,
    /// Kinds of the hand that may be played now (the Raven alone when it goes again).
    pub playable: Vec<Kind>,
    /// Kinds that may be discarded now.
    pub discardable: Vec<Kind>,
    /// The Raven waits for its second placement.
    pub raven_again: bool,
    /// What the row under the prompt shows.
    pub hand_row: HandRow,
    /// The buttons beside the hand.
    pub offers: Offers,
    /// The player to take the device on the hand-off screen.
    pub handoff: Option<usize>,
    /// The person on the hand-off screen who may still take back their move.
    pub handoff_undo: Option<usize>,
    /// The last turn in a line (the hand-off screen's note when no turn of the others is
    /// listed in [`PlayView::handoff_since`]).
    pub turn_summary: Option<String>,
    /// The turns the others played since the next player's own, under each player's name
    /// (the hand-off's "since your last turn").
    pub handoff_since: Vec<crate::components::since::SinceGroup>,
    /// What the last computer did, while the person it played against looks on.
    pub computer_said: Option<AttrValue>,
    /// The live region's message and its count (worded by [`PlayView::said`]).
    said: Option<(u64, Said)>,
}

impl PlayView {
    /// The view of `table`, given the engine's answers for it.
    pub fn new(table: &VoluspaTable, answers: Answers) -> Self {
        let Answers { legal, tiles, hand } = answers;
        let game = table.game.clone();
        let phase = game.phase().clone();
        let hand_visible = table.hand_visible();
        let chosen = chosen_of(table);
        let raven_again = matches!(phase, Phase::RavenAgain { .. });
        let HandMoves {
            tiles: hand,
            playable,
            discardable,
        } = (*hand).clone();
        let seats = table.meta.seats.clone();
        let LastMove {
            player: last_mover,
            scored,
            cells: last_cells,
        } = last_move(&game);
        let mut view = PlayView {
            game: game.clone(),
            phase,
            to_move: game.to_move(),
            hand_visible,
            computer: table.computer_to_move(),
            phone: table.phone_to_move(),
            selected: table.ui.selected,
            chosen,
            boost: table.ui.boost,
            cells: grid_box(&tiles, &legal),
            hover: hover(table, chosen, &legal),
            last_mover,
            last_cells: Rc::new(last_cells),
            scored: Rc::new(scored),
            last_color: last_mover
                .and_then(|p| seats.get(p))
                .map(|s| s.css())
                .unwrap_or("#0072b2"),
            bump: bump(table, chosen, &legal),
            blocked: Rc::new(vec![]),
            hand,
            playable: if raven_again {
                vec![Kind::Raven]
            } else {
                playable
            },
            discardable,
            raven_again,
            hand_row: HandRow::Nothing,
            offers: Offers::default(),
            handoff: None,
            handoff_undo: None,
            turn_summary: None,
            handoff_since: Vec::new(),
            computer_said: None,
            said: table.ui.said,
            legal,
            tiles,
            seats,
        };
        view.blocked = Rc::new(view.blocked_cells());
        view.hand_row = view.hand_row(table);
        view.offers = view.offers(table);
        if let (Some(p), false, None) = (view.to_move, hand_visible, table.elsewhere()) {
            view.handoff = Some(p);
            view.handoff_undo = table.can_undo().then_some(table.holder).flatten();
            view.handoff_since = table.since_groups(p, |q| {
                (
                    yew::AttrValue::from(view.name(q)),
                    yew::AttrValue::Static(view.color(q)),
                )
            });
        }
        view.turn_summary = game
            .last_turn()
            .map(|t| turn_summary(t, &view.name(t.player)));
        view.computer_said = game
            .last_turn()
            .filter(|t| crate::seats::is_computer(&view.seats, t.player))
            .and(view.turn_summary.clone())
            .map(AttrValue::from);
        view
    }

    /// Player `p`'s name ("Player 3" for a seat without one).
    pub fn name(&self, p: usize) -> String {
        crate::seats::seat_name(&self.seats, p)
    }

    /// Player `p`'s colour (CSS).
    pub fn color(&self, p: usize) -> &'static str {
        self.seats.get(p).map(|s| s.css()).unwrap_or("#888")
    }

    /// The line telling the player what to do now; `keys`: the board has the keyboard's
    /// cursor (the line speaks of keys, not taps).
    pub fn prompt(&self, keys: bool) -> String {
        let who = self.to_move.map(|p| self.name(p));
        words::prompt(&PromptFacts {
            phase: &self.phase,
            who: who.as_deref(),
            computer_thinking: self.computer.is_some(),
            hand_visible: self.hand_visible,
            must_discard: !self.discardable.is_empty(),
            selected: self.selected,
            keys,
        })
    }

    /// What the live region says now, with its count (`prompt` is said after a move when
    /// the same player goes on).
    pub fn said(&self, prompt: &str) -> Option<(u64, AttrValue)> {
        self.said.map(|(n, said)| {
            let names: Vec<String> = (0..self.seats.len()).map(|p| self.name(p)).collect();
            let facts = live::Facts {
                game: &self.game,
                names: &names,
                cells: self.cells,
                legal: self.legal.len(),
                prompt,
            };
            (n, AttrValue::from(live::text(said, &facts)))
        })
    }

    /// Troll-blocked cells matter only while a tile is being placed (not while discarding).
    fn blocked_cells(&self) -> Vec<Cell> {
        let placing = self.discardable.is_empty()
            && matches!(
                self.phase,
                Phase::Play | Phase::HermodFollowUp { .. } | Phase::RavenAgain { .. }
            );
        match self.chosen {
            Some(k) if placing && !k.ignores_troll_block() => self.game.blocked_cells(),
            _ => vec![],
        }
    }

    fn hand_row(&self, table: &VoluspaTable) -> HandRow {
        if self.hand_visible {
            HandRow::Mine
        } else if let (Some(_), Some(h)) = (table.elsewhere(), table.holder) {
            let view = self.game.view(Viewer::Player(h));
            HandRow::Holder(
                h,
                view.players
                    .get(h)
                    .and_then(|v| v.hand.clone())
                    .unwrap_or_default(),
            )
        } else if !self.game.is_over() && table.elsewhere().is_none() {
            HandRow::Hidden
        } else {
            HandRow::Nothing
        }
    }

    fn offers(&self, table: &VoluspaTable) -> Offers {
        if !self.hand_visible {
            return Offers::default();
        }
        Offers {
            undo: table.can_undo(),
            undo_replies: table.undo > 1,
            clear_boost: table.ui.boost,
            place: table.ui.pinned.zip(self.selected).map(|(c, k)| (k, c)),
            skip_raven: self.raven_again,
            end_turn: matches!(self.phase, Phase::HermodFollowUp { .. }),
            discard: self.selected.filter(|k| self.discardable.contains(k)),
        }
    }
}

/// The cell under the pointer while a tile is chosen, with the tile's score there.
fn hover(
    table: &VoluspaTable,
    chosen: Option<Kind>,
    legal: &[Target],
) -> Option<(Cell, Option<ScoreExplanation>)> {
    let (k, c) = chosen.zip(table.ui.hover)?;
    let game = &table.game;
    let preview = legal.iter().find(|t| t.at == c).and_then(|t| {
        game.preview(&Placement {
            tile: k,
            at: c,
            push: t.push.first().copied(),
            boosts: if matches!(game.phase(), Phase::RavenAgain { .. }) {
                0
            } else {
                table.boosts_for(k)
            },
        })
        .ok()
    });
    Some((c, preview))
}

/// The Jotunn's open question: its cell and the ways it may push there.
fn bump(table: &VoluspaTable, chosen: Option<Kind>, legal: &[Target]) -> Option<(Cell, Vec<Dir>)> {
    let (c, k) = table.ui.bump.zip(chosen)?;
    legal
        .iter()
        .find(|t| t.at == c && t.kind == TargetKind::Bump)
        .map(|t| (c, t.push.clone()))
        .or_else(|| Some((c, vec![])))
        .filter(|_| k == Kind::Jotunn)
}

#[cfg(test)]
mod tests;
