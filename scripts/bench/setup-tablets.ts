import { randomUUID } from 'node:crypto';
import { SESSION_STATUS } from '../../appliance/src/contract/constants';
import type { DiningTableSaveResponse, PairingCreateResponse } from '../../appliance/src/contract/dining-tables';
import type { MenuItemListResponse } from '../../appliance/src/contract/menu-items';
import { defaultChoiceIds, optionProblems } from '../../appliance/src/contract/option-rules';
import type { TableSessionCreateResponse } from '../../appliance/src/contract/table-sessions';
import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { ApiClient } from '../../appliance/test/helpers/api-client';

/** A tablet paired to its own table by the QR flow, with an open visit. */
export interface Tablet {
  /** Holds the tablet's device credential cookie. */
  client: ApiClient;
  /** The Cookie header the tablet's browser sends. */
  cookie: string;
  diningTableId: number;
  tableSessionId: number;
}

/** The Cookie header a browser holding the client's cookies sends. */
export function cookieHeader(client: ApiClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A login's client (the Cookie header is `cookieHeader(client)`); DEMO_LOGINS[0] is the owner, [1] the staff. */
export async function demoLogin(baseUrl: string, which: 0 | 1): Promise<ApiClient> {
  const login = DEMO_LOGINS[which]!;
  const client = new ApiClient(baseUrl);
  await client.login(login.email, login.password);
  return client;
}

async function check<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

async function pairTablet(baseUrl: string, admin: ApiClient, i: number): Promise<Tablet> {
  const table = await check(
    'table create',
    admin.post<DiningTableSaveResponse>('/v1/diningtable/create', { label: `ベンチ${i}`, name: `bench-${i}` }),
  );
  const { diningTableId } = table;
  const pairing = await check(
    'pairing create',
    admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: diningTableId }),
  );
  const client = new ApiClient(baseUrl);
  const token = new URL(pairing.url).searchParams.get('t') ?? '';
  await check('pairing claim', client.post('/v1/pairing/claim', { token, device_uuid: randomUUID() }));
  const visit = await check(
    'visit create',
    client.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: diningTableId }),
  );
  return { client, cookie: cookieHeader(client), diningTableId, tableSessionId: visit.tableSession.id };
}

/** GET /v1/tablesession/get/list's query as a tablet or phone reads its open visit (diner-api.ts openSession). */
export function openVisitQuery(diningTableId: number) {
  return { activeTableId: diningTableId, status: [SESSION_STATUS.active, SESSION_STATUS.billRequested], limit: 1 };
}

/**
 * Logs in as the demo owner, adds `count` tables and pairs one simulated tablet to each by QR,
 * `parallel` at a time; answers the tablets (in table order) and the ids of the items on sale with a price.
 */
export async function setupTablets(
  baseUrl: string,
  count: number,
  parallel = 8,
): Promise<{ tablets: Tablet[]; itemIds: number[] }> {
  const admin = await demoLogin(baseUrl, 0);
  await admin.pageAuth(DEMO_LOGINS[2]!.password);

  const tablets: Tablet[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) tablets[i] = await pairTablet(baseUrl, admin, i + 1);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));

  const items = await admin.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] });
  // Items a tablet that sends no options can order: those whose required groups have defaults
  // (焼き鳥 needs 塩 or タレ picked; ハイボール gets 普通 and goes through the option checks).
  // Plans and 延長 are left out: a 延長 is refused without a running plan, and a plan would make
  // the table's later lines free; a plain order is what the baseline server writes too.
  const itemIds = items.body.list.data
    .filter((i) => i.menus.flag === 1 && i.price > 0 && i.plan === null && i.plan_menu_ids.length === 0)
    .filter((i) => optionProblems(i.option_groups, defaultChoiceIds(i.option_groups)).length === 0)
    .map((i) => i.id);
  return { tablets, itemIds };
}

/** POST /v1/order/create as the tablet sends it (its cookie, Origin, the Idempotency-Key); the answer's status and text. */
export async function postTabletOrder(
  baseUrl: string,
  tablet: Tablet,
  items: readonly { id: number; quantity: number }[],
  key: string = randomUUID(),
): Promise<{ status: number; text: string }> {
  const res = await fetch(`${baseUrl}/v1/order/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: tablet.cookie, origin: baseUrl, 'idempotency-key': key },
    body: JSON.stringify({
      ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
      orderItemsData: { items },
    }),
  });
  return { status: res.status, text: await res.text() };
}
