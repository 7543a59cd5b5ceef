import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { BillShowResponse } from '../../../appliance/src/contract/bills';
import { businessDateOf } from '../../../appliance/src/contract/business-day';
import type { DiningTableListResponse } from '../../../appliance/src/contract/dining-tables';
import type { ErrorBody } from '../../../appliance/src/contract/errors';
import type { MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import type { ReportDailyResponse } from '../../../appliance/src/contract/reports';
import type { TableSessionCreateResponse } from '../../../appliance/src/contract/table-sessions';
import { ownerPage, pagePassword } from '../admin/admin-session';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, type Page, test } from '../support/box-test';
import { type OwnDemoBox, startOwnDemoBox } from '../support/own-demo-box';
import { billTotal, openBill, staffPage, TABLET } from './bill-detail-kit';

/*
 * A whole evening in the demo shop, closed: on a demo box of its own (closing today would stop the
 * shared box taking money), three tables eat; one gets a discount and pays 割り勘 at the register
 * with its receipt printed on the demo's receipt printer, one pays by lines, one pays in two ways
 * after a 取消; the owner reads the day on a phone (against the demo's last week), downloads the
 * bills' CSV, and closes the day, after which the box takes no more money into it.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let box: OwnDemoBox;
let api: APIRequestContext;
const pages: Page[] = [];
const today = businessDateOf(Date.now(), 'Asia/Tokyo');

test.beforeAll(async () => {
  box = await startOwnDemoBox();
  api = await ownerApi(box.baseURL);
});

test.afterAll(async () => {
  for (const p of pages) await p.context().close();
  await api?.dispose();
  await box?.stop();
});

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>, what: string): Promise<T> {
  const res = await response;
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A demo table seated and served through the box's API (as the handy would): its label and visit. */
async function seat(tableIndex: number, items: { id: number; quantity: number }[]) {
  const tables = await ok<DiningTableListResponse>(api.get('/v1/diningtable/get/list'), 'tables');
  const table = tables.list.data.filter((t) => t.flag === 1)[tableIndex]!;
  const visit = await ok<TableSessionCreateResponse>(
    api.post('/v1/tablesession/create', { data: { dining_table_id: table.id, status: 0 } }),
    'visit',
  );
  await ok(
    api.post('/v1/order/create', {
      data: {
        ordersData: { table_session_id: visit.tableSession.id, dining_table_id: table.id, status: 1 },
        orderItemsData: { items },
      },
      headers: { 'Idempotency-Key': randomUUID() },
    }),
    'order',
  );
  return { label: table.label, sessionId: visit.tableSession.id, tableId: table.id };
}

const billOf = async (sessionId: number) =>
  (await ok<BillShowResponse>(api.get(`/v1/bill/show?table_session_id=${sessionId}`), 'bill')).bill;

