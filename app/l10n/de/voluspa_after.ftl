# Nach einem Zug: was geschah und warum (issue #45; app/src/voluspa/coach/after.rs): only the
# teaching builds use these words (feature `after`), not the embeds with `teach`.
after-value = { $tile } ist höher als jedes andere Plättchen seiner Reihe aus { $tiles ->
    [one] 1 Plättchen
   *[other] { $tiles } Plättchen
}: { $points }, eins je Plättchen.
after-valkyrie = Je eine Walküre an beiden Enden einer Reihe aus { $tiles } Plättchen: { $points }, eins je Plättchen.
after-bolt = Der Blitz wertet seine kürzeste Reihe aus mindestens 2 Plättchen, hier { $tiles }: { $points }.
after-serpent = Die beste Reihe der Seeschlange reicht über { $tiles } Felder, Lücken mitgezählt: { $points }.
after-dwarf = Die Hälfte der Werte { $tiles ->
    [one] des 1 Nachbarn
   *[other] der { $tiles } Nachbarn
} des Zwergs: { $points }.
after-hel = { $tiles ->
    [one] 1 Plättchen
   *[other] { $tiles } Plättchen
} rund um Hel: { $points }.
after-lone = Kein Plättchen daneben, in keiner Richtung: { $points }.
after-nio = Es hat einen Niohoggr bedeckt: { $points } mehr.
after-nio-line = { $n ->
    [one] 1 Niohoggr
   *[other] { $n } Niohoggr
} in dieser Reihe: +{ $bonus }.
after-nothing = Es gewinnt keine Reihe: Eine Reihe zählt nur für ein Plättchen, das höher ist als jedes andere darin, oder nach der eigenen Regel des Plättchens.
after-raven-stays = Die Punkte des Raben bleiben, und der Zug endet.
after-discard = Kein Plättchen passte irgendwo: Das Plättchen scheidet aus, und der Zug bringt keine Punkte.
after-discard-hermod = Nichts passte in Hermods Reihen: Das Plättchen scheidet aus, Hermods Punkte bleiben, und dafür wird ein neues gezogen.
after-discard-down = Nach dem Fang lagen mehr als 5 Plättchen auf der Hand: Abgeworfene Plättchen scheiden aus.
after-turn-end = { $who } hat in diesem Zug { $points } gemacht ({ $score } insgesamt) und { $drew ->
    [0] kein Plättchen
    [one] 1 Plättchen
   *[other] { $drew } Plättchen
} gezogen.
