# Valda-Karten: Namen (unsere eigenen, es gibt keine deutsche Ausgabe), Typen und das
# Vokabular der Wirkungen (app/src/valda/card_words/). Jeder Schritt ist eine
# Aufforderung an den Spieler der Karte, klein geschrieben; der Code fügt sie zusammen.
# Begriffe: Gefolgsleute (ein Gefolgsmann), Gold, Diamanten, göttliches Blut, Mine,
# Blutbohrer, Tempel, Grunddeck, Götterdeck, Ablagestapel, Vorrat, Schutzzone.

## Namen: nach der Kennung ohne Deck (base.treasure_chest und heimdall.treasure_chest
## heißen beide Schatztruhe); eine unbekannte Kennung behält den Namen der Liste.
card-name = { $id ->
    [treasure_chest] Schatztruhe
    [spoils_of_war] Kriegsbeute
    [blood_vein] Blutader
    [seduction] Verführung
    [backup_has_arrived] Verstärkung naht
    [yggdrasil] Yggdrasil
    [bifrost_bridge] Bifröst-Brücke
    [drakkar] Drakkar
    [sacrifice] Opfergabe
    [mountain_delve] Bergstollen
    [market_of_hedeby] Markt von Haithabu
    [horn_of_mead] Met-Horn
    [tribute] Tribut
    [stonemason] Steinmetz
    [runestone] Runenstein
    [raid] Raubzug
    [ambush] Hinterhalt
    [pickpocket] Taschendieb
    [plunder] Plünderung
    [abduction] Entführung
    [double_kill] Doppelschlag
    [berserker] Berserker
    [sidestep] Ausweichen
    [wooden_shield] Holzschild
    [round_shield] Rundschild
    [shield_wall] Schildwall
    [war_horn] Kriegshorn / Ruf des Gjallarhorns
    [watcher] Heimdall – Wächter der Götter
    [dwarven_forge] Zwergenschmiede
    [deep_drill] Tiefbohrung
    [merchant_fleet] Handelsflotte
    [vanished] Verschwunden / Krone des Glücks
    [goddess] Freya – Göttin der Fruchtbarkeit
    [falcon_cloak] Falkengewand
    [valkyries_choice] Wahl der Walküre
    [chariot_of_cats] Katzenwagen
    [resisted] Widerstanden / Surturs Anspruch
    [fire_giant] Surtur – Feuerriese
    [flaming_sword] Flammenschwert
    [muspelheim_fire] Muspelheim-Feuer
    [ragnarok] Ragnarök
    [fire_giants_raid] Raubzug der Feuerriesen
    [ember_thief] Glutdieb
    [blood_rage] Blutrausch
    [thief] Dieb / Tyrs Rache
    [god_of_war] Tyr – Gott des Krieges
    [shield_of_justice] Schild der Gerechtigkeit
    [einherjar_wall] Einherjar-Wall
    [oath_shield] Eidschild
    [guardians_vow] Wächterschwur
    [righteous_counter] Gerechte Vergeltung
    [fenrirs_bond] Fenrirs Fessel
    [hammertime] Hammerzeit / Thors Zorn
    [god_of_thunder] Thor – Gott des Donners
    [rune_of_fertility] Fruchtbarkeitsrune
    [heros_welcome] Heldenempfang
    [thunder_feast] Donnerfest
    [bilskirnir] Bilskirnir
    [feast_of_the_goats] Bocksschmaus
    [lightning_strike] Blitzschlag
    [bullseye] Volltreffer / Seelenspeer
    [leader] Odin – Anführer der Götter
    [valhalla] Walhall
    [einherjar] Einherjar
    [huginn_and_muninn] Huginn und Muninn
    [sleipnir] Sleipnir
    [backstab] Meuchelstoß / Todesdolch
    [god_of_chaos] Loki – Gott des Chaos
    [shapeshifter] Gestaltwandler
    [lokis_wager] Lokis Wette
    [lokasenna] Lokasenna
    [mistletoe] Mistelzweig
    [tricksters_mirror] Trugspiegel
   *[other] { $name }
}
option-name = { $key ->
    [war_horn] Kriegshorn
    [sound_of_the_gjallarhorn] Ruf des Gjallarhorns
    [vanished] Verschwunden
    [crown_of_fortune] Krone des Glücks
    [thief] Dieb
    [tyrs_revenge] Tyrs Rache
    [resisted] Widerstanden
    [surturs_claim] Surturs Anspruch
    [hammertime] Hammerzeit
    [wrath_of_thor] Thors Zorn
    [backstab] Meuchelstoß
    [deadly_dagger] Todesdolch
    [bullseye] Volltreffer
    [soulspear] Seelenspeer
   *[other] { $fallback }
}
a-card = eine Karte

