#!/usr/bin/env node
// Checks that every place naming the app's builds agrees with the one list,
// scripts/builds.mjs, and names each disagreement; exits 1 on any (a step of scripts/test.sh).
//   node scripts/check-builds.mjs           check
//   node scripts/check-builds.mjs --write   first regenerate what is generated from the list:
//                                           index.html's Trunk lines, app/Cargo.toml's [[bin]]s,
//                                           and a missing app/src/bin/<build>.rs
// Generated (between `builds:` markers): index.html's `<link data-trunk rel="rust">` lines and
// app/Cargo.toml's `[[bin]]`s. Checked: those, the binaries' sources (start, start_embed or the
// build's `start`; a module's starts nothing), the modules (one `<game>-link` per game, no routes),
// app/Cargo.toml's features, each build's message files (`words`) against its features,
// which build the loader sends each kind of address to against the features that hold it in
// the app (bundle.rs's `holds`, game_routes.rs's READ_SUBS), the size budgets (one per build and
// one per game's worker engine), worker/Cargo.toml's features (one per game: its worker
// engines), and the counts of builds that docs and comments mention.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, BUILDS, bundleOf, FALLBACK, GAMES, moduleGame, moduleName, MODULES, routeMap, seatModuleName, trunkLinks, WORKER_ENGINES } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');
const write = process.argv.includes('--write');
const problems = [];
const problem = (where, what) => problems.push(`${where}: ${what}`);
const builds = Object.entries(BUILDS);

// --- The list itself -------------------------------------------------------------------------
{
  const seen = new Map();
  for (const [name, b] of builds) {
    for (const key of ['bin', 'path']) {
      if (seen.has(`${key}:${b[key]}`)) problem('scripts/builds.mjs', `builds ${seen.get(`${key}:${b[key]}`)} and ${name} have the same ${key} ${b[key]}`);
      seen.set(`${key}:${b[key]}`, name);
    }
    for (const r of b.routes) {
      if (seen.has(`route:${r}`)) problem('scripts/builds.mjs', `route ${r} is held by both ${seen.get(`route:${r}`)} and ${name}`);
      seen.set(`route:${r}`, name);
      // The loader's routes (bundleOf): a path of lower-case words, and perhaps a parameter.
      if (!/^[a-z]+(\/[a-z]+)*(\?[a-z]+)?$/.test(r)) problem('scripts/builds.mjs', `${name}: route ${r} is not <path> or <path>?<param> of lower-case words (bundleOf's routes)`);
    }
  }
  // A module holds no route either, but the loader never starts one (skaldModule loads it
  // into a running build's page): the fallback is the one build of the others without.
  const fallbacks = APPS.filter(([, b]) => b.routes.length === 0).map(([n]) => n);
  if (fallbacks.join() !== FALLBACK) problem('scripts/builds.mjs', `exactly one build but the modules, ${FALLBACK}, may hold no route (the loader's fallback); found: ${fallbacks.join(', ') || 'none'}`);
  if (BUILDS[FALLBACK]?.module) problem('scripts/builds.mjs', `${FALLBACK}, the loader's fallback, cannot be a module`);
  if (builds[0]?.[0] !== FALLBACK) problem('scripts/builds.mjs', `${FALLBACK} must come first (it is Trunk's main build)`);
  // The shell takes the `home` feature alone (the home page, app/src/app.rs), and no other
  // build takes it: a game's build hands `#/` to the shell's.
  if (BUILDS[FALLBACK]?.features.join() !== 'home') problem('scripts/builds.mjs', `${FALLBACK} is the shell alone: it takes the feature home and no game's`);
  for (const [name, b] of builds) {
    if (name !== FALLBACK && b.features.includes('home')) problem('scripts/builds.mjs', `${name} takes the feature home, which only ${FALLBACK} holds (the home page)`);
  }
}

