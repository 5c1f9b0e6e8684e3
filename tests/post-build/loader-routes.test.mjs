// The loader's route matching (`bundleOf` of scripts/builds.mjs), which
// scripts/post-build/loader.mjs writes into index.html's loader as source: which build each
// address starts, with the real list of builds and with a made-up one, and that the function
// runs on its own, as the copy in the page does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { BUILDS, bundleOf, FALLBACK, routeMap } from '../../scripts/builds.mjs';

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
