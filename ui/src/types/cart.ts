/** A cart line (SPEC.md section 3); order history lines have the same shape. Prices in tax-included yen. */
export interface CartItem {
  id: number;
  label: string;
  name: string;
  /** What this line costs now: 0 when an active plan makes its menu free. */
  price: number;
  original_price: number;
  quantity: number;
  /** The item's genre, so a plan ordered later can make the line free. */
  menu_id: number;
  menus: { name: string };
}

/** What a pending order is for: the cart, or the staff-call item (SPEC.md section 4). */
export type PendingOrderKind = 'order' | 'staffCall';

/**
 * An order the diner confirmed that the box has not acknowledged yet. It is kept in localStorage
 * with its idempotency key, so a retry or a reload sends the very same request and the box
 * answers the first order instead of creating a second one.
 */
export interface PendingOrder {
  key: string;
  kind: PendingOrderKind;
  tableSessionId: number;
  diningTableId: number;
  lines: CartItem[];
  createdAt: number;
}
