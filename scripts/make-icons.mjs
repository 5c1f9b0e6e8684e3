#!/usr/bin/env node
// Rasterises static/icons/icon.svg into the PNG icons of the web app manifest, with the
// machine's headless Chromium. Run by hand after changing the SVG, then commit the PNGs:
//   node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const dir = new URL('../static/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir), 'utf8');
// Maskable: full-bleed background, the rune inside the central safe zone (80% circle).
const maskable = svg
  .replace(/<rect width="512" height="512" rx="104"/, '<rect width="512" height="512"')
  .replace(/<rect x="28"[^>]*\/>/, '')
  .replace(/<path /, '<path transform="translate(256 256) scale(0.72) translate(-256 -256)" ');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
for (const [name, source, size] of [
  ['icon-192.png', svg, 192],
  ['icon-512.png', svg, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await page.setViewportSize({ width: size, height: size });
  const body = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
  await page.screenshot({ path: new URL(name, dir).pathname, omitBackground: true });
  console.log('wrote static/icons/' + name);
}
await browser.close();
