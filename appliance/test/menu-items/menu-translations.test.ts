import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { zMenuItemListResponse } from '../../src/contract/menu-items';
import { type MenuTranslationSaveResponse, zMenuTranslationSaveResponse } from '../../src/contract/menu-translations';
import { zMenuListResponse } from '../../src/contract/menus';
import type { OptionGroupSaveResponse } from '../../src/contract/option-groups';
import { menuTranslations } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let admin: ApiClient;
let tablet: ApiClient;
let choiceId: number;

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  tablet = await box.tablet(box.shop.tables.t1);
  const group = await admin.post<OptionGroupSaveResponse>('/v1/optiongroup/create', {
    name: 'translation-size',
    label: '量',
    min_picks: 0,
    max_picks: 1,
    choices: [{ label: '大盛り', price_delta: 100 }],
    menu_ids: [box.shop.menus.food],
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  choiceId = group.body.optionGroup.choices[0]!.id;
});
afterAll(() => box.stop());

const rows = () => box.deps.db.select().from(menuTranslations).all();

async function save(body: Record<string, unknown>) {
  const res = await admin.post<MenuTranslationSaveResponse>('/v1/menutranslation/save', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return zMenuTranslationSaveResponse.parse(res.body);
}

async function listedItem(client: ApiClient, id: number) {
  const res = await client.get('/v1/menuitem/get/list', {});
  expect(res.status).toBe(200);
  return zMenuItemListResponse.parse(res.body).list.data.find((item) => item.id === id);
}

describe('POST /v1/menutranslation/save', () => {
  it('saves an item’s name and description, answered in the list to tablets and staff', async () => {
    const id = box.shop.items.edamame;
    const saved = await save({
      kind: 'item',
      entity_id: id,
      locale: 'en',
      name: 'Edamame',
      description: 'Salted soybeans',
      checked: true,
    });
    const expected = { en: { name: 'Edamame', description: 'Salted soybeans', checked: true } };
    expect(saved.translations).toEqual(expected);
    expect((await listedItem(tablet, id))?.translations).toEqual(expected);
    expect((await listedItem(admin, id))?.translations).toEqual(expected);
    // The Japanese stays the item's own.
    expect((await listedItem(tablet, id))?.label).toBe('枝豆');
  });

  it('upserts: a second save replaces the locale, an omitted field stays, "" clears', async () => {
    const id = box.shop.items.edamame;
    await save({ kind: 'item', entity_id: id, locale: 'ko', name: '풋콩', checked: 0 });
    const again = await save({ kind: 'item', entity_id: id, locale: 'ko', description: '소금에 삶은 풋콩', checked: 1 });
    expect(again.translations.ko).toEqual({ name: '풋콩', description: '소금에 삶은 풋콩', checked: true });
    const cleared = await save({ kind: 'item', entity_id: id, locale: 'ko', name: '', checked: true });
    expect(cleared.translations.ko?.name).toBeNull();
    expect(rows().filter((r) => r.kind === 'item' && r.entity_id === id && r.locale === 'ko')).toHaveLength(1);
  });

  it('saves a genre’s and a choice’s name, answered with the genres and on the items’ choices', async () => {
    await save({ kind: 'menu', entity_id: box.shop.menus.food, locale: 'zh-Hans', name: '菜品', checked: true });
    await save({ kind: 'choice', entity_id: choiceId, locale: 'zh-Hant', name: '大份', checked: false });
    const menus = zMenuListResponse.parse((await tablet.get('/v1/menu/get/list', {})).body).list.data;
    expect(menus.find((m) => m.id === box.shop.menus.food)?.translations).toEqual({
      'zh-Hans': { name: '菜品', description: null, checked: true },
    });
    expect(menus.find((m) => m.id === box.shop.menus.drink)?.translations).toEqual({});
    const item = await listedItem(tablet, box.shop.items.edamame);
    const choice = item?.option_groups.flatMap((g) => g.choices).find((c) => c.id === choiceId);
    expect(choice?.translations).toEqual({ 'zh-Hant': { name: '大份', description: null, checked: false } });
    expect(choice?.label).toBe('大盛り');
  });

  it('leaves untranslated entities with no translations (the screens fall back to Japanese)', async () => {
    const other = Object.values(box.shop.items).find((id) => id !== box.shop.items.edamame)!;
    const item = await listedItem(admin, other);
    expect(item?.translations).toEqual({});
  });

  async function refuse(body: Record<string, unknown>, status: number, code: string, client = admin) {
    const before = rows();
    const res = await client.post<ErrorBody>('/v1/menutranslation/save', body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(rows()).toEqual(before);
  }

  it('refuses an unknown entity with 404 and writes nothing', async () => {
    await refuse({ kind: 'item', entity_id: 999_999, locale: 'en', name: 'Ghost', checked: true }, 404, 'NOT_FOUND');
    await refuse({ kind: 'menu', entity_id: 999_998, locale: 'en', name: 'Ghost', checked: true }, 404, 'NOT_FOUND');
    await refuse({ kind: 'choice', entity_id: 999_999, locale: 'en', name: 'Ghost', checked: true }, 404, 'NOT_FOUND');
  });

  it('refuses a locale outside en, zh-Hans, zh-Hant and ko, a bad kind and texts past the Japanese limits', async () => {
    const id = box.shop.items.edamame;
    for (const locale of ['ja', 'fr', 'EN', '', 'zh']) {
      await refuse({ kind: 'item', entity_id: id, locale, name: 'x', checked: true }, 400, 'VALIDATION');
    }
    await refuse({ kind: 'tray', entity_id: id, locale: 'en', name: 'x', checked: true }, 400, 'VALIDATION');
    await refuse({ kind: 'item', entity_id: id, locale: 'en', name: 'x'.repeat(501), checked: true }, 400, 'VALIDATION');
    await refuse({ kind: 'item', entity_id: id, locale: 'en', description: 'x'.repeat(2001), checked: true }, 400, 'VALIDATION');
    await refuse(
      { kind: 'menu', entity_id: box.shop.menus.food, locale: 'en', name: 'x'.repeat(101), checked: true },
      400,
      'VALIDATION',
    );
    await refuse({ kind: 'choice', entity_id: choiceId, locale: 'en', name: 'x'.repeat(41), checked: true }, 400, 'VALIDATION');
    await refuse(
      { kind: 'menu', entity_id: box.shop.menus.food, locale: 'en', description: 'Food', checked: true },
      400,
      'VALIDATION',
    );
    await refuse({ kind: 'item', entity_id: id, locale: 'en', name: 'bad\u0007', checked: true }, 400, 'VALIDATION');
    await refuse({ kind: 'item', entity_id: id, locale: 'en', name: 'x' }, 400, 'VALIDATION');
  });

  it('refuses staff without the page password and tablets, writing nothing', async () => {
    const body = { kind: 'item', entity_id: box.shop.items.edamame, locale: 'en', name: 'Nope', checked: true };
    await refuse(body, 401, 'PAGE_AUTH_REQUIRED', await box.staff('staff'));
    const res = await tablet.post<ErrorBody>('/v1/menutranslation/save', body);
    expect([401, 403]).toContain(res.status);
    expect(rows().some((r) => r.name === 'Nope')).toBe(false);
  });
});
