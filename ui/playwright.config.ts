import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { debianChromium } from './e2e/support/debian-chromium';

const repoRoot = path.resolve(import.meta.dirname, '..');
// Each run gets its own ports and data dirs, so two runs on one machine never share a box. The main
// process picks them once; Playwright's workers inherit the environment and agree. Ports come in
// pairs (the demo box, then the production box), so two runs never reach for the same one.
// Chromium refuses a few ports outright (ERR_UNSAFE_PORT: SIP's 5060/5061, X11's 6000): skip a pair
// that would land on one.
const chromiumUnsafePorts = new Set([5060, 5061, 6000]);
if (process.env.E2E_PORT === undefined) {
  let candidate = 4310 + 2 * (process.pid % 1000);
  while (chromiumUnsafePorts.has(candidate) || chromiumUnsafePorts.has(candidate + 1)) candidate += 2;
  process.env.E2E_PORT = String(candidate);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh shop for every run; the box seeds the demo izakaya into an empty data dir. Every spec
// logs in from 127.0.0.1, so the per-address login limit is raised for this box only.
const dataDir = `.tmp/e2e-data-${port}`;

// A second box in production mode: empty, no demo data, waiting for first-run setup. Its console
// goes to a log file, where the first-run spec reads the one-time setup URL as an owner would.
const prodPort = port + 1;
const prodURL = `http://127.0.0.1:${prodPort}`;
const prodDataDir = `.tmp/e2e-prod-${prodPort}`;
const prodLog = `.tmp/e2e-prod-${prodPort}.log`;
process.env.E2E_PROD_URL = prodURL;
process.env.E2E_PROD_LOG = path.join(repoRoot, prodLog);
const isCI = Boolean(process.env.CI);

// The box serves ui/dist; `npm test` builds it first. Rebuilding here would slow every run.
if (!existsSync(path.join(repoRoot, 'ui/dist/index.html'))) {
  throw new Error('ui/dist is missing: run `npm run build:ui` before the browser tests.');
}

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results', String(port)),
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium: Playwright never downloads a browser on these machines.
    launchOptions: debianChromium,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `rm -rf ${dataDir} && LOGIN_ATTEMPTS_PER_5MIN=100000 npx tsx appliance/src/main.ts --demo --port ${port} --host 127.0.0.1 --data-dir ${dataDir} --log-level warn`,
      cwd: repoRoot,
      url: `${baseURL}/v1/connection/test`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
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
