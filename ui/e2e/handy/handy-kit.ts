import { randomUUID } from 'node:crypto';
import type { AuthCheckResponse } from '../../../appliance/src/contract/auth';
import type { MenuItem, MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import type { OrderItemListResponse } from '../../../appliance/src/contract/orders';
import type {
  TableSession,
  TableSessionCreateResponse,
  TableSessionListResponse,
} from '../../../appliance/src/contract/table-sessions';
import { staff } from '../demo-logins';
import { LoginPage } from '../pages/login-page';
import { createTable, ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/box-test';

/*
 * The handy specs make their own genre, items and tables on the shared box, with labels no other
 * spec uses, and assert only on those (plus the demo shop's 若鶏の唐揚げ, which they only order).
 */

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 1280, height: 800 };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface HandyMenu {
  genre: { id: number; label: string };
  /** On sale. */
  yakisoba: MenuItem;
  /** Sold out (flag 0) from the start. */
  soldOut: MenuItem;
}

async function createItem(api: APIRequestContext, label: string, price: number, menuId: number): Promise<MenuItem> {
  const body = await ok<MenuItemSaveResponse>(
    await api.post('/v1/menuitem/create', { data: { label, name: `e2e-${randomUUID()}`, price, menu_id: menuId } }),
  );
  return body.menuItem;
}

/** Stops (flag 0) or restarts (1) an item, as the admin screen does when a dish sells out. */
export async function setItemFlag(api: APIRequestContext, item: MenuItem, flag: 0 | 1): Promise<void> {
  await ok(
    await api.post('/v1/menuitem/update', {
      data: { id: item.id, label: item.label, name: item.name, price: item.price, menu_id: item.menu_id, flag },
    }),
  );
}

export interface HandySpec {
  suffix: string;
  readonly api: APIRequestContext;
  readonly menu: HandyMenu;
  /** A fresh table of this spec file. */
  table(name: string): Promise<{ id: number; label: string }>;
}

/** An owner API and the file's own genre (made once in beforeAll, let go in afterAll). */
export function handySpecSetup(): HandySpec {
  const suffix = randomUUID().slice(0, 6);
  let api: APIRequestContext | undefined;
  let menu: HandyMenu | undefined;
  test.beforeAll(async ({ baseURL }) => {
    api = await ownerApi(baseURL!);
    const genre = await ok<MenuSaveResponse>(
      await api.post('/v1/menu/create', { data: { label: `E2E鉄板${suffix}`, name: `e2e-${randomUUID()}`, flag: 1 } }),
    );
    const soldOut = await createItem(api, `E2E売切れ餅${suffix}`, 400, genre.menu.id);
    await setItemFlag(api, soldOut, 0);
    menu = {
      genre: { id: genre.menu.id, label: genre.menu.label },
      yakisoba: await createItem(api, `E2Eソース焼きそば${suffix}`, 780, genre.menu.id),
      soldOut,
    };
  });
  test.afterAll(async () => {
    await api?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('handy spec: read before beforeAll has run');
    return value;
  };
  return {
    suffix,
    get api() {
      return ready(api);
    },
    get menu() {
      return ready(menu);
    },
    table: (name) => createTable(ready(api), `E2E${name}${suffix}`),
  };
}

/** Logs the page in as the demo staff account through the login screen; staff land on the order list. */
export async function logInAsStaff(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(staff.email, staff.password);
  await expect(page).toHaveURL('/order-list');
}

export async function staffUserId(page: Page): Promise<number> {
  const check = await ok<AuthCheckResponse>(await page.request.post('/v1/auth/check'));
  if (!check.user) throw new Error('not logged in');
  return check.user.id;
}

/** Starts a table's visit from the staff side (another waiter seating it). */
export async function seatTable(api: APIRequestContext, tableId: number, guests: number): Promise<TableSession> {
  const body = await ok<TableSessionCreateResponse>(
    await api.post('/v1/tablesession/create', { data: { dining_table_id: tableId, guest_count: guests } }),
  );
  return body.tableSession;
}

export async function openSessionOf(api: APIRequestContext, tableId: number): Promise<TableSession | null> {
  const response = await api.get(`/v1/tablesession/get/list?activeTableId=${tableId}&status[]=0&status[]=1`);
  return (await ok<TableSessionListResponse>(response)).list.data[0] ?? null;
}

/** Every ordered line of a table, as staff see it. */
export async function tableLines(api: APIRequestContext, tableId: number) {
  const response = await api.get(`/v1/orderitem/get/list?includeTable=${tableId}&order=id&orderBy=asc`);
  return (await ok<OrderItemListResponse>(response)).list.data;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The handy's screens, found as a waiter sees them. */
export function handy(page: Page) {
  return {
    tables: page.getByRole('list', { name: '卓一覧' }),
    tile: (label: string): Locator =>
      page.getByRole('list', { name: '卓一覧' }).getByRole('button', { name: new RegExp(`^${escaped(label)}`) }),
    guestDialog: (label: string) => page.getByRole('dialog', { name: `${label}の人数` }),
    search: page.getByRole('searchbox', { name: '商品を検索' }),
    /** An item of the menu list (a tap adds one). */
    item: (label: string): Locator => page.getByRole('button', { name: new RegExp(`^${escaped(label)}`) }),
    cartBar: page.getByRole('button', { name: /^注文内容を確認/ }),
    emptyCartBar: page.getByRole('button', { name: '商品をタップして追加' }),
    review: page.getByRole('list', { name: '注文内容の確認' }),
    sentLines: page.getByRole('list', { name: '送信した内容' }),
  };
}
