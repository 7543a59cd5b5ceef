import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemListResponse, MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { OptionGroupCreateBody, OptionGroupListResponse, OptionGroupSaveResponse } from '../../src/contract/option-groups';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable } from '../table-sessions/visit-fixtures';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
let tablet: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
  tablet = await box.tablet(addTable(box));
});
afterAll(() => box.stop());

const riceSize = (name: string): OptionGroupCreateBody => ({
  name,
  label: 'ご飯の量',
  min_picks: 1,
  max_picks: 1,
  choices: [
    { label: '少なめ', price_delta: -50 },
    { label: '普通', price_delta: 0, is_default: 1 },
    { label: '大盛り', price_delta: 110 },
  ],
  item_ids: [box.shop.items.karaage],
});

const create = (body: unknown) => owner.post<OptionGroupSaveResponse & ErrorBody>('/v1/optiongroup/create', body);
const update = (body: unknown) => owner.post<OptionGroupSaveResponse & ErrorBody>('/v1/optiongroup/update', body);

async function groupsOnTablet(itemId: number) {
  const res = await tablet.get<MenuItemListResponse>('/v1/menuitem/get/list');
  return res.body.list.data.find((item) => item.id === itemId)!.option_groups;
}

describe('option groups (owner)', () => {
  it('creates a group with its choices in order, and the item shows it to the tablet', async () => {
    const res = await create(riceSize('rice-a'));
    expect(res.status).toBe(200);
    const group = res.body.optionGroup;
    expect(group.choices.map((c) => [c.label, c.price_delta, c.is_default, c.flag])).toEqual([
      ['少なめ', -50, 0, 1],
      ['普通', 0, 1, 1],
      ['大盛り', 110, 0, 1],
    ]);
    expect(group.item_ids).toEqual([box.shop.items.karaage]);

    const shown = await groupsOnTablet(box.shop.items.karaage);
    expect(shown.map((g) => g.label)).toContain('ご飯の量');
    expect(await groupsOnTablet(box.shop.items.edamame)).toEqual([]);
    await owner.post('/v1/optiongroup/delete', { id: group.id });
  });

  it('a group on a genre is shown by every item of it, once, among the item own groups', async () => {
    const ice = await create({
      name: 'ice',
      label: '氷',
      min_picks: 0,
      max_picks: 1,
      choices: [{ label: '氷なし', price_delta: 0 }],
      menu_ids: [box.shop.menus.drink],
      item_ids: [box.shop.items.oolong],
    });
    expect(ice.status).toBe(200);
    const oolong = await groupsOnTablet(box.shop.items.oolong);
    expect(oolong.map((g) => g.label)).toEqual(['氷']);
    expect((await groupsOnTablet(box.shop.items.karaage)).map((g) => g.label)).not.toContain('氷');
    await owner.post('/v1/optiongroup/delete', { id: ice.body.optionGroup.id });
    expect(await groupsOnTablet(box.shop.items.oolong)).toEqual([]);
  });

  it('an update keeps choices sent with their id, adds new ones and removes the rest', async () => {
    const group = (await create(riceSize('rice-b'))).body.optionGroup;
    const [less, normal, large] = group.choices;
    const res = await update({
      id: group.id,
      name: 'rice-b',
      label: 'ご飯の量',
      min_picks: 1,
      max_picks: 1,
      choices: [
        { id: large!.id, label: '大盛り', price_delta: 150 },
        { id: normal!.id, label: '普通', price_delta: 0, is_default: 1 },
        { label: '特盛り', price_delta: 250 },
      ],
    });
    expect(res.status).toBe(200);
    const choices = res.body.optionGroup.choices;
    expect(choices.map((c) => [c.label, c.price_delta])).toEqual([
      ['大盛り', 150],
      ['普通', 0],
      ['特盛り', 250],
    ]);
    expect(choices[0]!.id).toBe(large!.id);
    expect(choices.map((c) => c.id)).not.toContain(less!.id);
    // Attachments left out stay as they were.
    expect(res.body.optionGroup.item_ids).toEqual([box.shop.items.karaage]);
    await owner.post('/v1/optiongroup/delete', { id: group.id });
  });

  it('refuses shapes that could never be ordered, and changes nothing', async () => {
    const before = await owner.get<OptionGroupListResponse>('/v1/optiongroup/get/list');
    const bad: unknown[] = [
      { ...riceSize('x1'), min_picks: 2, max_picks: 1 },
      { ...riceSize('x2'), max_picks: 4 },
      { ...riceSize('x3'), choices: [] },
      {
        ...riceSize('x4'),
        choices: [
          { label: '普通', price_delta: 0, is_default: 1 },
          { label: '大盛り', price_delta: 110, is_default: 1 },
        ],
      },
      {
        ...riceSize('x5'),
        choices: [
          { label: '普通', price_delta: 0 },
          { label: '普通', price_delta: 10 },
        ],
      },
      { ...riceSize('x6'), choices: [{ label: '大盛り', price_delta: 100_001 }] },
      { ...riceSize('x7'), label: '' },
      { ...riceSize('x8'), choices: [{ label: 'a\u0007b', price_delta: 0 }] },
      { ...riceSize('x9'), menu_ids: [987_654] },
      { ...riceSize('x10'), item_ids: [987_654] },
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.message).toBe('入力内容に誤りがあります。');
    }
    const after = await owner.get<OptionGroupListResponse>('/v1/optiongroup/get/list');
    expect(after.body.list.total).toBe(before.body.list.total);
  });

  it('a duplicate management name is a 409 with its message; a choice id of another group a 400', async () => {
    const a = (await create(riceSize('rice-dup'))).body.optionGroup;
    const dup = await create(riceSize('rice-dup'));
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'DUPLICATE_OPTION_GROUP_NAME',
      message: 'オプション名(管理)が重複しています。',
    });

    const b = (await create(riceSize('rice-other'))).body.optionGroup;
    const stolen = await update({
      ...riceSize('rice-other'),
      id: b.id,
      choices: [{ id: a.choices[0]!.id, label: '少なめ', price_delta: 0 }],
    });
    expect(stolen.status).toBe(400);
    const list = await owner.get<OptionGroupListResponse>('/v1/optiongroup/get/list');
    expect(list.body.list.data.find((g) => g.id === a.id)!.choices).toHaveLength(3);
    for (const id of [a.id, b.id]) await owner.post('/v1/optiongroup/delete', { id });
  });

  it('the floor marks a choice 品切れ without the page password; writing groups needs it', async () => {
    const group = (await create(riceSize('rice-c'))).body.optionGroup;
    const large = group.choices[2]!;
    const flagged = await staff.post<{ optionChoice: { flag: number } }>('/v1/optionchoice/flag', { id: large.id, flag: 0 });
    expect(flagged.status).toBe(200);
    expect(flagged.body.optionChoice.flag).toBe(0);
    const shown = (await groupsOnTablet(box.shop.items.karaage)).find((g) => g.id === group.id)!;
    expect(shown.choices.find((c) => c.id === large.id)!.flag).toBe(0);

    const noPage = await staff.post<ErrorBody>('/v1/optiongroup/create', riceSize('rice-d'));
    expect(noPage.status).toBe(401);
    expect(noPage.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    const fromTablet = await tablet.post<ErrorBody>('/v1/optionchoice/flag', { id: large.id, flag: 1 });
    expect(fromTablet.status).toBeGreaterThanOrEqual(401);
    expect((await owner.post<ErrorBody>('/v1/optionchoice/flag', { id: 987_654, flag: 1 })).status).toBe(404);
    await owner.post('/v1/optiongroup/delete', { id: group.id });
  });

  it('an item can take diner notes (accepts_note), kept when an update leaves it out', async () => {
    const item = (accepts_note?: number) => ({
      id: box.shop.items.edamame,
      label: '枝豆',
      name: 'edamame',
      price: 390,
      menu_id: box.shop.menus.food,
      flag: 1,
      ...(accepts_note === undefined ? {} : { accepts_note }),
    });
    const on = await owner.post<MenuItemSaveResponse>('/v1/menuitem/update', item(1));
    expect(on.body.menuItem.accepts_note).toBe(1);
    const kept = await owner.post<MenuItemSaveResponse>('/v1/menuitem/update', item());
    expect(kept.body.menuItem.accepts_note).toBe(1);
    const off = await owner.post<MenuItemSaveResponse>('/v1/menuitem/update', item(0));
    expect(off.body.menuItem.accepts_note).toBe(0);
  });
});
