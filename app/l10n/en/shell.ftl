# The home page, the header and footer, and what every game shares.
# Each message becomes a function of `skald_app::i18n::shell` (`games-label` → `games_label()`).

-skald = Skald

## Header and footer
skip-to-content = Skip to content
brand-label = { -skald } — all games
language-label = Language
footer-offline = Plays in your browser, offline, with no account.
engine-version = Engine { $version }

## Home
home-title = Norse games for one table
home-lede = Three tabletop games to play around one tablet or laptop: pass it to the next player when your turn ends.
games-label = Games
# The hand-off screen: what the others did since the next player's last turn.
since-your-last-turn = Since { $name }'s last turn
since-show-earlier = { $n ->
    [one] Show the earlier line
   *[other] Show the { $n } earlier lines
}
since-yours-earlier = Before these, what touched you:
unfinished-title = Unfinished games
# A game's "Continue" link on the home page.
continue-name = Continue { $game }
unfinished-players = { $players } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
unfinished-to-move = { $name } to move
players-range = { $min }–{ $max } players
status-playable = Play
status-in-progress = Being built
status-not-scheduled = Not scheduled
tagline-voluspa = Lay gods and creatures in rows and columns, and score every line your tile tops.
tagline-odin = Shed your hand by beating the table with higher sets of one colour or one number.
tagline-valda = Build temples, gather followers and climb Yggdrasil to become a god in six rounds.

## Pages every game shares
back-to-all-games = Back to all games
not-found-title = Page not found
not-found-text = There is no page at “{ $path }”.
not-built = { $game } is not built yet.
not-built-in-progress = It is being built now, and will appear here when it is ready to play.
not-built-not-scheduled = No work on it has started, and it is not scheduled yet.

## The players' part of every new-game form
players-legend = Players
number-of-players = Number of players
player-n = Player { $n }
name-of-player = Name of player { $n }
who-plays-player = Who plays player { $n }
seat-person = Person
seat-computer = Computer · { $level }
colour-of-player = Colour of player { $n }
colour-orange = Orange
colour-sky-blue = Sky blue
colour-green = Green
colour-yellow = Yellow
colour-blue = Blue
colour-vermilion = Vermilion
colour-purple = Purple
name-too-long = player { $n }'s name is longer than { $max } letters

## Computer opponents
level-easy = Easy
level-normal = Normal
level-hard = Hard
computer-speed = Computer speed
pace-slow = Slow
pace-normal = Normal
pace-fast = Fast
computer-thinking = { $name } is thinking…
phone-deciding = { $name } decides on their phone.
phones-button = Phones
phones-button-title = Players' phones: each player may play their seat on their own phone
phones-join = Join with phones
phones-failed = The phones screen could not be loaded. Check the connection and try again.
computer-cannot-move = The computer cannot move: { $why }
computer-move-unreadable = The computer answered with a move that is not legal here.
try-again = Try again
computer-badge = Computer, { $level }

## Seats of a saved game that do not fit it
seats-count = it names { $seats } players for a { $players }-player game
seat-colour-unknown = player { $n } has a colour this app does not have
seats-share-colour = two players share the colour { $colour }

## A game's own page
continue-game = Continue the game
# A game's start page, once, when the browser did not promise to keep the site's storage.
saves-may-be-cleared = This browser may clear saved games after some days without a visit. Export the game to keep a copy.
export-saved = Export this game
new-game = New game
rules-help = Rules help
import-file = Import a game file
back = Back
no-game-of = No game of { $game } in progress
game-not-opened = The game could not be opened.
save-cannot-open = The saved game cannot be opened
file-cannot-open = This file cannot be opened: { $why }.