## Typen und Götter
type-action = Aktion
type-attack = Angriff
type-defence = Verteidigung
type-god-weapon = Götterwaffe
god-heimdall = Heimdall
god-freya = Freya
god-surtur = Surtur
god-tyr = Tyr
god-thor = Thor
god-odin = Odin
god-loki = Loki
cost-free = frei
# On a card that came into the hand since its holder last acted.
new-card = Neu

## Die Beschreibung einer Karte für Screenreader
label-head = { $name }: { $kind ->
    [action] Aktion
    [attack] Angriff
    [defence] Verteidigung
   *[god-weapon] Götterwaffe
}
label-swords = , { $n ->
    [one] { $n } Schwert
   *[other] { $n } Schwerter
}
label-shields = , { $n ->
    [one] { $n } Schild
   *[other] { $n } Schilde
}
label-god = , aus { $god }s Götterdeck
label-end = { $head }. { $text }

## Mengen
n-gold = { $n } Gold
n-diamond = { $n ->
    [one] { $n } Diamant
   *[other] { $n } Diamanten
}
n-blood = { $n } göttliches Blut
n-resources = { $n ->
    [one] { $n } Ressource
   *[other] { $n } Ressourcen
}
n-your-choice = { $n ->
    [one] { $n } Ressource deiner Wahl
   *[other] { $n } Ressourcen deiner Wahl
}
n-their-choice = { $n ->
    [one] { $n } Ressource seiner Wahl
   *[other] { $n } Ressourcen seiner Wahl
}
n-gold-diamond = { $n ->
    [one] { $n } Gold oder Diamant
   *[other] { $n } Gold oder Diamanten (beliebig gemischt)
}
n-any-kind = { $n ->
    [one] { $n } beliebige Ressource
   *[other] { $n } beliebige Ressourcen
}
n-followers = { $n ->
    [one] { $n } Gefolgsmann
   *[other] { $n } Gefolgsleute
}

## Wen ein Schritt trifft
# gib { $who } 1 Gold (Dativ)
to-whom = { $t ->
    [hit] dem angegriffenen Spieler
    [chosen] einem Spieler deiner Wahl
    [each_other] jedem anderen Spieler
    [all] jedem Spieler (auch dir)
    [attacker] dem Angreifer
   *[they] ihm
}
# lass { $who } … (Akkusativ)
make-whom = { $t ->
    [hit] den angegriffenen Spieler
    [chosen] einen Spieler deiner Wahl
    [each_other] jeden anderen Spieler
    [all] jeden Spieler (auch dich)
    [attacker] den Angreifer
   *[they] ihn
}
# nimm { $from } … ab (Dativ)
from-whom = { $t ->
    [hit] dem angegriffenen Spieler
    [chosen] einem Spieler deiner Wahl
    [each_other] jedem anderen Spieler
    [all] jedem Spieler
    [attacker] dem Angreifer
   *[they] ihm
}
# töte 1 Gefolgsmann { $of } (Genitiv)
of-whom = { $t ->
    [hit] des angegriffenen Spielers
    [chosen] eines Spielers deiner Wahl
    [each_other] jedes anderen Spielers
    [all] jedes Spielers
   *[attacker] des Angreifers
}
# nimm 1 Karte { $hand }
hand-of = { $t ->
    [hit] aus der Hand des angegriffenen Spielers
    [chosen] aus der Hand eines Spielers deiner Wahl
    [each_other] aus der Hand jedes anderen Spielers
    [all] aus der Hand jedes Spielers
    [attacker] aus der Hand des Angreifers
   *[they] aus seiner Hand
}

