//! `#/valda/position?seat=N`: "Embed this position" for the Valda game saved here. The
//! embed plays the turn under way from its start to this moment, as seat N (1-based; none:
//! a spectator) may know it (`skald::valda::example`): other hands hold what that seat has
//! seen in them and stand-ins for the rest, which the embed keeps face down. The page says
//! so, gives the snippet to copy and opens the embed itself; a reading route, so its code
//! (the position's writer, the example's checks) stays out of the play screen's build.

use skald::valda::example::{example, Example};
use skald::valda::{Valda, ValdaError};
use skald::{Game, Viewer};
use yew::prelude::*;

use super::read_words as msg;
use crate::embed::query::encode;
use crate::embed::snippet::EmbedButton;
use crate::games::GameId;
use crate::i18n::shell;
use crate::seats::Meta;
use crate::table::session::TableGame;
use crate::valda::state::ValdaApp;

/// The seat of a query's `seat=N` (1-based), if any and at the table.
pub fn seat_of(query: &str, players: usize) -> Option<usize> {
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix("seat="))
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| (1..=players).contains(&n))
        .map(|n| n - 1)
}

/// The `<skald-embed>` attributes of `e` for `names`, showing `seat`'s hand (none: no hand).
/// A comma would split a name in two (`names` is a list separated by commas): it is left out.
pub fn embed_attrs(
    e: &Example,
    names: &[String],
    seat: Option<usize>,
) -> Vec<(&'static str, String)> {
    let position = crate::json::to_string(&e.position).unwrap_or_default();
    let moves = crate::json::to_string(&e.moves).unwrap_or_default();
    let mut attrs = vec![("position", position)];
    if !e.moves.is_empty() {
        attrs.push(("moves", moves));
        // Opened at the moment it was written at; the reader steps back from there.
        attrs.push(("at", "last".to_string()));
    }
    if let Some(p) = seat {
        attrs.push(("hands", (p + 1).to_string()));
    }
    let names: Vec<String> = names
        .iter()
        .map(|n| n.replace(',', " ").trim().to_string())
        .collect();
    attrs.push(("names", names.join(",")));
    attrs.push(("try", String::new()));
    attrs
}

/// The app's own address of the embed with `attrs` (`#/embed/valda?position=…`).
pub fn embed_href(attrs: &[(&str, String)]) -> String {
    let query: Vec<String> = attrs
        .iter()
        .map(|(k, v)| match v.is_empty() {
            true => k.to_string(),
            false => format!("{k}={}", encode(v)),
        })
        .collect();
    format!("#/embed/valda?{}", query.join("&"))
}

/// What the page shows: the example and the names, or what stands in the way (in words).
fn read(query: &str) -> Result<(Example, Vec<String>, Option<usize>), String> {
    let loaded = match ValdaApp::SLOT.load::<Valda, Meta>() {
        Ok(Some(l)) => l,
        Ok(None) => return Err(msg::position_none().to_string()),
        Err(p) => return Err(p.message),
    };
    if let Some(e) = loaded.earlier {
        return Err(shell::save_other_rules(e.rules, <Valda as Game>::RULES));
    }
    let r = &loaded.replay;
    let seat = seat_of(query, r.config.players);
    let viewer = seat.map_or(Viewer::Spectator, Viewer::Player);
    let e = example(&r.config, r.seed, &r.actions, viewer)
        .map_err(|e: ValdaError| msg::position_cannot(e.to_string()))?;
    let names = loaded.meta.seats.iter().map(|s| s.name.clone()).collect();
    Ok((e, names, seat))
}

/// The page (see the module's notes).
pub fn position_page(query: &str) -> Html {
    let body = match read(query) {
        Ok((e, names, seat)) => {
            let name = |p: usize| names.get(p).cloned().unwrap_or_else(|| (p + 1).to_string());
            let who = seat.map(name);
            let attrs = embed_attrs(&e, &names, seat);
            let href = embed_href(&attrs);
            html! {
                <>
                    <p>{ msg::position_what(name(e.position.active), e.position.round as u64, e.moves.len() as u64) }</p>
                    <p>{ match &who {
                        Some(w) => msg::position_hand(w.as_str()),
                        None => msg::position_no_hand().to_string(),
                    } }</p>
                    if e.left_out > 0 {
                        <p class="vposition-short" data-testid="position-short">
                            { msg::position_short(e.left_out as u64, who.clone().unwrap_or_default().as_str()) }
                        </p>
                    }
                    <EmbedButton game="valda" attrs={attrs} open=true />
                    <p class="vposition-links">
                        <a class="btn" href={href} data-testid="position-open">{ msg::position_open() }</a>
                    </p>
                </>
            }
        }
        Err(why) => html! { <p role="alert" data-testid="position-problem">{ why }</p> },
    };
    html! {
        <section class="vposition" data-game={GameId::Valda.slug()} aria-labelledby="position-title">
            <h1 id="position-title">{ shell::embed_this_position() }</h1>
            { body }
            <p><a class="btn" href="#/valda/play" data-testid="position-back">{ msg::position_back() }</a></p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::valda::ValdaConfig;
    use skald::Rng;

    #[test]
    fn the_seat_is_one_based_and_at_the_table() {
        assert_eq!(seat_of("seat=2", 3), Some(1));
        assert_eq!(seat_of("x=1&seat=3", 3), Some(2));
        assert_eq!(seat_of("seat=4", 3), None);
        assert_eq!(seat_of("seat=0", 3), None);
        assert_eq!(seat_of("seat=-1", 3), None);
        assert_eq!(seat_of("", 3), None);
    }

    /// What the page writes, the embed reads: the position by the app's own reader, each
    /// move as one of the legal actions in turn.
    #[test]
    fn the_embed_reads_what_the_page_writes() {
        let config = ValdaConfig::new(3);
        let mut g = Valda::new(&config, 11).unwrap();
        let mut rng = Rng::new(3);
        let mut played = Vec::new();
        for _ in 0..70 {
            let legal = g.legal_actions();
            let a = legal[rng.index(legal.len())].clone();
            g.apply(&a).unwrap();
            played.push(a);
        }
        let me = g.to_move().unwrap();
        let e = example(&config, 11, &played, Viewer::Player(me)).unwrap();
        let names = vec![
            "Astrid".to_string(),
            "Bjørn, the Bold".into(),
            "<b>Sigrún</b>".into(),
        ];
        let attrs = embed_attrs(&e, &names, Some(me));
        let get = |k: &str| attrs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.clone());
        let position = crate::valda::embed::position::read(
            crate::json::parse(&get("position").unwrap()).unwrap(),
        )
        .unwrap();
        assert_eq!(position, e.position);
        let mut shown = position.game().unwrap();
        if let Some(moves) = get("moves") {
            let moves: Vec<skald::valda::Action> = crate::json::from_str(&moves).unwrap();
            for a in &moves {
                assert!(shown.legal_actions().contains(a), "{a:?}");
                shown.apply(a).unwrap();
            }
        }
        assert_eq!(get("hands").as_deref(), Some((me + 1).to_string().as_str()));
        assert_eq!(
            get("names").as_deref(),
            Some("Astrid,Bjørn  the Bold,<b>Sigrún</b>")
        );
        assert_eq!(get("try").as_deref(), Some(""));
        let href = embed_href(&attrs);
        assert!(href.starts_with("#/embed/valda?position=%7B"), "{href}");
        assert!(!href.contains('<') && !href.contains(' '), "{href}");
    }
}
