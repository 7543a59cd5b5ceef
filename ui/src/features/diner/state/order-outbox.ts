import type { OrderCreateResponse } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { ApiError, type CallBody, errorMessage } from '@/lib/api-client';
import { playThanksOrder } from '@/lib/sounds/diner-sounds';
import { storage } from '@/lib/storage';
import { uuidV4 } from '@/lib/uuid';
import { createStore, useStore } from '@/store/create-store';
import type { CartItem, PendingOrder, PendingOrderKind } from '@/types/cart';
import { dinerApi } from '../api/diner-api';
import { toOrderLines } from '../cart/cart';
import { appendHistory, cartActions } from './cart-store';
import { onConnectionRestored } from './connection-store';
import { loadMenu } from './menu-store';
import { isRetriable, retryDelay } from './retry-policy';
import { refreshVisit } from './visit-store';

/*
 * Orders leave the tablet through this outbox. A confirmed order gets an idempotency key at once
 * and is stored with it; until the box acknowledges it, every retry (automatic, the button, a
 * reload) sends that same request, and the box answers a repeated key with the first order.
 */

export type OutboxPhase = 'idle' | 'sending' | 'waiting';

export interface OutboxState {
  pending: PendingOrder | null;
  /** waiting: the last try failed and another is scheduled at `retryAt`. */
  phase: OutboxPhase;
  retryAt: number | null;
  /**
   * waiting: the box's own words when it could not take the order for now and said why (a full
   * card, DISK_FULL); the same order is sent again and goes through once the box has room.
   */
  notice: string | null;
  /** The box refused the order (nothing was written): its Japanese message. */
  rejected: { message: string } | null;
  /** Set when an order was acknowledged; the diner layout shows the matching screen. */
  done: { kind: PendingOrderKind } | null;
}

const SEND_TIMEOUT_MS = 15_000;

const store = createStore<OutboxState>({ pending: null, phase: 'idle', retryAt: null, notice: null, rejected: null, done: null });
let inFlight = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function bodyOf(order: PendingOrder): CallBody<'order.create'> {
  return {
    ordersData: { table_session_id: order.tableSessionId, dining_table_id: order.diningTableId, status: 1 },
    orderItemsData: { items: toOrderLines(order.lines) },
  };
}

function settle(order: PendingOrder, placed: OrderCreateResponse): void {
  storage.remove('pendingOrder');
  attempt = 0;
  if (order.kind === 'order') {
    cartActions.clear();
    if (storage.get('tableSessionID') === order.tableSessionId) appendHistory(order.lines);
    playThanksOrder();
    // A plan in the order makes menus free: the box's activePlanMenuIds say which.
    if (placed.order.items.some((line) => line.plan_kind !== null)) void refreshVisit(order.diningTableId);
  }
  store.set({ pending: null, phase: 'idle', retryAt: null, notice: null, rejected: null, done: { kind: order.kind } });
}

function reject(error: unknown, order: PendingOrder): void {
  storage.remove('pendingOrder');
  attempt = 0;
  // The box knows better than this tablet: sold-out items or a visit that moved on (read again).
  if (error instanceof ApiError && error.code === 'ITEM_UNAVAILABLE') void loadMenu();
  void refreshVisit(order.diningTableId);
  store.set({
    pending: null,
    phase: 'idle',
    retryAt: null,
    notice: null,
    rejected: { message: errorMessage(error) },
    done: null,
  });
}

async function send(): Promise<void> {
  const order = store.get().pending;
  if (!order || inFlight) return;
  inFlight = true;
  clearTimeout(retryTimer);
  store.set((state) => ({ ...state, phase: 'sending', retryAt: null }));
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    settle(order, await dinerApi.createOrder(bodyOf(order), order.key, controller.signal));
  } catch (error) {
    if (!isRetriable(error)) {
      reject(error, order);
      return;
    }
    attempt++;
    const delay = retryDelay(attempt);
    retryTimer = setTimeout(() => void send(), delay);
    const notice = error instanceof ApiError && error.code === 'DISK_FULL' ? errorMessage(error) : null;
    store.set((state) => ({ ...state, phase: 'waiting', retryAt: Date.now() + delay, notice }));
  } finally {
    clearTimeout(timeout);
    inFlight = false;
  }
}

/**
 * Sends `lines` as one order of the visit with a new idempotency key. Refused (false) while
 * another order is still on its way: one at a time keeps the diner's picture simple.
 */
export function placeOrder(kind: PendingOrderKind, lines: readonly CartItem[], session: TableSession): boolean {
  if (store.get().pending || lines.length === 0) return false;
  const order: PendingOrder = {
    key: uuidV4(),
    kind,
    tableSessionId: session.id,
    diningTableId: session.dining_table_id,
    lines: [...lines],
    createdAt: Date.now(),
  };
  storage.set('pendingOrder', order);
  attempt = 0;
  store.set({ pending: order, phase: 'sending', retryAt: null, notice: null, rejected: null, done: null });
  void send();
  return true;
}

/** The retry button, and a restored connection: try now instead of waiting for the timer. */
export function retryNow(): void {
  if (store.get().pending && !inFlight) void send();
}

/** After a reload: an order confirmed before it goes out again with its stored key. */
export function resumePendingOrder(): void {
  if (store.get().pending) return;
  const stored = storage.get('pendingOrder');
  if (!stored) return;
  store.set({ pending: stored, phase: 'sending', retryAt: null, notice: null, rejected: null, done: null });
  void send();
}

export function dismissRejected(): void {
  store.set((state) => ({ ...state, rejected: null }));
}

/** Reads and clears the acknowledgement, so each order shows its thanks screen once. */
export function takeDone(): OutboxState['done'] {
  const { done } = store.get();
  if (done) store.set((state) => ({ ...state, done: null }));
  return done;
}

/** The outbox now, outside React. */
export function getOutbox(): OutboxState {
  return store.get();
}

export function useOutbox(): OutboxState {
  return useStore(store);
}

onConnectionRestored(retryNow);
