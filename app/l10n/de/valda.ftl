# Valda auf Deutsch (es gibt keine deutsche Ausgabe; die Begriffe sind unsere eigenen und in
# der ganzen App dieselben): Gefolgsleute (ein Gefolgsmann), Gold, Diamanten, göttliches
# Blut, Mine, Blutbohrer, Tempel, Domäne, Grunddeck, Götterdeck, Ablagestapel, Vorrat,
# Schutzzone, Ressourcenphase, Spielphase, Bauphase, Angriffsphase, Gefolgsphase.

-valda = Valda

## Resources and buildings
res-nothing = nichts
one-gold = 1 Gold
one-diamond = 1 Diamant
one-blood = 1 göttliches Blut
building-a = { $kind ->
    [mine] eine Mine
    [drill] einen Blutbohrer
   *[temple] einen { $god }-Tempel
}
building-the = { $kind ->
    [mine] Mine
    [drill] Blutbohrer
   *[temple] { $god }-Tempel
}
pay-cost = { $from ->
    [gold] { $n } Gold
    [diamond] { $n ->
        [one] { $n } Diamant
       *[other] { $n } Diamanten
    }
    [blood] { $n } göttliches Blut
    [golddiamond] { $n } Gold oder Diamanten
   *[any] { $n ->
        [one] { $n } Ressource
       *[other] { $n } Ressourcen
    }
}

## Dice
face-followers = { $signed } { $n ->
    [one] Gefolgsmann
   *[other] Gefolgsleute
}
dice-rolled = { $who } hat gewürfelt

## Why something changed (the log's reasons)
why-card-by = { $card } von { $who }
why-income = Ressourcenwurf
why-trade = Tausch 4 : 1
why-take = eine Aktion
why-loki = Lokis Würfel
why-repay = Rückzahlung für Lokis Wette

## The log
log-turn = Runde { $round }: { $who } ist am Zug
log-rolled = { $who } würfelt { $faces }
log-die-set = { $who } dreht Würfel { $n } auf { $face }
log-pays = zahlt { $what }
log-gets = erhält { $what }
log-pays-and-gets = zahlt { $pay } und erhält { $gain }
log-resources = { $who }: { $change } ({ $why })
log-followers = { $who }: { $sign }{ $followers } ({ $before } → { $after }), { $why }
log-safe-zone = { $line }; Schutzzone { $zone } hat { $kept } gehalten
log-drew = { $who } zieht { $cards }
log-open-drew = { $who } zieht offen: { $cards }
log-got = { $who } erhält { $card }
log-saw = { $who } sieht { $card }
log-took-discard = { $who } nimmt { $card } vom Ablagestapel
log-took-open = { $who } nimmt { $card } aus den offenen Karten von { $from }
log-took-attack = { $who } nimmt { $card } aus dem Angriff
log-took-random = { $who } nimmt { $from } eine zufällige Karte weg
log-gave = { $who } gibt { $to } eine Karte
log-discarded = { $who } legt { $card } ab
log-played = { $who } spielt { $card }
log-weapon = { $who } spielt { $card } ({ $option })
log-passed = { $who } passt
log-took-resource = { $who } nimmt { $kind ->
    [gold] Gold
    [diamond] einen Diamanten
   *[blood] göttliches Blut
} für eine Aktion
log-builds = { $who } baut { $building }
log-build-cancelled = Der { $building } von { $who } wird nicht gebaut
log-attack-order = Angreifer der Reihe nach: { $order }
log-attack = { $who } greift { $target } mit { $card } an
log-attack-again = { $who } greift { $target } erneut mit { $card } an
log-redirected = Der Angriff richtet sich jetzt gegen { $target }
log-defends = { $who } verteidigt mit { $card }
log-no-shield = { $who } spielt keinen Schild
log-reflected = Der Angriff wird auf den Angreifer zurückgeworfen
log-swords-surtur = { $swords } + { $n } Surtur
log-swords-thor = ({ $swords }) × 2 Thors Zorn
log-shields-tyr = { $printed } + { $n } Tyr = { $total }
# Nach „gegen“ im Akkusativ, wie die Vorschau: „Schwerter 3 = 3 gegen keinen Schild“.
log-no-shield-short = keinen Schild
log-outcome-hit = Schwerter { $swords } = { $attack } gegen { $shields }: ein Treffer
log-outcome-stopped = Schwerter { $swords } = { $attack } gegen { $shields }: abgewehrt
log-cancelled = { $who } bricht den Angriff ab
log-reshuffled = Das Grunddeck wird aus dem Ablagestapel neu gemischt ({ $n } Karten)

