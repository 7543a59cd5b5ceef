import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DeviceMeResponse } from '../../src/contract/dining-tables';
import { MENU_TEXT_LOCALES } from '../../src/contract/menu-text';
import type { MenuTranslationListResponse } from '../../src/contract/menu-translations';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

/* Issue 30 item 11: a dining table's name translated by the owner, read by the table's tablet. */

let box: TestBox;
let owner: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const save = (body: Record<string, unknown>) => owner.post('/v1/menutranslation/save', body);
const list = async () => (await owner.get<MenuTranslationListResponse>('/v1/menutranslation/get/list')).body;

it("is a text of the translators' list, saved like any other and read by the table's tablet", async () => {
  const { t1, stopped } = box.shop.tables;
  const before = await list();
  const entry = before.entries.find((e) => e.kind === 'table' && e.entity_id === t1);
  expect(entry).toMatchObject({ name: '1番テーブル', on_sale: true, missing: [...MENU_TEXT_LOCALES] });
  // A stopped table is listed, but its gaps do not count against what guests see.
  expect(before.entries.find((e) => e.kind === 'table' && e.entity_id === stopped)).toMatchObject({ on_sale: false });

  expect((await save({ kind: 'table', entity_id: t1, locale: 'en', name: 'Table 1', checked: true })).status).toBe(200);
  expect((await save({ kind: 'table', entity_id: t1, locale: 'ko', name: '테이블 1', checked: true })).status).toBe(200);
  const after = await list();
  expect(after.entries.find((e) => e.kind === 'table' && e.entity_id === t1)?.missing).toEqual(
    MENU_TEXT_LOCALES.filter((locale) => locale !== 'en' && locale !== 'ko'),
  );
  expect(after.missing_on_sale.en).toBe(before.missing_on_sale.en - 1);

  const tablet = await box.tablet(t1);
  const me = await tablet.get<DeviceMeResponse>('/v1/device/me');
  expect(me.status).toBe(200);
  expect(me.body.translations.en).toEqual({ name: 'Table 1', description: null, checked: true });
  expect(me.body.translations.ko?.name).toBe('테이블 1');

  // Renamed in Japanese: the words stay, waiting for a person's check again.
  const rename = await owner.post('/v1/diningtable/update', { id: t1, label: '窓際1番', name: 'table-1', flag: 1 });
  expect(rename.status, JSON.stringify(rename.body)).toBe(200);
  const renamed = (await tablet.get<DeviceMeResponse>('/v1/device/me')).body;
  expect(renamed.translations.en).toEqual({ name: 'Table 1', description: null, checked: false });
});

it('refuses an unknown table and a description', async () => {
  expect((await save({ kind: 'table', entity_id: 999_999, locale: 'en', name: 'Ghost', checked: true })).status).toBe(404);
  const described = await save({
    kind: 'table',
    entity_id: box.shop.tables.t2,
    locale: 'en',
    description: 'By the window',
    checked: true,
  });
  expect(described.status).toBe(400);
});
