# Völuspá: the play screen, the move log, new game, end, rules help and embeds.
# Each message becomes a function of `crate::voluspa::words` (`tile-odin` → `tile_odin()`).
# Tile and expansion names follow the printing of each language (the German rules name them).

-voluspa = Völuspá

## Tiles
tile-odin = Odin
tile-thor = Thor
tile-troll = Troll
tile-dragon = Dragon
tile-fenrir = Fenrir
tile-skadi = Skadi
tile-valkyrie = Valkyrie
tile-loki = Loki
tile-hel = Hel
tile-hermod = Hermod
tile-jotunn = Jotunn
tile-sea-serpent = Sea Serpent
tile-dwarf = Dwarf
tile-freya = Freya
tile-raven = Raven
tile-niohoggr = Niohoggr
tile-lightning-bolt = Lightning Bolt

## Expansions and tile sets
expansion-base = Base
expansion-saga-of-edda = Saga of Edda
expansion-order-of-the-gods = Order of the Gods
expansion-lightning-bolt = Lightning Bolt
set-base-only = Base game only
set-recommended = Recommended: { $name }
set-order-of-the-gods = Order of the Gods
set-king-of-the-giants = King of the Giants
set-rise-of-the-serpents = Rise of the Serpents
set-master-of-ravens = Master of Ravens
set-whole-expansions = Base + whole expansions…
set-custom = Base + tiles of my choice…
set-base-game = Base game
set-recommended-label = { $name } (recommended)
set-base-plus = Base + { $list }

## Scoring rules (short names, in the log, previews and outlines)
rule-value-domination = highest in line
rule-valkyrie-bookend = Valkyrie bookend
rule-lightning-bolt-shortest-line = shortest line
rule-sea-serpent-extended-line = Sea Serpent's long line
rule-dwarf-neighbours = half of neighbours
rule-hel-neighbours = tiles around Hel
rule-lone-tile = lone tile
rule-niohoggr-bonus = Niohoggr bonus

## Directions
dir-up = up
dir-down = down
dir-left = left
dir-right = right
push-dir-up = up
push-dir-down = down
push-dir-left = to the left
push-dir-right = to the right
push-title = Push { $dir }

## The board for keyboard and screen-reader players
cell-name = Row { $row }, column { $col }: { $content }
cell-empty = empty
cell-last-move = , last move
cell-can-place = , you can place here
cell-can-cover = , you can place here, on top of it
cell-can-capture = , you can place here, taking it into your hand
cell-can-bump = , you can place here, pushing it away
cell-blocked = , blocked by a Troll
stack-hel = Hel, face down
stack-tile = { $tile }, { $value }
stack-boosted = , boosted to { $value }
stack-on = , on { $tile }
board-name = { -voluspa } board
board-keys = Arrow keys move over the cells, Home and End to the ends of a row. Enter or Space places the chosen tile on the cell. Escape cancels the choice.
push-question = Jotunn: which way should the stack go? Press an arrow key: { $dirs }. Escape cancels.
cannot-push = The stack cannot be pushed { $dir }: only { $dirs }.
pick-first = Choose a tile in your hand first: Tab to your tiles, then Enter.
picked = { $cells ->
    [0] { $tile } chosen.
    [one] { $tile } chosen: { $cells } cell where it can go.
   *[other] { $tile } chosen: { $cells } cells where it can go.
}
boosted = { $tile } boosted by { $n } Freya: now worth { $value }.
cancelled = Choice cancelled.
step-at = { $who }: { $what }, row { $row }, column { $col }.
step = { $who }: { $what }.
scores = Scores: { $list }.
turn-of = { $name }'s turn.
undone = { $steps ->
    [one] The last move was taken back.
   *[other] { $steps } moves were taken back.
}

