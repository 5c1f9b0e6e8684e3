# Odins Coach (Issue #45, docs/coach.md): eine Notiz zu jeder Entscheidung, in eigenen
# Worten, wie odin-rulings.md. Nur ein Build mit dem Feature `coach` verwendet diese Datei.

## Der Moment
moment-lead = Du beginnst diese Runde: Spiele eine Karte in die Mitte. Wer folgt, muss sie mit einer höheren einzelnen Karte schlagen oder mit 2 Karten derselben Ziffer oder Farbe. Du hältst { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}: Jede, die am Ende des Durchgangs übrig ist, kostet dich einen Punkt.
moment-lead-whole = Du beginnst diese Runde, und alle deine { $cards } Karten haben { $by ->
    [number] dieselbe Ziffer
   *[colour] dieselbe Farbe
}: Du darfst eine Karte ausspielen oder alle auf einmal und damit den Durchgang beenden.
moment-follow = { $who } hat { $set } in die Mitte gelegt, Wert { $value }. Schlage sie mit { $size } oder { $more } Karten derselben Ziffer oder Farbe mit mehr als { $value }, oder passe.
moment-follow-none = { $who } hat { $set } in die Mitte gelegt, Wert { $value }. Du hast keine { $size } oder { $more } Karten derselben Ziffer oder Farbe, die mehr wert sind: Du musst passen.
moment-take = Du hast die Mitte geschlagen. Nimm eine Karte von { $set } auf die Hand; { $rest ->
    [one] die andere wird
   *[other] die anderen { $rest } werden
} abgeworfen.

## Was jede Möglichkeit hier bewirkt
choice-lead = Jede höhere einzelne Karte schlägt sie, und alle 2 Karten derselben Ziffer oder Farbe.
choice-lead-nine = Keine einzelne Karte schlägt eine 9: nur 2 Karten derselben Ziffer oder Farbe.
choice-play = { $ways ->
    [one] 1 Möglichkeit
   *[other] { $ways } Möglichkeiten
}, Wert { $value }.
value-range = { $low } bis { $high }
choice-play-take = Danach nimmst du eine Karte von { $set } zurück auf die Hand.
choice-play-take-one = Danach kommt { $card } von selbst auf deine Hand: Eine andere Karte gibt es nicht.
choice-hand-end = Dann ist deine Hand leer: Der Durchgang endet sofort. Du bekommst 0 Punkte, die anderen einen Punkt je Karte auf ihrer Hand ({ $others } zusammen).
choice-pass = Du behältst deine Karten und darfst später in dieser Runde wieder ausspielen. { $left ->
    [0] Alle anderen haben gepasst, seit { $who } ausgespielt hat: Die Runde endet, und { $who } beginnt die nächste.
    [one] Noch 1 weitere Person muss passen, damit die Runde endet.
   *[other] Noch { $left } weitere Personen müssen passen, damit die Runde endet.
}
choice-take = Damit { $colours ->
    [one] ist 1 deiner Karten
   *[other] sind { $colours } deiner Karten
} { $colour }, und { $numbers ->
    [one] 1 zeigt
   *[other] { $numbers } zeigen
} eine { $number }: Karten einer Farbe oder Ziffer ergeben später größere Kombinationen.
label-lead-one = Eine Karte ausspielen
label-lead-nine = Eine 9 ausspielen
label-lead-whole = Alle { $cards } Karten
label-play = { $size ->
    [one] 1 Karte
   *[other] { $size } Karten
} ausspielen
