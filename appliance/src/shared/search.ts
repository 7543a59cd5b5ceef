import { and, type Column, or, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../contract/common';

/** `%`, `_` and the escape character itself match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every word must appear in at least one of the columns; undefined when there is nothing to match. */
export function keywordCondition(keywords: readonly string[] | undefined, columns: readonly Column[]): SQL | undefined {
  const words = searchWords(keywords);
  if (words.length === 0 || columns.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
    }),
  );
}

/** A 400 VALIDATION naming one field, in the shape parse failures use. */
export function fieldIssue(path: string, message: string) {
  return { extras: { issues: [{ path, message }] } };
}
