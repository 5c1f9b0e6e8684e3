# Startseite, Kopf- und Fußzeile und was alle Spiele teilen.

-skald = Skald

## Kopf- und Fußzeile
skip-to-content = Zum Inhalt springen
brand-label = { -skald } – alle Spiele
language-label = Sprache
footer-offline = Läuft im Browser, auch offline, ohne Konto.
engine-version = Engine { $version }

## Startseite
home-title = Nordische Spiele für einen Tisch
home-lede = Drei Brettspiele für ein Tablet oder einen Laptop in der Runde: Wer seinen Zug beendet, gibt das Gerät weiter.
games-label = Spiele
since-your-last-turn = Seit dem letzten Zug von { $name }
since-show-earlier = { $n ->
    [one] Die frühere Zeile zeigen
   *[other] Die { $n } früheren Zeilen zeigen
}
since-yours-earlier = Davor, was dich betraf:
unfinished-title = Angefangene Spiele
continue-name = { $game } fortsetzen
unfinished-players = { $players } · { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
unfinished-to-move = { $name } ist am Zug
players-range = { $min }–{ $max } Spieler
status-playable = Spielen
status-in-progress = In Arbeit
status-not-scheduled = Nicht geplant
tagline-voluspa = Lege Götter und Kreaturen in Zeilen und Spalten und werte jede Reihe, die dein Plättchen anführt.
tagline-odin = Werde deine Handkarten los, indem du die Mitte mit höheren Karten einer Farbe oder einer Ziffer schlägst.
tagline-valda = Baue Tempel, sammle Gefolgsleute und steige an Yggdrasil empor, um in sechs Runden ein Gott zu werden.

## Seiten, die alle Spiele teilen
back-to-all-games = Zurück zu allen Spielen
not-found-title = Seite nicht gefunden
not-found-text = Unter „{ $path }“ gibt es keine Seite.
not-built = { $game } ist noch nicht fertig.
not-built-in-progress = Es wird gerade gebaut und erscheint hier, sobald es spielbar ist.
not-built-not-scheduled = Daran wird noch nicht gearbeitet, und es ist noch nicht geplant.

## Der Spielerteil jedes Formulars für ein neues Spiel
players-legend = Spieler
number-of-players = Anzahl der Spieler
player-n = Spieler { $n }
name-of-player = Name von Spieler { $n }
who-plays-player = Wer spielt Spieler { $n }
seat-person = Mensch
seat-computer = Computer · { $level }
colour-of-player = Farbe von Spieler { $n }
colour-orange = Orange
colour-sky-blue = Himmelblau
colour-green = Grün
colour-yellow = Gelb
colour-blue = Blau
colour-vermilion = Zinnoberrot
colour-purple = Purpur
name-too-long = Der Name von Spieler { $n } ist länger als { $max } Zeichen

## Computergegner
level-easy = Leicht
level-normal = Mittel
level-hard = Schwer
computer-speed = Tempo der Computer
pace-slow = Langsam
pace-normal = Normal
pace-fast = Schnell
computer-thinking = { $name } überlegt …
phone-deciding = { $name } entscheidet auf dem eigenen Handy.
phones-button = Handys
phones-button-title = Handys der Spieler: Alle können ihren Platz auf dem eigenen Handy spielen
phones-join = Mit Handys beitreten
phones-failed = Die Handys der Spieler konnten nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.
computer-cannot-move = Der Computer kann nicht ziehen: { $why }
computer-move-unreadable = Der Computer hat mit einem Zug geantwortet, der hier nicht erlaubt ist.
try-again = Erneut versuchen
computer-badge = Computer, { $level }

## Seats of a saved game that do not fit it
seats-count = er nennt { $seats } Spieler für ein Spiel mit { $players } Spielern
seat-colour-unknown = Spieler { $n } hat eine Farbe, die es hier nicht gibt
seats-share-colour = zwei Spieler haben dieselbe Farbe ({ $colour })

## A game's own page
continue-game = Spiel fortsetzen
saves-may-be-cleared = Dieser Browser kann gespeicherte Spiele nach einigen Tagen ohne Besuch löschen. Exportiere das Spiel, um eine Kopie zu behalten.
export-saved = Dieses Spiel exportieren
new-game = Neues Spiel
rules-help = Spielregeln
import-file = Spieldatei importieren
back = Zurück
no-game-of = Kein laufendes Spiel { $game }
game-not-opened = Das Spiel konnte nicht geöffnet werden.
save-cannot-open = Das gespeicherte Spiel lässt sich nicht öffnen
file-cannot-open = Diese Datei lässt sich nicht öffnen: { $why }.

## Saves
save-too-large = sie ist zu groß für einen Skald-Spielstand ({ $size } KiB; höchstens { $max } KiB)
save-not-json = sie ist kein Skald-Spielstand (kein gültiges JSON)
save-not-skald = sie ist kein Skald-Spielstand
save-newer = sie stammt von einer neueren Skald-Version (Format { $version }, diese App liest { $reads })
save-other-game = sie ist der Spielstand eines anderen Spiels ({ $game })
save-other-rules = sie stammt von einer Skald-Version mit anderen Regeln dieses Spiels (Regeln { $version }, diese spielt Regeln { $plays }): hier nachgespielt wäre es eine andere Partie
save-engine-refuses = die Spiel-Engine kann ihn nicht nachspielen: { $why }
save-move-not-legal = Zug { $n } ist an dieser Stelle nach den Regeln nicht erlaubt
save-damaged = sie ist beschädigt oder wurde von Hand bearbeitet: { $what }
save-missing-entry = der Eintrag „{ $field }“ fehlt
save-unknown-entry = sie enthält einen Eintrag, den diese Skald-Version nicht kennt
save-wrong-kind = ein Wert hat die falsche Art (zum Beispiel Text, wo eine Zahl hingehört)
save-out-of-range = ein Wert liegt außerhalb des Bereichs
save-wrong-length = eine Liste hat die falsche Anzahl Einträge
save-wrong-shape = der Inhalt ist unvollständig oder falsch aufgebaut
save-kept-aside = Das gespeicherte Spiel ließ sich nicht öffnen: { $why }. Es wurde in diesem Browser beiseitegelegt (die Startseite bietet es als Datei an), und ein neues Spiel kann beginnen.
save-not-opened = Das gespeicherte Spiel ließ sich nicht öffnen: { $why }.
save-refused = dieser Browser hat das Speichern verweigert (Speicher voll oder abgeschaltet)
nothing-to-undo = nichts zurückzunehmen
no-file = keine Datei gewählt
file-unreadable = die Datei ließ sich nicht lesen ({ $why })
file-too-large = sie ist zu groß ({ $size } KiB; gelesen werden höchstens { $max } KiB)
save-newer-rules = sie stammt von einer neueren Skald-Version mit anderen Regeln dieses Spiels (Regeln { $version }; diese spielt Regeln { $plays }): lade die Seite neu, um Skald zu aktualisieren, und öffne sie dann noch einmal
rules-updated = Dieses Spiel wurde unter früheren Regeln von { $game } gespeichert (Regeln { $rules }). Es geht unter den aktuellen Regeln ({ $plays }) weiter.
rules-updated-cut = Dieses Spiel wurde unter früheren Regeln von { $game } gespeichert (Regeln { $rules }). Nach den aktuellen Regeln ({ $plays }) { $n ->
    [one] ist sein letzter Zug
   *[other] sind seine letzten { $n } Züge
} nicht mehr möglich: Es geht von der Stellung davor weiter. Der Spielstand, wie er war, bleibt erhalten: Die Startseite bietet ihn als Datei an.
unsaved-title = Dieses Spiel ist nicht gespeichert
unsaved-text = { $moves ->
    [0] Dieser Browser hat das Speichern verweigert (sein Speicher ist voll oder abgeschaltet).
    [one] Dieser Browser hat das Speichern verweigert (sein Speicher ist voll oder abgeschaltet): Der letzte Zug ist nur auf diesem Bildschirm.
   *[other] Dieser Browser hat das Speichern verweigert (sein Speicher ist voll oder abgeschaltet): Die letzten { $moves } Züge sind nur auf diesem Bildschirm.
} Exportiere das Spiel, um es zu behalten, oder gib Speicher frei; Skald versucht es weiter.
export-game = Spiel exportieren

## Beiseitegelegte Spiele
new-game-keeps = Das laufende Spiel wird beiseitegelegt, wenn dieses beginnt: Es lässt sich auf der Startseite fortsetzen.
put-aside = beiseitegelegt
discard = Verwerfen
discard-for-good = Dieses Spiel endgültig verwerfen?
keep = Behalten
no-room-to-keep = Dieser Browser hat keinen Platz mehr, um das laufende Spiel beiseitezulegen, darum wurde nichts ersetzt. Exportiere dieses Spiel oder verwirf ein Spiel, das du nicht mehr brauchst, und versuche es noch einmal.
kept-gone = Dieses Spiel ist in diesem Browser nicht mehr gespeichert.
import-replaces = Ein Spiel { $game } läuft gerade ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} gespielt). Die Datei öffnen?
import-keep = Öffnen und mein Spiel beiseitelegen
import-discard = Öffnen und mein Spiel verwerfen
cancel = Abbrechen
kept-aside-title = Beiseitegelegte Spielstände
kept-aside-hint = Spielstände, die diese Skald-Version nicht (vollständig) öffnen konnte, liegen hier: Exportiere einen, um ihn als Datei zu behalten.
kept-save = { $game }: ein beiseitegelegter Spielstand
delete = Löschen


