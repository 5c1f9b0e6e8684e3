# Telefone am Tisch (Issue #44): was ein Telefon zeigt, wenn der Tisch seine Nachricht
# abgelehnt oder die Verbindung beendet hat.

## Warum der Tisch die Nachricht des Telefons abgelehnt hat
refused-too-large = Der Tisch hat eine zu lange Nachricht abgelehnt.
refused-not-json = Der Tisch konnte die Nachricht des Telefons nicht lesen.
refused-bad-shape = Der Tisch konnte die Nachricht des Telefons nicht lesen.
refused-version = Am Tisch läuft eine andere Version von Skald. Lade die App auf beiden Geräten neu.
refused-not-joined = Dieses Telefon hat keinen Platz. Scanne den Code deines Platzes am Tisch.
refused-unknown-seat = Dieser Platz wird nicht auf einem Telefon gespielt. Scanne den Code deines Platzes am Tisch.
refused-wrong-secret = Das ist nicht der aktuelle Code deines Platzes. Scanne ihn am Tisch erneut.
refused-other-seat = Dieses Telefon hat einen anderen Platz.
refused-not-your-turn = Du bist nicht am Zug.
refused-stale = Das Spiel ging weiter, bevor dein Zug ankam. Hier ist der Tisch, wie er jetzt steht.
refused-duplicate = Dein Zug wurde schon gespielt.
refused-illegal = Dieser Zug ist jetzt nicht erlaubt.
refused-unknown = Der Tisch hat deine Nachricht abgelehnt.

## Warum der Tisch die Verbindung des Telefons beendet hat
bye-replaced = Dein Platz wurde auf einem anderen Telefon (oder in einem anderen Tab) übernommen.
bye-taken-back = Dein Platz wurde an den Tisch zurückgenommen.
bye-closed = Der Tisch hat das Spiel geschlossen.
bye-unknown = Der Tisch hat die Verbindung beendet.

## Die Seite, die der Code eines Platzes auf dem Telefon öffnet
join-title = Am Tisch mitspielen
join-bad-link = Dieser Link ist kein Platz-Code. Scanne den Code deines Platzes am Tisch noch einmal.
join-answering = Dieses Telefon erstellt seine Antwort …
join-failed = Dieser Browser konnte keine Verbindung zum Tisch öffnen. Spiele diesen Platz am Tisch.
join-show = Halte diesen Code vor die Kamera des Tisches.
join-code-alt = Der Antwort-Code dieses Telefons, für die Kamera des Tisches
join-open = Verbunden. Dein Platz wird übernommen …
join-seat = Du spielst Platz { $seat } auf diesem Telefon.
join-decides = Du bist am Zug.
join-waiting = Warte auf die anderen Spieler.
join-lost = Die Verbindung zum Tisch ist abgerissen. Scanne den Code deines Platzes noch einmal oder spiele am Tisch.
