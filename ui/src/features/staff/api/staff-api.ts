import type { Bill, BillDiscountBody, BillPayBody, BillPayResponse } from '@contract/bills';
import { SESSION_STATUS } from '@contract/constants';
import type { OrderItemCancelBody, OrderItemCancelResponse } from '@contract/corrections';
import type { DiningTable } from '@contract/dining-tables';
import type { OrderItem } from '@contract/orders';
import type { PlanRunListResponse } from '@contract/plans';
import type { Printer, PrintJob } from '@contract/printers';
import type { Station } from '@contract/stations';
import type { TableSession } from '@contract/table-sessions';
import { api } from '@/lib/api-client';

const OPEN = [SESSION_STATUS.active, SESSION_STATUS.billRequested];

// ---- The order list (/order-list) ----

/** Every line still to serve is loaded (a rush has a few hundred); served ones only when asked, the newest. */
export const ORDER_LIST_LIMIT = 2000;
export const SERVED_LIST_LIMIT = 500;

export interface OrderBoardData {
  /** Lines still to serve (cancelled ones among them), and the served ones when asked for. */
  lines: OrderItem[];
  /** Lines still to serve matching before the limit. */
  total: number;
  /** Of them, loaded. */
  loaded: number;
  /** Open visits (status 0 and 1): the tables' marks and the bill popup's source. */
  sessions: TableSession[];
}

/** The order list's snapshot: the open visits' lines not served (and served ones with `withServed`), and those visits. */
export async function fetchOrderBoard(options: { withServed: boolean }, signal?: AbortSignal): Promise<OrderBoardData> {
  const lines = (status: 0 | 1, orderBy: 'asc' | 'desc', limit: number) =>
    api.call('orderItem.list', { query: { sessionStatus: OPEN, status, order: 'created_at', orderBy, limit }, signal });
  const [open, served, sessions] = await Promise.all([
    lines(0, 'asc', ORDER_LIST_LIMIT),
    options.withServed ? lines(1, 'desc', SERVED_LIST_LIMIT) : null,
    api.call('tableSession.list', { query: { status: OPEN }, signal }),
  ]);
  return {
    lines: served ? [...open.list.data, ...served.list.data] : open.list.data,
    total: open.list.total,
    loaded: open.list.data.length,
    sessions: sessions.list.data,
  };
}

/** The shop's stations, removed ones too (their lines keep their colours); the filter offers the active ones. */
export async function fetchBoardStations(signal?: AbortSignal): Promise<Station[]> {
  return (await api.call('station.list', { query: { includeRemoved: 1 }, signal })).list.data;
}

/** The plans of the open visits with the box's clock (`now`), for the 放題 panel. */
export async function fetchPlanRuns(signal?: AbortSignal): Promise<PlanRunListResponse> {
  return api.call('planRun.list', { query: {}, signal });
}

// ---- end of the order list ----

/** Served (1) or not served (0); answers the line as the box now has it. */
export async function setServed(id: number, status: 0 | 1): Promise<OrderItem> {
  return (await api.call('orderItem.update', { body: { id, status } })).orderItem;
}

/** OK on the bill popup: confirm_flag 1. */
export async function acknowledgeBill(id: number): Promise<TableSession> {
  return (await api.call('tableSession.update', { body: { id, confirm_flag: 1 } })).tableSession;
}

/** 元に戻す after お会計済みにする on the bill popup: back to お会計待ち, acknowledged, so no screen asks again. */
export async function reopenAcknowledged(id: number): Promise<TableSession> {
  return (await api.call('tableSession.update', { body: { id, status: 1, confirm_flag: 1 } })).tableSession;
}

/** The order detail's toggle: 1 (bill requested) <-> 2 (paid). */
export async function setBillStatus(id: number, status: 1 | 2): Promise<TableSession> {
  return (await api.call('tableSession.update', { body: { id, status } })).tableSession;
}

export interface SessionFilter {
  status?: readonly number[];
  activeTableId?: number;
  /** The shop's business day, YYYY-MM-DD. */
  date: string;
}

export async function fetchSessions(filter: SessionFilter, signal?: AbortSignal): Promise<TableSession[]> {
  const res = await api.call('tableSession.list', {
    query: { status: filter.status, activeTableId: filter.activeTableId, date: filter.date },
    signal,
  });
  return res.list.data;
}

