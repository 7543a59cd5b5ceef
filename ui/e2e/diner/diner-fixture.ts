import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { DiningTableSaveResponse } from '../../../appliance/src/contract/dining-tables';
import type { MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import type { OrderItemListResponse } from '../../../appliance/src/contract/orders';
import type { TableSessionListResponse } from '../../../appliance/src/contract/table-sessions';
import { ownerApi, pairingPath } from '../support/box-api';

/*
 * Each diner spec makes its own genres, items and tables on the shared box, with a suffix no other
 * spec uses, so it never depends on (or changes) the demo menu another spec may be editing.
 */

/**
 * The diner specs' owner API, logged in once per worker rather than once per file: the box limits
 * login attempts per address, and the whole suite logs in from 127.0.0.1.
 */
export const test = base.extend<object, { owner: APIRequestContext }>({
  owner: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const api = await ownerApi(String(workerInfo.project.use.baseURL));
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
