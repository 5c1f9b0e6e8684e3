// A small W3C WebDriver (classic, HTTP) client, enough to drive WebKitGTK through Debian's
// `WebKitWebDriver` (package webkit2gtk-driver) under a virtual X server (`xvfb-run`, package
// xvfb): new session, navigate, run a script, input actions, screenshots. No npm package:
// the protocol is a handful of JSON requests, and every WebDriver client on npm brings its
// own driver downloads along.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Where Debian's WebKitGTK keeps its MiniBrowser (the browser WebKitWebDriver starts). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** The environment with an English UI language (navigator.language follows LANGUAGE). */
function englishEnv() {
  const env = { ...process.env, LANG: 'C.UTF-8', LANGUAGE: 'en_US' };
  delete env.LC_ALL;
  delete env.LC_MESSAGES;
  return env;
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/**
 * Starts `WebKitWebDriver` under `xvfb-run` (a screen big enough for a tablet window) and
 * opens a session on MiniBrowser. `close()` ends the session and the driver's process group.
 * @returns {Promise<WebDriverSession>}
 */
export function startWebKit({ timeout = 60_000 } = {}) {
  return startDriver({
    command: ['xvfb-run', '-a', '-s', '-screen 0 1600x1400x24', 'WebKitWebDriver'],
    browserOptions: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
    timeout,
  });
}

/**
 * Starts Debian's `WPEWebDriver` (package wpewebkit-driver: WPE WebKit 2.38, about the
 * engine of Safari 16) and opens a session on `cog` (package cog) with its headless platform:
 * no X server needed (its window stays 800 × 600: a new size is accepted and ignored). The
 * cross-engine suite (old-webkit.test.mjs) and the old-WebKit game (old-webkit.mjs) use it.
 * @returns {Promise<WebDriverSession>}
 */
export function startWpe({ timeout = 60_000 } = {}) {
  return startDriver({
    command: ['WPEWebDriver'],
    browserOptions: { 'wpe:browserOptions': { binary: '/usr/bin/cog', args: ['--automation', '--platform=headless'] } },
    timeout,
  });
}

/** Starts a WebDriver server (`command`, given a `--port=`) in its own process group and
 * opens a session with `browserOptions` among the capabilities. */
async function startDriver({ command, browserOptions, timeout }) {
  const port = await freePort();
  const [cmd, ...args] = command;
  const proc = spawn(cmd, [...args, `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    // An English browser wherever the machine's locale points (the flows switch to German).
    env: englishEnv(),
  });
  let stderr = '';
  proc.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
  const exited = new Promise((ok) => proc.once('exit', (code) => ok(code)));
  const kill = () => {
    try { process.kill(-proc.pid, 'SIGTERM'); } catch { /* already gone */ }
  };
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    const code = await Promise.race([exited, sleep(100).then(() => undefined)]);
    if (code !== undefined) throw new Error(`${cmd} exited (${code}): ${stderr}`);
    if (await fetch(`${base}/status`).then((r) => r.ok, () => false)) break;
    if (Date.now() - t0 > timeout) {
      kill();
      throw new Error(`${cmd} did not start within ${timeout} ms: ${stderr}`);
    }
  }
  try {
    const value = await request(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          ...browserOptions,
          timeouts: { script: timeout, pageLoad: timeout, implicit: 0 },
        },
      },
    }, timeout);
    return new WebDriverSession(base, value.sessionId, value.capabilities, async () => {
      kill();
      await Promise.race([exited, sleep(5000)]);
    });
  } catch (err) {
    kill();
    throw err;
  }
}

/** One HTTP request to the driver; a WebDriver error becomes an Error with its message. */
async function request(base, method, path, body, timeout = 120_000) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  });
  const json = await res.json().catch(() => ({ value: { error: 'bad reply', message: `HTTP ${res.status}` } }));
  if (!res.ok || json.value?.error) {
    const e = json.value ?? {};
    throw new Error(`WebDriver ${method} ${path}: ${e.error}: ${e.message}`);
  }
  return json.value;
}

/** A WebDriver session: the commands the engine tests use. */
export class WebDriverSession {
  constructor(base, id, capabilities, stop) {
    this.base = base;
    this.id = id;
    this.capabilities = capabilities;
    this.stop = stop;
  }

  cmd(method, path, body) {
    return request(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url) {
    return this.cmd('POST', '/url', { url });
  }

  refresh() {
    return this.cmd('POST', '/refresh', {});
  }

  /** Runs `fn(...args)` in the page (JSON arguments and result; a promise is awaited). */
  execute(fn, args = []) {
    const script = `return Promise.resolve((${fn}).apply(null, arguments));`;
    return this.cmd('POST', '/execute/sync', { script, args });
  }

  setWindowSize(width, height) {
    return this.cmd('POST', '/window/rect', { width, height });
  }

  /** A PNG of the viewport, or of the first element matching `selector`. */
  async screenshot(selector) {
    if (!selector) return Buffer.from(await this.cmd('GET', '/screenshot'), 'base64');
    const el = await this.cmd('POST', '/element', { using: 'css selector', value: selector });
    const ref = Object.values(el)[0];
    return Buffer.from(await this.cmd('GET', `/element/${ref}/screenshot`), 'base64');
  }

  /** Clicks the first element matching `selector` (for an <option>: selects it, natively). */
  async clickElement(selector) {
    const el = await this.cmd('POST', '/element', { using: 'css selector', value: selector });
    await this.cmd('POST', `/element/${Object.values(el)[0]}/click`, {});
  }

  /** Performs one input source's actions (`type`: "mouse" or "touch"); then releases every
   * input unless `release` is false (a gesture continued by the next call: the driver keeps
   * the button pressed in between). */
  async pointer(type, actions, release = true) {
    await this.cmd('POST', '/actions', {
      actions: [{ type: 'pointer', id: type, parameters: { pointerType: type }, actions }],
    });
    if (release) await this.cmd('DELETE', '/actions');
  }

  async close() {
    await this.cmd('DELETE', '').catch(() => {});
    await this.stop();
  }
}
