# Valdas Coach (Issue #45, docs/coach.md): eine Notiz zu jeder Entscheidung, in eigenen
# Worten, wie valda-rulings.md. Nur ein Build mit dem Feature `coach` verwendet diese Datei.
# Die Begriffe sind die von valda.ftl und valda_cards.ftl.

## Wo der Zug steht
turn-yours = Runde { $round } von { $rounds }, dein Zug.
turn-of = Runde { $round } von { $rounds }, am Zug ist { $who }.
phase-resources = Ressourcenphase: Die Würfel bringen Ressourcen, und nur jetzt darfst du 4 gegen 1 tauschen.
phase-game = Spielphase: Ziehen, dann Aktionen für Aktionskarten, Ressourcen oder weitere Karten einsetzen.
phase-building = Bauphase: bis zu { $limit } Bauten – Minen, Blutbohrer, Tempel.
phase-attack = Angriffsphase: Alle anderen haben je einen Angriffsplatz gegen { $who }, wer die meisten Gefolgsleute hat, zuerst.
phase-attack-you = Angriffsphase: Alle anderen haben je einen Angriffsplatz gegen dich, wer die meisten Gefolgsleute hat, zuerst.
phase-followers = Gefolgsphase, die letzte des Zuges: Götter machen Ressourcen zu Gefolgsleuten.

