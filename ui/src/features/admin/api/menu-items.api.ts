import type { MenuItem, MenuItemListResponse, MenuItemSaveResponse } from '@contract/menu-items';
import { adminApi, type FormPostOptions } from './admin-api';
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
  const response = await adminApi.get<MenuItemListResponse>('/v1/menuitem/get/list', {
    query: {
      keyword: keywordParam(search.keyword),
      flags: search.flag === null ? undefined : [search.flag],
      menuId: search.menuId ?? undefined,
    },
    signal,
  });
  return response.list.data;
}

/** What the register and edit forms send; `id` and `flag` only on update. */
export interface MenuItemDraft {
  id?: number;
  flag?: number;
  label: string;
  name: string;
  price: number;
  menuId: number;
  description: string;
  planMenuIds: number[];
  image: File | null;
  clearImage: boolean;
}

function toForm(draft: MenuItemDraft): FormData {
  const form = new FormData();
  if (draft.id !== undefined) form.append('id', String(draft.id));
  if (draft.flag !== undefined) form.append('flag', String(draft.flag));
  form.append('label', draft.label);
  form.append('name', draft.name);
  form.append('price', String(draft.price));
  form.append('menu_id', String(draft.menuId));
  form.append('description', draft.description);
  // Comma-separated in multipart; an empty value clears the links.
  form.append('plan_menu_ids', draft.planMenuIds.join(','));
  if (draft.clearImage) form.append('clear_image', '1');
  if (draft.image) form.append('image', draft.image, draft.image.name);
  return form;
}

export function saveMenuItem(draft: MenuItemDraft, options?: FormPostOptions): Promise<MenuItemSaveResponse> {
  const path = draft.id === undefined ? '/v1/menuitem/create' : '/v1/menuitem/update';
  return adminApi.postForm<MenuItemSaveResponse>(path, toForm(draft), options);
}
