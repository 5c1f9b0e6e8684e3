//! Build `voluspa-embed` of `scripts/builds.mjs`: Völuspá's embeds (see `skald_app::embed`),
//! positions for other pages' frames, without the app's pages. It only starts the embeds' app.

fn main() {
    skald_app::start_embed();
}
