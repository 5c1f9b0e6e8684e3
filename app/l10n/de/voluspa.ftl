# Völuspá auf Deutsch. Namen der Plättchen, Erweiterungen und Sets wie in der deutschen
# Anleitung (voluspa-online-rules.de.txt): Drache, Walküre, Seeschlange, Zwerg, Rabe, Blitz …

-voluspa = Völuspá

## Tiles
tile-odin = Odin
tile-thor = Thor
tile-troll = Troll
tile-dragon = Drache
tile-fenrir = Fenrir
tile-skadi = Skadi
tile-valkyrie = Walküre
tile-loki = Loki
tile-hel = Hel
tile-hermod = Hermod
tile-jotunn = Jotunn
tile-sea-serpent = Seeschlange
tile-dwarf = Zwerg
tile-freya = Freya
tile-raven = Rabe
tile-niohoggr = Niohoggr
tile-lightning-bolt = Blitz

## Expansions and tile sets
expansion-base = Grundspiel
expansion-saga-of-edda = Die Sage von Edda
expansion-order-of-the-gods = In den Reihen der Götter
expansion-lightning-bolt = Der Blitz
set-base-only = Nur das Grundspiel
set-recommended = Empfohlen: { $name }
set-order-of-the-gods = In den Reihen der Götter
set-king-of-the-giants = König der Riesen
set-rise-of-the-serpents = Erwachen der Schlangen
set-master-of-ravens = Meister der Raben
set-whole-expansions = Grundspiel + ganze Erweiterungen …
set-custom = Grundspiel + Plättchen nach Wahl …
set-base-game = Grundspiel
set-recommended-label = { $name } (empfohlen)
set-base-plus = Grundspiel + { $list }

## Scoring rules (short names, in the log, previews and outlines)
rule-value-domination = höchstes der Reihe
rule-valkyrie-bookend = Walküren an beiden Enden
rule-lightning-bolt-shortest-line = kürzeste Reihe
rule-sea-serpent-extended-line = lange Reihe der Seeschlange
rule-dwarf-neighbours = halbe Nachbarwerte
rule-hel-neighbours = Plättchen um Hel
rule-lone-tile = einzelnes Plättchen
rule-niohoggr-bonus = Niohoggr-Bonus

## Directions
dir-up = nach oben
dir-down = nach unten
dir-left = nach links
dir-right = nach rechts
push-dir-up = nach oben
push-dir-down = nach unten
push-dir-left = nach links
push-dir-right = nach rechts
push-title = { $dir } schieben

## The board for keyboard and screen-reader players
cell-name = Zeile { $row }, Spalte { $col }: { $content }
cell-empty = leer
cell-last-move = , letzter Zug
cell-can-place = , hier kannst du legen
cell-can-cover = , hier kannst du legen, obendrauf
cell-can-capture = , hier kannst du legen und es auf die Hand nehmen
cell-can-bump = , hier kannst du legen und es wegschieben
cell-blocked = , von einem Troll blockiert
stack-hel = Hel, verdeckt
stack-tile = { $tile }, { $value }
stack-boosted = , verstärkt auf { $value }
stack-on = , auf { $tile }
board-name = { -voluspa }-Spielfeld
board-keys = Pfeiltasten bewegen über die Felder, Pos1 und Ende an die Enden einer Zeile. Eingabe oder Leertaste legt das gewählte Plättchen auf das Feld. Escape bricht die Wahl ab.
push-question = Jotunn: In welche Richtung soll der Stapel? Drücke eine Pfeiltaste: { $dirs }. Escape bricht ab.
cannot-push = Der Stapel kann nicht { $dir } geschoben werden, nur { $dirs }.
pick-first = Wähle zuerst ein Plättchen deiner Hand: Tab zu deinen Plättchen, dann Eingabe.
picked = { $cells ->
    [0] { $tile } gewählt.
    [one] { $tile } gewählt: { $cells } Feld, auf das es passt.
   *[other] { $tile } gewählt: { $cells } Felder, auf die es passt.
}
boosted = { $tile } mit { $n } Freya verstärkt: jetzt { $value } wert.
cancelled = Wahl abgebrochen.
step-at = { $who }: { $what }, Zeile { $row }, Spalte { $col }.
step = { $who }: { $what }.
scores = Punkte: { $list }.
turn-of = { $name } ist am Zug.
undone = { $steps ->
    [one] Der letzte Zug wurde zurückgenommen.
   *[other] { $steps } Züge wurden zurückgenommen.
}

