import type { ItemAllergen } from '@contract/allergens';
import type { MenuItem } from '@contract/menu-items';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { keywordParam } from './menus.api';

export interface MenuItemSearch {
  keyword: string;
  /** null: every status. SPEC.md: the search starts at 1 (on sale). */
  flag: number | null;
  /** null: every genre. */
  menuId: number | null;
}

export const initialMenuItemSearch: MenuItemSearch = { keyword: '', flag: 1, menuId: null };

export async function listMenuItems(search: MenuItemSearch, signal?: AbortSignal): Promise<MenuItem[]> {
  const response = await adminApi.call('menuItem.list', {
    query: {
      keyword: keywordParam(search.keyword),
      flags: search.flag === null ? undefined : [search.flag],
      menuId: search.menuId ?? undefined,
    },
    signal,
  });
  return response.list.data;
}

/** What the register and edit forms send. */
export interface MenuItemDraft {
  /** The item being edited and the status it gets; none when registering a new one. */
  edit?: { id: number; flag: number };
  label: string;
  name: string;
  price: number;
  menuId: number;
  description: string;
  planMenuIds: number[];
  /** Minutes before a plan's end this item's last order falls; null follows its genre, then the plan. */
  planLastOrder: number | null;
  /** A diner may write a note for the kitchen on the item's lines. */
  acceptsNote: boolean;
  /** Consumption tax in percent: 10, or 8 for a reduced-rate item. */
  taxRate: 10 | 8;
  image: File | null;
  clearImage: boolean;
  allergens: ItemAllergen[];
}

export interface SaveOptions {
  /** Upload progress from 0 to 1, while a picture is sent. */
  onProgress?: (fraction: number) => void;
}

export function saveMenuItem(draft: MenuItemDraft, options: SaveOptions = {}) {
  const fields = {
    label: draft.label,
    name: draft.name,
    price: draft.price,
    menu_id: draft.menuId,
    description: draft.description,
    // An empty list clears the links.
    plan_menu_ids: draft.planMenuIds,
    // '' clears it (a multipart form leaves null out).
    plan_last_order_minutes: draft.planLastOrder ?? '',
    accepts_note: draft.acceptsNote ? 1 : 0,
    tax_rate: draft.taxRate,
    // As JSON text: a multipart form carries no list of objects.
    allergens: JSON.stringify(draft.allergens),
  };
  const upload = { file: draft.image, onProgress: options.onProgress };
  if (!draft.edit) return adminApi.call('menuItem.create', { form: fields, ...upload });
  const form: CallBody<'menuItem.update'> = { ...fields, ...draft.edit, clear_image: draft.clearImage ? 1 : undefined };
  return adminApi.call('menuItem.update', { form, ...upload });
}

/** Every item of one genre, on sale or stopped, in the owner's order. */
export async function listGenreItems(menuId: number, signal?: AbortSignal): Promise<MenuItem[]> {
  const response = await adminApi.call('menuItem.list', { query: { menuId, flags: [0, 1] }, signal });
  return response.list.data;
}

/** One genre's items in the owner's new order (every one of them). */
export function reorderMenuItems(menuId: number, ids: readonly number[]) {
  return adminApi.call('menuItem.reorder', { body: { menu_id: menuId, ids: [...ids] } });
}
