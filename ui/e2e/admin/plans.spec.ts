import type { MenuItem, MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import type { CheckInSettings, CheckInSettingsResponse } from '../../../appliance/src/contract/plans';
import { DEMO_CHECK_IN } from '../../../appliance/src/db/seed/demo-plans';
import { expect, type Locator, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/*
 * The owner sets the plans' terms: a timed 放題 on a new item, a 延長, a genre's own last order,
 * and the check-in page (the demo's check-in is put back: every spec shares the demo box).
 */

const id = unique();
// A stopped genre, so nothing here reaches the tablets other specs use.
const genre = { label: `E2E放題${id}`, name: `e2e-plans-${id}` };
const plan = { label: `E2E食べ放題${id}`, name: `e2e-tabehodai-${id}`, price: '2980' };
const extension = { label: `E2E延長${id}`, name: `e2e-encho-${id}`, price: '500' };

let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/menus', 'メニュー管理');
});

test.afterAll(async ({ baseURL }) => {
  // Put the demo's check-in back even when a test failed half way.
  await page.request.post('/v1/checkin/settings/update', { data: DEMO_CHECK_IN, headers: { origin: baseURL ?? '' } });
  await page.context().close();
});

async function itemNamed(name: string): Promise<MenuItem> {
  const res = await page.request.get(`/v1/menuitem/get/list?keyword[]=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as MenuItemListResponse).list.data.find((i) => i.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
}

async function checkIn(): Promise<CheckInSettings> {
  const res = await page.request.get('/v1/checkin/settings');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CheckInSettingsResponse).settings;
}

function nav(name: string) {
  return page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name });
}

/** The item list's row of one item, found by its management name through the search card. */
async function itemRow(name: string): Promise<Locator> {
  const search = page.getByRole('search');
  await search.getByLabel('キーワード').fill(name);
  await search.getByRole('button', { name: '検索する' }).click();
  const row = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('a genre gets its own last order under a plan, checked before saving, and clears it', async () => {
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  await form.getByRole('textbox', { name: 'メニュー名', exact: true }).fill(genre.label);
  await form.getByLabel('メニュー名(管理)').fill(genre.name);
  await form.getByLabel('ステータス').selectOption({ label: '停止' });
  const lastOrder = form.getByLabel('放題中のラストオーダー（終了の何分前）');
  await lastOrder.fill('300');
  await expect(form.getByText('0〜240の整数で入力してください（空欄ならプランの設定）。')).toBeVisible();
  await expect(form.getByRole('button', { name: '登録する' })).toBeDisabled();
  await lastOrder.fill('10');
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(message(page, 'メニューを登録しました。')).toBeVisible();

  const list = page.getByRole('list', { name: 'メニュー一覧' });
  const row = list.getByRole('listitem').filter({ hasText: genre.name });
  await expect(row).toContainText('放題L.O.10分前');

  await row.getByRole('button', { name: `${genre.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${genre.label}を編集中` });
  await expect(edit.getByLabel('放題中のラストオーダー（終了の何分前）')).toHaveValue('10');
  await edit.getByLabel('放題中のラストオーダー（終了の何分前）').fill('15');
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, 'メニュー情報を更新しました。')).toBeVisible();
  await expect(row).toContainText('放題L.O.15分前');

  const res = await page.request.get(`/v1/menu/get/list?keyword[]=${genre.name}`);
  const saved = ((await res.json()) as { list: { data: { name: string; plan_last_order_minutes: number | null }[] } }).list.data;
  expect(saved.find((m) => m.name === genre.name)?.plan_last_order_minutes).toBe(15);

  // Blank follows the plan again.
  await row.getByRole('button', { name: `${genre.label} 変更` }).click();
  await edit.getByLabel('放題中のラストオーダー（終了の何分前）').fill('');
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, 'メニュー情報を更新しました。')).toBeVisible();
  await expect(row).not.toContainText('放題L.O.');
});

test('a new item becomes a timed plan: its terms, genres and single items are saved and read back', async () => {
  await nav('商品管理').click();
  await expect(page.getByRole('heading', { level: 1, name: '商品管理' })).toBeVisible();
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  await form.getByRole('combobox', { name: 'メニュー', exact: true }).selectOption({ label: genre.label });
  await form.getByRole('textbox', { name: '商品名', exact: true }).fill(plan.label);
  await form.getByLabel('商品名(管理)').fill(plan.name);
  await form.getByLabel('価格(税込)').fill(plan.price);

  await form.getByLabel('種類').selectOption({ label: '放題プラン' });
  const duration = form.getByLabel('制限時間（分）');
  const lastOrder = form.getByLabel('ラストオーダー（終了の何分前）', { exact: true });
  await duration.fill('30');
  await lastOrder.fill('30');
  await expect(form.getByText('ラストオーダーは制限時間より短くしてください。')).toBeVisible();
  await expect(form.getByRole('button', { name: '登録する' })).toBeDisabled();
  await duration.fill('120');
  await lastOrder.fill('20');
  await form.getByLabel('予告（ラストオーダーの何分前）').fill('5');
  await form.getByLabel('終了後').selectOption({ label: '注文できない' });
  await form.getByLabel('スタッフのみ注文可（タブレットには表示のみ）').check();
  await form.getByRole('group', { name: 'プランで無料になるメニュー' }).getByLabel('ソフトドリンク').check();
  const items = form.getByRole('group', { name: 'プランで無料になる商品（1品ずつ）' });
  await items.getByLabel('商品名で絞り込み').fill('枝豆');
  await items.getByLabel('枝豆', { exact: true }).check();
  await expect(items).toContainText('1品を選択中');
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(message(page, '商品を登録しました。')).toBeVisible();

  const saved = await itemNamed(plan.name);
  expect(saved.plan).toEqual({
    kind: 'plan',
    duration_minutes: 120,
    last_order_minutes: 20,
    warn_minutes: 5,
    after_end: 'refuse',
    staff_only: true,
  });
  expect(saved.plan_item_ids).toHaveLength(1);
  expect(saved.plan_menu_ids).toHaveLength(1);

  // After a reload the list and the editor show what the box keeps.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '商品管理' })).toBeVisible();
  const row = await itemRow(plan.name);
  await expect(row).toContainText('120分・L.O.20分前・終了後は注文不可・スタッフのみ');
  await expect(row).toContainText('プラン: ソフトドリンク・1品が無料');
  await row.getByRole('button', { name: `${plan.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${plan.label}を編集中` });
  await expect(edit.getByLabel('種類')).toHaveValue('plan');
  await expect(edit.getByLabel('制限時間（分）')).toHaveValue('120');
  await expect(edit.getByLabel('ラストオーダー（終了の何分前）', { exact: true })).toHaveValue('20');
  await expect(edit.getByLabel('予告（ラストオーダーの何分前）')).toHaveValue('5');
  await expect(edit.getByLabel('終了後')).toHaveValue('refuse');
  await expect(edit.getByLabel('スタッフのみ注文可（タブレットには表示のみ）')).toBeChecked();
  await expect(
    edit.getByRole('group', { name: 'プランで無料になる商品（1品ずつ）' }).getByLabel('枝豆', { exact: true }),
  ).toBeChecked();

  // No time limit: the plan never ends.
  await edit.getByLabel('制限時間（分）').fill('');
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, '商品情報を更新しました。')).toBeVisible();
  await expect(row).toContainText('時間制限なし');
  expect((await itemNamed(plan.name)).plan).toMatchObject({ kind: 'plan', duration_minutes: null });
});

test('an item with its own last order becomes a 延長', async () => {
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  await form.getByRole('combobox', { name: 'メニュー', exact: true }).selectOption({ label: genre.label });
  await form.getByRole('textbox', { name: '商品名', exact: true }).fill(extension.label);
  await form.getByLabel('商品名(管理)').fill(extension.name);
  await form.getByLabel('価格(税込)').fill(extension.price);
  await form.getByLabel('放題中のラストオーダー（終了の何分前）').fill('15');
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(message(page, '商品を登録しました。')).toBeVisible();
  const row = await itemRow(extension.name);
  await expect(row).toContainText('放題L.O.15分前');
  expect(await itemNamed(extension.name)).toMatchObject({ plan: null, plan_last_order_minutes: 15 });

  await row.getByRole('button', { name: `${extension.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${extension.label}を編集中` });
  await expect(edit.getByLabel('放題中のラストオーダー（終了の何分前）')).toHaveValue('15');
  await edit.getByLabel('種類').selectOption({ label: '延長' });
  await edit.getByLabel('延長時間（分）').fill('0');
  await expect(edit.getByText('延長時間は1〜240の整数で入力してください。')).toBeVisible();
  await expect(edit.getByRole('button', { name: '更新' })).toBeDisabled();
  await edit.getByLabel('延長時間（分）').fill('45');
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, '商品情報を更新しました。')).toBeVisible();
  await expect(row).toContainText('延長45分');
  await expect(row).not.toContainText('放題L.O.');
  expect(await itemNamed(extension.name)).toMatchObject({
    plan: { kind: 'extension', extension_minutes: 45, staff_only: false },
    plan_item_ids: [],
    plan_last_order_minutes: null,
  });
});

test('an item marked 軽減税率 is saved at 8% and read back; unmarked it is 10% again', async () => {
  const bento = { label: `E2E弁当${id}`, name: `e2e-bento-${id}` };
  const form = page.getByRole('form', { name: '新規登録' });
  // The register card stays open after the last test's registration.
  if (!(await form.isVisible())) await page.getByText('新規登録', { exact: true }).click();
  await form.getByRole('combobox', { name: 'メニュー', exact: true }).selectOption({ label: genre.label });
  await form.getByRole('textbox', { name: '商品名', exact: true }).fill(bento.label);
  await form.getByLabel('商品名(管理)').fill(bento.name);
  await form.getByLabel('価格(税込)').fill('1080');
  await form.getByLabel('軽減税率（8%）の商品（テイクアウトの食品など）').check();
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(message(page, '商品を登録しました。')).toBeVisible();
  // The earlier tests' toasts can still be up: the box's answer is what says the save is done.
  await expect.poll(() => itemNamed(bento.name)).toMatchObject({ tax_rate: 8, price: 1080 });

  const row = await itemRow(bento.name);
  await row.getByRole('button', { name: `${bento.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${bento.label}を編集中` });
  const reduced = edit.getByLabel('軽減税率（8%）の商品（テイクアウトの食品など）');
  await expect(reduced).toBeChecked();
  await reduced.uncheck();
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, '商品情報を更新しました。')).toBeVisible();
  await expect.poll(() => itemNamed(bento.name)).toMatchObject({ tax_rate: 10 });
});

test('the check-in page: guest count, children and the cover charge, saved and read back, then the demo restored', async () => {
  await nav('来店受付・お通し').click();
  await expect(page.getByRole('heading', { level: 1, name: '来店受付・お通し' })).toBeVisible();
  await expect(page).toHaveTitle('来店受付・お通し | スマオーダー');
  const form = page.getByRole('form', { name: '来店受付・お通し' });
  const ask = form.getByLabel('タブレットで人数を入力してもらう');
  const children = form.getByLabel('大人・子供を分けて数える（子供はお通し代なし）');
  const coverOn = form.getByLabel('お通し・テーブルチャージをいただく');
  const label = form.getByLabel('名称');
  const price = form.getByLabel('金額（お一人様・税込）');
  await expect(ask).toBeChecked();
  await expect(children).toBeChecked();
  await expect(coverOn).toBeChecked();
  await expect(label).toHaveValue('お通し');
  await expect(price).toHaveValue('330');

  await children.uncheck();
  await label.fill('テーブルチャージ');
  await price.fill('0');
  await expect(form.getByText('1〜100,000円の整数で入力してください。')).toBeVisible();
  await expect(form.getByRole('button', { name: '保存する' })).toBeDisabled();
  await price.fill('500');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(message(page, '来店受付・お通しの設定を保存しました。')).toBeVisible();
  expect(await checkIn()).toEqual({
    ask_guest_count: true,
    count_children: false,
    cover: { label: 'テーブルチャージ', price: 500 },
  });

  await page.reload();
  await expect(label).toHaveValue('テーブルチャージ');
  await expect(price).toHaveValue('500');
  await expect(children).not.toBeChecked();

  // No cover charge and no count at the door: the fields that depend on them are off.
  await coverOn.uncheck();
  await expect(label).toBeDisabled();
  await ask.uncheck();
  await expect(children).toBeDisabled();
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(message(page, '来店受付・お通しの設定を保存しました。')).toBeVisible();
  expect(await checkIn()).toEqual({ ask_guest_count: false, count_children: false, cover: null });

  // Back to the demo's: 人数 asked, children counted, お通し 330円.
  await ask.check();
  await children.check();
  await coverOn.check();
  await label.fill('お通し');
  await price.fill('330');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(message(page, '来店受付・お通しの設定を保存しました。')).toBeVisible();
  expect(await checkIn()).toEqual(DEMO_CHECK_IN);
});
