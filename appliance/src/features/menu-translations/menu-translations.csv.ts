import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { CONTROL_CHARACTERS, zText } from '../../contract/common';
import {
  MENU_TEXT_KINDS,
  MENU_TEXT_LOCALES,
  type MenuTextKind,
  type MenuTextLocale,
  type MenuTranslation,
} from '../../contract/menu-text';
import { MENU_TEXT_CSV_COLUMNS, MENU_TEXT_LIMITS, type MenuTextEntry } from '../../contract/menu-translations';
import { AppError } from '../../shared/app-error';
import { type CsvCell, csvText } from '../../shared/csv-text';

/** A file a translator sends back (2 MB at most): at most this many rows (a shop's menu has hundreds). */
const MAX_ROWS = 20_000;
const REQUIRED_COLUMNS = MENU_TEXT_CSV_COLUMNS.filter((column) => !['context', 'ja_name', 'ja_description'].includes(column));

/** The export: the header, then one row per entry. */
export function menuTextCsv(entries: readonly MenuTextEntry[]): string {
  const rows: CsvCell[][] = [[...MENU_TEXT_CSV_COLUMNS]];
  for (const entry of entries) {
    rows.push([
      entry.kind,
      entry.entity_id,
      entry.context,
      entry.name,
      entry.description,
      ...MENU_TEXT_LOCALES.flatMap((locale) => {
        const text = entry.translations[locale];
        return [text?.name ?? null, text?.description ?? null, text?.checked ? 1 : null];
      }),
    ]);
  }
  return csvText(rows);
}

/** One row of an import: the entry and its text in each locale (null: empty, which clears). */
export interface ImportedRow {
  line: number;
  kind: MenuTextKind;
  entity_id: number;
  texts: Record<MenuTextLocale, MenuTranslation>;
}

interface Issue {
  path: string;
  message: string;
}

const zChecked = z.enum(['', '0', '1']);

function cell(record: Record<string, string>, column: string): string {
  return record[column] ?? '';
}

// One schema per limit: building a zod schema costs far more than running it, and a file has thousands of cells.
const textSchemas = new Map<number, ReturnType<typeof zText>>();
function textSchema(max: number): ReturnType<typeof zText> {
  let schema = textSchemas.get(max);
  if (!schema) {
    schema = zText(max);
    textSchemas.set(max, schema);
  }
  return schema;
}

function readText(value: string, max: number, path: string, issues: Issue[]): string | null {
  const parsed = textSchema(Math.max(max, 0)).safeParse(value);
  if (!parsed.success) {
    issues.push({ path, message: max === 0 ? '説明は商品にだけ書けます' : textProblem(value, max) });
    return null;
  }
  return parsed.data === '' ? null : parsed.data;
}

function readRow(record: Record<string, string>, line: number, issues: Issue[]): ImportedRow | null {
  const kind = cell(record, 'kind').trim();
  const id = Number(cell(record, 'id').trim());
  if (!(MENU_TEXT_KINDS as readonly string[]).includes(kind)) {
    issues.push({ path: `line ${line}.kind`, message: `種類が正しくありません: ${kind.slice(0, 20)}` });
    return null;
  }
  if (!Number.isSafeInteger(id) || id < 1) {
    issues.push({ path: `line ${line}.id`, message: 'IDが正しくありません' });
    return null;
  }
  const limits = MENU_TEXT_LIMITS[kind as MenuTextKind];
  const before = issues.length;
  const texts = {} as Record<MenuTextLocale, MenuTranslation>;
  for (const locale of MENU_TEXT_LOCALES) {
    const checked = zChecked.safeParse(cell(record, `${locale}_checked`).trim());
    if (!checked.success) issues.push({ path: `line ${line}.${locale}_checked`, message: '1 か空欄にしてください' });
    texts[locale] = {
      name: readText(cell(record, `${locale}_name`), limits.name, `line ${line}.${locale}_name`, issues),
      description: readText(
        cell(record, `${locale}_description`),
        limits.description,
        `line ${line}.${locale}_description`,
        issues,
      ),
      checked: checked.success && checked.data === '1',
    };
  }
  return issues.length > before ? null : { line, kind: kind as MenuTextKind, entity_id: id, texts };
}

// The owner reads these beside the line numbers on the import screen.
function textProblem(value: string, max: number): string {
  return CONTROL_CHARACTERS.test(value) ? '制御文字は使えません' : `${max}文字以内にしてください`;
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

function refuse(issues: readonly Issue[]): never {
  throw new AppError('VALIDATION', { extras: { issues: issues.slice(0, 20) } });
}

/**
 * Reads a translator's file: its header must have the export's columns (any order; the Japanese
 * columns may be dropped), every row a known kind, an id, texts within their limits, and an entry
 * at most once. Any fault refuses the whole file (400 VALIDATION naming the lines).
 */
export function readMenuTextCsv(file: Buffer): ImportedRow[] {
  let records: ParsedRecord[];
  try {
    // With `info` each record comes with where it ends in the file (csv-parse's types do not say so).
    records = parse(file, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw new AppError('VALIDATION', { cause: error, extras: { issues: [{ path: 'file', message: 'CSVとして読めません' }] } });
  }
  if (records.length > MAX_ROWS + 1) refuse([{ path: 'file', message: `${MAX_ROWS}行までです` }]);
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((column) => column.trim());
  const absent = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (absent.length > 0) refuse([{ path: 'line 1', message: `見出しに列がありません: ${absent.join(', ')}` }]);
  const issues: Issue[] = [];
  const rows: ImportedRow[] = [];
  const seen = new Set<string>();
  for (const { record: values, info } of body) {
    // The line the row ends on: a cell may hold line breaks.
    const line = info.lines;
    if (values.length !== columns.length) {
      issues.push({ path: `line ${line}`, message: `列の数が見出し(${columns.length})と違います: ${values.length}` });
      continue;
    }
    const record = Object.fromEntries(columns.map((column, i) => [column, values[i] ?? '']));
    const row = readRow(record, line, issues);
    if (!row) continue;
    const key = `${row.kind}:${row.entity_id}`;
    if (seen.has(key)) issues.push({ path: `line ${line}`, message: `${key} が2回あります` });
    seen.add(key);
    rows.push(row);
  }
  if (issues.length > 0) refuse(issues);
  return rows;
}
