// Players' phones at the table in Firefox ESR (issue #44; the Chromium test is
// tests/e2e/phones.test.mjs): an Odin table page (1024×768) and a phone page (390×844, a
// browser context of its own in the same Firefox: its own storage and service workers, as
// another device's) joined through the real QR path — the seat's code read off the table's
// image by the game's link module's own reader, its link opened on the phone, the phone's
// answer code shown to the table's camera (a `getUserMedia` stub filming a canvas) — and the
// data channel between them on 127.0.0.1 alone: host candidates, no STUN or TURN, no mDNS.
// The phone's seat decides on its seat screen and plays there by finger, twice; the table's
// record grows by each move. Every message the phone receives is its own seat's view.
//
// Firefox's defaults would not connect on 127.0.0.1 (docs/testing.md, "Other engines"): see
// `PREFS` and `LOOPBACK`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CAMERA, RECORD, checkMessages } from '../e2e/phones-lib.mjs';
import { openEngine, serve, TIMEOUT } from './driver.mjs';

export const PREFS = {
  // Loopback addresses among the ones ICE gathers: left out by default ("set only for testing
  // in offline environments").
  'media.peerconnection.ice.loopback': true,
  // Host candidates by address, not as a random `<uuid>.local` name (which only an mDNS
  // responder resolves; Chromium: the WebRtcHideLocalIpsWithMdns feature, off in
  // phones.test.mjs). Firefox does not hide them from a page that captures anyway (below).
  'media.peerconnection.ice.obfuscate_host_addresses': false,
  // Firefox gathers on every interface only for a page that captures the camera or the
  // microphone, or may; otherwise on the default route's address alone (towards the page's
  // server, or 8.8.8.8 for a server on loopback: here 192.0.2.2, never 127.0.0.1). So each page
  // captures a fake camera (`LOOPBACK`): no prompt, a fake device, and a fake device's
  // capture counted as one.
  'media.navigator.permission.disabled': true,
  'media.navigator.streams.fake': true,
  'media.navigator.permission.fake': true,
};

/** In both pages, first: a fake camera captured (so that ICE gathers on loopback) before any
 * local description is set, and the local descriptions the app reads (to put into its codes)
 * with their 127.0.0.1 candidates only — Firefox gathers on every interface of the machine,
 * and its `media.peerconnection.ice.force_interface` pref is not applied (ESR 153). Every
 * candidate Firefox gathered is kept in `window.__gathered`; the candidates of every remote
 * description the page is given (the other side's, as read from its QR code) in
 * `window.__remoteCandidates`. */
const LOOPBACK = () => {
  window.__gathered = [];
  window.__remoteCandidates = [];
  if (typeof RTCPeerConnection === 'undefined' || !navigator.mediaDevices) return;
  const capture = navigator.mediaDevices.getUserMedia({ video: true })
    .then((stream) => { window.__fakeCamera = stream; }, (e) => { window.__fakeCameraError = String(e); });
  const proto = RTCPeerConnection.prototype;
  const setLocal = proto.setLocalDescription;
  window.__pcs = [];
  proto.setLocalDescription = async function (...args) {
    if (!window.__pcs.includes(this)) window.__pcs.push(this);
    await capture;
    return setLocal.apply(this, args);
  };
  const setRemote = proto.setRemoteDescription;
  proto.setRemoteDescription = function (desc, ...rest) {
    for (const line of String(desc?.sdp ?? '').split(/\r?\n/)) {
      if (line.startsWith('a=candidate:')) window.__remoteCandidates.push(line);
    }
    return setRemote.call(this, desc, ...rest);
  };
  const local = Object.getOwnPropertyDescriptor(proto, 'localDescription').get;
  Object.defineProperty(proto, 'localDescription', {
    configurable: true,
    get() {
      const d = local.call(this);
      if (!d) return d;
      const lines = d.sdp.split('\r\n');
      for (const l of lines) if (l.startsWith('a=candidate:') && !window.__gathered.includes(l)) window.__gathered.push(l);
      const sdp = lines.filter((l) => !l.startsWith('a=candidate:') || l.split(' ')[4] === '127.0.0.1').join('\r\n');
      return new RTCSessionDescription({ type: d.type, sdp });
    },
  });
};

