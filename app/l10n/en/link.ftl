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
