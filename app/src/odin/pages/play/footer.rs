//! The play screen's bottom: the line saying what to do, the hand (or the holder's cards
//! while a computer thinks, or a word that they are hidden) and what can be done with it.

use std::rc::Rc;

use skald::odin::{Card, CardSet, OdinAction, Phase};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::components::decider::decider;

use super::view::PlayView;
use crate::odin::components::hand::{hand, HandProps};
use crate::odin::settings::Sort;
use crate::odin::state::{OdinApp, OdinTable, UiMsg};
use crate::odin::words as w;
use crate::table::session::Msg;

/// What [`play_footer`] shows and does.
pub struct PlayFooterProps {
    /// The table: the sort order, what one undo takes back; messages go to it.
    pub table: UseReducerHandle<OdinTable>,
    /// What the screen shows now.
    pub view: Rc<PlayView>,
    /// A card taken is being dragged onto the hand.
    pub dropping: bool,
    /// A press on a card of the hand.
    pub on_down: Callback<(Card, PointerEvent)>,
    /// Plays the cards if the engine allows it (else says why).
    pub attempt: Callback<CardSet, bool>,
    /// What the computers did since the player's latest action (its live region).
    pub news: Html,
}

/// The bottom of the play screen (the drop target of a card taken): prompt, hand, actions.
pub fn play_footer(props: &PlayFooterProps) -> Html {
    let PlayFooterProps {
        table,
        view,
        dropping,
        ..
    } = props;
    let dispatch = |m: fn() -> Msg<OdinApp>| {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(m()))
    };
    let on_toggle = {
        let table = table.clone();
        Callback::from(move |card: Card| table.dispatch(Msg::Ui(UiMsg::Toggle(card))))
    };
    let play = |cards: CardSet| {
        let attempt = props.attempt.clone();
        Callback::from(move |_: MouseEvent| {
            attempt.emit(cards);
        })
    };
    let on_pass = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| table.dispatch(Msg::Apply(OdinAction::Pass)))
    };
    let sort = table.ui.sort;
    html! {
        <footer class={classes!("obottom", dropping.then_some("dropping"))} data-drop="hand">
            { props.news.clone() }
            <p class="oprompt" data-testid="prompt" tabindex="-1">
                if let Some(p) = view.to_move {
                    { decider(view.name(p), view.colour(p)) }
                    // The decider's mat: their cards left and game total, beside the controls.
                    <span class="prompt-mat" data-testid="mat" data-seat={p.to_string()}>
                        { w::cards_in_hand(table.game.hand_sizes().get(p).copied().unwrap_or(0)) }
                        { " · " }
                        { w::points_short(table.game.scores().get(p).copied().unwrap_or(0)) }
                    </span>
                }
                { view.prompt.clone() }
            </p>
            if view.hand_visible {
                { hand(HandProps { cards: view.hand_cards.clone(), selected: view.selected, playable: view.playable,
                    mark_playable: view.phase != Phase::Take, on_down: props.on_down.clone(), on_toggle }) }
            } else if let Some(held) = &view.held {
                // The person holding the tablet (or the phone's seat) keeps seeing their
                // cards while another decides (nothing can be done with them), named: the
                // line above names the decider.
                if let Some(h) = view.held_by {
                    <p class="held-of" data-testid="held-of">{ w::held_cards(view.name(h)) }</p>
                }
                { hand(HandProps { cards: held.clone(), selected: CardSet::EMPTY, playable: CardSet::EMPTY,
                    mark_playable: false, on_down: Callback::noop(), on_toggle: Callback::noop() }) }
            } else if view.to_move.is_some() && view.computer.is_none() {
                <p class="hand-hidden">{ w::cards_hidden() }</p>
            }
            if view.hand_visible {
                <div class="oactions">
                    if let Some(status) = &view.status {
                        <p class={classes!("ostatus", (!status.legal).then_some("bad"))} data-testid="selection-status" data-legal={status.legal.to_string()}>{ status.text.clone() }</p>
                    }
                    if view.phase != Phase::Take {
                        <button class="btn primary" onclick={play(view.selected)} data-testid="play"
                            disabled={!view.can_play()}>{ w::play() }</button>
                    }
                    if view.whole_hand {
                        <button class="btn primary" onclick={play(view.hand)} data-testid="play-whole">{ w::play_whole() }</button>
                    }
                    if view.phase == Phase::Follow {
                        <button class="btn" onclick={on_pass} data-testid="pass">{ w::pass() }</button>
                    }
                    if !view.selected.is_empty() {
                        <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::Select(CardSet::EMPTY)))} data-testid="clear">{ w::clear() }</button>
                    }
                    <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::Sort))} data-testid="sort" data-sort={sort.code()}
                        title={if sort == Sort::Number { w::sort_by_colour() } else { w::sort_by_number() }}>
                        { if sort == Sort::Number { w::sort_number() } else { w::sort_colour() } }
                    </button>
                    if view.undo_own {
                        <button class="btn" onclick={dispatch(|| Msg::Undo)} data-testid="undo"
                            title={(table.undo > 1).then(w::undo_replies_title)}>{ w::undo() }</button>
                    }
                </div>
            }
        </footer>
    }
}
