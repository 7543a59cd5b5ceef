import { type BrowserContext, expect } from '@playwright/test';

/** The requests a browser context makes to one API path: all of them, and those not yet answered. */
export interface RequestCount {
  total(): number;
  /** Waits until none is on its way, then gives the count: what a screen loaded so far. */
  settled(): Promise<number>;
}

/** Counts the context's requests whose URL holds `path`, from now on (attach before the page loads). */
export function countRequests(context: BrowserContext, path: string): RequestCount {
  let total = 0;
  let open = 0;
  context.on('request', (request) => {
    if (!request.url().includes(path)) return;
    total++;
    open++;
  });
  const done = (request: { url(): string }) => {
    if (request.url().includes(path)) open--;
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    total: () => total,
    async settled() {
      await expect.poll(() => open).toBe(0);
      return total;
    },
  };
}
