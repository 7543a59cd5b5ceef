import { randomUUID } from 'node:crypto';
import { businessDateOf } from '../../../appliance/src/contract/business-day';
import type { OrderCreateResponse } from '../../../appliance/src/contract/orders';
import type { TableSessionCreateResponse } from '../../../appliance/src/contract/table-sessions';
import { owner } from '../demo-logins';
import { createStaffMenu, type StaffMenu } from '../staff/staff-kit';
import { createTable, ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, test } from '../support/box-test';
import { pagePassword, unique } from './admin-session';

/*
 * The owner's audit log (/admin/corrections) on a phone: corrections made on the box by the owner
 * (role 22: the authority is their role), a 席移動 and a 合算, and the business-day picker.
 */

const suffix = unique();
let api: APIRequestContext;
let menu: StaffMenu;
const labels = { cancel: `E2E監査取消${suffix}`, from: `E2E監査移動元${suffix}`, to: `E2E監査移動先${suffix}` } as const;
const mergeLabels = { from: `E2E監査合算元${suffix}`, into: `E2E監査合算先${suffix}` } as const;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function seat(label: string) {
  const table = await createTable(api, label);
  const { tableSession } = await ok<TableSessionCreateResponse>(
    await api.post('/v1/tablesession/create', { data: { dining_table_id: table.id } }),
  );
  return { table, session: tableSession };
}

test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL!);
  menu = await createStaffMenu(api, suffix);
  // The owner's own 取消 of a served line: needs authority, which their role gives.
  const served = await seat(labels.cancel);
  const created = await ok<OrderCreateResponse>(
    await api.post('/v1/order/create', {
      data: {
        ordersData: { table_session_id: served.session.id, dining_table_id: served.table.id },
        orderItemsData: { items: [{ id: menu.food.id, quantity: 2 }] },
      },
      headers: { 'Idempotency-Key': randomUUID() },
    }),
  );
  const line = created.order.items[0]!;
  await ok(await api.post('/v1/orderitem/update', { data: { id: line.id, status: 1 } }));
  await ok(await api.post('/v1/orderitem/cancel', { data: { id: line.id, reason: 'customer' } }));

  const moving = await seat(labels.from);
  const free = await createTable(api, labels.to);
  await ok(await api.post('/v1/tablesession/move', { data: { id: moving.session.id, dining_table_id: free.id } }));

  const from = await seat(mergeLabels.from);
  const into = await seat(mergeLabels.into);
  await ok(await api.post('/v1/tablesession/merge', { data: { id: from.session.id, into: into.session.id } }));
});

test.afterAll(async () => {
  await api?.dispose();
});

test('on a phone: each correction with who, why, amount and authority; 席移動 and 合算 name both tables; another day', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const headers = { origin: baseURL! };
  expect((await context.request.post('/v1/auth/login', { data: owner, headers })).ok()).toBe(true);
  expect((await context.request.post('/v1/pageauth/login', { data: { password: pagePassword }, headers })).ok()).toBe(true);
  const page = await context.newPage();
  const today = businessDateOf(Date.now(), 'Asia/Tokyo');
  await page.goto('/admin/corrections');
  await expect(page.getByRole('heading', { level: 1, name: '訂正履歴' })).toBeVisible();
  await expect(page).toHaveTitle('訂正履歴 | スマオーダー');
  const day = page.getByLabel('営業日（5:00〜翌5:00）');
  await expect(day).toHaveValue(today);

  const log = page.getByRole('list', { name: '訂正の一覧' });
  const cancel = log.getByRole('listitem').filter({ hasText: labels.cancel });
  await expect(cancel).toContainText('取消');
  await expect(cancel).toContainText(menu.food.label);
  await expect(cancel).toContainText('2品 → 0品');
  await expect(cancel).toContainText('提供済み');
  await expect(cancel).toContainText('−¥1,960');
  await expect(cancel).toContainText('理由：お客様都合');
  await expect(cancel).toContainText('担当：山田 太郎');
  await expect(cancel).toContainText('承認：役職');

  const move = log.getByRole('listitem', { name: `席移動 ${labels.from} → ${labels.to}` });
  await expect(move).toContainText(`${labels.from} → ${labels.to}`);
  await expect(move).toContainText('担当：山田 太郎');
  await expect(move).not.toContainText('理由');
  const merge = log.getByRole('listitem', { name: `合算 ${mergeLabels.from} → ${mergeLabels.into}` });
  await expect(merge).toBeVisible();

  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(cancel).toBeInViewport();

  await test.step('the side menu entry', async () => {
    await page.getByRole('button', { name: 'メニュー' }).click();
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    await expect(nav.getByRole('link', { name: '訂正履歴' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'メニュー' }).click();
  });

  await test.step('another business day, then back to today', async () => {
    const asked = page.waitForRequest((r) => r.url().includes('/v1/correction/get/list') && r.url().includes('2020-01-06'));
    await day.fill('2020-01-06');
    await asked;
    await expect(page.getByText('※この営業日の訂正はありません。')).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await page.getByRole('button', { name: '今日' }).click();
    await expect(day).toHaveValue(today);
    await expect(cancel).toBeVisible();
  });
  await context.close();
});
