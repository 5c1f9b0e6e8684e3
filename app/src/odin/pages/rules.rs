//! Rules help in our own words, with live examples: every value and verdict on this page is
//! computed by the engine (`set_value`, `check_play_on`, `playable_cards_on`), and the
//! "try it" hand lets the reader build sets against a middle.

use skald::odin::{check_play_on, playable_cards_on, set_value, Card, CardSet, Colour};
use yew::prelude::*;

use crate::embed::snippet::EmbedButton;
use crate::odin::components::card::{card_row, CardView};
use crate::odin::components::hand::{hand as hand_of, sorted, HandProps};
use crate::odin::settings::Sort;
use crate::odin::words as w;
use crate::text::capitalise;

fn set(s: &str) -> CardSet {
    s.parse().unwrap_or_default()
}

/// A set with the engine's value, or its reason for not being a set.
fn value_example(cards: &str) -> Html {
    let c = set(cards);
    let verdict = match set_value(c) {
        Ok(v) => format!("= {v}"),
        Err(e) => w::not_a_set(w::play_error(&e)),
    };
    html! {
        <li class="orule-example" data-example={cards.to_string()}>
            { card_row(c, Classes::new()) }<span class="orule-verdict">{ verdict }</span>
        </li>
    }
}

/// A play on a middle, with the engine's verdict.
fn beat_example(middle: &str, play: &str) -> Html {
    let m = set(middle);
    let p = set(play);
    let verdict = match check_play_on(m, None, p) {
        Ok(v) => w::beats_it(w::value(v)),
        Err(e) => w::fails(w::play_error(&e)),
    };
    html! {
        <li class="orule-example">
            <span class="orule-label">{ w::middle() }</span>{ card_row(m, Classes::new()) }
            <span class="orule-label">{ w::play_word() }</span>{ card_row(p, Classes::new()) }
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
        w::try_tap().to_string()
    } else {
        match check_play_on(middle, Some(hand), *chosen) {
            Ok(v) => w::try_beats(w::value(v)),
            Err(e) => capitalise(&w::play_error(&e)),
        }
    };
    html! {
        <div class="otry" data-testid="try-it">
            <p><span class="orule-label">{ w::try_middle() }</span>{ card_row(middle, Classes::new()) }</p>
            { hand_of(HandProps { cards: sorted(hand, Sort::Number), selected: *chosen, playable: playable_cards_on(hand, middle),
                mark_playable: true, on_down, on_toggle: toggle }) }
            <p class="ostatus" role="status" data-testid="try-verdict">{ verdict }</p>
            <EmbedButton game="odin" label={w::embed_example()}
                attrs={vec![("middle", middle.to_string()), ("hand", hand.to_string()), ("try", String::new())]} />
        </div>
    }
}

/// The rules help page (`#/odin/rules`): a drawing function, it holds nothing itself.
pub fn rules() -> Html {
    html! {
        <article class="orules">
            <h1>{ w::rules_title() }</h1>
            <p class="tagline">{ w::rules_tagline() }</p>
            { crate::seen::rules_seen(crate::games::GameId::Odin, &[
                ("sets".into(), w::rules_sets_title()),
                ("round".into(), w::rules_round_title()),
                ("take".into(), w::rules_take_title()),
                ("hand-end".into(), w::rules_hand_end_title()),
            ]) }

            <h2>{ w::rules_cards_title() }</h2>
            <p>{ w::rules_cards() }</p>
            <ul class="orule-colours">
                { for Colour::ALL.iter().map(|&c| {
                    let card = Card::new(7, c).expect("7 is a number");
                    html! {
                        <li><CardView card={card} /><span>{ w::rules_colour(capitalise(w::colour(c)), c.letter().to_string(), w::glyph(c)) }</span></li>
                    }
                }) }
            </ul>

            <h2 id="sets">{ w::rules_sets_title() }</h2>
            <p>{ w::rules_sets() }</p>
            <ul class="orule-examples">
                { value_example("2R 8R") }
                { value_example("2R 4R 9R") }
                { value_example("5R 5B") }
                { value_example("2R 8B") }
            </ul>

            <h2 id="round">{ w::rules_round_title() }</h2>
            <p>{ w::rules_round() }</p>
            <ul class="orule-examples">
                { beat_example("5R 3R", "6B 1B") }
                { beat_example("6R 1R", "5B 3B") }
                { beat_example("4R 2R", "9B") }
                { beat_example("4R 2R", "9B 8B 1B") }
                { beat_example("4R 2R", "9B 8G") }
            </ul>
            <h3 id="take">{ w::rules_take_title() }</h3>
            <p>{ w::rules_take() }</p>
            <p>{ w::rules_round_end() }</p>

            <h2>{ w::rules_try_title() }</h2>
            <p>{ w::rules_try() }</p>
            <TryIt />

            <h2 id="hand-end">{ w::rules_hand_end_title() }</h2>
            <p>{ w::rules_hand_end() }</p>
            <p>{ w::rules_hand_scores() }</p>

            <h2>{ w::rules_game_end_title() }</h2>
            <p>{ w::rules_game_end() }</p>

            <h2>{ w::rules_app_title() }</h2>
            <ul>
                <li>{ w::rules_app_tap() }</li>
                <li>{ w::rules_app_take() }</li>
                <li>{ w::rules_app_handoff() }</li>
                <li>{ w::rules_app_undo() }</li>
            </ul>
            <p><a class="btn" href={crate::teach::back_href("#/odin")} data-testid="rules-back">{ w::back() }</a></p>
        </article>
    }
}