// --- The modules ---------------------------------------------------------------------------------
// A module (`module: true`) is loaded by a running build into its page, by name
// (window.skaldModule): no address starts it. Each game's play screen asks for its
// `<game>-link` (moduleName: the table's "Players' phones" screen, issue #44), and the phone's
// build for a `<game>-seat` (seatModuleName: a seat's screen on a phone), so every game has
// both, with the game's feature and the seat link's (`link`, and the table's side of it,
// `table-link`, or the phone's seat screen, `seat`), and none of the features that make
// pages (`home`, `play`, `read`: the build that loads it holds those).
{
  const sides = { link: 'table-link', seat: 'seat' };
  for (const [name, b] of builds) {
    if (b.module !== undefined && typeof b.module !== 'boolean') problem('scripts/builds.mjs', `${name}: module is true or false (or absent), not ${JSON.stringify(b.module)}`);
    for (const [kind, feature] of Object.entries(sides)) {
      if (b.features.includes(feature) && !(b.module && name.endsWith(`-${kind}`))) problem('scripts/builds.mjs', `${name} takes the feature ${feature}, which only the modules <game>-${kind} take`);
    }
  }
  for (const [name, b] of MODULES) {
    const game = moduleGame(name);
    if (!game) problem('scripts/builds.mjs', `module ${name} is not named <game>-link or <game>-seat after a game of GAMES (${GAMES.join(', ')})`);
    if (b.routes.length) problem('scripts/builds.mjs', `module ${name} holds routes (${b.routes.join(', ')}): no address starts a module, a running build loads it`);
    if (b.embed || b.start) problem('scripts/builds.mjs', `module ${name} is neither an embed build nor started (embed: false, no start)`);
    const side = name.endsWith('-seat') ? 'seat' : 'table-link';
    const want = [game, 'link', side].filter((f) => f && !b.features.includes(f));
    if (want.length) problem('scripts/builds.mjs', `module ${name} lacks the features ${want.join(', ')}`);
    const pages = b.features.filter((f) => ['home', 'play', 'read'].includes(f));
    if (pages.length) problem('scripts/builds.mjs', `module ${name} takes the features of pages (${pages.join(', ')}), which the build that loads it holds`);
    const others = b.features.filter((f) => f !== game && GAMES.includes(f));
    if (others.length) problem('scripts/builds.mjs', `module ${name} takes other games' features (${others.join(', ')})`);
  }
  for (const game of GAMES) {
    if (!BUILDS[moduleName(game)]?.module) problem('scripts/builds.mjs', `no module ${moduleName(game)}: ${game}'s play screen asks for it by that name (Players' phones)`);
    // Valda's is blocked on its bytes (scripts/builds.mjs): the phone says so.
    if (!BUILDS[seatModuleName(game)]?.module) problem('scripts/builds.mjs', `no module ${seatModuleName(game)}: the phone's build asks for it by that name (a seat's screen on a phone)`);
  }
}

// --- Generated regions -------------------------------------------------------------------------
/** Replaces (with --write) or compares the lines between `begin` and `end` in `path`. */
function region(path, begin, end, lines) {
  const text = read(path);
  const a = text.indexOf(begin);
  const b = text.indexOf(end, a + 1);
  if (a < 0 || b < 0) return problem(path, `the generated region's markers are missing (${begin.trim()} … ${end.trim()})`), text;
  const start = text.indexOf('\n', a) + 1;
  const stop = text.lastIndexOf('\n', b) + 1;
  const want = lines.map((l) => l + '\n').join('');
  if (text.slice(start, stop) === want) return text;
  if (write) {
    writeFileSync(join(root, path), text.slice(0, start) + want + text.slice(stop));
    console.log(`check-builds: wrote ${path}`);
    return read(path);
  }
  const have = text.slice(start, stop).split('\n');
  const first = lines.findIndex((l, i) => l !== have[i]);
  problem(path, `the builds' lines differ from scripts/builds.mjs (first at line ${first < 0 ? lines.length + 1 : first + 1} of the region: "${(have[first < 0 ? lines.length : first] ?? '').trim()}", expected "${(lines[first] ?? '(nothing)').trim()}"); run node scripts/check-builds.mjs --write`);
  return text;
}

