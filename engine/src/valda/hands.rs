//! Cards moving between the decks and the hands, which every rule uses: draws (with the
//! base deck refilled from the discard pile, §13.5), cards entering a hand in sight or
//! hidden, taken out publicly or at random (what each player learns of it: §17).

use super::action::CardId;
use super::cards::Deck;
use super::event::Event;
use super::state::Valda;
use crate::PlayerId;

impl Valda {
    /// Draws one base card (§13.5: an empty deck is refilled from the base cards of the
    /// discard pile; with none, nothing is drawn).
    pub(crate) fn draw_base(&mut self) -> Option<CardId> {
        if self.base.is_empty() {
            let (base, keep): (Vec<CardId>, Vec<CardId>) = self
                .table
                .discard
                .iter()
                .partition(|&&c| self.def(c).deck == Deck::Base);
            if base.is_empty() {
                return None;
            }
            self.table.discard = keep;
            self.base = base;
            self.rng.shuffle(&mut self.base);
            self.log(Event::Reshuffled {
                cards: self.base.len() as u8,
            });
        }
        self.base.pop()
    }

    /// Draws `n` base cards into `p`'s hand, hidden; returns how many came.
    pub(crate) fn draw_into_hand(&mut self, p: PlayerId, n: u8) -> u8 {
        let mut got = 0;
        for _ in 0..n {
            match self.draw_base() {
                Some(c) => {
                    self.add_to_hand(p, c, false);
                    got += 1;
                }
                None => break,
            }
        }
        self.log(Event::Drew {
            player: p,
            count: got,
        });
        got
    }

    /// Puts `c` into `p`'s hand; `public` when everybody saw which card it was (it joins
    /// the hand's known cards), else only `p` learns it (a private event).
    pub(crate) fn add_to_hand(&mut self, p: PlayerId, c: CardId, public: bool) {
        if let Some(h) = self.hands.get_mut(p) {
            let at = h.partition_point(|&x| x <= c);
            h.insert(at, c);
            if public {
                self.table.seats[p].known.push(c);
            } else {
                self.private.push((p, Event::Got { player: p, card: c }));
            }
        }
    }

    /// `taker` takes a random card from `victim`'s hand (only the two of them learn which);
    /// `None` if the hand is empty.
    pub(crate) fn steal_random(&mut self, taker: PlayerId, victim: PlayerId) -> Option<CardId> {
        let c = self.take_random(victim)?;
        self.add_to_hand(taker, c, false);
        self.log(Event::TookRandom {
            player: taker,
            from: victim,
        });
        Some(c)
    }

    /// Takes one `c` out of `p`'s hand, publicly (played, discarded, given face up).
    pub(crate) fn remove_from_hand(&mut self, p: PlayerId, c: CardId) -> bool {
        let Some(h) = self.hands.get_mut(p) else {
            return false;
        };
        let Some(i) = h.iter().position(|&x| x == c) else {
            return false;
        };
        h.remove(i);
        let known = &mut self.table.seats[p].known;
        if let Some(k) = known.iter().position(|&x| x == c) {
            known.remove(k);
        }
        true
    }

    /// Takes a random card out of `p`'s hand; nobody else learns which, so the public
    /// knowledge of that hand is forgotten.
    pub(crate) fn take_random(&mut self, p: PlayerId) -> Option<CardId> {
        let len = self.hands.get(p)?.len();
        if len == 0 {
            return None;
        }
        let i = self.rng.index(len);
        let c = self.hands[p].remove(i);
        self.table.seats[p].known.clear();
        Some(c)
    }
}
