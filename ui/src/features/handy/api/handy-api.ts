import { SESSION_STATUS, TABLE_FLAG } from '@contract/constants';
import { api, type CallBody } from '@/lib/api-client';

/** The calls of the handy (staff order entry), by the endpoint table's names. The staff login is the credential. */
export const handyApi = {
  tables: () => api.call('diningTable.list', { query: { flags: [TABLE_FLAG.available] } }),

  /** Every open visit of the shop: active (0) and bill requested (1). */
  openSessions: () => api.call('tableSession.list', { query: { status: [SESSION_STATUS.active, SESSION_STATUS.billRequested] } }),

  /** Starts the table's visit with its guest count (or resumes the open one, which then takes the count). */
  startVisit: (diningTableId: number, guestCount: number, children: number | null) =>
    api.call('tableSession.create', {
      body: { dining_table_id: diningTableId, guest_count: guestCount, ...(children === null ? {} : { child_count: children }) },
    }),

  setGuestCount: (tableSessionId: number, guestCount: number, children: number | null) =>
    api.call('tableSession.update', {
      body: { id: tableSessionId, guest_count: guestCount, ...(children === null ? {} : { child_count: children }) },
    }),

  /** Whether the shop counts children apart (the guest pad then asks うち子供). */
  checkInSettings: () => api.call('checkIn.settings'),

  menus: () => api.call('menu.list'),

  /** Items on sale only: a sold-out item (flag 0) is never offered. */
  // Sold-out items too: the handy shows them 品切れ, with the switch that puts them back on sale.
  items: () => api.call('menuItem.list'),

  createOrder: (body: CallBody<'order.create'>, idempotencyKey: string, signal: AbortSignal) =>
    api.call('order.create', { body, headers: { 'Idempotency-Key': idempotencyKey }, signal }),
};
