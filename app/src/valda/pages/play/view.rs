//! [`TableView`]: what the play screen shows of the table, worked out from the table alone
//! (no hooks, no DOM, so it is tested natively) — whose eyes the table is seen through, what
//! they may do now (the engine's legal actions, the temples and buildings they may build,
//! the build tray's pieces, the cards something can be done with), and this turn's dice and
//! attack outcome.

use std::rc::Rc;

use skald::valda::cards::{CardSet, God};
use skald::valda::constants::Resources;
use skald::valda::dice::Face;
use skald::valda::event::Event;
use skald::valda::{Action, BuildOffer, Building, CardId, Phase, ValdaView};
use skald::{Game, PlayerId, Viewer};
use yew::AttrValue;

use crate::valda::components::build_tray::Piece;
use crate::valda::components::controls::card_of;
use crate::valda::state::ValdaTable;
use crate::valda::words::{self as w, seat_name};

/// The play screen's view-model: the table as its viewer sees it, and what they may do.
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    /// Whose eyes the table is seen through: the player to move once they took the tablet,
    /// the person holding it while a computer decides, else a spectator (a hand-off is due).
    pub viewer: Viewer,
    /// The game as [`TableView::viewer`] sees it (no other hand is in it).
    pub view: Rc<ValdaView>,
    /// The legal actions, once the player to move holds the tablet (none before).
    pub legal: Rc<Vec<Action>>,
    /// Who must decide now.
    pub to_move: Option<PlayerId>,
    /// Whether the player to move holds the tablet (their hand is shown).
    pub revealed: bool,
    /// The person holding the tablet while a computer decides.
    pub watching: Option<PlayerId>,
    /// The computer to move, if a computer decides now.
    pub computer: Option<PlayerId>,
    /// The player to move, if they decide on their own phone (issue #44).
    pub phone: Option<PlayerId>,
    /// Whether the active player decides and holds the tablet (their open cards are live).
    pub mine: bool,
    /// The players' names by seat.
    pub names: Vec<String>,
    /// The same names as attribute values.
    pub attr_names: Vec<AttrValue>,
    /// The players' colours by seat.
    pub colours: Vec<AttrValue>,
    /// Domains where a temple may be built now.
    pub temples: Vec<God>,
    /// Village buildings (mine, drill) that may be built now.
    pub village_builds: Vec<Building>,
    /// At the building decision, what each building the decider may build would cost them
    /// against what they hold (the engine's [`skald::valda::Valda::build_offers`]).
    pub offers: Vec<BuildOffer>,
    /// What the decider holds (nothing for a spectator).
    pub held: Resources,
    /// The build tray's pieces: a temple when one is legal; a mine and a drill whenever
    /// offered (built only when affordable).
    pub pieces: Vec<Piece>,
    /// The cards something can be done with now.
    pub live_cards: Vec<CardId>,
    /// For each legal attack, defence or "no defence": what it would come to, in words
    /// (the engine's [`skald::valda::Valda::fight_preview`]).
    pub previews: Rc<Vec<(Action, String)>>,
    /// The viewer's hand (empty for a spectator).
    pub hand: Vec<CardId>,
    /// The cards of the viewer's hand that came into it with or since their latest action
    /// (drawn, given, taken; marked new until they act again).
    pub new_cards: Vec<CardId>,
    /// This turn's latest roll: who rolled, and the faces.
    pub dice: Option<(PlayerId, Vec<Face>)>,
    /// How many rolls the game has seen (a new roll is a new element, and animates).
    pub roll_serial: usize,
    /// This turn's latest attack outcome, in words.
    pub outcome: Option<String>,
    /// Whether an attack is under way (the attack phase, or a fight open).
    pub in_attack: bool,
}

