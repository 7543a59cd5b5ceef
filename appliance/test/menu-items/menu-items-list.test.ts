import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { type MenuItemListResponse, zMenuItemListResponse } from '../../src/contract/menu-items';
import { menuItems } from '../../src/db/schema';
import type { ApiClient, QueryValue } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let staff: ApiClient;
let tablet: ApiClient;
let percentItem: number;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  tablet = await box.tablet(box.shop.tables.t1);
  const now = Date.now();
  percentItem = box.deps.db
    .insert(menuItems)
    .values({
      name: 'half_price',
      label: '半額50%',
      price: 300,
      menu_id: box.shop.menus.food,
      sort_order: -1,
      created_at: now,
      updated_at: now,
    })
    .returning()
    .get().id;
});
afterAll(() => box.stop());

async function list(client: ApiClient, query: Record<string, QueryValue> = {}) {
  const res = await client.get<MenuItemListResponse>('/v1/menuitem/get/list', query);
  expect(res.status).toBe(200);
  const body = zMenuItemListResponse.parse(res.body);
  expect(body.list.total).toBe(body.list.data.length);
  return body.list.data;
}
const ids = async (client: ApiClient, query: Record<string, QueryValue> = {}) => (await list(client, query)).map((i) => i.id);

describe('GET /v1/menuitem/get/list as staff', () => {
  it('lists every item by genre order, then item order, then id', async () => {
    const i = box.shop.items;
    expect(await ids(staff)).toEqual([
      percentItem,
      i.karaage,
      i.edamame,
      i.soldOut,
      i.oolong,
      i.beer,
      i.nomihodai,
      i.hiddenItem,
      i.staffCall,
    ]);
  });

  it('answers rows as the screens read them', async () => {
    const { items, menus } = box.shop;
    const rows = await list(staff);
    expect(rows.find((r) => r.id === items.karaage)).toEqual({
      id: items.karaage,
      name: 'karaage',
      label: '若鶏の唐揚げ',
      price: 680,
      description: '若鶏の唐揚げの説明',
      menu_id: menus.food,
      menus: { id: menus.food, label: 'フード', name: 'food', flag: 1 },
      flag: 1,
      image_url: null,
      thumb_url: null,
      plan_menu_ids: [],
      plan_item_ids: [],
      plan: null,
      plan_last_order_minutes: null,
      option_groups: [],
      accepts_note: 0,
      tax_rate: 10,
      allergens: [],
      sort_order: 0,
      user_id: null,
      translations: {},
    });
    expect(rows.find((r) => r.id === items.nomihodai)?.plan_menu_ids).toEqual([menus.drink, menus.alcohol]);
  });

  it('filters by item flags[], menuId and both', async () => {
    const { items, menus } = box.shop;
    expect(await ids(staff, { flags: [0] })).toEqual([items.soldOut]);
    expect(await ids(staff, { flags: [0, 1] })).toHaveLength(9);
    expect(await ids(staff, { menuId: menus.alcohol })).toEqual([items.beer]);
    expect(await ids(staff, { menuId: menus.food, flags: [1] })).toEqual([percentItem, items.karaage, items.edamame]);
    expect(await ids(staff, { menuId: 424242 })).toEqual([]);
  });

  it('matches keywords in name and label, limited by targetColumn[]', async () => {
    const { items } = box.shop;
    expect(await ids(staff, { keyword: ['唐揚げ'] })).toEqual([items.karaage]);
    expect(await ids(staff, { keyword: ['kara'] })).toEqual([items.karaage]);
    expect(await ids(staff, { keyword: ['唐揚げ'], targetColumn: ['name'] })).toEqual([]);
    expect(await ids(staff, { keyword: ['kara'], targetColumn: ['label'] })).toEqual([]);
    expect(await ids(staff, { keyword: ['若鶏', 'karaage'] })).toEqual([items.karaage]);
    expect(await ids(staff, { keyword: ['若鶏', 'edamame'] })).toEqual([]);
    expect(await ids(staff, { keyword: ['%'] })).toEqual([percentItem]);
    expect(await ids(staff, { keyword: ['_'] })).toEqual([percentItem]);
  });
});

describe('GET /v1/menuitem/get/list as a tablet', () => {
  it('sees items of published and service genres only', async () => {
    const { items, menus } = box.shop;
    const rows = await ids(tablet);
    expect(rows).not.toContain(items.hiddenItem);
    expect(rows).toContain(items.staffCall);
    expect(rows).toContain(items.soldOut);
    expect(await ids(tablet, { menuId: menus.hidden })).toEqual([]);
    expect(await ids(tablet, { keyword: ['準備中'] })).toEqual([]);
    expect(await ids(tablet, { flags: [1], menuId: menus.service })).toEqual([items.staffCall]);
  });
});

describe('GET /v1/menuitem/get/list refusals', () => {
  it('refuses anonymous callers with a 401', async () => {
    const res = await box.client().get<ErrorBody>('/v1/menuitem/get/list');
    expect(res.status).toBe(401);
  });

  it.each([
    '?menuId=abc',
    '?menuId=',
    '?menuId[]=1',
    '?menuId=1e3',
    '?flags[a]=1',
    '?flags[]=x',
    '?targetColumn[]=price',
    `?keyword=${'x'.repeat(101)}`,
  ])('answers 400 VALIDATION for %s', async (query) => {
    const res = await staff.request<ErrorBody>('GET', `/v1/menuitem/get/list${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});
