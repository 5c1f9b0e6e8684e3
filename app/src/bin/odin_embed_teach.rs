//! Build `odin-embed-teach` of `scripts/builds.mjs`: the embeds of odin, coach (see `skald_app::embed`).
//! It only starts the embeds' app.

fn main() {
    skald_app::start_embed();
}