## Hand-off between players
pass-to = Weitergeben an { $name }
tap-to-see-tiles = { $name }: tippe, um deine Plättchen zu sehen
tap-to-see-cards = { $name }: tippe, um deine Karten zu sehen

## Embedded positions and their snippet
embed-cannot-show = Diese Stellung lässt sich nicht zeigen.
embed-not-yet = Stellungen aus { $game } lassen sich noch nicht einbetten.
embed-this-position = Diese Stellung einbetten
snippet-label = Codeschnipsel für eine Webseite
snippet-text = Füge dies in eine Webseite ein, um diese Stellung dort zu zeigen; Leser können sie Zug um Zug durchgehen und Züge ausprobieren.
copy = Kopieren
copied = Kopiert.
select-and-copy = Markiere den Text und kopiere ihn.
steps-label = Schritte des Beispiels
first-position = Erste Stellung
previous-move = Voriger Zug
next-move = Nächster Zug
last-position = Letzte Stellung

## Page titles
title-home = Skald – nordische Brettspiele
title-game = { $game } – Skald
title-embed = { $game }-Stellung – Skald
title-not-found = Seite nicht gefunden – Skald
title-join = Am Tisch mitspielen – Skald

## The computer's worker
worker-not-started-because = der Rechenprozess des Computers ist nicht gestartet ({ $why })
worker-no-engine = er konnte die Spiel-Engine nicht laden
worker-stopped = Der Rechenprozess des Computers wurde beendet: { $why }

