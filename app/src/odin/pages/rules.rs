//! Rules help in our own words, with live examples: every value and verdict on this page is
//! computed by the engine (`set_value`, `check_play_on`, `playable_cards_on`), and the
//! "try it" hand lets the reader build sets against a middle.

use skald::odin::{check_play_on, playable_cards_on, set_value, Card, CardSet, Colour};
use yew::prelude::*;

use crate::embed::snippet::EmbedButton;
use crate::odin::components::card::{colour_name, glyph_name, CardRow, CardView};
use crate::odin::components::hand::{sorted, Hand};
use crate::odin::settings::Sort;
use crate::text::capitalise;

fn set(s: &str) -> CardSet {
    s.parse().unwrap_or_default()
}

/// A set with the engine's value, or its reason for not being a set.
fn value_example(cards: &str) -> Html {
    let c = set(cards);
    let verdict = match set_value(c) {
        Ok(v) => format!("= {v}"),
        Err(e) => format!("— not a set: {e}"),
    };
    html! {
        <li class="orule-example" data-example={cards.to_string()}>
            <CardRow cards={c} /><span class="orule-verdict">{ verdict }</span>
        </li>
    }
}

/// A play on a middle, with the engine's verdict.
fn beat_example(middle: &str, play: &str) -> Html {
    let m = set(middle);
    let p = set(play);
    let verdict = match check_play_on(m, None, p) {
        Ok(v) => format!("✓ beats it ({v})"),
        Err(e) => format!("✗ {}", e),
    };
    html! {
        <li class="orule-example">
            <span class="orule-label">{ "Middle" }</span><CardRow cards={m} />
            <span class="orule-label">{ "play" }</span><CardRow cards={p} />
            <span class="orule-verdict">{ verdict }</span>
        </li>
    }
}

#[component]
fn TryIt() -> Html {
    let middle = set("5R 3R");
    let hand = set("9B 7R 6B 6Y 4G 3G 1B 1G 2R");
    let chosen = use_state(|| CardSet::EMPTY);
    let toggle = {
        let chosen = chosen.clone();
        Callback::from(move |c: Card| {
            let mut s = *chosen;
            if !s.remove(c) {
                s.insert(c);
            }
            chosen.set(s);
        })
    };
    let on_down = {
        let toggle = toggle.clone();
        Callback::from(move |(c, _e): (Card, web_sys::PointerEvent)| toggle.emit(c))
    };
    let verdict = if chosen.is_empty() {
        "Tap cards to build a set.".to_string()
    } else {
        match check_play_on(middle, Some(hand), *chosen) {
            Ok(v) => format!("Value {v}: this beats 53."),
            Err(e) => capitalise(&e.to_string()),
        }
    };
    html! {
        <div class="otry" data-testid="try-it">
            <p><span class="orule-label">{ "Middle (53)" }</span><CardRow cards={middle} /></p>
            <Hand cards={sorted(hand, Sort::Number)} selected={*chosen} playable={playable_cards_on(hand, middle)}
                on_down={on_down} on_toggle={toggle} />
            <p class="ostatus" role="status" data-testid="try-verdict">{ verdict }</p>
            <EmbedButton game="odin" label="Embed this example"
                attrs={vec![("middle", middle.to_string()), ("hand", hand.to_string()), ("try", String::new())]} />
        </div>
    }
}

#[component]
pub fn Rules() -> Html {
    html! {
        <article class="orules">
            <h1>{ "How to play Odin" }</h1>
            <p class="tagline">{ "Get rid of your cards before the others: each hand, the cards you still hold count against you." }</p>

            <h2>{ "The cards" }</h2>
            <p>{ "54 cards: the numbers 1 to 9 in six colours. Each colour has its own sign and stripes, so the colours can be told apart without seeing colour:" }</p>
            <ul class="orule-colours">
                { for Colour::ALL.iter().map(|&c| {
                    let card = Card::new(7, c).expect("7 is a number");
                    html! {
                        <li><CardView card={card} /><span>{ format!("{} ({}): {}", capitalise(colour_name(c)), c.letter(), glyph_name(c)) }</span></li>
                    }
                }) }
            </ul>

            <h2>{ "Sets and their value" }</h2>
            <p>{ "A set is one card, or several cards that all have the same number or all the same colour. Read its value by putting its numbers in order, biggest first:" }</p>
            <ul class="orule-examples">
                { value_example("2R 8R") }
                { value_example("2R 4R 9R") }
                { value_example("5R 5B") }
                { value_example("2R 8B") }
            </ul>

            <h2>{ "A round" }</h2>
            <p>{ "Everyone gets 9 cards. The leader plays one card into the middle. Then, in turn, each player either passes or plays a set that has as many cards as the middle or one more, and a higher value:" }</p>
            <ul class="orule-examples">
                { beat_example("5R 3R", "6B 1B") }
                { beat_example("6R 1R", "5B 3B") }
                { beat_example("4R 2R", "9B") }
                { beat_example("4R 2R", "9B 8B 1B") }
                { beat_example("4R 2R", "9B 8G") }
            </ul>
            <p>{ "After playing, you take one card of the set you beat into your hand (with a single card there is no choice), and the rest of that set is discarded. Your set is the new middle. Passing does not stop you from playing later in the same round." }</p>
            <p>{ "When everyone else has passed since your play, the middle is discarded and you lead the next round." }</p>

            <h2>{ "Try it" }</h2>
            <p>{ "The middle holds 5 and 3 red (53). Choose cards from this hand; raised cards can be part of a set that beats it." }</p>
            <TryIt />

            <h2>{ "The end of a hand" }</h2>
            <p>{ "The hand ends at once when someone plays their last card (they take nothing back). A leader whose cards all share a number or a colour may also play the whole hand at once, which ends the hand too." }</p>
            <p>{ "Everyone scores one point per card still in hand. The next hand is led by the player to the left of the one who led this hand." }</p>

            <h2>{ "The end of the game" }</h2>
            <p>{ "Choose a target of 10, 15 or 20 points, or a single hand. The game ends after the hand in which someone reaches the target; the lowest total wins, and tied players share the victory. With two players you may leave out two colours (36 cards)." }</p>

            <h2>{ "In this app" }</h2>
            <ul>
                <li>{ "Tap cards to choose them, then “Play” — or drag them onto the middle. Raised cards with a ring can be part of a legal set right now." }</li>
                <li>{ "To take a card, tap it or drag it down to your hand. “Pass” is one tap." }</li>
                <li>{ "Between turns the screen hides your hand: pass the device and let the next player tap." }</li>
                <li>{ "You can undo your own move until the next player acts. The game is saved after every move." }</li>
            </ul>
            <p><a class="btn" href="#/odin">{ "Back" }</a></p>
        </article>
    }
}