impl TableView {
    /// The view-model of `table` (`set`: the game's cards, for the outcome's words).
    pub fn new(table: &ValdaTable, set: &CardSet) -> Self {
        let game = &table.game;
        let to_move = game.to_move();
        let revealed = table.revealed();
        // While a computer decides, or a player on their phone, the table shows what the
        // person holding the tablet sees.
        let computer = table.computer_to_move();
        let phone = table.phone_to_move();
        let watching = table.elsewhere().and(table.holder);
        let viewer = match (revealed, to_move, watching) {
            (true, Some(p), _) => Viewer::Player(p),
            (_, _, Some(h)) => Viewer::Player(h),
            _ => Viewer::Spectator,
        };
        let view = Rc::new(game.view(viewer));
        let legal = Rc::new(if revealed {
            game.legal_actions()
        } else {
            Vec::new()
        });
        let names: Vec<String> = table.meta.seats.iter().map(|s| s.name.clone()).collect();
        let attr_names = names.iter().map(|n| AttrValue::from(n.clone())).collect();
        let colours = table
            .meta
            .seats
            .iter()
            .map(|s| AttrValue::Static(s.css()))
            .collect();
        let temples = temples(&legal);
        let village_builds = village_builds(&legal);
        let offers = if revealed {
            game.build_offers()
        } else {
            Vec::new()
        };
        let held = match (revealed, to_move) {
            (true, Some(p)) => view.table.seats.get(p).map(|s| s.res).unwrap_or_default(),
            _ => Resources::default(),
        };
        let pieces = pieces(&temples, &offers);
        let live_cards = legal.iter().filter_map(card_of).collect();
        let previews = Rc::new(
            legal
                .iter()
                .filter_map(|a| {
                    let p = game.fight_preview(a)?;
                    Some((a.clone(), w::fight_preview(&p, set, &names)))
                })
                .collect(),
        );
        let hand = view.hand.clone().unwrap_or_default();
        let new_cards = match viewer {
            // Against the hand as it was just before the viewer's latest action (the state
            // the table keeps for undo): cards drawn by that action are new too.
            Viewer::Player(p) => table
                .history
                .last
                .get(p)
                .cloned()
                .flatten()
                .map(|(_, before)| {
                    let then = before.view(Viewer::Player(p)).hand.unwrap_or_default();
                    grown(&hand, &then)
                })
                .unwrap_or_default(),
            Viewer::Spectator => Vec::new(),
        };
        let t = &view.table;
        // What the table shows of this turn: the dice, the attack's outcome.
        let turn_events = this_turn(&t.log);
        let dice = turn_events.iter().rev().find_map(|e| match e {
            Event::Rolled { player, faces } => Some((*player, faces.clone())),
            _ => None,
        });
        let roll_serial = t
            .log
            .iter()
            .filter(|e| matches!(e, Event::Rolled { .. }))
            .count();
        let outcome = turn_events
            .iter()
            .rev()
            .find(|e| matches!(e, Event::Outcome { .. }))
            .and_then(|e| w::describe(e, set, &names, None));
        let in_attack = t.turn.phase == Phase::Attack || t.fight.is_some();
        let mine = revealed && to_move == Some(t.turn.active);
        TableView {
            viewer,
            legal,
            to_move,
            revealed,
            watching,
            computer,
            phone,
            mine,
            attr_names,
            colours,
            temples,
            village_builds,
            offers,
            held,
            pieces,
            live_cards,
            previews,
            hand,
            new_cards,
            dice,
            roll_serial,
            outcome,
            in_attack,
            names,
            view,
        }
    }

    /// Seat `p`'s name.
    pub fn name(&self, p: PlayerId) -> String {
        seat_name(&self.names, p)
    }

    /// Seat `p`'s colour.
    pub fn colour(&self, p: PlayerId) -> AttrValue {
        self.colours
            .get(p)
            .cloned()
            .unwrap_or(AttrValue::Static("#888"))
    }

    /// The phase as the root's `data-phase` says it (`game`, `attack`, …).
    pub fn phase_code(&self) -> &'static str {
        crate::valda::components::stepper::phase_code(self.view.table.turn.phase)
    }

    /// Builds left this turn.
    pub fn builds_left(&self) -> u8 {
        let turn = &self.view.table.turn;
        turn.build_limit.saturating_sub(turn.builds)
    }

    /// The prompt's kind as a JSON string (`"defend"`), for the root's `data-prompt`.
    pub fn prompt_code(&self) -> Option<String> {
        self.view
            .prompt
            .as_ref()
            .map(|p| format!("\"{}\"", p.kind()))
    }

    /// The legal ways to build `b` (one per way of paying).
    pub fn builds_of(&self, b: Building) -> Vec<&Action> {
        self.legal
            .iter()
            .filter(|a| matches!(a, Action::Build { building, .. } if *building == b))
            .collect()
    }
}

/// The events of the current turn (from its `turn` event on).
fn this_turn(log: &[Event]) -> &[Event] {
    let start = log
        .iter()
        .rposition(|e| matches!(e, Event::Turn { .. }))
        .unwrap_or(0);
    &log[start..]
}

/// The cards `now` holds more copies of than `then`, each once.
fn grown(now: &[CardId], then: &[CardId]) -> Vec<CardId> {
    let count = |h: &[CardId], c: CardId| h.iter().filter(|&&x| x == c).count();
    let mut out: Vec<CardId> = Vec::new();
    for &c in now {
        if !out.contains(&c) && count(now, c) > count(then, c) {
            out.push(c);
        }
    }
    out
}

