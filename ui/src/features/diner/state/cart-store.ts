import type { MenuItem } from '@contract/menu-items';
import { getSaved, storage, updateSaved } from '@/lib/storage';
import { createStore, useStore } from '@/store/create-store';
import type { CartItem } from '@/types/cart';
import {
  addToCart,
  decrementLine,
  incrementLine,
  type LineChoice,
  removeLine,
  repriceCart,
  syncCartWithMenu,
} from '../cart/cart';

/*
 * The visit's local data, kept in localStorage under SPEC.md's keys so a reload loses nothing:
 * the cart (saved.cart), the active plans (display only) and the order history.
 */

const cart = createStore<readonly CartItem[]>(getSaved().cart);
const plans = createStore<readonly number[]>(storage.get('activePlans') ?? []);

function setCart(next: CartItem[]): void {
  cart.set(next);
  updateSaved({ cart: next });
}

export const cartActions = {
  add: (item: MenuItem, quantity: number, choice?: LineChoice) =>
    setCart(addToCart(cart.get(), item, quantity, plans.get(), choice)),
  /** By line key (cartLineKey): the same item with other choices is another line. */
  increment: (key: string) => setCart(incrementLine(cart.get(), key)),
  decrement: (key: string) => setCart(decrementLine(cart.get(), key)),
  remove: (key: string) => setCart(removeLine(cart.get(), key)),
  clear: () => setCart([]),
  /** Keeps names and prices in step with the box's menu. */
  syncWithMenu: (items: readonly MenuItem[]) => {
    const next = syncCartWithMenu(cart.get(), items, plans.get());
    if (next.some((line, i) => line !== cart.get()[i])) setCart(next);
  },
};

export function getCart(): readonly CartItem[] {
  return cart.get();
}

export function useCart(): readonly CartItem[] {
  return useStore(cart);
}

/** The session's activePlanMenuIds from the box; cart prices follow them. */
export function setActivePlans(menuIds: readonly number[]): void {
  const same = menuIds.length === plans.get().length && menuIds.every((id) => plans.get().includes(id));
  if (!same) {
    plans.set([...menuIds]);
    storage.set('activePlans', [...menuIds]);
  }
  const repriced = repriceCart(cart.get(), menuIds);
  if (repriced.some((line, i) => line !== cart.get()[i])) setCart(repriced);
}

export function useActivePlans(): readonly number[] {
  return useStore(plans);
}

/** An acknowledged order's lines join the visit's history. */
export function appendHistory(lines: readonly CartItem[]): void {
  storage.set('orderHistory', [...(storage.get('orderHistory') ?? []), ...lines]);
}

/** SPEC.md section 4: ending a visit clears history, active plans and cart. */
export function clearVisitData(): void {
  setCart([]);
  plans.set([]);
  storage.remove('activePlans');
  storage.remove('orderHistory');
  storage.remove('tableSessionID');
}
