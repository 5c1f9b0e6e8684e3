//! Build `valda-embed-teach` of `scripts/builds.mjs`: the embeds of valda, coach (see `skald_app::embed`).
//! It only starts the embeds' app.

fn main() {
    skald_app::start_valda_embed();
}
