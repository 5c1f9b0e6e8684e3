//! Völuspá's words in the language in use: the messages of `app/l10n/<lang>/voluspa.ftl`
//! (one function each, see [`crate::i18n`]), and the engine's structured data in words —
//! tile and expansion names as each language's printing has them, scoring rules, push
//! directions, and the engine's reasons for refusing a move ([`refusal`]).

use skald::voluspa::{Dir, Expansion, Kind, Rule, ScoredLine, VoluspaError};

mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/voluspa.rs"));
}
pub use msg::*;

// The words every game shares, defined once (`shell.ftl`).
pub use crate::i18n::shell::{
    back, close, computer_thinking, embed, embed_example, export, game_over, home, names_and,
    new_game, play_again, player_n, seed_legend, seed_placeholder, start, the_game_is_over,
    try_reset, undo, undo_last_move, undo_replies_title,
};

/// A tile's name: "Dragon" / "Drache".
pub fn tile(k: Kind) -> &'static str {
    match k {
        Kind::Odin => tile_odin(),
        Kind::Thor => tile_thor(),
        Kind::Troll => tile_troll(),
        Kind::Dragon => tile_dragon(),
        Kind::Fenrir => tile_fenrir(),
        Kind::Skadi => tile_skadi(),
        Kind::Valkyrie => tile_valkyrie(),
        Kind::Loki => tile_loki(),
        Kind::Hel => tile_hel(),
        Kind::Hermod => tile_hermod(),
        Kind::Jotunn => tile_jotunn(),
        Kind::SeaSerpent => tile_sea_serpent(),
        Kind::Dwarf => tile_dwarf(),
        Kind::Freya => tile_freya(),
        Kind::Raven => tile_raven(),
        Kind::Niohoggr => tile_niohoggr(),
        Kind::LightningBolt => tile_lightning_bolt(),
    }
}

/// Names of tiles joined by commas.
pub fn tile_list(kinds: &[Kind]) -> String {
    kinds
        .iter()
        .map(|k| tile(*k))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An expansion's name: "Saga of Edda" / "Die Sage von Edda".
pub fn expansion(e: Expansion) -> &'static str {
    match e {
        Expansion::Base => expansion_base(),
        Expansion::SagaOfEdda => expansion_saga_of_edda(),
        Expansion::OrderOfTheGods => expansion_order_of_the_gods(),
        Expansion::LightningBolt => expansion_lightning_bolt(),
    }
}

/// A scoring rule's short name: "highest in line" / "höchstes der Reihe".
pub fn rule(r: Rule) -> &'static str {
    match r {
        Rule::ValueDomination => rule_value_domination(),
        Rule::ValkyrieBookend => rule_valkyrie_bookend(),
        Rule::LightningBoltShortestLine => rule_lightning_bolt_shortest_line(),
        Rule::SeaSerpentExtendedLine => rule_sea_serpent_extended_line(),
        Rule::DwarfNeighbours => rule_dwarf_neighbours(),
        Rule::HelNeighbours => rule_hel_neighbours(),
        Rule::LoneTile => rule_lone_tile(),
        Rule::NiohoggrBonus => rule_niohoggr_bonus(),
    }
}

/// A direction as a player sees the board: "up", "left".
pub fn dir(d: Dir) -> &'static str {
    match d {
        Dir::N => dir_up(),
        Dir::S => dir_down(),
        Dir::W => dir_left(),
        Dir::E => dir_right(),
    }
}

/// Where a stack is pushed: "up", "to the left".
pub fn push_dir(d: Dir) -> &'static str {
    match d {
        Dir::N => push_dir_up(),
        Dir::S => push_dir_down(),
        Dir::W => push_dir_left(),
        Dir::E => push_dir_right(),
    }
}

