//! Build `valda-embed` of `scripts/builds.mjs`: Valda's embeds (see `skald_app::embed`),
//! positions for other pages' frames, without the app's pages. It only starts Valda's embed page,
//! drawn without yew's renderer (`skald_app::valda::embed::page`).

fn main() {
    skald_app::start_valda_embed();
}
