# Valda's coach (issue #45, docs/coach.md): a note at every decision, in our own words,
# agreeing with valda-rulings.md. Only a build with the `coach` feature uses this file.
# The terms are those of valda.ftl and valda_cards.ftl.

## Where the turn stands
turn-yours = Round { $round } of { $rounds }, your turn.
turn-of = Round { $round } of { $rounds }, { $who }'s turn.
phase-resources = Resource phase: dice bring resources, and only now may resources be traded 4 for 1.
phase-game = Game phase: draw, then spend actions on action cards, resources or more cards.
phase-building = Building phase: up to { $limit } builds — mines, blood drills, temples.
phase-attack = Attack phase: each other player gets one slot to attack { $who }, the most followers first.
phase-attack-you = Attack phase: each other player gets one slot to attack you, the most followers first.
phase-followers = Followers phase, the last of the turn: gods turn resources into followers.

## The moment, by the prompt's kind
moment-roll = Roll { $yellow ->
    [one] 1 yellow die
   *[other] { $yellow } yellow dice
} (one per mine: each brings 1 or 2 gold or diamonds){ $blue ->
    [0] ; a blood drill would add a blue die for divine blood
    [one] { " " }and 1 blue die (your blood drill: 1 to 3 divine blood)
   *[other] { " " }and { $blue } blue dice (one per blood drill: 1 to 3 divine blood each)
}.
moment-resources = You hold { $res }. Trade any 4 resources for 1 of your choice as often as you like{ $rate ->
    [0] {""}
   *[other] , or use Heimdall: { $rate } of one kind for 1 of another
}; then end the phase.
moment-draw-step = Draw { $n } base cards { $hidden ->
    [yes] into your hand, unseen by the others (Freya)
   *[no] face up: they are yours, but everyone sees them until your game phase ends
}.{ $owner ->
    [none] {""}
   *[other] { " " }As owner of { $owner } you may instead take the top card of { $count ->
        [one] its god deck
       *[other] one of their god decks
    }, hidden.
}
moment-actions = { $n ->
    [0] No actions left
    [one] 1 action left
   *[other] { $n } actions left
}: an action card costs 1 (some cost none), 1 resource costs 1, 2 hidden base cards cost 2{ $freya ->
    [yes] , 1 card costs 1 (Freya)
   *[no] {""}
}. Unused actions are lost when the phase ends.
moment-hand-limit = Your game phase is over and you hold { $cards } cards: at most { $limit } may stay. Discard { $over }, your choice.
moment-building = { $left ->
    [one] 1 build
   *[other] { $left } builds
} left, and you hold { $res }. A mine or blood drill rolls one more die from your next turn; a temple brings 1 follower, your pick of its god deck's top 2 cards, and its god's gift.
moment-discount = This turn { $list }.
discount-on = { $kind ->
    [mine] your first mine
    [drill] your first blood drill
   *[temple] your first temple
} costs { $n } less
moment-followers = You have { $followers }.
moment-followers-none = No god of yours turns resources into followers yet (Thor, Odin) or rolls for them (Loki): end your turn.
moment-open-moment = A moment for god-weapon options that work at any time: play one now, or pass.
moment-slot = { $who } is the target: you may attack with an attack card ({ $left ->
    [one] 1 attack
   *[other] { $left } attacks
} left in your slot). It hits unless { $who } answers with a defence card of at least as many shields. Once you pass, your slot is over.
moment-defend = { $who } attacks you with { $card }: { $swords }. A defence card with at least as many shields stops it (a tie goes to you); without one it hits. { $effect }
moment-pick-gain = Choose which { $n } resources you take from the supply: any mix of kinds.
moment-pick-steal = Choose { $n ->
    [one] which of { $who }'s resources you take
   *[other] which { $n } of { $who }'s resources you take
}: { $who } holds { $res }.
moment-pick-burn = Choose { $n ->
    [one] which of { $who }'s resources goes
   *[other] which { $n } of { $who }'s resources go
} back to the supply: { $who } holds { $res }.
moment-pick-repay = Pay back what you borrowed: choose { $n } of your resources for the supply. You hold { $res }.
moment-swap = { $card }: swap up to { $n } of your resources one for one. You hold { $res }.
moment-pay-for = { $card }: pay { $cost } for { $followers }, up to { $left } more times. You hold { $res }.
moment-victim = { $card }: choose the other player it hits.
moment-redirect = Vanished: the attack leaves you. Name who is attacked instead — not { $attacker } — and they may defend.
moment-draw-god = Choose a god deck: its top { $n ->
    [one] card comes
   *[other] { $n } cards come
} into your hand, hidden.
moment-look-god = Look at the top card of a god deck, { $left } more: it stays there, only you see it.
moment-keep-god-card = Your new { $god } temple: keep one of these cards; the other goes under { $god }'s deck.
moment-search-take = You look at the top of the base deck: take { $left } more into your hand.
moment-search-under = Put the cards you did not take under the base deck, one by one.
moment-from-discard = From the discard pile, take up to { $left ->
    [one] 1 card
   *[other] { $left } cards
}{ $filter ->
    [attack] { " " }(attack cards only)
    [defence] { " " }(defence cards only)
    [best_defence] { " " }(of the defence cards with the most shields)
    [action] { " " }(action cards only)
   *[other] {""}
}; everyone sees which.
moment-sacrifice = Discard up to { $left } more cards: 1 follower each. You have { $followers } and { $cards } cards.
moment-give = Give { $who } one card of your hand (it may be the one you just took).
moment-take-card = Take a card from { $who }: one of their open cards, or a random one of the { $hand } in their hand.
moment-set-die = Crown of Fortune: turn one die of this roll to any face of that die. The roll: { $faces }.

