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
use yew::prelude::*;

use crate::valda::components::card::{god_emblem, god_name, type_glyph, type_name, CardFace};
use crate::valda::components::resources_words;

/// One god's ability at levels 1 and 2, with the engine's numbers.
fn ability(g: God, players: usize) -> (String, String) {
    let conv = |c: Option<gods::Conversion>, what: &str| match c {
        Some(c) => format!(
            "pay {} {what} for {} follower{}, up to {} times in your followers phase",
            c.cost,
            c.followers,
            if c.followers == 1 { "" } else { "s" },
            c.times
        ),
        None => String::new(),
    };
    let at = |l: u8| -> String {
        match g {
            God::Heimdall => format!(
                "In your resource and building phases, swap {} resource{} of one kind for 1 of another, as often as you like.",
                gods::heimdall_rate(l).unwrap_or(0),
                if gods::heimdall_rate(l) == Some(1) { "" } else { "s" }
            ),
            God::Freya => {
                let (n, hidden) = gods::draw_step(l);
                format!(
                    "Your draw step brings {n} cards{}; and 1 action draws 1 base card.",
                    if hidden { " into your hand, unseen by the others" } else { "" }
                )
            }
            God::Surtur => {
                let n = gods::attacks_per_slot(l, players);
                let mut t = format!(
                    "With {players} players: {n} attack{} per slot",
                    if n == 1 { "" } else { "s" }
                );
                match gods::attack_bonus(l, players) {
                    0 => t.push_str(", no bonus to your attack cards."),
                    b => t.push_str(&format!(", +{b} to your attack cards.")),
                }
                t
            }
            God::Tyr => format!(
                "+{} to the defence card you play (nothing without a defence card).",
                gods::defence_bonus(l)
            ),
            God::Thor => format!("Thor: {}.", conv(gods::thor(l), "gold or diamonds")),
            God::Odin => format!("Odin: {}.", conv(gods::odin(l), "divine blood")),
            God::Loki => format!(
                "Once in your followers phase, roll {} white {}: gain (or lose) what {} show{}.",
                gods::loki_dice(l),
                if gods::loki_dice(l) == 1 { "die" } else { "dice" },
                if gods::loki_dice(l) == 1 { "it" } else { "they" },
                if gods::loki_dice(l) == 1 { "s" } else { "" }
            ),
        }
    };
    (at(1), at(2))
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
    html! {
        <section class="vrules" data-testid="valda-rules">
            <h1>{ "Valda: how to play" }</h1>
            <p>{ format!("Over {ROUNDS} rounds, each player takes one turn per round. Whoever has the most followers at the end becomes a god; a tie goes to more temples, then to more resources.") }</p>
            <h2>{ "A turn in five phases" }</h2>
            <ol class="vrules-phases">
                <li><strong>{ "Resources. " }</strong>{ format!("Roll one yellow die per mine (gold or diamonds) and one blue die per blood drill (divine blood), and take what they show. Then you may trade any {TRADE_RATE} resources for 1 of your choice, as often as you like.") }</li>
                <li><strong>{ "Game. " }</strong>{ format!("Draw two base cards face up (they are yours, and everyone sees them until the phase ends), or, if you own a domain, the top card of its god deck. Then spend {ACTIONS_PER_GAME_PHASE} actions (⚡): play an action card, take 1 resource, or draw 2 hidden cards for 2 actions. At the end your open cards join your hand; keep at most {HAND_LIMIT}.") }</li>
                <li><strong>{ "Building. " }</strong>{ format!("Up to {BUILDS_PER_PHASE} builds: a mine (at most {MINES_MAX}), a blood drill (at most {DRILLS_MAX}), or a temple on a god's domain. A temple brings 1 follower, and you look at the top two cards of that god's deck and keep one.") }</li>
                <li><strong>{ "Attack. " }</strong>{ "Every other player, in the attack order, may attack you with an attack card. You may answer with a defence card: if your shields reach the swords, the attack is stopped; otherwise it hits and its effect happens." }</li>
                <li><strong>{ "Followers. " }</strong>{ "Your gods turn resources into followers (Thor, Odin) or roll for them (Loki). Then the next player's turn begins." }</li>
            </ol>
            <h2>{ "Temples, levels and owners" }</h2>
            <p>{ "Each domain has five temple sites. One temple in a domain gives you its god's ability at level 1, two or more at level 2. With three temples you own the domain: nobody else may build there, and in your draw step you may draw from its god deck instead." }</p>
            <ul class="vrules-costs">
                { for GODS.iter().map(|&g| html! {
                    <li>{ god_emblem(g) }<span>{ format!("{}: a temple costs {}", god_name(g), resources_words(temple_cost(g))) }</span></li>
                }) }
            </ul>
            <h2>{ "Yggdrasil and the safe zones" }</h2>
            <p>{ format!("Followers climb the world tree. Once you reach a safe zone ({}), losses never take you below it.", SAFE_ZONES.iter().map(|z| z.to_string()).collect::<Vec<_>>().join(", ")) }</p>
            <h2>{ "The gods' abilities" }</h2>
            <div class="segmented" role="group" aria-label="Players at the table">
                { for (2..=5usize).map(|n| {
                    let on = *players == n;
                    let players = players.clone();
                    html! {
                        <button type="button" class={classes!("seg", on.then_some("on"))} aria-pressed={on.to_string()}
                            onclick={Callback::from(move |_: MouseEvent| players.set(n))}>{ format!("{n} players") }</button>
                    }
                }) }
            </div>
            <table class="vrules-gods" data-testid="abilities">
                <thead><tr><th scope="col">{ "God" }</th><th scope="col">{ "Level 1 (one temple)" }</th><th scope="col">{ "Level 2 (two or more)" }</th></tr></thead>
                <tbody>
                    { for GODS.iter().map(|&g| {
                        let (one, two) = ability(g, *players);
                        html! {
                            <tr data-god={g.word()}>
                                <th scope="row">{ god_emblem(g) }{ god_name(g) }</th>
                                <td>{ one }</td><td>{ two }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            <h2>{ "Cards" }</h2>
            <ul class="vrules-types">
                { for CardType::ALL.iter().map(|&t| html! {
                    <li data-type={t.word()}>{ type_glyph(t) }<strong>{ type_name(t) }</strong>
                        { match t {
                            CardType::Action => " — yellow, played in your game phase; most cost an action (⚡1).",
                            CardType::Attack => " — red, played in an attack slot against the player whose turn it is; the big number is its swords.",
                            CardType::Defence => " — a shield, played when you are attacked; the big number is its shields.",
                            CardType::GodWeapon => " — blue, from the gods' decks: two options, each played at its own moment, even in other players' turns.",
                        } }
                    </li>
                }) }
            </ul>
            <h2 id="gallery">{ "All cards" }</h2>
            <p class="hint" data-testid="gallery-count">{ format!("{} different cards, {} in all ({} in the base deck); showing {} ({copies} copies).", counts.distinct, counts.total, counts.decks.get("base").copied().unwrap_or(0), cards.len()) }</p>
            <div class="segmented wrap" role="group" aria-label="Show">
                { seg(Filter::All, "All".into()) }
                { for CardType::ALL.iter().map(|&t| seg(Filter::Type(t), type_name(t).to_string())) }
                { for Deck::ALL.iter().map(|&d| seg(Filter::Deck(d), match d { Deck::Base => "Base deck".to_string(), Deck::God(g) => god_name(g) })) }
            </div>
            <ul class="vgallery" data-testid="gallery">
                { for cards.iter().map(|(i, d)| html! {
                    <li><CardFace def={(*d).clone()} id={*i} /><span class="vcopies">{ format!("×{}", d.count) }</span></li>
                }) }
            </ul>
            <p><a class="btn" href="#/valda">{ "Back" }</a></p>
        </section>
    }
}