const TABLE = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The texts of the QR codes of the image `img` on the table's page, read by the game's link
 * module's reader (`read_codes`). */
const readCodes = ([img, game]) => (async () => {
  const el = document.querySelector(img);
  const m = await window.skaldModule(`${game}-link`);
  const side = 600;
  const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, side, side);
  await el.decode();
  g.drawImage(el, 0, 0, side, side);
  const { data } = g.getImageData(0, 0, side, side);
  return [...m.read_codes(new Uint8Array(data.buffer), side, side)];
})();

/** The phone's messages, read as JSON. */
const received = async (phone) => (await phone.eval(() => window.__received)).map((t) => JSON.parse(t));

/** Clicks (a mouse) `selector` once it is there. */
async function press(page, selector) {
  await page.waitForSelector(selector);
  await page.click(selector);
}

const toMove = (page) => page.attr('.oplay', 'data-to-move');
const actions = async (page) => Number(await page.attr('.oplay', 'data-actions'));

/** One legal Odin move by the person holding the table (mouse), after the hand-off. */
async function tableMove(table) {
  if (await table.count('[data-testid=handoff]')) {
    await table.click('[data-testid=handoff]');
    await table.waitForSelector('.oplay[data-revealed=true]');
  }
  const n = await actions(table);
  if (await table.count('.take-card')) await table.click('.take-card');
  else if (await table.count('[data-testid=pass]')) await table.click('[data-testid=pass]');
  else {
    await table.click('.hand-card[data-playable=true]');
    await table.waitForSelector('[data-testid=play]:not([disabled])');
    await table.click('[data-testid=play]:not([disabled])');
  }
  await table.waitFor((k) => Number(document.querySelector('.oplay')?.dataset.actions) > k, n, { what: 'the table move played' });
}

/** Plays at the table until Astrid (seat 0, on her phone) decides: Bjørn at the table,
 * Sigrún the computer. */
async function untilAstrid(table) {
  let atTable = 0;
  for (let i = 0; i < 12 && (await toMove(table)) !== '0'; i++) {
    const who = await toMove(table);
    if (who === '1') {
      await tableMove(table);
      atTable++;
    }
    else {
      await table.waitFor((w) => document.querySelector('.oplay')?.dataset.toMove !== w, who,
        { what: `seat ${who} (the computer) to move` });
    }
  }
  assert.equal(await toMove(table), '0', 'Astrid decides');
  return atTable;
}

/** One legal Odin move by finger on the phone's seat screen: a card taken, a pass, or the
 * first playable card led. */
async function phoneMove(phone) {
  const screen = '[data-testid=seat-screen]';
  const tap = async (sel) => phone.touchTap(await phone.point(`${screen} ${sel}`));
  if (await phone.count(`${screen} .take-card`)) await tap('.take-card');
  else if (await phone.count(`${screen} [data-testid=pass]`)) await tap('[data-testid=pass]');
  else {
    await tap('.hand-card[data-playable=true]');
    await phone.waitForSelector(`${screen} [data-testid=play]:not([disabled])`);
    await tap('[data-testid=play]:not([disabled])');
  }
}

/** The addresses of the candidate pair the page's last connection selected. */
const selectedPair = () => (async () => {
  const pc = window.__pcs.at(-1);
  const all = [...(await pc.getStats()).values()];
  const pair = all.find((s) => s.type === 'candidate-pair' && s.selected && s.state === 'succeeded');
  const at = (id) => all.find((s) => s.id === id);
  return pair ? [at(pair.localCandidateId)?.address, at(pair.remoteCandidateId)?.address] : null;
})();