## The prompt line
prompt-thinking = { $who } is thinking…
prompt-turn-of = { $who }'s turn
prompt-discard-down = You took a tile: discard down to five tiles. Tap a tile, then “Discard”.
prompt-raven-keys = Raven: place it once more (Enter, then arrow keys and Enter), or leave it where it is.
prompt-raven = Raven: place it once more (drag it or tap a cell), or leave it where it is.
prompt-hermod-discard = Hermod: no tile fits in its lines. Discard a tile, or end your turn.
prompt-hermod = Hermod: place one more tile in its row or column, or end your turn.
prompt-must-discard = No tile can be placed: you must discard one. Tap a tile, then “Discard”.
prompt-freya-keys = Freya: arrow keys to a green cell and Enter, or go back to your tiles and press Enter on a tile to boost it.
prompt-freya = Freya: drop it on the board, or on a tile of your hand to boost that tile.
prompt-tile-keys = { $tile }: arrow keys to a green cell, Enter to place, Escape to cancel.
prompt-tile = { $tile }: drag it or tap a green cell.
prompt-choose-keys = Choose a tile in your hand (Tab, then Enter) to place it.
prompt-choose = Drag a tile onto a green cell, or tap a tile and then a cell.

## The move log and the hand-off's line
log-label = Move log
log-title = Moves
log-again = { $tile } again
log-boosted = { $what } boosted by { $n } Freya
log-pushing = { $what }, pushing the stack { $dir }
log-taking = { $what }, taking the { $tile } into the hand
log-freya-back = { $what } (its { $n } Freya back too)
log-points = { $what } (+{ $points })
log-points-rules = { $what } (+{ $points }: { $rules })
log-raven-stays = the Raven stays
log-ended-turn = ended the turn
log-discarded = discarded { $tile ->
    [Odin] an
   *[other] a
} { $tile }
log-then = ; then
summary-passed = { $who } passed.
summary-discarded = { $who } discarded { $tiles }.
# A tile with its article, in a list of tiles discarded ("a Thor and an Odin").
a-tile = { $tile ->
    [Odin] an { $tile }
   *[other] a { $tile }
}
summary-twice = { $tile } twice
summary-times = { $tile } { $n } times
summary-then = , then
summary-and-the = { " " }and the{ " " }
summary-played = { $who } played { $tiles } for { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
summary-played-took = { $who } played { $tiles } and took the { $taken } into the hand, for { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}

## Scores
scores-label = Scores
tiles-in-hand = tiles in hand
mat-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
pile-title = tiles left in the draw pile
pile = Pile { $n }
score-place = { $score } · { $place }
score-place-long = { $score } · { $place } to reach it
ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $n }th
}

## Previews and errors on the board
preview-none = +{ $points }: no line scores here
preview-one = +{ $points }: { $rule }
preview-many = +{ $points }: { $list }
preview-part = { $rule } +{ $points }
cell-not-possible = That cell is not possible
no-freya-left = No Freya left to boost the { $tile } with
all-freya-used = All your Freya already boost the { $tile }

## Why the engine refuses a move
err-not-in-hand = You have no { $tile } in your hand
err-not-enough-freya = You asked for { $wanted } Freya but have { $have }
err-hel-boosted = Hel cannot be boosted
err-not-adjacent = That cell touches no tile
err-next-to-troll = That cell is next to a Troll
err-line-too-long = A line would be longer than 7
err-must-cover = { $tile } must be placed on top of a tile
err-occupied = That cell is already occupied
err-on-hel = Nothing may be placed on top of Hel
err-cannot-cover = { $tile ->
    [Odin] An
   *[other] A
} { $tile } cannot cover { $covered ->
    [Odin] an
   *[other] a
} { $covered }
err-target-next-to-troll = The tile on that cell is next to a Troll
err-cannot-capture = Skadi cannot capture { $tile }
err-nothing-to-bump = There is no tile on that cell to bump
err-push-without-jotunn = Only a Jotunn can bump, not { $tile }
err-bump-into-hel = The stack cannot be pushed { $dir }: Hel ends that line
err-bump-next-to-troll = The pushed tile would land next to a Troll
err-not-in-hermod-line = That cell is not in Hermod's row or column
err-hel-not-near-hermod = Hel must go on or around Hermod
err-raven-same-cell = The Raven must go to another cell the second time
err-only-raven-now = Now only the Raven may be placed a second time
err-must-place = You can place a tile, so you may not discard
err-not-now = That is not possible now
err-then-without-raven = Only a Raven has a second placement
err-empty-move = The move is empty
err-chain-without-hermod = Only a Hermod allows another placement
err-other = { $message }