## Der Moment, nach der Art der Frage
moment-roll = Wirf { $yellow ->
    [one] 1 gelben Würfel
   *[other] { $yellow } gelbe Würfel
} (je Mine einen: Jeder bringt 1 oder 2 Gold oder Diamanten){ $blue ->
    [0] ; ein Blutbohrer brächte einen blauen Würfel für göttliches Blut
    [one] { " " }und 1 blauen Würfel (dein Blutbohrer: 1 bis 3 göttliches Blut)
   *[other] { " " }und { $blue } blaue Würfel (je Blutbohrer einen: je 1 bis 3 göttliches Blut)
}.
moment-resources = Du hast { $res }. Tausche beliebig oft 4 beliebige Ressourcen gegen 1 deiner Wahl{ $rate ->
    [0] {""}
   *[other] { " " }oder nutze Heimdall: { $rate } einer Sorte gegen 1 einer anderen
}; dann beende die Phase.
moment-draw-step = Ziehe { $n } Grundkarten { $hidden ->
    [yes] verdeckt auf die Hand, die anderen sehen sie nicht (Freya)
   *[no] offen: Sie gehören dir, aber alle sehen sie, bis deine Spielphase endet
}.{ $owner ->
    [none] {""}
   *[other] { $count ->
        [one] { " " }Da dir die Domäne von { $owner } gehört, darfst du stattdessen die oberste Karte ihres Götterdecks verdeckt nehmen.
       *[other] { " " }Da dir die Domänen von { $owner } gehören, darfst du stattdessen die oberste Karte eines ihrer Götterdecks verdeckt nehmen.
    }
}
moment-actions = { $n ->
    [0] Keine Aktion mehr
    [one] Noch 1 Aktion
   *[other] Noch { $n } Aktionen
}: Eine Aktionskarte kostet 1 (manche keine), 1 Ressource kostet 1, 2 verdeckte Grundkarten kosten 2{ $freya ->
    [yes] , 1 Karte kostet 1 (Freya)
   *[no] {""}
}. Was übrig bleibt, verfällt am Ende der Phase.
moment-hand-limit = Deine Spielphase ist vorbei, und du hältst { $cards } Karten: Höchstens { $limit } dürfen bleiben. Lege { $over } ab, nach deiner Wahl.
moment-building = Noch { $left ->
    [one] 1 Bau
   *[other] { $left } Bauten
}, und du hast { $res }. Eine Mine oder ein Blutbohrer bringt ab deinem nächsten Zug einen Würfel mehr; ein Tempel bringt 1 Gefolgsmann, eine der obersten 2 Karten seines Götterdecks nach deiner Wahl und die Gabe seines Gottes.
moment-discount = In diesem Zug { $list }.
discount-on = { $kind ->
    [mine] kostet deine erste Mine
    [drill] kostet dein erster Blutbohrer
   *[temple] kostet dein erster Tempel
} { $n } weniger
moment-followers = Du hast { $followers }.
moment-followers-none = Noch macht kein Gott von dir Ressourcen zu Gefolgsleuten (Thor, Odin) oder würfelt um sie (Loki): Beende deinen Zug.
moment-open-moment = Ein Moment für Optionen von Götterwaffen, die jederzeit gelten: Spiele jetzt eine oder passe.
moment-slot = { $who } ist das Ziel: Du darfst mit einer Angriffskarte angreifen (noch { $left ->
    [one] 1 Angriff
   *[other] { $left } Angriffe
} auf deinem Angriffsplatz). Der Angriff trifft, außer { $who } antwortet mit einer Verteidigungskarte mit mindestens so vielen Schilden. Passt du, ist dein Angriffsplatz vorbei.
moment-defend = { $who } greift dich mit { $card } an: { $swords }. Eine Verteidigungskarte mit mindestens so vielen Schilden wehrt ihn ab (Gleichstand hilft dir); ohne sie trifft er. { $effect }
moment-pick-gain = Wähle, welche { $n ->
    [one] Ressource
   *[other] { $n } Ressourcen
} du aus dem Vorrat nimmst: Sorten beliebig gemischt.
moment-pick-steal = Wähle, welche { $n ->
    [one] Ressource
   *[other] { $n } Ressourcen
} von { $who } du nimmst: { $who } hat { $res }.
moment-pick-burn = Wähle, welche { $n ->
    [one] Ressource
   *[other] { $n } Ressourcen
} von { $who } in den Vorrat { $n ->
    [one] zurückgeht
   *[other] zurückgehen
}: { $who } hat { $res }.
moment-pick-repay = Zahle zurück, was du geliehen hast: Wähle { $n } deiner Ressourcen für den Vorrat. Du hast { $res }.
moment-swap = { $card }: Tausche bis zu { $n } deiner Ressourcen eins zu eins. Du hast { $res }.
moment-pay-for = { $card }: Zahle { $cost } für { $followers }, noch höchstens { $left }-mal. Du hast { $res }.
moment-victim = { $card }: Wähle, welchen anderen Spieler es trifft.
moment-redirect = Verschwunden: Der Angriff verlässt dich. Nenne, wer stattdessen angegriffen wird – nicht { $attacker } –, und diese Person darf sich verteidigen.
moment-draw-god = Wähle ein Götterdeck: { $n ->
    [one] Seine oberste Karte kommt
   *[other] Seine obersten { $n } Karten kommen
} verdeckt auf deine Hand.
moment-look-god = Sieh dir die oberste Karte eines Götterdecks an, noch { $left }: Sie bleibt dort, nur du siehst sie.
moment-keep-god-card = Dein neuer Tempel von { $god }: Behalte eine dieser Karten; die andere kommt unter das Deck von { $god }.
moment-search-take = Du siehst dir die obersten Karten des Grunddecks an: Nimm noch { $left } auf die Hand.
moment-search-under = Lege die Karten, die du nicht genommen hast, eine nach der anderen unter das Grunddeck.
moment-from-discard = Nimm vom Ablagestapel bis zu { $left ->
    [one] 1 Karte
   *[other] { $left } Karten
}{ $filter ->
    [attack] { " " }(nur Angriffskarten)
    [defence] { " " }(nur Verteidigungskarten)
    [best_defence] { " " }(von den Verteidigungskarten mit den meisten Schilden)
    [action] { " " }(nur Aktionskarten)
   *[other] {""}
}; alle sehen, welche.
moment-sacrifice = Lege noch bis zu { $left } Karten ab: je 1 Gefolgsmann. Du hast { $followers } und { $cards } Karten.
moment-give = Gib { $who } eine Karte aus deiner Hand (es darf die sein, die du gerade genommen hast).
moment-take-card = Nimm eine Karte von { $who }: eine der offenen Karten oder eine zufällige der { $hand } auf der Hand.
moment-set-die = Krone des Glücks: Drehe einen Würfel dieses Wurfs auf eine beliebige Seite dieses Würfels. Der Wurf: { $faces }.