## Saves
save-too-large = it is too large to be a Skald save ({ $size } KiB; saves are at most { $max } KiB)
save-not-json = it is not a Skald save (not valid JSON)
save-not-skald = it is not a Skald save
save-newer = it was written by a newer version of Skald (save format { $version }, this app reads { $reads })
save-other-game = it is a save of another game ({ $game })
save-other-rules = it was made by a Skald with other rules of this game (rules { $version }, this one plays rules { $plays }): replayed here it would be another game
save-engine-refuses = the engine cannot replay it: { $why }
save-move-not-legal = move { $n } is not one the rules allow at that point
save-damaged = it is damaged or was edited by hand: { $what }
save-missing-entry = the entry “{ $field }” is missing
save-unknown-entry = it holds an entry this version of Skald does not know
save-wrong-kind = a value is of the wrong kind (for example text where a number belongs)
save-out-of-range = a value is out of range
save-wrong-length = a list has the wrong number of entries
save-wrong-shape = its contents are incomplete or in the wrong shape
save-kept-aside = The saved game could not be opened: { $why }. It was kept aside in this browser (the home page offers it as a file) and a new game can be started.
save-not-opened = The saved game could not be opened: { $why }.
save-refused = this browser refused to save the game (storage full or disabled)
nothing-to-undo = nothing to undo
no-file = no file chosen
file-unreadable = the file could not be read ({ $why })
file-too-large = it is too large ({ $size } KiB; at most { $max } KiB are read)
save-newer-rules = it was made by a newer Skald with other rules of this game (rules { $version }; this one plays rules { $plays }): reload the page to update Skald, then open it again
rules-updated = This game was saved under earlier rules of { $game } (rules { $rules }). It goes on under the current rules ({ $plays }).
rules-updated-cut = This game was saved under earlier rules of { $game } (rules { $rules }). Under the current rules ({ $plays }) its last { $n ->
    [one] move is
   *[other] { $n } moves are
} no longer possible: it goes on from the position before { $n ->
    [one] it
   *[other] them
}. The save as it was is kept: the home page offers it as a file.
# The play screen, while the browser refuses to store the game.
unsaved-title = This game is not saved
unsaved-text = { $moves ->
    [0] This browser refused to store the game (its storage is full or turned off).
    [one] This browser refused to store the game (its storage is full or turned off): the last move is only on this screen.
   *[other] This browser refused to store the game (its storage is full or turned off): the last { $moves } moves are only on this screen.
} Export the game to keep it, or free some storage; Skald keeps trying.
export-game = Export the game

## Games put aside (a new game or an import never replaces a game in progress)
new-game-keeps = The game in progress is put aside when this one starts: continue it from the home page.
put-aside = put aside
discard = Discard
discard-for-good = Discard this game for good?
keep = Keep
no-room-to-keep = This browser has no room left to keep the game in progress aside, so nothing was replaced. Export that game, or discard a game you no longer need, and try again.
kept-gone = That game is no longer saved in this browser.
import-replaces = A game of { $game } is in progress ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} played). Open the file?
import-keep = Open it, and keep my game aside
import-discard = Open it, and discard my game
cancel = Cancel
kept-aside-title = Saves kept aside
kept-aside-hint = Saves this version of Skald could not open (in full) are kept here: export one to keep it as a file.
kept-save = { $game }: a save kept aside
delete = Delete


## Hand-off between players
pass-to = Pass to { $name }
tap-to-see-tiles = { $name }: tap to see your tiles
tap-to-see-cards = { $name }: tap to see your cards

## Embedded positions and their snippet
embed-cannot-show = This position cannot be shown.
embed-not-yet = { $game } positions cannot be embedded yet.
embed-this-position = Embed this position
snippet-label = Snippet for a web page
snippet-text = Paste this into a web page to show this position there; readers can step through it and try moves.
copy = Copy
copied = Copied.
select-and-copy = Select the text and copy it.
steps-label = Steps of the example
first-position = First position
previous-move = Previous move
next-move = Next move
last-position = Last position

## Page titles
title-home = Skald — Norse tabletop games
title-game = { $game } — Skald
title-embed = { $game } position — Skald
title-not-found = Page not found — Skald
title-join = Join the table — Skald

## The computer's worker
worker-not-started-because = the computer's worker did not start ({ $why })
worker-no-engine = it could not load the engine
worker-stopped = The computer's worker stopped: { $why }

