// The one list of the app's builds (docs/architecture.md, "Code per game"). Every other
// place that names the builds is generated from it or checked against it by
// `node scripts/check-builds.mjs` (a step of scripts/test.sh; `--write` regenerates):
//   - index.html's Trunk `<link data-trunk rel="rust">` lines and app/Cargo.toml's `[[bin]]`s
//     (generated between their `builds: begin/end` markers, and committed: Trunk and cargo
//     read them before any hook runs), and each build's `main` in app/src/ (checked);
//   - the loader's file names, style sheets, words files and route map in the built
//     index.html (written by scripts/post-build/loader.mjs);
//   - app/src/bundle.rs's `holds` (checked: each game's builds have the game's feature);
//   - the size budgets (scripts/budgets.mjs: one limit per build, checked);
//   - the service worker's precache list (scripts/post-build/service-worker.mjs lists every
//     file, and fails if a build's files are missing).
//
// Each build, by the loader's name (a game's build is named after its slug, its embed build
// `<game>-embed`, its module `<game>-link`; the shell is `home`; the app asks the loader for
// the build of an address, `bundle::load`, not by name, and for a module by its name):
//   bin       the Cargo binary in app/Cargo.toml (`[[bin]] name`)
//   path      its source file, relative to app/
//   features  the app's Cargo features it is built with (always with --no-default-features):
//             its games, and which of their routes it holds: `play` (a game's start page,
//             new-game form and play screen), `read` (its rules help and replays, with
//             whole games embedded: `READ_SUBS` in app/src/pages/game_routes.rs) and
//             `coach` (its play screen taught, `…/play?teach=1`: issue #45). A game's
//             routes may be split between builds, as Valda's are (issue #28: its play screen
//             loads without the rules help and the replay viewer); checked against the routes
//   embed     true: `main` calls skald_app::start_embed (the embeds' app, no shell pages);
//             false: skald_app::start (the whole app); a module's is false and unused
//   start     the function `main` calls instead, if not one of those two: Valda's embed
//             builds call skald_app::start_valda_embed, which draws without yew's renderer
//             (app/src/valda/embed/page.rs; 166.3 → 128.3 KB for one embed, issue #28)
//   module    true: not an app the loader starts, but a module a running game build loads
//             into its own page on demand (`window.skaldModule(name)` in index.html's loader:
//             its wasm-bindgen exports, once per page; its style sheets added and its words
//             merged into the running build's, `skaldText`), never by route and never in
//             the running build's place. It holds no routes, its `main` starts nothing (its
//             `#[wasm_bindgen]` exports are its interface), and none of GAMES, routeMap or
//             the fallback counts it. A game has two modules. `<game>-seat` (seatModuleName) is
//             a seat's screen on a player's phone (issue #44: the game's play screen drawn
//             from the seat's view, its moves sent to the table), which the phone's build
//             loads once the table names its game. `<game>-link` (moduleName) is
//             the table's "Players' phones" screen (issue #44: the seats' QR codes, the camera's
//             reader, WebRTC, the table's gate, a copy of the game's rules), which the game's
//             play screen asks for by that name when a player taps "Players' phones", so
//             that the game's own build carries none of it. Absent: false
//   routes    the URL hash routes it holds, as the loader matches them (`bundleOf` below):
//             a path (`valda`, `valda/rules`, `embed/odin`) holds itself and everything under
//             it, a path with `?<param>` (`embed/valda?replay`) only addresses whose query has
//             that parameter, and the most specific route wins; the one build without routes
//             that is not a module is the loader's fallback (the shell). A whole game embedded
//             (`#/embed/<game>?…replay=…`) is drawn by the build holding `embed/<game>?replay`,
//             which has the game's reading routes (app/src/embed/)
//   css       the style sheets it loads besides style.css (static/<name>.css, in this order):
//             `table` (what every game's table shares, embeds included), `table-play` (the
//             screens around it, not in embeds) and the game's own (Valda's in two:
//             `valda`, its table wherever drawn, and `valda-play`, the screens around it,
//             which its embeds do not load); a sheet and its `-play` part are served as one
//             file (servedCss); a module's are added beside the running build's (`phones`:
//             the table's phones screen)
//   words     the message files it uses (app/l10n/<lang>/<name>.ftl): the loader fetches
//             their words in the language in use (words/<name>.<lang>-<hash>.txt) beside
//             the wasm (docs/i18n.md). Always `shell`, and each game feature's files (the
//             file named after it and those named `<feature>_…`, but `<feature>_read`,
//             `<feature>_play` and `<feature>_coach` only with that group's feature too: the
//             route groups and the coach, docs/coach.md), as the app's build
//             script decides them for the wasm (skald_l10n::needed; checked by
//             scripts/check-builds.mjs)
export const BUILDS = {
  home: { bin: 'skald-app', path: 'src/main.rs', features: ['home'], embed: false, routes: [], css: [], words: ['shell'] },
  voluspa: { bin: 'skald-voluspa', path: 'src/bin/voluspa.rs', features: ['voluspa', 'play', 'read'], embed: false, routes: ['voluspa', 'embed/voluspa?replay'], css: ['table', 'table-play', 'voluspa'], words: ['shell', 'voluspa'] },
  odin: { bin: 'skald-odin', path: 'src/bin/odin.rs', features: ['odin', 'play', 'read'], embed: false, routes: ['odin', 'embed/odin?replay'], css: ['table', 'table-play', 'odin'], words: ['shell', 'odin'] },
  valda: { bin: 'skald-valda', path: 'src/bin/valda.rs', features: ['valda', 'play'], embed: false, routes: ['valda'], css: ['table', 'table-play', 'valda', 'valda-play'], words: ['shell', 'valda', 'valda_cards'] },
  // Valda's reading routes: what a player opens away from the table, which a game link need
  // not bring down (issue #28).
  'valda-read': { bin: 'skald-valda-read', path: 'src/bin/valda_read.rs', features: ['valda', 'read'], embed: false, routes: ['valda/rules', 'valda/replay', 'valda/position', 'embed/valda?replay'], css: ['table', 'table-play', 'valda', 'valda-play'], words: ['shell', 'valda', 'valda_cards', 'valda_read'] },
  // Teaching builds (issue #45, docs/coach.md): a game's play screen taught — the table and
  // the coach, its notes' code and words — for a play address with `teach`
  // (`#/odin/play?teach=1`), so that the builds above hold none of the coach's bytes and
  // fetch none of its words. A teaching build is that play screen alone (the `coach`
  // feature without `play` or `read`): the start page, the new-game form (where "Teach me"
  // is) and the rules help a note's rule link opens are the game's other builds', which the
  // app hands those addresses to.
  'voluspa-teach': { bin: 'skald-voluspa-teach', path: 'src/bin/voluspa_teach.rs', features: ['voluspa', 'coach', 'after'], embed: false, routes: ['voluspa/play?teach'], css: ['table', 'table-play', 'voluspa', 'coach', 'coach-play'], words: ['shell', 'voluspa', 'coach', 'voluspa_coach', 'voluspa_after'] },
  'odin-teach': { bin: 'skald-odin-teach', path: 'src/bin/odin_teach.rs', features: ['odin', 'coach', 'after'], embed: false, routes: ['odin/play?teach'], css: ['table', 'table-play', 'odin', 'coach', 'coach-play'], words: ['shell', 'odin', 'coach', 'odin_coach', 'odin_after'] },
  'valda-teach': { bin: 'skald-valda-teach', path: 'src/bin/valda_teach.rs', features: ['valda', 'coach', 'after'], embed: false, routes: ['valda/play?teach'], css: ['table', 'table-play', 'valda', 'valda-play', 'coach', 'coach-play'], words: ['shell', 'valda', 'valda_cards', 'coach', 'valda_coach', 'valda_after'] },
  'voluspa-embed': { bin: 'skald-voluspa-embed', path: 'src/bin/voluspa_embed.rs', features: ['voluspa'], embed: true, routes: ['embed/voluspa'], css: ['table', 'voluspa'], words: ['shell', 'voluspa'] },
  'odin-embed': { bin: 'skald-odin-embed', path: 'src/bin/odin_embed.rs', features: ['odin'], embed: true, routes: ['embed/odin'], css: ['table', 'odin'], words: ['shell', 'odin'] },
  'valda-embed': { bin: 'skald-valda-embed', path: 'src/bin/valda_embed.rs', features: ['valda'], embed: true, start: 'start_valda_embed', routes: ['embed/valda'], css: ['table', 'valda'], words: ['shell', 'valda', 'valda_cards'] },
  // Valda's embeds with the card-list reader: the one position the embed build above cannot
  // draw, one with a custom card list (that build holds the built-in cards alone, packed:
  // the engine's `card-lists` feature, 15 KB gzipped), which it hands over by asking for its
  // address with a bare `cards` (app/src/valda/embed/spec.rs). Nobody else downloads it.
  'valda-embed-cards': { bin: 'skald-valda-embed-cards', path: 'src/bin/valda_embed_cards.rs', features: ['valda', 'card-lists'], embed: true, start: 'start_valda_embed', routes: ['embed/valda?cards'], css: ['table', 'valda'], words: ['shell', 'valda', 'valda_cards'] },
  // The embeds' teaching builds (issue #45, docs/embedding.md "teach"): a position with the
  // coach's note for the player deciding there (`embed/<game>?teach`), so that the embed
  // builds above — each near its 150 KB — hold none of the coach and fetch none of its
  // words. A whole game (`replay`) and a Valda position with a card list of its own stay
  // with the builds above (their routes come first), which draw them without the note.
  'voluspa-embed-teach': { bin: 'skald-voluspa-embed-teach', path: 'src/bin/voluspa_embed_teach.rs', features: ['voluspa', 'coach'], embed: true, routes: ['embed/voluspa?teach'], css: ['table', 'voluspa', 'coach'], words: ['shell', 'voluspa', 'coach', 'voluspa_coach'] },
  'odin-embed-teach': { bin: 'skald-odin-embed-teach', path: 'src/bin/odin_embed_teach.rs', features: ['odin', 'coach'], embed: true, routes: ['embed/odin?teach'], css: ['table', 'odin', 'coach'], words: ['shell', 'odin', 'coach', 'odin_coach'] },
  'valda-embed-teach': { bin: 'skald-valda-embed-teach', path: 'src/bin/valda_embed_teach.rs', features: ['valda', 'coach'], embed: true, start: 'start_valda_embed', routes: ['embed/valda?teach'], css: ['table', 'valda', 'coach'], words: ['shell', 'valda', 'valda_cards', 'coach', 'valda_coach'] },
  // The phone's build (issue #44): the page a seat's QR code opens on a player's phone
  // (`#/join/<digits>`: the table's offer and the seat's secret), its answer code and the
  // seat link (the `link` feature: the QR encoder and WebRTC's data channel). No other build
  // holds any of it; theirs hand the address over.
  phone: { bin: 'skald-phone', path: 'src/bin/phone.rs', features: ['link'], embed: false, routes: ['join'], css: ['phone'], words: ['shell', 'link'] },
  // The table's side of the seat link (issue #44), one module per game: the "Players' phones"
  // screen a game's play screen loads into its page when a player taps it (the seats' QR
  // codes, the camera's QR reader, WebRTC, the table's gate and a copy of the game's rules to
  // check the phones' actions), so that the game builds carry none of it. Its words are the
  // game build's (already on the page: the same files, fetched once) and `link`.
  'voluspa-link': { bin: 'skald-voluspa-link', path: 'src/bin/voluspa_link.rs', features: ['voluspa', 'link', 'table-link'], module: true, embed: false, routes: [], css: ['phones'], words: ['shell', 'voluspa', 'link'] },
  'odin-link': { bin: 'skald-odin-link', path: 'src/bin/odin_link.rs', features: ['odin', 'link', 'table-link'], module: true, embed: false, routes: [], css: ['phones'], words: ['shell', 'odin', 'link'] },
  'valda-link': { bin: 'skald-valda-link', path: 'src/bin/valda_link.rs', features: ['valda', 'link', 'table-link'], module: true, embed: false, routes: [], css: ['phones'], words: ['shell', 'valda', 'valda_cards', 'link'] },
  // The phone's side of a seat (issue #44), one module per game: the game's own play screen,
  // drawn on the phone from its seat's view, whose moves go to the table (`seat`:
  // app/src/table/remote.rs, app/src/link/seat.rs). The phone's build loads it into its page
  // once the table names its game, so that neither the phone's first screen nor any game
  // build carries it. Its style sheets are the game's table's, and `seat` (the layer it is
  // drawn in over the join screen). Valda's reads its view by hand
  // (app/src/valda/view_json.rs): serde's readers of its table, tasks, prompts and events took
  // its seat's screen to 264.8 KB, over a play screen's 250 (docs/peer.md, "The seat on the
  // phone").
  'voluspa-seat': { bin: 'skald-voluspa-seat', path: 'src/bin/voluspa_seat.rs', features: ['voluspa', 'link', 'seat'], module: true, embed: false, routes: [], css: ['table', 'table-play', 'voluspa', 'seat'], words: ['shell', 'voluspa', 'link'] },
  'odin-seat': { bin: 'skald-odin-seat', path: 'src/bin/odin_seat.rs', features: ['odin', 'link', 'seat'], module: true, embed: false, routes: [], css: ['table', 'table-play', 'odin', 'seat'], words: ['shell', 'odin', 'link'] },
  'valda-seat': { bin: 'skald-valda-seat', path: 'src/bin/valda_seat.rs', features: ['valda', 'link', 'seat'], module: true, embed: false, routes: [], css: ['table', 'table-play', 'valda', 'valda-play', 'seat'], words: ['shell', 'valda', 'valda_cards', 'link'] },
};

