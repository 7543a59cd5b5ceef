import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clockProblems, featureClockProblems } from './check-boundaries-clock';

const FILE = 'appliance/src/features/orders/x.service.ts';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-rule-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('check:boundaries, one clock: no system time in a feature', () => {
  it('refuses Date.now(), Date.now passed along and new Date() without an argument, each with its line', () => {
    const bad = [
      'const a = Date.now();',
      'function f(now = Date.now) {}',
      'const b = new Date();',
      'const c = new Date;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const d = `${Date.now()}`;',
    ].join('\n');
    const problems = clockProblems(FILE, bad);
    expect(problems.map((p) => p.split(': ')[0])).toEqual([1, 2, 3, 4, 5].map((line) => `${FILE}:${line}`));
    expect(problems[0]).toMatch(/deps\.clock\.now\(\)/);
  });

  it('passes the injected clock, a time it was given, durations, comments and strings', () => {
    const good = [
      'const a = deps.clock.now();',
      'const b = new Date(at).toISOString();',
      'const c = new Date(Date.UTC(2026, 10, 1));',
      'const d = performance.now();',
      '// Date.now() was used here once; new Date() too',
      '/** never Date.now() */',
      "const e = 'Date.now()';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const f = `new Date() ${a}`;',
    ].join('\n');
    expect(clockProblems(FILE, good)).toEqual([]);
  });

  it('fails a features tree with Date.now() in a service; passes it once the service asks the clock; tests aside', () => {
    const features = path.join(root, 'appliance/src/features');
    write('appliance/src/features/orders/orders.service.ts', 'export const at = (deps: D) => Date.now();\n');
    write('appliance/src/features/orders/orders.service.test.ts', 'const t0 = Date.now();\n');
    expect(featureClockProblems(features, root)).toEqual([
      expect.stringMatching(/^appliance\/src\/features\/orders\/orders\.service\.ts:1: Date\.now in a feature/),
    ]);

    write('appliance/src/features/orders/orders.service.ts', 'export const at = (deps: D) => deps.clock.now();\n');
    expect(featureClockProblems(features, root)).toEqual([]);
  });

  it('holds on the real features', () => {
    const repo = path.resolve(import.meta.dirname, '..');
    expect(featureClockProblems(path.join(repo, 'appliance/src/features'), repo)).toEqual([]);
  });
});
