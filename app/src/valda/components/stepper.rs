//! The turn as a stepper of its five phases (§4.2): done, current, to come; the actions
//! left (⚡) in the game phase, the builds left in the building phase.

use skald::valda::constants::ROUNDS;
use skald::valda::Phase;
use yew::prelude::*;

use crate::valda::words as w;

/// The phases of a turn, in order.
pub const PHASES: [Phase; 5] = [
    Phase::Resources,
    Phase::Game,
    Phase::Building,
    Phase::Attack,
    Phase::Followers,
];

/// What [`stepper`] shows.
pub struct StepperProps {
    pub round: u8,
    pub phase: Phase,
    /// Actions left in the game phase.
    pub actions: u8,
    /// Builds left in the building phase.
    pub builds: u8,
    /// Who decides now (the player whose turn it is, unless someone else must answer: an
    /// attacker, a defender, a god weapon's window), and their colour.
    pub who: AttrValue,
    pub colour: AttrValue,
    /// Whose turn it is, when that is not the decider's: the header then says "Sigrún
    /// decides in Astrid's turn", never naming Astrid as if she decided.
    pub turn_of: Option<AttrValue>,
}

/// The codes of [`PHASES`], in their order: the engine's names, as the stepper's items and
/// the play screen's root name a phase in `data-phase`, and as an embed's position names it.
pub const PHASE_CODES: [&str; 5] = ["resources", "game", "building", "attack", "followers"];

/// A phase's code ([`PHASE_CODES`]; the engine declares the phases in turn order, as
/// [`PHASES`] lists them: the tests check each code against the engine's name).
pub fn phase_code(p: Phase) -> &'static str {
    PHASE_CODES[p as usize]
}

/// The round, the phases with the current one marked, what is left of it, and who decides.
pub fn stepper(props: StepperProps) -> Html {
    let current = PHASES.iter().position(|p| *p == props.phase).unwrap_or(0);
    html! {
        <div class="vstepper" style={format!("--player: {}", props.colour)}>
            <p class="vround" data-testid="round">
                <span class="prompt-who" data-testid="header-who">{ props.who.clone() }</span>
                <span class="vround-sub">
                    if let Some(active) = &props.turn_of {
                        <span class="vturn-of" data-testid="turn-of">{ w::decides_in_turn(active.as_str()) }</span>{ " " }
                    }
                    <span class="vround-n">{ w::round_of(props.round, ROUNDS) }</span>
                </span>
            </p>
            <ol class="vphases" aria-label={w::phases_label()}>
                { for PHASES.iter().enumerate().map(|(i, p)| {
                    let state = match i.cmp(&current) {
                        std::cmp::Ordering::Less => "done",
                        std::cmp::Ordering::Equal => "now",
                        std::cmp::Ordering::Greater => "later",
                    };
                    let extra = match p {
                        Phase::Game if i == current => format!(" ⚡{}", props.actions),
                        Phase::Building if i == current => format!(" {}", w::builds_left(props.builds)),
                        _ => String::new(),
                    };
                    html! {
                        <li class={classes!("vphase", state)} data-phase={phase_code(*p)}
                            aria-current={(state == "now").then_some("step")}>
                            <span class="vphase-n" aria-hidden="true">{ i + 1 }</span>
                            <span class="vphase-name">{ w::phase_name(*p) }</span>
                            if !extra.is_empty() {
                                <span class="vphase-extra" data-testid="actions-left" aria-label={if *p == Phase::Game { w::actions_left(props.actions) } else { extra.clone() }}>{ extra.clone() }</span>
                            }
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phase_codes_are_the_engines_names() {
        for p in [
            Phase::Resources,
            Phase::Game,
            Phase::Building,
            Phase::Attack,
            Phase::Followers,
        ] {
            let name = serde_json::to_string(&p).unwrap();
            assert_eq!(format!("\"{}\"", phase_code(p)), name);
            assert_eq!(phase_code(p), format!("{p:?}").to_lowercase());
        }
    }
}
