/** One problem of a refused CSV file, as the screen lists it. */
export interface ImportIssue {
  /** The file's line (1 is the header); null when the issue names none (the file itself). */
  line: number | null;
  /** The column, e.g. en_name; null when the whole line or file is meant. */
  column: string | null;
  message: string;
}

/** The box's issues (`path: 'line 3.en_name'`) by line, in line order. */
export function importIssues(issues: readonly { path: string; message: string }[]): ImportIssue[] {
  const parsed = issues.map(({ path, message }) => {
    const match = /^line (\d+)(?:\.(.+))?$/.exec(path);
    if (!match) return { line: null, column: path || null, message };
    return { line: Number(match[1]), column: match[2] ?? null, message };
  });
  return parsed.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
