# Völuspás Coach (Issue #45, docs/coach.md): eine Notiz zu jeder Entscheidung, in eigenen
# Worten, wie voluspa-rulings.md. Nur ein Build mit dem Feature `coach` verwendet diese Datei.

## Der Moment
moment-play = Lege ein Plättchen aus deiner Hand. Neben dem Spielfeld wertet es jede seiner Reihen (Zeile und Spalte), in der es nun mehr wert ist als jedes andere Plättchen: 1 Punkt je Plättchen dieser Reihe. Dann ziehst du auf 5 nach. Du hältst { $tiles ->
    [one] 1 Plättchen
   *[other] { $tiles } Plättchen
}; { $pile } liegen noch im Stapel.
moment-stuck = Keines deiner Plättchen passt irgendwo hin: Wirf eines ab. Es verlässt das Spiel, und du wertest in diesem Zug nichts.
moment-hermod = Hermod hat { $points } gewertet. Du darfst noch ein Plättchen legen, das danach in Hermods Zeile oder Spalte liegt, oder auf Hermod{ $hel ->
    [yes] { " " }(eine Hel: auf Hermod oder auf ein Plättchen um ihn)
   *[no] {""}
}; oder du beendest deinen Zug.
moment-hermod-stuck = Hermod hat { $points } gewertet. Keines deiner Plättchen passt in Hermods Reihen: Beende deinen Zug, oder wirf ein Plättchen ab und ziehe dafür ein neues. Hermods Punkte bleiben so oder so.
moment-raven = Dein Rabe hat { $points } gewertet. Er darf noch einmal fliegen: Nimm ihn auf, lege ihn auf ein anderes Feld und werte noch einmal. Oder lass ihn liegen.
moment-discard-down = Skadis Fang ({ $tile }) ist auf deiner Hand: Du hältst { $tiles } Plättchen. Wirf auf 5 ab – abgeworfene Plättchen verlassen das Spiel. In diesem Zug ziehst du nicht nach.

## Was jede Möglichkeit hier bewirkt
choice-place = Es passt jetzt auf { $cells ->
    [one] 1 Feld
   *[other] { $cells } Felder
} und wertet bis zu { $points } ({ $list }).
choice-place-none = Es passt jetzt auf { $cells ->
    [one] 1 Feld
   *[other] { $cells } Felder
}, wertet dort aber nichts.
choice-boost = Mit { $freya ->
    [one] deiner Freya
   *[other] deinen { $freya } Freyas
} verstärkt ist es { $value } wert und wertet bis zu { $points }.
choice-skip-raven = Der Rabe bleibt liegen; seine Punkte bleiben, und dein Zug endet.
choice-end-turn = Dein Zug endet hier; Hermods Punkte bleiben.
choice-discard = Es verlässt das Spiel; du wertest in diesem Zug nichts.
choice-discard-hermod = Es verlässt das Spiel, und am Ende deines Zugs ziehst du dafür ein neues (solange der Stapel reicht).
choice-discard-down = Es verlässt das Spiel.
count-cover = { $n ->
    [0] Gerade lässt sich kein Plättchen überdecken.
    [one] Gerade lässt sich 1 Plättchen überdecken.
   *[other] Gerade lassen sich { $n } Plättchen überdecken.
}
count-capture = { $n ->
    [0] Gerade lässt sich kein Plättchen erobern.
    [one] Gerade lässt sich 1 Plättchen erobern.
   *[other] Gerade lassen sich { $n } Plättchen erobern.
}
count-bump = { $n ->
    [0] Gerade lässt sich kein Plättchen wegschieben.
    [one] Gerade lässt sich 1 Plättchen wegschieben.
   *[other] Gerade lassen sich { $n } Plättchen wegschieben.
}

