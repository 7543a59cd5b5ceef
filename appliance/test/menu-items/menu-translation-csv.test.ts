import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { MENU_TEXT_LOCALES } from '../../src/contract/menu-text';
import {
  MENU_TEXT_CSV_COLUMNS,
  zMenuTranslationImportResponse,
  zMenuTranslationListResponse,
} from '../../src/contract/menu-translations';
import { menuTranslations } from '../../src/db/schema';
import { csvText } from '../../src/shared/csv-text';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let admin: ApiClient;

const BOM = '\uFEFF';

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  const saved = await admin.post('/v1/menutranslation/save', {
    kind: 'item',
    entity_id: box.shop.items.edamame,
    locale: 'en',
    name: 'Edamame',
    description: 'Salted soybeans',
    checked: true,
  });
  expect(saved.status).toBe(200);
});
afterAll(() => box.stop());

const rows = () => box.deps.db.select().from(menuTranslations).all();

/** The file's text with its BOM (fetch's text() would drop the BOM Excel needs). */
async function exported(): Promise<string> {
  const res = await fetch(`${box.url}/v1/menutranslation/csv`, {
    headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toContain('filename="menu-translations.csv"');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

function upload(text: string | Buffer, client = admin) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'menu.csv');
  return client.postForm('/v1/menutranslation/import', form);
}

async function imported(text: string | Buffer) {
  const res = await upload(text);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return zMenuTranslationImportResponse.parse(res.body);
}

async function refused(text: string | Buffer, issuePath: string) {
  const before = rows();
  const res = await upload(text);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = res.body as ErrorBody & { error: { issues?: { path: string }[] } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.message).toBe('入力内容に誤りがあります。');
  expect(body.error.issues?.map((issue) => issue.path)).toContain(issuePath);
  expect(rows()).toEqual(before);
}

const records = (text: string): string[][] => parse(text, { bom: true });
// A file as a translator's spreadsheet saves it: the box's own CSV writing (BOM, CRLF, RFC 4180).
const csv = csvText;
const column = (name: string) => MENU_TEXT_CSV_COLUMNS.indexOf(name);

function rowOf(table: string[][], kind: string, id: number): string[] {
  const row = table.find((r) => r[0] === kind && r[1] === String(id));
  if (!row) throw new Error(`no row ${kind}:${id}`);
  return row;
}

describe('GET /v1/menutranslation/csv', () => {
  it('writes the whole menu for a translator: BOM, CRLF, the header, one row per entry with its Japanese', async () => {
    const text = await exported();
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.split('\r\n')[0]).toBe(BOM + MENU_TEXT_CSV_COLUMNS.join(','));
    const table = records(text);
    const list = zMenuTranslationListResponse.parse((await admin.get('/v1/menutranslation/get/list')).body);
    expect(table).toHaveLength(list.entries.length + 1);
    const edamame = rowOf(table, 'item', box.shop.items.edamame);
    expect(edamame.slice(0, 5)).toEqual(['item', String(box.shop.items.edamame), 'フード', '枝豆', '枝豆の説明']);
    expect(edamame.slice(column('en_name'), column('en_checked') + 1)).toEqual(['Edamame', 'Salted soybeans', '1']);
    expect(edamame[column('ko_name')]).toBe('');
    expect(rowOf(table, 'menu', box.shop.menus.food)[3]).toBe('フード');
  });
});

