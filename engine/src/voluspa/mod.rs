//! Völuspá: the tile game, with *Saga of Edda*, *Order of the Gods* and *Lightning Bolt*.
//! (Rules arrive with issue 3.)