export async function fetchTables(): Promise<DiningTable[]> {
  return (await api.call('diningTable.list')).list.data;
}

// --- Corrections and table operations (issue 14): 取消, 席移動, 合算, guest count, freeing a table.

/** 取消 of a line, all of it or `quantity` of it, with a reason. */
export async function cancelLine(body: OrderItemCancelBody): Promise<OrderItemCancelResponse> {
  return api.call('orderItem.cancel', { body });
}

/** 席移動: the open visit to a free table; answers the visit at its new table. */
export async function moveSession(id: number, diningTableId: number): Promise<TableSession> {
  return (await api.call('tableSession.move', { body: { id, dining_table_id: diningTableId } })).tableSession;
}

/** 合算: every order of visit `id` onto the bill of visit `into`; answers `into`. */
export async function mergeSession(id: number, into: number): Promise<TableSession> {
  return (await api.call('tableSession.merge', { body: { id, into } })).tableSession;
}

export async function setGuestCount(id: number, guestCount: number): Promise<TableSession> {
  return (await api.call('tableSession.update', { body: { id, guest_count: guestCount } })).tableSession;
}

/** The guests with the children among them (the cover charge counts adults only). */
export async function setGuests(id: number, guestCount: number, childCount: number): Promise<TableSession> {
  return (await api.call('tableSession.update', { body: { id, guest_count: guestCount, child_count: childCount } })).tableSession;
}

/** お通し waived (サービス) or charged again; answers the visit with its new total. */
export async function setCoverWaived(id: number, waived: boolean): Promise<TableSession> {
  return (await api.call('tableSession.cover', { body: { id, waived } })).tableSession;
}

/** Paid (status 2) from any open state: the table is free for the next guests. */
export async function markPaid(id: number): Promise<TableSession> {
  return (await api.call('tableSession.update', { body: { id, status: 2 } })).tableSession;
}

/** The open visits (active and bill requested), for picking where to move or merge. */
export async function fetchOpenSessions(signal?: AbortSignal): Promise<TableSession[]> {
  return (await api.call('tableSession.list', { query: { status: OPEN }, signal })).list.data;
}

/** The newest visits of one table (a visit seen elsewhere is read again from here). */
export async function fetchTableSessions(diningTableId: number): Promise<TableSession[]> {
  return (await api.call('tableSession.list', { query: { activeTableId: diningTableId, limit: 20 } })).list.data;
}

/** The register: the visit's bill paid in these payments (they must add up to its total). */
export async function payBill(tableSessionId: number, payments: BillPayBody['payments']): Promise<BillPayResponse> {
  return api.call('bill.pay', { body: { table_session_id: tableSessionId, payments } });
}

/** One visit's bill as the box computes it: lines, cover, discounts, total and taxes per rate. */
export async function fetchBill(tableSessionId: number, signal?: AbortSignal): Promise<Bill> {
  return (await api.call('bill.show', { query: { table_session_id: tableSessionId }, signal })).bill;
}

/** A discount on a line or the whole bill; a waiter sends the manager's page password with it. */
export async function giveDiscount(body: BillDiscountBody): Promise<Bill> {
  return (await api.call('bill.discount', { body })).bill;
}

export async function takeBackDiscount(id: number, pagePassword?: string): Promise<Bill> {
  return (await api.call('bill.removeDiscount', { body: { id, page_password: pagePassword } })).bill;
}

// --- End of corrections and table operations.

/** The shop's printers with their state and waiting and held tickets (the printer alert). */
export async function fetchPrinters(signal?: AbortSignal): Promise<Printer[]> {
  return (await api.call('printer.list', { query: {}, signal })).list.data;
}

/** Tickets held for staff to print or drop, newest first. */
export async function fetchHeldJobs(signal?: AbortSignal): Promise<PrintJob[]> {
  return (await api.call('printJob.list', { query: { state: 'held', limit: 200 }, signal })).list.data;
}

/** Held tickets printed now (`release`) or never (`drop`); answers the ids the box settled. */
export async function settleHeldJobs(ids: readonly number[], action: 'release' | 'drop'): Promise<number[]> {
  const name = action === 'release' ? 'printJob.release' : 'printJob.drop';
  return (await api.call(name, { body: { ids: [...ids] } })).ids;
}