describe('POST /v1/menutranslation/import', () => {
  it('round-trips: the file as exported changes nothing; filled cells are written and export back identically', async () => {
    const original = await exported();
    const untouched = await imported(original);
    expect(untouched.updated).toBe(0);
    expect(untouched.skipped_lines).toEqual([]);
    expect(untouched.unchanged).toBe(records(original).length - 1);

    const table = records(original);
    const karaage = rowOf(table, 'item', box.shop.items.karaage);
    karaage[column('en_name')] = 'Fried chicken, "karaage"';
    karaage[column('en_description')] = 'Juicy thigh\r\nwith lemon';
    karaage[column('ko_name')] = '닭튀김';
    karaage[column('ko_checked')] = '1';
    rowOf(table, 'menu', box.shop.menus.drink)[column('zh-Hant_name')] = '無酒精飲料';
    const edited = csv(table);
    const result = await imported(edited);
    expect(result.updated).toBe(2);

    const list = zMenuTranslationListResponse.parse((await admin.get('/v1/menutranslation/get/list')).body);
    const entry = list.entries.find((e) => e.kind === 'item' && e.entity_id === box.shop.items.karaage);
    expect(entry?.translations.en).toEqual({
      name: 'Fried chicken, "karaage"',
      description: 'Juicy thigh\r\nwith lemon',
      checked: false,
    });
    expect(entry?.translations.ko).toEqual({ name: '닭튀김', description: null, checked: true });
    expect(records(await exported())).toEqual(table);
  });

  it('clears a text whose cell is emptied, and reads a file saved without its BOM', async () => {
    const table = records(await exported());
    const edamame = rowOf(table, 'item', box.shop.items.edamame);
    edamame[column('en_description')] = '';
    const result = await imported(csv(table).slice(1));
    expect(result.updated).toBe(1);
    const en = rows().find((r) => r.kind === 'item' && r.entity_id === box.shop.items.edamame && r.locale === 'en');
    expect(en).toMatchObject({ name: 'Edamame', description: null, checked: 1 });
  });

  it('skips rows of entries deleted since the export and names their lines; the other rows are written', async () => {
    const header = [...MENU_TEXT_CSV_COLUMNS];
    const blank = () => MENU_TEXT_CSV_COLUMNS.map(() => '');
    const ghost = blank();
    ghost[0] = 'item';
    ghost[1] = '999999';
    ghost[column('en_name')] = 'Ghost';
    const beer = blank();
    beer[0] = 'item';
    beer[1] = String(box.shop.items.beer);
    beer[column('en_name')] = 'Draft beer';
    const result = await imported(csv([header, ghost, beer]));
    expect(result).toEqual({ updated: 1, unchanged: 0, skipped_lines: [2] });
    expect(rows().some((r) => r.name === 'Ghost')).toBe(false);
  });

  it('accepts columns in any order and without the Japanese ones', async () => {
    const header = ['en_checked', 'en_name', 'id', 'kind', 'en_description'];
    const others = MENU_TEXT_LOCALES.filter((locale) => locale !== 'en');
    for (const locale of others) header.push(`${locale}_name`, `${locale}_description`, `${locale}_checked`);
    const row = ['1', 'Oolong tea', String(box.shop.items.oolong), 'item', '', ...Array(others.length * 3).fill('')];
    expect((await imported(csv([header, row]))).updated).toBe(1);
    const en = rows().find((r) => r.kind === 'item' && r.entity_id === box.shop.items.oolong && r.locale === 'en');
    expect(en).toMatchObject({ name: 'Oolong tea', checked: 1 });
  });

  it('refuses a faulty file whole, naming the line, and writes nothing', async () => {
    const header = [...MENU_TEXT_CSV_COLUMNS];
    const good = MENU_TEXT_CSV_COLUMNS.map(() => '');
    good[0] = 'item';
    good[1] = String(box.shop.items.beer);
    good[column('en_name')] = 'Changed beer';
    const bad = (edit: (row: string[]) => void) => {
      const row = [...good];
      edit(row);
      return csv([header, good, row]);
    };
    await refused(
      bad((r) => (r[0] = 'tray')),
      'line 3.kind',
    );
    await refused(
      bad((r) => (r[1] = 'abc')),
      'line 3.id',
    );
    await refused(
      bad((r) => (r[1] = '0')),
      'line 3.id',
    );
    await refused(
      bad((r) => (r[column('en_name')] = 'x'.repeat(501))),
      'line 3.en_name',
    );
    await refused(
      bad((r) => {
        r[0] = 'menu';
        r[1] = String(box.shop.menus.food);
        r[column('en_description')] = 'Food';
      }),
      'line 3.en_description',
    );
    await refused(
      bad((r) => (r[column('ko_checked')] = 'yes')),
      'line 3.ko_checked',
    );
    await refused(
      bad((r) => (r[column('en_name')] = 'bell\u0007')),
      'line 3.en_name',
    );
    await refused(
      bad(() => undefined),
      'line 3',
    );
    await refused(
      csv([
        ['kind', 'id', 'en_name'],
        ['item', '1', 'x'],
      ]),
      'line 1',
    );
    await refused(`${BOM}${header.join(',')}\r\nitem,"unclosed\r\n`, 'file');
    await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01]), 'line 1');
    // A row with a cell too few or too many is named by its line, in Japanese for the owner.
    const short = csv([header, good]) + `item,${box.shop.items.beer},x\r\n`;
    const res = await upload(short);
    expect(res.status).toBe(400);
    const issues = (res.body as { error: { issues: { path: string; message: string }[] } }).error.issues;
    expect(issues).toEqual([{ path: 'line 3', message: `列の数が見出し(${header.length})と違います: 3` }]);
    expect(rows().some((r) => r.name === 'Changed beer')).toBe(false);
  });

  it('refuses a request without a file (400), a file past 2 MB (413), and callers other than the owner', async () => {
    const noFile = await admin.post<ErrorBody>('/v1/menutranslation/import', {});
    expect(noFile.status).toBe(400);
    const huge = await upload(`${MENU_TEXT_CSV_COLUMNS.join(',')}\r\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    const staff = await upload(await exported(), await box.staff('staff'));
    expect(staff.status).toBe(401);
    const tablet = await upload(await exported(), await box.tablet(box.shop.tables.t1));
    expect([401, 403]).toContain(tablet.status);
  });
});
