//! Build `valda-embed-cards` of `scripts/builds.mjs`: Valda's embeds with the card-list
//! reader, for a position with a custom card list, which the build `valda-embed` (the
//! built-in cards alone) hands over. It only starts Valda's embed page, drawn without yew's
//! renderer (`skald_app::valda::embed::page`).

fn main() {
    skald_app::start_valda_embed();
}
