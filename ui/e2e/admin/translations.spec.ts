import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { MenuTranslation } from '../../../appliance/src/contract/menu-text';
import type {
  MenuTextEntry,
  MenuTranslationListResponse,
  MenuTranslationSaveBody,
} from '../../../appliance/src/contract/menu-translations';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, type Page, test } from '../support/box-test';
import { ownerPage, unique } from './admin-session';

/*
 * The owner's 多言語メニュー: an item's English cleared, then typed, checked and saved on the page
 * (kept after a reload, the count of what English lacks follows), 未翻訳, the CSV written out, one
 * cell changed and read back in, and a broken file refused with its line.
 */

let page: Page;
let api: APIRequestContext;
/** An item on sale with a description; its English is cleared for the test and put back after. */
let target: MenuTextEntry;
let original: MenuTranslation;
/** An item whose English is done, so 未翻訳 hides it. */
let translated: MenuTextEntry;
const u = unique();
const typedName = `Grilled test dish ${u}`;
const csvName = `CSV dish ${u}`;

test.describe.configure({ mode: 'serial' });

async function list(): Promise<MenuTranslationListResponse> {
  const res = await api.get('/v1/menutranslation/get/list');
  expect(res.ok()).toBe(true);
  return (await res.json()) as MenuTranslationListResponse;
}

async function save(body: MenuTranslationSaveBody) {
  const res = await api.post('/v1/menutranslation/save', { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

const englishTile = (n: number) => page.getByRole('radio', { name: n === 0 ? 'English 未翻訳なし' : `English 未翻訳 ${n}件` });
const rows = () => page.getByRole('list', { name: '翻訳の一覧' });
const row = (entry: MenuTextEntry) => rows().getByRole('listitem', { name: entry.name, exact: true });

test.beforeAll(async ({ browser, baseURL }) => {
  api = await ownerApi(baseURL!);
  const items = (await list()).entries.filter(
    (e) => e.kind === 'item' && e.on_sale && e.description && e.translations.en?.name && !e.missing.includes('en'),
  );
  // The last of the menu: the diner specs order the first dishes in English.
  target = items.at(-1)!;
  translated = items.at(-2)!;
  original = target.translations.en!;
  await save({ kind: 'item', entity_id: target.entity_id, locale: 'en', name: null, description: null, checked: false });
  page = await ownerPage(browser, baseURL!, '/admin/translations', '多言語メニュー');
});

test.afterAll(async () => {
  await save({ kind: 'item', entity_id: target.entity_id, locale: 'en', ...original });
  await page.context().close();
  await api.dispose();
});

test('an item’s English typed, checked and saved: kept after a reload, and the count of what English lacks follows', async () => {
  const before = (await list()).missing_on_sale.en;
  expect(before).toBeGreaterThan(0);
  // The admin home says what guests would read in Japanese, and leads here.
  await page.goto('/admin');
  const homeLine = page.getByRole('link', { name: new RegExp(`^多言語メニュー 未翻訳: .*English ${before}件`) });
  await expect(homeLine).toBeVisible();
  await homeLine.click();
  await expect(page).toHaveURL(/\/admin\/translations$/);
  await expect(englishTile(before)).toBeChecked();
  await expect(page.getByRole('radio', { name: /^한국어 / })).toBeVisible();

  // 未翻訳 shows the cleared item, not one done.
  await page.getByText('未翻訳', { exact: true }).click();
  await expect(row(target)).toBeVisible();
  await expect(row(translated)).toHaveCount(0);
  await expect(row(target)).toContainText('商品');
  await expect(row(target)).toContainText(target.context ?? '');
  await expect(row(target).getByText('EN', { exact: true })).toBeVisible();

  const name = row(target).getByLabel('名前（English）');
  const description = row(target).getByLabel('説明（English）');
  const saveButton = row(target).getByRole('button', { name: '保存' });
  await expect(name).toHaveValue('');
  await expect(saveButton).toBeDisabled();
  await name.fill(typedName);
  await description.fill('A dish the browser test wrote.');
  await row(target).getByLabel('確認済み').check();
  await expect(saveButton).toBeEnabled();
  await saveButton.click();
  await expect(row(target).getByRole('status')).toHaveText('保存しました');
  await expect(saveButton).toBeDisabled();
  // Saved under 未翻訳, the row stays in view until the filter changes; English is no longer missing.
  await expect(row(target).getByText('EN', { exact: true })).toHaveCount(0);
  await expect(englishTile(before - 1)).toBeChecked();

  await page.reload();
  await page.getByLabel('日本語名で検索').fill(target.name);
  await expect(rows().getByRole('listitem')).toHaveCount(1);
  await expect(row(target).getByLabel('名前（English）')).toHaveValue(typedName);
  await expect(row(target).getByLabel('説明（English）')).toHaveValue('A dish the browser test wrote.');
  await expect(row(target).getByLabel('確認済み')).toBeChecked();
  await expect(englishTile(before - 1)).toBeChecked();
  expect((await list()).missing_on_sale.en).toBe(before - 1);

  await page.getByText('未翻訳', { exact: true }).click();
  await expect(row(target)).toHaveCount(0);
});

test('typed and not saved: the row stays under any filter, and another language or another screen asks first', async () => {
  await page.goto('/admin/translations');
  await page.getByLabel('日本語名で検索').fill(translated.name);
  const name = row(translated).getByLabel('名前（English）');
  await name.fill(`${translated.translations.en?.name ?? ''} (draft)`);
  // 未翻訳 would hide a translated row: one being typed in stays.
  await page.getByText('未翻訳', { exact: true }).click();
  await expect(row(translated)).toBeVisible();

  const question = page.getByRole('dialog', { name: '保存していない翻訳があります' });
  await page.getByRole('radio', { name: /^한국어 / }).click({ force: true });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '入力に戻る' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('radio', { name: /^English / })).toBeChecked();
  await expect(name).toHaveValue(`${translated.translations.en?.name ?? ''} (draft)`);

  await page.getByRole('link', { name: '商品管理' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '入力に戻る' }).click();
  await expect(page).toHaveURL(/\/admin\/translations$/);
  // The question gone first: a click while it closes lands on its backdrop, and no question comes.
  await expect(question).toBeHidden();

  await page.getByRole('radio', { name: /^한국어 / }).click({ force: true });
  await question.getByRole('button', { name: '破棄して移る' }).click();
  await expect(page.getByRole('radio', { name: /^한국어 / })).toBeChecked();
  // 未翻訳 still chosen, the dropped row has gone with its draft; すべて brings it back in Korean.
  await expect(row(translated)).toHaveCount(0);
  await page.getByText('すべて', { exact: true }).click();
  await expect(row(translated).getByLabel('名前（한국어）')).toHaveValue(translated.translations.ko?.name ?? '');
  // Nothing typed now: the other screen opens at once, and the draft was never saved.
  await page.getByRole('link', { name: '商品管理' }).click();
  await expect(page).toHaveURL(/\/admin\/menu-items$/);
  expect(
    (await list()).entries.find((e) => e.kind === 'item' && e.entity_id === translated.entity_id)?.translations.en?.name,
  ).toBe(translated.translations.en?.name);
});

/** A CSV as the box writes it: the BOM, every cell quoted, CRLF. */
function writeCsv(table: string[][]): Buffer {
  const line = (cells: string[]) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(',');
  return Buffer.from(`\uFEFF${table.map(line).join('\r\n')}\r\n`, 'utf8');
}

async function upload(name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'CSVを読み込む' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer });
}