## Der Moment eines Fensters für Götterwaffen
window-anytime = Ein Moment für Optionen von Götterwaffen, die jederzeit gelten.
window-die-rolled = { $who } hat { $faces } gewürfelt. Bevor die Würfel zählen, darf { $crown } einen davon auf eine beliebige Seite drehen.
window-die-rolled-you = Du hast { $faces } gewürfelt. Bevor die Würfel zählen, darf { $crown } einen davon auf eine beliebige Seite drehen.
window-attack-declared = { $attacker } greift { $target } mit { $card } an ({ $swords }). Vor der Verteidigung: { $horn } macht ihn unabwehrbar, { $wrath } verdoppelt die Schwerter, { $revenge } bricht ihn ab und nimmt die Karte.
window-attack-declared-you = { $attacker } greift dich mit { $card } an ({ $swords }). Bevor du dich verteidigst: { $horn } macht ihn unabwehrbar, { $wrath } verdoppelt die Schwerter, { $revenge } bricht ihn ab und nimmt die Karte, { $vanished } gibt ihn an jemand anderen weiter.
window-attack-declared-yours = Du greifst { $target } mit { $card } an ({ $swords }). Vor der Verteidigung: { $horn } macht den Angriff unabwehrbar, { $wrath } verdoppelt die Schwerter.
window-attacked = { $attacker } greift dich mit { $card } an ({ $swords }). Bevor du dich verteidigst, gibt { $vanished } den Angriff an jemand anderen weiter.
window-attack-hit = { $card } von { $attacker } trifft { $target }. Bevor er wirkt, verdoppelt { $spear } die Gefolgsleute, die er tötet.
window-attack-hit-you = { $card } von { $attacker } trifft dich. Bevor er wirkt, verdoppelt { $spear } die Gefolgsleute, die er tötet.
window-attack-hit-yours = Deine Karte { $card } trifft { $target }. Bevor sie wirkt, verdoppelt { $spear } die Gefolgsleute, die sie tötet.
window-defended-defender = Du hast { $card } von { $attacker } abgewehrt. { $resisted } bringt dir jetzt Gefolgsleute.
window-defended-attacker = { $target } hat deine Karte { $card } abgewehrt. Mit { $claim } sagst du sie sofort noch einmal gegen { $target } an, als freien Angriff.
window-own-yellow-played = Du hast { $card } angesagt. { $hammer } lässt die Karte für ihre eine Aktion zweimal wirken.
window-build-declared = { $who } hat { $building } angesagt. { $backstab } verhindert den Bau: { $who } zahlt nichts, verliert aber diesen Bau.
window-build-declared-yours = Du hast { $building } angesagt. { $backstab } kann den Bau verhindern: Du zahltest nichts, verlörst aber diesen Bau.

