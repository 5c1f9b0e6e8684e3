//! Rules help in our own words: the turn, temples and owners, the attack, the track, the
//! gods' abilities (every number asked of the engine's `gods` functions), and a browsable
//! gallery of every card of the built-in set, filtered by deck and type.

use skald::valda::cards::{CardSet, CardType, Deck, God};
use skald::valda::constants::{
    temple_cost, ACTIONS_PER_GAME_PHASE, BUILDS_PER_PHASE, DRILLS_MAX, HAND_LIMIT, MINES_MAX,
    ROUNDS, SAFE_ZONES, TRADE_RATE,
};
use skald::valda::gods;
use skald::valda::state::GODS;
use skald::valda::Phase;
use yew::prelude::*;

use crate::valda::card_words::{god_name, type_name};
use crate::valda::components::card::{card_face, god_emblem, type_glyph, CardProps};
use crate::valda::components::stepper::PHASES;
use crate::valda::words::{self, followers, pay_cost, phase_name, resources};

use super::read_words as msg;

/// A phase's section in the page, `phase-<id>` (the coach's notes open it:
/// app/src/valda/coach).
fn phase_id(p: Phase) -> &'static str {
    match p {
        Phase::Resources => "resources",
        Phase::Game => "game",
        Phase::Building => "building",
        Phase::Attack => "attack",
        Phase::Followers => "followers",
    }
}

/// One god's ability at `level` (1 or 2) with `players` at the table, every number the
/// engine's.
fn ability(g: God, level: u8, players: usize) -> String {
    let convert = |c: Option<gods::Conversion>| {
        c.map_or_else(String::new, |c| {
            msg::convert(
                pay_cost(c.from.word(), c.cost),
                followers(c.followers),
                c.times,
            )
        })
    };
    match g {
        God::Heimdall => msg::heimdall(gods::heimdall_rate(level).unwrap_or(0)),
        God::Freya => {
            let (n, hidden) = gods::draw_step(level);
            msg::freya(if hidden { "yes" } else { "no" }, n)
        }
        God::Surtur => msg::surtur(
            players,
            gods::attacks_per_slot(level, players),
            gods::attack_bonus(level, players),
        ),
        God::Tyr => msg::tyr(gods::defence_bonus(level)),
        God::Thor => convert(gods::thor(level)),
        God::Odin => convert(gods::odin(level)),
        God::Loki => msg::loki(gods::loki_dice(level)),
    }
}

/// The gallery's filter.
#[derive(Clone, Copy, PartialEq)]
enum Filter {
    All,
    Deck(Deck),
    Type(CardType),
}