// index.html: one Trunk link per build, and no other.
{
  const html = region('index.html', '<!-- builds: begin', '<!-- builds: end', trunkLinks());
  const links = html.match(/<link\b[^>]*\brel="rust"[^>]*>/g) ?? [];
  if (links.length !== builds.length) problem('index.html', `${links.length} rel="rust" links for ${builds.length} builds`);
  for (const placeholder of ['{"__SKALD_BUNDLES__": true}', '{"__SKALD_ROUTES__": true}', '{"__SKALD_WORDS__": true}', '"__SKALD_MATCH__"', `'${FALLBACK}'`]) {
    if (!html.includes(placeholder)) problem('index.html', `the loader lacks ${placeholder} (scripts/post-build/loader.mjs fills it in)`);
  }
}

// app/Cargo.toml: one [[bin]] per build with the build's features required, and no other.
{
  const bins = builds.flatMap(([, b]) => [
    '[[bin]]',
    `name = "${b.bin}"`,
    `path = "${b.path}"`,
    ...(b.features.length ? [`required-features = [${b.features.map((f) => `"${f}"`).join(', ')}]`] : []),
    '',
  ]);
  const toml = region('app/Cargo.toml', '# builds: begin', '# builds: end', bins.slice(0, -1));
  const count = (toml.match(/^\[\[bin\]\]/gm) ?? []).length;
  if (count !== builds.length) problem('app/Cargo.toml', `${count} [[bin]] sections for ${builds.length} builds`);
  const features = /^\[features\]\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? '';
  const defined = [...features.matchAll(/^([a-z_-]+)\s*=/gm)].map((m) => m[1]).filter((f) => f !== 'default');
  const defaults = JSON.parse(/^default\s*=\s*(\[.*\])/m.exec(features)?.[1] ?? '[]');
  for (const [name, b] of builds) {
    for (const f of b.features) {
      if (!defined.includes(f)) problem('app/Cargo.toml', `build ${name} takes feature ${f}, which [features] does not define`);
    }
  }
  for (const f of defined) {
    if (!defaults.includes(f)) problem('app/Cargo.toml', `feature ${f} is not in default (tests and cargo build take every game)`);
  }
}

// Each build's message files: the ones the app's build script compiles into it and the
// loader must fetch words for — `shell`, and each of its features' files (`<feature>.ftl`,
// `<feature>_….ftl`; `<feature>_read.ftl`, `<feature>_play.ftl` and `<feature>_coach.ftl`
// only with that group's feature too), the rule of `skald_l10n::needed`.
{
  const ftl = readdirSync(join(root, 'app/l10n/en')).filter((f) => f.endsWith('.ftl')).map((f) => f.slice(0, -4)).sort();
  for (const [name, b] of builds) {
    const part = (f, feat) => (f.startsWith(`${feat}_`) ? f.slice(feat.length + 1) : null);
    const want = ftl.filter((f) => f === 'shell' || b.features.some((feat) => f === feat || (part(f, feat) !== null && (!['play', 'read', 'coach', 'after'].includes(part(f, feat)) || b.features.includes(part(f, feat))))));
    const have = [...(b.words ?? [])].sort();
    if (have.join() !== want.join()) problem('scripts/builds.mjs', `${name}: words [${have.join(', ')}], but its features use the message files [${want.join(', ')}]`);
  }
}