/** The build the loader starts when no other holds the route (the shell). */
export const FALLBACK = 'home';

/** The games, by the names of their play screens' builds: the builds that hold a route of
 * their own name (`valda` holds `#/valda…`; not the shell, the embeds, the modules or a
 * game's reading routes). That name is the game's slug (checked), the name the app's
 * questions to the computer give (`GameId`'s slug, `skald::Game::NAME`). */
export const GAMES = Object.entries(BUILDS)
  .filter(([name, b]) => !b.embed && !b.module && b.routes.includes(name))
  .map(([name]) => name);

/** The builds the loader starts by route (`skaldLoad`, the page's first build): every build
 * but the modules, as `[name, build]` pairs. */
export const APPS = Object.entries(BUILDS).filter(([, b]) => !b.module);

/** The modules (`module: true`): builds a running game build loads into its page on demand
 * (`window.skaldModule(name)`), as `[name, build]` pairs. */
export const MODULES = Object.entries(BUILDS).filter(([, b]) => b.module);

/** The name of game `game`'s module (the table's "Players' phones" screen): the play screen
 * asks the loader for it by this name (`window.skaldModule('odin-link')`), and
 * scripts/check-builds.mjs checks that every game has one. */
export const moduleName = (game) => `${game}-link`;

/** The name of game `game`'s seat module (a seat's screen on a player's phone): the phone's
 * build asks for it by this name once the table names its game (`odin-seat`), and
 * scripts/check-builds.mjs checks that every game has one. */
