# Odin auf Deutsch. Begriffe wie in der deutschen Anleitung: Mitte, ausspielen, passen,
# Ziffer und Farbe, Wert, Runde; ein „Durchgang“ ist das Austeilen bis zur Zwischenwertung.

-odin = Odin

## Colours and their signs
colour-red = rot
colour-orange = orange
colour-yellow = gelb
colour-green = grün
colour-blue = blau
colour-purple = lila
glyph-circle = Kreis
glyph-triangle = Dreieck
glyph-star = Stern
glyph-diamond = Raute
glyph-square = Quadrat
glyph-cross = Kreuz
card = { $number } { $colour }

## Why a set may not be played (the engine's reasons, worded here)
err-empty = spiele mindestens eine Karte aus
err-mixed = die Karten haben weder dieselbe Ziffer noch dieselbe Farbe
err-not-held = du hast { $card } nicht auf der Hand
err-leader-plays-one = wer beginnt, spielt genau eine Karte aus, oder die ganze Hand, wenn alle Karten dieselbe Ziffer oder Farbe haben
err-wrong-size = es müssen { $size } oder { $more } Karten sein, nicht { $played }
err-too-low = der Wert { $value } ist nicht höher als { $middle }
err-not-now = das geht jetzt nicht
err-over = das Spiel ist vorbei

## What the next set must be
req-lead = Spiele eine Karte aus, oder die ganze Hand, wenn alle Karten dieselbe Ziffer oder Farbe haben
req-beat = Als Nächstes { $size } oder { $more } Karten mit mehr als { $value }
req-take = Nimm eine Karte von { $from }

## The log
log-led = { $who } beginnt mit { $cards }, Wert { $value }
log-played = { $who } spielt { $cards }, Wert { $value }
log-passed = { $who } passt
log-took = { $who } nimmt { $card }
log-took-only = { $who } nimmt { $card } (die einzige Karte)
log-discarded = { $took }; { $cards } auf den Abwurf
log-round-ended = Alle haben gepasst: { $cards } auf den Abwurf, { $who } beginnt
log-whole-hand = { $who } spielt die ganze Hand aus: der Durchgang endet
log-last-card = { $who } spielt die letzte Karte aus: der Durchgang endet
log = Züge
log-hand = Durchgang { $n }
latest-moves = Letzte Züge

## The middle
middle-label = Die Mitte
middle-facts = Wert { $value } · { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
}
middle-empty-facts = Leer
middle-empty = Keine Karten in der Mitte
played-by = von { $name }
take-title = Nimm eine Karte der geschlagenen Karten: antippen oder in deine Hand ziehen

## Scores
scores-label = Punkte, Durchgang { $hand }, { $target }
cards-in-hand-title = Karten auf der Hand: die Punkte dieses Durchgangs, wenn er jetzt endete
total-title = Gesamtpunkte (weniger ist besser)
points-short = { $n } P.
hand-and-target = Durchgang { $hand } · { $target }
target-points = { $n } Punkte
target-one-hand = Ein Durchgang
game-to = Spiel bis { $n } Punkte
one-hand-game = ein Durchgang

## The play screen
menu = { -odin }-Menü
turn-of = { $name } ist am Zug
prompt-take = Nimm eine Karte der geschlagenen Karten auf die Hand.
prompt-lead-whole = Spiele eine Karte aus oder deine ganze Hand (sie ist eine Kombination): das beendet den Durchgang.
prompt-lead = Spiele eine Karte aus: in die Mitte ziehen oder antippen und „Ausspielen“.
prompt-pass = Keine deiner Kombinationen schlägt die Mitte: passe.
prompt-beat = Schlage die Mitte: wähle Karten mit einer Ziffer oder einer Farbe und ziehe sie in die Mitte oder tippe „Ausspielen“. Oder passe.
set-value = { $set } – Wert { $value }
cards-hidden = Karten verdeckt, bis der Spieler tippt.
held-cards = Karten von { $name }
play = Ausspielen
play-whole = Ganze Hand ausspielen
clear = Abwählen
sort-by-colour = Nach Farbe sortieren
sort-by-number = Nach Ziffer sortieren
sort-number = Sortiert: Ziffer
sort-colour = Sortiert: Farbe
card-playable = { $card }, spielbar
card-chosen = { $card }, gewählt
card-playable-chosen = { $card }, spielbar, gewählt

## End of a hand and of the game
hand-end-title = Ende von Durchgang { $n }
hand-end-whole = { $who } hat die ganze Hand auf einmal ausgespielt.
hand-end-out = { $who } hat die letzte Karte ausgespielt.
hand-end-scores = { " " }Alle bekommen einen Punkt je Karte auf der Hand.
next-hand = Nächsten Durchgang austeilen
col-this-hand = Durchgang
col-total = Gesamt
col-hand = Durchgang
wins = { $name } gewinnt
share-victory = { $names } teilen sich den Sieg
lowest-wins = Die wenigsten Punkte gewinnen.