/// The domains of the legal temple builds.
fn temples(legal: &[Action]) -> Vec<God> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Build {
                building: Building::Temple(g),
                ..
            } => Some(*g),
            _ => None,
        })
        .collect()
}

/// The legal village builds (not temples), repeats next to each other merged.
fn village_builds(legal: &[Action]) -> Vec<Building> {
    let mut v: Vec<Building> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Build { building, .. } if !matches!(building, Building::Temple(_)) => {
                Some(*building)
            }
            _ => None,
        })
        .collect();
    v.dedup();
    v
}

/// The build tray's pieces: a temple when one is legal (its price depends on the domain:
/// the map shows each), a mine and a drill whenever offered.
fn pieces(temples: &[God], offers: &[BuildOffer]) -> Vec<Piece> {
    let mut p = Vec::new();
    if !temples.is_empty() {
        p.push(Piece::Temple);
    }
    for (b, piece) in [
        (Building::Mine, Piece::Mine),
        (Building::Drill, Piece::Drill),
    ] {
        if offers.iter().any(|o| o.building == b) {
            p.push(piece);
        }
    }
    p
}

impl TableView {
    /// The offer of building `b`, if the decider may build it this phase.
    pub fn offer(&self, b: Building) -> Option<&BuildOffer> {
        self.offers.iter().find(|o| o.building == b)
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use skald::valda::{Action, Building, Valda, ValdaConfig};
    use skald::{Game, Replay, Rng, Viewer};
    use yew::Reducible;

    use super::*;
    use crate::save::Loaded;
    use crate::seats::{Meta, Seat};
    use crate::table::session::Msg;

    /// A fresh table of `n` seats, the computer playing `computers`.
    fn table(n: usize, computers: &[usize], seed: u64) -> Rc<ValdaTable> {
        let mut seats = Seat::defaults(n);
        for &c in computers {
            seats[c].computer = Some(crate::computer::Level::Easy);
        }
        let replay = Replay::<Valda>::new(ValdaConfig::new(n), seed);
        Rc::new(ValdaTable::new(
            Loaded::fresh(replay, Meta { seats, hints: None }).unwrap(),
        ))
    }

    /// Until the player to move took the tablet, the table is a spectator's: no hand, no
    /// legal action, nothing to build; once they took it, it is theirs with the engine's
    /// actions; and when the next person must decide, the hand-off hides it again.
    #[test]
    fn a_pending_hand_off_shows_a_spectators_table() {
        let mut t = table(3, &[], 4);
        let set = t.game.card_set().clone();
        let first = t.game.to_move().unwrap();
        let v = TableView::new(&t, &set);
        assert_eq!(v.viewer, Viewer::Spectator);
        assert!(!v.revealed && !v.mine);
        assert_eq!(v.view.hand, None);
        assert!(v.hand.is_empty() && v.legal.is_empty() && v.live_cards.is_empty());
        assert!(v.pieces.is_empty() && v.temples.is_empty() && v.village_builds.is_empty());
        assert_eq!((v.watching, v.computer), (None, None));

        t = t.reduce(Msg::Reveal);
        let v = TableView::new(&t, &set);
        assert_eq!(v.viewer, Viewer::Player(first));
        assert!(v.revealed);
        assert_eq!(*v.legal, t.game.legal_actions());
        assert_eq!(Some(&v.hand), v.view.hand.as_ref());

        // Play on until another person must decide: their hand-off hides the table again.
        let mut rng = Rng::new(1);
        while t.game.to_move() == Some(first) {
            let legal = t.game.legal_actions();
            t = t.reduce(Msg::Apply(legal[rng.index(legal.len())].clone()));
        }
        let v = TableView::new(&t, &set);
        assert_eq!(v.viewer, Viewer::Spectator);
        assert_eq!(v.view.hand, None);
        assert!(v.legal.is_empty() && v.pieces.is_empty());
    }

    /// Through whole games of one person and two computers: the build tray's pieces, the
    /// domains offering a temple and the villages' buildings are exactly the engine's legal
    /// builds; while a computer decides, the person sees their own table and can do
    /// nothing; the dice are this turn's latest roll.
    #[test]
    fn the_build_pieces_offered_are_the_engines_legal_builds() {
        let mut offered = 0;
        for seed in 1..=3 {
            let mut t = table(3, &[1, 2], seed);
            let set = t.game.card_set().clone();
            let mut rng = Rng::new(seed);
            for _ in 0..2_000 {
                let legal = t.game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let v = TableView::new(&t, &set);
                if t.computer_to_move().is_some() {
                    assert_eq!(v.viewer, Viewer::Player(0));
                    assert_eq!(v.watching, Some(0));
                    assert!(v.legal.is_empty() && v.pieces.is_empty());
                } else {
                    assert!(v.revealed);
                    assert_eq!(*v.legal, legal);
                    let builds: Vec<Building> = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::Build { building, .. } => Some(*building),
                            _ => None,
                        })
                        .collect();
                    let temples: Vec<God> = builds
                        .iter()
                        .filter_map(|b| match b {
                            Building::Temple(g) => Some(*g),
                            _ => None,
                        })
                        .collect();
                    assert_eq!(v.temples, temples);
                    for (b, piece) in [
                        (Building::Mine, Piece::Mine),
                        (Building::Drill, Piece::Drill),
                    ] {
                        assert_eq!(v.village_builds.contains(&b), builds.contains(&b));
                        // A mine or drill piece whenever offered; affordable exactly when
                        // the engine allows its build.
                        let offer = v.offer(b);
                        assert_eq!(v.pieces.contains(&piece), offer.is_some());
                        assert_eq!(offer.is_some_and(|o| o.affordable()), builds.contains(&b));
                        let ways = legal.iter().filter(
                            |a| matches!(a, Action::Build { building, .. } if *building == b),
                        );
                        assert_eq!(v.builds_of(b).len(), ways.count());
                    }
                    assert_eq!(v.pieces.contains(&Piece::Temple), !temples.is_empty());
                    assert_eq!(v.offers, t.game.build_offers());
                    for g in &temples {
                        let o = v.offer(Building::Temple(*g));
                        assert!(
                            o.is_some_and(|o| o.affordable()),
                            "a legal temple is affordable"
                        );
                    }
                    let seat = t.game.to_move().unwrap();
                    assert_eq!(v.held, v.view.table.seats[seat].res);
                    offered += usize::from(!v.pieces.is_empty());
                }
                let log = &v.view.table.log;
                let rolls = log.iter().filter(|e| matches!(e, Event::Rolled { .. }));
                assert_eq!(v.roll_serial, rolls.count());
                let latest = this_turn(log).iter().rev().find_map(|e| match e {
                    Event::Rolled { player, faces } => Some((*player, faces.clone())),
                    _ => None,
                });
                assert_eq!(v.dice, latest);
                let a = legal[rng.index(legal.len())].clone();
                let msg = match t.computer_to_move() {
                    Some(_) => Msg::Computer(t.serial, serde_json::to_string(&a).unwrap()),
                    None => Msg::Apply(a),
                };
                t = t.reduce(msg);
            }
        }
        assert!(offered > 0, "some position offered a build");
    }

    /// Through random 3-player games: the cards marked new are in the viewer's hand; after
    /// an action of theirs that drew cards, the cards drawn are marked; after one that left
    /// their hand as it was, none is.
    #[test]
    fn the_cards_marked_new_are_those_that_came_with_or_since_the_viewers_latest_action() {
        let (mut drawn, mut kept) = (0, 0);
        for seed in 1..=3 {
            let mut t = table(3, &[], seed);
            let set = t.game.card_set().clone();
            let mut rng = Rng::new(seed);
            for _ in 0..600 {
                let Some(p) = t.game.to_move() else { break };
                if !t.revealed() {
                    t = t.reduce(Msg::Reveal);
                }
                let hand = |t: &ValdaTable| t.game.view(Viewer::Player(p)).hand.unwrap_or_default();
                let before = hand(&t);
                let legal = t.game.legal_actions();
                t = t.reduce(Msg::Apply(legal[rng.index(legal.len())].clone()));
                if t.game.to_move() != Some(p) {
                    continue;
                }
                let v = TableView::new(&t, &set);
                assert!(v.new_cards.iter().all(|c| v.hand.contains(c)));
                if v.hand == before {
                    assert!(
                        v.new_cards.is_empty(),
                        "the hand did not change: nothing is new"
                    );
                    kept += 1;
                } else if v.hand.len() > before.len() {
                    for c in v.hand.iter().filter(|c| !before.contains(c)) {
                        assert!(v.new_cards.contains(c), "card {c} was drawn");
                    }
                    drawn += 1;
                }
            }
        }
        assert!(
            drawn > 0 && kept > 0,
            "draws ({drawn}) and other actions ({kept}) were seen"
        );
    }
}
