import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import type { HqMenusResponse, HqShopsResponse } from '../../src/contract/hq-api';
import type { HqLinkResponse, HqLinkStatus } from '../../src/contract/hq-link';
import type { ChainMenu } from '../../src/contract/hq-protocol';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import {
  menuItemAllergens,
  menuItems,
  menus,
  menuTranslations,
  optionChoices,
  optionGroupItems,
  optionGroups,
  planMenus,
  planTerms,
} from '../../src/db/schema';
import { applyChainMenu, chainItemOf } from '../../src/features/hq-link';
import type { ApiClient } from '../helpers/api-client';
import { itemForm, makeImages } from '../menu-items/fixtures';
import { visitWith } from '../reports/report-fixtures';
import {
  createShop,
  enrolBox,
  FAST_UPLOADS,
  linkStatus,
  type RunningHq,
  startSetUpHq,
  startTestBox,
  startTestPostgres,
  type TestBox,
  type TestPostgres,
} from './chain-fixtures';

/**
 * The chain's menu going down: the flagship shop sends its menu, HQ's owner publishes it, a shop
 * with nobody seated takes it at once; the shop sets its own price for an item and marks another
 * sold out; a second version waits while guests are seated, until the shop's owner applies it,
 * and keeps the shop's price, its sold-out and what the seated guests' order froze.
 */
let postgres: TestPostgres;
let hq: RunningHq;
let hqOwner: ApiClient;
let flagship: TestBox;
let shop: TestBox;
let flagshipShopId = 0;

beforeAll(async () => {
  postgres = await startTestPostgres();
  ({ hq, owner: hqOwner } = await startSetUpHq(postgres));
  flagship = await startTestBox({ hqLink: FAST_UPLOADS });
  shop = await startTestBox({ hqLink: FAST_UPLOADS });
  const a = await createShop(hqOwner, '本店');
  flagshipShopId = a.shop.id;
  await enrolBox(flagship, hq.url, a.code);
  await enrolBox(shop, hq.url, (await createShop(hqOwner, '二号店')).code);
}, 60_000);

afterAll(async () => {
  await flagship?.stop();
  await shop?.stop();
  await hq?.close();
  await postgres?.stop();
});

