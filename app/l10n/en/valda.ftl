# Valda in English: the start page, new game, the play screen (stepper, table, villages,
# prompts and buttons), the log (the engine's events worded), the end screen
# (app/src/valda/words/). Cards are in valda_cards.ftl, the rules help in valda_read.ftl (only Valda's reading build uses it).

-valda = Valda

## Resources and buildings
res-nothing = nothing
one-gold = 1 gold
one-diamond = 1 diamond
one-blood = 1 divine blood
building-a = { $kind ->
    [mine] a mine
    [drill] a blood drill
   *[temple] a temple of { $god }
}
building-the = { $kind ->
    [mine] mine
    [drill] blood drill
   *[temple] temple of { $god }
}
pay-cost = { $from ->
    [gold] { $n } gold
    [diamond] { $n ->
        [one] { $n } diamond
       *[other] { $n } diamonds
    }
    [blood] { $n } divine blood
    [golddiamond] { $n } gold or diamonds
   *[any] { $n ->
        [one] { $n } resource
       *[other] { $n } resources
    }
}

## Dice
face-followers = { $signed } { $n ->
    [one] follower
   *[other] followers
}
dice-rolled = { $who } rolled

## Why something changed (the log's reasons)
why-card-by = { $card } by { $who }
why-income = the resource roll
why-trade = trade 4 : 1
why-take = an action
why-loki = Loki's dice
why-repay = paying back Loki's Wager

## The log
log-turn = Round { $round }: { $who }'s turn
log-rolled = { $who } rolls { $faces }
log-die-set = { $who } turns die { $n } to { $face }
log-pays = pays { $what }
log-gets = gets { $what }
log-pays-and-gets = pays { $pay } and gets { $gain }
log-resources = { $who }: { $change } ({ $why })
log-followers = { $who }: { $sign }{ $followers } ({ $before } → { $after }), { $why }
log-safe-zone = { $line }; safe zone { $zone } kept { $kept }
log-drew = { $who } draws { $cards }
log-open-drew = { $who } draws face up: { $cards }
log-got = { $who } gets { $card }
log-saw = { $who } sees { $card }
log-took-discard = { $who } takes { $card } from the discard pile
log-took-open = { $who } takes { $card } from { $from }'s open cards
log-took-attack = { $who } takes { $card } from the attack
log-took-random = { $who } takes a random card from { $from }
log-gave = { $who } gives a card to { $to }
log-discarded = { $who } discards { $card }
log-played = { $who } plays { $card }
log-weapon = { $who } plays { $card } ({ $option })
log-passed = { $who } passes
log-took-resource = { $who } takes { $kind ->
    [gold] gold
    [diamond] a diamond
   *[blood] divine blood
} for an action
log-builds = { $who } builds { $building }
log-build-cancelled = { $who }'s { $building } is not built
log-attack-order = Attackers in order: { $order }
log-attack = { $who } attacks { $target } with { $card }
log-attack-again = { $who } attacks { $target } with { $card } again
log-redirected = The attack now targets { $target }
log-defends = { $who } defends with { $card }
log-no-shield = { $who } plays no shield
log-reflected = The attack is turned back on the attacker
log-swords-surtur = { $swords } + { $n } Surtur
log-swords-thor = ({ $swords }) × 2 Wrath of Thor
log-shields-tyr = { $printed } + { $n } Tyr = { $total }
log-no-shield-short = no shield
log-outcome-hit = Swords { $swords } = { $attack } against { $shields }: a hit
log-outcome-stopped = Swords { $swords } = { $attack } against { $shields }: stopped
log-cancelled = { $who } cancels the attack
log-reshuffled = The base deck is reshuffled from the discard pile ({ $n } cards)

## The turn's stepper
phase-resources = Resources
phase-game = Game
phase-building = Building
phase-attack = Attack
phase-followers = Followers
round-of = · round { $round } of { $rounds }
# The header, when someone answers in another player's turn: "Sigrún decides in Astrid's turn".
decides-in-turn = decides in { $who }'s turn
phases-label = Phases of the turn
builds-left = ({ $n } left)
actions-left = { $n ->
    [one] { $n } action left
   *[other] { $n } actions left
}

## When a god weapon may be played
window-die-rolled = a die was rolled
window-attack-declared = an attack was declared
window-attacked = you are attacked
window-attack-hit = an attack hit
window-defended-defender = you defended
window-defended-attacker = your attack was defended
window-own-yellow-played = you played an action card
window-build-declared = a build was declared