## The moment of a god-weapon window
window-anytime = A moment for god-weapon options that work at any time.
window-die-rolled = { $who } rolled { $faces }. Before the dice count, { $crown } may turn one of them to any face.
window-die-rolled-you = You rolled { $faces }. Before the dice count, { $crown } may turn one of them to any face.
window-attack-declared = { $attacker } attacks { $target } with { $card } ({ $swords }). Before the defence: { $horn } makes it undefendable, { $wrath } doubles its swords, { $revenge } cancels it and takes the card.
window-attack-declared-you = { $attacker } attacks you with { $card } ({ $swords }). Before you defend: { $horn } makes it undefendable, { $wrath } doubles its swords, { $revenge } cancels it and takes the card, { $vanished } passes it to another player.
window-attack-declared-yours = You attack { $target } with { $card } ({ $swords }). Before the defence: { $horn } makes it undefendable, { $wrath } doubles its swords.
window-attacked = { $attacker } attacks you with { $card } ({ $swords }). Before you defend, { $vanished } passes the attack to another player.
window-attack-hit = { $card } of { $attacker } hits { $target }. Before it takes effect, { $spear } doubles the followers it kills.
window-attack-hit-you = { $card } of { $attacker } hits you. Before it takes effect, { $spear } doubles the followers it kills.
window-attack-hit-yours = Your { $card } hits { $target }. Before it takes effect, { $spear } doubles the followers it kills.
window-defended-defender = You stopped { $card } of { $attacker }. { $resisted } now brings you followers.
window-defended-attacker = { $target } stopped your { $card }. { $claim } lets you declare it again at once against { $target }, as a free attack.
window-own-yellow-played = You announced { $card }. { $hammer } makes it resolve twice for its one action.
window-build-declared = { $who } declared { $building }. { $backstab } cancels it: { $who } pays nothing but loses that build.
window-build-declared-yours = You declared { $building }. { $backstab } may cancel it: you would pay nothing but lose that build.

