//! The messages of `app/l10n/<lang>/valda.ftl` and the small words the log and the prompts
//! are built from: seats, resources, buildings, dice faces, phases and refusals.

use skald::valda::action::Kind;
use skald::valda::constants::Resources;
use skald::valda::dice::Face;
use skald::valda::{Building, Phase, ValdaError};
use skald::PlayerId;

use crate::valda::card_words::god_name;

mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/valda.rs"));
}
pub use msg::*;

// Counts and amounts worded once: for every game (`shell.ftl`) and as the card texts say
// them (`valda_cards.ftl`).
pub use crate::i18n::shell::n_cards as cards;
pub use crate::valda::card_words::vocab::{
    god_odin as act_odin_plain, n_blood as res_blood, n_blood as face_blood,
    n_diamond as res_diamond, n_diamond as face_diamond, n_followers as followers,
    n_gold as res_gold, n_gold as face_gold, window_anytime,
};
// The words every game shares, defined once (`shell.ftl`).
pub use crate::i18n::shell::{
    and_list, back, close, col_player, export, game_over, home, new_game, pass, play_again,
    player_n, seed_legend, seed_placeholder, start, the_game_is_over, undo, your_hand,
};

/// A seat's name: from `names`, or "Player 3".
pub fn seat_name(names: &[String], p: PlayerId) -> String {
    names.get(p).cloned().unwrap_or_else(|| player_n(p + 1))
}

/// "2 gold, 1 diamond, 1 divine blood" (nothing: "nothing") — a price, a gain or a stock.
pub fn resources(r: Resources) -> String {
    let mut parts = Vec::new();
    if r.gold > 0 {
        parts.push(res_gold(r.gold));
    }
    if r.diamond > 0 {
        parts.push(res_diamond(r.diamond));
    }
    if r.blood > 0 {
        parts.push(res_blood(r.blood));
    }
    if parts.is_empty() {
        res_nothing().into()
    } else {
        parts.join(", ")
    }
}

/// One cube of a kind: "1 gold", "1 diamond", "1 divine blood".
pub fn one_of(k: Kind) -> &'static str {
    match k {
        Kind::Gold => one_gold(),
        Kind::Diamond => one_diamond(),
        Kind::Blood => one_blood(),
    }
}

/// A kind as the code names it (`gold`, `diamond`, `blood`): CSS classes, test ids and the
/// messages' selectors.
pub fn kind_code(k: Kind) -> &'static str {
    match k {
        Kind::Gold => "gold",
        Kind::Diamond => "diamond",
        Kind::Blood => "blood",
    }
}

fn building_parts(b: Building) -> (&'static str, String) {
    match b {
        Building::Mine => ("mine", String::new()),
        Building::Drill => ("drill", String::new()),
        Building::Temple(g) => ("temple", god_name(g).to_string()),
    }
}

/// A building with its article, as something built: "a mine", "a temple of Tyr".
pub fn building(b: Building) -> String {
    let (kind, god) = building_parts(b);
    building_a(kind, god)
}

/// A building without article: "blood drill", "temple of Tyr".
pub fn building_bare(b: Building) -> String {
    let (kind, god) = building_parts(b);
    building_the(kind, god)
}

/// A die's face: "2 gold", "1 diamond", "+2 followers".
pub fn face_words(f: Face) -> String {
    match f {
        Face::Gold(n) => face_gold(n),
        Face::Diamond(n) => face_diamond(n),
        Face::Blood(n) => face_blood(n),
        Face::Followers(n) => face_followers(format!("{n:+}"), n.unsigned_abs()),
    }
}

/// A phase's short name, as the stepper shows it.
pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Resources => phase_resources(),
        Phase::Game => phase_game(),
        Phase::Building => phase_building(),
        Phase::Attack => phase_attack(),
        Phase::Followers => phase_followers(),
    }
}

/// Why an action was refused. A tap only ever offers legal actions, so the engine's own
/// reasons (set-up, views, JSON: for card-list authors and developers) stay in its English.
pub fn refusal(e: &ValdaError) -> String {
    match e {
        ValdaError::Illegal(_) => err_illegal().into(),
        ValdaError::Over => game_over().into(),
        ValdaError::Config(_) | ValdaError::View(_) | ValdaError::Json(_) => {
            crate::text::capitalise(&e.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};
    use skald::valda::cards::God;

    #[test]
    fn resources_and_faces_in_both_languages() {
        let r = Resources {
            gold: 1,
            diamond: 2,
            blood: 1,
        };
        assert_eq!(resources(r), "1 gold, 2 diamonds, 1 divine blood");
        assert_eq!(resources(Resources::default()), "nothing");
        assert_eq!(face_words(Face::Followers(2)), "+2 followers");
        assert_eq!(face_words(Face::Followers(-1)), "-1 follower");
        assert_eq!(building(Building::Temple(God::Tyr)), "a temple of Tyr");
        set(Lang::De);
        assert_eq!(resources(r), "1 Gold, 2 Diamanten, 1 göttliches Blut");
        assert_eq!(
            resources(Resources {
                gold: 0,
                diamond: 1,
                blood: 0
            }),
            "1 Diamant"
        );
        assert_eq!(resources(Resources::default()), "nichts");
        assert_eq!(face_words(Face::Followers(2)), "+2 Gefolgsleute");
        assert_eq!(face_words(Face::Diamond(1)), "1 Diamant");
        assert_eq!(building(Building::Temple(God::Tyr)), "einen Tyr-Tempel");
        set(Lang::En);
    }
}