/** Every candidate's address in the lines, and that they are all 127.0.0.1. */
function loopbackOnly(lines, who) {
  assert.ok(lines.length > 0, `${who} was given candidates`);
  const addresses = [...new Set(lines.map((l) => l.split(' ')[4]))];
  assert.deepEqual(addresses, ['127.0.0.1'], `${who}: candidates on 127.0.0.1 alone: ${lines.join(' | ')}`);
}

describe('Firefox ESR: a phone joins an Odin table by the two codes and plays from its seat screen', { timeout: 3 * TIMEOUT }, () => {
  let table, phone, server;
  const times = [];
  before(async () => {
    const t0 = Date.now();
    server = await serve();
    table = await openEngine('firefox', { ...TABLE, prefs: PREFS });
    times.push(`start ${Date.now() - t0} ms`);
  });
  after(async () => {
    await phone?.close().catch(() => {});
    await table?.close();
    await server?.close();
    console.log(`Firefox ESR phones: ${times.join(', ')}`);
  });

  /** On a failure: what each page shows and what its connection did, and screenshots. */
  async function diagnose(t) {
    for (const [name, page] of [['table', table], ['phone', phone]]) {
      if (!page) continue;
      const seen = await page.eval(() => ({
        text: document.body.innerText.slice(0, 600),
        gathered: window.__gathered,
        remote: window.__remoteCandidates,
        camera: window.__fakeCameraError ?? !!window.__fakeCamera,
        states: (window.__pcs ?? []).map((pc) => [pc.iceGatheringState, pc.iceConnectionState, pc.connectionState]),
      })).catch((e) => ({ error: e.message }));
      t.diagnostic(`${name}: ${JSON.stringify(seen)}`);
      t.diagnostic(`${name} errors: ${JSON.stringify(await page.errors())}`);
      await page.screenshot(`phones-${name}-failed`).catch(() => {});
    }
  }

  test('the table reads the phone’s answer, the phone decides and plays a card, the table plays it', async (t) => {
    try {
      await phonePlays(t);
    } catch (err) {
      await diagnose(t);
      throw err;
    }
  });

  async function phonePlays(t) {
    let t0 = Date.now();
    const lap = (what) => { times.push(`${what} ${Date.now() - t0} ms`); t0 = Date.now(); };
    await table.addInitScript(LOOPBACK);
    await table.addInitScript(CAMERA);
    // Astrid and Bjørn play at the table, Sigrún is the computer; Bjørn starts.
    await table.goto(`${server.url}#/odin/new?players=3&computers=,,normal&seed=797&pace=fast&start=1`);
    await table.waitForSelector('.oplay');
    await table.errors();

    // Astrid's seat's code, read off the table's screen.
    await press(table, '[data-testid=phones-handoff]');
    await table.waitForSelector('[data-testid=phones]');
    const card = '[data-testid=phones-seat][data-seat="0"]';
    await press(table, `${card} :is([data-testid=phones-show], [data-testid=phones-new-code])`);
    await table.waitForSelector(`${card} [data-testid=phones-code]`);
    const [link] = await table.eval(readCodes, [`${card} [data-testid=phones-code]`, 'odin']);
    assert.ok(link?.startsWith(`${server.url}#/join/`), `the code holds a link to this app: ${link}`);
    lap('code');

    // Her phone opens it and shows its answer; the table's camera reads it.
    phone = await table.newContext(PHONE);
    await phone.addInitScript(LOOPBACK);
    // This Firefox ESR has no `navigator.vibrate` (nor has Safari): the phone must not call it
    // there (it did, and the page broke at its seat's first decision: `buzz` in
    // app/src/link/phone.rs), so none is given.
    await phone.addInitScript(RECORD);
    await phone.goto(link);
    await phone.waitForSelector('img.phone-code');
    const src = await phone.attr('img.phone-code', 'src');
    lap('answer');
    await table.eval((s) => { window.__cameraShows = s; }, src);
    if (!(await table.count('[data-testid=phones-video]'))) await press(table, '[data-testid=phones-camera]');
    await table.waitForSelector(`${card} [data-testid=phones-take-back]`);
    await phone.waitForSelector('.phone-turn');
    await table.eval(() => { window.__cameraShows = null; });
    assert.equal(await table.text(`${card} [data-testid=phones-state]`), 'Astrid plays on their phone.');
    assert.equal(await phone.text('.phone-join p'), 'You play seat 1 on this phone.');
    lap('joined');

    // Each side connected to the other's candidates from the codes: 127.0.0.1 only.
    loopbackOnly(await table.eval(() => window.__remoteCandidates), 'the table');
    loopbackOnly(await phone.eval(() => window.__remoteCandidates), 'the phone');
    const gathered = await table.eval(() => [...new Set(window.__gathered.map((l) => l.split(' ').slice(2, 5).join(' ')))]);
    t.diagnostic(`the table's Firefox gathered ${gathered.join(', ')}; its code kept the 127.0.0.1 ones`);
    assert.deepEqual(await table.eval(selectedPair), ['127.0.0.1', '127.0.0.1'], 'the table connected on 127.0.0.1');
    assert.deepEqual(await phone.eval(selectedPair), ['127.0.0.1', '127.0.0.1'], 'the phone connected on 127.0.0.1');

    await press(table, '[data-testid=phones-close]');
    await table.waitFor(() => !document.querySelector('[data-testid=phones]'), null, { what: 'the phones screen closed' });
    await untilAstrid(table);
    lap('until Astrid');

    // Astrid decides on her phone, on her seat's screen; the table says so.
    await table.waitForSelector('[data-testid=phone-deciding]');
    assert.equal(await table.count('[data-testid=handoff]'), 0, 'no hand-off to a phone seat');
    await phone.waitForSelector('[data-testid=seat-screen] .oplay[data-to-move="0"] .hand-card');
    assert.equal(await phone.attr('[data-testid=seat-screen] .oplay', 'data-revealed'), 'true', 'her hand is shown');
    const views = checkMessages(await received(phone), 0);
    assert.equal(await phone.eval(() => typeof navigator.vibrate), 'undefined', 'a browser without vibrate: the phone decides all the same');
    assert.ok(views.at(-1).decides && views.at(-1).legal.length > 0, 'its legal actions while it decides');
    assert.equal(await phone.count('[data-testid=seat-screen] .hand-card'), views.at(-1).view.hand_sizes[0], 'as many cards as her hand holds');

    // She plays by finger on her phone, twice (Bjørn at the table, by mouse, and Sigrún in
    // between): each time the table's record grows by her move, and her phone shows the
    // table's next position.
    for (let turn = 1; turn <= 2; turn++) {
      if (turn > 1) {
        const moves = await untilAstrid(table);
        assert.ok(moves >= 1, 'Bjørn played at the table in between');
        await phone.waitForSelector('[data-testid=seat-screen] .oplay[data-to-move="0"] .hand-card');
      }
      const before = await actions(table);
      const sent = checkMessages(await received(phone), 0).at(-1);
      assert.ok(sent.decides && sent.at === before && sent.legal.length > 0, `the table sent her this decision: ${JSON.stringify([sent.at, before])}`);
      await phoneMove(phone);
      await table.waitFor((k) => Number(document.querySelector('.oplay')?.dataset.actions) > k, before, { what: 'her move at the table' });
      await phone.waitForSelector('[data-testid=seat-screen] .oplay:not([data-to-move="0"])');
      const last = checkMessages(await received(phone), 0).at(-1);
      assert.ok(!last.decides && last.at === before + 1, `her view after her move: ${JSON.stringify([last.at, before])}`);
      lap(`her move ${turn}`);
    }

    assert.deepEqual(await phone.errors(), [], 'no console or page error on the phone');
    assert.deepEqual(await table.errors(), [], 'no console or page error at the table');
  }
});