## What each option does here
choice-roll = Yellow dice show 1 gold, 2 gold, 1 diamond or 2 diamonds; blue dice 1 to 3 divine blood.
choice-trade = 4 of your { $have } resources for 1 of your choice; only in the resource phase.
choice-heimdall = Heimdall level { $level }: { $rate } of one kind for 1 of another, as often as you like in your resource and building phases.
choice-end-resources = On to the game phase; what you hold stays yours, but trading 4 : 1 ends.
choice-end-game = Ends your game phase: { $n ->
    [0] no action is left
    [one] 1 unused action is lost
   *[other] { $n } unused actions are lost
}, and open cards join your hand.
choice-end-building = Ends building{ $n ->
    [0] {""}
    [one] : 1 unused build is lost
   *[other] : { $n } unused builds are lost
}. Then the others may attack you.
choice-go-on = The phase goes on.
choice-end-turn = Ends your turn{ $owed ->
    [0] {""}
   *[other] : first you pay back { $owed } borrowed resources (all you have if fewer)
}; the next player begins.
choice-open-draw = { $n } base cards { $hidden ->
    [yes] into your hand, hidden
   *[no] face up
}; { $deck } left in the base deck.
choice-owner-draw = The top card of { $god }'s deck, hidden ({ $left } left there), instead of the base cards.
choice-costs = Costs 1 action ({ $left } left after).
choice-free = Costs no action.
choice-take-resource = 1 action: you would hold { $res }.
choice-draw-two = 2 actions for 2 hidden base cards ({ $deck } in the base deck).
choice-draw-one = Freya: 1 action for 1 hidden base card.
choice-discard-limit = It goes face up on the discard pile. The card: { $text }
choice-sacrifice = +1 follower: { $before } → { $after }.
choice-build-mine = Mines { $before } → { $after }: one more yellow die from your next resource phase.
choice-build-drill = Blood drills { $before } → { $after }: one more blue die (divine blood) from your next resource phase.
choice-build-temple = +1 follower, your pick of the top 2 cards of { $god }'s deck, and { $god } level { $level }: { $gift }
choice-build-owner = Your third temple there: you own the domain, nobody else may build in it, and you may draw from its deck instead of the base cards.
choice-attack-tyr = { $who }'s defence cards get +{ $n } (Tyr).
choice-pass-slot = Your slot ends: no more attacks from you in this phase.
choice-pass = Play nothing now.
choice-stop = What the card still allows is lost.
choice-mute = Play nothing, and do not be asked in this kind of moment until your next turn.
choice-thor = { $followers }: { $before } → { $after }; { $left ->
    [0] Thor's last use this turn
    [one] 1 more use after this
   *[other] { $left } more uses after this
}.
choice-odin = { $followers }: { $before } → { $after }; { $left ->
    [0] Odin's last use this turn
    [one] 1 more use after this
   *[other] { $left } more uses after this
}.
choice-loki = Once per turn: { $n ->
    [one] 1 white die
   *[other] { $n } white dice
} of −1, −1, +1, +1, +2, +3 followers; a loss never takes you below { $zone } (your safe zone).
choice-pick-gain = From the supply, any mix.
choice-pick-steal = From { $who }'s { $res }.
choice-pick-burn = Back to the supply, from { $who }'s { $res }.
choice-pick-repay = Back to the supply, from your { $res }.
choice-swap = One for one; you hold { $res }.
choice-player = { $followers }, { $res }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} in hand.
choice-god-deck = { $n ->
    [0] No card left in this deck.
    [one] 1 card left in this deck.
   *[other] { $n } cards left in this deck.
}
choice-random = A random one of the { $n } cards in { $who }'s hand.
choice-die = Die { $n } shows { $now } now.

## What each god-weapon option does here (its card says the rest)
option-bullseye = { $n ->
    [one] 1 card in the discard pile.
   *[other] { $n } cards in the discard pile to choose from.
}
option-soulspear = { $who } has { $followers }; a loss never takes them below { $zone }.
option-vanished = { $attacker } must then attack another player of your choice (not { $attacker }), who may defend.
option-crown-of-fortune = The roll: { $faces }.
option-thief = Cards the others hold, in hand and open: { $list }.
option-tyrs-revenge = { $card } ({ $swords }) of { $attacker } is cancelled, and it still counts as their attack.
option-war-horn = { $target } may then not answer { $card } ({ $swords }) with a defence card.
option-sound-of-the-gjallarhorn = { $n ->
    [one] 1 defence card in the discard pile.
   *[other] { $n } defence cards in the discard pile.
}
option-resisted = You have { $followers }.
option-surturs-claim = { $card } ({ $swords }) comes back against { $target } at once, as a free attack.
option-hammertime = { $card } resolves twice for its one action: { $text }
option-wrath-of-thor = { $card } would go from { $swords } to { $double } swords.
option-backstab = { $who } loses that build and pays nothing.
option-deadly-dagger = { $n ->
    [one] 1 attack card in the discard pile.
   *[other] { $n } attack cards in the discard pile.
}
option-unknown = A god-weapon option.

## A god's gift at a level (temples)
gift-heimdall = trade { $rate } of one kind for 1 of another in your resource and building phases.
gift-freya = your draw step brings { $n } cards into your hand, hidden, and 1 action draws 1 card.
gift-surtur = { $attacks ->
    [one] 1 attack
   *[other] { $attacks } attacks
} per slot{ $bonus ->
    [0] {""}
   *[other] , and +{ $bonus } to your attack cards
}.
gift-tyr = +{ $bonus } to each defence card you play.
gift-thor = pay { $cost } gold or diamonds for 1 follower, up to { $times } times in your followers phase.
gift-odin = pay { $cost } divine blood for { $followers }, up to { $times } times in your followers phase.
gift-loki = once in your followers phase, roll { $n ->
    [one] 1 white die
   *[other] { $n } white dice
} for followers (or losses).

## The sections of the rules help (for the list of rules seen)
section-phase-resources = The resource phase
section-phase-game = The game phase
section-phase-building = The building phase
section-phase-attack = The attack phase
section-phase-followers = The followers phase
section-temples = Temples and domains
section-tree = The track and its safe zones
section-abilities = What the gods give
section-cards = Cards and god weapons
section-gallery = Every card, one by one