#[component]
pub fn Rules() -> Html {
    let set: &'static CardSet = CardSet::builtin();
    let players = use_state(|| 3usize);
    let filter = use_state(|| Filter::All);
    let counts = set.counts();
    let cards: Vec<(u8, &skald::valda::cards::CardDef)> = set
        .cards
        .iter()
        .enumerate()
        .filter(|(_, d)| match *filter {
            Filter::All => true,
            Filter::Deck(k) => d.deck == k,
            Filter::Type(t) => d.card_type == t,
        })
        .map(|(i, d)| (i as u8, d))
        .collect();
    let copies: u32 = cards.iter().map(|(_, d)| d.count as u32).sum();
    let seg = |f: Filter, label: String| {
        let on = *filter == f;
        let filter = filter.clone();
        html! {
            <button type="button" class={classes!("seg", on.then_some("on"))} aria-pressed={on.to_string()}
                onclick={Callback::from(move |_: MouseEvent| filter.set(f))}>{ label }</button>
        }
    };
    let zones = SAFE_ZONES
        .iter()
        .map(|z| z.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    // Each phase is a section the coach's notes open (app/src/valda/coach).
    let phase = |p: Phase, text: String| {
        html! { <li id={format!("phase-{}", phase_id(p))}><strong>{ msg::phase_label(phase_name(p)) }</strong>{ text }</li> }
    };
    html! {
        <section class="vrules" data-testid="valda-rules">
            <h1>{ msg::title() }</h1>
            <p>{ msg::intro(ROUNDS) }</p>
            { crate::seen::rules_seen(crate::games::GameId::Valda, &PHASES.map(|p| (format!("phase-{}", phase_id(p)), phase_name(p)))
                .into_iter()
                .chain([
                    ("temples".into(), msg::temples_title()),
                    ("tree".into(), msg::tree_title()),
                    ("abilities".into(), msg::abilities_title()),
                    ("cards".into(), msg::cards_title()),
                    ("gallery".into(), msg::gallery_title()),
                ])
                .collect::<Vec<_>>()) }
            <h2>{ msg::turn_title() }</h2>
            <ol class="vrules-phases">
                { phase(Phase::Resources, msg::phase_resources(TRADE_RATE)) }
                { phase(Phase::Game, msg::phase_game(ACTIONS_PER_GAME_PHASE, HAND_LIMIT)) }
                { phase(Phase::Building, msg::phase_building(BUILDS_PER_PHASE, MINES_MAX, DRILLS_MAX)) }
                { phase(Phase::Attack, msg::phase_attack().to_string()) }
                { phase(Phase::Followers, msg::phase_followers().to_string()) }
            </ol>
            <h2 id="temples">{ msg::temples_title() }</h2>
            <p>{ msg::temples() }</p>
            <ul class="vrules-costs">
                { for GODS.iter().map(|&g| html! {
                    <li>{ god_emblem(g) }<span>{ msg::temple_cost(god_name(g), resources(temple_cost(g))) }</span></li>
                }) }
            </ul>
            <h2 id="tree">{ msg::tree_title() }</h2>
            <p>{ msg::tree(zones) }</p>
            <h2 id="abilities">{ msg::abilities_title() }</h2>
            <div class="segmented" role="group" aria-label={msg::players_label()}>
                { for (2..=5usize).map(|n| {
                    let on = *players == n;
                    let players = players.clone();
                    html! {
                        <button type="button" class={classes!("seg", on.then_some("on"))} aria-pressed={on.to_string()}
                            onclick={Callback::from(move |_: MouseEvent| players.set(n))}>{ msg::players_n(n) }</button>
                    }
                }) }
            </div>
            <table class="vrules-gods" data-testid="abilities">
                <thead><tr><th scope="col">{ msg::col_god() }</th><th scope="col">{ msg::col_level_1() }</th><th scope="col">{ msg::col_level_2() }</th></tr></thead>
                <tbody>
                    { for GODS.iter().map(|&g| html! {
                        <tr data-god={g.word()}>
                            <th scope="row">{ god_emblem(g) }{ god_name(g) }</th>
                            <td>{ ability(g, 1, *players) }</td><td>{ ability(g, 2, *players) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <h2 id="cards">{ msg::cards_title() }</h2>
            <ul class="vrules-types">
                { for CardType::ALL.iter().map(|&t| html! {
                    <li data-type={t.word()}>{ type_glyph(t) }<strong>{ type_name(t) }</strong>
                        { match t {
                            CardType::Action => msg::type_action(),
                            CardType::Attack => msg::type_attack(),
                            CardType::Defence => msg::type_defence(),
                            CardType::GodWeapon => msg::type_god_weapon(),
                        } }
                    </li>
                }) }
            </ul>
            <h2 id="gallery">{ msg::gallery_title() }</h2>
            <p class="hint" data-testid="gallery-count">{ msg::gallery_count(counts.distinct, counts.total, counts.decks.get("base").copied().unwrap_or(0), cards.len(), copies) }</p>
            <div class="segmented wrap" role="group" aria-label={msg::show_label()}>
                { seg(Filter::All, msg::show_all().into()) }
                { for CardType::ALL.iter().map(|&t| seg(Filter::Type(t), type_name(t).to_string())) }
                { for Deck::ALL.iter().map(|&d| seg(Filter::Deck(d), match d { Deck::Base => msg::show_base().to_string(), Deck::God(g) => god_name(g).to_string() })) }
            </div>
            <ul class="vgallery" data-testid="gallery">
                { for cards.iter().map(|(i, d)| html! {
                    <li>{ card_face(CardProps::new((*d).clone(), *i)) }<span class="vcopies">{ format!("×{}", d.count) }</span></li>
                }) }
            </ul>
            <p><a class="btn" href={crate::teach::back_href("#/valda")} data-testid="rules-back">{ words::back() }</a></p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};

    /// The abilities table of the rulings (§11) in words, with the engine's numbers.
    #[test]
    fn the_gods_at_each_level_in_english() {
        assert_eq!(
            ability(God::Heimdall, 1, 3),
            "In your resource and building phases, swap 2 resources of one kind for 1 of another, as often as you like."
        );
        assert!(ability(God::Heimdall, 2, 3).contains("swap 1 resource of one kind"));
        assert_eq!(
            ability(God::Freya, 2, 3),
            "Your draw step brings 3 cards into your hand, unseen by the others; and 1 action draws 1 base card."
        );
        assert_eq!(
            ability(God::Surtur, 1, 3),
            "With 3 players: 2 attacks per slot, no bonus to your attack cards."
        );
        assert_eq!(
            ability(God::Surtur, 2, 3),
            "With 3 players: 2 attacks per slot, +1 to your attack cards."
        );
        assert_eq!(
            ability(God::Surtur, 1, 4),
            "With 4 players: 1 attack per slot, +1 to your attack cards."
        );
        assert_eq!(
            ability(God::Surtur, 2, 5),
            "With 5 players: 1 attack per slot, +2 to your attack cards."
        );
        assert_eq!(
            ability(God::Tyr, 2, 3),
            "+2 to the defence card you play (nothing without a defence card)."
        );
        assert_eq!(
            ability(God::Thor, 1, 3),
            "Pay 3 gold or diamonds for 1 follower, up to 3 times in your followers phase."
        );
        assert_eq!(
            ability(God::Odin, 2, 3),
            "Pay 3 divine blood for 2 followers, up to 2 times in your followers phase."
        );
        assert_eq!(
            ability(God::Loki, 1, 3),
            "Once in your followers phase, roll 1 white die: gain (or lose) what it shows."
        );
        assert!(
            ability(God::Loki, 2, 3).contains("roll 2 white dice: gain (or lose) what they show")
        );
    }

    #[test]
    fn the_gods_at_each_level_in_german() {
        set(Lang::De);
        assert_eq!(
            ability(God::Heimdall, 1, 3),
            "In deiner Ressourcen- und deiner Bauphase tauschst du beliebig oft 2 Ressourcen einer Sorte gegen 1 einer anderen."
        );
        assert!(ability(God::Heimdall, 2, 3).contains("beliebig oft 1 Ressource einer Sorte"));
        assert!(ability(God::Freya, 1, 3)
            .starts_with("Beim Ziehen bekommst du 2 Karten verdeckt auf die Hand"));
        assert_eq!(
            ability(God::Surtur, 1, 2),
            "Bei 2 Spielern: 2 Angriffe je Angriffsplatz, kein Bonus auf deine Angriffskarten."
        );
        assert_eq!(
            ability(God::Surtur, 1, 5),
            "Bei 5 Spielern: 1 Angriff je Angriffsplatz, +1 auf deine Angriffskarten."
        );
        assert_eq!(
            ability(God::Thor, 2, 3),
            "Zahle 2 Gold oder Diamanten für 1 Gefolgsmann, bis zu 3-mal in deiner Gefolgsphase."
        );
        assert_eq!(
            ability(God::Odin, 1, 3),
            "Zahle 2 göttliches Blut für 1 Gefolgsmann, bis zu 3-mal in deiner Gefolgsphase."
        );
        assert_eq!(
            ability(God::Loki, 1, 3),
            "Einmal in deiner Gefolgsphase wirfst du 1 weißen Würfel: Du bekommst (oder verlierst), was er zeigt."
        );
        assert_eq!(
            msg::temple_cost(god_name(God::Tyr), resources(temple_cost(God::Tyr)))
                .split(':')
                .next(),
            Some("Tyr")
        );
        assert_eq!(msg::players_n(4), "4 Spieler");
        set(Lang::En);
    }
}
