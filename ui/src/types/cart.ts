/** A cart line (SPEC.md section 3); order history lines have the same shape. Prices in tax-included yen. */
export interface CartItem {
  id: number;
  label: string;
  name: string;
  /** What this line costs now: 0 when an active plan makes its menu free. */
  price: number;
  original_price: number;
  quantity: number;
  menus: { name: string };
}
