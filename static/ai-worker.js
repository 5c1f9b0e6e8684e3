// Skald's computer opponents (docs/ai.md). One script, two places:
//
// 1. In a module worker, the search: for each question it loads (once) the worker engine of
//    the question's game (computer/<game>.js: that game's rules and the search alone, built
//    from worker/; not the all-games engine module page scripts use), then answers one
//    message at a time, off the page's thread so that the page never freezes while the
//    computer thinks:
//      in:  { id, game: "voluspa" | "odin" | "valda", view: JSON text of the player's view,
//             player, level: "easy" | "normal" | "hard", seed, timeLimitMs }
//      out: { ready: true } once the engine is loaded (or { ready: false, error: text } if it
//           failed to load), then { id, action: JSON text | null, ms, iterations, timedOut },
//           or { id, error: text, fatal } (fatal: the engine trapped, and the worker closed
//           itself; a game with no worker engine is refused, not fatal)
//    timeLimitMs caps the search on slow devices (the level's own cap, Level::time_limit_ms).
// 2. In the page, loaded as a module script by the app (app/src/computer/worker.rs), the
//    asking: `window.skaldComputer.ask(question, token, done)` asks a worker (started here,
//    from this same script) and calls `done` exactly once. The computer never waits for
//    ever (issue #27): a question the worker has not answered by its deadline (the search's
//    time limit, those of questions queued before it, MARGIN_MS, and START_MS while the
//    worker has not said it is ready), or a worker that dies, is given to a new worker; if
//    that fails too, the page searches by itself (with the same worker engine, loaded into
//    the page) in slices of about SLICE_MS, drawing and taking input between them. After
//    FAILURES_TOLERATED workers that failed (other than by a trap in the engine) no worker
//    is asked until `forgive()` (a player's retry). `done` gets the answer as above, or
//    { failed: { worker, here } } saying why each failed ({ kind, why }), or
//    { cancelled: true } once `token.cancelled` is set (the position is gone).
// Either way the search is given the player's view only: the hidden parts of the game never
// reach it.

/** Time a question may take beyond the searches' time limits, in ms. */
const MARGIN_MS = 2_000;
/** Time a new worker may take to load the engine (a first visit on a slow connection). */
const START_MS = 6_000;
/** Failed workers after which the page searches by itself without asking one. */
const FAILURES_TOLERATED = 2;
/** The longest stretch the page's thread searches without a break, in ms. */
const SLICE_MS = 10;

const inWorker = typeof window === 'undefined';
const message = (err) => String((err && err.message) || err);

/** Each game's worker engine, by game: filled in by the build (scripts/post-build/
 * engine-module.mjs, from the list of builds in scripts/builds.mjs). */
const WORKER_ENGINES = {"__SKALD_WORKER_ENGINES__": true};

/** A question's game that has no worker engine (refused, not the engine's failure). */
class UnknownGame extends Error {}

const loading = new Map();
/** The worker engine of `game`, loaded and started once. */
const engine = (game) => {
  const path = typeof game === 'string' && Object.hasOwn(WORKER_ENGINES, game) ? WORKER_ENGINES[game] : null;
  if (typeof path !== 'string') {
    return Promise.reject(new UnknownGame(`unknown game ${JSON.stringify(String(game)).slice(0, 40)}: there is a worker engine for ${Object.keys(WORKER_ENGINES).join(', ')}`));
  }
  if (!loading.has(game)) {
    loading.set(game, import(path).then(async (m) => {
      await m.default();
      return m;
    }));
  }
  return loading.get(game);
};

/** One search with the engine `m`. */
function decide(m, { id, game, view, player, level, seed, timeLimitMs }) {
  const start = performance.now();
  const { action, iterations, timedOut } = m.aiDecide(game, view, player, level, seed, timeLimitMs);
  return {
    id,
    action: action === null ? null : JSON.stringify(action),
    ms: performance.now() - start,
    iterations,
    timedOut,
  };
}

