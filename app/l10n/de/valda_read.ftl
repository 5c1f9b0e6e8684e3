# Valda-Regelhilfe (app/src/valda/pages/rules.rs), in unseren eigenen Worten. Jede Zahl
# kommt aus der Engine (Konstanten und die Funktionen in `gods`) und wird als Variable
# übergeben.

title = So spielt man Valda
intro = Gespielt wird über { $rounds } Runden; in jeder Runde ist jeder einmal am Zug. Wer am Ende die meisten Gefolgsleute hat, wird ein Gott. Bei Gleichstand entscheiden mehr Tempel, danach mehr Ressourcen.

## Der Zug
turn-title = Ein Zug in fünf Phasen
phase-label = { $phase }.{ " " }
phase-resources = Wirf für jede Mine einen gelben Würfel (Gold oder Diamanten) und für jeden Blutbohrer einen blauen (göttliches Blut) und nimm, was sie zeigen. Danach darfst du beliebig oft { $rate } beliebige Ressourcen gegen 1 Ressource deiner Wahl tauschen.
phase-game = Zieh zwei Karten vom Grunddeck offen (sie gehören dir, und bis zum Ende der Phase sehen alle sie) oder, wenn dir eine Domäne gehört, die oberste Karte ihres Götterdecks. Dann setzt du { $actions } Aktionen (⚡) ein: eine Aktionskarte spielen, 1 Ressource nehmen oder für 2 Aktionen 2 verdeckte Karten ziehen. Am Ende kommen deine offenen Karten auf die Hand; du behältst höchstens { $hand }.
phase-building = Bis zu { $builds }-mal bauen: eine Mine (höchstens { $mines }), einen Blutbohrer (höchstens { $drills }) oder einen Tempel in der Domäne eines Gottes. Ein Tempel bringt 1 Gefolgsmann; außerdem siehst du dir die beiden obersten Karten des Götterdecks an und behältst eine.
phase-attack = Alle anderen dürfen dich der Reihe nach mit einer Angriffskarte angreifen. Du darfst mit einer Verteidigungskarte antworten: Erreichen deine Schilde die Schwerter, ist der Angriff abgewehrt; sonst trifft er und seine Wirkung tritt ein.
phase-followers = Deine Götter machen aus Ressourcen Gefolgsleute (Thor, Odin) oder lassen dich um sie würfeln (Loki). Danach ist der Nächste am Zug.

## Tempel und die Leiste
temples-title = Tempel, Stufen und Besitz
temples = Jede Domäne hat fünf Bauplätze für Tempel. Mit einem Tempel in einer Domäne hast du die Fähigkeit ihres Gottes auf Stufe 1, mit zwei oder mehr auf Stufe 2. Mit drei Tempeln gehört dir die Domäne: Dort darf niemand sonst bauen, und beim Ziehen darfst du stattdessen von ihrem Götterdeck ziehen.
temple-cost = { $god }: Ein Tempel kostet { $cost }
tree-title = Yggdrasil und die Schutzzonen
tree = Die Gefolgsleute klettern den Weltenbaum hinauf. Hast du eine Schutzzone ({ $zones }) erreicht, fällst du durch Verluste nie mehr unter sie.

## Die Fähigkeiten der Götter auf Stufe 1 und 2
abilities-title = Die Fähigkeiten der Götter
players-label = Spieler am Tisch
players-n = { $n } Spieler
col-god = Gott
col-level-1 = Stufe 1 (ein Tempel)
col-level-2 = Stufe 2 (zwei oder mehr)
heimdall = In deiner Ressourcen- und deiner Bauphase tauschst du beliebig oft { $rate ->
    [one] { $rate } Ressource
   *[other] { $rate } Ressourcen
} einer Sorte gegen 1 einer anderen.
freya = { $hidden ->
    [yes] Beim Ziehen bekommst du { $n } Karten verdeckt auf die Hand, ohne dass die anderen sie sehen; und für 1 Aktion ziehst du 1 Karte vom Grunddeck.
   *[no] Beim Ziehen bekommst du { $n } Karten; und für 1 Aktion ziehst du 1 Karte vom Grunddeck.
}
surtur = Bei { $players } Spielern: { $n ->
    [one] { $n } Angriff
   *[other] { $n } Angriffe
} je Angriffsplatz, { $bonus ->
    [0] kein Bonus auf deine Angriffskarten.
   *[other] +{ $bonus } auf deine Angriffskarten.
}
tyr = +{ $bonus } auf die Verteidigungskarte, die du spielst (ohne Verteidigungskarte nichts).
convert = Zahle { $cost } für { $followers }, bis zu { $times }-mal in deiner Gefolgsphase.
loki = { $n ->
    [one] Einmal in deiner Gefolgsphase wirfst du { $n } weißen Würfel: Du bekommst (oder verlierst), was er zeigt.
   *[other] Einmal in deiner Gefolgsphase wirfst du { $n } weiße Würfel: Du bekommst (oder verlierst), was sie zeigen.
}

## Karten und die Galerie
cards-title = Karten
type-action = { " " }– gelb, gespielt in deiner Spielphase; die meisten kosten eine Aktion (⚡1).
type-attack = { " " }– rot, gespielt auf einem Angriffsplatz gegen den, der am Zug ist; die große Zahl sind ihre Schwerter.
type-defence = { " " }– ein Schild, gespielt, wenn du angegriffen wirst; die große Zahl sind ihre Schilde.
type-god-weapon = { " " }– blau, aus den Götterdecks: zwei Möglichkeiten, jede zu ihrem eigenen Zeitpunkt spielbar, auch im Zug der anderen.
gallery-title = Alle Karten
gallery-count = { $distinct } verschiedene Karten, { $total } insgesamt ({ $base } im Grunddeck); gezeigt: { $shown } ({ $copies } Exemplare).
show-label = Zeigen
show-all = Alle
show-base = Grunddeck

## „Diese Stellung einbetten“ aus einer Partie (app/src/valda/pages/position.rs)
position-what = Die Einbettung beginnt am Anfang des Zugs von { $player } in Runde { $round } und spielt { $moves ->
    [0] keinen Spielzug
    [one] den einen Spielzug
   *[other] die { $moves } Spielzüge
} seitdem, bis zu diesem Moment.
position-hand = Sie zeigt die Hand von { $seat }. Die anderen Hände enthalten die Karten, die { $seat } in ihnen gesehen hat; die übrigen sind Platzhalter, die die Einbettung verdeckt hält, sodass nichts darin steht, was { $seat } nicht sehen kann.
position-no-hand = Sie zeigt keine Hand. Karten, die niemand gesehen hat, sind Platzhalter, die die Einbettung verdeckt hält, sodass keine verdeckte Karte darin steht.
position-short = Das Beispiel endet { $n ->
    [one] einen Spielzug
   *[other] { $n } Spielzüge
} vor diesem Moment: Was danach kam, hängt von Karten ab, die { $seat } nicht sehen kann.
position-open = Einbettung öffnen
position-back = Zurück zur Partie
position-none = Es gibt keine gespeicherte Valda-Partie zum Einbetten.
position-cannot = Diese Stellung lässt sich nicht einbetten: { $why }
