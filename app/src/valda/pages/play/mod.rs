//! The play screen: the turn's stepper and tools on top; the god domains, the Yggdrasil
//! track, the dice, the attack and the villages in the middle; the decision that is due and
//! the hand along the bottom edge. Every decision of another player (an attack slot, a
//! defence, a god weapon in its window) is asked behind a hand-off screen, and the table
//! then shows only what that player may see: the screen renders the holder's view
//! ([`skald::valda::ValdaView`]), so no other hand is ever in the DOM.
//!
//! Cards: tap to choose (its actions appear in the controls), or drag one onto the table to
//! play it (its only action, or the choice of its actions). Buildings: tap a domain's or the
//! village's "Build" button. What is legal always comes from the engine.
//!
//! One concern a file: [`screen`] wires the table to the parts; [`view`] works out what the
//! table shows (a pure view-model, tested natively); [`log_words`] keeps the log in words;
//! [`moves`] is the cards' taps and drags; [`top`], [`middle`], [`centre`], [`bottom`] and
//! [`pile`] draw the header, the table, its middle column, the footer and the discard pile.

pub mod bottom;
pub mod centre;
pub mod log_words;
pub mod middle;
pub mod moves;
pub mod pile;
pub mod screen;
pub mod top;
pub mod view;

pub use screen::{PlayProps, PlayScreen};
