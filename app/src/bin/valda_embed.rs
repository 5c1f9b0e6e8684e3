//! Build `valda-embed` of `scripts/builds.mjs`: Valda's embeds (see `skald_app::embed`),
//! positions for other pages' frames, without the app's pages. It only starts the embeds' app.

fn main() {
    skald_app::start_embed();
}
