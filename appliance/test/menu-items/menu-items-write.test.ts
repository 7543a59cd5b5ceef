import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from '../../src/contract/constants';
import type { ErrorBody } from '../../src/contract/errors';
import type { DomainEvent } from '../../src/contract/events';
import { type MenuItemSaveResponse, zMenuItemSaveResponse } from '../../src/contract/menu-items';
import { menuItems, planMenus } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { itemForm } from './fixtures';

let box: TestBox;
let admin: ApiClient;
const events: DomainEvent[] = [];
let seq = 0;

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  box.deps.events.register({ name: 'test-events', durable: false, handle: (m) => void events.push(m.event) });
});
afterAll(() => box.stop());

const snapshot = () => ({
  items: box.deps.db.select().from(menuItems).all(),
  links: box.deps.db.select().from(planMenus).all(),
});
const fresh = (extra: Record<string, unknown> = {}) => ({
  name: `item-${++seq}`,
  label: `品目${seq}`,
  price: 500,
  menu_id: box.shop.menus.food,
  ...extra,
});

async function create(body: Record<string, unknown>) {
  const res = await admin.post<MenuItemSaveResponse>('/v1/menuitem/create', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return zMenuItemSaveResponse.parse(res.body).menuItem;
}
async function update(body: Record<string, unknown>) {
  const res = await admin.post<MenuItemSaveResponse>('/v1/menuitem/update', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return zMenuItemSaveResponse.parse(res.body).menuItem;
}
async function expectRefused(send: () => Promise<{ status: number; body: unknown }>, status: number, code: string) {
  const before = snapshot();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect((res.body as ErrorBody).error.code).toBe(code);
  expect(snapshot()).toEqual(before);
  return res.body as ErrorBody;
}
const refuse = (path: string, body: unknown, status: number, code: string, client = admin) =>
  expectRefused(() => client.post(path, body), status, code);

describe('POST /v1/menuitem/create', () => {
  it('registers an item on sale even when flag 0 is sent, and announces it', async () => {
    events.length = 0;
    const item = await create(fresh({ flag: 0, description: '説明文', sort_order: 3, user_id: 999 }));
    expect(item).toMatchObject({ flag: 1, price: 500, description: '説明文', sort_order: 3, image_url: null, plan_menu_ids: [] });
    expect(item.user_id).toBe(box.shop.users.ownerId);
    expect(item.menus).toEqual({ id: box.shop.menus.food, label: 'フード', name: 'food', flag: 1 });
    expect(events).toEqual([{ type: 'menu.changed', menuItemId: item.id }]);
  });

  it('accepts multipart fields without a picture', async () => {
    const { drink, alcohol, plan } = box.shop.menus;
    const form = itemForm({
      name: 'course-a',
      label: 'コースA',
      price: '3000',
      menu_id: String(plan),
      plan_menu_ids: `${drink},${alcohol}`,
    });
    const res = await admin.postForm<MenuItemSaveResponse>('/v1/menuitem/create', form);
    expect(res.status).toBe(200);
    expect(res.body.menuItem).toMatchObject({ price: 3000, menu_id: plan, plan_menu_ids: [drink, alcohol], description: '' });
  });

  it('stores an HTML label as given', async () => {
    const label = '<span class="red">限定</span>唐揚げ<script>alert(1)</script>';
    expect((await create(fresh({ label }))).label).toBe(label);
  });

  it('forces price 0 in the service menu', async () => {
    expect((await create(fresh({ menu_id: SERVICE_MENU_ID, price: 800 }))).price).toBe(0);
  });

  it.each([
    ['no name', { name: undefined }],
    ['no label', { label: undefined }],
    ['no price', { price: undefined }],
    ['null price', { price: null }],
    ['no menu_id', { menu_id: undefined }],
    ['blank name', { name: '  ' }],
    ['negative price', { price: -1 }],
    ['price over the limit', { price: 10_000_001 }],
    ['fractional price', { price: 1.5 }],
    ['text price', { price: '五百円' }],
    ['object price', { price: { a: 1 } }],
    ['long name', { name: 'n'.repeat(101) }],
    ['long label', { label: 'l'.repeat(501) }],
    ['long description', { description: 'd'.repeat(2001) }],
    ['control character', { name: 'tab\u0000null' }],
    ['object flag', { flag: { a: 1 } }],
    ['flag 5', { flag: 5 }],
    ['menu_id 0', { menu_id: 0 }],
    ['unknown menu_id', { menu_id: 424242 }],
    ['unknown plan menu', { plan_menu_ids: [424242] }],
    ['service plan menu', { plan_menu_ids: [SERVICE_MENU_ID] }],
    ['plan ids as text', { plan_menu_ids: 'a,b' }],
    ['plan ids as object', { plan_menu_ids: { a: 1 } }],
    ['sort order out of range', { sort_order: 2_000_000 }],
  ])('refuses %s with 400 VALIDATION', async (_what, extra) => {
    const body = { ...fresh(), ...extra };
    await refuse('/v1/menuitem/create', body, 400, 'VALIDATION');
  });

  it('names the field of an unknown menu_id', async () => {
    const body = await refuse('/v1/menuitem/create', fresh({ menu_id: 424242 }), 400, 'VALIDATION');
    expect(body.error.issues).toEqual([{ path: 'menu_id', message: expect.any(String) }]);
  });

  it('refuses objects smuggled in multipart field names', async () => {
    const form = itemForm({ ...fresh(), 'flag[a]': '1' });
    await expectRefused(() => admin.postForm('/v1/menuitem/create', form), 400, 'VALIDATION');
    const twice = itemForm({ ...fresh(), name: ['a', 'b'] });
    await expectRefused(() => admin.postForm('/v1/menuitem/create', twice), 400, 'VALIDATION');
  });

  it('answers a duplicate name with 409, exists and SPEC.md message', async () => {
    const body = await refuse('/v1/menuitem/create', fresh({ name: 'karaage' }), 409, 'DUPLICATE_ITEM_NAME');
    expect(body.exists).toBe(true);
    expect(body.error.message).toBe('商品名(管理)が重複しています。');
  });
});

describe('POST /v1/menuitem/update', () => {
  it('edits fields and keeps what is omitted', async () => {
    const item = await create(fresh({ description: '残る説明', sort_order: 5 }));
    events.length = 0;
    const edited = await update({
      id: item.id,
      name: `${item.name}-v2`,
      label: '改名',
      price: 720,
      menu_id: item.menu_id,
      flag: 0,
    });
    expect(edited).toMatchObject({
      name: `${item.name}-v2`,
      label: '改名',
      price: 720,
      flag: 0,
      description: '残る説明',
      sort_order: 5,
    });
    expect(events).toEqual([{ type: 'menu.changed', menuItemId: item.id }]);
  });

  it('keeps its own name without calling it a duplicate, refuses another one', async () => {
    const { karaage } = box.shop.items;
    const base = { id: karaage, name: 'karaage', label: '若鶏の唐揚げ', price: 700, menu_id: box.shop.menus.food, flag: 1 };
    expect((await update(base)).price).toBe(700);
    const body = await refuse('/v1/menuitem/update', { ...base, name: 'edamame' }, 409, 'DUPLICATE_ITEM_NAME');
    expect(body.exists).toBe(true);
  });

  it('forces price 0 when an item moves into the service menu', async () => {
    const item = await create(fresh({ price: 900 }));
    const moved = await update({
      id: item.id,
      name: item.name,
      label: item.label,
      price: 900,
      menu_id: SERVICE_MENU_ID,
      flag: 1,
    });
    expect(moved).toMatchObject({ price: 0, menu_id: SERVICE_MENU_ID });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const body = { ...fresh(), flag: 1 };
    await refuse('/v1/menuitem/update', { ...body, id: 424242 }, 404, 'NOT_FOUND');
    await refuse('/v1/menuitem/update', { ...body, id: 'abc' }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', body, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...body, id: box.shop.items.edamame, flag: undefined }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...body, id: box.shop.items.edamame, flag: 2 }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...body, id: box.shop.items.edamame, menu_id: 424242 }, 400, 'VALIDATION');
  });
});

describe('plan links', () => {
  it('sets, keeps, replaces, deduplicates and clears the unlocked menus', async () => {
    const { drink, alcohol, food, plan } = box.shop.menus;
    const item = await create(fresh({ menu_id: plan, plan_menu_ids: [drink] }));
    const base = { id: item.id, name: item.name, label: item.label, price: 2000, menu_id: plan, flag: 1 };
    expect(item.plan_menu_ids).toEqual([drink]);
    expect((await update(base)).plan_menu_ids).toEqual([drink]);
    expect((await update({ ...base, plan_menu_ids: [alcohol, food, alcohol] })).plan_menu_ids).toEqual([food, alcohol]);
    expect((await update({ ...base, plan_menu_ids: [] })).plan_menu_ids).toEqual([]);
    const form = itemForm({ ...base, plan_menu_ids: [drink, alcohol] });
    const viaForm = await admin.postForm<MenuItemSaveResponse>('/v1/menuitem/update', form);
    expect(viaForm.body.menuItem.plan_menu_ids).toEqual([drink, alcohol]);
    const cleared = await admin.postForm<MenuItemSaveResponse>('/v1/menuitem/update', itemForm({ ...base, plan_menu_ids: '' }));
    expect(cleared.body.menuItem.plan_menu_ids).toEqual([]);
  });

  it('refuses links to 999, unknown menus or the item own menu, and moving into an unlocked menu', async () => {
    const { nomihodai } = box.shop.items;
    const { plan, drink } = box.shop.menus;
    const base = { id: nomihodai, name: 'nomihodai', label: '飲み放題 90分', price: 1650, menu_id: plan, flag: 1 };
    await refuse('/v1/menuitem/update', { ...base, plan_menu_ids: [SERVICE_MENU_ID] }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...base, plan_menu_ids: [drink, 424242] }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...base, plan_menu_ids: [plan] }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/create', { ...base, id: undefined, name: 'new-plan', plan_menu_ids: [plan] }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...base, menu_id: drink }, 400, 'VALIDATION');
    await refuse('/v1/menuitem/update', { ...base, plan_menu_ids: Array.from({ length: 51 }, () => drink) }, 400, 'VALIDATION');
  });
});

describe('menu item writes need a staff login and the page password', () => {
  it('anonymous callers get 401 UNAUTHENTICATED, JSON or multipart', async () => {
    const anonymous = box.client();
    await refuse('/v1/menuitem/create', fresh(), 401, 'UNAUTHENTICATED', anonymous);
    await refuse('/v1/menuitem/update', { ...fresh(), id: box.shop.items.edamame, flag: 1 }, 401, 'UNAUTHENTICATED', anonymous);
    await expectRefused(() => anonymous.postForm('/v1/menuitem/create', itemForm(fresh())), 401, 'UNAUTHENTICATED');
  });

  it('a tablet gets 401, as it holds no staff login', async () => {
    const tablet = await box.tablet(box.shop.tables.t1);
    await refuse('/v1/menuitem/create', fresh(), 401, 'UNAUTHENTICATED', tablet);
    await refuse('/v1/menuitem/update', { ...fresh(), id: box.shop.items.edamame, flag: 1 }, 401, 'UNAUTHENTICATED', tablet);
  });

  it('staff without the page password get 401 PAGE_AUTH_REQUIRED', async () => {
    const staff = await box.staff('staff');
    await refuse('/v1/menuitem/create', fresh(), 401, 'PAGE_AUTH_REQUIRED', staff);
    await refuse('/v1/menuitem/update', { ...fresh(), id: box.shop.items.edamame, flag: 1 }, 401, 'PAGE_AUTH_REQUIRED', staff);
    await expectRefused(() => staff.postForm('/v1/menuitem/create', itemForm(fresh())), 401, 'PAGE_AUTH_REQUIRED');
  });
});