## The play screen
menu = { -voluspa } menu
fit = Fit
fit-title = Fit the board to the screen
log = Log
unboost = Unboost { $tile } (+{ $n })
place-tile = Place { $tile }
leave-raven = Leave the Raven here
end-turn = End turn
discard-tile = Discard { $tile }
tiles-hidden = Tiles hidden until the player taps.
held-tiles = { $name }'s tiles
results = Results
handoff-things = tiles

## The hand
your-raven = Your Raven
raven-once-more = Raven: place it once more
again = again
your-tiles = Your tiles
hand-spent = { $tile } (discarded as a boost)
hand-boosted = { $tile } boosted by { $n } Freya
hand-boost-badge = +{ $n } Freya
hand-boost-caption = boost
tile-title = { $tile } ({ $value })
tile-title-on = { $tile } ({ $value }) on { $under }
tile-on = on { $tile }
hel-title = Hel (face down: a gap in every line)

## New game
new-title = New game of { -voluspa }
tiles-legend = Tiles
tile-set = Tile set
kinds-of-tile = { $n ->
    [one] { $n } kind of tile: { $list }.
   *[other] { $n } kinds of tile: { $list }.
}
no-late-hel = Variant “No late Hel”: when the last tile is drawn, every Hel still in hand leaves the game.
seed-hint = The same seed deals the same tiles. Leave empty for a new deal.

## The game's own page
no-game = No game in progress

## End of the game
wins = { $count ->
    [one] { $names } wins
   *[other] { $names } win
}
tied-top = Tied on points: the player who reached the score first ranks higher.
see-board = See the board

