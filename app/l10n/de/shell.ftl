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
players-range = { $min }–{ $max } Spieler
status-playable = Spielen
status-in-progress = In Arbeit
status-not-scheduled = Nicht geplant
tagline-voluspa = Lege Götter und Wesen in Reihen und Spalten und werte jede Linie, die dein Plättchen anführt.
tagline-odin = Werde deine Karten los, indem du die Tischmitte mit höheren Sätzen einer Farbe oder einer Zahl übertriffst.
tagline-valda = Baue Tempel, sammle Gefolgsleute und erklimme Yggdrasil, um in sechs Runden zum Gott zu werden.

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
computer-cannot-move = Der Computer kann nicht ziehen: { $why }
try-again = Erneut versuchen
computer-badge = Computer, { $level }