## Die Schritte (Regeln §1.3)
do-gain = nimm { $what } aus dem Vorrat
do-give = gib { $who } { $what } aus dem Vorrat
do-gain-followers = gewinne { $followers }
do-lose-followers = verliere { $followers } (Schutzzonen gelten)
do-convert = tausche bis zu { $n } { $from ->
    [gold] von deinem Gold
    [diamond] von deinen Diamanten
    [blood] von deinem göttlichen Blut
    [golddiamond] von deinem Gold und deinen Diamanten
   *[any] von deinen Ressourcen
} eins zu eins gegen { $to ->
    [gold] Gold
    [diamond] Diamanten
    [blood] göttliches Blut
   *[any] Ressourcen deiner Wahl
} aus dem Vorrat
do-followers-for = zahle { $cost } für { $followers }, { $times ->
    [one] einmal
   *[other] bis zu { $times }-mal
}
do-roll-followers-yellow = wirf 1 gelben Würfel und gewinne so viele Gefolgsleute, wie er Gold oder Diamanten zeigt
do-roll-followers-blue = wirf 1 blauen Würfel und gewinne so viele Gefolgsleute, wie er göttliches Blut zeigt
do-roll-followers-white = wirf 1 weißen Würfel und gewinne so viele Gefolgsleute, wie er zeigt, oder verliere sie bei einem Minus (Schutzzonen gelten)
do-roll-resources-yellow = { $n ->
    [one] wirf 1 gelben Würfel und nimm das Gold oder die Diamanten, die er zeigt
   *[other] wirf { $n } gelbe Würfel und nimm das Gold und die Diamanten, die sie zeigen
}
do-roll-resources-blue = { $n ->
    [one] wirf 1 blauen Würfel und nimm das göttliche Blut, das er zeigt
   *[other] wirf { $n } blaue Würfel und nimm das göttliche Blut, das sie zeigen
}
do-roll-resources-white = { $n ->
    [one] wirf 1 weißen Würfel (er zeigt keine Ressourcen, du bekommst also nichts)
   *[other] wirf { $n } weiße Würfel (sie zeigen keine Ressourcen, du bekommst also nichts)
}
do-borrow = nimm jetzt { $now } deiner Wahl; am Ende deines Zuges zahlst du { $later } deiner Wahl in den Vorrat (alles, was du hast, wenn es weniger ist)
do-discount = { $kind ->
    [mine] die erste Mine, die du in diesem Zug baust, kostet
    [drill] der erste Blutbohrer, den du in diesem Zug baust, kostet
   *[temple] der erste Tempel, den du in diesem Zug baust, kostet
} { $cost } weniger (du wählst, welche; solche Rabatte zählen zusammen)
do-build-free = stelle kostenlos { $kind ->
    [mine] 1 Mine
   *[drill] 1 Blutbohrer
} in dein Dorf, wenn du weniger als { $max } hast (das zählt nicht gegen dein Baulimit)
do-draw = ziehe { $cards } vom Grunddeck
do-let-draw = lass { $who } { $cards } vom Grunddeck ziehen
do-draw-god-choice = { $n ->
    [one] nimm die oberste Karte eines Götterdecks deiner Wahl auf die Hand
   *[other] nimm die obersten { $n } Karten eines Götterdecks deiner Wahl auf die Hand
}
do-draw-god = { $n ->
    [one] nimm die oberste Karte von { $god }s Götterdeck auf die Hand
   *[other] nimm die obersten { $n } Karten von { $god }s Götterdeck auf die Hand
}
do-look-god-tops = { $n ->
    [one] sieh dir heimlich die oberste Karte eines Götterdecks an und lass sie liegen
   *[other] sieh dir heimlich die oberste Karte von { $n } verschiedenen Götterdecks an und lass sie liegen
}
do-search = sieh dir heimlich { $look ->
    [one] die oberste Karte
   *[other] die obersten { $look } Karten
} des Grunddecks an, nimm { $take } davon auf die Hand und lege den Rest in beliebiger Reihenfolge unter das Grunddeck
do-take-from-discard = nimm { $n ->
    [one] 1 { $filter ->
        [action] Aktionskarte
        [attack] Angriffskarte
        [defence] Verteidigungskarte
       *[any] Karte
    } deiner Wahl
   *[other] bis zu { $n } { $filter ->
        [action] Aktionskarten
        [attack] Angriffskarten
        [defence] Verteidigungskarten
       *[any] Karten
    } deiner Wahl
} vom Ablagestapel
do-take-best-defence = { $n ->
    [one] nimm die Verteidigungskarte mit der höchsten aufgedruckten Verteidigung vom Ablagestapel (bei Gleichstand wählst du)
   *[other] nimm die { $n } Verteidigungskarten mit der höchsten aufgedruckten Verteidigung vom Ablagestapel (bei Gleichstand wählst du)
}
do-followers-per-discard = lege bis zu { $n ->
    [one] 1 andere Karte
   *[other] { $n } andere Karten
} aus deiner Hand auf den Ablagestapel und gewinne je Karte 1 Gefolgsmann
do-switch-card = nimm 1 zufällige Karte { $hand } und gib ihm dann 1 Karte deiner Wahl aus deiner Hand (auch die gerade genommene)
do-take-card = nimm { $from } { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} ab: { $n ->
    [one] eine seiner offenen Karten (du wählst) oder eine zufällige Karte aus seiner Hand
   *[other] jeweils eine seiner offenen Karten (du wählst) oder eine zufällige Karte aus seiner Hand
}
do-extra-actions = erhalte { $n ->
    [one] 1 zusätzliche Aktion
   *[other] { $n } zusätzliche Aktionen
} in dieser Spielphase
do-build-limit = in der Bauphase dieses Zuges darfst du bis zu { $n } Gebäude bauen (mehrere solche Karten zählen nie zusammen: die höchste Zahl gilt)
do-kill = töte { $followers } { $of }
do-kill-their = töte { $n } seiner Gefolgsleute
do-steal-followers = stiehl { $from } { $followers }
do-steal-resource = nimm { $from } { $what } ab
do-burn-resource = lass { $who } { $what } in den Vorrat zurücklegen
do-steal-card = nimm { $n ->
    [one] 1 zufällige Karte
   *[other] { $n } zufällige Karten
} { $hand }
do-discard-random = lass { $who } { $n ->
    [one] 1 zufällige Karte
   *[other] { $n } zufällige Karten
} aus seiner Hand auf den Ablagestapel legen
do-keep-attack-card = nimm die Angriffskarte auf die Hand, statt sie abzulegen
do-undefendable = der Angriff kann nicht mehr mit einer Verteidigungskarte beantwortet werden
do-double-attack = die Stärke des Angriffs verdoppelt sich
do-redirect-attack = nenne einen anderen Spieler, nicht den Angreifer; der Angriff richtet sich nun gegen ihn
do-cancel-attack-take-card = brich den Angriff ab und nimm seine Angriffskarte auf die Hand
do-double-kill = der Angriff tötet doppelt so viele Gefolgsleute (Schutzzonen gelten weiter)
do-set-die = drehe einen Würfel dieses Wurfs auf eine beliebige Seite dieses Würfels
do-cancel-build = der Bau findet nicht statt; wer baut, zahlt nichts, der Bau zählt aber trotzdem gegen sein Baulimit
do-play-again = die abgewehrte Angriffskarte kommt zurück und greift denselben Spieler sofort noch einmal an, als freier Angriff
do-double-yellow = die Aktionskarte, die du spielst, wirkt zweimal (ihre Aktion zahlst du einmal)
for-each-other = einmal für jeden anderen Spieler: { $step }
for-chosen = wähle einen anderen Spieler, dann { $step }

