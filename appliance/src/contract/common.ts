import { z } from 'zod';
import { QUERY_ARRAY_MAX } from './constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-rule';

/** Query strings arrive as text; accept digits only, so '' or '1e3' is a 400 rather than a guess. */
export const zQueryInt = z
  .string()
  .regex(/^-?\d{1,9}$/, 'expected an integer')
  .transform(Number);

/** Bodies may carry numbers as JSON numbers or (multipart, forms) as digit strings. */
export const zIntLike = z.union([
  z.number().int().min(-1_000_000_000).max(1_000_000_000),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/, 'expected an integer')
    .transform(Number),
]);

export const zId = zIntLike.pipe(z.number().int().min(1));

/** `flags[]=1&flags[]=2` (or a single `flags=1`) becomes an array; at most QUERY_ARRAY_MAX values. */
export function zQueryArray<T extends z.ZodType>(item: T) {
  return z
    .preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(QUERY_ARRAY_MAX))
    .optional();
}

/**
 * What nobody types on purpose, and what hides or reorders what staff read: C0 and C1 controls
 * (tab, CR and LF are each field's own rule), bidi overrides and isolates (a kitchen note
 * "\u202Egnp.exe" prints reversed), and an unpaired surrogate (SQLite would keep it as U+FFFD).
 * Refused. ZWJ and ZWNJ stay: emoji sequences and some scripts need them.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/**
 * Marks that only hide: zero-width spaces, the word joiner, the BOM, LRM/RLM and the Arabic letter
 * mark. They come along with text pasted from a web page, a PDF or Excel, so they are taken out
 * rather than refused: a 管理名 with one is the same name (the duplicate check sees it), and a
 * record saved before this rule stays editable.
 */
const INVISIBLE_MARKS = /[\u061C\u200B\u200E\u200F\u2060\uFEFF]/gu;

/** Free text for a name or label: invisible marks taken out, trimmed, no control characters, bounded. */
export function zText(max: number) {
  return z
    .string()
    .transform((s) => s.replace(INVISIBLE_MARKS, ''))
    .pipe(
      z
        .string()
        .trim()
        .max(max)
        .refine((s) => !CONTROL_CHARACTERS.test(s), 'control characters are not allowed'),
    );
}

export const zRequiredText = (max: number) => zText(max).pipe(z.string().min(1));

/** `user_id` of SPEC.md's calls: accepted for compatibility and ignored (one shop per box). */
export const zIgnoredUserId = z.unknown().optional();

/** A search is a few words typed by a person; more would only build a huge SQL expression. */
export const MAX_SEARCH_WORDS = 10;
export const MAX_SEARCH_CHARACTERS = 200;

/** Search words: every keyword split on ASCII and full-width spaces, blanks dropped. */
export function searchWords(keywords: readonly string[] | undefined): string[] {
  return (keywords ?? []).flatMap((k) => k.split(/[\s\u3000]+/)).filter((w) => w !== '');
}

/**
 * Search words. Control characters can never match (names refuse them) and SQLite's LIKE stops
 * reading a pattern at a NUL, so `keyword[]=%00` would match every row: they are refused. At most
 * MAX_SEARCH_WORDS words of MAX_SEARCH_CHARACTERS in all, else a 400.
 */
export const zKeywords = zQueryArray(
  z
    .string()
    .max(100)
    .refine((s) => !CONTROL_CHARACTERS.test(s), 'control characters are not allowed'),
)
  .refine((keywords) => searchWords(keywords).length <= MAX_SEARCH_WORDS, `at most ${MAX_SEARCH_WORDS} search words`)
  .refine(
    (keywords) => (keywords ?? []).reduce((sum, k) => sum + k.length, 0) <= MAX_SEARCH_CHARACTERS,
    `at most ${MAX_SEARCH_CHARACTERS} characters of search words`,
  );

/** Wraps rows as SPEC.md's clients read them: `list.data`. */
export function zListOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.object({ data: z.array(item), total: z.number().int() }) });
}

export const zStatusOk = z.object({ status: z.literal(true) });
export type StatusOk = z.infer<typeof zStatusOk>;

/** An email address: trimmed, lower-cased, by the one rule the screens share (email-rule.ts). */
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN }));

/** A real calendar date as YYYY-MM-DD (2025-02-30 is refused rather than rolled over). */
export const zBusinessDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'not a calendar date');
