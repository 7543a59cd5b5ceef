import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * Files that may still spell a /v1 path: the socket client's test checks the very URL the box
 * expects (the client itself takes EVENTS_PATH from the contract).
 */
const ALLOWED = new Set(['lib/ws-client.test.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code of a line: whole comment lines and trailing `// ...` comments left out. */
function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

describe('API paths', () => {
  it('are spelled only in the endpoint table: the screens call by name through the typed client', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      if (ALLOWED.has(relative) || relative === 'lib/api/no-raw-paths.test.ts') return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (codeOf(line).includes('/v1/') ? [`${relative}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).toEqual([]);
  });
});
