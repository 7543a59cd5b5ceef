import { SERVICE_MENU_ID } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import type { Station } from '@contract/stations';
import type { TableSession } from '@contract/table-sessions';

/** Lines, visits and stations for the board's unit tests: only what a test names differs. */

export const MINUTE = 60_000;

export function orderLine(
  id: number,
  over: Partial<OrderItem> & { session?: number; table?: string; menuId?: number } = {},
): OrderItem {
  const { session = 1, table = `卓${session}`, menuId = 1, ...rest } = over;
  return {
    id,
    quantity: 1,
    status: 0,
    state: 'ordered',
    unit_price: 500,
    price: 500,
    subtotal: 500,
    plan_line_id: null,
    plan_kind: null,
    tax_rate: 10,
    created_at: id * MINUTE,
    served_at: null,
    station_id: null,
    ready_at: null,
    cancelled_at: null,
    options: [],
    note: null,
    menuitems: { id, label: `品${id}`, name: `item-${id}`, price: 500, flag: 1, menu_id: menuId },
    orders: { id, dining_table_id: session, table_session_id: session, entered_by_user_id: null, guest_number: null },
    diningTables: { label: table },
    ...rest,
  };
}

export const callLine = (id: number, over: Parameters<typeof orderLine>[1] = {}) =>
  orderLine(id, { menuId: SERVICE_MENU_ID, price: 0, unit_price: 0, subtotal: 0, ...over });

export function visit(id: number, over: Partial<TableSession> = {}): TableSession {
  return {
    id,
    dining_table_id: id,
    status: 0,
    confirm_flag: 0,
    total_amount: 0,
    created_at: 0,
    bill_requested_at: null,
    ended_at: null,
    diningTables: { label: `卓${id}` },
    activePlanMenuIds: [],
    activePlanItemIds: [],
    child_count: null,
    cover: null,
    user_id: null,
    guest_count: null,
    merged_into_id: null,
    guest_locale: null,
    ...over,
  };
}

export function station(id: number, name: string, warn = 10, late = 20): Station {
  return { id, name, sort_order: id, warn_minutes: warn, late_minutes: late, active: 1 };
}
