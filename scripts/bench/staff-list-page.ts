/**
 * The staff order list (/order-list) in Debian's Chromium, timed from inside the page: a script
 * that runs before the app watches the DOM (a MutationObserver) and notes when the list is there.
 * Times are when the DOM holds it (React's commit), before the next paint.
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { debianChromium } from '../../ui/e2e/support/debian-chromium';

/** What the list shows when it is rendered: this many table blocks, or the empty list's message for 0. */
interface Target {
  tables: number;
  emptyText: string;
}

declare global {
  interface Window {
    /** performance.now() (ms since navigation start) when the target was first in the DOM; null until then. */
    __benchRendered: number | null;
    /** Resolves with the epoch ms (performance.timeOrigin + now) when at least `n` table blocks are in the DOM. */
    __benchTables: (n: number) => Promise<number>;
    /** The watch armed by armTables. */
    __benchArmed: Promise<number> | undefined;
  }
}

/**
 * Runs in the page before the app: the watchers behind __benchRendered and __benchTables. Plain
 * JavaScript in a string, as tsx would wrap a function's body in helpers the page does not have.
 */
function watchScript(target: Target): string {
  return `(() => {
  const target = ${JSON.stringify(target)};
  const tables = () => document.querySelectorAll('article').length;
  const rendered = () =>
    target.tables === 0 ? (document.body ? document.body.textContent : '').includes(target.emptyText) : tables() >= target.tables;
  window.__benchRendered = null;
  const first = new MutationObserver(() => {
    if (window.__benchRendered === null && rendered()) {
      window.__benchRendered = performance.now();
      first.disconnect();
    }
  });
  first.observe(document, { childList: true, subtree: true, characterData: true });
  window.__benchTables = (n) =>
    new Promise((resolve) => {
      const done = () => tables() >= n;
      if (done()) return resolve(performance.timeOrigin + performance.now());
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document, { childList: true, subtree: true });
    });
})();`;
}

export class StaffListBrowser {
  private constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
  ) {}

  /** Chromium at the pass's tablet size, logged in as the demo staff (role 11). */
  static async open(baseUrl: string): Promise<StaffListBrowser> {
    const browser = await chromium.launch(debianChromium);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
    const staff = DEMO_LOGINS[1]!;
    const res = await context.request.post('/v1/auth/login', {
      data: { email: staff.email, password: staff.password },
      headers: { origin: baseUrl },
    });
    if (!res.ok()) throw new Error(`staff login failed: ${res.status()}`);
    return new StaffListBrowser(browser, context);
  }

  /** Opens /order-list in a new tab (assets cached, as a tablet reopening the list) and waits for `target`. */
  async load(target: Target, timeoutMs = 30_000): Promise<{ page: Page; ms: number }> {
    const page = await this.context.newPage();
    await page.addInitScript({ content: watchScript(target) });
    await page.goto('/order-list', { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__benchRendered === 'number', undefined, { timeout: timeoutMs, polling: 50 });
    const ms = await page.evaluate(() => window.__benchRendered ?? Number.NaN);
    return { page, ms };
  }

  /** Opens the list, waits for it `runs` times (closing each tab) and answers the times (ms from navigation start). */
  async loads(target: Target, runs: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { page, ms } = await this.load(target);
      times.push(ms);
      await page.close();
    }
    return times;
  }

  async close(): Promise<void> {
    await this.context.close();
    await this.browser.close();
  }
}

/**
 * Arms a watch for at least `tables` table blocks (before the change it waits for); the answer's
 * `shown` then resolves with the epoch ms they were in the DOM.
 */
export async function armTables(page: Page, tables: number): Promise<{ shown: () => Promise<number> }> {
  await page.evaluate((n) => {
    window.__benchArmed = window.__benchTables(n);
  }, tables);
  return { shown: () => page.evaluate(() => window.__benchArmed ?? Promise.resolve(Number.NaN)) };
}
