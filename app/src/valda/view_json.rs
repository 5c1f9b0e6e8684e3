//! Valda's view ([`ValdaView`]) read by hand from the JSON the table sends a phone (issue
//! #44: the seat's screen of the `valda-seat` module), one line per type with
//! [`json_struct!`] and [`json_enum!`]: serde's derived readers of the view's tables, tasks,
//! effect steps, prompts and events were 48 KB of the module's gzipped wasm and took it over
//! a play screen's budget. The engine's derived `Serialize` stays the format's one
//! definition; the tests read the views of random games both ways, and every one-entry
//! change of some of them.

use serde::de::Error as _;
use skald::valda::cards::{
    BuildKind, Filter, From as PayFrom, God, GodSel, Res, Step, Target, Window,
};
use skald::valda::constants::Resources;
use skald::valda::dice::{Colour, Face};
use skald::valda::event::Source;
use skald::valda::state::{Ctx, Fight, InPlay, PendingBuild, Roll, RollPurpose, Seat, Task, Turn};
use skald::valda::{action::Kinds, Building, Event, Kind, Phase, Prompt, Table, ValdaView, Why};
use skald::{Outcome, Viewer};

use crate::json::shapes::{json_enum, json_struct};
use crate::json::{Error, Fields, FromJson, Value};

json_struct!(ValdaView {
    config,
    viewer,
    table,
    hand,
    hand_sizes,
    base_count,
    god_counts,
    looking,
    looking_count,
    removed_count,
    seen,
    to_move,
    prompt,
    outcome,
});
json_enum!(Viewer, Lower { Player(p), Spectator });
json_struct!(Outcome { scores, ranks });
json_struct!(Table {
    seats,
    turn,
    discard,
    stack,
    fight,
    roll,
    build,
    in_play,
    log,
    over
});
json_struct!(Seat {
    res,
    followers,
    mines,
    drills,
    temples,
    known,
    muted
});
json_struct!(Resources {
    gold,
    diamond,
    blood
});
json_struct!(Turn {
    round,
    active,
    phase,
    open,
    actions,
    build_limit,
    builds,
    discount,
    owed,
    thor_uses,
    odin_uses,
    loki_rolled,
    attack_order,
});
json_struct!(Fight {
    attacker,
    target,
    card,
    free,
    redirected,
    undefendable,
    doubled,
    defended,
    defence,
    kill_doubled,
    cancelled,
    hit,
    stopped,
    kept,
    again,
});
json_struct!(Roll {
    roller,
    dice,
    purpose,
    card
});
json_struct!(PendingBuild {
    builder,
    building,
    skip,
    cancelled
});
json_struct!(InPlay {
    card,
    player,
    twice
});
json_struct!(Ctx {
    you,
    victim,
    card,
    on
});
json_struct!(Kinds {
    gold,
    diamond,
    blood
});

json_enum!(
    Phase,
    Snake {
        Resources,
        Game,
        Building,
        Attack,
        Followers
    }
);
json_enum!(
    RollPurpose,
    Snake {
        Income,
        Resources,
        Followers,
        Loki
    }
);
json_enum!(
    Colour,
    Lower {
        Yellow,
        Blue,
        White
    }
);
json_enum!(
    Kind,
    Snake {
        Gold,
        Diamond,
        Blood
    }
);
json_enum!(Building, Snake { Mine, Drill, Temple(god) });
json_enum!(
    Res,
    Snake {
        Gold,
        Diamond,
        Blood,
        Any
    }
);
json_enum!(
    PayFrom,
    Snake {
        Gold,
        Diamond,
        Blood,
        GoldDiamond,
        Any
    }
);
json_enum!(
    BuildKind,
    Snake {
        Mine,
        Drill,
        Temple
    }
);
json_enum!(
    God,
    Snake {
        Heimdall,
        Freya,
        Surtur,
        Tyr,
        Thor,
        Odin,
        Loki
    }
);
json_enum!(
    Filter,
    Snake {
        Any,
        Action,
        Attack,
        Defence,
        BestDefence
    }
);
json_enum!(
    Target,
    Snake {
        Chosen,
        EachOther,
        All,
        Attacker
    }
);
json_enum!(
    Window,
    Snake {
        Anytime,
        DieRolled,
        AttackDeclared,
        Attacked,
        AttackHit,
        DefendedDefender,
        DefendedAttacker,
        OwnYellowPlayed,
        BuildDeclared,
    }
);
json_enum!(GodSel, Snake { Choice, God(god) });
json_enum!(Source, Snake { Discard, Open(p), Attack });
json_enum!(Why, Snake {
    Card(card),
    Income,
    Trade,
    Take,
    Heimdall,
    Thor,
    Odin,
    Loki,
    Build(building),
    Temple(god),
    Repay,
});

