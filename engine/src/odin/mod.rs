//! Odin: the card game. (Rules arrive with issue 5.)