## The prompt line
prompt-thinking = { $who } denkt nach …
prompt-turn-of = { $who } ist am Zug
prompt-discard-down = Du hast ein Plättchen genommen: wirf auf fünf Plättchen ab. Tippe ein Plättchen an, dann „Abwerfen“.
prompt-raven-keys = Rabe: lege ihn noch einmal (Eingabe, dann Pfeiltasten und Eingabe) oder lass ihn liegen.
prompt-raven = Rabe: lege ihn noch einmal (ziehen oder ein Feld antippen) oder lass ihn liegen.
prompt-hermod-discard = Hermod: Kein Plättchen passt in seine Reihen. Wirf ein Plättchen ab oder beende deinen Zug.
prompt-hermod = Hermod: Lege noch ein Plättchen in seine Zeile oder Spalte oder beende deinen Zug.
prompt-must-discard = Kein Plättchen kann gelegt werden: du musst eines abwerfen. Tippe ein Plättchen an, dann „Abwerfen“.
prompt-freya-keys = Freya: Pfeiltasten zu einem grünen Feld und Eingabe, oder zurück zu deinen Plättchen und Eingabe auf einem Plättchen, um es zu verstärken.
prompt-freya = Freya: Lege sie aufs Spielfeld oder auf ein Plättchen deiner Hand, um es zu verstärken.
prompt-tile-keys = { $tile }: Pfeiltasten zu einem grünen Feld, Eingabe zum Legen, Escape zum Abbrechen.
prompt-tile = { $tile }: ziehen oder ein grünes Feld antippen.
prompt-choose-keys = Wähle ein Plättchen deiner Hand (Tab, dann Eingabe), um es zu legen.
prompt-choose = Zieh ein Plättchen auf ein grünes Feld oder tippe ein Plättchen und dann ein Feld an.

## The move log and the hand-off's line
log-label = Zugliste
log-title = Züge
log-again = { $tile } noch einmal
log-boosted = { $what }, mit { $n } Freya verstärkt
log-pushing = { $what }, schiebt den Stapel { $dir }
log-taking = { $what }, nimmt { $tile } auf die Hand
log-freya-back = { $what } (mit { $n } Freya zurück)
log-points = { $what } (+{ $points })
log-points-rules = { $what } (+{ $points }: { $rules })
log-raven-stays = der Rabe bleibt liegen
log-ended-turn = Zug beendet
log-discarded = { $tile } abgeworfen
log-then = ; dann
summary-passed = { $who } hat gepasst.
summary-discarded = { $who } hat { $tiles } abgeworfen.
# Ein Plättchen in einer Liste abgeworfener (ohne Artikel: „Thor und Odin“).
a-tile = { $tile }
summary-twice = zweimal { $tile }
summary-times = { $n }-mal { $tile }
summary-then = , dann
summary-and-the = { " " }und{ " " }
summary-played = { $who } hat { $tiles } gelegt, für { $points ->
    [one] { $points } Punkt.
   *[other] { $points } Punkte.
}
summary-played-took = { $who } hat { $tiles } gelegt und { $taken } auf die Hand genommen, für { $points ->
    [one] { $points } Punkt.
   *[other] { $points } Punkte.
}

## Scores
scores-label = Punkte
mat-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tiles-in-hand = Plättchen auf der Hand
pile-title = Plättchen im Nachziehstapel
pile = Stapel { $n }
score-place = { $score } · { $place }
score-place-long = { $score } · als { $place } erreicht
ordinal = { $n }.

## Previews and errors on the board
preview-none = +{ $points }: keine Reihe wertet hier
preview-one = +{ $points }: { $rule }
preview-many = +{ $points }: { $list }
preview-part = { $rule } +{ $points }
cell-not-possible = Dieses Feld geht nicht
no-freya-left = Keine Freya mehr, um { $tile } zu verstärken
all-freya-used = Alle deine Freya verstärken schon { $tile }

