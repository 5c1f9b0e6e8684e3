# After a move: what happened and why (issue #45; app/src/voluspa/coach/after.rs): only the
# teaching builds use these words (feature `after`), not the embeds with `teach`.
## After a move: what happened and why (each step in the log's words, then its points explained)
after-value = { $tile } is higher than every other tile in its line of { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}: { $points }, one per tile.
after-valkyrie = A Valkyrie at each end of a line of { $tiles } tiles: { $points }, one per tile.
after-bolt = The Lightning Bolt scores its shortest line of 2 or more tiles, { $tiles } here: { $points }.
after-serpent = The Sea Serpent's best line spans { $tiles } cells, gaps included: { $points }.
after-dwarf = Half the sum of the values of the Dwarf's { $tiles ->
    [one] 1 neighbour
   *[other] { $tiles } neighbours
}: { $points }.
after-hel = { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
} around Hel: { $points }.
after-lone = No tile beside it in either line: { $points }.
after-nio = It covered a Niohoggr: { $points } more.
after-nio-line = { $n ->
    [one] 1 Niohoggr
   *[other] { $n } Niohoggr
} in that line: +{ $bonus }.
after-nothing = It wins no line: a line scores only for a tile higher than every other tile in it, or by the tile's own rule.
after-raven-stays = The Raven's points stand and the turn ends.
after-discard = No tile fitted anywhere: the tile leaves the game and the turn scores nothing.
after-discard-hermod = Nothing fitted into Hermod's lines: the tile leaves the game, Hermod's points stand, and a new tile is drawn for it.
after-discard-down = The capture left more than 5 tiles in hand: discarded tiles leave the game.
after-turn-end = { $who } scored { $points } this turn ({ $score } in all) and drew { $drew ->
    [0] no tile
    [one] 1 tile
   *[other] { $drew } tiles
}.