## The turn's stepper
phase-resources = Ressourcen
phase-game = Spiel
phase-building = Bauen
phase-attack = Angriff
phase-followers = Gefolge
round-of = · Runde { $round } von { $rounds }
# The header, when someone answers in another player's turn: "Sigrún decides in Astrid's turn".
decides-in-turn = entscheidet im Zug von { $who }
phases-label = Phasen des Zuges
builds-left = (noch { $n })
actions-left = { $n ->
    [one] noch { $n } Aktion
   *[other] noch { $n } Aktionen
}

## When a god weapon may be played
window-die-rolled = ein Würfel wurde geworfen
window-attack-declared = ein Angriff wurde angesagt
window-attacked = du wirst angegriffen
window-attack-hit = ein Angriff hat getroffen
window-defended-defender = du hast abgewehrt
window-defended-attacker = dein Angriff wurde abgewehrt
window-own-yellow-played = du hast eine Aktionskarte gespielt
window-build-declared = ein Bau wurde angesagt

## What the player deciding is asked
ask-roll = Wirf die Ressourcenwürfel.
ask-resources = Tausche, wenn du willst, 4 Ressourcen gegen 1 und beende dann die Ressourcenphase.
ask-draw-step = Ziehe deine Karten für die Spielphase.
ask-actions = Setze deine Aktionen ein (noch ⚡{ $n }): spiele eine Aktionskarte, nimm eine Ressource oder ziehe.
ask-hand-limit = Du hast mehr als { $limit } Karten auf der Hand: lege eine ab.
ask-building = Baue: eine Mine oder einen Blutbohrer in deinem Dorf oder einen Tempel auf einer Domäne.
ask-followers = Mache mit deinen Göttern Ressourcen zu Gefolgsleuten und beende dann deinen Zug.
ask-open-moment = Du kannst jetzt eine Götterwaffe spielen oder passen.
ask-slot = Greife { $who } mit einer Angriffskarte an ({ $n ->
    [one] noch { $n } Angriff
   *[other] noch { $n } Angriffe
}) oder passe.
ask-defend-from = { $who } greift dich an: spiele eine Verteidigungskarte oder keine.
ask-defend = Verteidige dich: spiele eine Verteidigungskarte oder keine.
ask-window = Jetzt darf eine Götterwaffe gespielt werden ({ $window }).
ask-window-fight = { $fight }: Du darfst jetzt eine Götterwaffe spielen oder passen.
ask-pick = Wähle { $n ->
    [one] { $n } Ressource
   *[other] { $n } Ressourcen
}.
ask-pick-from = Wähle { $n ->
    [one] { $n } Ressource
   *[other] { $n } Ressourcen
} von { $who }.
ask-pick-for = Wähle { $n ->
    [one] { $n } Ressource
   *[other] { $n } Ressourcen
} für { $who }.
ask-swap = Tausche bis zu { $n } Ressourcen oder höre auf.
ask-pay-for = Zahle { $cost } für { $followers } (noch höchstens { $left }-mal) oder höre auf.
ask-victim = Wähle, wen es trifft.
ask-redirect = Verschwunden: wähle, wer stattdessen angegriffen wird.
ask-draw-god = Wähle das Götterdeck, von dem du { $n } ziehst.
ask-look-god = Wähle ein Götterdeck zum Ansehen (noch { $n }).
ask-keep-god-card = Behalte eine der beiden Karten; die andere kommt unter das Deck von { $god }.
ask-search-take = Nimm eine der Karten, die du siehst (noch { $n }).
ask-search-under = Lege die nächste Karte unter das Grunddeck.
ask-from-discard = Nimm eine Karte vom Ablagestapel (höchstens { $n }).
ask-sacrifice = Lege Karten für je 1 Gefolgsmann ab (höchstens { $n }) oder höre auf.
ask-give = Gib { $who } eine Karte aus deiner Hand.
ask-take-card = Nimm eine Karte von { $who }.
ask-set-die = Krone des Glücks: drehe einen Würfel auf die Seite, die du willst.

