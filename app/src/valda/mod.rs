//! Valda in the app (issue #11, in progress): so far the table's pieces — the map of the
//! seven god domains, the Yggdrasil track and the players' villages — drawn from a
//! [`skald::valda::ValdaView`]. The screens (new game, play, rules) come next; until then
//! Valda's page says it is not playable yet. The app holds no rule logic: owners, levels,
//! safe zones and costs all come from `skald::valda`.

pub mod components;
