# Valda cards: names (German: our own, there is no German printing), types and the
# effect vocabulary worded (app/src/valda/card_words/). Every step is worded as an
# order to the card's player, without a capital; the code joins and capitalises them.

## Names. English keeps the card list's names; the selectors are there for German.
# $id is the card id after the deck ("treasure_chest"), $name the list's name.
card-name = { $id ->
   *[other] { $name }
}
# $key is an option's snake_case name, $fallback the name made from it.
option-name = { $key ->
    [war_horn] War Horn
    [sound_of_the_gjallarhorn] Sound of the Gjallarhorn
    [vanished] Vanished
    [crown_of_fortune] Crown of Fortune
    [thief] Thief
    [tyrs_revenge] Tyrs Revenge
    [resisted] Resisted
    [surturs_claim] Surturs Claim
    [hammertime] Hammertime
    [wrath_of_thor] Wrath of Thor
    [backstab] Backstab
    [deadly_dagger] Deadly Dagger
    [bullseye] Bullseye
    [soulspear] Soulspear
   *[other] { $fallback }
}
a-card = a card

## Types and gods
type-action = Action
type-attack = Attack
type-defence = Defence
type-god-weapon = God weapon
god-heimdall = Heimdall
god-freya = Freya
god-surtur = Surtur
god-tyr = Tyr
god-thor = Thor
god-odin = Odin
god-loki = Loki
cost-free = free
# On a card that came into the hand since its holder last acted.
new-card = New

## The accessible description of a card face
# $kind: action, attack, defence, god-weapon.
label-head = { $name }: { $kind ->
    [action] action
    [attack] attack
    [defence] defence
   *[god-weapon] god weapon
}
label-swords = , { $n ->
    [one] { $n } sword
   *[other] { $n } swords
}
label-shields = , { $n ->
    [one] { $n } shield
   *[other] { $n } shields
}
label-god = , from { $god }'s deck
label-end = { $head }. { $text }

## Amounts
n-gold = { $n } gold
n-diamond = { $n ->
    [one] { $n } diamond
   *[other] { $n } diamonds
}
n-blood = { $n } divine blood
n-resources = { $n ->
    [one] { $n } resource
   *[other] { $n } resources
}
n-your-choice = { $n ->
    [one] { $n } resource of your choice
   *[other] { $n } resources of your choice
}
n-their-choice = { $n ->
    [one] { $n } resource of their choice
   *[other] { $n } resources of their choice
}
n-gold-diamond = { $n ->
    [one] { $n } gold or diamond
   *[other] { $n } gold or diamonds (any mix)
}
n-any-kind = { $n ->
    [one] { $n } resource of any kind
   *[other] { $n } resources of any kind
}
n-followers = { $n ->
    [one] { $n } follower
   *[other] { $n } followers
}

## Whom a step hits: the attacked player (hit), a player the card's player picks (chosen),
## every other player (each_other), everyone (all), the attacker (attacker), or the one
## just named (they).
# give { $who } 1 gold
to-whom = { $t ->
    [hit] the attacked player
    [chosen] a player of your choice
    [each_other] every other player
    [all] every player (you too)
    [attacker] the attacker
   *[they] them
}
# make/let { $who } do something
make-whom = { $t ->
    [hit] the attacked player
    [chosen] a player of your choice
    [each_other] every other player
    [all] every player (you too)
    [attacker] the attacker
   *[they] them
}
# take something { $from }
from-whom = { $t ->
    [hit] from the attacked player
    [chosen] from a player of your choice
    [each_other] from every other player
    [all] from every player
    [attacker] from the attacker
   *[they] from them
}
# kill 1 follower { $of }
of-whom = { $t ->
    [hit] of the attacked player
    [chosen] of a player of your choice
    [each_other] of every other player
    [all] of every player
   *[attacker] of the attacker
}
# take a card { $hand }
hand-of = { $t ->
    [hit] from the attacked player's hand
    [chosen] from the hand of a player of your choice
    [each_other] from every other player's hand
    [all] from every player's hand
    [attacker] from the attacker's hand
   *[they] from their hand
}

