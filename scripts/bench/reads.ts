/**
 * The two other hot calls of a rush, on a box of their own so the number of lines is known: the
 * staff order list with OPEN_LINES open lines, and the tablet's menu list, fresh (200) and
 * revalidated with its ETag (304).
 */
import { randomUUID } from 'node:crypto';
import { SESSION_STATUS } from '../../appliance/src/contract/constants';
import type { OrderItemListResponse } from '../../appliance/src/contract/orders';
import { toQueryString } from '../../ui/src/lib/api/query-string';
import { type LoadRequest, type LoadResult, load, orderBody } from './load';
import type { DemoBox } from './processes';
import { cookieHeader, demoLogin, setupTablets } from './setup-tablets';

export const OPEN_LINES = 300;
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 5);
const plan = (connections: number) => ({ connections, warmupSeconds: 1, seconds: READ_SECONDS });
const TABLETS = 30;

export interface StaffListResult {
  /** list.total of the answer: the open lines the box counted. */
  total: number;
  runs: LoadResult[];
}

export interface MenuResult {
  etag: string | null;
  /** The status of a request sent with If-None-Match: <etag> (undefined without an ETag). */
  revalidated: number | undefined;
  fresh: LoadResult;
  notModified: LoadResult | undefined;
}

const constant = (request: LoadRequest) => () => () => request;

/** The staff order list's query (ui/src/features/staff/api/staff-api.ts fetchOrderBoard), encoded as the UI encodes it. */
const ORDER_BOARD_PATH = `/v1/orderitem/get/list${toQueryString({
  sessionStatus: [SESSION_STATUS.active, SESSION_STATUS.billRequested],
  order: 'created_at',
  orderBy: 'desc',
  limit: 1000, // ORDER_LIST_LIMIT
})}`;

/** Places OPEN_LINES lines (orders of two) on the open visits of TABLETS tablets. */
async function placeOpenLines(box: DemoBox) {
  const { tablets, itemIds } = await setupTablets(box.url, TABLETS);
  const orders = OPEN_LINES / 2;
  await Promise.all(
    tablets.map(async (tablet, t) => {
      for (let n = t; n < orders; n += tablets.length) {
        const res = await tablet.client.post('/v1/order/create', orderBody(tablet, itemIds, n), {
          'idempotency-key': randomUUID(),
        });
        if (res.status !== 200) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }),
  );
  return tablets;
}

/** Times the staff list with 1 then 10 connections, and the tablet menu list fresh then revalidated. */
export async function benchReads(box: DemoBox): Promise<{ staff: StaffListResult; menu: MenuResult }> {
  const tablets = await placeOpenLines(box);
  const staff = await demoLogin(box.url, 1);
  const board = await staff.get<OrderItemListResponse>(ORDER_BOARD_PATH);
  if (board.status !== 200) throw new Error(`staff list failed: ${board.status} ${JSON.stringify(board.body)}`);
  const staffRequest = constant({
    method: 'GET',
    path: ORDER_BOARD_PATH,
    headers: { accept: 'application/json', cookie: cookieHeader(staff) },
  });
  const runs = [await load(box.url, plan(1), staffRequest), await load(box.url, plan(10), staffRequest)];

  // The tablet's menu (ui/src/features/diner/api/diner-api.ts menuItems): no query, its device cookie.
  const menuUrl = `${box.url}/v1/menuitem/get/list`;
  const menuHeaders = { accept: 'application/json', cookie: tablets[0]!.cookie };
  const first = await fetch(menuUrl, { headers: menuHeaders });
  if (first.status !== 200) throw new Error(`menu list failed: ${first.status}`);
  const etag = first.headers.get('etag');
  await first.arrayBuffer();
  const menuRequest = (headers: Record<string, string>) => constant({ method: 'GET', path: '/v1/menuitem/get/list', headers });
  const fresh = await load(box.url, plan(10), menuRequest(menuHeaders));
  const staffResult = { total: board.body.list.total, runs };
  if (!etag) return { staff: staffResult, menu: { etag, revalidated: undefined, fresh, notModified: undefined } };

  const conditional = { ...menuHeaders, 'if-none-match': etag };
  const again = await fetch(menuUrl, { headers: conditional });
  await again.arrayBuffer();
  const notModified = await load(box.url, plan(10), menuRequest(conditional), (status) => status === 304);
  return { staff: staffResult, menu: { etag, revalidated: again.status, fresh, notModified } };
}
