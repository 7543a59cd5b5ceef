/**
 * SPEC.md section 7 from the outside: each call with the parameters SPEC.md names, by the caller
 * that makes it (owner with the page password, staff, paired tablet, nobody), checked for the keys
 * SPEC.md's clients read, against the contract's response schema, and for section 8's Japanese
 * errors. This file: menus, menu items, tablets, connection, master, login and page auth. Visits
 * and orders are in spec-section7-diner.test.ts, /v1/user/... in spec-section7-accounts.test.ts;
 * Stripe's calls are not part of this box.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zAuthCheckResponse, zLoginResponse, zPageAuthResponse } from '../../src/contract/auth';
import { zDiningTableListResponse, zDiningTableSaveResponse } from '../../src/contract/dining-tables';
import { zMenuItemListResponse, zMenuItemSaveResponse } from '../../src/contract/menu-items';
import { zMenuListResponse, zMenuSaveResponse } from '../../src/contract/menus';
import { zConnectionTestResponse, zMasterResponse } from '../../src/contract/system';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { addAccount, expectError, formOf, parsed, pngBytes, rowCounts } from './contract-kit';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
let png: Buffer;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
  png = await pngBytes();
});
afterAll(() => box.stop());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('menu items', () => {
  it('GET /v1/menuitem/get/list: user_id, flags[], targetColumn[], keyword[], menuId -> list.data', async () => {
    const { items, menus } = box.shop;
    const search = await owner.get('/v1/menuitem/get/list', {
      user_id: 1,
      flags: [1],
      targetColumn: ['name', 'label'],
      keyword: ['唐揚げ'],
      menuId: menus.food,
    });
    expect(ids(parsed(zMenuItemListResponse, search).list.data)).toEqual([items.karaage]);
    // The menu page's `flags[1]`, written the way SPEC.md writes it, from the paired tablet.
    const tablet = await box.tablet(box.shop.tables.t1);
    const diner = parsed(zMenuItemListResponse, await tablet.request('GET', '/v1/menuitem/get/list?flags[1]=1&user_id=1'));
    expect(ids(diner.list.data)).toContain(items.karaage);
    expect(ids(diner.list.data)).not.toContain(items.soldOut);
    expect(ids(diner.list.data)).not.toContain(items.hiddenItem);
    expect(diner.list.data.every((i) => i.flag === 1)).toBe(true);
    // The diner list's `flags[2]` is taken too, and never shows what a tablet may not see.
    const second = parsed(zMenuItemListResponse, await tablet.get('/v1/menuitem/get/list', { flags: [2], user_id: 1 }));
    expect(second.list.data.every((i) => i.menus.flag === 1 || i.menus.flag === 2)).toBe(true);
  });

  it('POST /v1/menuitem/create: multipart fields and image -> exists; duplicates and bad images as SPEC.md says', async () => {
    const { menus, users } = box.shop;
    const fields = {
      flag: 0,
      label: '<b>特製</b>ポテト',
      name: 'contract-potato',
      price: 480,
      description: '揚げたて',
      menu_id: menus.food,
      user_id: 999,
    };
    const res = await owner.postForm(
      '/v1/menuitem/create',
      formOf(fields, { field: 'image', bytes: png, name: 'potato.png', type: 'image/png' }),
    );
    const body = parsed(zMenuItemSaveResponse, res);
    expect(body.exists).toBe(false);
    expect(body.menuItem).toMatchObject({ ...fields, flag: 1, user_id: users.ownerId });
    expect(body.menuItem.image_url).toMatch(/^\/images\//);
    const service = await owner.postForm(
      '/v1/menuitem/create',
      formOf({ label: 'お冷', name: 'contract-water', price: 500, menu_id: 999 }),
    );
    expect(parsed(zMenuItemSaveResponse, service).menuItem.price).toBe(0);

    const before = rowCounts(box);
    const dup = await owner.postForm('/v1/menuitem/create', formOf({ ...fields, label: '別名' }));
    expectError(dup, 'DUPLICATE_ITEM_NAME', '商品名(管理)が重複しています。');
    expect(dup.body).toMatchObject({ exists: true });
    const notImage = { field: 'image', bytes: Buffer.from('not a picture'), name: 'fake.png', type: 'image/png' };
    const bad = await owner.postForm('/v1/menuitem/create', formOf({ ...fields, name: 'contract-fake' }, notImage));
    expectError(bad, 'INVALID_IMAGE', '不正な画像形式です。');
    expect(rowCounts(box)).toEqual(before);
  });

  it('POST /v1/menuitem/update: id, flag, label, name, price, description, menu_id, user_id, clear_image -> exists', async () => {
    const { menus } = box.shop;
    const created = await owner.postForm(
      '/v1/menuitem/create',
      formOf(
        { label: '焼きそば', name: 'contract-yakisoba', price: 700, menu_id: menus.food },
        { field: 'image', bytes: png, name: 'y.png' },
      ),
    );
    const id = parsed(zMenuItemSaveResponse, created).menuItem.id;
    const fields = {
      id,
      flag: 0,
      label: 'ソース焼きそば',
      name: 'contract-yakisoba',
      price: 750,
      description: '品切れ',
      menu_id: menus.food,
      user_id: 999,
    };
    const res = await owner.postForm('/v1/menuitem/update', formOf({ ...fields, clear_image: 1 }));
    const body = parsed(zMenuItemSaveResponse, res);
    expect(body.exists).toBe(false);
    expect(body.menuItem).toMatchObject({
      id,
      flag: 0,
      label: 'ソース焼きそば',
      price: 750,
      description: '品切れ',
      image_url: null,
    });
    const dup = await owner.postForm('/v1/menuitem/update', formOf({ ...fields, name: 'karaage' }));
    expectError(dup, 'DUPLICATE_ITEM_NAME', '商品名(管理)が重複しています。');
    expect(dup.body).toMatchObject({ exists: true });
  });
});

describe('menus (genres)', () => {
  it('GET /v1/menu/get/list: user_id, flags[], targetColumn[], keyword[] -> list.data', async () => {
    const { menus, tables } = box.shop;
    const res = await owner.get('/v1/menu/get/list', { user_id: 1, flags: [1], targetColumn: ['name'], keyword: ['drink'] });
    expect(ids(parsed(zMenuListResponse, res).list.data)).toEqual([menus.drink]);
    const diner = parsed(zMenuListResponse, await (await box.tablet(tables.t1)).get('/v1/menu/get/list', { user_id: 1 }));
    expect(ids(diner.list.data)).toContain(menus.service);
    expect(ids(diner.list.data)).not.toContain(menus.hidden);
  });

  it('POST /v1/menu/create: flag, label, name, user_id -> exists; duplicate name message, nothing written', async () => {
    const created = await owner.post('/v1/menu/create', { flag: 1, label: 'デザート', name: 'contract-dessert', user_id: 999 });
    expect(parsed(zMenuSaveResponse, created)).toMatchObject({
      exists: false,
      menu: { label: 'デザート', name: 'contract-dessert', flag: 1 },
    });
    const before = rowCounts(box);
    const dup = await owner.post('/v1/menu/create', { flag: 1, label: '重複', name: 'food', user_id: 1 });
    expectError(dup, 'DUPLICATE_MENU_NAME', 'メニュー名(管理)が重複しています。');
    expect(dup.body).toMatchObject({ exists: true });
    expect(rowCounts(box)).toEqual(before);
  });

  it('POST /v1/menu/update: id, flag, label, name, user_id -> exists; duplicate name message', async () => {
    const id = parsed(zMenuSaveResponse, await owner.post('/v1/menu/create', { label: '麺', name: 'contract-noodles' })).menu.id;
    const updated = await owner.post('/v1/menu/update', { id, flag: 0, label: '麺類', name: 'contract-men', user_id: 999 });
    expect(parsed(zMenuSaveResponse, updated)).toMatchObject({
      exists: false,
      menu: { id, flag: 0, label: '麺類', name: 'contract-men' },
    });
    const dup = await owner.post('/v1/menu/update', { id, flag: 1, label: '重複', name: 'drink', user_id: 1 });
    expectError(dup, 'DUPLICATE_MENU_NAME', 'メニュー名(管理)が重複しています。');
    expect(dup.body).toMatchObject({ exists: true });
  });
});

describe('dining tables (tablets)', () => {
  it('GET /v1/diningtable/get/list: user_id, flags[], targetColumn[label,name], keyword[] -> list.data', async () => {
    const res = await staff.get('/v1/diningtable/get/list', {
      user_id: 1,
      flags: [1],
      targetColumn: ['label', 'name'],
      keyword: ['2番'],
    });
    expect(ids(parsed(zDiningTableListResponse, res).list.data)).toEqual([box.shop.tables.t2]);
  });

  it('POST /v1/diningtable/create: flag, label, name, user_id, device_uuid -> exists, diningTableId; duplicate device', async () => {
    const registrar = await box.staff('owner', { page: true });
    const deviceUuid = randomUUID();
    const body = { flag: 1, label: '10番テーブル', name: 'contract-t10', user_id: 999, device_uuid: deviceUuid };
    const created = parsed(zDiningTableSaveResponse, await registrar.post('/v1/diningtable/create', body));
    expect(created.exists).toBe(false);
    expect(created.diningTableId).toBe(created.diningTable.id);
    expect(created.diningTable).toMatchObject({ ...body, user_id: box.shop.users.ownerId });

    const before = rowCounts(box);
    const dup = await owner.post('/v1/diningtable/create', { ...body, name: 'contract-t11', user_id: 1 });
    expectError(dup, 'DUPLICATE_DEVICE', '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。');
    expect(dup.body).toMatchObject({ exists: true });
    expect(rowCounts(box)).toEqual(before);
  });

  it('POST /v1/diningtable/update: id, flag, label, name, user_id, device_uuid -> exists, diningTableId', async () => {
    const registrar = await box.staff('owner', { page: true });
    const deviceUuid = randomUUID();
    const first = await registrar.post('/v1/diningtable/create', {
      label: '12番',
      name: 'contract-t12',
      device_uuid: deviceUuid,
    });
    const id = parsed(zDiningTableSaveResponse, first).diningTableId;
    const update = { id, flag: 0, label: '十二番', name: 'contract-t12', user_id: 999, device_uuid: deviceUuid };
    const updated = parsed(zDiningTableSaveResponse, await registrar.post('/v1/diningtable/update', update));
    expect(updated).toMatchObject({
      exists: false,
      diningTableId: id,
      diningTable: { label: '十二番', flag: 0, device_uuid: deviceUuid },
    });
    const taken = await owner.post('/v1/diningtable/update', { ...update, id: box.shop.tables.t2, name: 'table-2' });
    expectError(taken, 'DUPLICATE_DEVICE', '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。');
  });
});

describe('system, login and page auth', () => {
  it('GET /v1/connection/test -> status', async () => {
    expect(parsed(zConnectionTestResponse, await box.client().get('/v1/connection/test')).status).toBe('ok');
  });

  it('GET /v1/helper/get/master -> master', async () => {
    const { master } = parsed(zMasterResponse, await box.client().get('/v1/helper/get/master'));
    expect(master.roles.map((r) => r.value)).toEqual([11, 21, 22]);
    expect(master.serviceMenuId).toBe(999);
  });

  it('POST /v1/auth/login: email, password -> user; unknown email, wrong password and ban messages', async () => {
    const res = await box.client().post('/v1/auth/login', { email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff });
    expect(parsed(zLoginResponse, res).user).toMatchObject({ email: TEST_EMAILS.staff, role: { role: 11 } });
    const unknown = await box.client().post('/v1/auth/login', { email: 'nobody@test.example', password: 'whatever-1' });
    expectError(unknown, 'E_USER_NOT_FOUND', '入力されたメールアドレスは登録されていません');
    await addAccount(box, 'locked@test.example', 'right-password-1');
    const attempt = (password: string) => box.client().post('/v1/auth/login', { email: 'locked@test.example', password });
    for (let i = 0; i < 4; i++)
      expectError(await attempt('wrong-password'), 'E_PASSWORD_MISMATCH', '入力されたパスワードが間違っています');
    const banned = expectError(
      await attempt('wrong-password'),
      'E_USER_BANNED',
      /^パスワードを5回間違えたため、\d{1,2}\/\d{1,2} \d{1,2}:\d{2}までログインが制限されています。制限を解除したい場合は運営まで連絡してください。$/,
    );
    expect(banned.unbannedTime).toBeGreaterThan(Date.now());
    expect((await attempt('right-password-1')).status).toBe(423);
  });

  it('POST /v1/auth/check -> check, user', async () => {
    expect(parsed(zAuthCheckResponse, await box.client().post('/v1/auth/check'))).toEqual({ check: false, user: null });
    const signedIn = parsed(zAuthCheckResponse, await staff.post('/v1/auth/check'));
    expect(signedIn).toMatchObject({ check: true, user: { id: box.shop.users.staffId } });
  });

  it('POST /v1/auth/logout -> the session ends', async () => {
    const me = await box.staff('developer', { page: true });
    expect((await me.post('/v1/auth/logout')).status).toBe(200);
    expect(parsed(zAuthCheckResponse, await me.post('/v1/auth/check')).check).toBe(false);
    expectError(await me.get('/v1/pageauth/check'), 'PAGE_AUTH_REQUIRED');
  });

  it('GET /v1/pageauth/check -> status, or 401 until the page password is given', async () => {
    expectError(await staff.get('/v1/pageauth/check'), 'PAGE_AUTH_REQUIRED');
    expect(parsed(zPageAuthResponse, await owner.get('/v1/pageauth/check')).status).toBe(true);
  });

  it('POST /v1/pageauth/login: password; failure message', async () => {
    const c = await box.staff('staff');
    expectError(
      await c.post('/v1/pageauth/login', { password: 'not-the-password' }),
      'PAGE_AUTH_FAILED',
      'ページ認証に失敗しました。',
    );
    expect(parsed(zPageAuthResponse, await c.post('/v1/pageauth/login', { password: TEST_PASSWORDS.page })).status).toBe(true);
    expect(parsed(zPageAuthResponse, await c.get('/v1/pageauth/check')).status).toBe(true);
  });
});
