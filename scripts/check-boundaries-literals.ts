import fs from 'node:fs';
import path from 'node:path';
import { featureSourceFiles } from './feature-source-files';

/**
 * The literal rule of `npm run check:boundaries`: a comparison shaped like a partial index's WHERE
 * (`status < 2` of table_sessions_one_open) is written with its value in the SQL, never bound by
 * drizzle's `lt(x.status, …)`. SQLite checks a bound value against the index's WHERE and then
 * compiles the statement again every time that parameter is bound, so a statement prepared once is
 * parsed and planned on every run (db/unpaid-visit.ts has the literal form).
 */

/** A partial index's WHERE of one comparison, as the migrations create it. */
export interface PartialPredicate {
  index: string;
  column: string;
  /** drizzle's function for the comparison (`lt` for `<`). */
  compare: string;
}

const COMPARE_OF: Record<string, string> = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte', '=': 'eq', '!=': 'ne', '<>': 'ne' };
/** Every partial index of the migrations: its name and the text of its WHERE. */
const PARTIAL_INDEX =
  /CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?(\w+)[`"]?\s+ON[^;]*?\bWHERE\s+(.*?)\s*(?:;|-->|$)/gim;
/** A WHERE of one comparison of a column with a constant. */
const ONE_COMPARISON = /^[`"]?(\w+)[`"]?\s*(<=|>=|<>|!=|<|>|=)\s*[\w'.-]+$/;
/** A WHERE with no value to compare (nothing bound can match it). */
const NOT_NULL = /^[`"]?\w+[`"]?\s+is\s+not\s+null$/i;

function partialIndexes(migrationsSql: string): { index: string; where: string }[] {
  return [...migrationsSql.matchAll(PARTIAL_INDEX)].map(([, index = '', where = '']) => ({ index, where }));
}

/** The single-comparison WHEREs of the partial indexes in the migrations' SQL. */
export function partialPredicates(migrationsSql: string): PartialPredicate[] {
  return partialIndexes(migrationsSql).flatMap(({ index, where }) => {
    const [, column = '', operator = ''] = ONE_COMPARISON.exec(where) ?? [];
    return column ? [{ index, column, compare: COMPARE_OF[operator] ?? operator }] : [];
  });
}

/** Partial indexes whose WHERE the rule cannot read (several conditions, say): it would pass them unchecked. */
export function unreadablePartialIndexes(migrationsSql: string): string[] {
  return partialIndexes(migrationsSql)
    .filter(({ where }) => !ONE_COMPARISON.test(where) && !NOT_NULL.test(where))
    .map(
      ({ index, where }) =>
        `partial index ${index} (WHERE ${where}): the literal rule reads one comparison or IS NOT NULL only; teach scripts/check-boundaries-literals.ts its shape`,
    );
}

/** Each bound comparison in `code` shaped like one of `predicates`, as `file:line: why`. */
export function boundPredicateProblems(file: string, code: string, predicates: readonly PartialPredicate[]): string[] {
  return predicates.flatMap(({ index, column, compare }) =>
    [...code.matchAll(new RegExp(`\\b${compare}\\(\\s*[\\w.]+\\.${column}\\s*,`, 'g'))].map((m) => {
      const line = code.slice(0, m.index).split('\n').length;
      return `${file}:${line}: ${m[0]} binds a value the partial index ${index} compares: SQLite then re-prepares the statement on every run; write the value into the SQL (db/unpaid-visit.ts)`;
    }),
  );
}

/** The literal rule over every non-test source under `sourceDir` (the box's), against the partial indexes of `migrationsDir`. */
export function literalProblems(sourceDir: string, migrationsDir: string, root: string): string[] {
  const migrations = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => fs.readFileSync(path.join(migrationsDir, name), 'utf8'))
    .join('\n');
  const predicates = partialPredicates(migrations);
  return [
    ...unreadablePartialIndexes(migrations),
    ...featureSourceFiles(sourceDir, root).flatMap(({ shown, code }) => boundPredicateProblems(shown, code, predicates)),
  ];
}
