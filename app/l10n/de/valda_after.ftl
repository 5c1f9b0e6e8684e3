# Nach einem Zug: was geschah und warum (issue #45; app/src/valda/coach/after.rs): only the
# teaching builds use these words (feature `after`), not the embeds with `teach`.
after-hit = Der Angriff trifft: { $attack } Schwerter schlagen { $defence } Schilde, denn ein Treffer braucht mehr Schwerter als Schilde.
after-hit-open = Der Angriff trifft: Kein Schild hat seine { $attack } Schwerter beantwortet, und ein unbeantworteter Angriff trifft immer.
after-stopped = Der Angriff ist abgewehrt: { $defence } Schilde halten { $attack } Schwerter, denn ein Treffer braucht mehr Schwerter als Schilde (bei Gleichstand gewinnt die Abwehr).
after-trade = Ein Tausch: 4 beliebige Ressourcen gegen 1 nach Wahl, nur in der Ressourcenphase.
after-heimdall = Heimdall Stufe { $level }: { $rate } einer Sorte gegen 1 einer anderen.
after-income = Der Wurf: ein gelber Würfel je Mine ({ $mines }), jeder 1 oder 2 Gold oder Diamanten, und ein blauer Würfel je Blutbohrer ({ $drills }), jeder 1 bis 3 göttliches Blut.
after-take = 1 Aktion hat 1 Ressource aus dem Vorrat gekauft.
after-built-mine = { $who } hat jetzt { $n ->
    [one] 1 Mine
   *[other] { $n } Minen
}: ab der nächsten Ressourcenphase einen gelben Würfel mehr.
after-built-drill = { $who } hat jetzt { $n ->
    [one] 1 Blutbohrer
   *[other] { $n } Blutbohrer
}: ab der nächsten Ressourcenphase einen blauen Würfel mehr (göttliches Blut).
after-built-temple = Der Tempel von { $who } bringt 1 Gefolgsmann, die Wahl zwischen den obersten 2 Karten des Decks von { $god } und { $god } Stufe { $level }: { $gift }
after-built-owner = Mit dem dritten Tempel dort gehört { $who } die Domäne von { $god }: Niemand sonst darf darin bauen.
after-quiet = { $who } hat entschieden; nichts, was die anderen sehen, hat sich geändert.
