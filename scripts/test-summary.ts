/**
 * Prints one closing line over every test runner of `npm test`: 'Tests: N passed, N failed'
 * (', N skipped' when any), read from the JSON reports of vitest and Playwright.
 * Usage: tsx scripts/test-summary.ts <playwright.json> <vitest.json>... (the unit run, the image run)
 */
import fs from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function readJson(file: string | undefined): unknown {
  if (!file || !fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function vitestCounts(report: unknown): Counts {
  const r = (report ?? {}) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
  };
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function playwrightCounts(report: unknown): Counts {
  const s =
    ((report ?? {}) as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } }).stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

const [playwrightFile, ...vitestFiles] = process.argv.slice(2);
const parts = [playwrightCounts(readJson(playwrightFile)), ...vitestFiles.map((file) => vitestCounts(readJson(file)))];
const total = parts.reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
console.log(`Tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