## The steps (rulings §1.3)
do-gain = take { $what } from the supply
do-give = give { $who } { $what } from the supply
do-gain-followers = gain { $followers }
do-lose-followers = lose { $followers } (safe zones apply)
# $from, $to: gold, diamond, blood, golddiamond, any.
do-convert = swap up to { $n } of your { $from ->
    [gold] gold
    [diamond] diamonds
    [blood] divine blood
    [golddiamond] gold and diamonds
   *[any] resources
}, one for one, for { $to ->
    [gold] gold
    [diamond] diamonds
    [blood] divine blood
   *[any] resources of your choice
} from the supply
do-followers-for = pay { $cost } for { $followers }, { $times ->
    [one] once
   *[other] up to { $times } times
}
do-roll-followers-yellow = roll 1 yellow die and gain as many followers as the gold or diamonds it shows
do-roll-followers-blue = roll 1 blue die and gain as many followers as the divine blood it shows
do-roll-followers-white = roll 1 white die and gain as many followers as it shows, or lose them if it shows a minus (safe zones apply)
do-roll-resources-yellow = { $n ->
    [one] roll 1 yellow die and take the gold or diamonds it shows
   *[other] roll { $n } yellow dice and take the gold and diamonds they show
}
do-roll-resources-blue = { $n ->
    [one] roll 1 blue die and take the divine blood it shows
   *[other] roll { $n } blue dice and take the divine blood they show
}
do-roll-resources-white = { $n ->
    [one] roll 1 white die (it shows no resources, so you gain nothing)
   *[other] roll { $n } white dice (they show no resources, so you gain nothing)
}
do-borrow = take { $now } of your choice now; at the end of your turn pay { $later } of your choice to the supply (all you have, if fewer)
# $kind: mine, drill, temple.
do-discount = the first { $kind ->
    [mine] mine
    [drill] blood drill
   *[temple] temple
} you build this turn costs { $cost } less (you choose which; such discounts add up)
do-build-free = add 1 { $kind ->
    [mine] mine
   *[drill] blood drill
} to your village for free, if you have fewer than { $max } (this is not one of your builds)
do-draw = draw { $cards } from the base deck
do-let-draw = let { $who } draw { $cards } from the base deck
do-draw-god-choice = { $n ->
    [one] take the top card of a god deck of your choice into your hand
   *[other] take the top { $n } cards of a god deck of your choice into your hand
}
do-draw-god = { $n ->
    [one] take the top card of { $god }'s god deck into your hand
   *[other] take the top { $n } cards of { $god }'s god deck into your hand
}
do-look-god-tops = { $n ->
    [one] secretly look at the top card of a god deck and leave it there
   *[other] secretly look at the top card of { $n } different god decks and leave them there
}
do-search = secretly look at the top { $look ->
    [one] card
   *[other] { $look } cards
} of the base deck, take { $take } of them into your hand and put the rest under the base deck in any order
# $filter: any, action, attack, defence.
do-take-from-discard = take { $n ->
    [one] 1 { $filter ->
        [action] action card
        [attack] attack card
        [defence] defence card
       *[any] card
    } of your choice
   *[other] up to { $n } { $filter ->
        [action] action cards
        [attack] attack cards
        [defence] defence cards
       *[any] cards
    } of your choice
} from the discard pile
do-take-best-defence = { $n ->
    [one] take the defence card with the highest printed defence from the discard pile (you break ties)
   *[other] take the { $n } defence cards with the highest printed defence from the discard pile (you break ties)
}
do-followers-per-discard = put up to { $n ->
    [one] 1 other card
   *[other] { $n } other cards
} from your hand on the discard pile and gain 1 follower for each
do-switch-card = take 1 random card { $hand }, then give them 1 card of your choice from your hand (it may be the one you just took)
do-take-card = take { $n ->
    [one] 1 card
   *[other] { $n } cards
} { $from }: { $n ->
    [one] one of their open cards (you pick) or a random card from their hand
   *[other] each one of their open cards (you pick) or a random card from their hand
}
do-extra-actions = get { $n ->
    [one] 1 extra action
   *[other] { $n } extra actions
} in this game phase
do-build-limit = you may build up to { $n } buildings in this turn's building phase (several such cards never add up: the highest number counts)
do-kill = kill { $followers } { $of }
do-kill-their = kill { $n } of their followers
do-steal-followers = steal { $followers } { $from }
do-steal-resource = take { $what } { $from }
do-burn-resource = make { $who } return { $what } to the supply
do-steal-card = take { $n ->
    [one] 1 random card
   *[other] { $n } random cards
} { $hand }
do-discard-random = make { $who } put { $n ->
    [one] 1 random card
   *[other] { $n } random cards
} from their hand on the discard pile
do-keep-attack-card = put the attack card into your hand instead of the discard pile
do-undefendable = the attack can no longer be answered with a defence card
do-double-attack = the attack's power is doubled
do-redirect-attack = name another player who is not the attacker; the attack now targets them
do-cancel-attack-take-card = cancel the attack and take its attack card into your hand
do-double-kill = the attack kills twice as many followers (safe zones still apply)
do-set-die = turn one die of that roll to any face of that die
do-cancel-build = the build does not happen; the builder pays nothing but still uses up one of their builds
do-play-again = the stopped attack card comes back and attacks the same player again at once, as a free attack
do-double-yellow = the action card you are playing resolves twice (you pay its action once)
# Where a step stands inside on(…) with a target that is neither the victim nor a gainer.
for-each-other = once for every other player: { $step }
for-chosen = choose another player, then { $step }

## Whole cards
# Whether a full sentence after a colon starts with a capital.
capital-after-colon = no
free-to-play = Free to play (no action).
spent-anyway = If there is none, the action is spent anyway.
on-hit = On a hit: { $steps }.
defence-n = Defence { $n }.
reflect = Ignores power: the attack fails against you and its effect hits the attacker instead, with you gaining what it would give.
if-stopped = If it stops the attack, { $steps }.
defence-idle = No effect on a defence card: { $steps }.
god-weapon-intro = God weapon, choose one option.
# $when: a window below.
option = { $name } ({ $when }): { $steps }.
window-anytime = at any time
window-die-rolled = after any roll of dice
window-attack-declared = when an attack is declared
window-attacked = when you are attacked
window-attack-hit = when an attack hits
window-defended-defender = after you stopped an attack with a defence card
window-defended-attacker = after your attack was stopped by a defence card
window-own-yellow-played = when you play an action card
window-build-declared = when another player declares a build
sentence = { $steps }.
