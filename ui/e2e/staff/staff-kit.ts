import { randomUUID } from 'node:crypto';
import { SERVICE_MENU_ID } from '../../../appliance/src/contract/constants';
import type { MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import type { OrderCreateResponse } from '../../../appliance/src/contract/orders';
import type {
  TableSession,
  TableSessionCreateResponse,
  TableSessionListResponse,
} from '../../../appliance/src/contract/table-sessions';
import { staff } from '../demo-logins';
import { createTable, ownerApi, pairByApi } from '../support/box-api';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '../support/box-test';

/*
 * The staff specs make their own genre, items (one of them a service item, i.e. a staff call)
 * and tables on the shared box, with labels no other spec uses, and assert only on those.
 */

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface StaffMenu {
  food: { id: number; label: string };
  drink: { id: number; label: string };
  call: { id: number; label: string };
}

/** A genre with two priced items, plus a call item in the service genre (999). */
export async function createStaffMenu(api: APIRequestContext, suffix: string): Promise<StaffMenu> {
  const genre = await ok<MenuSaveResponse>(
    await api.post('/v1/menu/create', { data: { label: `E2E厨房${suffix}`, name: `e2e-${randomUUID()}`, flag: 1 } }),
  );
  const item = async (label: string, price: number, menuId: number) => {
    const body = await ok<MenuItemSaveResponse>(
      await api.post('/v1/menuitem/create', { data: { label, name: `e2e-${randomUUID()}`, price, menu_id: menuId } }),
    );
    return { id: body.menuItem.id, label };
  };
  return {
    food: await item(`焼き鳥盛り${suffix}`, 980, genre.menu.id),
    drink: await item(`ハイボール${suffix}`, 490, genre.menu.id),
    call: await item(`呼び出しベル${suffix}`, 0, SERVICE_MENU_ID),
  };
}

export interface StaffSpec {
  /** Six characters that make this spec file's labels its own. */
  suffix: string;
  /** The owner's API; set once beforeAll has run. */
  readonly api: APIRequestContext;
  /** The spec file's own genre and items; set once beforeAll has run. */
  readonly menu: StaffMenu;
}

/**
 * What every staff spec file sets up first: an owner API and its own menu, made in beforeAll (before
 * the file's own beforeAll hooks) and let go in afterAll. Call it at the top of the file.
 */
export function staffSpecSetup(): StaffSpec {
  const suffix = randomUUID().slice(0, 6);
  let api: APIRequestContext | undefined;
  let menu: StaffMenu | undefined;
  test.beforeAll(async ({ baseURL }) => {
    api = await ownerApi(baseURL!);
    menu = await createStaffMenu(api, suffix);
  });
  test.afterAll(async () => {
    await api?.dispose();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`staff spec: ${name} is read before beforeAll has run`);
    return value;
  };
  return {
    suffix,
    get api() {
      return ready(api, 'api');
    },
    get menu() {
      return ready(menu, 'menu');
    },
  };
}

export interface Tablet {
  context: BrowserContext;
  table: { id: number; label: string };
  session: TableSession;
  order(lines: { id: number; quantity: number }[]): Promise<OrderCreateResponse>;
  requestBill(): Promise<void>;
}

/** A new table with a tablet paired to it (its own browser context) and its visit started. */
export async function seatTablet(browser: Browser, api: APIRequestContext, baseURL: string, label: string): Promise<Tablet> {
  const table = await createTable(api, label);
  const context = await browser.newContext();
  await pairByApi(context, api, table.id, baseURL);
  const headers = { origin: baseURL };
  const started = await ok<TableSessionCreateResponse>(
    await context.request.post(`${baseURL}/v1/tablesession/create`, { data: { dining_table_id: table.id }, headers }),
  );
  const session = started.tableSession;
  return {
    context,
    table,
    session,
    order: async (lines) =>
      ok<OrderCreateResponse>(
        await context.request.post(`${baseURL}/v1/order/create`, {
          data: {
            ordersData: { table_session_id: session.id, dining_table_id: table.id, status: 1 },
            orderItemsData: { items: lines },
          },
          headers: { ...headers, 'Idempotency-Key': randomUUID() },
        }),
      ),
    requestBill: async () => {
      await ok(await context.request.post(`${baseURL}/v1/tablesession/update`, { data: { id: session.id, status: 1 }, headers }));
    },
  };
}

/** Bills other specs left waiting would cover the order list with their popup: acknowledge them first. */
export async function acknowledgeOtherBills(api: APIRequestContext, mine: readonly number[] = []): Promise<void> {
  const waiting = await ok<TableSessionListResponse>(await api.get('/v1/tablesession/get/list?status[]=1&confirmFlag=0'));
  for (const s of waiting.list.data) {
    if (!mine.includes(s.dining_table_id))
      await ok(await api.post('/v1/tablesession/update', { data: { id: s.id, confirm_flag: 1 } }));
  }
}

/** A browser logged in as the demo staff account (role 11, no /admin page password). */
export async function staffContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/v1/auth/login', {
    data: { email: staff.email, password: staff.password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`staff login failed: ${res.status()}`);
  return context;
}

/** Records the notes the page's Web Audio chimes play (frequency in Hz), for the sound checks. */
export async function recordChimes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const played: number[] = [];
    Object.assign(window, { __chimes: played });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const osc = create.call(this);
      const start = osc.start.bind(osc);
      osc.start = (when?: number) => {
        played.push(osc.frequency.value);
        start(when);
      };
      return osc;
    };
  });
}

export async function chimesPlayed(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __chimes: number[] }).__chimes.slice());
}

/** The order list's block of one table, by its label (the block's heading). */
export function tableBlock(page: Page, table: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: table, exact: true }) });
}

/** The order list's line of one item in one table's block. */
export function orderRow(page: Page, item: string, table: string) {
  return tableBlock(page, table).getByRole('listitem').filter({ hasText: item });
}

/** The order list's tables, in the order the board shows them. */
export async function boardTables(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
}

/**
 * Marks every open visit but `keep` paid, so a spec that counts or places what is on the order
 * list sees only its own tables (spec files run one after another on the shared box).
 */
export async function closeOtherVisits(api: APIRequestContext, keep: readonly number[] = []): Promise<void> {
  const open = await ok<TableSessionListResponse>(await api.get('/v1/tablesession/get/list?status[]=0&status[]=1'));
  for (const s of open.list.data) {
    if (!keep.includes(s.id)) await ok(await api.post('/v1/tablesession/update', { data: { id: s.id, status: 2 } }));
  }
}

/** Waits until the page says live updates are on (the socket said hello). */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
}