## New game
new-title = Neues Spiel { -odin }
game-length = Spieldauer
target-label = Punkteziel
one-hand-hint = Ein Durchgang: die wenigsten übrigen Karten gewinnen.
target-hint = Das Spiel endet nach dem Durchgang, in dem jemand { $n } Punkte erreicht; die wenigsten Punkte gewinnen.
four-colours = Zu zweit: nur mit vier Farben spielen (36 Karten: rot, orange, gelb, grün)
seed-hint = Derselbe Startwert teilt dieselben Karten aus. Leer lassen für eine neue Verteilung.

## The game's own page

## Rules help
rules-title = So spielt man { -odin }
rules-tagline = Werde deine Karten vor den anderen los: Was du am Ende eines Durchgangs noch hältst, zählt gegen dich.
rules-cards-title = Die Karten
rules-cards = 54 Karten: die Ziffern 1 bis 9 in sechs Farben. Jede Farbe hat ihr eigenes Zeichen und Streifenmuster, so lassen sich die Farben auch ohne Farbsehen unterscheiden:
rules-colour = { $colour } ({ $letter }): { $glyph }
rules-sets-title = Kombinationen und ihr Wert
rules-sets = Eine Kombination ist eine Karte oder mehrere Karten, die alle dieselbe Ziffer oder alle dieselbe Farbe haben. Ihren Wert liest du ab, indem du ihre Ziffern der Größe nach ordnest, die größte vorn:
not-a-set = – keine Kombination: { $why }
beats-it = ✓ schlägt sie ({ $value })
fails = ✗ { $why }
middle = Mitte
play-word = ausgespielt
rules-round-title = Eine Runde
rules-round = Alle bekommen 9 Karten. Wer beginnt, spielt eine Karte in die Mitte. Dann passt reihum jeder oder spielt eine Kombination aus, die so viele Karten hat wie die Mitte oder eine mehr, und einen höheren Wert:
rules-take-title = Eine Karte nehmen
rules-take = Nach dem Ausspielen nimmst du eine Karte der geschlagenen Kombination auf die Hand (bei einer einzelnen Karte gibt es keine Wahl), der Rest wird abgeworfen. Deine Kombination ist die neue Mitte. Wer gepasst hat, darf später in derselben Runde wieder ausspielen.
rules-round-end = Haben seit deinem Zug alle anderen gepasst, wird die Mitte abgeworfen und du beginnst die nächste Runde.
rules-try-title = Probier es aus
rules-try = In der Mitte liegen die rote 5 und die rote 3 (Wert 53). Wähle Karten aus dieser Hand; angehobene Karten können Teil einer Kombination sein, die sie schlägt.
try-middle = Mitte (53)
try-tap = Tippe Karten an, um eine Kombination zu bilden.
try-beats = Wert { $value }: das schlägt 53.
rules-hand-end-title = Das Ende eines Durchgangs
rules-hand-end = Der Durchgang endet sofort, wenn jemand die letzte Karte ausspielt (diese Person nimmt dann keine Karte mehr auf). Wer beginnt und nur Karten einer Ziffer oder einer Farbe hält, darf auch die ganze Hand auf einmal ausspielen; das beendet den Durchgang ebenfalls.
rules-hand-scores = Alle bekommen einen Punkt je Karte, die sie noch halten. Den nächsten Durchgang beginnt, wer links von dem sitzt, der diesen begonnen hat.
rules-game-end-title = Das Ende des Spiels
rules-game-end = Wählt ein Ziel von 10, 15 oder 20 Punkten oder einen einzigen Durchgang. Das Spiel endet nach dem Durchgang, in dem jemand das Ziel erreicht; die wenigsten Punkte gewinnen, bei Gleichstand teilen sich die Beteiligten den Sieg. Zu zweit dürft ihr zwei Farben weglassen (36 Karten).
rules-app-title = In dieser App
rules-app-tap = Tippe Karten an, um sie zu wählen, dann „Ausspielen“ – oder ziehe sie in die Mitte. Angehobene Karten mit Ring können gerade Teil einer erlaubten Kombination sein. Mit der Tastatur: Tab zu einer Karte, Eingabe oder Leertaste wählt sie, Tab zu „Ausspielen“.
rules-app-take = Um eine Karte zu nehmen, tippe sie an oder ziehe sie in deine Hand (oder Tab zu ihr und Eingabe). „Passen“ ist ein Tipp.
rules-app-handoff = Zwischen den Zügen verdeckt der Bildschirm deine Hand: gib das Gerät weiter und lass die nächste Person tippen.
rules-app-undo = Du kannst deinen eigenen Zug zurücknehmen, bis die nächste Person handelt. Das Spiel wird nach jedem Zug gespeichert.

## Embedded positions
try-take = Nimm eine Karte der geschlagenen Kombination.
try-may = { $set } darf ausgespielt werden: Wert { $value }.
try-cannot = { $set } darf nicht ausgespielt werden: { $why }.
try-played = Ausgespielt. { $requirement }.
try-choose = Wähle Karten zum Ausspielen: tippe sie an.
try-play = Ausspielen
embed-frame-label = { -odin }-Stellung
embed-credit = { -odin } in Skald
note-led = Beginnt mit { $set } ({ $value }).
note-played = Spielt { $set } ({ $value }) auf { $middle } ({ $middle-value }).
note-took = { $note } Nimmt { $card }.
note-other = Jemand anderes spielt { $set } ({ $value }).
note-cleared = Alle anderen haben gepasst: die Mitte wird abgeräumt.