## The table: what every game's play, new-game and end screens say
close = Close
# A card taken (Odin's from the set beaten, Valda's from a player, a deck or the discard pile).
take-card = Take { $card }
export = Export
embed = Embed
game-over = The game is over.
undo = Undo
undo-last-move = Undo { $name }'s last move
your-hand = Your hand
col-player = Player
names-and = { " " }and{ " " }
play-again = Play again with the same settings
home = Home
seed-legend = Seed (optional)
seed-placeholder = random
start = Start the game
embed-example = Embed this example
try-reset = Reset
the-game-is-over = The game is over
pass = Pass
and-list = { $list } and { $last }
undo-replies-title = Take back your last move and the computers' replies
n-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

## The computer when its worker fails (issue #27)
worker-silent = its worker did not answer in time
here-not-loaded = the search could not be loaded in this page ({ $why })
here-silent = the search in this page did not answer in time
computer-all-failed = neither its worker ({ $worker }) nor the search in this page ({ $here }) gave a move

## Replays of finished games (issue #29)
replay = Replay
replay-title = Replay
replay-steps = Moves of the game
replay-jump = Jump to a move
replay-start = { $total ->
    [one] Start of the game (1 move)
   *[other] Start of the game ({ $total } moves)
}
replay-move-of = Move { $n } of { $total }: { $who }
replay-share = Share this game
replay-link = Link to this replay
export-file = Download the game file
link-too-long = This game is too long for a link ({ $len } characters; an address may have { $max }): share the file instead.
link-too-long-opened = This link is longer than { $max } characters, more than an address may hold: open the game's file instead (“Import a game file” on the game's page).
link-damaged = This link does not hold a game: it may have been cut short or changed
link-bad-move = move { $n } of this link is not a move of the game
link-other-rules = This link was made by a Skald with other rules of this game (rules { $version }, this one plays rules { $plays }): replayed here it would be another game, so it is not opened.
replay-cannot-open = This replay cannot be opened
replay-not-over = The saved game has not ended yet: a game can be replayed once it is over.
replay-none = There is no finished game to replay.
scores-now = Scores: { $scores }

## Learn as you play: the coach's switch (issue #45; the coach's own words are in coach.ftl
## and each game's <game>_coach.ftl, which only the teaching builds load)

teach-legend = Learn as you play
teach-setting = Teach me: explain each decision with its numbers and its rule
# "Rules seen" (issue #45): in a taught game's note, at its end, and in the rules help
rules-seen = Rules seen: { $seen }
rules-not-yet = Not yet: { $rest }
# The start page's curated first game (app/src/first_game.rs): opens the new-game form with
# its seed, taught.
first-game = Learn with a first game

## Hints and reviews: the computer as a teacher (issue #29)

hints-legend = Hints
hints-setting = Offer “What would the computer do?” on a player's turn
hint-button = What would the computer do?
hint-thinking = The computer is looking at your move…
hint-chance = The computer would play this: it wins { $percent } % of the games it played out from there.
hint-points = The computer would play this: it scores { $points ->
    [one] 1 point
   *[other] { $points } points
}.
hint-asked = { $who } asked for a hint
hint-none = The computer has no move to suggest here.
review-button = Review the game
review-progress = Reviewing move { $k } of { $n }
review-cancel = Cancel the review
review-cancelled = The review was cancelled.
review-failed = The review could not be done: { $why }
review-done = { $count ->
    [0] Reviewed: no move of the players lost much against the computer's best choice.
    [one] Reviewed: 1 move is marked, the one that lost the most against the computer's best choice.
   *[other] Reviewed: { $count } moves are marked, those that lost the most against the computer's best choice.
}
review-marked = Moves that lost the most
review-lost-points = lost { $points ->
    [one] 1 point
   *[other] { $points } points
}
review-lost-chance = lost { $percent } % win chance
review-jump = Move { $n } ({ $who }): { $lost }
review-better = The computer's choice: { $move }
hint-chance-move = The computer would play “{ $move }”: it wins { $percent } % of the games it played out from there.
