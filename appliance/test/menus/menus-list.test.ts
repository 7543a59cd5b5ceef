import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { type MenuListResponse, zMenuListResponse } from '../../src/contract/menus';
import { menus } from '../../src/db/schema';
import type { ApiClient, QueryValue } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let staff: ApiClient;
let literal: { percent: number; underscore: number };

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  const now = Date.now();
  const insert = (name: string, label: string) =>
    box.deps.db.insert(menus).values({ name, label, flag: 0, sort_order: 50, created_at: now, updated_at: now }).returning().get()
      .id;
  literal = { percent: insert('sale-100%', '全品100%引き'), underscore: insert('snake_case', 'スネーク') };
});
afterAll(() => box.stop());

async function ids(client: ApiClient, query: Record<string, QueryValue> = {}): Promise<number[]> {
  const res = await client.get<MenuListResponse>('/v1/menu/get/list', query);
  expect(res.status).toBe(200);
  const body = zMenuListResponse.parse(res.body);
  expect(body.list.total).toBe(body.list.data.length);
  return body.list.data.map((m) => m.id);
}

describe('GET /v1/menu/get/list as staff', () => {
  it('lists every menu of any flag, sorted by sort_order then id', async () => {
    const m = box.shop.menus;
    expect(await ids(staff)).toEqual([
      m.food,
      m.drink,
      m.alcohol,
      m.plan,
      m.hidden,
      literal.percent,
      literal.underscore,
      m.service,
    ]);
    const res = await staff.get<MenuListResponse>('/v1/menu/get/list');
    expect(res.body.list.data[0]).toEqual({
      id: m.food,
      label: 'フード',
      name: 'food',
      flag: 1,
      sort_order: 1,
      plan_last_order_minutes: null,
      translations: {},
    });
  });

  it('filters by flags[] arrays and a single flag', async () => {
    const m = box.shop.menus;
    expect(await ids(staff, { flags: [1, 2] })).toEqual([m.food, m.drink, m.alcohol, m.plan, m.service]);
    expect(await ids(staff, { flags: [2] })).toEqual([m.service]);
    expect(await ids(staff, { flags: '0' })).toEqual([m.hidden, literal.percent, literal.underscore]);
  });

  it('matches keywords in label and name by default, each keyword in some column', async () => {
    const m = box.shop.menus;
    expect(await ids(staff, { keyword: ['ドリンク'] })).toEqual([m.drink]);
    expect(await ids(staff, { keyword: ['alco'] })).toEqual([m.alcohol]);
    expect(await ids(staff, { keyword: ['ソフト', 'drink'] })).toEqual([m.drink]);
    expect(await ids(staff, { keyword: ['ソフト', 'alcohol'] })).toEqual([]);
    expect(await ids(staff, { keyword: ['ソフト\u3000drink'] })).toEqual([m.drink]);
    expect(await ids(staff, { keyword: ['   '] })).toHaveLength(8);
  });

  it('limits keywords to targetColumn[]', async () => {
    const m = box.shop.menus;
    expect(await ids(staff, { keyword: ['alco'], targetColumn: ['label'] })).toEqual([]);
    expect(await ids(staff, { keyword: ['アルコール'], targetColumn: ['label'] })).toEqual([m.alcohol]);
    expect(await ids(staff, { keyword: ['アルコール'], targetColumn: ['name'] })).toEqual([]);
    expect(await ids(staff, { keyword: ['alco'], targetColumn: ['name', 'label'] })).toEqual([m.alcohol]);
  });

  it('takes % and _ in keywords literally', async () => {
    expect(await ids(staff, { keyword: ['%'] })).toEqual([literal.percent]);
    expect(await ids(staff, { keyword: ['_'] })).toEqual([literal.underscore]);
    expect(await ids(staff, { keyword: ['\\'] })).toEqual([]);
  });

  it('combines flags and keywords', async () => {
    expect(await ids(staff, { flags: [1], keyword: ['サービス'] })).toEqual([]);
    expect(await ids(staff, { flags: [2], keyword: ['サービス'] })).toEqual([box.shop.menus.service]);
  });
});

describe('GET /v1/menu/get/list as a tablet', () => {
  it('sees only published and service menus', async () => {
    const tablet = await box.tablet(box.shop.tables.t1);
    const m = box.shop.menus;
    expect(await ids(tablet)).toEqual([m.food, m.drink, m.alcohol, m.plan, m.service]);
  });

  it('cannot widen its view with flags[], only narrow it', async () => {
    const tablet = await box.tablet(box.shop.tables.t1);
    const m = box.shop.menus;
    expect(await ids(tablet, { flags: [0] })).toEqual([]);
    expect(await ids(tablet, { flags: [0, 1] })).toEqual([m.food, m.drink, m.alcohol, m.plan]);
    expect(await ids(tablet, { flags: [2] })).toEqual([m.service]);
    expect(await ids(tablet, { keyword: ['準備'] })).toEqual([]);
  });
});

describe('GET /v1/menu/get/list refusals', () => {
  it('refuses anonymous callers and revoked tablets with a 401', async () => {
    const anonymous = await box.client().get<ErrorBody>('/v1/menu/get/list');
    expect(anonymous.status).toBe(401);
    const tablet = await box.tablet(box.shop.tables.t2);
    box.deps.devices.revokeForTable(box.shop.tables.t2);
    expect((await tablet.get('/v1/menu/get/list')).status).toBe(401);
  });

  it.each([
    '?flags[a]=1',
    '?flags[]=abc',
    '?flags[]=',
    '?flags[]=1.5',
    '?targetColumn[]=password',
    '?targetColumn[a]=name',
    `?keyword[]=${'あ'.repeat(101)}`,
    '?keyword[a][b]=x',
    `?${Array.from({ length: 51 }, (_, i) => `flags[]=${i}`).join('&')}`,
  ])('answers 400 VALIDATION for %s', async (query) => {
    const res = await staff.request<ErrorBody>('GET', `/v1/menu/get/list${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});
