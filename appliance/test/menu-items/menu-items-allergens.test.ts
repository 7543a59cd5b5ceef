import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { type MenuItemListResponse, type MenuItemSaveResponse, zMenuItemListResponse } from '../../src/contract/menu-items';
import { menuItemAllergens, menuItems } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { itemForm } from './fixtures';

let box: TestBox;
let admin: ApiClient;
let tablet: ApiClient;
let seq = 0;

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  tablet = await box.tablet(box.shop.tables.t1);
});
afterAll(() => box.stop());

const fresh = (extra: Record<string, unknown> = {}) => ({
  name: `allergen-item-${++seq}`,
  label: `アレルギー品目${seq}`,
  price: 600,
  menu_id: box.shop.menus.food,
  ...extra,
});
const snapshot = () => ({
  items: box.deps.db.select().from(menuItems).all(),
  allergens: box.deps.db.select().from(menuItemAllergens).all(),
});

async function save(path: string, body: Record<string, unknown>) {
  const res = await admin.post<MenuItemSaveResponse>(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.menuItem;
}

async function listed(client: ApiClient, id: number) {
  const res = await client.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [0, 1] });
  expect(res.status).toBe(200);
  return zMenuItemListResponse.parse(res.body).list.data.find((item) => item.id === id);
}

describe('an item’s allergens', () => {
  it('are saved on create, in the list’s order, and the list answers them to staff and tablets', async () => {
    const item = await save(
      '/v1/menuitem/create',
      fresh({
        allergens: [
          { id: 'chicken', level: 'contains' },
          { id: 'shrimp', level: 'may_contain' },
          { id: 'wheat', level: 'contains' },
        ],
      }),
    );
    const expected = [
      { id: 'shrimp', level: 'may_contain' },
      { id: 'wheat', level: 'contains' },
      { id: 'chicken', level: 'contains' },
    ];
    expect(item.allergens).toEqual(expected);
    expect((await listed(admin, item.id))?.allergens).toEqual(expected);
    expect((await listed(tablet, item.id))?.allergens).toEqual(expected);
  });

  it('default to none, stay when an update leaves them out, and are replaced or cleared by one', async () => {
    const item = await save('/v1/menuitem/create', fresh());
    expect(item.allergens).toEqual([]);
    const body = { id: item.id, flag: 1, name: item.name, label: item.label, price: item.price, menu_id: item.menu_id };
    const set = await save('/v1/menuitem/update', { ...body, allergens: [{ id: 'egg', level: 'contains' }] });
    expect(set.allergens).toEqual([{ id: 'egg', level: 'contains' }]);
    const kept = await save('/v1/menuitem/update', { ...body, label: '名前だけ変更' });
    expect(kept.allergens).toEqual([{ id: 'egg', level: 'contains' }]);
    const replaced = await save('/v1/menuitem/update', { ...body, allergens: [{ id: 'milk', level: 'may_contain' }] });
    expect(replaced.allergens).toEqual([{ id: 'milk', level: 'may_contain' }]);
    const cleared = await save('/v1/menuitem/update', { ...body, allergens: [] });
    expect(cleared.allergens).toEqual([]);
    expect(
      box.deps.db
        .select()
        .from(menuItemAllergens)
        .all()
        .filter((r) => r.menu_item_id === item.id),
    ).toEqual([]);
  });

  it('come as JSON text in a multipart form', async () => {
    const form = itemForm({
      ...fresh(),
      price: '600',
      menu_id: String(box.shop.menus.food),
      allergens: '[{"id":"soybean","level":"contains"}]',
    });
    const res = await admin.postForm<MenuItemSaveResponse>('/v1/menuitem/create', form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.menuItem.allergens).toEqual([{ id: 'soybean', level: 'contains' }]);
  });

  it('refuse an unknown id, a wrong level or an allergen twice, and write nothing', async () => {
    const existing = await save('/v1/menuitem/create', fresh({ allergens: [{ id: 'egg', level: 'contains' }] }));
    const update = {
      id: existing.id,
      flag: 1,
      name: existing.name,
      label: existing.label,
      price: 600,
      menu_id: existing.menu_id,
    };
    const refusals: [string, Record<string, unknown>][] = [
      ['/v1/menuitem/create', fresh({ allergens: [{ id: 'matsutake', level: 'contains' }] })],
      ['/v1/menuitem/create', fresh({ allergens: [{ id: 'wheat', level: 'maybe' }] })],
      [
        '/v1/menuitem/create',
        fresh({
          allergens: [
            { id: 'wheat', level: 'contains' },
            { id: 'wheat', level: 'may_contain' },
          ],
        }),
      ],
      ['/v1/menuitem/create', fresh({ allergens: 'not json' })],
      ['/v1/menuitem/update', { ...update, label: '変更', allergens: [{ id: 'unicorn', level: 'contains' }] }],
    ];
    for (const [path, body] of refusals) {
      const before = snapshot();
      const res = await admin.post<ErrorBody>(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(snapshot()).toEqual(before);
    }
    expect((await listed(admin, existing.id))?.allergens).toEqual([{ id: 'egg', level: 'contains' }]);
  });
});
