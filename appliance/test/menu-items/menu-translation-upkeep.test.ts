import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { MenuTextKind } from '../../src/contract/menu-text';
import type { OptionGroupSaveResponse } from '../../src/contract/option-groups';
import { menuTranslations } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

/*
 * When the Japanese of a text changes, its translations may no longer say the same thing: they
 * lose 確認済み (the editor lists them under 未確認) but keep their words. A change that leaves
 * the Japanese alone keeps the mark; a deleted option group or choice takes its translations along.
 */

let box: TestBox;
let owner: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

async function ok<T>(path: string, body: unknown): Promise<T> {
  const res = await owner.post<T>(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function translate(kind: MenuTextKind, id: number): Promise<void> {
  for (const locale of ['en', 'ko']) {
    await ok('/v1/menutranslation/save', { kind, entity_id: id, locale, name: `${kind} ${id} ${locale}`, checked: true });
  }
}

function marks(kind: MenuTextKind, id: number) {
  return box.deps.db
    .select({ locale: menuTranslations.locale, name: menuTranslations.name, checked: menuTranslations.checked })
    .from(menuTranslations)
    .where(and(eq(menuTranslations.kind, kind), eq(menuTranslations.entity_id, id)))
    .all()
    .sort((a, b) => a.locale.localeCompare(b.locale));
}

const checkedAll = (kind: MenuTextKind, id: number) => [
  { locale: 'en', name: `${kind} ${id} en`, checked: 1 },
  { locale: 'ko', name: `${kind} ${id} ko`, checked: 1 },
];
const uncheckedAll = (kind: MenuTextKind, id: number) => checkedAll(kind, id).map((row) => ({ ...row, checked: 0 }));

describe('translations follow the Japanese', () => {
  it('an item: a new price keeps 確認済み; a new name or description takes it away, the words stay', async () => {
    const created = await ok<MenuItemSaveResponse>('/v1/menuitem/create', {
      name: 'upkeep-item',
      label: '焼き鳥',
      description: '塩で',
      price: 300,
      menu_id: box.shop.menus.food,
    });
    const item = created.menuItem;
    const body = { id: item.id, flag: 1, name: item.name, label: item.label, price: item.price, menu_id: item.menu_id };
    await translate('item', item.id);
    await ok('/v1/menuitem/update', { ...body, price: 350, description: '塩で' });
    expect(marks('item', item.id)).toEqual(checkedAll('item', item.id));
    await ok('/v1/menuitem/update', { ...body, description: 'タレで' });
    expect(marks('item', item.id)).toEqual(uncheckedAll('item', item.id));
    await translate('item', item.id);
    await ok('/v1/menuitem/update', { ...body, label: '焼き鳥盛り' });
    expect(marks('item', item.id)).toEqual(uncheckedAll('item', item.id));
  });

  it('a genre: its tab renamed takes the mark away; a new order alone does not', async () => {
    const genre = box.shop.menus.drink;
    await translate('menu', genre);
    await ok('/v1/menu/update', { id: genre, label: 'ソフトドリンク', name: 'drink', flag: 1, sort_order: 7 });
    expect(marks('menu', genre)).toEqual(checkedAll('menu', genre));
    await ok('/v1/menu/update', { id: genre, label: 'ノンアルコール', name: 'drink', flag: 1 });
    expect(marks('menu', genre)).toEqual(uncheckedAll('menu', genre));
  });

  it('an option group: its title and a reworded choice lose the mark, a kept one keeps it; removed choices and a deleted group lose their translations', async () => {
    const body = {
      name: 'upkeep-group',
      label: '焼き方',
      min_picks: 1,
      max_picks: 1,
      menu_ids: [box.shop.menus.food],
    };
    const created = await ok<OptionGroupSaveResponse>('/v1/optiongroup/create', {
      ...body,
      choices: [
        { label: '塩', price_delta: 0 },
        { label: 'タレ', price_delta: 0 },
        { label: '味噌', price_delta: 0 },
      ],
    });
    const group = created.optionGroup;
    const [salt, sauce, miso] = group.choices.map((choice) => choice.id) as [number, number, number];
    for (const id of [salt, sauce, miso]) await translate('choice', id);
    await translate('group', group.id);

    await ok('/v1/optiongroup/update', {
      ...body,
      id: group.id,
      label: '味付け',
      choices: [
        { id: salt, label: '塩', price_delta: 50 },
        { id: sauce, label: '甘ダレ', price_delta: 0 },
      ],
    });
    expect(marks('group', group.id)).toEqual(uncheckedAll('group', group.id));
    expect(marks('choice', salt)).toEqual(checkedAll('choice', salt));
    expect(marks('choice', sauce)).toEqual(uncheckedAll('choice', sauce));
    expect(marks('choice', miso)).toEqual([]);

    await ok('/v1/optiongroup/delete', { id: group.id });
    expect(marks('group', group.id)).toEqual([]);
    expect(marks('choice', salt)).toEqual([]);
    expect(marks('choice', sauce)).toEqual([]);
  });

  it('the cover charge: renamed, its translations wait for a check; the same name again keeps the mark', async () => {
    const cover = (label: string) => ({ ask_guest_count: true, count_children: false, cover: { label, price: 300 } });
    await ok('/v1/checkin/settings/update', cover('お通し'));
    await translate('cover', 1);
    await ok('/v1/checkin/settings/update', { ...cover('お通し'), count_children: true });
    expect(marks('cover', 1)).toEqual(checkedAll('cover', 1));
    await ok('/v1/checkin/settings/update', cover('テーブルチャージ'));
    expect(marks('cover', 1)).toEqual(uncheckedAll('cover', 1));
  });
});
