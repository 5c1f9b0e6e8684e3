# After a move: what happened and why (issue #45; app/src/valda/coach/after.rs): only the
# teaching builds use these words (feature `after`), not the embeds with `teach`.
## After a move: why (each event's log line comes first)
after-hit = The attack hit: { $attack } swords beat { $defence } shields, and a hit needs more swords than shields.
after-hit-open = The attack hit: no shield answered its { $attack } swords, and an attack nobody answers always hits.
after-stopped = The attack was stopped: { $defence } shields hold { $attack } swords, since a hit needs more swords than shields (a tie goes to the defender).
after-trade = A trade: any 4 resources for 1 of one's choice, in the resource phase only.
after-heimdall = Heimdall level { $level }: { $rate } of one kind for 1 of another.
after-income = The roll: one yellow die per mine ({ $mines }), each 1 or 2 gold or diamonds, and one blue die per blood drill ({ $drills }), each 1 to 3 divine blood.
after-take = 1 action bought 1 resource from the supply.
after-built-mine = { $who } has { $n ->
    [one] 1 mine
   *[other] { $n } mines
} now: one yellow die more from the next resource phase on.
after-built-drill = { $who } has { $n ->
    [one] 1 blood drill
   *[other] { $n } blood drills
} now: one blue die more (divine blood) from the next resource phase on.
after-built-temple = { $who }'s temple brings 1 follower, a pick of the top 2 cards of { $god }'s deck, and { $god } level { $level }: { $gift }
after-built-owner = With a third temple there, { $who } owns { $god }'s domain: nobody else may build in it.
after-quiet = { $who } chose; nothing the others can see changed.