## What the player deciding is asked
ask-roll = Roll the resource dice.
ask-resources = Trade 4 resources for 1 if you like, then end the resource phase.
ask-draw-step = Draw your cards for the game phase.
ask-actions = Spend your actions (⚡{ $n } left): play an action card, take a resource, or draw.
ask-hand-limit = Your hand is over the limit of { $limit }: discard a card.
ask-building = Build: a mine or a blood drill in your village, or a temple on a domain.
ask-followers = Turn resources into followers with your gods, then end your turn.
ask-open-moment = You may play a god weapon now, or pass.
ask-slot = Attack { $who } with an attack card ({ $n ->
    [one] { $n } attack
   *[other] { $n } attacks
} left), or pass.
ask-defend-from = { $who } attacks you: play a defence card, or none.
ask-defend = Defend: play a defence card, or none.
ask-window = A god weapon may be played now ({ $window }).
# A window in an attack: "Bjørn attacks Astrid with Ambush: you may play a god weapon now, or pass."
ask-window-fight = { $fight }: you may play a god weapon now, or pass.
ask-pick = Choose { $n ->
    [one] { $n } resource
   *[other] { $n } resources
}.
ask-pick-from = Choose { $n ->
    [one] { $n } resource
   *[other] { $n } resources
} from { $who }.
ask-pick-for = Choose { $n ->
    [one] { $n } resource
   *[other] { $n } resources
} for { $who }.
ask-swap = Swap up to { $n } resources, or stop.
ask-pay-for = Pay { $cost } for { $followers } ({ $left ->
    [one] { $left } more time
   *[other] { $left } more times
} at most), or stop.
ask-victim = Choose the player it applies to.
ask-redirect = Vanished: choose who is attacked instead.
ask-draw-god = Choose the god deck to draw { $n } from.
ask-look-god = Choose a god deck to look at ({ $n } left).
ask-keep-god-card = Keep one of the two cards; the other goes under { $god }'s deck.
ask-search-take = Take a card of those you see ({ $n } left).
ask-search-under = Put the next card under the base deck.
ask-from-discard = Take a card from the discard pile ({ $n } at most).
ask-sacrifice = Discard a card for 1 follower each ({ $n } at most), or stop.
ask-give = Give a card of your hand to { $who }.
ask-take-card = Take a card from { $who }.
ask-set-die = Crown of Fortune: turn one die to the face you want.

## The buttons of the legal actions
act-roll = Roll the dice
act-trade = Trade { $pay } for { $get }
act-heimdall = Heimdall: { $pay } for { $get }
act-end-resources = End the resource phase
act-end-game = End the game phase
act-end-building = End the building phase
act-go-on = Go on
act-end-turn = End the turn
act-open-draw = Draw the base cards
act-owner-draw = Draw from { $god }'s deck (hidden)
act-play = Play { $card }
act-play-open = Play { $card } (open card)
act-take-resource = Take { $what } (⚡1)
act-draw-two = Draw 2 cards (⚡2)
act-draw-one = Draw 1 card (⚡1, Freya)
act-discard = Discard { $card }
act-build = Build { $building } for { $price }
act-build-discount = Build { $building } for { $price } (discount: { $discount })
act-attack = Attack with { $card }
act-defend = Defend with { $card }
act-no-defence = No defence
act-weapon = Play { $option }
act-option-n = option { $n }
act-stop = Stop here
act-mute = Pass, and do not ask me again until my turn
act-thor = Thor: pay { $pay } for { $followers }
act-odin = Odin: pay { $cost } divine blood for { $followers }
act-loki = Loki: roll the white dice for followers
act-pick = Take { $what }
act-swap = Give { $pay }, get { $get }
act-god-deck = { $god }'s deck
act-random = A random card from the hand
# A card chosen for an effect, by the prompt: a temple's card kept, a card given, put under (a card
# taken: shell.ftl's take-card).
act-keep = Keep { $card }
act-give = Give { $card }
act-under = Put { $card } under the base deck
act-die = Turn die { $n } to { $face }

## The decision's controls
your-decision = Your decision
cards-you-look-at = Cards you look at
discard-you-may-take = The discard pile's cards you may take
open-cards = Open cards
nothing-with-card = Nothing can be done with this card now.
take-a-resource = Take a resource for 1 action
trade-group = Trade 4 resources for 1
trade-title = Trade 4 : 1
pay-less = { $kind ->
    [gold] Pay one gold less
    [diamond] Pay one diamond less
   *[blood] Pay one divine blood less
}
pay-more = { $kind ->
    [gold] Pay one gold more
    [diamond] Pay one diamond more
   *[blood] Pay one divine blood more
}
trade-get = Get
swap-group = Swap resources
get-less = { $kind ->
    [gold] Get one gold less
    [diamond] Get one diamond less
   *[blood] Get one divine blood less
}
get-more = { $kind ->
    [gold] Get one gold more
    [diamond] Get one diamond more
   *[blood] Get one divine blood more
}
get-one = Get { $what }
trade-button = Pay { $pay }, get { $get }

