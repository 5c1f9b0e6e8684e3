//! Which decisions may be taken back (issue #11): only the active player's own, and only
//! while they revealed nothing — no die rolled, no card drawn or looked at, no card moved
//! to or from another hand, and nobody else asked in between.

use super::state::Valda;
use crate::game::Game;

impl Valda {
    /// Whether the step from `before` to `after` (one action, or several) can be undone:
    /// `after.quiet_since(before)` (see [`Game::quiet_since`]). The same player decides
    /// before and after, no randomness was used, no deck changed, no card entered or left
    /// another player's hand, nobody saw anything privately, and the game goes on.
    ///
    /// ```
    /// use skald::valda::{Action, Valda, ValdaConfig};
    /// use skald::Game;
    /// // The opening roll is thrown at once (nothing else could be done).
    /// let mut g = Valda::new(&ValdaConfig::new(3), 7).unwrap();
    /// let before = g.clone();
    /// let trade = g.legal_actions().into_iter().find(|a| matches!(a, Action::Trade { .. }));
    /// g.apply(&trade.unwrap()).unwrap(); // 4 resources for 1: nothing revealed
    /// assert!(Valda::quiet_step(&before, &g));
    /// assert!(g.quiet_since(&before));
    /// let before = g.clone();
    /// g.apply(&Action::EndPhase).unwrap(); // on to the draw step: cards are drawn face up
    /// assert!(!Valda::quiet_step(&before, &g));
    /// ```
    pub fn quiet_step(before: &Valda, after: &Valda) -> bool {
        after.quiet_since(before)
    }

    /// [`Game::quiet_since`] for Valda: `earlier` is an ancestor (same configuration, its
    /// public log a prefix of ours, no more actions applied than ours), and from it to
    /// `self` the same player is prompted, every other hand is the same, the generator, the
    /// dice a position rigged and every deck are unchanged (no roll, no draw), nobody is
    /// looking at cards, no private event was added, the discard pile did not shrink (no
    /// card came back from it) and the active player is the same.
    pub(super) fn quiet_since_rule(&self, earlier: &Valda) -> bool {
        let (before, after) = (earlier, self);
        let Some((p, _)) = before.prompt() else {
            return false;
        };
        let same_player = after.prompt().map(|(q, _)| q) == Some(p);
        let (old_log, new_log) = (&before.table.log, &after.table.log);
        // Not every action is logged (ending the game phase is not): the count of actions
        // orders the two states.
        let ancestor = before.config == after.config
            && before.applied <= after.applied
            && old_log.len() <= new_log.len()
            && new_log.starts_with(old_log);
        let others_alike = (0..before.n())
            .filter(|&q| q != p)
            .all(|q| before.hand(q) == after.hand(q));
        ancestor
            && same_player
            && others_alike
            && before.rng == after.rng
            && before.rigged == after.rigged
            && before.base == after.base
            && before.gods == after.gods
            && before.looking.is_empty()
            && after.looking.is_empty()
            && before.private.len() == after.private.len()
            && before.table.discard.len() <= after.table.discard.len()
            && before.table.turn.active == after.table.turn.active
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::valda::{Action, ValdaConfig};
    use crate::{Game, Rng};

    /// Over many random games: every step judged quiet keeps the same player deciding and
    /// draws nothing; rolls and draws are never quiet.
    #[test]
    fn rolls_and_draws_are_never_quiet() {
        let mut rng = Rng::new(11);
        let mut quiet = 0;
        for seed in 0..6 {
            let mut g = Valda::new(&ValdaConfig::new(3), seed).unwrap();
            for _ in 0..400 {
                let legal = g.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let a = legal[rng.below(legal.len() as u64) as usize].clone();
                let before = g.clone();
                g.apply(&a).unwrap();
                let q = Valda::quiet_step(&before, &g);
                if matches!(
                    a,
                    Action::Roll
                        | Action::Loki
                        | Action::OpenDraw
                        | Action::OwnerDraw(_)
                        | Action::DrawOne
                        | Action::DrawTwo
                ) {
                    assert!(!q, "{a:?} was judged quiet");
                }
                if q {
                    quiet += 1;
                    assert_eq!(before.to_move(), g.to_move());
                    assert_eq!(before.base_count(), g.base_count());
                }
            }
        }
        assert!(quiet > 20, "only {quiet} quiet steps");
    }
}
