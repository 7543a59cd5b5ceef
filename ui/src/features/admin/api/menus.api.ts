import type { Menu } from '@contract/menus';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';

export interface MenuSearch {
  keyword: string;
  /** null: every status. */
  flag: number | null;
}

export const initialMenuSearch: MenuSearch = { keyword: '', flag: null };

/** Every keyword word must match (the box splits on spaces); empty means no keyword. */
export function keywordParam(keyword: string): string[] | undefined {
  const trimmed = keyword.trim();
  return trimmed === '' ? undefined : [trimmed];
}

export async function listMenus(search: MenuSearch, signal?: AbortSignal): Promise<Menu[]> {
  const response = await adminApi.call('menu.list', {
    query: { keyword: keywordParam(search.keyword), flags: search.flag === null ? undefined : [search.flag] },
    signal,
  });
  return response.list.data;
}

/** Every genre, for the item screens' genre pickers and plan links. */
export function listAllMenus(_query: null, signal?: AbortSignal): Promise<Menu[]> {
  return listMenus(initialMenuSearch, signal);
}

export function createMenu(body: CallBody<'menu.create'>) {
  return adminApi.call('menu.create', { body });
}

export function updateMenu(body: CallBody<'menu.update'>) {
  return adminApi.call('menu.update', { body });
}

/** Every genre but the service genre (999, always last), in the owner's new order. */
export function reorderMenus(ids: readonly number[]) {
  return adminApi.call('menu.reorder', { body: { ids: [...ids] } });
}
