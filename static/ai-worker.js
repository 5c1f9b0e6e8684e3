// Skald's computer opponents (docs/ai.md). One script, two places:
//
// 1. In a module worker, the search: for each question it loads (once) the worker engine of
//    the question's game (computer/<game>.js: that game's rules and the search alone, built
//    from worker/; not the all-games engine module page scripts use), then answers one
//    message at a time, off the page's thread so that the page never freezes while the
//    computer thinks:
//      in:  { id, game: "voluspa" | "odin" | "valda", engine: the worker engine that plays it
//             (the game's own name, or "valda-cards" for a Valda game with a card list of its
//             own; left out: the game's), record: JSON text of the game's record (its replay,
//             as a save writes it), actions: how many of its actions to replay, player,
//             level: "easy" | "normal" | "hard", seed, timeLimitMs }
//      out: { ready: true } once the engine is loaded (or { ready: false, error: text } if it
//           failed to load), then { id, action: JSON text | null, ms, iterations, timedOut },
//           or { id, error: text, fatal } (fatal: the engine trapped, and the worker closed
//           itself; a game with no worker engine is refused, not fatal, as is a record the
//           engine cannot replay)
//      in:  { kind: "warm", engine } → { ready: true } once the engine is loaded (nothing if
//           the worker had said so already; { ready: false, error } if it failed): the page
//           has it loaded before the first question (skaldComputer.warm, below)
//    The worker engine replays the record to the position and searches from `player`'s view
//    of it alone (issue #28: the game builds then hold no writer of a view).
//    timeLimitMs caps the search on slow devices (the level's own cap, Level::time_limit_ms).
//    Two more kinds of question (issue #29; docs/ai.md, "Hints and reviews"):
//      in:  { id, kind: "hint", …as above } → { id, analysis, ms }: the worker engine's
//           `aiAnalyse` as { best: { action: JSON text, value } | null, played: { value } |
//           null, loss, measure: "points" | "winChance" }
//      in:  { id, kind: "review", game, record, level, timeLimitMs, moves: [{ actions: the
//           move's place in the record, player, played: its index in the legal actions,
//           seed }] } (the record sent once, replayed once) → { id, progress: k, of: n } after each move, then
//           { id, review: [analysis per move, played measured] }; a "cancel" message
//           ({ kind: "cancel" }) or any new question stops it between moves
//           ({ id, cancelled: true }).
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
//    `window.skaldComputer.cards(text, done)` reads a Valda card list of one's own with the
//    worker engine `valda-cards`, loaded into the page: Valda's play screen has no card-list
//    reader of its own (app/src/valda/card_lists.rs).
// Either way the search is given the player's view only: the worker engine replays the record
// and hands the search nothing else, so the hidden parts of the game never reach it.

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

/** The worker engines, by name (each game's, named after it, and `valda-cards`): the paths of
 * its glue and its wasm ({ js, wasm }, content-hashed names), filled in by the build
 * (scripts/post-build/engine-module.mjs, from WORKER_ENGINES of scripts/builds.mjs). */
const WORKER_ENGINES = {"__SKALD_WORKER_ENGINES__": true};

/** A question's engine that the build does not have (refused, not the engine's failure). */
class UnknownGame extends Error {}

const loading = new Map();
/** The worker engine named `name`, loaded and started once. Its glue and its wasm are asked for
 * at the same time (the glue would ask for the wasm only once it has run): on a slow
 * connection a round trip less before the computer's first move. The page has usually
 * fetched both already (the loader's skaldPrefetchComputer), and then they come from the
 * browser's cache. */
const engine = (name) => {
  const paths = typeof name === 'string' && Object.hasOwn(WORKER_ENGINES, name) ? WORKER_ENGINES[name] : null;
  if (!paths || typeof paths.js !== 'string' || typeof paths.wasm !== 'string') {
    return Promise.reject(new UnknownGame(`unknown worker engine ${JSON.stringify(String(name)).slice(0, 40)}: there are ${Object.keys(WORKER_ENGINES).join(', ')}`));
  }
  if (!loading.has(name)) {
    const wasm = fetch(new URL(paths.wasm, import.meta.url));
    // A failed fetch is the glue's to report (below); not an unhandled rejection meanwhile.
    wasm.catch(() => {});
    const started = import(paths.js).then(async (m) => {
      await m.default({ module_or_path: wasm });
      return m;
    });
    // A load that failed is tried afresh by the next question (a new worker, usually).
    started.catch(() => loading.delete(name));
    loading.set(name, started);
  }
  return loading.get(name);
};

