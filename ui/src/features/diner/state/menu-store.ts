import { ITEM_FLAG, MENU_FLAG, SERVICE_MENU_ID, STAFF_CALL_ITEM_NAME } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { errorMessage } from '@/lib/api-client';
import { createStore, useStore } from '@/store/create-store';
import { dinerApi } from '../api/diner-api';
import { cartActions } from './cart-store';

/** The published genres (tabs) and their items, as the box lists them for this tablet. */
export interface MenuState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  menus: readonly Menu[];
  items: readonly MenuItem[];
  error: string | null;
}

const store = createStore<MenuState>({ status: 'idle', menus: [], items: [], error: null });
let loading: Promise<void> | null = null;
let reloadTimer: ReturnType<typeof setTimeout> | undefined;

// Several menu.changed events arrive together when an admin saves a genre: reload once.
const RELOAD_DEBOUNCE_MS = 250;

/** Loads genres and items; a reload keeps showing the last menu until the new one arrives. */
export function loadMenu(): Promise<void> {
  loading ??= Promise.all([dinerApi.menus(), dinerApi.menuItems()])
    .then(([menus, items]) => {
      store.set({ status: 'ready', menus: menus.list.data, items: items.list.data, error: null });
      cartActions.syncWithMenu(items.list.data);
    })
    .catch((error: unknown) => {
      store.set((state) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'failed', error: errorMessage(error) }));
    })
    .finally(() => {
      loading = null;
    });
  if (store.get().status !== 'ready') store.set((state) => ({ ...state, status: 'loading' }));
  return loading;
}

/** Loads the menu unless it is loaded or loading. */
export function ensureMenu(): void {
  const { status } = store.get();
  if (status === 'idle' || status === 'failed') void loadMenu();
}

/** menu.changed: a stopped item or a new price shows without reloading the page. */
export function reloadMenuSoon(): void {
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => void loadMenu(), RELOAD_DEBOUNCE_MS);
}

/** Tabs: published genres only; the service genre 999 holds the staff call, not a tab. */
export function tabsOf(menus: readonly Menu[]): Menu[] {
  return menus.filter((menu) => menu.flag === MENU_FLAG.published && menu.id !== SERVICE_MENU_ID);
}

export function itemsOfMenu(items: readonly MenuItem[], menuId: number): MenuItem[] {
  return items.filter((item) => item.menu_id === menuId);
}

/** The service item a tablet orders to call staff (contract constants). */
export function staffCallItem(items: readonly MenuItem[]): MenuItem | undefined {
  return items.find((item) => item.menu_id === SERVICE_MENU_ID && item.name === STAFF_CALL_ITEM_NAME);
}

/** What a staff call may bring along: the service genre's other items on offer (おしぼり, 取り皿 ...). */
export function serviceRequestItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter(
    (item) => item.menu_id === SERVICE_MENU_ID && item.name !== STAFF_CALL_ITEM_NAME && item.flag === ITEM_FLAG.onSale,
  );
}

export function useMenu(): MenuState {
  return useStore(store);
}
