# Völuspá's coach (issue #45, docs/coach.md): a note at every decision, in our own words,
# agreeing with voluspa-rulings.md. Only a build with the `coach` feature uses this file.

## The moment
moment-play = Place one tile from your hand. Next to the board it scores each of its lines (row and column) in which it is now worth more than every other tile: 1 point per tile of that line. Then you draw back to 5. You hold { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}; { $pile } left in the pile.
moment-stuck = None of your tiles can be placed anywhere: discard one. It leaves the game, and you score nothing this turn.
moment-hermod = Hermod scored { $points }. You may place one more tile so that it ends up in Hermod's row or column line, or on Hermod{ $hel ->
    [yes] { " " }(a Hel: on Hermod or on a tile around him)
   *[no] {""}
}; or end your turn.
moment-hermod-stuck = Hermod scored { $points }. None of your tiles fits into Hermod's lines: end your turn, or discard a tile to draw a new one for it. Hermod's points stand either way.
moment-raven = Your Raven scored { $points }. It may fly once more: lift it onto another cell and score again. Or leave it where it is.
moment-discard-down = Your Skadi brought { $tile } into your hand: you hold { $tiles } tiles. Discard down to 5 — discarded tiles leave the game. You draw nothing this turn.

## What each option does here
choice-place = It fits on { $cells ->
    [one] 1 cell
   *[other] { $cells } cells
} now and scores up to { $points } ({ $list }).
choice-place-none = It fits on { $cells ->
    [one] 1 cell
   *[other] { $cells } cells
} now but scores nothing there.
choice-boost = Boosted with { $freya ->
    [one] your Freya
   *[other] your { $freya } Freya
} it is worth { $value } and scores up to { $points }.
choice-skip-raven = The Raven stays; its points stand and your turn ends.
choice-end-turn = Your turn ends here; Hermod's points stand.
choice-discard = It leaves the game; you score nothing this turn.
choice-discard-hermod = It leaves the game, and you draw a new tile for it at the end of your turn (while the pile lasts).
choice-discard-down = It leaves the game.
count-cover = { $n ->
    [0] No tile can be covered now.
    [one] 1 tile can be covered now.
   *[other] { $n } tiles can be covered now.
}
count-capture = { $n ->
    [0] No tile can be captured now.
    [one] 1 tile can be captured now.
   *[other] { $n } tiles can be captured now.
}
count-bump = { $n ->
    [0] No tile can be pushed now.
    [one] 1 tile can be pushed now.
   *[other] { $n } tiles can be pushed now.
}

## Each tile's rule, as the coach says it (the rules help has more)
tile-odin = Worth 8, the highest printed value: it leads a line when every other tile there is worth less (mind other Odins, boosted tiles, Fenrir packs, and Loki, who makes his neighbours 0).
tile-thor = Worth 7: it leads a line when every other tile in it is worth less.
tile-troll = Worth 6. Once placed, the cells next to it are closed to every tile but Trolls{ $dwarf ->
    [yes] { " " }and Dwarfs
   *[no] {""}
}, and the tiles next to it are safe from being covered{ $hel ->
    [yes] { " " }(except by Hel)
   *[no] {""}
}{ $jotunn ->
    [yes] , captured or pushed
   *[no] { " " }or captured
}.
tile-dragon = Worth 5. Instead of a free cell it may cover a tile — not a Dragon{ $hel ->
    [yes] , not Hel
   *[no] {""}
}, not one next to a Troll. The covered tile stops counting.
tile-fenrir = Fenrirs hunt in packs: each is worth the sum of the Fenrirs in its line (4 each). It scores a line when its pack, with it, is worth more than every other tile there.
tile-skadi = Worth 3. Instead of a free cell it may capture a tile — not a Skadi{ $hel ->
    [yes] , not Hel
   *[no] {""}
}, not one next to a Troll: that tile comes into your hand{ $freya ->
    [yes] { " " }(with the Freyas that boosted it)
   *[no] {""}
}, and you draw nothing this turn.
tile-valkyrie = Worth 2. At one end of a line whose other end is a Valkyrie it scores the whole line, whatever the values; between two Valkyries no other tile scores a line by value{ $bolt ->
    [yes] { " " }(a Lightning Bolt still does)
   *[no] {""}
}.
tile-loki = Worth 1. Every tile next to it is worth 0 (other Lokis keep their 1, a Fenrir adds 0 to its pack): it can break a lead, or let a small tile lead.
tile-hel = No value: a gap that ends lines. It only goes on top of a tile (not another Hel), even next to a Troll, and scores 1 per tile in the 8 cells around it. It is not one of your 5 tiles.
tile-hermod = Worth 3. After it scores you may place one more tile in Hermod's row or column line, or on Hermod.
tile-jotunn = Worth 5. Instead of a free cell it may take a tile's cell and push that tile to the end of its row or column line (never next to a Troll{ $hel ->
    [yes] , never into Hel
   *[no] {""}
}); the pushed tile scores nothing.
tile-sea-serpent = Worth 6. It scores its whole row or column of the board, gaps included, when it beats every tile there: the better of the two, 1 point per cell from end to end.
tile-dwarf = It scores no lines: half the sum of its neighbours' values, rounded down. It may go next to a Troll.
tile-freya = Worth 3. Or keep it to boost the tile you place: +1 to that tile's value for each Freya you discard.
tile-raven = Worth 4. It may also cover a tile — not a Raven{ $hel ->
    [yes] , not Hel
   *[no] {""}
}, not one next to a Troll — and after scoring it may fly once more to another cell and score again.
tile-niohoggr = Worth 7. Every line scored with a Niohoggr in it scores 2 more, whoever scores it; covering one still gives the 2 for each line you score.
tile-lightning-bolt = It only goes on top of a tile — not a Lightning Bolt{ $hel ->
    [yes] , not Hel
   *[no] {""}
}, not one next to a Troll — and scores its shortest line of 2 or more tiles, whatever the values.
