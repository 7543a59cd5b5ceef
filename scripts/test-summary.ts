/**
 * Prints one closing line over every test runner of `npm test`: 'Tests: N passed, N failed'
 * (', N skipped' when any), read from the JSON reports of vitest and Playwright. Any failed test is
 * named just above that line, with the first line of its error: CI keeps only the log's tail, and a
 * rare failure must be identifiable from it.
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

interface Failure {
  where: string;
  error: string;
}

const firstLine = (text: string | undefined): string =>
  (text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? '';

function vitestFailures(report: unknown): Failure[] {
  type Assertion = { fullName?: string; status?: string; failureMessages?: string[] };
  type FileResult = { name?: string; status?: string; message?: string; assertionResults?: Assertion[] };
  const files = ((report ?? {}) as { testResults?: FileResult[] }).testResults ?? [];
  const cwd = `${process.cwd()}/`;
  return files.flatMap((file) => {
    const name = (file.name ?? '').replace(cwd, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [{ where: name, error: firstLine(file.message) }];
    return failed.map((a) => ({ where: `${name} › ${a.fullName ?? ''}`, error: firstLine(a.failureMessages?.[0]) }));
  });
}

interface PlaywrightSpec {
  title?: string;
  ok?: boolean;
  file?: string;
  line?: number;
  tests?: { status?: string; results?: { errors?: { message?: string }[] }[] }[];
}

/** Every spec of the JSON report, however deep its suites nest. */
function playwrightSpecs(report: unknown): PlaywrightSpec[] {
  type Suite = { specs?: PlaywrightSpec[]; suites?: Suite[] };
  const walk = (suite: Suite): PlaywrightSpec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(walk)];
  return ((report ?? {}) as { suites?: Suite[] }).suites?.flatMap(walk) ?? [];
}

const specPlace = (spec: PlaywrightSpec) => `${spec.file ?? ''}:${spec.line ?? ''} › ${spec.title ?? ''}`;

function playwrightFailures(report: unknown): Failure[] {
  return playwrightSpecs(report)
    .filter((spec) => spec.ok === false)
    .map((spec) => ({
      where: specPlace(spec),
      error: firstLine(spec.tests?.flatMap((t) => t.results ?? []).flatMap((r) => r.errors ?? [])[0]?.message),
    }));
}

/** The browser tests whose first run failed and whose retry passed. */
function playwrightFlaky(report: unknown): string[] {
  return playwrightSpecs(report)
    .filter((spec) => (spec.tests ?? []).some((t) => t.status === 'flaky'))
    .map(specPlace);
}

const [playwrightFile, ...vitestFiles] = process.argv.slice(2);
const playwrightReport = readJson(playwrightFile);
const vitestReports = vitestFiles.map(readJson);
const parts = [playwrightCounts(playwrightReport), ...vitestReports.map(vitestCounts)];
const failures = [...vitestReports.flatMap(vitestFailures), ...playwrightFailures(playwrightReport)];
for (const failure of failures) console.log(`FAILED ${failure.where}\n  ${failure.error}`);
const total = parts.reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
// Browser tests that failed once and passed on their retry (ui/playwright.config.ts): counted as
// passed, and named, so a screen that is flaky under load is seen rather than hidden.
const flaky = playwrightFlaky(playwrightReport);
for (const where of flaky) console.log(`FLAKY ${where}`);
const flakyNote = flaky.length > 0 ? ` (${flaky.length} browser test${flaky.length > 1 ? 's' : ''} only on a retry)` : '';
console.log(`Tests: ${total.passed} passed${flakyNote}, ${total.failed} failed${skipped}`);
