// The loader's route matching (`bundleOf` of scripts/builds.mjs), which
// scripts/post-build/loader.mjs writes into index.html's loader as source: which build each
// address starts, with the real list of builds and with a made-up one, and that the function
// runs on its own, as the copy in the page does; that no address starts a module (a running
// build loads one by name: skaldModule); and that scripts/check-builds.mjs agrees.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { BUILDS, bundleOf, FALLBACK, GAMES, moduleGame, moduleHost, moduleName, MODULES, routeMap, seatModuleName } from '../../scripts/builds.mjs';

const routes = routeMap();
const at = (hash) => bundleOf(hash, routes, FALLBACK);

test("the list's addresses go to the builds that hold them", () => {
  const want = {
    '': 'home',
    '#': 'home',
    '#/': 'home',
    '#/nowhere': 'home',
    '#/voluspa': 'voluspa',
    '#/voluspa/rules': 'voluspa',
    '#/voluspa/replay?v=1&g=AB&m=CD': 'voluspa',
    '#/odin/new?players=3&start=1': 'odin',
    '#/valda': 'valda',
    '#/valda/': 'valda',
    '#/valda/new?players=2&seed=7&start=1': 'valda',
    '#/valda/play': 'valda',
    '#/valda/rules': 'valda-read',
    '#/valda/rules/': 'valda-read',
    '#/valda/replay': 'valda-read',
    '#/valda/replay?v=3&g=AB&m=CD': 'valda-read',
    '#/embed/valda?id=e1&board=x': 'valda-embed',
    '#/embed/valda?id=e1&replay=v%3D3%26g%3DAB&scheme=dark': 'valda-read',
    '#/embed/valda?replay': 'valda-read',
    '#/embed/valda?position=x&cards': 'valda-embed-cards',
    '#/embed/valda?cards=1&id=e1': 'valda-embed-cards',
    '#/embed/odin?replay=x': 'odin',
    '#/embed/voluspa?board=Od Th/Tr .&moves=[]': 'voluspa-embed',
    '#/embed/voluspa?replayed=1': 'voluspa-embed',
  };
  for (const [hash, build] of Object.entries(want)) assert.equal(at(hash), build, hash);
  for (const build of Object.values(want)) assert.ok(build in BUILDS, build);
});

test('a route holds its path and what continues it after a slash, nothing else', () => {
  assert.equal(at('#/valdax'), 'home');
  assert.equal(at('#/valda/rulesx'), 'valda');
  assert.equal(at('#/valda/replays'), 'valda');
  assert.equal(at('#/embedded/valda'), 'home');
  assert.equal(at('#/rules'), 'home');
  // Without the leading slash or the hash sign, as the app's route parser reads them too.
  assert.equal(at('#valda/rules'), 'valda-read');
  assert.equal(at('valda'), 'valda');
});

test('the most specific route wins, whatever their order', () => {
  const made = { 'a/b?x': 'abx', a: 'a', 'a/b/c': 'abc', 'a/b': 'ab' };
  const m = (hash) => bundleOf(hash, made, 'none');
  assert.equal(m('#/a'), 'a');
  assert.equal(m('#/a/z'), 'a');
  assert.equal(m('#/a/b'), 'ab');
  assert.equal(m('#/a/b?y=1'), 'ab');
  assert.equal(m('#/a/b?y=1&x=2'), 'abx');
  assert.equal(m('#/a/b?x'), 'abx');
  assert.equal(m('#/a/b/c?x=1'), 'abc');
  assert.equal(m('#/b'), 'none');
  const reversed = Object.fromEntries(Object.entries(made).reverse());
  for (const hash of ['#/a', '#/a/b', '#/a/b?x=1', '#/a/b/c']) assert.equal(bundleOf(hash, reversed, 'none'), m(hash), hash);
});

test("a hostile address starts the shell or a build, and never an object's own names", () => {
  for (const hash of ['#/__proto__', '#/constructor', '#/hasOwnProperty', '#/toString?x', '#/%2e%2e/valda', '#/?', '#/?&&=', `#/${'a/'.repeat(5000)}`]) {
    assert.equal(at(hash), 'home', hash);
  }
  assert.equal(at({ toString: () => '#/valda/rules' }), 'valda-read');
  assert.equal(at(undefined), 'home');
});

test('the function runs on its own, as the copy loader.mjs writes into index.html', () => {
  const copy = vm.runInNewContext(`(${bundleOf.toString()})`, {});
  for (const hash of ['#/valda/rules', '#/valda/play', '#/embed/valda?replay=1', '#/embed/valda?x', '#/x']) {
    assert.equal(copy(hash, routes, FALLBACK), at(hash), hash);
  }
});

test('no address starts a module: the loader loads one into a running build only by name', () => {
  assert.ok(MODULES.length > 0, 'the list has modules');
  for (const [name, b] of MODULES) {
    assert.deepEqual(b.routes, [], name);
    assert.ok(!Object.values(routes).includes(name), `${name} is in the route map`);
    assert.ok(!GAMES.includes(name), `${name} is counted as a game`);
    for (const hash of [`#/${name}`, `#/${name}/x?y=1`, `#/embed/${name}`, `#/${name.replace('-', '/')}`]) assert.notEqual(at(hash), name, hash);
  }
  // Every game's play screen, and the fallback, are still what they were.
  for (const game of GAMES) assert.equal(at(`#/${game}/new?players=2`), game);
  assert.equal(at('#/nowhere'), FALLBACK);
  assert.ok(!BUILDS[FALLBACK].module);
});

test("the modules are each game's <game>-link, loaded by its play screen, and the seat screens <game>-seat, loaded by the phone's build", () => {
  const seats = GAMES.map(seatModuleName);
  // Every game's seat screen is built (Valda's reads its view by hand to fit: scripts/builds.mjs).
  for (const name of seats) assert.ok(BUILDS[name]?.module, name);
  assert.deepEqual(MODULES.map(([name]) => name).sort(), [...GAMES.map(moduleName), ...seats].sort());
  for (const game of GAMES) assert.equal(moduleHost(moduleName(game)), game);
  for (const name of seats) assert.equal(moduleHost(name), 'phone');
  for (const name of MODULES.map(([n]) => n)) assert.ok(GAMES.includes(moduleGame(name)), name);
  assert.equal(moduleHost('odin'), undefined);
  assert.equal(moduleHost('nope-link'), undefined);
  assert.equal(moduleGame('nope-seat'), undefined);
});

test('scripts/check-builds.mjs finds the list and everything derived from it in agreement', () => {
  const r = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/check-builds.mjs', import.meta.url))], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /check-builds: ok/);
});
