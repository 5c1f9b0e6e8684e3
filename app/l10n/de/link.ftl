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
