import { SERVICE_MENU_ID, SESSION_STATUS } from '@contract/constants';
import type { Locale } from '@/i18n/locale';
import { ApiError, api, type CallBody } from '@/lib/api-client';
import { reportNetworkFailure } from '../state/connection-store';

/** The party as the welcome screen counts it. */
export interface GuestCount {
  adults: number;
  children: number;
}

/** Calls that fail because the box was not reached also raise the offline indicator. */
async function watched<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NETWORK') reportNetworkFailure();
    throw error;
  }
}

/** The v1 calls a tablet makes, typed by the endpoint table. The device cookie is the credential. */
export const dinerApi = {
  deviceMe: () => watched(api.call('device.me')),

  claimPairing: (body: CallBody<'pairing.claim'>) => watched(api.call('pairing.claim', { body })),

  /** A guest's phone joins the visit whose QR code it scanned (issue 35). */
  joinVisit: (body: CallBody<'guest.join'>) => watched(api.call('guest.join', { body })),

  /** The visit's QR code for guests' phones, to show on the tablet or a phone of the visit. */
  visitJoinCode: (tableSessionId: number) => watched(api.call('visitJoin.code', { body: { table_session_id: tableSessionId } })),

  /**
   * Starts the table's visit (with the party's size when the shop asks it, and the language the
   * guests read), or resumes its open one.
   */
  startSession: (diningTableId: number, guests: GuestCount | undefined, locale: Locale) =>
    watched(
      api.call('tableSession.create', {
        body: {
          dining_table_id: diningTableId,
          status: SESSION_STATUS.active,
          guest_locale: locale,
          ...(guests ? { guest_count: guests.adults + guests.children, child_count: guests.children } : {}),
        },
      }),
    ),

  /** The guests switched the tablet's language: staff see it by the table. */
  setGuestLocale: (tableSessionId: number, locale: Locale) =>
    watched(api.call('tableSession.update', { body: { id: tableSessionId, guest_locale: locale } })),

  /** What the shop asks at the door: the party's size, children apart, the cover charge. */
  checkInSettings: () => watched(api.call('checkIn.settings')),

  /** The plans running on this table's visit, with the box's clock. */
  planRuns: () => watched(api.call('planRun.list')),

  /** The table's open visit (active or bill requested), if any. */
  openSession: async (diningTableId: number) => {
    const response = await watched(
      api.call('tableSession.list', {
        query: { activeTableId: diningTableId, status: [SESSION_STATUS.active, SESSION_STATUS.billRequested], limit: 1 },
      }),
    );
    return response.list.data[0] ?? null;
  },

  requestBill: (tableSessionId: number) =>
    watched(api.call('tableSession.update', { body: { id: tableSessionId, status: SESSION_STATUS.billRequested } })),

  menus: () => watched(api.call('menu.list')),

  /** Every item of the published and service genres, sold-out ones included (they show '売り切れ'). */
  menuItems: () => watched(api.call('menuItem.list')),

  createOrder: (body: CallBody<'order.create'>, idempotencyKey: string, signal?: AbortSignal) =>
    watched(api.call('order.create', { body, headers: { 'Idempotency-Key': idempotencyKey }, signal })),

  /** The visit's ordered lines, oldest first; service items (staff calls) are left out. */
  sessionOrderItems: (tableSessionId: number) =>
    watched(
      api.call('orderItem.list', {
        query: { includeSession: [tableSessionId], excludeMenu: SERVICE_MENU_ID, order: 'created_at', orderBy: 'asc' },
      }),
    ),
};
