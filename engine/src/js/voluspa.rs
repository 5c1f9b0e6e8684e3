//! JavaScript API for Völuspá. (Arrives with issue 3.)