## Rules help
rules-title = { -voluspa }: the tiles
rules-lede = On your turn, place one tile from your hand next to the board (or on a tile, for some). It scores each of its lines — row and column, at most seven tiles — in which it is now the highest: one point per tile. Then draw back to five. When the pile and every hand are empty, the highest score wins; on a tie, whoever reached that score first.
rules-try = { " " }Tap a green cell to try it.
example-invalid = This example's notation is invalid.
example-board = Example board: { $notation }
example-scores = { $tile } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
}
example-again = Again
help-odin = The strongest plain tile. Place a tile next to one already on the board; it scores each line (its row and its column) in which it is now the highest tile: one point per tile in that line. No line may grow beyond seven tiles.
caption-odin = Where Odin may go: any empty cell touching the board.
help-thor = A plain tile worth 7: it tops every line without Odin (and without boosted tiles).
caption-thor = Thor can go on every green cell.
help-troll = The cells next to a Troll are blocked: only a Troll or a Dwarf may be placed there. A tile next to a Troll cannot be covered, captured or bumped either.
caption-troll = Red, hatched cells are blocked for Thor by the Troll; green cells are still free.
help-dragon = May be placed on top of a tile instead of next to it: not on another Dragon, not on Hel, not on a tile that touches a Troll. The covered tile stops counting and loses its booster.
caption-dragon = Dashed rings: tiles the Dragon may cover. Odin touches the Troll, so it is safe.
help-fenrir = Fenrirs hunt as a pack: each Fenrir is worth the sum of all Fenrirs in its line (4 each). A Fenrir next to Loki adds nothing to its pack.
caption-fenrir = A third Fenrir at the end of the row makes the pack worth 12.
help-skadi = Skadi may swap with a tile on the board (not Skadi, not Hel, not next to a Troll): that tile goes into your hand, what lay under it leaves the game. You draw nothing that turn, and discard down to five tiles if you have more.
caption-skadi = Dashed rings: tiles Skadi may capture.
help-valkyrie = Two Valkyries at both ends of a line: the one placed at an end scores the whole line, whatever the values. While two Valkyries hold a line, no other tile placed inside it scores it by value.
caption-valkyrie = A Valkyrie at the right end of the row scores all four tiles.
help-loki = Every tile next to Loki is worth 0 (another Loki keeps its value; a Fenrir next to Loki adds 0 to its pack). So a small tile can top a line next to Loki.
caption-loki = Odin and Thor are worth 0 while Loki sits between them.
help-hel = Hel lies face down: a gap that ends every line. It is placed on top of any tile except Hel (even next to a Troll) and scores one point per tile in the eight cells around it. Each player starts with one Hel (two each with two players); it does not count toward your five tiles.
caption-hel = Hel may go on any of these tiles.
help-hermod = After Hermod scores, you may place one more tile that ends up in Hermod's row or column (or on Hermod); a Hermod may follow a Hermod. Or tap “End turn”.
caption-hermod = Hermod next to the row; a second tile may then join its lines.
help-jotunn = Jotunn may take the cell of a tile, pushing that tile (with everything under it) along its row or column to the first empty cell past the end of the line. Choose the direction with the arrows (or drop near that edge). Not toward Hel, never next to a Troll; the pushed tile scores nothing.
caption-jotunn = Dashed rings: tiles Jotunn may push out of the way.
help-sea-serpent = Scores its whole board row or column, gaps included: the better one in which it is the highest tile; points are the cells from one outermost tile to the other.
caption-sea-serpent = The Sea Serpent may be placed on any green cell.
help-dwarf = Ignores Trolls. A Dwarf never scores lines: it scores half the sum of its neighbours' values, rounded down.
caption-dwarf = Green: the Dwarf may go right next to the Troll.
help-freya = Play Freya as a tile, or drop it onto another tile of your hand to boost it: the boosted tile is worth one more per Freya given to it (a badge shows its new value). The hand is refilled at the end of the turn.
caption-freya = Freya may go on any green cell, or boost a tile in your hand.
help-raven = Placed next to the board or on top of a tile (not a Raven, not Hel, not next to a Troll). After it scores you may lift it and place it once more elsewhere, scoring again; or leave it.
caption-raven = The Raven may cover the Dragon; then it may fly on.
help-niohoggr = Worth 7, and every scored line that holds a Niohoggr is worth 2 more. Cover a Niohoggr with a Dragon, Raven or Lightning Bolt and you still get the 2 for each line you score.
caption-niohoggr = A tile that tops the row with Niohoggr in it scores 2 extra.
help-lightning-bolt = Only ever goes on top of a tile (not a Lightning Bolt, not Hel, not next to a Troll). It scores the shortest of its lines with two or more tiles, whatever the values.
caption-lightning-bolt = Lightning Bolt may strike any of these tiles.

## Embedded positions
embed-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
embed-no-line = { $points } (no line scores)
embed-points-list = { $points }: { $list }
embed-board-position = Board, position { $i } of { $last }
embed-tile-on = { $tile } on { $cell }
embed-cell = { $row }, { $col }
embed-row = row { $n }
embed-row-above = the row above row 1
embed-rows-above = { $n } rows above row 1
embed-col = column { $n }
embed-col-left = the column left of column 1
embed-cols-left = { $n } columns left of column 1
embed-move-impossible = move { $n } ({ $tile } at { $cell }) is not possible there: { $why }
embed-credit = { -voluspa } in Skald
embed-frame-label = { -voluspa } position
try-preview = { $tile } on { $cell }: { $score }
try-played = { $tile } played: { $score }
try-board = Board: try a tile
try-tiles = Tiles to try
try-place = Place
try-pick = Pick a tile to try.
try-nowhere = { $tile } cannot go anywhere here.
try-drag = { $tile }: drag it onto a green cell, or tap a green cell.
