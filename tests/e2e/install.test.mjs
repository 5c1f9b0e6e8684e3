// Installable: Chromium's own installability check passes, from a sub-path too.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS, TIMEOUT, guard, serve, waitForHome, waitForServiceWorker,
} from './helpers.mjs';

describe('installable', { timeout: 3 * TIMEOUT }, () => {
  let context, server, profile;
  before(async () => {
    // A persistent profile: Chromium never offers to install from an incognito context.
    profile = mkdtempSync(`${tmpdir()}/skald-e2e-profile-`);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      timeout: TIMEOUT,
    });
    server = await serve({ prefix: '/games/skald/' });
  });
  after(async () => {
    await context?.close();
    await server?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test('Chromium reports no installability errors', async () => {
    const watch = guard(context, { allowedPathPrefix: '/games/skald/' });
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForHome(page);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    assert.equal(new URL(manifest.url).pathname, '/games/skald/manifest.webmanifest');
    watch.check();
  });
});