export const seatModuleName = (game) => `${game}-seat`;

/** The game of module `name` (`odin-link`, `odin-seat` → `odin`), if it is named after one. */
export const moduleGame = (name) => GAMES.find((game) => moduleName(game) === name || seatModuleName(game) === name);

/** The build that loads module `name`, already on the page when it comes: a game's play
 * screen loads its `<game>-link`, the phone's build a `<game>-seat`. What that build's page
 * has (its words, the shared style sheets) the module's budget does not count again
 * (scripts/budgets.mjs). */
export const moduleHost = (name) => (GAMES.some((game) => seatModuleName(game) === name) ? 'phone' : GAMES.find((game) => moduleName(game) === name));

/** The computer's worker engines (worker/, docs/ai.md): one per game of GAMES, holding that
 * game's rules and the search. Built before Trunk by scripts/build-engine-module.mjs (the
 * worker crate with the game's feature, which scripts/check-builds.mjs checks it has),
 * copied into this folder of the build by scripts/post-build/engine-module.mjs, which also
 * writes their paths into the search worker (static/ai-worker.js); precached and measured
 * (scripts/budgets.mjs: one limit each) like every build. */
export const WORKER_ENGINE_DIR = 'computer';

/** The computer's worker engines, by name: `{ game, features }`, the game it plays (a game of
 * GAMES) and the worker crate's features it is built with. Each game has one named after it,
 * with its own feature alone, which a game's build asks for and its loader fetches ahead of
 * time. `valda-cards` is Valda's with the engine's card-list reader (the worker crate's
 * `card-lists`): it plays a game with a card list of its own, which the app sends it to
 * (app/src/computer/worker.rs, `WorkerEngine`). Without the reader, Valda's worker engine
 * holds the built-in cards packed, 19.8 KB gzipped less (118.0 → 98.2 KB, 2026-11-26): a
 * player of the printed cards against the computer waits for fewer bytes. */