## Ganze Karten
capital-after-colon = yes
free-to-play = Frei spielbar (keine Aktion).
spent-anyway = Liegt keine passende Karte dort, ist die Aktion trotzdem verbraucht.
on-hit = Bei einem Treffer: { $steps }.
defence-n = Verteidigung { $n }.
reflect = Ohne Stärkevergleich: Der Angriff scheitert an dir und trifft stattdessen den Angreifer; was er gäbe, gewinnst du.
if-stopped = Wehrt sie den Angriff ab: { $steps }.
defence-idle = Auf einer Verteidigungskarte ohne Wirkung: { $steps }.
god-weapon-intro = Götterwaffe, wähle eine Möglichkeit.
option = { $name } ({ $when }): { $steps }.
window-anytime = jederzeit
window-die-rolled = nach einem Würfelwurf
window-attack-declared = wenn ein Angriff angesagt wird
window-attacked = wenn du angegriffen wirst
window-attack-hit = wenn ein Angriff trifft
window-defended-defender = nachdem du einen Angriff mit einer Verteidigungskarte abgewehrt hast
window-defended-attacker = nachdem dein Angriff mit einer Verteidigungskarte abgewehrt wurde
window-own-yellow-played = wenn du eine Aktionskarte spielst
window-build-declared = wenn ein anderer Spieler einen Bau ansagt
sentence = { $steps }.
