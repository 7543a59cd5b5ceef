import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from '../../src/contract/constants';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemListResponse, MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { MenuListResponse, MenuSaveResponse } from '../../src/contract/menus';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { recordEvents } from '../table-sessions/visit-fixtures';

/*
 * The owner puts genres and the items of a genre in order (menu.reorder, menuItem.reorder): the
 * whole list of ids, applied to every list, tabs included; a new genre or item goes last.
 */

let box: TestBox;
let owner: ApiClient;
let tablet: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  tablet = await box.tablet(box.shop.tables.t1);
});
afterAll(() => box.stop());

const genreIds = async (client: ApiClient) =>
  (await client.get<MenuListResponse>('/v1/menu/get/list')).body.list.data.map((m) => m.id);
const itemIds = async (client: ApiClient, menuId: number) =>
  (await client.get<MenuItemListResponse>('/v1/menuitem/get/list', { menuId, flags: [0, 1] })).body.list.data.map((i) => i.id);

describe('genres in the owner order', () => {
  it('a new genre lands last, before only the service genre', async () => {
    const m = box.shop.menus;
    const created = await owner.post<MenuSaveResponse>('/v1/menu/create', { label: '新しいジャンル', name: 'new-genre' });
    expect(created.status).toBe(200);
    expect(await genreIds(owner)).toEqual([m.food, m.drink, m.alcohol, m.plan, m.hidden, created.body.menu.id, m.service]);
    // The tablet's tabs: the new one is not the first (landing) tab.
    expect(await genreIds(tablet)).toEqual([m.food, m.drink, m.alcohol, m.plan, created.body.menu.id, m.service]);
  });

  it('menu.reorder applies the whole list, keeps the service genre last and tells the tablets', async () => {
    const recorder = recordEvents(box);
    const current = (await genreIds(owner)).filter((id) => id !== SERVICE_MENU_ID);
    const wanted = [...current].reverse();
    const res = await owner.post('/v1/menu/reorder', { ids: wanted });
    recorder.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ reordered: true });
    expect(await genreIds(owner)).toEqual([...wanted, SERVICE_MENU_ID]);
    expect((await genreIds(tablet))[0]).toBe(wanted.find((id) => id !== box.shop.menus.hidden));
    expect(recorder.events.some((e) => e.type === 'menu.changed')).toBe(true);
  });

  it('refuses a list that is not exactly the genres, changing nothing', async () => {
    const before = await genreIds(owner);
    const genres = before.filter((id) => id !== SERVICE_MENU_ID);
    const bad = [
      genres.slice(1), // one missing
      [...genres, 987_654], // one unknown
      [...genres, genres[0]], // one twice
      [...genres, SERVICE_MENU_ID], // the service genre is not the owner's to move
      [],
    ];
    for (const ids of bad) {
      const res = await owner.post<ErrorBody>('/v1/menu/reorder', { ids });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: '入力内容に誤りがあります。' });
    }
    expect(await genreIds(owner)).toEqual(before);
  });

  it('is refused to a tablet and to staff without the page password', async () => {
    const before = await genreIds(owner);
    const ids = [...before].filter((id) => id !== SERVICE_MENU_ID).reverse();
    expect((await tablet.post('/v1/menu/reorder', { ids })).status).toBe(401);
    const staff = await box.staff('staff');
    expect((await staff.post<ErrorBody>('/v1/menu/reorder', { ids })).body.error.code).toBe('PAGE_AUTH_REQUIRED');
    expect(await genreIds(owner)).toEqual(before);
  });
});

describe('items of a genre in the owner order', () => {
  it('a new item lands last in its genre, and menuItem.reorder applies the whole list', async () => {
    const food = box.shop.menus.food;
    const created = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
      label: '新しい品',
      name: 'new-item',
      price: 500,
      menu_id: food,
    });
    expect(created.status).toBe(200);
    const ids = await itemIds(owner, food);
    expect(ids.at(-1)).toBe(created.body.menuItem.id);

    const wanted = [created.body.menuItem.id, ...ids.slice(0, -1)];
    const recorder = recordEvents(box);
    const res = await owner.post('/v1/menuitem/reorder', { menu_id: food, ids: wanted });
    recorder.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await itemIds(owner, food)).toEqual(wanted);
    // The tablet sees them in the same order.
    const shown = (await tablet.get<MenuItemListResponse>('/v1/menuitem/get/list', { menuId: food })).body.list.data;
    expect(shown.map((i) => i.id)).toEqual(wanted);
    expect(recorder.events.some((e) => e.type === 'menu.changed')).toBe(true);
  });

  it('refuses a list that is not exactly the genre items, or an unknown genre, changing nothing', async () => {
    const food = box.shop.menus.food;
    const before = await itemIds(owner, food);
    for (const ids of [before.slice(1), [...before, box.shop.items.oolong], [...before, before[0]]]) {
      const res = await owner.post<ErrorBody>('/v1/menuitem/reorder', { menu_id: food, ids });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    const unknown = await owner.post<ErrorBody>('/v1/menuitem/reorder', { menu_id: 987_654, ids: [] });
    expect(unknown.status).toBe(404);
    expect((await tablet.post('/v1/menuitem/reorder', { menu_id: food, ids: [...before].reverse() })).status).toBe(401);
    expect(await itemIds(owner, food)).toEqual(before);
  });
});
