import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { debianChromium, defaultBrowser } from './e2e/support/debian-chromium';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The demo boxes are the workers' own (e2e/support/box-test.ts starts one per worker, on a port the
// kernel picks). The production box below is one for the run, for e2e/first-run: its port is picked
// once by the main process, and Playwright's workers inherit the environment and agree. Two runs on
// one machine never reach for the same port. Chromium refuses a few ports outright
// (ERR_UNSAFE_PORT: SIP's 5060/5061, X11's 6000): skip one that would land there.
const chromiumUnsafePorts = new Set([5060, 5061, 6000]);
if (process.env.E2E_PROD_PORT === undefined) {
  let candidate = 4310 + (process.pid % 2000);
  while (chromiumUnsafePorts.has(candidate)) candidate += 1;
  process.env.E2E_PROD_PORT = String(candidate);
}

// A production-mode box: empty, no demo data, waiting for first-run setup. Its console goes to a
// log file, where the first-run spec reads the one-time setup URL as an owner would.
const prodPort = Number(process.env.E2E_PROD_PORT);
const prodURL = `http://127.0.0.1:${prodPort}`;
const prodDataDir = `.tmp/e2e-prod-${prodPort}`;
const prodLog = `.tmp/e2e-prod-${prodPort}.log`;
process.env.E2E_PROD_URL = prodURL;
process.env.E2E_PROD_LOG = path.join(repoRoot, prodLog);
// A worker is a demo box and a Chromium: one per CPU, at most six (E2E_WORKERS overrides). On the
// 2-core machine two workers ran the suite in 7.9 min (one took 13.5 min with other work on the
// machine), in the headless shell (debian-chromium.ts); a worker waits on the box and the page
// about half its time, so two share two cores.
const workers = Number(process.env.E2E_WORKERS) || Math.min(6, Math.max(1, os.availableParallelism()));
const isCI = Boolean(process.env.CI);

// The box serves ui/dist; `npm test` builds it first. Rebuilding here would slow every run.
if (!existsSync(path.join(repoRoot, 'ui/dist/index.html'))) {
  throw new Error('ui/dist is missing: run `npm run build:ui` before the browser tests.');
}

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results', String(prodPort)),
  fullyParallel: false,
  workers,
  // One retry everywhere: on a 2-core machine under the whole suite, a screen now and then misses a
  // 5 s expectation it meets alone hundreds of times (a lazy chunk, a list reloading under a click).
  // A real fault fails both runs; one that passes only on its retry is named FLAKY in the summary.
  retries: 1,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // Recording a trace for every test cost a third of the suite's time; a test that fails on CI is
    // retried once with one (`--trace on` records them all).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Debian's Chromium: Playwright never downloads a browser on these machines.
    { name: 'chromium', use: { browserName: 'chromium', launchOptions: defaultBrowser } },
    // The diner's screen at tablet and phone size once more in the desktop browser, so the two
    // builds are seen to draw it alike.
    {
      name: 'chromium-full',
      testMatch: 'diner/looks.spec.ts',
      use: { browserName: 'chromium', launchOptions: debianChromium },
    },
  ],
  webServer: [
    {
      // Production mode (never --demo). Playwright stops the whole process group (shell and box) at the end; should the
      // box exit early, its log goes to stderr, which Playwright shows.
      command: `mkdir -p .tmp && rm -rf ${prodDataDir} ${prodLog} && (LOGIN_ATTEMPTS_PER_5MIN=100000 npx tsx appliance/src/main.ts --mode production --port ${prodPort} --host 127.0.0.1 --data-dir ${prodDataDir} --log-level warn > ${prodLog} 2>&1 || (cat ${prodLog} >&2; exit 1))`,
      cwd: repoRoot,
      url: `${prodURL}/v1/connection/test`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