// app/src: each build's main starts the whole app, the embeds' app or the build's own `start`;
// a module's starts nothing (the build that loads it runs; its exports are its interface).
for (const [name, b] of builds) {
  const path = `app/${b.path}`;
  if (b.module) {
    if (!existsSync(join(root, path))) {
      if (!write) {
        problem(path, `missing (module ${name}); node scripts/check-builds.mjs --write creates it`);
        continue;
      }
      writeFileSync(join(root, path), `//! Module \`${name}\` of \`scripts/builds.mjs\`, which a running game build loads into its page\n//! (\`window.skaldModule('${name}')\`): its \`#[wasm_bindgen]\` exports are its interface.\n//! Its \`main\` starts nothing.\n\nfn main() {}\n`);
      console.log(`check-builds: wrote ${path}`);
    }
    if (/skald_app::start\w*\(/.test(read(path))) problem(path, `module ${name} must not start an app (skald_app::start…): the build that loads it is running`);
    continue;
  }
  const call = `skald_app::${b.start ?? (b.embed ? 'start_embed' : 'start')}();`;
  if (!existsSync(join(root, path))) {
    if (!write) {
      problem(path, `missing (build ${name}); node scripts/check-builds.mjs --write creates it`);
      continue;
    }
    const what = b.embed ? `the embeds of ${b.features.join(', ')} (see \`skald_app::embed\`)` : `the app with ${b.features.join(', ') || 'the shell alone'} (see \`skald_app::bundle\`)`;
    writeFileSync(join(root, path), `//! Build \`${name}\` of \`scripts/builds.mjs\`: ${what}.\n//! It only starts the ${b.embed ? "embeds' app" : 'app'}.\n\nfn main() {\n    ${call}\n}\n`);
    console.log(`check-builds: wrote ${path}`);
  }
  const src = read(path);
  if (!src.includes(call)) problem(path, `build ${name} (embed: ${b.embed}) must call ${call}`);
}

// Which build draws each address. The app holds a game's pages in a build with the game's
// feature (app/src/bundle.rs's `holds`) and the feature of their route group: `play` for its
// start page, new-game form and play screen, `read` for its reading routes (READ_SUBS in
// app/src/pages/game_routes.rs) and a whole game embedded; a position embedded in the game's
// embed build; anything else in the shell, which every build holds. The loader's own
// matching (bundleOf of scripts/builds.mjs) must send addresses of every kind to such a build.
{
  const slugs = Object.fromEntries([...read('app/src/games.rs').matchAll(/GameId::(\w+) => "([a-z]+)"/g)].map((m) => [m[1], m[2]]));
  const holds = /pub fn holds\([\s\S]*?\n\}/.exec(read('app/src/bundle.rs'))?.[0] ?? '';
  const arms = [...holds.matchAll(/GameId::(\w+) => cfg!\(feature = "([a-z_-]+)"\)/g)].map((m) => ({ game: m[1], slug: slugs[m[1]], feature: m[2] }));
  if (arms.length === 0) problem('app/src/bundle.rs', 'no `GameId::X => cfg!(feature = "x")` arms found in `holds`');
  const readSubs = /pub const READ_SUBS: \[&str; \d+\] = \[([^\]]*)\]/.exec(read('app/src/pages/game_routes.rs'))?.[1];
  if (!readSubs) problem('app/src/pages/game_routes.rs', 'no `pub const READ_SUBS: [&str; N] = [...]` found');
  const subs = [...(readSubs ?? '').matchAll(/"([a-z]+)"/g)].map((m) => m[1]);
  const routes = routeMap();
  // The route groups: `play` (start page, new-game form, play screen), `read` (READ_SUBS) and
  // `coach` (the play screen taught: a teaching build's one page, issue #45).
  const GROUPS = ['play', 'read', 'coach'];
  for (const { game, slug, feature } of arms) {
    if (!slug) {
      problem('app/src/games.rs', `no slug found for GameId::${game}`);
      continue;
    }
    // The game's play screen's build is named after it (GAMES: its worker engine, the budgets).
    if (!GAMES.includes(slug)) problem('scripts/builds.mjs', `no build named ${slug} holding route ${slug} for GameId::${game} (app/src/bundle.rs holds it with feature ${feature})`);
    const addresses = [
      ...['', '/', '/new', '/new?players=2&seed=7&start=1', '/play', '/elsewhere'].map((p) => [`#/${slug}${p}`, false, 'play']),
      ...subs.flatMap((sub) => ['', '?v=1&g=AB&m=CD', '/more'].map((p) => [`#/${slug}/${sub}${p}`, false, 'read'])),
      ...['?replay=v%3D1%26g%3DAB', '?id=e1&replay=x&scheme=dark', '/?replay'].map((q) => [`#/embed/${slug}${q}`, false, 'read']),
      ...['', '?board=x', '?id=e1&replayed=1'].map((q) => [`#/embed/${slug}${q}`, true, null]),
    ];
    // A taught game (issue #45, app/src/teach.rs): a play address naming teaching is the
    // teaching build's, which holds the coach (`teach=0` plays untaught there); the new-game
    // form that starts one, and the rules help its notes link, are the game's other builds'.
    const taught = [
      ...['?teach=1', '?teach=0', '?seed=4&teach=1', '/?teach'].map((q) => [`#/${slug}/play${q}`, false, 'coach']),
      [`#/${slug}/new?players=2&teach=1&start=1`, false, 'play'],
      [`#/${slug}/rules/round?teach=1`, false, 'read'],
      // A position embedded with the coach's note: the embeds' teaching build; a whole game
      // embedded stays the reading routes' (drawn without the note).
      ...['?teach', '?board=x&teach=1', '?id=e1&teach&try'].map((q) => [`#/embed/${slug}${q}`, true, 'coach']),
      [`#/embed/${slug}?replay=x&teach`, false, 'read'],
    ];
    for (const [hash, embed, group] of [...addresses, ...taught]) {
      const name = bundleOf(hash, routes, FALLBACK);
      const b = BUILDS[name];
      const lacks = [feature, group].filter((f) => f && !b.features.includes(f));
      if (b.embed !== embed || lacks.length) problem('scripts/builds.mjs', `the loader sends ${hash} to ${name}, which ${b.embed !== embed ? (embed ? 'is not an embed build' : 'is an embed build') : `lacks feature ${lacks.join(', ')}`} (bundleOf, the routes of BUILDS)`);
    }
  }
  for (const hash of ['', '#', '#/', '#/nowhere', '#/embed/nowhere?replay=x', '#/embedded']) {
    if (bundleOf(hash, routes, FALLBACK) !== FALLBACK) problem('scripts/builds.mjs', `the loader sends ${JSON.stringify(hash)} to ${bundleOf(hash, routes, FALLBACK)}, not the shell (${FALLBACK})`);
  }
  for (const [name, b] of builds) {
    for (const f of b.features) {
      // `card-lists`: Valda's custom card lists (the engine's feature), no game of its own.
      // `link`: the phone's build (the seat link, issue #44), no game of its own; `table-link`:
      // the table's side of it, in the modules; `seat`: the phone's seat screen, in the modules;
      // `after`: the coach's line after each move, in the teaching builds.
      if (!GROUPS.includes(f) && !['home', 'card-lists', 'link', 'table-link', 'seat', 'after'].includes(f) && !arms.some((a) => a.feature === f)) problem('app/src/bundle.rs', `holds() names no game for feature ${f} (build ${name})`);
    }
    const groups = b.features.filter((f) => GROUPS.includes(f));
    // An embed build may hold the coach (its note under a position: `<game>-embed-teach`).
    const pages = groups.filter((g) => g !== 'coach');
    if (b.embed && pages.length) problem('scripts/builds.mjs', `${name}: an embed build holds no game pages (features ${pages.join(', ')})`);
    if (!b.embed && !b.module && name !== FALLBACK && !b.features.includes('link') && !groups.length) problem('scripts/builds.mjs', `${name}: a game's build holds some of its pages: feature ${GROUPS.join(' or ')}`);
    for (const r of b.routes) {
      if (bundleOf(`#/${r.replace('?', '?x=1&')}`, routes, FALLBACK) !== name) problem('scripts/builds.mjs', `${name}: the loader sends its own route ${r} elsewhere`);
    }
  }
}

