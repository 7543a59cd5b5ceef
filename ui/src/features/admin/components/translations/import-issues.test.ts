import { describe, expect, it } from 'vitest';
import { importIssues } from './import-issues';

describe('importIssues', () => {
  it('reads the line and column of each issue, in line order', () => {
    expect(
      importIssues([
        { path: 'line 12.ko_name', message: 'at most 40 characters' },
        { path: 'line 3', message: 'unknown kind' },
        { path: 'file', message: 'missing columns' },
      ]),
    ).toEqual([
      { line: null, column: 'file', message: 'missing columns' },
      { line: 3, column: null, message: 'unknown kind' },
      { line: 12, column: 'ko_name', message: 'at most 40 characters' },
    ]);
  });
});