json_enum!(Task, Snake {
    Ask { player, prompt },
    BeginTurn,
    BeginPhase(phase),
    EndGamePhase,
    EndTurn,
    FinishTurn,
    OpenMoments(players),
    Throw { roller, dice, purpose, card },
    RollResult,
    Window { kind, current, queue },
    Resolve,
    Step { step, ctx },
    Retire,
    BuildFinish,
    TempleReward { player, god },
    AttackPhase,
    Slot { attacker, attacks_left, active_asked },
    Declare { attacker, card, target, free },
    FightDefend,
    FightResolve,
    FightEffect,
    FightCleanup,
});

json_enum!(Prompt, Snake {
    Roll,
    Resources,
    DrawStep,
    Actions,
    HandLimit,
    Building,
    Followers,
    OpenMoment,
    Slot { attacks_left },
    Defend,
    Window(window),
    Pick { from, to, total, kinds, why },
    Swap { from, to, max, card },
    PayFor { from, cost, followers, left, card },
    Victim { step },
    Redirect,
    DrawGod { n },
    LookGod { left, seen },
    KeepGodCard { god },
    SearchTake { left },
    SearchUnder,
    FromDiscard { filter, left },
    Sacrifice { left },
    Give { to },
    TakeCard { victim, left },
    SetDie,
});

json_enum!(Step, Snake {
    Gain(res, n),
    GainFollowers(n),
    LoseFollowers(n),
    Convert(from, res, n),
    FollowersFor { from, cost, followers, times },
    RollFollowers(colour),
    RollResources(colour, n),
    Borrow { now, later },
    Discount(kind, n),
    BuildFree(kind),
    Draw(n),
    DrawGod(god, n),
    LookGodTops(n),
    Search { look, take },
    TakeFromDiscard(filter, n),
    FollowersPerDiscard(n),
    SwitchCard,
    TakeCard(n),
    ExtraActions(n),
    BuildLimit(n),
    On(target, step),
    KillFollowers(n),
    StealFollowers(n),
    StealResource(res, n),
    BurnResource(res, n),
    StealCard(n),
    DiscardRandom(n),
    OnBlock(step),
    KeepAttackCard,
    Reflect,
    Undefendable,
    DoubleAttack,
    RedirectAttack,
    CancelAttackTakeCard,
    DoubleKill,
    SetDie,
    CancelBuild,
    PlayAgain,
    DoubleYellow,
});

json_enum!(Event, Snake {
    Turn { round, player },
    Phase(phase),
    Rolled { player, faces },
    DieSet { by, index, face },
    Resources { player, gain, pay, why },
    Followers { player, before, after, asked, held, why },
    Drew { player, count },
    OpenDrew { player, cards },
    Got { player, card },
    Saw { player, card },
    Took { player, card, from },
    TookRandom { player, from },
    Gave { player, to },
    Discarded { player, card },
    Played { player, card },
    Weapon { player, card, option },
    Passed { player },
    TookResource { player, kind },
    Declared { player, building },
    Built { player, building },
    BuildCancelled { player, building },
    AttackOrder(players),
    Attack { attacker, target, card, free },
    Redirected { target },
    Defence { target, card },
    Outcome { printed, surtur, doubled, attack, defence, tyr, reflected, hit },
    AttackCancelled { by },
    Reshuffled { cards },
    GameOver,
});

