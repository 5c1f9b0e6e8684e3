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
join-game-unknown = Der Tisch spielt ein Spiel, das diese App nicht kennt. Lade die App auf beiden Geräten neu.
join-seat-failed = Dieses Telefon konnte deinen Platz nicht zeigen: { $why }
join-seat-loading = Dein Platz wird geladen …
seat-waiting-for = Warten auf { $name }.

## The table's "Players' phones" screen (the `<game>-link` module)
phones-title = Handys der Spieler
phones-intro = Wer am Tisch sitzt, kann seinen Platz auf dem eigenen Handy spielen: Zeig den Code des Platzes, die Person scannt ihn mit der Kamera ihres Handys und hält dann den Antwortcode des Handys vor die Kamera dieses Geräts.
phones-seat-table = Wird am Tisch gespielt.
phones-seat-making = Der Code wird erstellt …
phones-seat-scan = Scanne diesen Code mit dem Handy von { $name }.
phones-seat-joined = { $name } spielt auf dem eigenen Handy.
phones-seat-away = Das Handy von { $name } ist nicht erreichbar.
phones-seat-failed = Dieser Browser konnte keine Verbindung aufbauen. { $name } spielt am Tisch.
phones-seat-unreachable = Das Handy von { $name } und dieses Gerät erreichen einander nicht: Beide müssen im selben WLAN sein, und manche Gästenetze trennen die Geräte voneinander. Versuche einen neuen Code oder spiele { $name } am Tisch.
phones-code-alt = Der Code des Platzes von { $name }, für die Kamera des Handys
phones-show = Code für { $name } zeigen
phones-new-code = Neuer Code
phones-take-back = { $name } am Tisch spielen
phones-camera-start = Antworten der Handys lesen
phones-camera-stop = Kamera ausschalten
phones-camera-reading = Halte den Antwortcode jedes Handys vor diese Kamera.
phones-camera-none = Dieses Gerät hat keine Kamera, die Skald nutzen darf. Ohne sie können keine Handys beitreten; diese Plätze bleiben am Tisch.
phones-camera-read = Die Antwort von { $name } wurde gelesen. Verbindung wird aufgebaut …
phones-insecure = Handys können nur beitreten, wenn Skald über https (oder auf diesem Gerät über localhost) geladen wird: Die Kamera und die App auf den Handys brauchen eine sichere Seite. Stelle den Build auf einen https-Webspace oder probiere es im eigenen Netz mit scripts/serve.sh aus.
phones-no-people = Alle Plätze spielt der Computer: Kein Handy kann beitreten.