test('CSV: written out, one English name changed, read back in; a broken file is refused with its line', async () => {
  await page.goto('/admin/translations');
  await expect(rows()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSVを書き出す' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('menu-translations.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table: string[][] = parse(bytes, { bom: true });
  const header = table[0]!;
  const col = (name: string) => header.indexOf(name);
  expect(header.slice(0, 5)).toEqual(['kind', 'id', 'context', 'ja_name', 'ja_description']);
  const line = table.find((r) => r[col('kind')] === 'item' && r[col('id')] === String(target.entity_id))!;
  expect(line[col('ja_name')]).toBe(target.name);
  expect(line[col('en_name')]).toBe(typedName);
  expect(line[col('en_checked')]).toBe('1');
  line[col('en_name')] = csvName;

  await upload('menu-translations.csv', writeCsv(table));
  await expect(page.getByText('1件を更新しました', { exact: true })).toBeVisible();
  await expect(page.getByText(`変更なし ${table.length - 2}件`, { exact: true })).toBeVisible();
  // The list was read again: the row shows the file's name.
  await page.getByLabel('日本語名で検索').fill(target.name);
  await expect(row(target).getByLabel('名前（English）')).toHaveValue(csvName);

  // Line 3 names a kind the box does not know: nothing is written.
  const broken = [header, table[1]!, ['dish', '1', ...header.slice(2).map(() => '')]];
  broken[1] = [...broken[1]!];
  broken[1][col('en_name')] = 'Never written';
  await upload('broken.csv', writeCsv(broken));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('CSVを読み込めませんでした。');
  await expect(alert).toContainText('3行目');
  const first = (await list()).entries[0]!;
  expect(first.translations.en?.name).not.toBe('Never written');
  await expect(row(target).getByLabel('名前（English）')).toHaveValue(csvName);
});

test('the item editor’s 翻訳を編集 opens the list on that item alone, すべて表示 shows the rest', async () => {
  await page.goto('/admin/menu-items');
  const search = page.getByRole('search');
  await search.getByLabel('キーワード').fill(target.name);
  await search.getByRole('button', { name: '検索する' }).click();
  const item = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem').filter({ hasText: target.name }).first();
  await item.getByRole('button', { name: /変更$/ }).click();
  // The editor says which languages the item lacks: none now, after the tests above.
  await expect(page.getByTestId('item-missing-languages')).toHaveText('4言語とも翻訳済み');
  await page.getByRole('link', { name: '翻訳を編集' }).click();
  await expect(page).toHaveURL(`/admin/translations?item=${target.entity_id}`);
  await expect(page.getByText(`「${target.name}」だけを表示しています。`)).toBeVisible();
  await expect(rows().getByRole('listitem')).toHaveCount(1);
  await expect(row(target).getByLabel('名前（English）')).toHaveValue(csvName);
  await page.getByRole('button', { name: 'すべて表示' }).click();
  await expect(page).toHaveURL('/admin/translations');
  await expect(row(translated)).toBeVisible();
  await expect(page.getByText(`「${target.name}」だけを表示しています。`)).toHaveCount(0);
});
