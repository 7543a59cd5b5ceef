import type { Menu, MenuCreateBody, MenuListResponse, MenuSaveResponse, MenuUpdateBody } from '@contract/menus';
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
  const response = await adminApi.get<MenuListResponse>('/v1/menu/get/list', {
    query: { keyword: keywordParam(search.keyword), flags: search.flag === null ? undefined : [search.flag] },
    signal,
  });
  return response.list.data;
}

/** Every genre, for the item screens' genre pickers and plan links. */
export function listAllMenus(_query: null, signal?: AbortSignal): Promise<Menu[]> {
  return listMenus(initialMenuSearch, signal);
}

export function createMenu(body: MenuCreateBody): Promise<MenuSaveResponse> {
  return adminApi.post<MenuSaveResponse>('/v1/menu/create', body);
}

export function updateMenu(body: MenuUpdateBody): Promise<MenuSaveResponse> {
  return adminApi.post<MenuSaveResponse>('/v1/menu/update', body);
}
