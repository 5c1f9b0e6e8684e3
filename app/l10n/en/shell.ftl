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
computer-cannot-move = The computer cannot move: { $why }
try-again = Try again
computer-badge = Computer, { $level }
