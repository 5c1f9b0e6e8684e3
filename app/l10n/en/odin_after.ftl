# After a move: what happened and why (issue #45; app/src/odin/coach/after.rs): only the
# teaching builds use these words (feature `after`), not the embeds with `teach`.
## After a move: what happened and why (the log's line comes first)
after-led = The next player must beat { $value } with { $size } or { $more } cards of one number or colour worth more, or pass.
after-beat = It beats the { $old } { $who } had put in the middle: { $size ->
    [one] 1 card
   *[other] { $size } cards
} against { $had }, the same number of cards or one more, and { $value } is more than { $old }.
after-took = Whoever beats the middle takes one of its cards into the hand and discards the rest; { $who }'s set, worth { $value }, is the middle now.
after-passed = { $left ->
    [0] Everyone else has passed: the round ends.
    [one] 1 more player must pass for the round to end.
   *[other] { $left } more players must pass for the round to end.
}
after-round-ended = Every other player passed since { $who } played, so { $who } leads the next round.
after-hand-ended = The hand is over: { $who } scores 0, every other player 1 point per card left ({ $points }).
