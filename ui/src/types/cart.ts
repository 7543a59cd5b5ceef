/** A chosen option on a cart line, as the item offered it when added (the box prices it again). */
export interface CartOption {
  choice_id: number;
  label: string;
  price_delta: number;
  plan_charged: boolean;
}

/** A cart line (SPEC.md section 3); order history lines have the same shape. Prices in tax-included yen. */
export interface CartItem {
  id: number;
  label: string;
  name: string;
  /** What one costs now, options included: 0 (or its plan-charged options) when an active plan makes its menu free. */
  price: number;
  /** The item's own price, without options. */
  original_price: number;
  /**
   * The chosen options. A line of the same item with other options or another note is another
   * line. Absent on a line kept by a version without options: the box applies the item's defaults.
   */
  options?: CartOption[];
  /** A note for the kitchen (ネギ抜き), on items that take one. */
  note?: string | null;
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