## Die Regel jedes Plättchens, wie der Coach sie sagt (die Regelhilfe sagt mehr)
tile-odin = Wert 8, der höchste aufgedruckte Wert: Er führt eine Reihe an, wenn jedes andere Plättchen darin weniger wert ist (Vorsicht vor anderen Odins, verstärkten Plättchen, Fenrir-Rudeln und Loki, der seine Nachbarn auf 0 setzt).
tile-thor = Wert 7: Er führt eine Reihe an, wenn jedes andere Plättchen darin weniger wert ist.
tile-troll = Wert 6. Liegt er, sind die Felder neben ihm für alle Plättchen außer Trollen{ $dwarf ->
    [yes] { " " }und Zwergen
   *[no] {""}
} gesperrt, und die Plättchen neben ihm dürfen nicht mehr überdeckt{ $hel ->
    [yes] { " " }(außer von Hel)
   *[no] {""}
}{ $jotunn ->
    [yes] , erobert oder weggeschoben
   *[no] { " " }oder erobert
} werden.
tile-dragon = Wert 5. Statt auf ein freies Feld darf er ein Plättchen überdecken – keinen Drachen{ $hel ->
    [yes] , nicht Hel
   *[no] {""}
}, keines neben einem Troll. Das überdeckte Plättchen zählt nicht mehr.
tile-fenrir = Fenrire jagen im Rudel: Jeder ist die Summe der Fenrire seiner Reihe wert (je 4). Er wertet eine Reihe, wenn sein Rudel mit ihm mehr wert ist als jedes andere Plättchen darin.
tile-skadi = Wert 3. Statt auf ein freies Feld darf sie ein Plättchen erobern – keine Skadi{ $hel ->
    [yes] , nicht Hel
   *[no] {""}
}, keines neben einem Troll: Das Plättchen kommt auf deine Hand{ $freya ->
    [yes] { " " }(mit den Freyas, die es verstärkt haben)
   *[no] {""}
}, und du ziehst in diesem Zug nicht nach.
tile-valkyrie = Wert 2. Am Ende einer Reihe, an deren anderem Ende eine Walküre liegt, wertet sie die ganze Reihe, egal welche Werte darin liegen; zwischen zwei Walküren wertet kein anderes Plättchen die Reihe nach Wert{ $bolt ->
    [yes] { " " }(ein Blitz schon)
   *[no] {""}
}.
tile-loki = Wert 1. Jedes Plättchen neben ihm ist 0 wert (andere Lokis behalten ihre 1, ein Fenrir trägt 0 zu seinem Rudel bei): So bricht er eine Führung, oder lässt ein kleines Plättchen führen.
tile-hel = Kein Wert: eine Lücke, die Reihen beendet. Sie kommt nur auf ein Plättchen (keine andere Hel), auch neben einem Troll, und wertet 1 Punkt je Plättchen auf den 8 Feldern um sie. Sie zählt nicht zu deinen 5 Plättchen.
tile-hermod = Wert 3. Nachdem er gewertet hat, darfst du noch ein Plättchen in Hermods Zeile oder Spalte legen, oder auf Hermod.
tile-jotunn = Wert 5. Statt auf ein freies Feld darf er das Feld eines Plättchens einnehmen und es an das Ende seiner Zeile oder Spalte schieben (nie neben einen Troll{ $hel ->
    [yes] , nie in Richtung Hel
   *[no] {""}
}); das geschobene Plättchen wertet nicht.
tile-sea-serpent = Wert 6. Sie wertet ihre ganze Zeile oder Spalte des Spielfelds, Lücken eingeschlossen, wenn sie darin jedes Plättchen übertrifft: die bessere der beiden, 1 Punkt je Feld von einem Ende zum anderen.
tile-dwarf = Er wertet keine Reihen, sondern die halbe Summe der Werte seiner Nachbarn, abgerundet. Er darf neben einen Troll.
tile-freya = Wert 3. Oder behalte sie, um das gelegte Plättchen zu verstärken: +1 auf seinen Wert für jede Freya, die du abwirfst.
tile-raven = Wert 4. Er darf auch ein Plättchen überdecken – keinen Raben{ $hel ->
    [yes] , nicht Hel
   *[no] {""}
}, keines neben einem Troll –, und nachdem er gewertet hat, darf er noch einmal auf ein anderes Feld fliegen und wieder werten.
tile-niohoggr = Wert 7. Jede gewertete Reihe mit einem Niohoggr darin bringt 2 mehr, egal wer sie wertet; wer ihn überdeckt, bekommt die 2 trotzdem für jede gewertete Reihe.
tile-lightning-bolt = Er kommt nur auf ein Plättchen – keinen Blitz{ $hel ->
    [yes] , nicht Hel
   *[no] {""}
}, keines neben einem Troll – und wertet seine kürzeste Reihe mit 2 oder mehr Plättchen, egal welche Werte darin liegen.
