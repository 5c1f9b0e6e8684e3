//! Build `voluspa-embed-teach` of `scripts/builds.mjs`: the embeds of voluspa, coach (see `skald_app::embed`).
//! It only starts the embeds' app.

fn main() {
    skald_app::start_embed();
}
