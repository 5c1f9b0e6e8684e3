# Odin: the play screen, log, new game, hand end, end, rules help and embeds.
# Each message becomes a function of `crate::odin::words` (`colour-red` → `colour_red()`).

-odin = Odin

## Colours and their signs
colour-red = red
colour-orange = orange
colour-yellow = yellow
colour-green = green
colour-blue = blue
colour-purple = purple
glyph-circle = circle
glyph-triangle = triangle
glyph-star = star
glyph-diamond = diamond
glyph-square = square
glyph-cross = cross
card = { $number } { $colour }

## Why a set may not be played (the engine's reasons, worded here)
err-empty = play at least one card
err-mixed = cards share neither number nor colour
err-not-held = you do not hold { $card }
err-leader-plays-one = the leader plays exactly one card, or the whole hand if all its cards share a number or a colour
err-wrong-size = must have { $size } or { $more } cards, not { $played }
err-too-low = value { $value } is not above { $middle }
err-not-now = that is not possible now
err-over = the game is over

## What the next set must be
req-lead = Lead one card, or the whole hand if all its cards share a number or a colour
req-beat = The next set must be { $size } or { $more } cards above { $value }
req-take = Take one card of { $from }

## The log
log-led = { $who } led { $cards }, worth { $value }
log-played = { $who } played { $cards }, worth { $value }
log-passed = { $who } passed
log-took = { $who } took { $card }
log-took-only = { $who } took { $card } (the only card)
log-discarded = { $took }; { $cards } went to the discard pile
log-round-ended = Everyone passed: { $cards } went to the discard pile, { $who } leads
log-whole-hand = { $who } led their whole hand: the hand ends
log-last-card = { $who } played their last card: the hand ends
log = Log
log-hand = Hand { $n }
latest-moves = Latest moves

## The middle
middle-label = The middle
middle-facts = Value { $value } · { $size ->
    [one] { $size } card
   *[other] { $size } cards
}
middle-empty-facts = Empty
middle-empty = No set in the middle
played-by = played by { $name }
take-title = Take one card of the set you beat: tap it or drag it to your hand

## Scores
scores-label = Scores, hand { $hand }, { $target }
cards-in-hand-title = Cards in hand: the points this hand if it ended now
total-title = Game total (lower is better)
points-short = { $n } pt
hand-and-target = Hand { $hand } · { $target }
target-points = { $n } points
target-one-hand = One hand
game-to = game to { $n } points
one-hand-game = one-hand game

## The play screen
menu = { -odin } menu
turn-of = { $name }'s turn
prompt-take = Take one card of the set you beat into your hand.
prompt-lead-whole = Lead one card, or your whole hand (it is one set): that ends the hand.
prompt-lead = Lead one card: drag it to the middle, or tap it and “Play”.
prompt-pass = No set of yours beats the middle: pass.
prompt-beat = Beat the middle: choose cards of one number or one colour, then drag them to the middle or tap “Play”. Or pass.
set-value = { $set } — value { $value }
cards-hidden = Cards hidden until the player taps.
held-cards = { $name }'s cards
play = Play
play-whole = Play whole hand
clear = Clear
sort-by-colour = Sort by colour
sort-by-number = Sort by number
sort-number = Sort: number
sort-colour = Sort: colour
card-playable = { $card }, playable
card-chosen = { $card }, chosen
card-playable-chosen = { $card }, playable, chosen

## End of a hand and of the game
hand-end-title = End of hand { $n }
hand-end-whole = { $who } led their whole hand at once.
hand-end-out = { $who } played their last card.
hand-end-scores = { " " }Everyone scores one point per card left in hand.
next-hand = Deal the next hand
col-this-hand = This hand
col-total = Total
col-hand = Hand
wins = { $name } wins
share-victory = { $names } share the victory
lowest-wins = Lowest total wins.

## New game
new-title = New game of { -odin }
game-length = Game length
target-label = Target score
one-hand-hint = A single hand: fewest cards left wins.
target-hint = The game ends after the hand in which someone reaches { $n } points; lowest total wins.
four-colours = Two players: play with four colours only (36 cards: red, orange, yellow, green)
seed-hint = The same seed deals the same cards. Leave empty for a new deal.

## The game's own page

## Rules help
rules-title = How to play { -odin }
rules-tagline = Get rid of your cards before the others: each hand, the cards you still hold count against you.
rules-cards-title = The cards
rules-cards = 54 cards: the numbers 1 to 9 in six colours. Each colour has its own sign and stripes, so the colours can be told apart without seeing colour:
rules-colour = { $colour } ({ $letter }): { $glyph }
rules-sets-title = Sets and their value
rules-sets = A set is one card, or several cards that all have the same number or all the same colour. Read its value by putting its numbers in order, biggest first:
not-a-set = — not a set: { $why }
beats-it = ✓ beats it ({ $value })
fails = ✗ { $why }
middle = Middle
play-word = play
rules-round-title = A round
rules-round = Everyone gets 9 cards. The leader plays one card into the middle. Then, in turn, each player either passes or plays a set that has as many cards as the middle or one more, and a higher value:
rules-take-title = Taking a card
rules-take = After playing, you take one card of the set you beat into your hand (with a single card there is no choice), and the rest of that set is discarded. Your set is the new middle. Passing does not stop you from playing later in the same round.
rules-round-end = When everyone else has passed since your play, the middle is discarded and you lead the next round.
rules-try-title = Try it
rules-try = The middle holds 5 and 3 red (53). Choose cards from this hand; raised cards can be part of a set that beats it.
try-middle = Middle (53)
try-tap = Tap cards to build a set.
try-beats = Value { $value }: this beats 53.
rules-hand-end-title = The end of a hand
rules-hand-end = The hand ends at once when someone plays their last card (they take nothing back). A leader whose cards all share a number or a colour may also play the whole hand at once, which ends the hand too.
rules-hand-scores = Everyone scores one point per card still in hand. The next hand is led by the player to the left of the one who led this hand.
rules-game-end-title = The end of the game
rules-game-end = Choose a target of 10, 15 or 20 points, or a single hand. The game ends after the hand in which someone reaches the target; the lowest total wins, and tied players share the victory. With two players you may leave out two colours (36 cards).
rules-app-title = In this app
rules-app-tap = Tap cards to choose them, then “Play” — or drag them onto the middle. Raised cards with a ring can be part of a legal set right now. With a keyboard: Tab to a card, Enter or Space to choose it, Tab to “Play”.
rules-app-take = To take a card, tap it or drag it down to your hand (or Tab to it and press Enter). “Pass” is one tap.
rules-app-handoff = Between turns the screen hides your hand: pass the device and let the next player tap.
rules-app-undo = You can undo your own move until the next player acts. The game is saved after every move.

## Embedded positions
try-take = Take one card of the set you beat.
try-may = { $set } may be played: value { $value }.
try-cannot = { $set } cannot be played: { $why }.
try-played = Played. { $requirement }.
try-choose = Choose cards to play: tap them.
try-play = Play
embed-frame-label = { -odin } position
embed-credit = { -odin } in Skald
note-led = Led { $set } ({ $value }).
note-played = Played { $set } ({ $value }) over { $middle } ({ $middle-value }).
note-took = { $note } Took { $card }.
note-other = Another player played { $set } ({ $value }).
note-cleared = Everyone else passed: the middle is cleared.