export const WORKER_ENGINES = {
  ...Object.fromEntries(GAMES.map((game) => [game, { game, features: [game] }])),
  'valda-cards': { game: 'valda', features: ['valda', 'card-lists'] },
};

/** The files of the worker engine `game` (a name of WORKER_ENGINES), in WORKER_ENGINE_DIR: wasm-bindgen's glue (`--target
 * web`, the module the search worker imports) and the wasm. */
export const workerEngineFiles = (game) => [`${game}.js`, `${game}_bg.wasm`];

/** The same files in the app's build, where scripts/post-build/engine-module.mjs gives them a
 * content hash (`<game>-<hash>.js`, `<game>-<hash>_bg.wasm`, as Trunk names its builds), so
 * that a browser may keep them without asking again (the page fetches them ahead of the
 * search worker, which then finds them in its cache: docs/ai.md, "Loading"). */
export const hashedWorkerEngineFiles = (game, hash) => [`${game}-${hash}.js`, `${game}-${hash}_bg.wasm`];

/** Whether `name` (a path relative to the app's build) is one of `game`'s worker engine's
 * files (hashedWorkerEngineFiles, in WORKER_ENGINE_DIR). */
export const isWorkerEngineFile = (game, name) =>
  new RegExp(`^${WORKER_ENGINE_DIR}/${game}-[0-9a-f]{16}(\\.js|_bg\\.wasm)$`).test(name);