## Der Tisch: was Spiel-, Neues-Spiel- und Endbildschirme aller Spiele sagen
close = Schließen
take-card = { $card } nehmen
export = Export
embed = Einbetten
game-over = Das Spiel ist vorbei.
undo = Rückgängig
undo-replies-title = Deinen letzten Zug und die Antworten der Computer zurücknehmen
undo-last-move = Letzten Zug von { $name } zurücknehmen
your-hand = Deine Hand
col-player = Spieler
names-and = { " " }und{ " " }
play-again = Noch einmal mit denselben Einstellungen
home = Start
seed-legend = Startwert (freiwillig)
seed-placeholder = zufällig
start = Spiel starten
embed-example = Dieses Beispiel einbetten
try-reset = Zurücksetzen
the-game-is-over = Das Spiel ist vorbei
pass = Passen
and-list = { $list } und { $last }
n-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}

## The computer when its worker fails (issue #27)
worker-silent = sein Rechenprozess hat nicht rechtzeitig geantwortet
here-not-loaded = die Suche konnte in dieser Seite nicht geladen werden ({ $why })
here-silent = die Suche in dieser Seite hat nicht rechtzeitig geantwortet
computer-all-failed = weder sein Rechenprozess ({ $worker }) noch die Suche in dieser Seite ({ $here }) hat einen Zug geliefert

