import type { User } from '@contract/auth';
import type { CartItem, PendingOrder } from '@/types/cart';
import { UUID_V4, uuidV4 } from './uuid';

/**
 * The saved object of SPEC.md section 3. There is no token: the login lives in an HttpOnly
 * cookie, so `user` here is only what the last auth check said, for a first paint.
 */
export interface SavedState {
  user: User | null;
  cart: CartItem[];
  /** Where to go after a successful login (a path on this box). */
  loginRedirect: string | null;
}

export interface StoredValues {
  deviceUUID: string;
  diningTableID: number;
  /** Menu ids made free by ordered plans; display only, the box computes every total. */
  activePlans: number[];
  orderHistory: CartItem[];
  sourceValue: string;
  saved: SavedState;
  /** Diner: the visit (table session) the cart and history belong to. */
  tableSessionID: number;
  /** Diner: a confirmed order not yet acknowledged by the box, resent with the same key. */
  pendingOrder: PendingOrder;
  /** Diner: the language the guests picked (a locale other than Japanese), kept until the visit ends. */
  dinerLocale: string;
  /** Diner: this browser is a guest's own phone (its スマホ number), not the table's tablet. */
  guestPhone: number;
}

export type StorageKey = keyof StoredValues;

type Guard<T> = (value: unknown) => value is T;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';

const isCartOption = (v: unknown): boolean =>
  isRecord(v) && isInt(v.choice_id) && isString(v.label) && isInt(v.price_delta) && typeof v.plan_charged === 'boolean';

const isCartItem = (v: unknown): v is CartItem =>
  isRecord(v) &&
  isInt(v.id) &&
  isString(v.label) &&
  isString(v.name) &&
  isInt(v.price) &&
  isInt(v.original_price) &&
  isInt(v.quantity) &&
  v.quantity >= 1 &&
  isInt(v.menu_id) &&
  isRecord(v.menus) &&
  isString(v.menus.name) &&
  (v.options === undefined || (Array.isArray(v.options) && v.options.every(isCartOption))) &&
  (v.note === undefined || v.note === null || isString(v.note));

const isCart = (v: unknown): v is CartItem[] => Array.isArray(v) && v.every(isCartItem);

const isPendingOrder = (v: unknown): v is PendingOrder =>
  isRecord(v) &&
  isString(v.key) &&
  UUID_V4.test(v.key) &&
  (v.kind === 'order' || v.kind === 'staffCall') &&
  isInt(v.tableSessionId) &&
  isInt(v.diningTableId) &&
  isCart(v.lines) &&
  v.lines.length > 0 &&
  isInt(v.createdAt);

// A shallow check is enough: the auth check at start replaces this user with the box's answer.
const isUser = (v: unknown): v is User =>
  isRecord(v) && isInt(v.id) && isString(v.email) && isString(v.username) && isRecord(v.role) && isInt(v.role.role);

const isSaved = (v: unknown): v is SavedState =>
  isRecord(v) && (v.user === null || isUser(v.user)) && isCart(v.cart) && (v.loginRedirect === null || isString(v.loginRedirect));

const guards: { [K in StorageKey]: Guard<StoredValues[K]> } = {
  deviceUUID: (v): v is string => isString(v) && UUID_V4.test(v),
  diningTableID: (v): v is number => isInt(v) && v > 0,
  activePlans: (v): v is number[] => Array.isArray(v) && v.every(isInt),
  orderHistory: isCart,
  sourceValue: isString,
  saved: isSaved,
  tableSessionID: (v): v is number => isInt(v) && v > 0,
  pendingOrder: isPendingOrder,
  dinerLocale: isString,
  guestPhone: (v): v is number => isInt(v) && v > 0,
};

/** Reads a value; anything missing, unparsable or of the wrong shape reads as null. */
function get<K extends StorageKey>(key: K): StoredValues[K] | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return guards[key](value) ? value : null;
  } catch {
    return null;
  }
}

// Storage can be full or disabled (private mode); the screens keep working from memory then.
function set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // ignored on purpose, see above
  }
}

function remove(key: StorageKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignored on purpose, see set()
  }
}

export const storage = { get, set, remove };

export const emptySaved = (): SavedState => ({ user: null, cart: [], loginRedirect: null });

export function getSaved(): SavedState {
  return get('saved') ?? emptySaved();
}

export function updateSaved(patch: Partial<SavedState>): SavedState {
  const next = { ...getSaved(), ...patch };
  set('saved', next);
  return next;
}

export function clearSaved(): void {
  remove('saved');
}

/** This tablet's id (SPEC.md section 5): a v4 uuid made once and kept. */
export function ensureDeviceUUID(): string {
  const stored = get('deviceUUID');
  if (stored) return stored;
  const created = uuidV4();
  set('deviceUUID', created);
  return created;
}
