import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { OrderItemCancelResponse } from '../../../appliance/src/contract/corrections';
import type { DiningTableSaveResponse } from '../../../appliance/src/contract/dining-tables';
import type { MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import type { OrderCreateResponse, OrderItemListResponse } from '../../../appliance/src/contract/orders';
import type { StationSaveResponse } from '../../../appliance/src/contract/stations';
import type { TableSession, TableSessionListResponse } from '../../../appliance/src/contract/table-sessions';
import { ownerApi, pairingPath } from '../support/box-api';
import { test as base } from '../support/box-test';
import { enterMenu } from '../support/welcome';

/*
 * Each diner spec makes its own genres, items and tables on its worker's box, with a suffix no other
 * spec uses, so it never depends on (or changes) the demo menu another spec may be editing.
 */

/**
 * The diner specs' owner API, logged in once per worker rather than once per file: the box limits
 * login attempts per address, and the whole suite logs in from 127.0.0.1.
 */
export const test = base.extend<object, { owner: APIRequestContext }>({
  owner: [
    async ({ demoBox }, use) => {
      const api = await ownerApi(demoBox.baseURL);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export function uniqueSuffix(): string {
  return randomUUID().slice(0, 6);
}

export async function createMenu(api: APIRequestContext, label: string) {
  const body = await ok<MenuSaveResponse>(
    await api.post('/v1/menu/create', { data: { label, name: `e2e-${randomUUID()}`, flag: 1 } }),
  );
  return body.menu;
}

export interface ItemSpec {
  label: string;
  price: number;
  menuId: number;
  description?: string;
  planMenuIds?: number[];
  allergens?: { id: string; level: 'contains' | 'may_contain' }[];
}

export async function createItem(api: APIRequestContext, spec: ItemSpec) {
  const body = await ok<MenuItemSaveResponse>(
    await api.post('/v1/menuitem/create', {
      data: {
        label: spec.label,
        name: `e2e-${randomUUID()}`,
        price: spec.price,
        description: spec.description ?? '',
        menu_id: spec.menuId,
        plan_menu_ids: spec.planMenuIds ?? [],
        ...(spec.allergens ? { allergens: spec.allergens } : {}),
      },
    }),
  );
  return body.menuItem;
}

type Item = Awaited<ReturnType<typeof createItem>>;

/** Edits an item as the admin screen would (stop it, change its price ...). */
export async function updateItem(api: APIRequestContext, item: Item, patch: { flag?: number; price?: number }) {
  const body = await ok<MenuItemSaveResponse>(
    await api.post('/v1/menuitem/update', {
      data: {
        id: item.id,
        label: item.label,
        name: item.name,
        price: patch.price ?? item.price,
        menu_id: item.menu_id,
        flag: patch.flag ?? item.flag,
      },
    }),
  );
  return body.menuItem;
}

export async function createOwnTable(api: APIRequestContext, label: string) {
  const body = await ok<DiningTableSaveResponse>(
    await api.post('/v1/diningtable/create', { data: { label, name: `e2e-${randomUUID()}` } }),
  );
  return { id: body.diningTableId, label };
}

/** Pairs the page's browser by scanning the table's QR code (its URL), then lands on welcome. */
export async function pairByQr(page: Page, api: APIRequestContext, table: { id: number; label: string }) {
  await page.goto(await pairingPath(api, table.id));
  await expect(page.getByText(`このタブレットを「${table.label}」に登録しました。`)).toBeVisible();
  await page.getByRole('link', { name: 'はじめる' }).click();
  await expect(page.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
}

/** Every ordered line of a table, as the staff side sees it. */
export async function tableOrderLines(api: APIRequestContext, tableId: number) {
  const response = await api.get(`/v1/orderitem/get/list?includeTable=${tableId}&order=id&orderBy=asc`);
  return (await ok<OrderItemListResponse>(response)).list.data;
}

export async function openSessionOf(api: APIRequestContext, tableId: number) {
  const response = await api.get(`/v1/tablesession/get/list?activeTableId=${tableId}&status[]=0&status[]=1`);
  return (await ok<TableSessionListResponse>(response)).list.data[0] ?? null;
}

/** Staff side: marks a bill paid (status 2), as the order detail's button does. */
export async function markPaid(api: APIRequestContext, tableSessionId: number) {
  await ok(await api.post('/v1/tablesession/update', { data: { id: tableSessionId, status: 2 } }));
}

export async function markServed(api: APIRequestContext, orderItemId: number) {
  await ok(await api.post('/v1/orderitem/update', { data: { id: orderItemId, status: 1 } }));
}

/** Staff side: asks for the bill as the tablet's checkout confirm would (status 1). */
export async function requestBill(api: APIRequestContext, tableSessionId: number) {
  await ok(await api.post('/v1/tablesession/update', { data: { id: tableSessionId, status: 1 } }));
}

/** A station of the spec's own, with a genre routed to it, so its lines can be bumped (調理完了). */
export async function createStation(api: APIRequestContext, name: string, menuId: number) {
  const body = await ok<StationSaveResponse>(
    await api.post('/v1/station/create', { data: { name, warn_minutes: 5, late_minutes: 8 } }),
  );
  await ok(await api.post('/v1/station/route', { data: { menu_id: menuId, station_id: body.station.id } }));
  return body.station;
}

export async function deleteStation(api: APIRequestContext, id: number) {
  await api.post('/v1/station/delete', { data: { id } });
}

/** The kitchen display's bump of some lines of one order at a station. */
export async function bump(api: APIRequestContext, stationId: number, orderId: number, orderItemIds: number[]) {
  await ok(
    await api.post('/v1/kitchen/bump', { data: { station_id: stationId, order_id: orderId, order_item_ids: orderItemIds } }),
  );
}

/** Staff take a line back (取消) for a mistake; the owner holds the authority a served line needs. */
export async function cancelLine(api: APIRequestContext, orderItemId: number) {
  return ok<OrderItemCancelResponse>(await api.post('/v1/orderitem/cancel', { data: { id: orderItemId, reason: 'mistake' } }));
}

/** 席移動: the open visit goes, with its orders, to another (free) table. */
export async function moveVisit(api: APIRequestContext, tableSessionId: number, toTableId: number) {
  await ok(await api.post('/v1/tablesession/move', { data: { id: tableSessionId, dining_table_id: toTableId } }));
}

/** 合算: the open visit's orders join another table's open visit, and the first visit ends. */
/** Staff waive the visit's お通し (サービス), as the bill detail's button does. */
export async function waiveCover(api: APIRequestContext, tableSessionId: number) {
  await ok(await api.post('/v1/tablesession/cover', { data: { id: tableSessionId, waived: true } }));
}

export async function mergeVisit(api: APIRequestContext, tableSessionId: number, intoSessionId: number) {
  await ok(await api.post('/v1/tablesession/merge', { data: { id: tableSessionId, into: intoSessionId } }));
}

/**
 * A table of the spec's own with this page's browser paired to it, on the menu screen with its
 * visit open: what a diner sees after tapping メニューを見る.
 */
export async function seatAtMenu(
  page: Page,
  api: APIRequestContext,
  label: string,
): Promise<{ table: { id: number; label: string }; session: TableSession }> {
  const table = await createOwnTable(api, label);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await expect(page.getByTestId('table-label')).toHaveText(table.label);
  const session = await openSessionOf(api, table.id);
  if (!session) throw new Error(`no open visit at ${label}`);
  return { table, session };
}

/**
 * An order sent with the page's own tablet credential, as its 注文確定 would send it (the order
 * screens are tested elsewhere; here the history and the bill are).
 */
export async function orderFromTablet(page: Page, session: TableSession, lines: { id: number; quantity: number }[]) {
  const baseURL = new URL(page.url()).origin;
  const response = await page.request.post(`${baseURL}/v1/order/create`, {
    data: {
      ordersData: { table_session_id: session.id, dining_table_id: session.dining_table_id, status: 1 },
      orderItemsData: { items: lines },
    },
    headers: { origin: baseURL, 'Idempotency-Key': randomUUID() },
  });
  return (await ok<OrderCreateResponse>(response)).order;
}

/** The lines of an element's text as the browser laid them out (one string per line box). */
export async function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const last = lines.at(-1);
        if (last && Math.abs(last.top - rect.top) < rect.height / 2) last.text += text[i];
        else lines.push({ top: rect.top, text: text[i] ?? '' });
      }
    }
    return lines.map((line) => line.text.trim()).filter((line) => line !== '');
  });
}

/** No part of the page sticks out sideways (nothing to scroll horizontally on a phone). */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}
