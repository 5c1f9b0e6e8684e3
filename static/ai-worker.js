// Skald's computer opponents (docs/ai.md): a module worker that runs the engine's search
// off the page's thread, so the page never freezes while the computer thinks. It loads the
// engine module (engine/skald.js, the same build page scripts use) and answers one message
// at a time:
//   in:  { id, game: "voluspa" | "odin" | "valda", view: JSON text of the player's view,
//          player, level: "easy" | "normal" | "hard", seed, timeLimitMs }
//   out: { id, action: JSON text | null, ms, iterations, timedOut } or { id, error: text }
// timeLimitMs caps the search on slow devices (the level's own cap, Level::time_limit_ms).
// It is given the player's view only: the hidden parts of the game never reach it.
import init, { aiDecide } from './engine/skald.js';

const ready = init();

self.onmessage = async (event) => {
  const { id, game, view, player, level, seed, timeLimitMs } = event.data ?? {};
  try {
    await ready;
    const start = performance.now();
    const { action, iterations, timedOut } = aiDecide(game, view, player, level, seed, timeLimitMs);
    const ms = performance.now() - start;
    self.postMessage({
      id,
      action: action === null ? null : JSON.stringify(action),
      ms,
      iterations,
      timedOut,
    });
  } catch (err) {
    self.postMessage({ id, error: String((err && err.message) || err) });
  }
};