/// Why the engine refused a move, in the player's language, with no coordinates (the
/// player sees the cell): "That cell is next to a Troll". Set-up, notation and view
/// errors (which a player's move never causes) keep the engine's English.
pub fn refusal(e: &VoluspaError) -> String {
    use VoluspaError::*;
    match e {
        GameOver => the_game_is_over().into(),
        NotInHand(k) => err_not_in_hand(tile(*k)),
        NotEnoughFreya { wanted, have } => err_not_enough_freya(*wanted as i64, *have as i64),
        HelBoosted => err_hel_boosted().into(),
        NotAdjacent(_) => err_not_adjacent().into(),
        NextToTroll(_) => err_next_to_troll().into(),
        LineTooLong => err_line_too_long().into(),
        MustCover(k) => err_must_cover(tile(*k)),
        Occupied(_) => err_occupied().into(),
        OnHel => err_on_hel().into(),
        CannotCover { tile: t, covered } => err_cannot_cover(tile(*t), tile(*covered)),
        TargetNextToTroll(_) => err_target_next_to_troll().into(),
        CannotCapture(k) => err_cannot_capture(tile(*k)),
        NothingToBump(_) => err_nothing_to_bump().into(),
        PushWithoutJotunn(k) => err_push_without_jotunn(tile(*k)),
        BumpIntoHel(d) => err_bump_into_hel(push_dir(*d)),
        BumpNextToTroll(_) => err_bump_next_to_troll().into(),
        NotInHermodLine(_) => err_not_in_hermod_line().into(),
        HelNotNearHermod(_) => err_hel_not_near_hermod().into(),
        RavenSameCell(_) => err_raven_same_cell().into(),
        OnlyRavenNow => err_only_raven_now().into(),
        MustPlace => err_must_place().into(),
        NotNow(_) => err_not_now().into(),
        ThenWithoutRaven => err_then_without_raven().into(),
        EmptyMove => err_empty_move().into(),
        ChainWithoutHermod => err_chain_without_hermod().into(),
        Config(_) | Notation(_) | View(_) => err_other(crate::text::capitalise(&e.to_string())),
    }
}

/// "5 points: highest in line +3, Niohoggr +2" — what a placement scored, in words.
pub fn score_words(points: i32, lines: &[ScoredLine]) -> String {
    let unit = embed_points(points as i64);
    if lines.is_empty() {
        return embed_no_line(unit);
    }
    let parts: Vec<String> = lines
        .iter()
        .map(|l| preview_part(rule(l.rule), l.points as i64))
        .collect();
    embed_points_list(unit, parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};

    #[test]
    fn tiles_follow_each_printing() {
        set(Lang::De);
        let de: Vec<&str> = Kind::ALL.iter().map(|k| tile(*k)).collect();
        set(Lang::En);
        assert_eq!(de[3], "Drache");
        assert_eq!(de[6], "Walküre");
        assert_eq!(de[16], "Blitz");
        for k in Kind::ALL {
            assert_eq!(tile(k), k.name(), "English names are the engine's");
        }
    }

    #[test]
    fn refusals_and_ordinals_in_both_languages() {
        let e = VoluspaError::NextToTroll(skald::voluspa::Cell(3, -1));
        assert_eq!(refusal(&e), "That cell is next to a Troll");
        let c = VoluspaError::CannotCover {
            tile: Kind::Dragon,
            covered: Kind::Dragon,
        };
        assert_eq!(refusal(&c), "A Dragon cannot cover a Dragon");
        let o = VoluspaError::CannotCover {
            tile: Kind::Odin,
            covered: Kind::Odin,
        };
        assert_eq!(refusal(&o), "An Odin cannot cover an Odin");
        assert_eq!(o.to_string(), "an Odin cannot cover an Odin");
        assert_eq!(log_discarded(tile(Kind::Odin)), "discarded an Odin");
        assert_eq!(log_discarded(tile(Kind::Thor)), "discarded a Thor");
        assert_eq!(
            [a_tile(tile(Kind::Thor)), a_tile(tile(Kind::Odin))].join(names_and()),
            "a Thor and an Odin"
        );
        assert_eq!(
            [1, 2, 3, 4, 11, 21].map(ordinal),
            ["1st", "2nd", "3rd", "4th", "11th", "21st"]
        );
        set(Lang::De);
        assert_eq!(refusal(&e), "Dieses Feld liegt neben einem Troll");
        assert_eq!(refusal(&c), "Drache darf nicht auf Drache gelegt werden");
        assert_eq!(log_discarded(tile(Kind::Odin)), "Odin abgeworfen");
        assert_eq!(
            [a_tile(tile(Kind::Thor)), a_tile(tile(Kind::Odin))].join(names_and()),
            "Thor und Odin"
        );
        assert_eq!(ordinal(2), "2.");
        set(Lang::En);
    }
}
