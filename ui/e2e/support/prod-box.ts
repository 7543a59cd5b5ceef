import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/**
 * The production-mode box of ui/playwright.config.ts: empty, no demo data, its console written to
 * a log file. The config sets both variables before the workers start.
 */
export function prodBox(): { url: string; log: string } {
  const url = process.env.E2E_PROD_URL;
  const log = process.env.E2E_PROD_LOG;
  if (!url || !log) throw new Error('E2E_PROD_URL and E2E_PROD_LOG are set by ui/playwright.config.ts');
  return { url, log };
}

// The banner's own line: two spaces, then the URL alone. The JSON log line keeps only a redacted
// copy ('token=abcd…'), which this never matches.
const SETUP_LINE = /^ {2}(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]+)$/m;

/**
 * The one-time setup URL as the owner reads it on the console. The banner follows the box's
 * readiness by a moment, so this waits for it to appear.
 */
export async function setupUrlFromConsole(log: string): Promise<string> {
  let url = '';
  await expect
    .poll(
      () => {
        url = existsSync(log) ? (SETUP_LINE.exec(readFileSync(log, 'utf8'))?.[1] ?? '') : '';
        return url;
      },
      { message: `the setup URL in ${log}`, timeout: 10_000 },
    )
    .not.toBe('');
  return url;
}