## The table
menu = Valda menu
discard-button = Discard pile ({ $n })
log-button = Log
the-table = The table
my-village = My village
view-tabs = Views
base-deck = Base deck: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
latest-events = Latest events
read-in-full = Read in full
cannot-play-now = This card cannot be played now.
hand-of = { $who }'s hand
open-cards-of = { $who }'s open cards
hand-hidden = { $who }'s cards are hidden until { $who } taps.
discard-pile = The discard pile
discard-pile-title = Discard pile: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
discard-top-first = Discard pile, top first
empty = Empty.
game-log = Game log
log-title = Log

## The attack
the-attack = The attack
# Who attacks, in turn order, as a list ("Sigrún, then Bjørn"): not one attacking the other.
attack-order = Attackers in order: { $names }
then-sep = {", "}then{" "}
fight-line = { $who } attacks { $target }
fight-line-cancelled = { $who } attacks { $target } (cancelled)
fight-line-again = { $who } attacks { $target } again
no-shield = No shield
waiting-for-defence = Waiting for the defence

## What an attack or a defence would come to (before it is confirmed)
preview-swords = { $n ->
    [one] { $n } sword
   *[other] { $n } swords
}
preview-swords-surtur = { $n ->
    [one] { $n } sword
   *[other] { $n } swords
} (Surtur +{ $bonus })
preview-shields = { $n ->
    [one] { $n } shield
   *[other] { $n } shields
}
preview-shields-tyr = { $n ->
    [one] { $n } shield
   *[other] { $n } shields
} (Tyr +{ $bonus })
preview-unknown = { $who }'s shield, not known until they defend
preview-no-shield = no shield
preview-hit = a hit
preview-stopped = stopped
# "4 swords against 3 shields: a hit. On a hit: …" (the result may be empty).
preview-line = { $swords } against { $against }{ $result ->
    [none] {""}
   *[other] : { $result }
}. { $cost }

## Yggdrasil and the map
track-label = Yggdrasil track
track-line = { $who }: { $n ->
    [one] { $n } follower
   *[other] { $n } followers
}, safe zone { $zone } held
domains-label = The god domains
temple-of-owner = { $who }'s temple, owner
temple-of = { $who }'s temple
empty-site = Empty site
temple-sites = { $god }'s temple sites
temple-cost = Temple: { $price }
cost-held = Costs { $price }; you hold { $have }.
cost-discount = { $n } off
affordable = Affordable
missing = Missing: { $what }
deck-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in { $god }'s deck
locked-by = Owned by { $who }: locked for the others
build-temple-of = Build a temple of { $god }

## A village
village-of = { $who }'s village
resources-label = Resources
mines = Mines
drills = Blood drills
places-count = { $label } { $built }/{ $max }
build-mine = Build a mine
build-drill = Build a blood drill
build = Build
hand-size = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand
levels-label = Ability levels
level = { $god } { $level }
no-abilities = No abilities yet

## Pieces to build
pieces-label = Pieces to build
pieces-title = Build:
piece-temple = Temple
piece-mine = Mine
piece-drill = Blood drill
hint-drag-temple = Drag the temple onto a domain, or tap the domain's Build button.
hint-temple-where = A temple goes on a domain with a Build button.
hint-village-where = Mines and blood drills go into your village.

## Refusals
err-illegal = That cannot be done now.

## New game
new-title = New game of { -valda }
cards-legend = Cards
cards-from-file = Cards: “{ $name }” (from a file)
cards-builtin = Cards: the built-in set of { $n }
load-card-list = Load a card list file (.tsv)
use-builtin = Use the built-in cards
card-list-ok = “{ $name }” is a valid card list: { $distinct } different cards, { $cards } in all.
card-list-refused = “{ $name }” cannot be used; the game keeps its cards. Problems:
privacy-legend = Privacy
privacy-text = Ask every player at each reaction moment, even with nothing to play, so that being asked gives nothing away (slower).
seed-text = The same seed deals the same cards and rolls the same dice. Leave empty for a new game.

## The end
becomes-god = { $who } becomes a god
share-victory = { $list } and { $last } share the victory
end-hint = Most followers wins; a tie goes to more temples, then to more resources.
tie-temples = temples decided the tie
tie-resources = resources decided the tie
tie-shared = tied on followers, temples and resources: the place is shared
col-place = Place
col-followers = Followers
col-temples = Temples
col-resources = Resources
end-log = The game's log
# Under the trade panel: what the decider holds once the chosen trade is made.
trade-after = You will then hold { $res }.
trade-not-allowed = Choose 4 of your resources to pay for 1.

## Embedded positions
embed-frame-label = { -valda } position
embed-credit = { -valda } in Skald
embed-actions = The legal actions: pick one to try it
