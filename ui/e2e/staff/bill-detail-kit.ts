import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { OrderItem, OrderItemListResponse } from '../../../appliance/src/contract/orders';
import type { TableSession, TableSessionListResponse } from '../../../appliance/src/contract/table-sessions';
import { staff } from '../demo-logins';

/*
 * What the bill-detail specs (corrections, table operations) share: a staff page at a given size,
 * the bill detail of a table opened as the floor does, and reads of the box to check the outcome.
 */

export const TABLET = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A page logged in as the demo staff account (role 11, no page password) at this size. */
export async function staffPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const res = await context.request.post('/v1/auth/login', { data: staff, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`staff login failed: ${res.status()}`);
  return context.newPage();
}

/** The bill list, every state, narrowed to one table: as staff find a table that is still eating. */
export async function openBillList(page: Page, tableLabel: string): Promise<void> {
  await page.goto('/checkout-list');
  await page.getByLabel('状態', { exact: true }).selectOption('all');
  await page.getByLabel('テーブル', { exact: true }).selectOption({ label: tableLabel });
}

/** Opens the bill detail of the table's newest visit from the bill list. */
export async function openBill(page: Page, tableLabel: string): Promise<Locator> {
  await openBillList(page, tableLabel);
  await page
    .getByRole('button', { name: `${tableLabel}のご注文を開く` })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: `${tableLabel}のご注文` });
  await expect(detail.getByTestId('bill-total')).toBeVisible();
  return detail;
}

/** The detail's row of an item: the one on the bill, or (cancelled) its struck 取消 row. */
export function billRow(detail: Locator, item: string, cancelled = false): Locator {
  const rows = detail.getByTestId('bill-row').filter({ hasText: item });
  return cancelled ? rows.and(detail.locator('[data-cancelled]')) : rows.and(detail.locator(':not([data-cancelled])'));
}

export function billTotal(detail: Locator): Locator {
  return detail.getByTestId('bill-total');
}

export function cancelDialog(page: Page, item: string): Locator {
  return page.getByRole('dialog', { name: `${item}の取消` });
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every line of a visit as the box has it. */
export async function linesOf(api: APIRequestContext, sessionId: number): Promise<OrderItem[]> {
  return (await json<OrderItemListResponse>(await api.get(`/v1/orderitem/get/list?includeSession[]=${sessionId}`))).list.data;
}

/** The table's open visit (active or bill requested), if any. */
export async function openVisitOf(api: APIRequestContext, tableId: number): Promise<TableSession | undefined> {
  const res = await api.get(`/v1/tablesession/get/list?activeTableId=${tableId}&status[]=0&status[]=1`);
  return (await json<TableSessionListResponse>(res)).list.data[0];
}

/** Marks a line served, as the order list's checkbox does. */
export async function markServed(api: APIRequestContext, lineId: number): Promise<void> {
  const res = await api.post('/v1/orderitem/update', { data: { id: lineId, status: 1 } });
  if (!res.ok()) throw new Error(`served failed: ${res.status()}`);
}