test('the evening: three tables paid, a receipt printed, the day read, its CSV, and the day closed', async ({ browser }) => {
  const menu = await ok<MenuItemListResponse>(api.get('/v1/menuitem/get/list?flags[]=1'), 'menu');
  const priced = menu.list.data.filter((i) => i.price > 0 && i.option_groups.every((g) => g.min_picks === 0) && !i.plan);
  const [a, b, c] = [priced[0]!, priced[1]!, priced[2]!];

  const first = await seat(0, [
    { id: a.id, quantity: 2 },
    { id: b.id, quantity: 1 },
  ]);
  const second = await seat(1, [
    { id: b.id, quantity: 1 },
    { id: c.id, quantity: 2 },
  ]);
  const third = await seat(2, [
    { id: a.id, quantity: 1 },
    { id: c.id, quantity: 1 },
  ]);

  const staff = await staffPage(browser, box.baseURL, TABLET);
  pages.push(staff);

  await test.step('table 1: 10% off the bill with the manager, 割り勘 of two, the receipt printed', async () => {
    const detail = await openBill(staff, first.label);
    const before = (await billOf(first.sessionId)).total;
    await expect(billTotal(detail)).toHaveText(`¥${before.toLocaleString('ja-JP')}`);
    await detail.getByRole('button', { name: '割引', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: `${first.label}の割引` });
    await dialog.getByRole('button', { name: '％引き' }).click();
    await dialog.getByLabel('割合（％）').fill('10');
    await dialog.getByRole('button', { name: '常連様' }).click();
    await dialog.getByRole('button', { name: '割引する' }).click();
    await dialog.getByLabel('ページパスワード').fill(pagePassword);
    await dialog.getByRole('button', { name: '割引する' }).click();
    await expect(dialog).toBeHidden();
    const after = before - Math.floor(before / 10);
    await expect(billTotal(detail)).toHaveText(`¥${after.toLocaleString('ja-JP')}`);

    await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
    const register = staff.getByRole('dialog', { name: `${first.label}のお会計` });
    await register.getByRole('button', { name: '1人増やす' }).click();
    await register.getByLabel('2人目 お支払い方法').selectOption({ label: 'カード' });
    await register.getByRole('button', { name: 'お会計を完了する' }).click();
    await expect(staff.getByText(`${first.label}のお会計が完了しました。`)).toBeVisible();
    await detail.getByRole('button', { name: 'レシート印刷' }).click();
    await expect(staff.getByText(`${first.label}のレシートを印刷しています。`)).toBeVisible();
    const bill = await billOf(first.sessionId);
    expect(bill.payments.map((p) => p.method)).toEqual(['cash', 'card']);
    const number = `No. ${String(bill.receipt!.number).padStart(6, '0')}`;
    // What the demo's receipt printer (a fake printer on loopback) decoded, in the box's data dir.
    await expect
      .poll(() => {
        try {
          return readFileSync(path.join(box.dataDir, 'demo-printer-tickets.txt'), 'utf8');
        } catch {
          return '';
        }
      })
      .toContain(number);
    const tickets = readFileSync(path.join(box.dataDir, 'demo-printer-tickets.txt'), 'utf8');
    const receipt = tickets.slice(tickets.lastIndexOf('----- レジプリンター'));
    expect(receipt).toContain('登録番号 T1234567890123');
    expect(receipt).toContain('割引');
  });

  await test.step('table 2 pays by lines; table 3 pays cash and QR after a 取消', async () => {
    const bill2 = await billOf(second.sessionId);
    const cLine = bill2.lines.find((l) => l.menuitems.id === c.id)!;
    const rest = bill2.total - cLine.subtotal;
    await ok(
      api.post('/v1/bill/pay', {
        data: {
          table_session_id: second.sessionId,
          payments: [
            { method: 'qr', amount: cLine.subtotal },
            { method: 'cash', amount: rest, tendered: rest + 1_000 },
          ],
        },
      }),
      'pay by lines',
    );
    const bill3 = await billOf(third.sessionId);
    await ok(api.post('/v1/orderitem/cancel', { data: { id: bill3.lines[0]!.id, reason: 'customer' } }), 'cancel');
    const left = (await billOf(third.sessionId)).total;
    await ok(
      api.post('/v1/bill/pay', {
        data: {
          table_session_id: third.sessionId,
          payments: [
            { method: 'cash', amount: Math.ceil(left / 2) },
            { method: 'qr', amount: left - Math.ceil(left / 2) },
          ],
        },
      }),
      'pay after a cancel',
    );
  });

  const report = await ok<ReportDailyResponse>(api.get(`/v1/report/daily?from=${today}`), 'report');
  const figures = report.report.figures;
  const paidTotals = await Promise.all([first, second, third].map(async (t) => (await billOf(t.sessionId)).total));
  expect(figures.bills).toBe(3);
  expect(figures.sales).toBe(paidTotals.reduce((s, n) => s + n, 0));

  await test.step('the owner reads the day on a phone, downloads the bills, and closes it', async () => {
    const owner = await ownerPage(browser, box.baseURL, '/admin/reports', '日計・売上');
    pages.push(owner);
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.reload();
    const tiles = owner.getByRole('list', { name: '売上の概要' });
    await expect(tiles.getByRole('listitem', { name: '売上' })).toContainText(`¥${figures.sales.toLocaleString('ja-JP')}`);
    await expect(tiles.getByRole('listitem', { name: '会計数' })).toContainText('3件');
    // The demo's past week is there to compare with.
    expect(report.report.compare.headline.sales).toBeGreaterThan(0);
    await expect(owner.getByRole('img', { name: '時間帯別売上の棒グラフ' })).toBeVisible();
    await expect(owner.getByRole('img', { name: 'ジャンル別売上の棒グラフ' })).toBeVisible();

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: '会計CSV' }).click(),
    ]);
    const rows: Record<string, string>[] = parse(readFileSync(await download.path()), { bom: true, columns: true });
    expect(rows.map((r) => r.テーブル).sort()).toEqual([first.label, second.label, third.label].sort());
    expect(rows.reduce((sum, r) => sum + Number(r.合計), 0)).toBe(figures.sales);

    await owner.getByRole('button', { name: '日計を締める' }).click();
    const dialog = owner.getByRole('dialog', { name: '日計を締めますか？' });
    await dialog.getByRole('button', { name: '締める' }).click();
    await expect(owner.getByText('締め済み', { exact: true })).toBeVisible();
    const width = await owner.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  await test.step('a closed day takes no more money', async () => {
    const late = await seat(3, [{ id: a.id, quantity: 1 }]);
    const total = (await billOf(late.sessionId)).total;
    const refused = await api.post('/v1/bill/pay', {
      data: { table_session_id: late.sessionId, payments: [{ method: 'cash', amount: total }] },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('DAY_CLOSED');
  });
});