## The buttons of the legal actions
act-roll = Würfeln
act-trade = { $pay } gegen { $get } tauschen
act-heimdall = Heimdall: { $pay } gegen { $get }
act-end-resources = Ressourcenphase beenden
act-end-game = Spielphase beenden
act-end-building = Bauphase beenden
act-go-on = Weiter
act-end-turn = Zug beenden
act-open-draw = Grundkarten ziehen
act-owner-draw = Vom Deck von { $god } ziehen (verdeckt)
act-play = { $card } spielen
act-play-open = { $card } spielen (offene Karte)
act-take-resource = { $what } nehmen (⚡1)
act-draw-two = 2 Karten ziehen (⚡2)
act-draw-one = 1 Karte ziehen (⚡1, Freya)
act-discard = { $card } ablegen
act-build = { $building } für { $price } bauen
act-build-discount = { $building } für { $price } bauen (Rabatt: { $discount })
act-attack = Mit { $card } angreifen
act-defend = Mit { $card } verteidigen
act-no-defence = Keine Verteidigung
act-weapon = { $option } spielen
act-option-n = Option { $n }
act-stop = Hier aufhören
act-mute = Passen und bis zu meinem Zug nicht mehr fragen
act-thor = Thor: { $pay } für { $followers } zahlen
act-odin = Odin: { $cost } göttliches Blut für { $followers } zahlen
act-loki = Loki: die weißen Würfel um Gefolgsleute werfen
act-pick = { $what } nehmen
act-swap = { $pay } geben, { $get } erhalten
act-god-deck = Deck von { $god }
act-random = Eine zufällige Karte aus der Hand
act-keep = { $card } behalten
act-give = { $card } geben
act-under = { $card } unter das Grunddeck legen
act-die = Würfel { $n } auf { $face } drehen

## The decision's controls
your-decision = Deine Entscheidung
cards-you-look-at = Karten, die du ansiehst
discard-you-may-take = Karten vom Ablagestapel, die du nehmen darfst
open-cards = Offene Karten
nothing-with-card = Mit dieser Karte lässt sich jetzt nichts tun.
take-a-resource = Eine Ressource für 1 Aktion nehmen
trade-group = 4 Ressourcen gegen 1 tauschen
trade-title = Tausch 4 : 1
pay-less = { $kind ->
    [gold] Ein Gold weniger zahlen
    [diamond] Einen Diamanten weniger zahlen
   *[blood] Ein göttliches Blut weniger zahlen
}
pay-more = { $kind ->
    [gold] Ein Gold mehr zahlen
    [diamond] Einen Diamanten mehr zahlen
   *[blood] Ein göttliches Blut mehr zahlen
}
trade-get = Erhalten
swap-group = Ressourcen tauschen
get-less = { $kind ->
    [gold] Ein Gold weniger erhalten
    [diamond] Einen Diamanten weniger erhalten
   *[blood] Ein göttliches Blut weniger erhalten
}
get-more = { $kind ->
    [gold] Ein Gold mehr erhalten
    [diamond] Einen Diamanten mehr erhalten
   *[blood] Ein göttliches Blut mehr erhalten
}
get-one = { $what } erhalten
trade-button = { $pay } zahlen, { $get } erhalten

