import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from '../../src/contract/constants';
import type { ErrorBody } from '../../src/contract/errors';
import type { DomainEvent } from '../../src/contract/events';
import { type MenuSaveResponse, zMenuSaveResponse } from '../../src/contract/menus';
import { menus } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let admin: ApiClient;
const events: DomainEvent[] = [];

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  box.deps.events.register({ name: 'test-events', durable: false, handle: (m) => void events.push(m.event) });
});
afterAll(() => box.stop());

const menuRows = () => box.deps.db.select().from(menus).all();

async function expectRefused(client: ApiClient, path: string, body: unknown, status: number, code: string) {
  const before = menuRows();
  const res = await client.post<ErrorBody>(path, body);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(menuRows()).toEqual(before);
  return res;
}

describe('POST /v1/menu/create', () => {
  it('registers a published menu by default and announces the change', async () => {
    events.length = 0;
    const res = await admin.post<MenuSaveResponse>('/v1/menu/create', {
      label: ' 季節の一品 ',
      name: 'seasonal',
      user_id: 12345,
    });
    expect(res.status).toBe(200);
    const body = zMenuSaveResponse.parse(res.body);
    expect(body).toEqual({
      exists: false,
      menu: {
        id: expect.any(Number),
        label: '季節の一品',
        name: 'seasonal',
        flag: 1,
        // Last: after the test shop's five genres (1-5), not first at 0.
        sort_order: 6,
        plan_last_order_minutes: null,
        translations: {},
      },
    });
    const row = menuRows().find((m) => m.id === body.menu.id);
    expect(row?.user_id).toBe(box.shop.users.ownerId);
    expect(events).toEqual([{ type: 'menu.changed', menuItemId: null }]);
  });

  it('accepts flag 0, a sort order and digit strings as from a form', async () => {
    const res = await admin.post<MenuSaveResponse>('/v1/menu/create', {
      label: '仕込み中',
      name: 'prep',
      flag: '0',
      sort_order: '7',
    });
    expect(res.status).toBe(200);
    expect(res.body.menu).toMatchObject({ flag: 0, sort_order: 7 });
  });

  it('lets any staff role manage menus once the page password is given', async () => {
    const staff = await box.staff('staff', { page: true });
    expect((await staff.post('/v1/menu/create', { label: 'デザート', name: 'dessert' })).status).toBe(200);
  });

  it.each([
    {},
    { label: '名前なし' },
    { name: 'no-label' },
    { label: '', name: 'empty-label' },
    { label: '   ', name: 'blank-label' },
    { label: 'ラベル', name: 5 },
    { label: ['a'], name: 'array-label' },
    { label: 'ラベル', name: 'x'.repeat(101) },
    { label: 'ラ'.repeat(101), name: 'long-label' },
    { label: 'ラベル', name: 'bad\u0007name' },
    // Characters that reorder what staff read, or that SQLite would garble.
    { label: '\u202eabc', name: 'rtl-label' },
    { label: 'ラベル', name: 'isolate\u2066x\u2069' },
    { label: 'a\ud800b', name: 'lone-surrogate' },
    { label: 'ラベル', name: 'c1\u0085name' },
    { label: 'ラベル', name: 'flag-3', flag: 3 },
    { label: 'ラベル', name: 'flag-neg', flag: -1 },
    { label: 'ラベル', name: 'flag-obj', flag: { a: 1 } },
    { label: 'ラベル', name: 'flag-float', flag: 1.5 },
    { label: 'ラベル', name: 'sort-text', sort_order: 'abc' },
    { label: 'ラベル', name: 'sort-huge', sort_order: 10_000_000 },
  ])('refuses %j with 400 VALIDATION', async (body) => {
    await expectRefused(admin, '/v1/menu/create', body, 400, 'VALIDATION');
  });

  it('reserves flag 2 for the service menu', async () => {
    const res = await expectRefused(
      admin,
      '/v1/menu/create',
      { label: '裏メニュー', name: 'secret', flag: 2 },
      400,
      'VALIDATION',
    );
    expect(res.body.error.issues).toEqual([{ path: 'flag', message: expect.any(String) }]);
  });

  it('takes invisible marks out of names: a look-alike 管理名 is the same name, and a pasted label is stored clean', async () => {
    const twin = await expectRefused(
      admin,
      '/v1/menu/create',
      { label: '別ラベル', name: 'food\u200b' },
      409,
      'DUPLICATE_MENU_NAME',
    );
    expect(twin.body.error.message).toBe('メニュー名(管理)が重複しています。');
    const res = await admin.post<MenuSaveResponse>('/v1/menu/create', {
      label: 'ラ\ufeffベ\u200bル\u200e',
      name: 'pasted\u2060-label',
    });
    expect(res.status).toBe(200);
    expect(res.body.menu).toMatchObject({ label: 'ラベル', name: 'pasted-label' });
  });

  it('keeps emoji sequences joined by ZWJ (a family, a flag) in a label', async () => {
    const label = '家族セット👨\u200d👩\u200d👧 🇯🇵';
    const res = await admin.post<MenuSaveResponse>('/v1/menu/create', { label, name: 'family-set' });
    expect(res.status).toBe(200);
    expect(res.body.menu.label).toBe(label);
  });

  it('answers a duplicate name with 409, exists and SPEC.md message', async () => {
    const res = await expectRefused(admin, '/v1/menu/create', { label: '別ラベル', name: 'food' }, 409, 'DUPLICATE_MENU_NAME');
    expect(res.body.exists).toBe(true);
    expect(res.body.error.message).toBe('メニュー名(管理)が重複しています。');
  });

  it('refuses a malformed JSON body', async () => {
    const res = await admin.request<ErrorBody>('POST', '/v1/menu/create', { raw: '{"label":' });
    expect(res.status).toBe(400);
  });
});

