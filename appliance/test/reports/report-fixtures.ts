import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Bill, BillPayResponse } from '../../src/contract/bills';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { ReportDailyResponse } from '../../src/contract/reports';
import type { TableSession } from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';
import { addTable, type Cart, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

const HOUR = 60 * 60 * 1000;

/** `hh:mm` on the shop's clock (Tokyo) of `date`; 28:59 is 04:59 the next morning. */
export function tokyo(date: string, hh: number, mm = 0): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm) - 9 * HOUR;
}

/** A manual box clock. */
export function manualClock(start: number) {
  let now = start;
  return {
    now: () => now,
    set(at: number) {
      now = at;
    },
  };
}

/** A reduced-rate (8%) item of the owner's, e.g. a 弁当 to take away. */
export async function reducedRateItem(owner: ApiClient, box: TestBox, price: number): Promise<number> {
  const res = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
    label: '持ち帰り弁当',
    name: `bento-${randomUUID().slice(0, 6)}`,
    price,
    menu_id: box.shop.menus.food,
    tax_rate: 8,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.menuItem.id;
}

/** A visit at a table of its own with these orders (and guests, when given). */
export async function visitWith(
  box: TestBox,
  staff: ApiClient,
  cart: Cart,
  guests?: { guest_count: number; child_count?: number },
): Promise<TableSession> {
  const session = await startVisit(staff, addTable(box));
  await placeOrder(staff, session, cart);
  if (guests) {
    const res = await staff.post('/v1/tablesession/update', { id: session.id, ...guests });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return session;
}

export async function pay(
  staff: ApiClient,
  sessionId: number,
  payments: { method: 'cash' | 'card' | 'qr' | 'other'; amount: number; tendered?: number }[],
): Promise<Bill> {
  const res = await staff.post<BillPayResponse>('/v1/bill/pay', { table_session_id: sessionId, payments });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bill;
}

export async function report(owner: ApiClient, from: string, to?: string): Promise<ReportDailyResponse['report']> {
  const res = await owner.get<ReportDailyResponse>('/v1/report/daily', { from, to });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.report;
}
