# Nach einem Zug: was geschah und warum (issue #45; app/src/odin/coach/after.rs): only the
# teaching builds use these words (feature `after`), not the embeds with `teach`.
after-led = Wer folgt, muss { $value } mit { $size } oder { $more } Karten derselben Ziffer oder Farbe mit mehr Wert schlagen oder passen.
after-beat = Das schlägt die { $old }, die { $who } in die Mitte gelegt hatte: { $size ->
    [one] 1 Karte
   *[other] { $size } Karten
} gegen { $had }, gleich viele Karten oder eine mehr, und { $value } ist mehr als { $old }.
after-took = Wer die Mitte schlägt, nimmt eine ihrer Karten auf die Hand und wirft den Rest ab; jetzt liegt das Spiel von { $who } in der Mitte, Wert { $value }.
after-passed = { $left ->
    [0] Alle anderen haben gepasst: Die Runde endet.
    [one] Noch 1 Mitspieler muss passen, damit die Runde endet.
   *[other] Noch { $left } Mitspieler müssen passen, damit die Runde endet.
}
after-round-ended = Seit { $who } gespielt hat, haben alle anderen gepasst: { $who } beginnt die nächste Runde.
after-hand-ended = Der Durchgang ist vorbei: { $who } bekommt 0 Punkte, alle anderen 1 Punkt je übrige Karte ({ $points }).
