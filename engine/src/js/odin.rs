//! JavaScript API for Odin. (Arrives with issue 5.)