/// A die's face, tagged beside its number as serde writes it (`{"kind":"gold","n":2}`).
impl FromJson for Face {
    fn from_json(v: Value) -> Result<Face, Error> {
        let mut f = Fields::of(v, "adjacently tagged enum Face")?;
        // The tag is read as serde reads a variant's name (`"gold"` or `{"gold": null}`),
        // the name checked before what comes with it.
        let (kind, with) = crate::json::shapes::tagged(f.take("kind")?, "variant identifier")?;
        const NAMES: [&str; 4] = ["gold", "diamond", "blood", "followers"];
        let i = NAMES
            .iter()
            .position(|n| *n == kind)
            .ok_or_else(|| Error::unknown_variant(&kind, &NAMES))?;
        crate::json::unit(with)?;
        Ok(match i {
            0 => Face::Gold(f.take("n")?),
            1 => Face::Diamond(f.take("n")?),
            2 => Face::Blood(f.take("n")?),
            _ => Face::Followers(f.take("n")?),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use skald::rng::Rng;
    use skald::valda::{Valda, ValdaConfig};
    use skald::Game;

    use super::*;
    use crate::json::fields_tests::every_change;

    /// The name a value's variant is written under (`"begin_turn"`, `{"drew": …}`).
    fn variant_name<T: serde::Serialize>(t: &T) -> String {
        match serde_json::to_value(t).unwrap() {
            serde_json::Value::String(s) => s,
            serde_json::Value::Object(m) => m.keys().next().cloned().unwrap_or_default(),
            v => v.to_string(),
        }
    }

    /// One value of each variant met, by its name.
    type Met<T> = BTreeMap<String, T>;

    #[derive(Default)]
    struct Seen {
        events: Met<Event>,
        prompts: Met<Prompt>,
        tasks: Met<Task>,
        steps: Met<Step>,
        views: usize,
    }

    /// Plays random games, reading every seat's (and a spectator's) view at every position
    /// by hand and by serde's derived reader, which must agree; collects one of each event,
    /// prompt, task and step met.
    fn walk(seen: &mut Seen, players: usize, seed: u64, moves: usize) {
        let mut game = Valda::new(&ValdaConfig::new(players), seed).unwrap();
        let mut rng = Rng::new(seed ^ 0x51);
        for _ in 0..moves {
            let viewers = (0..players).map(Viewer::Player).chain([Viewer::Spectator]);
            for viewer in viewers {
                let view = game.view(viewer);
                let text = crate::json::to_string(&view).unwrap();
                let ours: ValdaView = crate::json::read(&text).unwrap();
                assert_eq!(ours, view);
                seen.views += 1;
                for e in view.table.log.iter().chain(&view.seen) {
                    seen.events
                        .entry(variant_name(e))
                        .or_insert_with(|| e.clone());
                }
                for t in &view.table.stack {
                    seen.tasks
                        .entry(variant_name(t))
                        .or_insert_with(|| t.clone());
                    if let Task::Step { step, .. } = t {
                        seen.steps
                            .entry(variant_name(step))
                            .or_insert_with(|| step.clone());
                    }
                }
                if let Some(p) = &view.prompt {
                    seen.prompts
                        .entry(variant_name(p))
                        .or_insert_with(|| p.clone());
                }
            }
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.apply(&legal[rng.index(legal.len())]).unwrap();
        }
    }

    #[test]
    fn views_read_by_hand_as_the_engine_reads_them() {
        let mut seen = Seen::default();
        for seed in 0..6 {
            walk(&mut seen, 2 + seed as usize % 3, seed, 400);
        }
        assert!(seen.views > 3000, "{} views", seen.views);
        // Every step of every card's effect (and those inside `on` and `on_block`).
        fn steps(step: &Step, met: &mut Met<Step>) {
            met.entry(variant_name(step))
                .or_insert_with(|| step.clone());
            if let Step::On(_, s) | Step::OnBlock(s) = step {
                steps(s, met);
            }
        }
        for card in &skald::valda::cards::CardSet::builtin().cards {
            let all: Vec<&Step> = match &card.effect {
                skald::valda::cards::Effect::None => Vec::new(),
                skald::valda::cards::Effect::Steps(s) => s.iter().collect(),
                skald::valda::cards::Effect::Options(o) => {
                    o.iter().flat_map(|o| &o.steps).collect()
                }
            };
            all.into_iter().for_each(|s| steps(s, &mut seen.steps));
        }
        // Enough of the vocabulary met for the checks below to mean something.
        assert!(seen.events.len() >= 20, "{:?}", seen.events.keys());
        assert!(seen.prompts.len() >= 12, "{:?}", seen.prompts.keys());
        assert!(seen.tasks.len() >= 8, "{:?}", seen.tasks.keys());
        assert!(seen.steps.len() >= 30, "{:?}", seen.steps.keys());
        // Every one-entry change of each one met: read alike or refused alike.
        seen.events.values().for_each(every_change);
        seen.prompts.values().for_each(every_change);
        seen.tasks.values().for_each(every_change);
        seen.steps.values().for_each(every_change);
        let start = Valda::new(&ValdaConfig::new(3), 1).unwrap();
        every_change(&start.view(Viewer::Player(0)));
        every_change(&start.view(Viewer::Spectator));
        every_change(&Face::Followers(-2));
        every_change(&Face::Gold(3));
    }

    #[test]
    fn wrong_views_are_refused_in_words() {
        let game = Valda::new(&ValdaConfig::new(3), 2).unwrap();
        let text = crate::json::to_string(&game.view(Viewer::Player(1))).unwrap();
        for bad in [
            "",
            "null",
            "{}",
            "[]",
            &text[..text.len() / 2],
            &text.replace("\"to_move\":", "\"to_move\":\"x\",\"y\":"),
            &text.replace("\"phase\":\"resources\"", "\"phase\":\"lunch\""),
        ] {
            let e = crate::json::read::<ValdaView>(bad).unwrap_err().to_string();
            assert!(!e.is_empty(), "{bad}");
        }
    }
}
