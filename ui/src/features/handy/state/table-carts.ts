import { createStore, useStore } from '@/store/create-store';
import type { CartLine } from '../model/cart-lines';

/**
 * The waiter's cart of each table, kept in this browser (localStorage) so a reload, a walk back to
 * the table picker or a lost connection never loses what was keyed in. `key` is the order's
 * Idempotency-Key, made on the first try to send and kept until the box has answered, so every
 * retry of the same cart is the same order for the box.
 */
export interface TableCart {
  /** The visit the cart was keyed in for. */
  sessionId: number;
  lines: CartLine[];
  key: string | null;
  /** A try to send failed without an answer: the box may have the order. Only the same send may follow. */
  uncertain: boolean;
}

type Carts = Readonly<Record<string, TableCart>>;

const STORAGE_KEY = 'handyCarts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

const isOption = (v: unknown): boolean =>
  isRecord(v) && isInt(v.choice_id) && typeof v.label === 'string' && isInt(v.price_delta) && typeof v.plan_charged === 'boolean';

const isLine = (v: unknown): v is CartLine =>
  isRecord(v) &&
  isInt(v.id) &&
  typeof v.label === 'string' &&
  isInt(v.price) &&
  isInt(v.menuId) &&
  isInt(v.quantity) &&
  v.quantity >= 1 &&
  (v.options === undefined || (Array.isArray(v.options) && v.options.every(isOption))) &&
  (v.note === undefined || v.note === null || typeof v.note === 'string');

const isCart = (v: unknown): v is TableCart =>
  isRecord(v) &&
  isInt(v.sessionId) &&
  Array.isArray(v.lines) &&
  v.lines.every(isLine) &&
  (v.key === null || typeof v.key === 'string') &&
  typeof v.uncertain === 'boolean';

function read(): Carts {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!isRecord(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, TableCart] => isCart(entry[1])));
  } catch {
    return {};
  }
}

function write(carts: Carts): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(carts));
  } catch {
    // Storage full or disabled: the cart still lives in memory for this page.
  }
}

const store = createStore<Carts>(read());

function update(tableId: number, next: TableCart | null): void {
  const carts = { ...store.get() };
  if (next && next.lines.length > 0) carts[tableId] = next;
  else delete carts[tableId];
  store.set(carts);
  write(carts);
}

export function getTableCart(tableId: number): TableCart | null {
  return store.get()[tableId] ?? null;
}

/** Replaces the table's cart; an empty one is forgotten. */
export function setTableCart(tableId: number, cart: TableCart | null): void {
  update(tableId, cart);
}

export function useTableCart(tableId: number): TableCart | null {
  return useStore(store)[tableId] ?? null;
}