/** `game`'s worker engine among `names` (paths relative to the app's build): its two paths
 * ([js, wasm], in WORKER_ENGINE_DIR), or an error if the build has not exactly one. */
export function workerEngineIn(game, names) {
  const found = names.filter((n) => n.endsWith('.js') && isWorkerEngineFile(game, n));
  if (found.length !== 1) throw new Error(`expected one worker engine of ${game} (${WORKER_ENGINE_DIR}/${game}-<hash>.js), found ${found.length}`);
  const [js, wasm] = [found[0], `${found[0].slice(0, -'.js'.length)}_bg.wasm`];
  if (!names.includes(wasm)) throw new Error(`${wasm} is missing beside ${js}`);
  return [js, wasm];
}

/** The style sheets a build's page downloads, in order, by name (without their hash): its
 * `css`, but a sheet followed by its `-play` part (`valda`, `valda-play`: the screens around
 * the table) is one file, the two concatenated as `valda+play` (scripts/post-build/loader.mjs
 * writes it). The sources stay two, for the embed builds, which list the first alone; a play
 * screen downloads one sheet, gzipped as one, as before they were split. */
export function servedCss(b) {
  const out = [];
  for (const c of b.css) {
    if (c.endsWith('-play') && out.at(-1) === c.slice(0, -'-play'.length)) out[out.length - 1] += '+play';
    else out.push(c);
  }
  return out;
}

