import type { Browser } from '@playwright/test';
import type { TableSessionCreateResponse } from '../../../appliance/src/contract/table-sessions';
import { createTable } from '../support/box-api';
import { expect, type Page, test } from '../support/box-test';
import { billRow, billTotal, linesOf, openBill, openVisitOf, PHONE, staffPage, TABLET } from './bill-detail-kit';
import { acknowledgeOtherBills, orderRow, seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

/* 席移動, 合算, the guests and freeing a table, as the floor does them from the bill detail and the bill popup. */

const spec = staffSpecSetup();
const { suffix } = spec;
const tablets: Tablet[] = [];
const pages: Page[] = [];

test.beforeEach(async () => {
  await acknowledgeOtherBills(spec.api);
});

// Each test's screens close with it: open staff pages reload on every event of the box.
test.afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
  for (const t of tablets.splice(0)) await t.context.close();
});

/** A new visit at the tablet's table: it answers exists false when the table was free. */
async function startVisit(tablet: Tablet, baseURL: string): Promise<TableSessionCreateResponse> {
  const res = await tablet.context.request.post(`${baseURL}/v1/tablesession/create`, {
    data: { dining_table_id: tablet.table.id },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as TableSessionCreateResponse;
}

test('tablet: guests counted, then 席移動 to a free table (a taken one is refused); the old table is free', async ({
  browser,
  baseURL,
}) => {
  const { food } = spec.menu;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E移動元${suffix}`);
  tablets.push(tablet);
  await tablet.order([{ id: food.id, quantity: 2 }]);
  const to = await createTable(spec.api, `E2E移動先${suffix}`);
  const taken = await createTable(spec.api, `E2E先客${suffix}`);
  const from = tablet.table.label;
  const page = await staffPage(browser, baseURL!, TABLET);
  pages.push(page);
  const detail = await openBill(page, from);

  await test.step('the guests are shown and corrected', async () => {
    await expect(detail.getByTestId('guest-count')).toHaveText('未入力');
    await detail.getByRole('button', { name: '人数を変更' }).click();
    await detail.getByRole('button', { name: '人数を1人増やす' }).click();
    await detail.getByRole('button', { name: '人数を1人増やす' }).click();
    await detail.getByRole('button', { name: '保存する' }).click();
    await expect(detail.getByTestId('guest-count')).toHaveText('3名');
    expect((await openVisitOf(spec.api, tablet.table.id))?.guest_count).toBe(3);
  });

  await detail.getByRole('button', { name: '席移動' }).click();
  const move = page.getByRole('dialog', { name: `${from}の席移動` });
  await expect(move.getByRole('button', { name: `${to.label}へ移動する` })).toBeVisible();
  // A table with guests is never offered.
  await expect(move.getByRole('button', { name: `${from}へ移動する` })).toHaveCount(0);

  await test.step('a table taken while the list was open is refused with TABLE_BUSY, and leaves the list', async () => {
    const sat = await spec.api.post('/v1/tablesession/create', { data: { dining_table_id: taken.id } });
    expect(sat.ok()).toBe(true);
    await move.getByRole('button', { name: `${taken.label}へ移動する` }).click();
    await expect(move.getByText('このテーブルは別のお客様が利用中です。')).toBeVisible();
    await expect(move.getByRole('button', { name: `${taken.label}へ移動する` })).toHaveCount(0);
  });

  await move.getByRole('button', { name: `${to.label}へ移動する` }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(`${from}のお客様を${to.label}へ移動しました。`)).toBeVisible();
  const moved = page.getByRole('dialog', { name: `${to.label}のご注文` });
  await expect(billRow(moved, food.label)).toContainText('¥1,960');
  await expect(moved.getByTestId('guest-count')).toHaveText('3名');
  expect(await openVisitOf(spec.api, tablet.table.id)).toBeUndefined();
  expect((await openVisitOf(spec.api, to.id))?.id).toBe(tablet.session.id);

  await test.step('the bill list and the order list show the new table', async () => {
    await moved.getByRole('button', { name: '戻る' }).click();
    await page.getByLabel('テーブル').selectOption({ label: to.label });
    // The bill counts the demo's お通し (¥330) for each of the 3 guests: ¥1,960 + ¥990.
    await expect(page.locator('tbody tr').filter({ hasText: to.label })).toContainText('¥2,950');
    await page.getByLabel('テーブル').selectOption({ label: from });
    await expect(page.getByText('※該当するお会計はありません。')).toBeVisible();
    await page.goto('/order-list');
    await expect(orderRow(page, food.label, to.label)).toBeVisible();
    await expect(orderRow(page, food.label, from)).toHaveCount(0);
  });

  await test.step('the old table takes new guests at once', async () => {
    const started = await startVisit(tablet, baseURL!);
    expect(started.exists).toBe(false);
    expect(started.tableSession.status).toBe(0);
  });
});

test('phone: 合算 says what it does, then one bill holds both tables; the merged-away table is free', async ({
  browser,
  baseURL,
}) => {
  const { food, drink } = spec.menu;
  const a = await seatTablet(browser, spec.api, baseURL!, `E2E合算元${suffix}`);
  const b = await seatTablet(browser, spec.api, baseURL!, `E2E合算先${suffix}`);
  tablets.push(a, b);
  await a.order([{ id: food.id, quantity: 1 }]);
  await b.order([{ id: drink.id, quantity: 2 }]);
  const page = await staffPage(browser, baseURL!, PHONE);
  pages.push(page);
  const detail = await openBill(page, a.table.label);

  await detail.getByRole('button', { name: '合算' }).click();
  const merge = page.getByRole('dialog', { name: `${a.table.label}の合算` });
  await merge.getByRole('button', { name: `${b.table.label}にまとめる` }).click();
  await expect(merge.getByText(`${a.table.label}の注文を${b.table.label}のお会計にまとめます`)).toBeVisible();
  await expect(merge.getByText(`${a.table.label}は空席になります。`, { exact: false })).toBeVisible();
  await merge.getByRole('button', { name: 'まとめる', exact: true }).click();
  await expect(merge).toBeHidden();
  await expect(page.getByText(`${a.table.label}の注文を${b.table.label}のお会計にまとめました。`)).toBeVisible();

  const joined = page.getByRole('dialog', { name: `${b.table.label}のご注文` });
  await expect(billRow(joined, food.label)).toContainText('¥980');
  await expect(billRow(joined, drink.label)).toContainText('¥980');
  await expect(billTotal(joined)).toHaveText('¥1,960');
  expect((await linesOf(spec.api, b.session.id)).map((l) => l.menuitems.id).sort()).toEqual([food.id, drink.id].sort());
  expect(await openVisitOf(spec.api, a.table.id)).toBeUndefined();
  expect((await startVisit(a, baseURL!)).exists).toBe(false);
});

/** A table that ordered and asked for the bill, and the order list's popup entry for it, at `size`. */
async function billPopupEntry(browser: Browser, baseURL: string, tableName: string, size: typeof TABLET) {
  const tablet = await seatTablet(browser, spec.api, baseURL, tableName);
  tablets.push(tablet);
  await tablet.order([{ id: spec.menu.drink.id, quantity: 1 }]);
  await tablet.requestBill();
  await acknowledgeOtherBills(spec.api, [tablet.table.id]);
  const page = await staffPage(browser, baseURL, size);
  pages.push(page);
  await page.goto('/order-list');
  const label = tablet.table.label;
  const entry = page
    .getByRole('dialog', { name: 'お会計のご依頼' })
    .getByRole('listitem')
    .filter({ hasText: `${label}お会計です。対応お願いします。` });
  return { tablet, page, label, entry };
}

test('tablet: お会計済みにする on the bill popup frees the table in one tap', async ({ browser, baseURL }) => {
  const { tablet, page, label, entry } = await billPopupEntry(browser, baseURL!, `E2E即空卓${suffix}`, TABLET);
  await expect(entry.getByRole('button', { name: 'OK' })).toBeVisible();
  await entry.getByRole('button', { name: `${label}をお会計済みにして席を空ける` }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText(`${label}をお会計済みにしました。席が空きました。`)).toBeVisible();
  expect(await openVisitOf(spec.api, tablet.table.id)).toBeUndefined();
  const next = await startVisit(tablet, baseURL!);
  expect(next.exists).toBe(false);
  expect(next.tableSession.id).not.toBe(tablet.session.id);
});

test('phone: OK sits beside お会計済みにする, not under it, and a bill closed by mistake comes back from the toast', async ({
  browser,
  baseURL,
}) => {
  const { tablet, page, label, entry } = await billPopupEntry(browser, baseURL!, `E2E戻し卓${suffix}`, PHONE);
  const ok = await entry.getByRole('button', { name: 'OK' }).boundingBox();
  const paid = entry.getByRole('button', { name: `${label}をお会計済みにして席を空ける` });
  const paidBox = await paid.boundingBox();
  expect(Math.abs(ok!.y - paidBox!.y)).toBeLessThan(4);
  expect(ok!.x).toBeGreaterThan(paidBox!.x + paidBox!.width);
  await paid.click();
  await expect(page.getByText(`${label}をお会計済みにしました。席が空きました。`)).toBeVisible();
  expect(await openVisitOf(spec.api, tablet.table.id)).toBeUndefined();
  await page.getByRole('button', { name: `${label}をお会計待ちに戻す` }).click();
  await expect(page.getByText(`${label}をお会計待ちに戻しました。`)).toBeVisible();
  const back = await openVisitOf(spec.api, tablet.table.id);
  expect(back?.id).toBe(tablet.session.id);
  // Waiting again, and already acknowledged: no staff screen pops the bill up a second time.
  expect(back).toMatchObject({ status: 1, confirm_flag: 1 });
});

test('phone: a table still eating that paid at the register is freed from its bill detail (0 -> 2)', async ({
  browser,
  baseURL,
}) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2Eレジ卓${suffix}`);
  tablets.push(tablet);
  await tablet.order([{ id: spec.menu.food.id, quantity: 1 }]);
  const page = await staffPage(browser, baseURL!, PHONE);
  pages.push(page);
  const label = tablet.table.label;
  const detail = await openBill(page, label);
  // SPEC.md's toggle stays beside it.
  await expect(detail.getByRole('button', { name: 'お会計待ちに戻す' })).toBeVisible();
  await detail.getByRole('button', { name: '会計済み・席を空ける' }).click();
  await expect(page.getByText(`${label}をお会計済みにしました。席が空きました。`)).toBeVisible();
  await expect(detail.getByRole('button', { name: '会計済み・席を空ける' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: '席移動' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /を取消$/ })).toHaveCount(0);
  await expect(billTotal(detail)).toHaveText('¥980');
  expect(await openVisitOf(spec.api, tablet.table.id)).toBeUndefined();
  await detail.getByRole('button', { name: '閉じる', exact: true }).last().click();
  await expect(page.locator('tbody tr').filter({ hasText: label })).toContainText('お会計済み');
});