## Replays of finished games (issue #29)
replay = Wiederholung
replay-title = Wiederholung
replay-steps = Züge der Partie
replay-jump = Zu einem Zug springen
replay-start = { $total ->
    [one] Beginn der Partie (1 Zug)
   *[other] Beginn der Partie ({ $total } Züge)
}
replay-move-of = Zug { $n } von { $total }: { $who }
replay-share = Diese Partie teilen
replay-link = Link zu dieser Wiederholung
export-file = Partie als Datei herunterladen
link-too-long = Diese Partie ist zu lang für einen Link ({ $len } Zeichen; eine Adresse darf { $max } haben): Teile stattdessen die Datei.
link-too-long-opened = Dieser Link ist länger als { $max } Zeichen, mehr als eine Adresse fassen kann: Öffne stattdessen die Datei der Partie („Spieldatei importieren“ auf der Seite des Spiels).
link-damaged = Dieser Link enthält keine Partie: Vielleicht wurde er gekürzt oder verändert
link-bad-move = Zug { $n } dieses Links ist kein Zug der Partie
link-other-rules = Dieser Link stammt von einer Skald-Version mit anderen Regeln dieses Spiels (Regeln { $version }, diese spielt Regeln { $plays }): hier nachgespielt wäre es eine andere Partie, daher wird er nicht geöffnet.
replay-cannot-open = Diese Wiederholung lässt sich nicht öffnen
replay-not-over = Die gespeicherte Partie ist noch nicht zu Ende: Eine Partie lässt sich wiederholen, wenn sie vorbei ist.
replay-none = Es gibt keine beendete Partie zum Wiederholen.
scores-now = Punkte: { $scores }

## Lernen beim Spielen: der Schalter des Coachs (issue #45)

teach-legend = Lernen beim Spielen
teach-setting = Bring es mir bei: jede Entscheidung mit ihren Zahlen und ihrer Regel erklären
# "Rules seen" (issue #45): in a taught game's note, at its end, and in the rules help
rules-seen = Regeln gesehen: { $seen }
rules-not-yet = Noch nicht: { $rest }
first-game = Mit einer ersten Partie lernen

## Tipps und Rückblick: der Computer als Lehrer (issue #29)

hints-legend = Tipps
hints-setting = „Was würde der Computer tun?“ im Zug eines Spielers anbieten
hint-button = Was würde der Computer tun?
hint-thinking = Der Computer sieht sich deinen Zug an …
hint-chance = Der Computer würde so spielen: Er gewinnt { $percent } % der Partien, die er von dort aus durchgespielt hat.
hint-points = Der Computer würde so spielen: Das bringt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
hint-asked = { $who } hat um einen Tipp gebeten
hint-none = Der Computer hat hier keinen Zug vorzuschlagen.
review-button = Partie auswerten
review-progress = Werte Zug { $k } von { $n } aus
review-cancel = Auswertung abbrechen
review-cancelled = Die Auswertung wurde abgebrochen.
review-failed = Die Auswertung ging nicht: { $why }
review-done = { $count ->
    [0] Ausgewertet: Kein Zug der Spieler hat gegenüber der besten Wahl des Computers viel verloren.
    [one] Ausgewertet: 1 Zug ist markiert, der gegenüber der besten Wahl des Computers am meisten verlor.
   *[other] Ausgewertet: { $count } Züge sind markiert, die gegenüber der besten Wahl des Computers am meisten verloren.
}
review-marked = Züge, die am meisten verloren
review-lost-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} verloren
review-lost-chance = { $percent } % Gewinnchance verloren
review-jump = Zug { $n } ({ $who }): { $lost }
review-better = Die Wahl des Computers: { $move }
hint-chance-move = Der Computer würde „{ $move }“ spielen: Er gewinnt { $percent } % der Partien, die er von dort aus durchgespielt hat.