## Why the engine refuses a move
err-not-in-hand = Du hast kein Plättchen { $tile } auf der Hand
err-not-enough-freya = Du willst { $wanted } Freya, hast aber { $have }
err-hel-boosted = Hel kann nicht verstärkt werden
err-not-adjacent = Dieses Feld berührt kein Plättchen
err-next-to-troll = Dieses Feld liegt neben einem Troll
err-line-too-long = Eine Reihe wäre länger als 7
err-must-cover = { $tile } muss auf ein Plättchen gelegt werden
err-occupied = Dieses Feld ist schon belegt
err-on-hel = Auf Hel darf nichts gelegt werden
err-cannot-cover = { $tile } darf nicht auf { $covered } gelegt werden
err-target-next-to-troll = Das Plättchen auf diesem Feld liegt neben einem Troll
err-cannot-capture = Skadi kann { $tile } nicht erobern
err-nothing-to-bump = Auf diesem Feld liegt nichts zum Wegschieben
err-push-without-jotunn = Nur ein Jotunn kann wegschieben, nicht { $tile }
err-bump-into-hel = Der Stapel kann nicht { $dir } geschoben werden: Hel beendet diese Reihe
err-bump-next-to-troll = Das geschobene Plättchen käme neben einen Troll
err-not-in-hermod-line = Dieses Feld liegt nicht in Hermods Zeile oder Spalte
err-hel-not-near-hermod = Hel muss auf oder um Hermod liegen
err-raven-same-cell = Der Rabe muss beim zweiten Mal auf ein anderes Feld
err-only-raven-now = Jetzt darf nur der Rabe ein zweites Mal gelegt werden
err-must-place = Du kannst ein Plättchen legen, also darfst du nicht abwerfen
err-not-now = Das geht jetzt nicht
err-then-without-raven = Nur der Rabe wird zweimal gelegt
err-empty-move = Der Zug ist leer
err-chain-without-hermod = Nur Hermod erlaubt ein weiteres Plättchen
err-other = { $message }

## The play screen
menu = { -voluspa }-Menü
fit = Einpassen
fit-title = Das Spielfeld in den Bildschirm einpassen
log = Züge
unboost = { $tile } nicht verstärken (+{ $n })
place-tile = { $tile } legen
leave-raven = Rabe liegen lassen
end-turn = Zug beenden
discard-tile = { $tile } abwerfen
tiles-hidden = Plättchen verdeckt, bis der Spieler tippt.
held-tiles = Plättchen von { $name }
results = Ergebnis
handoff-things = Plättchen

## The hand
your-raven = Dein Rabe
raven-once-more = Rabe: noch einmal legen
again = nochmal
your-tiles = Deine Plättchen
hand-spent = { $tile } (zum Verstärken abgeworfen)
hand-boosted = { $tile }, mit { $n } Freya verstärkt
hand-boost-badge = +{ $n } Freya
hand-boost-caption = Verstärkung
tile-title = { $tile } ({ $value })
tile-title-on = { $tile } ({ $value }) auf { $under }
tile-on = auf { $tile }
hel-title = Hel (verdeckt: eine Lücke in jeder Reihe)

## New game
new-title = Neues Spiel { -voluspa }
tiles-legend = Plättchen
tile-set = Plättchen-Set
kinds-of-tile = { $n ->
    [one] { $n } Art Plättchen: { $list }.
   *[other] { $n } Arten Plättchen: { $list }.
}
no-late-hel = Variante „Hel nicht spät“: Mit dem letzten gezogenen Plättchen verlassen alle Hel-Plättchen auf der Hand das Spiel.
seed-hint = Derselbe Startwert teilt dieselben Plättchen aus. Leer lassen für eine neue Verteilung.

## The game's own page
no-game = Kein laufendes Spiel

## End of the game
wins = { $count ->
    [one] { $names } gewinnt
   *[other] { $names } gewinnen
}
tied-top = Punktgleich: Wer die Punktzahl zuerst erreicht hat, steht vorn.
see-board = Spielfeld ansehen