describe('POST /v1/menu/update', () => {
  it('changes label, name and flag, keeping the sort order when omitted', async () => {
    const created = await admin.post<MenuSaveResponse>('/v1/menu/create', { label: '麺類', name: 'noodles', sort_order: 4 });
    events.length = 0;
    const res = await admin.post<MenuSaveResponse>('/v1/menu/update', {
      id: created.body.menu.id,
      label: '麺・ご飯',
      name: 'noodles-rice',
      flag: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      exists: false,
      menu: {
        id: created.body.menu.id,
        label: '麺・ご飯',
        name: 'noodles-rice',
        flag: 0,
        sort_order: 4,
        plan_last_order_minutes: null,
        translations: {},
      },
    });
    expect(events).toEqual([{ type: 'menu.changed', menuItemId: null }]);
  });

  it('keeps its own name without calling it a duplicate', async () => {
    const { food } = box.shop.menus;
    const res = await admin.post<MenuSaveResponse>('/v1/menu/update', {
      id: food,
      label: 'フード料理',
      name: 'food',
      flag: 1,
      sort_order: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.menu.label).toBe('フード料理');
  });

  it("answers 409 for another menu's name", async () => {
    const { food } = box.shop.menus;
    const res = await expectRefused(
      admin,
      '/v1/menu/update',
      { id: food, label: 'x', name: 'drink', flag: 1 },
      409,
      'DUPLICATE_MENU_NAME',
    );
    expect(res.body.exists).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    await expectRefused(admin, '/v1/menu/update', { id: 987654, label: 'x', name: 'ghost', flag: 1 }, 404, 'NOT_FOUND');
  });

  it.each([
    { label: 'x', name: 'no-id', flag: 1 },
    { id: 'abc', label: 'x', name: 'bad-id', flag: 1 },
    { id: 0, label: 'x', name: 'zero-id', flag: 1 },
    { id: 1, label: 'x', name: 'no-flag' },
    { id: 1, name: 'no-label', flag: 1 },
    { id: 1, label: 'x', flag: 1 },
    { id: { a: 1 }, label: 'x', name: 'obj-id', flag: 1 },
  ])('refuses %j with 400 VALIDATION', async (body) => {
    await expectRefused(admin, '/v1/menu/update', body, 400, 'VALIDATION');
  });

  it('keeps menu 999 the service menu and no other', async () => {
    const { food } = box.shop.menus;
    await expectRefused(
      admin,
      '/v1/menu/update',
      { id: SERVICE_MENU_ID, label: 'サービス', name: 'service', flag: 1 },
      400,
      'VALIDATION',
    );
    await expectRefused(admin, '/v1/menu/update', { id: food, label: 'フード', name: 'food', flag: 2 }, 400, 'VALIDATION');
    const ok = await admin.post<MenuSaveResponse>('/v1/menu/update', {
      id: SERVICE_MENU_ID,
      label: 'サービス・呼出',
      name: 'service',
      flag: 2,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.menu).toMatchObject({ id: SERVICE_MENU_ID, flag: 2, label: 'サービス・呼出' });
  });
});

describe('menu writes need a staff login and the page password', () => {
  const body = () => ({ label: '認可', name: `auth-${Math.random()}` });

  it('anonymous callers get 401 UNAUTHENTICATED', async () => {
    await expectRefused(box.client(), '/v1/menu/create', body(), 401, 'UNAUTHENTICATED');
    await expectRefused(box.client(), '/v1/menu/update', { id: 1, ...body(), flag: 1 }, 401, 'UNAUTHENTICATED');
  });

  it('a tablet gets 401, as it holds no staff login', async () => {
    const tablet = await box.tablet(box.shop.tables.t1);
    await expectRefused(tablet, '/v1/menu/create', body(), 401, 'UNAUTHENTICATED');
    await expectRefused(tablet, '/v1/menu/update', { id: box.shop.menus.food, ...body(), flag: 1 }, 401, 'UNAUTHENTICATED');
  });

  it('staff without the page password get 401 PAGE_AUTH_REQUIRED', async () => {
    const staff = await box.staff('owner');
    await expectRefused(staff, '/v1/menu/create', body(), 401, 'PAGE_AUTH_REQUIRED');
    await expectRefused(staff, '/v1/menu/update', { id: box.shop.menus.food, ...body(), flag: 1 }, 401, 'PAGE_AUTH_REQUIRED');
  });

  it('a cross-site request is refused', async () => {
    const res = await admin.request<ErrorBody>('POST', '/v1/menu/create', {
      body: body(),
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
