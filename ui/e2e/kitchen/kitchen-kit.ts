import { randomUUID } from 'node:crypto';
import type { OrderItemCancelResponse } from '../../../appliance/src/contract/corrections';
import type { MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import type { StationSaveResponse } from '../../../appliance/src/contract/stations';
import { staffContext } from '../staff/staff-kit';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '../support/box-test';

/*
 * The kitchen specs make their own two stations (a grill and a bar), a genre routed to the grill
 * with one of its items routed to the bar, and tables, with labels no other spec uses; they
 * assert only on those, and remove their stations at the end.
 */

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface KitchenSetup {
  grill: { id: number; name: string };
  bar: { id: number; name: string };
  /** Routed to the grill by their genre. */
  yakitori: { id: number; label: string };
  tsukune: { id: number; label: string };
  /** Same genre, routed to the bar by its own route. */
  highball: { id: number; label: string };
}

/** Two stations with their own minutes, a genre to the grill and one item of it to the bar. */
async function createKitchen(api: APIRequestContext, suffix: string): Promise<KitchenSetup> {
  const station = async (name: string, warn: number, late: number) =>
    (
      await ok<StationSaveResponse>(
        await api.post('/v1/station/create', { data: { name, warn_minutes: warn, late_minutes: late } }),
      )
    ).station;
  const grill = await station(`E2E焼き場${suffix}`, 5, 8);
  const bar = await station(`E2Eドリンカー${suffix}`, 3, 6);
  const genre = await ok<MenuSaveResponse>(
    await api.post('/v1/menu/create', { data: { label: `E2E串${suffix}`, name: `e2e-${randomUUID()}`, flag: 1 } }),
  );
  const item = async (label: string, price: number) => {
    const body = await ok<MenuItemSaveResponse>(
      await api.post('/v1/menuitem/create', { data: { label, name: `e2e-${randomUUID()}`, price, menu_id: genre.menu.id } }),
    );
    return { id: body.menuItem.id, label };
  };
  const yakitori = await item(`焼き鳥盛り${suffix}`, 980);
  const tsukune = await item(`つくね${suffix}`, 320);
  const highball = await item(`ハイボール${suffix}`, 490);
  await ok(await api.post('/v1/station/route', { data: { menu_id: genre.menu.id, station_id: grill.id } }));
  await ok(await api.post('/v1/station/route', { data: { menu_item_id: highball.id, station_id: bar.id } }));
  return { grill: { id: grill.id, name: grill.name }, bar: { id: bar.id, name: bar.name }, yakitori, tsukune, highball };
}

export interface KitchenSpec {
  suffix: string;
  readonly api: APIRequestContext;
  readonly kitchen: KitchenSetup;
}

/** The owner's API (with the /admin page password) and the spec file's own stations and menu. */
export function kitchenSpecSetup(): KitchenSpec {
  const suffix = randomUUID().slice(0, 6);
  let api: APIRequestContext | undefined;
  let kitchen: KitchenSetup | undefined;
  test.beforeAll(async ({ baseURL }) => {
    api = await ownerApi(baseURL!);
    kitchen = await createKitchen(api, suffix);
  });
  test.afterAll(async () => {
    if (api && kitchen) {
      for (const id of [kitchen.grill.id, kitchen.bar.id]) await api.post('/v1/station/delete', { data: { id } });
    }
    await api?.dispose();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`kitchen spec: ${name} is read before beforeAll has run`);
    return value;
  };
  return {
    suffix,
    get api() {
      return ready(api, 'api');
    },
    get kitchen() {
      return ready(kitchen, 'kitchen');
    },
  };
}

/** Staff's 取消 of one line, as the order list's staff would. */
export async function cancelLine(api: APIRequestContext, id: number): Promise<void> {
  await ok<OrderItemCancelResponse>(await api.post('/v1/orderitem/cancel', { data: { id, reason: 'mistake' } }));
}

/** Opens /kitchen (with an optional query) and, when the screen asks, picks the station as a cook would. */
export async function openStation(page: Page, station: string, query = ''): Promise<void> {
  await page.goto(`/kitchen${query}`);
  await expect(page.getByRole('heading', { name: 'ステーションを選択', exact: true })).toBeVisible();
  await page.getByRole('button', { name: station }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(station);
}

/** A station's card of one table (the order's card), by its table label heading. */
export function cardOf(page: Page, table: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: table, exact: true }) });
}

/** A staff browser (the demo staff login, no page password) showing one station's display. */
export async function stationPage(
  browser: Browser,
  baseURL: string,
  station: string,
  options: { query?: string; before?: (context: BrowserContext) => Promise<void> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await staffContext(browser, baseURL);
  await options.before?.(context);
  const page = await context.newPage();
  await openStation(page, station, options.query);
  return { context, page };
}
