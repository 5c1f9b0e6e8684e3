import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST, TIMEOUT } from '../tests/e2e/helpers.mjs';
import { startServer } from './static-server.mjs';
const [hash, block] = process.argv.slice(2);
const server = await startServer({ root: process.env.ROOT || DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: TIMEOUT });
const out = [];
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 820, height: 1180 } });
  if (block) await context.route(new RegExp(block), (r) => r.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await page.addInitScript(() => {
    window.__t = {}; window.__wantAnswer = true;
    const sels = { usable: '.vol-play .hand-tile, .oplay .hand-card, .vplay .hand-card, .vplay [data-testid=handoff]', answer: '[data-actions]:not([data-actions="0"])' };
    new MutationObserver(() => { for (const [k, s] of Object.entries(sels)) if (!window.__t[k] && document.querySelector(s)) window.__t[k] = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(server.url + hash);
  await page.waitForFunction(() => window.__t.usable && (window.__t.answer || !window.__wantAnswer), null, { timeout: 30000 });
  const t = await page.evaluate(() => window.__t);
  if (run) out.push(`usable ${t.usable | 0} answer ${t.answer | 0}`);
  await context.close();
}
console.log(out.join('\n'));
await browser.close(); await server.close();
