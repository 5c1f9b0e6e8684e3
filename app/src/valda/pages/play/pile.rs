//! [`v_pile`]: the discard pile's drawer, top card first.

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::CardId;
use yew::prelude::*;

use crate::components::drawer::Drawer;
use crate::valda::components::hand::{card_row, CardRowProps};
use crate::valda::words as w;

/// What [`v_pile`] shows.
#[derive(Clone)]
pub struct VPileProps {
    /// The game's cards.
    pub set: Rc<CardSet>,
    /// The discard pile, bottom card first.
    pub discard: Vec<CardId>,
    /// The close button.
    pub on_close: Callback<()>,
}

/// The discard pile's drawer.
pub fn v_pile(props: &VPileProps) -> Html {
    let VPileProps {
        set,
        discard,
        on_close,
    } = props;
    html! {
        <Drawer class="vpile" testid="discard-pile" label={w::discard_pile()} title={w::discard_pile_title(discard.len())} on_close={on_close.clone()}>
            if discard.is_empty() {
                <p>{ w::empty() }</p>
            }
            { card_row(CardRowProps { set: set.clone(), cards: discard.iter().rev().copied().collect::<Vec<_>>(), kind: "pile".into(),
                label: w::discard_top_first().into(), live: Vec::new(), chosen: None, new: Vec::new(), on_tap: None, on_down: None }) }
        </Drawer>
    }
}
