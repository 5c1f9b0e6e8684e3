# Odin's coach (issue #45, docs/coach.md): a note at every decision, in our own words,
# agreeing with odin-rulings.md. Only a build with the `coach` feature uses this file.

## The moment
moment-lead = You lead this round: put one card in the middle. The next player must beat it with a higher single card or with 2 cards of one number or colour. You hold { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}: each one left when the hand ends costs you a point.
moment-lead-whole = You lead this round, and all your { $cards } cards share { $by ->
    [number] a number
   *[colour] a colour
}: you may lead one card, or play them all at once and end the hand.
moment-follow = { $who } put { $set } in the middle, worth { $value }. Beat it with { $size } or { $more } cards of one number or colour worth more than { $value }, or pass.
moment-follow-none = { $who } put { $set } in the middle, worth { $value }. No { $size } or { $more } cards of yours share a number or colour and are worth more: you must pass.
moment-take = You beat the middle. Take one card of { $set } into your hand; the other { $rest ->
    [one] card is
   *[other] { $rest } cards are
} discarded.

## What each option does here
choice-lead = Beaten by any higher single card, or by any 2 cards of one number or colour.
choice-lead-nine = No single card beats a 9: only 2 cards of one number or colour do.
choice-play = { $ways ->
    [one] 1 way
   *[other] { $ways } ways
}, worth { $value }.
value-range = { $low } to { $high }
choice-play-take = Then you take one of { $set } back into your hand.
choice-play-take-one = Then { $card } comes to your hand by itself: there is no other card to choose.
choice-hand-end = Your hand is empty then: the hand ends at once. You score 0; the others score 1 point per card they hold ({ $others } in all).
choice-pass = You keep your cards and may play again later in this round. { $left ->
    [0] Everyone else has passed since { $who } played: the round ends, and { $who } leads the next one.
    [one] 1 more player must pass for the round to end.
   *[other] { $left } more players must pass for the round to end.
}
choice-take = With it { $colours ->
    [one] 1 of your cards is
   *[other] { $colours } of your cards are
} { $colour } and { $numbers ->
    [one] 1 shows
   *[other] { $numbers } show
} { $number }: cards of one colour or number make bigger sets later.
label-lead-one = Lead one card
label-lead-nine = Lead a 9
label-lead-whole = All { $cards } cards
label-play = Play { $size ->
    [one] 1 card
   *[other] { $size } cards
}