if (inWorker) {
  let ready = false;
  self.addEventListener('message', async (event) => {
    const question = event.data ?? {};
    let m;
    try {
      m = await engine(question.game);
    } catch (err) {
      // A game it has no engine for is the question's fault; an engine that does not load,
      // the worker's (the page starts another, then searches by itself).
      self.postMessage(err instanceof UnknownGame ? { id: question.id, error: message(err), fatal: false } : { ready: false, error: message(err) });
      return;
    }
    if (!ready) {
      ready = true;
      self.postMessage({ ready: true });
    }
    try {
      self.postMessage(decide(m, question));
    } catch (err) {
      // A trap leaves the engine's memory in no state to be trusted: this worker is done,
      // and the page starts a new one.
      const fatal = err instanceof WebAssembly.RuntimeError;
      self.postMessage({ id: question.id, error: message(err), fatal });
      if (fatal) self.close();
    }
  });
} else {
  let worker = null;
  let starts = 0;
  let failures = 0;
  let forgiven = 0;
  let nextId = 1;
  /** Counts on `window` for the end-to-end tests (and the curious, in the console). */
  const count = (key) => {
    window[key] = (window[key] ?? 0) + 1;
  };

  /** Ends worker `w` (if it is still the page's) and every question it held. A worker
   * whose engine trapped is not held against workers: a new one starts afresh (an old
   * WebKit trapped on every third search: issue #27, docs/ai.md). */
  const fail = (w, failure) => {
    if (worker !== w) return;
    worker = null;
    if (failure.kind !== 'trapped') failures++;
    count('skaldComputerWorkerFailures');
    w.worker.terminate();
    for (const p of w.pending.values()) {
      clearTimeout(p.timer);
      p.resolve({ failure });
    }
    w.pending.clear();
  };

  const startWorker = () => {
    starts++;
    // Named by its start, for the browser's developer tools (and the tests' stand-ins).
    const w = { worker: new Worker(import.meta.url, { type: 'module', name: `skald-computer-${starts}` }), ready: false, pending: new Map() };
    w.worker.addEventListener('message', (event) => {
      const d = event.data ?? {};
      if (d.ready === false) return fail(w, { kind: 'died', why: d.error });
      w.ready = true;
      if (d.ready === true) return;
      if (d.fatal) return fail(w, { kind: 'trapped', why: d.error });
      const p = w.pending.get(d.id);
      if (!p) return;
      w.pending.delete(d.id);
      clearTimeout(p.timer);
      p.resolve(d.error === undefined ? { answer: d } : { failure: { kind: 'refused', why: d.error } });
    });
    w.worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(w, { kind: 'died', why: event.message || '' });
    });
    return w;
  };

  /** One question to the worker (started if need be): { answer } or { failure }. */
  const askWorker = (question) =>
    new Promise((resolve) => {
      try {
        worker ??= startWorker();
        const w = worker;
        const id = nextId++;
        const cap = Number(question.timeLimitMs) || 0;
        let ahead = 0;
        for (const p of w.pending.values()) ahead += p.cap;
        const wait = cap + ahead + MARGIN_MS + (w.ready ? 0 : START_MS);
        const timer = setTimeout(() => w.pending.has(id) && fail(w, { kind: 'silent' }), wait);
        w.pending.set(id, { cap, resolve, timer });
        w.worker.postMessage({ ...question, id });
      } catch (err) {
        resolve({ failure: { kind: 'died', why: message(err) } });
      }
    });

  /** The seed of the `i`-th slice of a search seeded `seed` (a decimal string of a u64). */
  const sliceSeed = (seed, i) =>
    i === 0 ? seed : ((BigInt(seed) ^ (BigInt(i) * 0x9e3779b97f4a7c15n)) & 0xffffffffffffffffn).toString();

  /** The search on the page's thread: slices of SLICE_MS, each a search of its own from the
   * same view (with its own seed), until the level's time cap has passed; the action is the
   * one the slices chose for the most iterations in all. A search that ends within the
   * first slice is the worker's own answer. Between slices the page draws and takes input. */
  const searchHere = async (question, token) => {
    const m = await engine(question.game);
    const start = performance.now();
    const cap = Math.max(SLICE_MS, Number(question.timeLimitMs) || 0);
    const votes = new Map();
    let iterations = 0;
    for (let slice = 0; ; slice++) {
      if (token.cancelled) return null;
      const one = decide(m, { ...question, seed: sliceSeed(String(question.seed), slice), timeLimitMs: SLICE_MS });
      if (one.action === null || (slice === 0 && !one.timedOut)) return { ...one, ms: performance.now() - start };
      votes.set(one.action, (votes.get(one.action) ?? 0) + one.iterations);
      iterations += one.iterations;
      if (performance.now() - start >= cap) break;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    let best = null;
    for (const [action, weight] of votes) if (best === null || weight > votes.get(best)) best = action;
    return { id: question.id, action: best, ms: performance.now() - start, iterations, timedOut: true };
  };

  /** The answer to `question`, by a worker, a new worker or the page itself (above). */
  const ask = async (question, token) => {
    let failure = { kind: 'given-up' };
    for (let attempt = 0; attempt < 2 && failures - forgiven < FAILURES_TOLERATED; attempt++) {
      const r = await askWorker(question);
      if (r.answer) return r.answer;
      failure = r.failure;
      if (token.cancelled || failure.kind === 'refused') break;
    }
    if (token.cancelled) return null;
    count('skaldComputerSearchesHere');
    let timer;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(() => resolve({ failed: { kind: 'silent' } }), Number(question.timeLimitMs) + MARGIN_MS + START_MS);
    });
    const here = await Promise.race([
      searchHere(question, token).catch((err) => ({ failed: { kind: 'not-loaded', why: message(err) } })),
      deadline,
    ]);
    clearTimeout(timer);
    if (here && here.failed) {
      token.cancelled = true; // stop the slices, if they are still going
      return { failed: { worker: failure, here: here.failed } };
    }
    return here;
  };

  window.skaldComputer = {
    ask(question, token, done) {
      ask(question, token).then(
        (answer) => done(token.cancelled || !answer ? { cancelled: true } : answer),
        (err) => done({ failed: { worker: { kind: 'given-up' }, here: { kind: 'not-loaded', why: message(err) } } }),
      );
    },
    forgive() {
      forgiven = failures;
    },
  };
}
