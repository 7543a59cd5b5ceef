import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../../src/config';
import type { BillPayResponse, BillShowResponse } from '../../src/contract/bills';
import { MENU_FLAG, ROLE, SERVICE_MENU_ID, STAFF_CALL_ITEM_NAME } from '../../src/contract/constants';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemListResponse } from '../../src/contract/menu-items';
import { COVER_ENTITY_ID, MENU_TEXT_LOCALES } from '../../src/contract/menu-text';
import type { OrderCreateResponse } from '../../src/contract/orders';
import type { CheckInSettingsResponse } from '../../src/contract/plans';
import {
  diningTables,
  menuItems,
  menus,
  menuTranslations,
  optionChoices,
  optionGroups,
  planMenus,
  printers,
  stations,
  users,
} from '../../src/db/schema';
import { DEMO_LOGINS } from '../../src/db/seed/demo-shop';
import { DEMO_TICKETS_FILE } from '../../src/features/printing';
import { COOKIE } from '../../src/http/cookies';
import { type RunningBox, startBox } from '../../src/server';
import { imagesDir } from '../../src/shared/image-store';
import { SETTING, shopName, zCompany } from '../../src/shared/shop-settings';
import { ApiClient } from '../helpers/api-client';
import { orderBody, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

let dataDir: string;
let box: RunningBox;
const start = () => startBox(makeConfig({ port: 0, host: '127.0.0.1', dataDir, mode: 'demo', logLevel: 'silent' }));

function counts(b: RunningBox) {
  const { db } = b.deps;
  return {
    users: db.select({ n: count() }).from(users).get()?.n,
    menus: db.select({ n: count() }).from(menus).get()?.n,
    items: db.select({ n: count() }).from(menuItems).get()?.n,
    plans: db.select({ n: count() }).from(planMenus).get()?.n,
    tables: db.select({ n: count() }).from(diningTables).get()?.n,
    images: fs.readdirSync(imagesDir(dataDir)).length,
  };
}

// Drawing and encoding ~50 pictures takes seconds, more on a slow or busy machine.
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-demo-'));
  box = await start();
}, 120_000);
afterAll(async () => {
  await box.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo shop seeded into an empty data dir', () => {
  it('has an izakaya menu in tab order, with a picture for every item', () => {
    const { db } = box.deps;
    const genres = db.select().from(menus).orderBy(menus.sort_order).all();
    expect(genres.map((g) => g.name)).toEqual(['recommend', 'food', 'grill', 'drink', 'alcohol', 'plan', 'service']);
    const items = db.select().from(menuItems).all();
    expect(items.length).toBeGreaterThanOrEqual(35);
    expect(items.every((i) => i.image !== null && Number.isInteger(i.price) && i.price >= 0 && i.description !== '')).toBe(true);
    const inGenre = (name: string) => items.filter((i) => i.menu_id === genres.find((g) => g.name === name)?.id);
    expect(inGenre('food').length).toBeGreaterThan(8);
    expect(inGenre('alcohol').length).toBeGreaterThan(16);
    expect(inGenre('drink').length).toBeGreaterThan(0);
    expect(genres.find((g) => g.name === 'drink')?.label).toBe('ソフトドリンク');
    expect(items.filter((i) => i.flag === 0)).toHaveLength(1);
    expect(items.some((i) => /<b>|<br>/.test(i.label))).toBe(true);
  });

  it('sends food to the kitchen, grills to the grill and drinks to the drink station; plans and calls to none', () => {
    const { db } = box.deps;
    const named = new Map(
      db
        .select()
        .from(stations)
        .all()
        .map((s) => [s.id, s.name]),
    );
    const routes = Object.fromEntries(
      db
        .select()
        .from(menus)
        .all()
        .map((g) => [g.name, g.station_id === null ? null : named.get(g.station_id)]),
    );
    expect(routes).toEqual({
      recommend: 'キッチン',
      food: 'キッチン',
      grill: '焼き場',
      drink: 'ドリンカー',
      alcohol: 'ドリンカー',
      plan: null,
      service: null,
    });
  });

  it('has the service genre 999 with the staff-call item at 0 yen', () => {
    const { db } = box.deps;
    const service = db.select().from(menus).where(eq(menus.id, SERVICE_MENU_ID)).get();
    expect(service).toMatchObject({ name: 'service', label: 'サービス', flag: MENU_FLAG.service });
    const serviceItems = db.select().from(menuItems).where(eq(menuItems.menu_id, SERVICE_MENU_ID)).all();
    expect(serviceItems.find((i) => i.name === STAFF_CALL_ITEM_NAME)).toMatchObject({
      label: 'スタッフ呼び出し',
      price: 0,
      flag: 1,
    });
    expect(serviceItems.every((i) => i.price === 0)).toBe(true);
  });

  it('has 飲み放題 plans that unlock drink, and the alcohol plans alcohol too', () => {
    const { db } = box.deps;
    const rows = db
      .select({ item: menuItems.name, price: menuItems.price, menu: menus.name })
      .from(planMenus)
      .innerJoin(menuItems, eq(planMenus.plan_item_id, menuItems.id))
      .innerJoin(menus, eq(planMenus.menu_id, menus.id))
      .all();
    const unlocks = new Map<string, string[]>();
    for (const r of rows) unlocks.set(r.item, [...(unlocks.get(r.item) ?? []), r.menu].sort());
    expect(unlocks.get('nomihodai-soft-90')).toEqual(['drink']);
    expect(unlocks.get('nomihodai-alcohol-90')).toEqual(['alcohol', 'drink']);
    expect(unlocks.size).toBeGreaterThanOrEqual(3);
    const plan = db.select().from(menus).where(eq(menus.name, 'plan')).get();
    expect(plan?.label).toBe('飲み放題プラン');
  });

  it('runs its 飲み放題 on the clock: 90 minutes (the 5,000円 course 120), last order 30 before the end, a 30-minute 延長', async () => {
    const staff = new ApiClient(box.url);
    const [, login] = DEMO_LOGINS;
    await staff.login(login!.email, login!.password);
    const items = (await staff.get<MenuItemListResponse>('/v1/menuitem/get/list')).body.list.data;
    const plan = (name: string) => items.find((item) => item.name === name)?.plan;
    expect(plan('nomihodai-alcohol-90')).toEqual({
      kind: 'plan',
      duration_minutes: 90,
      last_order_minutes: 30,
      warn_minutes: 10,
      after_end: 'charge',
      staff_only: false,
    });
    expect(plan('course-5000')).toMatchObject({ kind: 'plan', duration_minutes: 120 });
    expect(plan('extension-30')).toEqual({ kind: 'extension', extension_minutes: 30, staff_only: false });
    const checkIn = await staff.get<CheckInSettingsResponse>('/v1/checkin/settings');
    expect(checkIn.body.settings).toEqual({
      ask_guest_count: true,
      count_children: true,
      cover: { label: 'お通し', price: 330 },
    });
    // The tablet reads the cover's name in the diner's language from the same answer.
    expect(checkIn.body.cover_translations.en?.name).toBe('Otoshi (table starter)');
    expect(checkIn.body.cover_translations.ko?.name).toBe('오토시(기본 안주)');
  });

  it('has four available tables, the shop name and the company details', () => {
    const { db, settings } = box.deps;
    const tables = db.select().from(diningTables).all();
    expect(tables.map((t) => t.name).sort()).toEqual(['table-1', 'table-2', 'table-3', 'table-4']);
    expect(tables.every((t) => t.flag === 1)).toBe(true);
    expect(shopName(settings)).toBe('居酒屋 すまや');
    expect(settings.get(SETTING.company, zCompany)?.name).toMatch(/株式会社/);
    const roles = db.select({ email: users.email, role: users.role, flag: users.flag }).from(users).all();
    expect(roles).toEqual(
      expect.arrayContaining([
        { email: DEMO_LOGINS[0]!.email, role: ROLE.system, flag: 1 },
        { email: DEMO_LOGINS[1]!.email, role: ROLE.admin, flag: 1 },
      ]),
    );
  });

  it('serves the item pictures as square WebP', async () => {
    const item = box.deps.db.select().from(menuItems).where(eq(menuItems.name, 'draft-beer')).get();
    for (const [suffix, size] of [
      ['thumb', 480],
      ['detail', 1024],
    ] as const) {
      const res = await fetch(`${box.url}/images/${item?.image}-${suffix}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
    }
  });

  it('lets both demo accounts log in and opens /admin with the page password', async () => {
    const clients: ApiClient[] = [];
    for (const login of DEMO_LOGINS.slice(0, 2)) {
      const client = new ApiClient(box.url);
      const res = await client.post<{ user: { email: string } }>('/v1/auth/login', {
        email: login.email,
        password: login.password,
      });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(login.email);
      clients.push(client);
    }
    // The page password is given within the owner's login.
    const page = await clients[0]!.post('/v1/pageauth/login', { password: DEMO_LOGINS[2]!.password });
    expect(page.status).toBe(200);
  });

  it('prints an order on the demo fake printers, one ticket per station, in the data dir ticket file', async () => {
    const { db } = box.deps;
    const named = new Map(
      db
        .select()
        .from(stations)
        .all()
        .map((s) => [s.id, s.name]),
    );
    expect(
      db
        .select()
        .from(printers)
        .all()
        .map((p) => [p.name, p.station_id === null ? null : named.get(p.station_id)]),
    ).toEqual([
      ['キッチンプリンター', 'キッチン'],
      ['焼き場プリンター', '焼き場'],
      ['ドリンカープリンター', 'ドリンカー'],
      ['レジプリンター', null],
    ]);
    const table = db.select().from(diningTables).orderBy(diningTables.id).get()!;
    const tablet = new ApiClient(box.url);
    tablet.cookies.set(COOKIE.device, await box.deps.devices.issue(table.id, randomUUID()));
    const visit = await startVisit(tablet, table.id);
    const item = (name: string) => db.select().from(menuItems).where(eq(menuItems.name, name)).get()!;
    await placeOrder(tablet, visit, [
      { id: item('edamame').id, quantity: 2 },
      { id: item('oolong-tea').id, quantity: 1 },
    ]);
    const file = path.join(dataDir, DEMO_TICKETS_FILE);
    const deadline = Date.now() + 10_000;
    let text = '';
    while (Date.now() < deadline && (text.match(/-----/g) ?? []).length < 4) {
      await new Promise((r) => setTimeout(r, 100));
      text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    }
    expect(text).toContain('----- キッチンプリンター');
    expect(text).toContain('----- ドリンカープリンター');
    expect(text).toMatch(/2\s+枝豆/);
    expect(text).toContain(table.label);

    // Paid at the register, its receipt comes out of the demo's receipt printer (レジ).
    const staff = new ApiClient(box.url);
    await staff.login(DEMO_LOGINS[1]!.email, DEMO_LOGINS[1]!.password);
    const bill = await staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.id });
    const paid = await staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: visit.id,
      payments: [{ method: 'cash', amount: bill.body.bill.total }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const printed = await staff.post('/v1/receipt/print', { table_session_id: visit.id, document: 'receipt' });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const until = Date.now() + 10_000;
    while (Date.now() < until && !text.includes('----- レジプリンター')) {
      await new Promise((r) => setTimeout(r, 100));
      text = fs.readFileSync(file, 'utf8');
    }
    expect(text).toContain('----- レジプリンター');
    expect(text).toContain('登録番号 T1234567890123');
    // The demo's past week took the first numbers; the register carries on from there.
    const number = paid.body.bill.receipt?.number ?? 0;
    expect(number).toBeGreaterThan(1);
    expect(text).toContain(`No. ${String(number).padStart(6, '0')}`);
  });

  it('offers the choices an izakaya asks: 焼き方 on 焼き鳥, 大盛り, 濃いめ, 氷, toppings, プレミアム生 charged under 飲み放題', async () => {
    const { db } = box.deps;
    const table = db.select().from(diningTables).orderBy(diningTables.id).all()[1]!;
    const tablet = new ApiClient(box.url);
    tablet.cookies.set(COOKIE.device, await box.deps.devices.issue(table.id, randomUUID()));
    const menu = (await tablet.get<MenuItemListResponse>('/v1/menuitem/get/list')).body.list.data;
    const byName = (name: string) => menu.find((i) => i.name === name)!;
    const groups = (name: string) => byName(name).option_groups.map((g) => [g.label, g.min_picks, g.max_picks]);
    expect(groups('yakitori-5')).toEqual([['焼き方', 1, 1]]);
    expect(groups('white-rice')).toEqual([['ご飯の量', 1, 1]]);
    expect(groups('shoyu-ramen')).toEqual([
      ['麺の量', 1, 1],
      ['トッピング', 0, 3],
    ]);
    expect(groups('highball')).toEqual([
      ['濃さ', 1, 1],
      ['氷', 0, 1],
    ]);
    expect(groups('cola')).toEqual([['氷', 0, 1]]);
    // The menu answer carries each group's title in the other languages.
    expect(byName('yakitori-5').option_groups[0]!.translations.en?.name).toBe('Seasoning');
    expect(byName('shoyu-ramen').option_groups[1]!.translations['zh-Hant']?.name).toBe('加料');
    expect(byName('sashimi-3').accepts_note).toBe(1);
    const choice = (item: string, label: string) =>
      byName(item)
        .option_groups.flatMap((g) => g.choices)
        .find((c) => c.label === label)!.id;

    const visit = await startVisit(tablet, table.id);
    const refused = await tablet.post<ErrorBody>(
      '/v1/order/create',
      orderBody(visit, [{ id: byName('yakitori-5').id, quantity: 1 }]),
      {
        'Idempotency-Key': randomUUID(),
      },
    );
    expect(refused.body.error.code).toBe('OPTION_INVALID');
    await placeOrder(tablet, visit, [{ id: byName('nomihodai-alcohol-90').id, quantity: 2 }]);
    const body = orderBody(visit, []);
    body.orderItemsData.items = [
      { id: byName('yakitori-5').id, quantity: 1, options: [choice('yakitori-5', 'タレ')] },
      { id: byName('white-rice').id, quantity: 1, options: [choice('white-rice', '大盛り')] },
      { id: byName('highball').id, quantity: 1, options: [choice('highball', '濃いめ'), choice('highball', '氷なし')] },
      { id: byName('draft-beer').id, quantity: 1, options: [choice('draft-beer', 'プレミアム生に変更')] },
    ] as never;
    const order = await tablet.post<OrderCreateResponse>('/v1/order/create', body, { 'Idempotency-Key': randomUUID() });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const priced = order.body.order.items.map((l) => [
      l.menuitems.name,
      l.options.map((o) => o.label).join('/'),
      l.unit_price,
      l.price,
    ]);
    expect(priced).toHaveLength(4);
    expect(priced).toEqual(
      expect.arrayContaining([
        ['yakitori-5', 'タレ', byName('yakitori-5').price, byName('yakitori-5').price],
        ['white-rice', '大盛り', byName('white-rice').price + 110, byName('white-rice').price + 110],
        // Free under the alcohol plan, 濃いめ included; the premium beer still costs its upgrade.
        ['highball', '濃いめ/氷なし', byName('highball').price + 100, 0],
        ['draft-beer', 'プレミアム生に変更', byName('draft-beer').price + 150, 150],
      ]),
    );
  });

  it('has every genre, item, option group and choice on sale, the cover and the tables in en, zh-Hans, zh-Hant and ko, checked by a person', () => {
    const { db } = box.deps;
    const rows = db.select().from(menuTranslations).all();
    const of = (kind: string, id: number) => rows.filter((r) => r.kind === kind && r.entity_id === id);
    const complete = (kind: string, id: number, description: string | null) => {
      const mine = of(kind, id);
      const missing = MENU_TEXT_LOCALES.filter((locale) => {
        const row = mine.find((r) => r.locale === locale);
        if (!row?.name?.trim() || row.checked !== 1) return true;
        return description !== null && description !== '' && !row.description?.trim();
      });
      return missing.length === 0 ? null : `${kind} ${id}: ${missing.join(', ')}`;
    };
    const genres = db
      .select()
      .from(menus)
      .all()
      .filter((m) => m.flag !== MENU_FLAG.stopped);
    const items = db
      .select()
      .from(menuItems)
      .all()
      .filter((i) => i.flag === 1);
    const choices = db
      .select()
      .from(optionChoices)
      .all()
      .filter((c) => c.flag === 1);
    expect(genres.length).toBe(7);
    expect(items.length).toBeGreaterThanOrEqual(35);
    expect(choices.length).toBeGreaterThanOrEqual(10);
    const groups = db.select().from(optionGroups).all();
    expect(groups.length).toBeGreaterThanOrEqual(7);
    const gaps = [
      ...genres.map((g) => complete('menu', g.id, null)),
      ...items.map((i) => complete('item', i.id, i.description)),
      ...choices.map((c) => complete('choice', c.id, null)),
      ...groups.map((g) => complete('group', g.id, null)),
      complete('cover', COVER_ENTITY_ID, null),
      ...db
        .select()
        .from(diningTables)
        .all()
        .map((t) => complete('table', t.id, null)),
    ].filter((gap) => gap !== null);
    expect(gaps).toEqual([]);
    const table1 = db
      .select()
      .from(diningTables)
      .all()
      .find((t) => t.name === 'table-1')!;
    expect(of('table', table1.id).find((r) => r.locale === 'en')?.name).toBe('Table 1');
    // Japanese is the menu's own text, never a row.
    expect(rows.some((r) => (r.locale as string) === 'ja')).toBe(false);
  });

  it('does not seed again when the box starts on the same data dir', async () => {
    const before = counts(box);
    await box.close();
    box = await start();
    expect(counts(box)).toEqual(before);
  });
});
