# Valda rules help (app/src/valda/pages/rules.rs), in our own words. Every number is the
# engine's (constants and the `gods` functions), passed in as a variable.

title = Valda: how to play
intro = Over { $rounds } rounds, each player takes one turn per round. Whoever has the most followers at the end becomes a god; a tie goes to more temples, then to more resources.

## The turn
turn-title = A turn in five phases
phase-label = { $phase }.{ " " }
phase-resources = Roll one yellow die per mine (gold or diamonds) and one blue die per blood drill (divine blood), and take what they show. Then you may trade any { $rate } resources for 1 of your choice, as often as you like.
phase-game = Draw two base cards face up (they are yours, and everyone sees them until the phase ends), or, if you own a domain, the top card of its god deck. Then spend { $actions } actions (⚡): play an action card, take 1 resource, or draw 2 hidden cards for 2 actions. At the end your open cards join your hand; keep at most { $hand }.
phase-building = Up to { $builds } builds: a mine (at most { $mines }), a blood drill (at most { $drills }), or a temple on a god's domain. A temple brings 1 follower, and you look at the top two cards of that god's deck and keep one.
phase-attack = Every other player, in the attack order, may attack you with an attack card. You may answer with a defence card: if your shields reach the swords, the attack is stopped; otherwise it hits and its effect happens.
phase-followers = Your gods turn resources into followers (Thor, Odin) or roll for them (Loki). Then the next player's turn begins.

## Temples and the track
temples-title = Temples, levels and owners
temples = Each domain has five temple sites. One temple in a domain gives you its god's ability at level 1, two or more at level 2. With three temples you own the domain: nobody else may build there, and in your draw step you may draw from its god deck instead.
temple-cost = { $god }: a temple costs { $cost }
tree-title = Yggdrasil and the safe zones
tree = Followers climb the world tree. Once you reach a safe zone ({ $zones }), losses never take you below it.

## The gods' abilities, at levels 1 and 2
abilities-title = The gods' abilities
players-label = Players at the table
players-n = { $n } players
col-god = God
col-level-1 = Level 1 (one temple)
col-level-2 = Level 2 (two or more)
heimdall = In your resource and building phases, swap { $rate ->
    [one] { $rate } resource
   *[other] { $rate } resources
} of one kind for 1 of another, as often as you like.
freya = { $hidden ->
    [yes] Your draw step brings { $n } cards into your hand, unseen by the others; and 1 action draws 1 base card.
   *[no] Your draw step brings { $n } cards; and 1 action draws 1 base card.
}
surtur = With { $players } players: { $n ->
    [one] { $n } attack
   *[other] { $n } attacks
} per slot, { $bonus ->
    [0] no bonus to your attack cards.
   *[other] +{ $bonus } to your attack cards.
}
tyr = +{ $bonus } to the defence card you play (nothing without a defence card).
convert = Pay { $cost } for { $followers }, up to { $times } times in your followers phase.
loki = { $n ->
    [one] Once in your followers phase, roll { $n } white die: gain (or lose) what it shows.
   *[other] Once in your followers phase, roll { $n } white dice: gain (or lose) what they show.
}

## Cards and the gallery
cards-title = Cards
type-action = { " " }— yellow, played in your game phase; most cost an action (⚡1).
type-attack = { " " }— red, played in an attack slot against the player whose turn it is; the big number is its swords.
type-defence = { " " }— a shield, played when you are attacked; the big number is its shields.
type-god-weapon = { " " }— blue, from the gods' decks: two options, each played at its own moment, even in other players' turns.
gallery-title = All cards
gallery-count = { $distinct } different cards, { $total } in all ({ $base } in the base deck); showing { $shown } ({ $copies } copies).
show-label = Show
show-all = All
show-base = Base deck

## "Embed this position" from a game (app/src/valda/pages/position.rs)
# The example an embed plays: from the start of the turn to this moment.
position-what = The embed starts at the beginning of { $player }'s turn in round { $round } and plays { $moves ->
    [0] no move
    [one] the one move
   *[other] the { $moves } moves
} since then, up to this moment.
position-hand = It shows { $seat }'s hand. The other hands hold the cards { $seat } has seen in them; the rest are stand-ins that the embed keeps face down, so nothing { $seat } cannot see is written in it.
position-no-hand = It shows no hand. Cards nobody has seen are stand-ins that the embed keeps face down, so no hidden card is written in it.
position-short = The example stops { $n ->
    [one] one move
   *[other] { $n } moves
} before this moment: what followed depends on cards { $seat } cannot see.
position-open = Open the embed
position-back = Back to the game
position-none = There is no saved game of Valda to embed.
position-cannot = This position cannot be embedded: { $why }