## The table
menu = Valda-Menü
discard-button = Ablagestapel ({ $n })
log-button = Verlauf
the-table = Der Tisch
my-village = Mein Dorf
view-tabs = Ansichten
base-deck = Grunddeck: { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
latest-events = Letzte Ereignisse
read-in-full = Ganz lesen
cannot-play-now = Diese Karte kann jetzt nicht gespielt werden.
hand-of = Hand von { $who }
open-cards-of = Offene Karten von { $who }
hand-hidden = Die Karten von { $who } bleiben verdeckt, bis { $who } tippt.
discard-pile = Der Ablagestapel
discard-pile-title = Ablagestapel: { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
discard-top-first = Ablagestapel, oberste Karte zuerst
empty = Leer.
game-log = Spielverlauf
log-title = Verlauf

## The attack
the-attack = Der Angriff
attack-order = Angreifer der Reihe nach: { $names }
then-sep = {", "}dann{" "}
fight-line = { $who } greift { $target } an
fight-line-cancelled = { $who } greift { $target } an (abgebrochen)
fight-line-again = { $who } greift { $target } erneut an
no-shield = Kein Schild
waiting-for-defence = Die Verteidigung ist am Zug

## Was ein Angriff oder eine Verteidigung ergäbe (bevor sie bestätigt wird)
preview-swords = { $n ->
    [one] { $n } Schwert
   *[other] { $n } Schwerter
}
preview-swords-surtur = { $n ->
    [one] { $n } Schwert
   *[other] { $n } Schwerter
} (Surtur +{ $bonus })
preview-shields = { $n ->
    [one] { $n } Schild
   *[other] { $n } Schilde
}
preview-shields-tyr = { $n ->
    [one] { $n } Schild
   *[other] { $n } Schilde
} (Tyr +{ $bonus })
preview-unknown = den Schild von { $who }, unbekannt bis zur Verteidigung
preview-no-shield = keinen Schild
preview-hit = ein Treffer
preview-stopped = abgewehrt
# "4 Schwerter gegen 3 Schilde: ein Treffer. Bei einem Treffer: …" (das Ergebnis kann leer sein).
preview-line = { $swords } gegen { $against }{ $result ->
    [none] {""}
   *[other] : { $result }
}. { $cost }

## Yggdrasil and the map
track-label = Yggdrasil-Leiste
track-line = { $who }: { $n ->
    [one] { $n } Gefolgsmann
   *[other] { $n } Gefolgsleute
}, Schutzzone { $zone } erreicht
domains-label = Die Domänen der Götter
temple-of-owner = Tempel von { $who }, Besitz
temple-of = Tempel von { $who }
empty-site = Freier Bauplatz
temple-sites = Tempelplätze von { $god }
temple-cost = Tempel: { $price }
cost-held = Kostet { $price }; du hast { $have }.
cost-discount = { $n } Rabatt
affordable = Bezahlbar
missing = Es fehlt: { $what }
deck-count = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} im Deck von { $god }
locked-by = Im Besitz von { $who }: für die anderen gesperrt
build-temple-of = { $god }-Tempel bauen

## A village
village-of = Dorf von { $who }
resources-label = Ressourcen
mines = Minen
drills = Blutbohrer
places-count = { $label } { $built }/{ $max }
build-mine = Mine bauen
build-drill = Blutbohrer bauen
build = Bauen
hand-size = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} auf der Hand
levels-label = Fähigkeitsstufen
level = { $god } { $level }
no-abilities = Noch keine Fähigkeiten

## Pieces to build
pieces-label = Bauteile
pieces-title = Bauen:
piece-temple = Tempel
piece-mine = Mine
piece-drill = Blutbohrer
hint-drag-temple = Ziehe den Tempel auf eine Domäne oder tippe auf deren Bauen-Knopf.
hint-temple-where = Ein Tempel kommt auf eine Domäne mit Bauen-Knopf.
hint-village-where = Minen und Blutbohrer kommen in dein Dorf.

## Refusals
err-illegal = Das geht jetzt nicht.

## New game
new-title = Neues Spiel { -valda }
cards-legend = Karten
cards-from-file = Karten: „{ $name }“ (aus einer Datei)
cards-builtin = Karten: die eingebauten { $n }
load-card-list = Kartenliste laden (.tsv)
use-builtin = Eingebaute Karten verwenden
card-list-ok = „{ $name }“ ist eine gültige Kartenliste: { $distinct } verschiedene Karten, { $cards } insgesamt.
card-list-refused = „{ $name }“ kann nicht verwendet werden; das Spiel behält seine Karten. Probleme:
privacy-legend = Geheimhaltung
privacy-text = In jedem Reaktionsmoment alle fragen, auch wer nichts spielen kann, damit das Gefragtwerden nichts verrät (langsamer).
seed-text = Derselbe Startwert teilt dieselben Karten aus und würfelt dieselben Würfe. Leer lassen für ein neues Spiel.

## The end
becomes-god = { $who } wird ein Gott
share-victory = { $list } und { $last } teilen sich den Sieg
end-hint = Wer die meisten Gefolgsleute hat, gewinnt; bei Gleichstand entscheiden mehr Tempel, dann mehr Ressourcen.
tie-temples = die Tempel haben entschieden
tie-resources = die Ressourcen haben entschieden
tie-shared = gleich viele Gefolgsleute, Tempel und Ressourcen: der Platz wird geteilt
col-place = Platz
col-followers = Gefolgsleute
col-temples = Tempel
col-resources = Ressourcen
end-log = Der Spielverlauf
trade-after = Danach hast du { $res }.
trade-not-allowed = Wähle 4 deiner Ressourcen, um 1 zu bekommen.

## Embedded positions
embed-frame-label = { -valda }-Stellung
embed-credit = { -valda } in Skald
embed-actions = Die erlaubten Aktionen: wähle eine zum Ausprobieren
