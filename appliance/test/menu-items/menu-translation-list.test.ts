import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { zMenuItemListResponse } from '../../src/contract/menu-items';
import { MENU_TEXT_LOCALES } from '../../src/contract/menu-text';
import { type MenuTranslationSaveResponse, zMenuTranslationListResponse } from '../../src/contract/menu-translations';
import type { OptionGroupSaveResponse } from '../../src/contract/option-groups';
import { zOrderItemListResponse } from '../../src/contract/orders';
import { zCheckInSettingsResponse } from '../../src/contract/plans';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { orderBody, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let admin: ApiClient;
let tablet: ApiClient;
let groupId: number;
let choiceIds: number[];

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  tablet = await box.tablet(box.shop.tables.t1);
  const group = await admin.post<OptionGroupSaveResponse>('/v1/optiongroup/create', {
    name: 'list-cooking',
    label: '焼き方',
    min_picks: 1,
    max_picks: 1,
    choices: [
      { label: '塩', price_delta: 0 },
      { label: 'タレ', price_delta: 0 },
    ],
    item_ids: [box.shop.items.karaage],
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  groupId = group.body.optionGroup.id;
  choiceIds = group.body.optionGroup.choices.map((choice) => choice.id);
});
afterAll(() => box.stop());

async function list() {
  const res = await admin.get('/v1/menutranslation/get/list', {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return zMenuTranslationListResponse.parse(res.body);
}

async function save(body: Record<string, unknown>) {
  const res = await admin.post<MenuTranslationSaveResponse>('/v1/menutranslation/save', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function setCover(cover: { label: string; price: number } | null) {
  const res = await admin.post('/v1/checkin/settings/update', { ask_guest_count: true, count_children: false, cover });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('GET /v1/menutranslation/get/list', () => {
  it('lists every text in menu order: each genre then its items, each group then its choices', async () => {
    const { entries } = await list();
    const keys = entries.map((entry) => `${entry.kind}:${entry.entity_id}`);
    const at = (kind: string, id: number) => keys.indexOf(`${kind}:${id}`);
    expect(at('menu', box.shop.menus.food)).toBe(0);
    expect(at('item', box.shop.items.karaage)).toBeGreaterThan(at('menu', box.shop.menus.food));
    expect(at('item', box.shop.items.karaage)).toBeLessThan(at('menu', box.shop.menus.drink));
    expect(at('item', box.shop.items.oolong)).toBeGreaterThan(at('menu', box.shop.menus.drink));
    expect(at('group', groupId)).toBeGreaterThan(at('item', box.shop.items.staffCall));
    expect(at('choice', choiceIds[0]!)).toBe(at('group', groupId) + 1);
    expect(at('choice', choiceIds[1]!)).toBe(at('group', groupId) + 2);

    const karaage = entries.find((entry) => entry.kind === 'item' && entry.entity_id === box.shop.items.karaage);
    expect(karaage).toMatchObject({ name: '若鶏の唐揚げ', description: '若鶏の唐揚げの説明', context: 'フード', on_sale: true });
    expect(karaage?.missing).toEqual([...MENU_TEXT_LOCALES]);
    const tare = entries.find((entry) => entry.kind === 'choice' && entry.entity_id === choiceIds[1]);
    expect(tare).toMatchObject({ name: 'タレ', description: null, context: '焼き方' });
    // A stopped item and every item of a stopped genre are not on sale.
    expect(entries.find((entry) => entry.kind === 'item' && entry.entity_id === box.shop.items.soldOut)?.on_sale).toBe(false);
    expect(entries.find((entry) => entry.kind === 'item' && entry.entity_id === box.shop.items.hiddenItem)?.on_sale).toBe(false);
  });

  it('counts per language the entries on sale that lack it; a name without its description is still missing', async () => {
    const before = await list();
    const id = box.shop.items.karaage;
    await save({ kind: 'item', entity_id: id, locale: 'en', name: 'Fried chicken', checked: true });
    let entry = (await list()).entries.find((e) => e.kind === 'item' && e.entity_id === id);
    expect(entry?.missing).toContain('en');
    await save({ kind: 'item', entity_id: id, locale: 'en', description: 'Crispy', checked: true });
    const after = await list();
    entry = after.entries.find((e) => e.kind === 'item' && e.entity_id === id);
    expect(entry?.missing).toEqual(MENU_TEXT_LOCALES.filter((locale) => locale !== 'en'));
    expect(after.missing_on_sale.en).toBe(before.missing_on_sale.en - 1);
    expect(after.missing_on_sale.ko).toBe(before.missing_on_sale.ko);
    // An item off sale does not count.
    const soldOut = after.entries.find((e) => e.kind === 'item' && e.entity_id === box.shop.items.soldOut);
    expect(soldOut?.missing).toContain('en');
    const onSale = after.entries.filter((e) => e.on_sale && e.missing.includes('en')).length;
    expect(after.missing_on_sale.en).toBe(onSale);
  });

  it('lists the cover charge once the shop charges one; its translation reaches the tablet with the check-in settings', async () => {
    expect((await list()).entries.some((entry) => entry.kind === 'cover')).toBe(false);
    await setCover({ label: 'お通し', price: 330 });
    const cover = (await list()).entries.find((entry) => entry.kind === 'cover');
    expect(cover).toMatchObject({ entity_id: 1, name: 'お通し', on_sale: true });
    await save({ kind: 'cover', entity_id: 1, locale: 'en', name: 'Appetizer charge', checked: true });
    const settings = zCheckInSettingsResponse.parse((await tablet.get('/v1/checkin/settings')).body);
    expect(settings.settings.cover?.label).toBe('お通し');
    expect(settings.cover_translations).toEqual({ en: { name: 'Appetizer charge', description: null, checked: true } });
    // No cover any more: the translation stays listed (off sale) so it is not lost.
    await setCover(null);
    expect((await list()).entries.find((entry) => entry.kind === 'cover')).toMatchObject({ name: '', on_sale: false });
    const refused = await admin.post<ErrorBody>('/v1/menutranslation/save', {
      kind: 'cover',
      entity_id: 2,
      locale: 'en',
      name: 'x',
      checked: true,
    });
    expect(refused.status).toBe(404);
  });

  it('answers an option group’s title in other languages on the items that show it', async () => {
    await save({ kind: 'group', entity_id: groupId, locale: 'ko', name: '조리법', checked: true });
    const items = zMenuItemListResponse.parse((await tablet.get('/v1/menuitem/get/list', {})).body).list.data;
    const group = items.find((item) => item.id === box.shop.items.karaage)?.option_groups.find((g) => g.id === groupId);
    expect(group?.label).toBe('焼き方');
    expect(group?.translations).toEqual({ ko: { name: '조리법', description: null, checked: true } });
    const tooLong = await admin.post<ErrorBody>('/v1/menutranslation/save', {
      kind: 'group',
      entity_id: groupId,
      locale: 'en',
      name: 'x'.repeat(41),
      checked: true,
    });
    expect(tooLong.status).toBe(400);
  });

  it('keeps what a guest reading another language orders in Japanese for staff and the kitchen', async () => {
    await save({ kind: 'item', entity_id: box.shop.items.karaage, locale: 'en', name: 'Fried chicken', checked: true });
    await save({ kind: 'group', entity_id: groupId, locale: 'en', name: 'Seasoning', checked: true });
    await save({ kind: 'choice', entity_id: choiceIds[1]!, locale: 'en', name: 'Sweet soy', checked: true });
    const session = await startVisit(tablet, box.shop.tables.t1);
    const res = await tablet.post(
      '/v1/order/create',
      {
        ...orderBody(session, []),
        orderItemsData: { items: [{ id: box.shop.items.karaage, quantity: 1, options: [choiceIds[1]] }] },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const staff = await box.staff('staff');
    const lines = zOrderItemListResponse.parse(
      (await staff.get('/v1/orderitem/get/list', { table_session_id: session.id })).body,
    );
    const line = lines.list.data.find((l) => l.menuitems.id === box.shop.items.karaage);
    expect(line?.menuitems.label).toBe('若鶏の唐揚げ');
    expect(line?.options.map((o) => [o.group_label, o.label])).toEqual([['焼き方', 'タレ']]);
  });

  it('is the owner’s: staff without the page password and tablets are refused', async () => {
    expect((await (await box.staff('staff')).get<ErrorBody>('/v1/menutranslation/get/list')).status).toBe(401);
    expect([401, 403]).toContain((await tablet.get('/v1/menutranslation/get/list')).status);
  });
});