/** One search with the engine `m`. */
function decide(m, { id, game, record, actions, player, level, seed, timeLimitMs }) {
  const start = performance.now();
  const { action, iterations, timedOut } = m.aiDecide(game, record, player, actions, level, seed, timeLimitMs);
  return {
    id,
    action: action === null ? null : JSON.stringify(action),
    ms: performance.now() - start,
    iterations,
    timedOut,
  };
}

/** An analysis as the page reads it: the best action as JSON text with its figure, the
 * played move's figure, the loss, and what the figures measure. */
const analysed = (a) => ({
  best: a.action === null ? null : { action: JSON.stringify(a.action), value: a.value },
  played: a.played === null || a.played === undefined ? null : { action: '', value: a.played },
  loss: a.loss,
  measure: a.points ? 'points' : 'winChance',
});

/** One analysis with the engine `m` (a hint, or a review's move with `played`). */
function analyse(m, { game, record, actions, player, level, seed, timeLimitMs }, played) {
  return analysed(m.aiAnalyse(game, record, player, actions, level, seed, timeLimitMs, played ?? null));
}

/** The name of the worker engine a question is for: its `engine`, or its game's own. */
const engineOf = (question) => question.engine ?? question.game;

/** Lets the worker read its messages (a cancel) between a review's moves. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

if (inWorker) {
  let ready = false;
  /** Bumped by every message: a review still going on an older one stops. */
  let latest = 0;
  /** The engine of `question`'s game, loaded, and the page told once that it is; `null`
   * after saying why it is not. A game it has no engine for is the question's fault (a
   * warm-up has no answer to refuse); an engine that does not load, the worker's (the page
   * starts another, then searches by itself). */
  const engineFor = async (question) => {
    try {
      const m = await engine(engineOf(question));
      if (!ready) {
        ready = true;
        self.postMessage({ ready: true });
      }
      return m;
    } catch (err) {
      if (!(err instanceof UnknownGame)) self.postMessage({ ready: false, error: message(err) });
      else if (question.kind !== 'warm') self.postMessage({ id: question.id, error: message(err), fatal: false });
      return null;
    }
  };
  self.addEventListener('message', async (event) => {
    const question = event.data ?? {};
    // A warm-up (the page's `warm`) loads the engine before the first question: it stops
    // nothing.
    if (question.kind === 'warm') return void (await engineFor(question));
    const mine = ++latest;
    if (question.kind === 'cancel') return;
    const m = await engineFor(question);
    if (!m) return;
    try {
      if (question.kind === 'hint') {
        const start = performance.now();
        self.postMessage({ id: question.id, analysis: analyse(m, question), ms: performance.now() - start });
      } else if (question.kind === 'review') {
        const moves = Array.isArray(question.moves) ? question.moves : [];
        const review = [];
        for (const move of moves) {
          await pause();
          if (latest !== mine) return self.postMessage({ id: question.id, cancelled: true });
          review.push(analyse(m, { ...question, ...move }, move.played));
          self.postMessage({ id: question.id, progress: review.length, of: moves.length });
        }
        self.postMessage({ id: question.id, review });
      } else {
        self.postMessage(decide(m, question));
      }
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
      clearTimeout(p.timer);
      if (d.progress !== undefined) {
        // A review's move is done: the next has its own time.
        count('skaldReviewMovesDone');
        p.timer = setTimeout(() => w.pending.has(d.id) && fail(w, { kind: 'silent' }), p.cap + MARGIN_MS);
        return p.progress?.(d.progress, d.of);
      }
      w.pending.delete(d.id);
      p.resolve(d.error === undefined ? { answer: d } : { failure: { kind: 'refused', why: d.error } });
    });
    w.worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(w, { kind: 'died', why: event.message || '' });
    });
    return w;
  };

  /** One question to the worker (started if need be): { answer } or { failure }; a
   * review's `progress(k, n)` is called after each move. */
  const askWorker = (question, progress) =>
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
        w.pending.set(id, { cap, resolve, timer, progress });
        w.worker.postMessage({ ...question, id });
      } catch (err) {
        resolve({ failure: { kind: 'died', why: message(err) } });
      }
    });

  /** The seed of the `i`-th slice of a search seeded `seed` (a decimal string of a u64). */
  const sliceSeed = (seed, i) =>
    i === 0 ? seed : ((BigInt(seed) ^ (BigInt(i) * 0x9e3779b97f4a7c15n)) & 0xffffffffffffffffn).toString();

  /** The search on the page's thread: slices of SLICE_MS, each a search of its own from the
   * same position (with its own seed; the engine replays the record once), until the level's time cap has passed; the action is the
   * one the slices chose for the most iterations in all. A search that ends within the
   * first slice is the worker's own answer. Between slices the page draws and takes input. */
  const searchHere = async (question, token) => {
    const m = await engine(engineOf(question));
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

  /** `question` put to a worker, and to a new one if the first fails (never while too many
   * have failed, after a refusal or once `token` is cancelled): `{ answer }`, or
   * `{ failure }` saying why the last worker asked did not answer. */
  const fromWorkers = async (question, token) => {
    let failure = { kind: 'given-up' };
    for (let attempt = 0; attempt < 2 && failures - forgiven < FAILURES_TOLERATED; attempt++) {
      const r = await askWorker(question);
      if (r.answer) return { answer: r.answer };
      failure = r.failure;
      if (token.cancelled || failure.kind === 'refused') break;
    }
    return { failure };
  };

  /** The answer to `question`, by a worker, a new worker or the page itself (above). */
  const ask = async (question, token) => {
    const { answer, failure } = await fromWorkers(question, token);
    if (answer) return answer;
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

  /** A hint: the worker's analysis of the position (a new worker if the first fails), or,
   * if workers fail, one short analysis on the page's thread. */
  const hint = async (question, token) => {
    const q = { ...question, kind: 'hint' };
    const { answer, failure } = await fromWorkers(q, token);
    if (answer) return answer;
    if (token.cancelled) return null;
    count('skaldComputerSearchesHere');
    try {
      const m = await engine(engineOf(q));
      const start = performance.now();
      return { analysis: analyse(m, { ...q, timeLimitMs: Math.min(200, Number(q.timeLimitMs) || 0) }), ms: performance.now() - start };
    } catch (err) {
      return { failed: { worker: failure, here: { kind: 'not-loaded', why: message(err) } } };
    }
  };

  /** A review, move by move, in a worker (the moves not yet done go to a new worker if
   * one fails); it stops between moves once `token.cancelled` is set. No search on the
   * page's thread: a review is long. */
  const review = async (question, token, progress) => {
    const moves = Array.isArray(question.moves) ? question.moves : [];
    const done = [];
    let failure = { kind: 'given-up' };
    const watch = setInterval(() => {
      if (token.cancelled && worker) worker.worker.postMessage({ kind: 'cancel' });
    }, 100);
    try {
      for (let attempt = 0; attempt < 2 && done.length < moves.length; attempt++) {
        if (failures - forgiven >= FAILURES_TOLERATED) break;
        const from = done.length;
        const r = await askWorker({ ...question, kind: 'review', moves: moves.slice(from) }, (k) => progress(from + k, moves.length));
        if (token.cancelled || r.answer?.cancelled) return null;
        if (r.answer) return { review: done.concat(r.answer.review) };
        failure = r.failure;
        if (failure.kind === 'refused') break;
      }
    } finally {
      clearInterval(watch);
    }
    return token.cancelled ? null : { failed: { worker: failure, here: { kind: 'given-up' } } };
  };

  /** Calls `done` once with what `work` gave, `{ cancelled: true }`, or why it failed. */
  const settle = (work, token, done) =>
    work.then(
      (answer) => done(token.cancelled || !answer ? { cancelled: true } : answer),
      (err) => done({ failed: { worker: { kind: 'given-up' }, here: { kind: 'not-loaded', why: message(err) } } }),
    );

  window.skaldComputer = {
    hint(question, token, done) {
      settle(hint(question, token), token, done);
    },
    review(question, token, progress, done) {
      settle(review(question, token, progress), token, done);
    },
    ask(question, token, done) {
      ask(question, token).then(
        (answer) => done(token.cancelled || !answer ? { cancelled: true } : answer),
        (err) => done({ failed: { worker: { kind: 'given-up' }, here: { kind: 'not-loaded', why: message(err) } } }),
      );
    },
    forgive() {
      forgiven = failures;
    },
    /** Reads a Valda card list of one's own with the worker engine that holds the card-list
     * reader (`valda-cards`), on the page's thread: the play screen's build has no reader.
     * `done` gets `{ packed }` (the cards, packed: the engine's `CardSet::packed`),
     * `{ problems }` (each problem found, in words) or `{ failed }` (why the engine did not
     * load). */
    cards(text, done) {
      engine('valda-cards').then(
        (m) => {
          let answer;
          try {
            answer = { packed: m.valdaCardList(text) };
          } catch (err) {
            answer = { problems: message(err).split('\n') };
          }
          done(answer);
        },
        (err) => done({ failed: message(err) }),
      );
    },
    /** Starts a worker (if none is running) and has it load the worker engine named `name`
     * now, so that the computer's first question does not wait for it (a play screen with a
     * computer seat). */
    warm(name) {
      try {
        if (failures - forgiven >= FAILURES_TOLERATED) return;
        worker ??= startWorker();
        worker.worker.postMessage({ kind: 'warm', engine: name });
      } catch {
        // The first question will start a worker, or search on the page.
      }
    },
  };
}