## Was jede Möglichkeit hier bewirkt
choice-roll = Gelbe Würfel zeigen 1 Gold, 2 Gold, 1 Diamant oder 2 Diamanten; blaue 1 bis 3 göttliches Blut.
choice-trade = 4 deiner { $have } Ressourcen gegen 1 deiner Wahl; nur in der Ressourcenphase.
choice-heimdall = Heimdall Stufe { $level }: { $rate } einer Sorte gegen 1 einer anderen, beliebig oft in deiner Ressourcen- und deiner Bauphase.
choice-end-resources = Weiter zur Spielphase; was du hast, bleibt dir, aber der Tausch 4 : 1 endet.
choice-end-game = Beendet deine Spielphase: { $n ->
    [0] Keine Aktion ist mehr übrig
    [one] 1 ungenutzte Aktion verfällt
   *[other] { $n } ungenutzte Aktionen verfallen
}, und offene Karten kommen auf deine Hand.
choice-end-building = Beendet das Bauen{ $n ->
    [0] {""}
    [one] : 1 ungenutzter Bau verfällt
   *[other] : { $n } ungenutzte Bauten verfallen
}. Dann dürfen die anderen dich angreifen.
choice-go-on = Die Phase geht weiter.
choice-end-turn = Beendet deinen Zug{ $owed ->
    [0] {""}
   *[other] : Zuerst zahlst du { $owed } geliehene Ressourcen zurück (alles, was du hast, wenn es weniger ist)
}; dann beginnt die nächste Person.
choice-open-draw = { $n } Grundkarten { $hidden ->
    [yes] verdeckt auf die Hand
   *[no] offen
}; noch { $deck } im Grunddeck.
choice-owner-draw = Die oberste Karte des Decks von { $god }, verdeckt (noch { $left } dort), statt der Grundkarten.
choice-costs = Kostet 1 Aktion (danach noch { $left }).
choice-free = Kostet keine Aktion.
choice-take-resource = 1 Aktion: Danach hast du { $res }.
choice-draw-two = 2 Aktionen für 2 verdeckte Grundkarten (noch { $deck } im Grunddeck).
choice-draw-one = Freya: 1 Aktion für 1 verdeckte Grundkarte.
choice-discard-limit = Sie kommt offen auf den Ablagestapel. Die Karte: { $text }
choice-sacrifice = +1 Gefolgsmann: { $before } → { $after }.
choice-build-mine = Minen { $before } → { $after }: ab deiner nächsten Ressourcenphase ein gelber Würfel mehr.
choice-build-drill = Blutbohrer { $before } → { $after }: ab deiner nächsten Ressourcenphase ein blauer Würfel (göttliches Blut) mehr.
choice-build-temple = +1 Gefolgsmann, eine der obersten 2 Karten des Decks von { $god } nach deiner Wahl und { $god } Stufe { $level }: { $gift }
choice-build-owner = Dein dritter Tempel dort: Die Domäne gehört dir, niemand sonst darf dort bauen, und du darfst von ihrem Deck statt der Grundkarten ziehen.
choice-attack-tyr = Die Verteidigungskarten von { $who } bekommen +{ $n } (Tyr).
choice-pass-slot = Dein Angriffsplatz endet: In dieser Phase greifst du nicht mehr an.
choice-pass = Jetzt nichts spielen.
choice-stop = Was die Karte noch erlaubt hätte, verfällt.
choice-mute = Nichts spielen und bis zu deinem nächsten Zug in dieser Art Moment nicht mehr gefragt werden.
choice-thor = { $followers }: { $before } → { $after }; { $left ->
    [0] Thors letzte Nutzung in diesem Zug
    [one] danach noch 1 Nutzung
   *[other] danach noch { $left } Nutzungen
}.
choice-odin = { $followers }: { $before } → { $after }; { $left ->
    [0] Odins letzte Nutzung in diesem Zug
    [one] danach noch 1 Nutzung
   *[other] danach noch { $left } Nutzungen
}.
choice-loki = Einmal je Zug: { $n ->
    [one] 1 weißer Würfel
   *[other] { $n } weiße Würfel
} mit −1, −1, +1, +1, +2, +3 Gefolgsleuten; ein Verlust bringt dich nie unter { $zone } (deine Schutzzone).
choice-pick-gain = Aus dem Vorrat, beliebig gemischt.
choice-pick-steal = Aus { $res } von { $who }.
choice-pick-burn = Zurück in den Vorrat, aus { $res } von { $who }.
choice-pick-repay = Zurück in den Vorrat, aus deinen { $res }.
choice-swap = Eins zu eins; du hast { $res }.
choice-player = { $followers }, { $res }, { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
} auf der Hand.
choice-god-deck = { $n ->
    [0] Keine Karte mehr in diesem Deck.
    [one] Noch 1 Karte in diesem Deck.
   *[other] Noch { $n } Karten in diesem Deck.
}
choice-random = Eine zufällige der { $n } Karten auf der Hand von { $who }.
choice-die = Würfel { $n } zeigt jetzt { $now }.