/** The file name of a served style sheet (servedCss) in the build: `valda+play-<hash>.css`. */
export const cssFile = (sheet) => new RegExp(`^${sheet.replace('+', '\\+')}-[0-9a-f]+\\.css$`);

/** The loader's route map: route → build name (`{"voluspa": "voluspa", "embed/odin": "odin-embed", …}`;
 * never a module, which no address starts). */
export const routeMap = () =>
  Object.fromEntries(APPS.flatMap(([name, b]) => b.routes.map((r) => [r, name])));

/** The loader's route matching: the name of the build of `routes` (a `routeMap()`) that holds
 * the address `hash` (`#/valda/rules`, `#/embed/valda?id=e1&replay=…`), else `fallback`. A
 * route's path holds the address's path when they are equal or the address's continues it
 * after a `/`; a route's `?<param>` also asks for that parameter in the address's query; of
 * the routes that hold it, the one with the most path segments wins, and with as many, the
 * one that asked for a parameter. Index.html's loader runs this very function:
 * scripts/post-build/loader.mjs writes its source into it, so it must use nothing from
 * outside itself (tests/post-build/loader-routes.test.mjs runs it too). */
export function bundleOf(hash, routes, fallback) {
  const rest = String(hash).replace(/^#?\/*/, '');
  const q = rest.indexOf('?');
  const path = (q < 0 ? rest : rest.slice(0, q)).replace(/\/+$/, '');
  const params = q < 0 ? [] : rest.slice(q + 1).split('&').map((kv) => kv.split('=')[0]);
  let best = fallback;
  let score = 0;
  for (const route of Object.keys(routes)) {
    const [at, param] = route.split('?');
    if (path !== at && !path.startsWith(at + '/')) continue;
    if (param !== undefined && !params.includes(param)) continue;
    const s = 2 * at.split('/').length + (param === undefined ? 0 : 1);
    if (s > score) {
      score = s;
      best = routes[route];
    }
  }
  return best;
}

/** What the app's builds pass to wasm-opt beside `-Oz`: a function called from one place is
 * not inlined into it. Gzip finds more repeats between separate small functions than inside
 * their inlined copies: the wasm grows by 0.3 % but each build downloads 0.6 (home) to 2.3 KB
 * (Valda) less gzipped (measured 2026-11-26: home 77.6 → 77.0, Völuspá 292.4 → 290.8, Odin
 * 257.2 → 255.0, Valda 342.5 → 340.2, Völuspá embed 150.6 → 148.7 KB of wasm). The app's
 * builds never search, so the extra calls cost nothing a player notices.
 *
 * `--low-memory-unused`: wasm-opt may fold constant offsets into loads and stores, as it may
 * when the first kilobyte of memory is never addressed. In our modules the first megabyte is
 * the stack, which grows down from 1 MiB (the data and the heap come after it), so its lowest
 * kilobyte is reached only by a call chain a megabyte deep, which would overflow anyway. About
 * 1.1 KB less per build, gzipped (Völuspá's wasm 239.0 → 237.9 KB, 2026-11-26). */
export const WASM_OPT_PARAMS = '--one-caller-inline-max-function-size=0 --low-memory-unused';

/** What the engine module's and the worker engines' builds (scripts/build-engine-module.mjs)
 * pass to wasm-opt beside `-Oz`: `--low-memory-unused`, for the reason given above (their
 * stack comes first too: the stack pointer starts at 1 MiB). Not the single-caller rule:
 * they search, and it gained them nothing gzipped. Measured 2026-11-26, gzipped wasm: the
 * engine module 399.4 → 396.6 KB, the worker engines 86.1 → 85.5 (Völuspá), 64.5 → 64.2
 * (Odin), 120.1 → 119.8 (Valda). */
export const ENGINE_WASM_OPT_PARAMS = '--low-memory-unused';

/** What the app's release builds add to cargo's environment (`node scripts/trunk-release.mjs`,
 * and `scripts/where-bytes-go.mjs`, which measures the same builds): the standard library
 * rebuilt with them instead of the precompiled one. Measured 2026-11-26, whole play screens
 * gzipped: home 76.5 → 63.7 KB, Völuspá 277.4 → 253.9, Odin 229.8 → 210.3, Valda 326.1 →
 * 302.9, the embeds 148.8 → 131.4 and 114.1 → 102.7.
 *   - `-Zbuild-std=std,panic_abort`: std, core and alloc compiled with the release profile (at
 *     its size level, with the project's WebAssembly features from .cargo/config.toml), from
 *     rustup's `rust-src` component, which scripts/setup.sh adds as it adds the wasm target;
 *   - `optimize_for_size`: std's own switch for its smaller code paths (sorting, formatting);
 *     the app's builds never search, the worker does (about 4.6 KB of Valda's);
 *   - `panic = "immediate-abort"`: a panic traps at once, without formatting its message or
 *     any panic machinery (about 19 KB of Valda's). The precompiled std formatted the message
 *     for a standard error that wasm32-unknown-unknown does not have: nobody saw it.
 * These are unstable cargo features: `RUSTC_BOOTSTRAP=1` lets the pinned stable toolchain
 * (1.95) use them, in these builds only; native builds, the tests and the engine module are
 * built as before. A plain `trunk build --release` still builds the same app, larger (over its
 * budgets). */
export const RELEASE_ENV = {
  RUSTC_BOOTSTRAP: '1',
  CARGO_UNSTABLE_BUILD_STD: 'std,panic_abort',
  CARGO_UNSTABLE_BUILD_STD_FEATURES: 'optimize_for_size',
  CARGO_UNSTABLE_PANIC_IMMEDIATE_ABORT: 'true',
  CARGO_PROFILE_RELEASE_PANIC: 'immediate-abort',
};

/** What the computer's worker engines' builds (scripts/build-engine-module.mjs) add to cargo's
 * environment: the standard library rebuilt as for the app's builds (RELEASE_ENV), under the
 * `engine` profile they are built with. Measured 2026-11-26, gzipped wasm: Völuspá 98.7 →
 * 86.5 KB, Odin 72.0 → 64.8, Valda 134.5 → 120.6. The search ran as fast as before (Völuspá's
 * first Hard move 8 times, in Node: 497–516 ms before, 502–616 after on a loaded machine;
 * Odin's Hard iterations in 3.5 s: 55.9k before, 64.0k after): a panic never happens in a
 * search (the engine never panics), and what `optimize_for_size` makes smaller in std
 * (sorting, formatting) is not where a search spends its time. A smaller worker engine is a
 * shorter wait for the computer's first move on a slow connection (issue #28). The engine
 * module for page scripts keeps the precompiled std: a page script's mistake there still
 * shows as a readable panic rather than a bare trap. */
export const WORKER_ENV = {
  ...RELEASE_ENV,
  CARGO_PROFILE_RELEASE_PANIC: undefined,
  CARGO_PROFILE_ENGINE_PANIC: 'immediate-abort',
};

/** Index.html's Trunk lines for the builds, as `node scripts/check-builds.mjs --write` writes
 * them between the `builds:` comments: one `rel="rust"` link per build, ES-module output for
 * all but the first (Trunk's `main` build; the loader imports every one itself). */
export function trunkLinks(indent = '    ') {
  return Object.values(BUILDS).map((b, i) => {
    const attrs = [
      'data-trunk',
      'rel="rust"',
      'href="app/Cargo.toml"',
      `data-bin="${b.bin}"`,
      i === 0 ? 'data-type="main"' : 'data-type="worker" data-bindgen-target="web"',
      'data-cargo-no-default-features',
      ...(b.features.length ? [`data-cargo-features="${b.features.join(',')}"`] : []),
      'data-wasm-opt="z"',
      `data-wasm-opt-params="${WASM_OPT_PARAMS}"`,
    ];
    return `${indent}<link ${attrs.join(' ')} />`;
  });
}
