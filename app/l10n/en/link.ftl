# Phones at the table (issue #44): what a phone shows when the table refused its message or
# ended its connection. Each message becomes a function of `crate::link::words`
# (`refused-stale` → `refused_stale()`); `Why::words` and `Bye::words` pick one by its code.

## Why the table refused the phone's message
refused-too-large = The table refused a message that was too long.
refused-not-json = The table could not read the phone's message.
refused-bad-shape = The table could not read the phone's message.
refused-version = The table runs another version of Skald. Reload the app on both devices.
refused-not-joined = This phone does not hold a seat. Scan your seat's code at the table.
refused-unknown-seat = That seat is not played on a phone. Scan your seat's code at the table.
refused-wrong-secret = That code is not your seat's current code. Scan it again at the table.
refused-other-seat = This phone holds another seat.
refused-not-your-turn = It is not your turn.
refused-stale = The game moved on before your move arrived. Here is the table as it stands.
refused-duplicate = Your move was already played.
refused-illegal = That move is not allowed now.
refused-unknown = The table refused your message.

## Why the table ended the phone's connection
bye-replaced = Your seat was joined on another phone (or in another tab).
bye-taken-back = Your seat was taken back to the table.
bye-closed = The table closed the game.
bye-unknown = The table ended the connection.

## The phone's join screen (the page a seat's code opens)
join-title = Join the table
join-bad-link = This link is not a seat's code. Scan your seat's code at the table again.
join-answering = Making this phone's answer…
join-failed = This browser could not open a connection to the table. Play this seat at the table instead.
join-show = Hold this code up to the table's camera.
join-code-alt = This phone's answer code, for the table's camera
join-open = Connected. Joining your seat…
join-seat = You play seat { $seat } on this phone.
join-decides = It is your decision.
join-waiting = Waiting for the other players.
join-lost = The connection to the table was lost. Scan your seat's code again, or play at the table.
join-game-unknown = The table plays a game this app does not know. Reload the app on both devices.
join-seat-failed = This phone could not show your seat: { $why }
join-seat-loading = Loading your seat…
seat-waiting-for = Waiting for { $name }.

## The table's "Players' phones" screen (the `<game>-link` module)
phones-title = Players' phones
phones-intro = Each player at the table can play their seat on their own phone: show the seat's code, the player scans it with the phone's camera, then holds the phone's answer code up to this device's camera.
phones-seat-table = Played at the table.
phones-seat-making = Making the code…
phones-seat-scan = Scan this code with { $name }'s phone.
phones-seat-joined = { $name } plays on their phone.
phones-seat-away = { $name }'s phone is away.
phones-seat-failed = This browser could not make a connection. { $name } plays at the table.
phones-seat-unreachable = { $name }'s phone and this device cannot reach each other: they must be on the same Wi-Fi, and some guest networks keep devices apart. Try a new code, or play { $name } at the table.
phones-code-alt = The code of { $name }'s seat, for their phone's camera
phones-show = Show { $name }'s code
phones-new-code = New code
phones-take-back = Play { $name } at the table
phones-camera-start = Read the phones' answers
phones-camera-stop = Stop the camera
phones-camera-reading = Hold each phone's answer code up to this camera.
phones-camera-none = This device has no camera Skald may use. Phones cannot join without one; these seats stay at the table.
phones-camera-read = { $name }'s answer was read. Connecting…
phones-insecure = Phones can only join when Skald is served over https (or from localhost on this device): the camera and the phones' app need a secure page. Host the build on an https static host, or try it on your network with scripts/serve.sh.
phones-no-people = Every seat is played by the computer: no phone can join.
