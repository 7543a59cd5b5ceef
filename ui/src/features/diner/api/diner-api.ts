import { SERVICE_MENU_ID, SESSION_STATUS } from '@contract/constants';
import type { DeviceMeResponse, PairingClaimBody, PairingClaimResponse } from '@contract/dining-tables';
import type { MenuItemListResponse } from '@contract/menu-items';
import type { MenuListResponse } from '@contract/menus';
import type { OrderCreateBody, OrderCreateResponse, OrderItemListResponse } from '@contract/orders';
import type { ConnectionTestResponse } from '@contract/system';
import type { TableSessionCreateResponse, TableSessionListResponse, TableSessionUpdateResponse } from '@contract/table-sessions';
import { ApiError, api } from '@/lib/api-client';
import { reportNetworkFailure } from '../state/connection-store';

/** Calls that fail because the box was not reached also raise the offline indicator. */
async function watched<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NETWORK') reportNetworkFailure();
    throw error;
  }
}

/** The v1 calls a tablet makes, typed by the contract. The device cookie is the credential. */
export const dinerApi = {
  deviceMe: () => watched(api.get<DeviceMeResponse>('/v1/device/me')),

  claimPairing: (body: PairingClaimBody) => watched(api.post<PairingClaimResponse>('/v1/pairing/claim', body)),

  /** Starts the table's visit, or resumes its open one. */
  startSession: (diningTableId: number) =>
    watched(
      api.post<TableSessionCreateResponse>('/v1/tablesession/create', {
        dining_table_id: diningTableId,
        status: SESSION_STATUS.active,
      }),
    ),

  /** The table's open visit (active or bill requested), if any. */
  openSession: async (diningTableId: number) => {
    const response = await watched(
      api.get<TableSessionListResponse>('/v1/tablesession/get/list', {
        query: { activeTableId: diningTableId, status: [SESSION_STATUS.active, SESSION_STATUS.billRequested], limit: 1 },
      }),
    );
    return response.list.data[0] ?? null;
  },

  requestBill: (tableSessionId: number) =>
    watched(
      api.post<TableSessionUpdateResponse>('/v1/tablesession/update', {
        id: tableSessionId,
        status: SESSION_STATUS.billRequested,
      }),
    ),

  menus: () => watched(api.get<MenuListResponse>('/v1/menu/get/list')),

  /** Every item of the published and service genres, sold-out ones included (they show '売り切れ'). */
  menuItems: () => watched(api.get<MenuItemListResponse>('/v1/menuitem/get/list')),

  createOrder: (body: OrderCreateBody, idempotencyKey: string, signal?: AbortSignal) =>
    watched(api.post<OrderCreateResponse>('/v1/order/create', body, { headers: { 'Idempotency-Key': idempotencyKey }, signal })),

  /** The visit's ordered lines, oldest first; service items (staff calls) are left out. */
  sessionOrderItems: (tableSessionId: number) =>
    watched(
      api.get<OrderItemListResponse>('/v1/orderitem/get/list', {
        query: { includeSession: [tableSessionId], excludeMenu: SERVICE_MENU_ID, order: 'created_at', orderBy: 'asc' },
      }),
    ),

  connectionTest: (signal?: AbortSignal) => api.get<ConnectionTestResponse>('/v1/connection/test', { signal }),
};