// scripts/budgets.mjs: a limit for every build, and none for a build that is not listed.
{
  const { BUILD_LIMITS } = await import('./budgets.mjs');
  for (const name of Object.keys(BUILDS)) if (!(name in BUILD_LIMITS)) problem('scripts/budgets.mjs', `no size limit for build ${name} (BUILD_LIMITS)`);
  for (const name of Object.keys(BUILD_LIMITS)) if (!(name in BUILDS)) problem('scripts/budgets.mjs', `a size limit for ${name}, which is not a build of scripts/builds.mjs`);
  const { WORKER_ENGINE_LIMITS } = await import('./budgets.mjs');
  for (const name of Object.keys(WORKER_ENGINES)) if (!(name in WORKER_ENGINE_LIMITS)) problem('scripts/budgets.mjs', `no size limit for the worker engine ${name} (WORKER_ENGINE_LIMITS)`);
  for (const name of Object.keys(WORKER_ENGINE_LIMITS)) if (!(name in WORKER_ENGINES)) problem('scripts/budgets.mjs', `a size limit for the worker engine ${name}, which is not one of scripts/builds.mjs's WORKER_ENGINES`);
}

// worker/Cargo.toml: a feature per game (its worker engine is the crate built with it), the
// features the worker engines of WORKER_ENGINES add (`card-lists`), no other, and none on by
// default (each worker engine holds its one game). Each worker engine plays a game of GAMES,
// with that game's feature and no other game's.
{
  for (const [name, { game, features }] of Object.entries(WORKER_ENGINES)) {
    if (!GAMES.includes(game)) problem('scripts/builds.mjs', `the worker engine ${name} plays ${game}, which is not a game`);
    const games = features.filter((f) => GAMES.includes(f));
    if (games.join() !== game) problem('scripts/builds.mjs', `the worker engine ${name} is built with the games [${games}], not ${game} alone`);
  }
  const features = /^\[features\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(read('worker/Cargo.toml'))?.[1] ?? '';
  const defined = [...features.matchAll(/^([a-z_-]+)\s*=/gm)].map((m) => m[1]);
  if (defined.includes('default')) problem('worker/Cargo.toml', 'no default features: each worker engine is built with its one game\'s');
  const want = [...new Set(Object.values(WORKER_ENGINES).flatMap((e) => e.features))].sort().join(', ');
  const have = defined.filter((f) => f !== 'default').sort().join(', ');
  if (have !== want) problem('worker/Cargo.toml', `features [${have}], but scripts/builds.mjs's worker engines are built with [${want}]`);
}

// Counts in prose ("built six times", "the six builds"): better none, but then the right one.
{
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
  const files = ['README.md', 'docs/architecture.md', 'docs/testing.md', 'docs/embedding.md', 'Trunk.toml', 'index.html', 'app/Cargo.toml', 'app/src/bundle.rs', 'app/src/main.rs', 'static/sw.js', 'scripts/builds.mjs', 'scripts/budgets.mjs', 'scripts/where-bytes-go.mjs', 'scripts/test.sh', 'scripts/serve.sh'];
  const re = new RegExp(`\\b(?:built (${words.join('|')}|\\d+) times|(${words.join('|')}|\\d+) (?:builds|wasm modules)(?! of))\\b`, 'gi');
  for (const path of files.filter((p) => existsSync(join(root, p)))) {
    for (const [line, i] of read(path).split('\n').map((l, i) => [l, i])) {
      for (const m of line.matchAll(re)) {
        const n = m[1] ?? m[2];
        const count = /^\d+$/.test(n) ? Number(n) : words.indexOf(n.toLowerCase());
        if (count !== builds.length) problem(`${path}:${i + 1}`, `"${m[0]}", but scripts/builds.mjs lists ${builds.length} builds (point at the list rather than counting)`);
      }
    }
  }
}

if (problems.length) {
  for (const p of problems) console.log(`check-builds: ${p}`);
  console.log(`check-builds: FAIL — ${problems.length} disagreement(s) with scripts/builds.mjs`);
  process.exit(1);
}
console.log(`check-builds: ok — ${builds.length} builds (${Object.keys(BUILDS).join(', ')}) agree everywhere`);
