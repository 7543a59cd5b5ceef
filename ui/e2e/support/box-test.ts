import { test as base } from '@playwright/test';
import { type OwnDemoBox, startOwnDemoBox } from './own-demo-box';

export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';
// What a spec needs besides `test`, so one import line serves it.
export { expect } from '@playwright/test';

/**
 * Every browser test's `test`: each Playwright worker starts a demo box of its own (its own port
 * and data dir) the first time one of its specs needs it, and `baseURL` points there. A spec file
 * runs on one worker, so its beforeAll and serial tests share that worker's box; no other worker
 * sees what it changes. A worker that restarts (after a failure) gets a fresh box.
 */
export const test = base.extend<object, { demoBox: OwnDemoBox }>({
  demoBox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const box = await startOwnDemoBox();
      // box-clock.ts edits this box's database file as time passing would.
      process.env.E2E_DEMO_DATA_DIR = box.dataDir;
      await use(box);
      delete process.env.E2E_DEMO_DATA_DIR;
      await box.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ demoBox }, use) => {
    await use(demoBox.baseURL);
  },
});