## Was jede Option einer Götterwaffe hier bewirkt (ihre Karte sagt den Rest)
option-bullseye = { $n ->
    [one] 1 Karte auf dem Ablagestapel.
   *[other] { $n } Karten auf dem Ablagestapel zur Wahl.
}
option-soulspear = { $who } hat { $followers }; ein Verlust bringt { $who } nie unter { $zone }.
option-vanished = { $attacker } muss dann eine andere Person deiner Wahl angreifen (nicht { $attacker }), die sich verteidigen darf.
option-crown-of-fortune = Der Wurf: { $faces }.
option-thief = Karten der anderen, auf der Hand und offen: { $list }.
option-tyrs-revenge = { $card } ({ $swords }) von { $attacker } wird abgebrochen und zählt trotzdem als Angriff.
option-war-horn = { $target } darf { $card } ({ $swords }) dann mit keiner Verteidigungskarte beantworten.
option-sound-of-the-gjallarhorn = { $n ->
    [one] 1 Verteidigungskarte auf dem Ablagestapel.
   *[other] { $n } Verteidigungskarten auf dem Ablagestapel.
}
option-resisted = Du hast { $followers }.
option-surturs-claim = { $card } ({ $swords }) kommt sofort gegen { $target } zurück, als freier Angriff.
option-hammertime = { $card } wirkt für seine eine Aktion zweimal: { $text }
option-wrath-of-thor = { $card } hätte dann { $double } statt { $swords } Schwerter.
option-backstab = { $who } verliert diesen Bau und zahlt nichts.
option-deadly-dagger = { $n ->
    [one] 1 Angriffskarte auf dem Ablagestapel.
   *[other] { $n } Angriffskarten auf dem Ablagestapel.
}
option-unknown = Eine Option einer Götterwaffe.

## Die Gabe eines Gottes auf einer Stufe (Tempel)
gift-heimdall = In deiner Ressourcen- und deiner Bauphase { $rate } einer Sorte gegen 1 einer anderen tauschen.
gift-freya = Beim Ziehen kommen { $n } Karten verdeckt auf deine Hand, und 1 Aktion zieht 1 Karte.
gift-surtur = { $attacks ->
    [one] 1 Angriff
   *[other] { $attacks } Angriffe
} je Angriffsplatz{ $bonus ->
    [0] {""}
   *[other] { " " }und +{ $bonus } auf deine Angriffskarten
}.
gift-tyr = +{ $bonus } auf jede Verteidigungskarte, die du spielst.
gift-thor = In deiner Gefolgsphase bis zu { $times }-mal { $cost } Gold oder Diamanten für 1 Gefolgsmann zahlen.
gift-odin = In deiner Gefolgsphase bis zu { $times }-mal { $cost } göttliches Blut für { $followers } zahlen.
gift-loki = Einmal in deiner Gefolgsphase { $n ->
    [one] 1 weißen Würfel
   *[other] { $n } weiße Würfel
} um Gefolgsleute werfen (oder Verluste).

## Die Abschnitte der Regelhilfe (für die Liste der gesehenen Regeln)
section-phase-resources = Die Ressourcenphase
section-phase-game = Die Spielphase
section-phase-building = Die Bauphase
section-phase-attack = Die Angriffsphase
section-phase-followers = Die Gefolgsphase
section-temples = Tempel und Domänen
section-tree = Die Leiste und ihre Schutzzonen
section-abilities = Was die Götter geben
section-cards = Karten und Götterwaffen
section-gallery = Alle Karten, eine nach der anderen