## Rules help
rules-title = { -voluspa }: die Plättchen
rules-lede = In deinem Zug legst du ein Plättchen deiner Hand neben das Spielfeld (manche auch auf ein Plättchen). Es wertet jede seiner Reihen – Zeile und Spalte, höchstens sieben Plättchen –, in der es jetzt das höchste ist: ein Punkt je Plättchen. Dann ziehst du auf fünf nach. Sind Stapel und alle Hände leer, gewinnt die höchste Punktzahl; bei Gleichstand, wer sie zuerst erreicht hat.
rules-try = { " " }Tippe auf ein grünes Feld, um es auszuprobieren.
example-invalid = Die Notation dieses Beispiels ist ungültig.
example-board = Beispielfeld: { $notation }
example-scores = { $tile } wertet { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
example-again = Nochmal
help-odin = Das stärkste einfache Plättchen. Lege ein Plättchen an eines, das schon liegt; es wertet jede seiner Reihen (Zeile und Spalte), in der es nun das höchste Plättchen ist: ein Punkt je Plättchen der Reihe. Keine Reihe darf länger als sieben Plättchen werden.
caption-odin = Wohin Odin darf: auf jedes leere Feld am Spielfeld.
help-thor = Ein einfaches Plättchen mit Wert 7: es führt jede Reihe ohne Odin an (und ohne verstärkte Plättchen).
caption-thor = Thor darf auf jedes grüne Feld.
help-troll = Die Felder neben einem Troll sind blockiert: nur ein Troll oder ein Zwerg darf dort hin. Ein Plättchen neben einem Troll darf auch nicht überdeckt, erobert oder weggeschoben werden.
caption-troll = Rote, schraffierte Felder blockiert der Troll für Thor; grüne Felder sind frei.
help-dragon = Darf auf ein Plättchen statt daneben gelegt werden: nicht auf einen anderen Drachen, nicht auf Hel, nicht auf ein Plättchen neben einem Troll. Das überdeckte Plättchen zählt nicht mehr und verliert seine Verstärkung.
caption-dragon = Gestrichelte Ringe: Plättchen, die der Drache überdecken darf. Odin liegt am Troll und ist sicher.
help-fenrir = Fenrire jagen im Rudel: jeder Fenrir ist die Summe aller Fenrire seiner Reihe wert (je 4). Ein Fenrir neben Loki trägt nichts zu seinem Rudel bei.
caption-fenrir = Ein dritter Fenrir am Ende der Zeile macht das Rudel 12 wert.
help-skadi = Skadi darf ein Plättchen auf dem Spielfeld erobern (nicht Skadi, nicht Hel, nicht neben einem Troll): es kommt auf deine Hand, was darunter lag, verlässt das Spiel. In diesem Zug ziehst du nicht nach und wirfst auf fünf Plättchen ab, wenn du mehr hast.
caption-skadi = Gestrichelte Ringe: Plättchen, die Skadi erobern darf.
help-valkyrie = Zwei Walküren an beiden Enden einer Reihe: die am Ende gelegte wertet die ganze Reihe, egal welche Werte darin liegen. Solange zwei Walküren eine Reihe halten, wertet kein anderes Plättchen darin nach Wert.
caption-valkyrie = Eine Walküre am rechten Ende der Zeile wertet alle vier Plättchen.
help-loki = Jedes Plättchen neben Loki ist 0 wert (ein anderer Loki behält seinen Wert; ein Fenrir neben Loki trägt 0 zu seinem Rudel bei). So kann ein kleines Plättchen neben Loki eine Reihe anführen.
caption-loki = Odin und Thor sind 0 wert, solange Loki zwischen ihnen liegt.
help-hel = Hel liegt verdeckt: eine Lücke, die jede Reihe beendet. Sie wird auf jedes Plättchen außer Hel gelegt (auch neben einem Troll) und wertet einen Punkt je Plättchen auf den acht Feldern um sie. Jeder Spieler beginnt mit einer Hel (zu zweit mit je zwei); sie zählt nicht zu deinen fünf Plättchen.
caption-hel = Hel darf auf jedes dieser Plättchen.
help-hermod = Nachdem Hermod gewertet hat, darfst du noch ein Plättchen legen, das in Hermods Zeile oder Spalte liegt (oder auf Hermod); auf einen Hermod darf ein Hermod folgen. Oder tippe „Zug beenden“.
caption-hermod = Hermod neben der Zeile; ein zweites Plättchen darf sich dann seinen Reihen anschließen.
help-jotunn = Jotunn darf das Feld eines Plättchens einnehmen und dieses Plättchen (mit allem darunter) entlang seiner Zeile oder Spalte bis zum ersten freien Feld hinter dem Ende der Reihe schieben. Wähle die Richtung mit den Pfeilen (oder lege ihn nahe dieser Kante ab). Nicht in Richtung Hel, nie neben einen Troll; das geschobene Plättchen wertet nicht.
caption-jotunn = Gestrichelte Ringe: Plättchen, die Jotunn wegschieben darf.
help-sea-serpent = Wertet ihre ganze Zeile oder Spalte des Spielfelds, Lücken eingeschlossen: die bessere, in der sie das höchste Plättchen ist; die Punkte sind die Felder vom einen äußersten Plättchen bis zum anderen.
caption-sea-serpent = Die Seeschlange darf auf jedes grüne Feld.
help-dwarf = Ignoriert Trolle. Ein Zwerg wertet nie Reihen: er wertet die halbe Summe der Werte seiner Nachbarn, abgerundet.
caption-dwarf = Grün: der Zwerg darf direkt neben den Troll.
help-freya = Spiele Freya als Plättchen oder lege sie auf ein anderes Plättchen deiner Hand, um es zu verstärken: das verstärkte Plättchen ist je Freya eins mehr wert (ein Abzeichen zeigt den neuen Wert). Am Ende des Zugs wird die Hand aufgefüllt.
caption-freya = Freya darf auf jedes grüne Feld oder ein Plättchen deiner Hand verstärken.
help-raven = Wird neben das Spielfeld oder auf ein Plättchen gelegt (nicht auf einen Raben, nicht auf Hel, nicht neben einen Troll). Nachdem er gewertet hat, darfst du ihn aufnehmen und noch einmal anderswo legen und wieder werten; oder ihn liegen lassen.
caption-raven = Der Rabe darf den Drachen überdecken; dann darf er weiterfliegen.
help-niohoggr = Wert 7, und jede gewertete Reihe mit einem Niohoggr ist 2 mehr wert. Überdeckst du einen Niohoggr mit Drache, Rabe oder Blitz, bekommst du die 2 trotzdem für jede Reihe, die du wertest.
caption-niohoggr = Ein Plättchen, das die Zeile mit Niohoggr anführt, wertet 2 extra.
help-lightning-bolt = Wird nur auf ein Plättchen gelegt (nicht auf einen Blitz, nicht auf Hel, nicht neben einen Troll). Er wertet die kürzeste seiner Reihen mit zwei oder mehr Plättchen, egal welche Werte darin liegen.
caption-lightning-bolt = Der Blitz darf in jedes dieser Plättchen einschlagen.

## Embedded positions
embed-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
embed-no-line = { $points } (keine Reihe wertet)
embed-points-list = { $points }: { $list }
embed-board-position = Spielfeld, Stellung { $i } von { $last }
embed-tile-on = { $tile } auf { $cell }
embed-cell = { $row }, { $col }
embed-row = Zeile { $n }
embed-row-above = die Zeile über Zeile 1
embed-rows-above = { $n } Zeilen über Zeile 1
embed-col = Spalte { $n }
embed-col-left = die Spalte links von Spalte 1
embed-cols-left = { $n } Spalten links von Spalte 1
embed-move-impossible = Zug { $n } ({ $tile } auf { $cell }) ist dort nicht möglich: { $why }
embed-credit = { -voluspa } in Skald
embed-frame-label = { -voluspa }-Stellung
try-preview = { $tile } auf { $cell }: { $score }
try-played = { $tile } gelegt: { $score }
try-board = Spielfeld: ein Plättchen ausprobieren
try-tiles = Plättchen zum Ausprobieren
try-place = Legen
try-pick = Wähle ein Plättchen zum Ausprobieren.
try-nowhere = { $tile } passt hier nirgends hin.
try-drag = { $tile }: auf ein grünes Feld ziehen oder ein grünes Feld antippen.