async function until(box: TestBox, done: (status: HqLinkStatus) => boolean): Promise<HqLinkStatus> {
  for (let deadline = Date.now() + 15_000; ; ) {
    const status = await linkStatus(box);
    if (status && done(status)) return status;
    if (Date.now() > deadline) throw new Error(`never: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The chain's items on a box, by label. */
function chainItems(box: TestBox) {
  const rows = box.deps.db.select().from(menuItems).where(isNotNull(menuItems.hq_id)).all();
  return new Map(rows.map((row) => [row.label, row]));
}

/** The flagship's chain items as a version's document lists them. */
function chainItemsOf(box: TestBox): ChainMenu['items'] {
  const genreHq = new Map(
    box.deps.db
      .select()
      .from(menus)
      .all()
      .map((g) => [g.id, g.hq_id]),
  );
  return [...chainItems(box).values()].map((i) => chainItemOf(i, genreHq.get(i.menu_id)!));
}

async function publish(): Promise<number> {
  const owner = await flagship.staff('owner', { page: true });
  const sent = await owner.post<HqLinkResponse>('/v1/hq-link/menu/send', {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const menus = await hqOwner.get<HqMenusResponse>('/hq/v1/menu/versions');
  expect(menus.body.sources.map((s) => s.shop_id)).toContain(flagshipShopId);
  const published = await hqOwner.post<{ version: number }>('/hq/v1/menu/publish', { shop_id: flagshipShopId });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.version;
}

describe('the chain menu', () => {
  let tsukuneId = 0;

  it('a shop with nobody seated takes the published menu at once', async () => {
    const owner = await flagship.staff('owner', { page: true });
    // つくね with its picture and allergens, as the owner adds it on /admin.
    const images = await makeImages();
    const created = await owner.postForm<MenuItemSaveResponse>(
      '/v1/menuitem/create',
      itemForm(
        {
          label: 'さくら特製つくね',
          name: 'chain-tsukune',
          price: 480,
          menu_id: flagship.shop.menus.food,
          allergens: JSON.stringify([{ id: 'egg', level: 'contains' }]),
        },
        { bytes: images.png, name: 'tsukune.png', type: 'image/png' },
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    tsukuneId = created.body.menuItem.id;
    // Its English name, a 焼き方 choice, and the 飲み放題's 90 minutes (the owner's other screens).
    const db = flagship.deps.db;
    const now = Date.now();
    db.insert(menuTranslations)
      .values({
        kind: 'item',
        entity_id: tsukuneId,
        locale: 'en',
        name: 'Sakura tsukune',
        description: 'Chicken meatballs',
        checked: 1,
        updated_at: now,
      })
      .run();
    const group = db
      .insert(optionGroups)
      .values({ name: 'yakikata', label: '焼き方', min_picks: 1, max_picks: 1, created_at: now, updated_at: now })
      .returning()
      .get();
    db.insert(optionChoices)
      .values([
        { group_id: group.id, label: '塩', is_default: 1 },
        { group_id: group.id, label: 'タレ', price_delta: 50 },
      ])
      .run();
    db.insert(optionGroupItems).values({ group_id: group.id, menu_item_id: tsukuneId }).run();
    db.insert(planTerms)
      .values({
        menu_item_id: flagship.shop.items.nomihodai,
        kind: 'plan',
        duration_minutes: 90,
        created_at: now,
        updated_at: now,
      })
      .run();
    const version = await publish();
    expect(version).toBe(1);
    const status = await until(shop, (s) => s.menu.applied === 1);
    expect(status.menu.pending).toBeNull();
    // HQ hears which version each box has with its next call.
    for (let deadline = Date.now() + 10_000; ; ) {
      const shops = await hqOwner.get<HqShopsResponse>('/hq/v1/shops');
      if (shops.body.shops.find((s) => s.name === '二号店')?.menu_version === 1) break;
      if (Date.now() > deadline) throw new Error(`HQ never heard of version 1: ${JSON.stringify(shops.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const items = chainItems(shop);
    expect(items.get('さくら特製つくね')).toMatchObject({ price: 480, flag: 1, hq_price: 480 });
    expect(items.get('若鶏の唐揚げ')).toMatchObject({ price: 680, flag: 1 });
    // The shop's own menu stays beside the chain's; a name already taken gets the chain's id.
    expect(items.get('若鶏の唐揚げ')!.name).toMatch(/^karaage-hq\d+$/);
    // The flagship keeps its own rows: they now carry their chain ids.
    expect(chainItems(flagship).get('さくら特製つくね')!.id).toBe(tsukuneId);

    // What came with つくね: its picture (stored again from HQ's copy), allergen, English, 焼き方; the plan's terms.
    const tsukune = items.get('さくら特製つくね')!;
    const shopDb = shop.deps.db;
    expect(tsukune.image).not.toBeNull();
    expect(tsukune.hq_picture).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(shop.dataDir, 'images', `${tsukune.image}-thumb.webp`))).toBe(true);
    expect(shopDb.select().from(menuItemAllergens).where(eq(menuItemAllergens.menu_item_id, tsukune.id)).all()).toEqual([
      { menu_item_id: tsukune.id, allergen_id: 'egg', level: 'contains' },
    ]);
    expect(
      shopDb
        .select()
        .from(menuTranslations)
        .where(and(eq(menuTranslations.kind, 'item'), eq(menuTranslations.entity_id, tsukune.id)))
        .get(),
    ).toMatchObject({
      locale: 'en',
      name: 'Sakura tsukune',
    });
    const chainGroup = shopDb.select().from(optionGroups).where(isNotNull(optionGroups.hq_id)).get()!;
    expect(chainGroup).toMatchObject({ label: '焼き方', min_picks: 1 });
    expect(
      shopDb
        .select()
        .from(optionChoices)
        .where(eq(optionChoices.group_id, chainGroup.id))
        .all()
        .map((c) => [c.label, c.price_delta]),
    ).toEqual([
      ['塩', 0],
      ['タレ', 50],
    ]);
    expect(shopDb.select().from(optionGroupItems).where(eq(optionGroupItems.group_id, chainGroup.id)).all()).toEqual([
      { group_id: chainGroup.id, menu_item_id: tsukune.id },
    ]);
    const plan = items.get('飲み放題 90分')!;
    expect(shopDb.select().from(planTerms).where(eq(planTerms.menu_item_id, plan.id)).get()).toMatchObject({
      kind: 'plan',
      duration_minutes: 90,
    });
    const freeGenres = shopDb
      .select()
      .from(planMenus)
      .where(eq(planMenus.plan_item_id, plan.id))
      .all()
      .map((r) => r.menu_id);
    const chainGenres = shopDb.select().from(menus).where(isNotNull(menus.hq_id)).all();
    expect(freeGenres.map((id) => chainGenres.find((g) => g.id === id)!.hq_id).sort()).toEqual(
      [flagship.shop.menus.drink, flagship.shop.menus.alcohol].sort(),
    );
  });

  it("a newer version waits while guests are seated, then keeps the shop's own price, its sold-out and the frozen order", async () => {
    const ownerB = await shop.staff('owner', { page: true });
    const staffB = await shop.staff('staff');
    const tsukune = chainItems(shop).get('さくら特製つくね')!;
    const edamame = chainItems(shop).get('枝豆')!;
    const karaage = chainItems(shop).get('若鶏の唐揚げ')!;
    // 二号店 sells つくね at its own ¥500 and has run out of the chain's 唐揚げ.
    const own = await ownerB.post('/v1/menuitem/update', {
      id: tsukune.id,
      label: tsukune.label,
      name: tsukune.name,
      price: 500,
      menu_id: tsukune.menu_id,
      flag: 1,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await staffB.post('/v1/menuitem/flag', { id: karaage.id, flag: 0 })).status).toBe(200);
    // Guests seated, with つくね ordered at ¥500.
    const visit = await visitWith(shop, staffB, [{ id: tsukune.id, quantity: 2 }]);
    const before = await staffB.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.id });
    expect(before.body.bill.total).toBe(1_000);

    // 本店 raises つくね and 枝豆 and sends its menu again.
    const ownerA = await flagship.staff('owner', { page: true });
    const a = chainItems(flagship);
    for (const [label, price] of [
      ['さくら特製つくね', 520],
      ['枝豆', 420],
    ] as const) {
      const item = a.get(label)!;
      const res = await ownerA.post('/v1/menuitem/update', {
        id: item.id,
        label: item.label,
        name: item.name,
        price,
        menu_id: item.menu_id,
        flag: 1,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await publish()).toBe(2);
    const waiting = await until(shop, (s) => s.menu.pending === 2);
    expect(waiting.menu.applied).toBe(1);
    expect(chainItems(shop).get('枝豆')!.price).toBe(390);

    const applied = await ownerB.post<HqLinkResponse>('/v1/hq-link/menu/apply', {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.hqLink!.menu).toEqual({ applied: 2, pending: null });
    const after = chainItems(shop);
    expect(after.get('枝豆')).toMatchObject({ id: edamame.id, price: 420, hq_price: 420 });
    expect(after.get('さくら特製つくね')).toMatchObject({ id: tsukune.id, price: 500, hq_price: 520 });
    expect(after.get('若鶏の唐揚げ')).toMatchObject({ id: karaage.id, flag: 0 });
    const bill = await staffB.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.id });
    expect(bill.body.bill.total).toBe(1_000);
    const again = await ownerB.post<{ error: { code: string } }>('/v1/hq-link/menu/apply', {});
    expect(again.body.error.code).toBe('HQ_NO_MENU');
  });

  it("an item a version no longer has stops selling on the shop; the shop's own items are never touched", () => {
    const oolong = chainItems(shop).get('烏龍茶')!;
    const genres = flagship.deps.db.select().from(menus).where(isNotNull(menus.hq_id)).all();
    const version: ChainMenu = {
      version: 99,
      publishedAt: Date.now(),
      genres: genres.map((g) => ({
        hqId: g.hq_id!,
        name: g.name,
        label: g.label,
        sortOrder: g.sort_order,
        flag: 1,
        planLastOrderMinutes: null,
        translations: [],
      })),
      items: chainItemsOf(flagship).filter((item) => item.label !== '烏龍茶'),
      optionGroups: [],
    };
    applyChainMenu(shop.deps, version);
    expect(shop.deps.db.select().from(menuItems).where(eq(menuItems.id, oolong.id)).get()).toMatchObject({ flag: 0 });
    expect(shop.deps.db.select().from(menuItems).where(eq(menuItems.name, 'oolong')).get()).toMatchObject({
      flag: 1,
      hq_id: null,
    });
  });
});
