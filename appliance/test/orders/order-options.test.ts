import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { OptionGroup } from '../../src/contract/option-groups';
import type { OrderCreateResponse, OrderItemListResponse } from '../../src/contract/orders';
import type { TableSession, TableSessionListResponse } from '../../src/contract/table-sessions';
import { orderItems } from '../../src/db/schema';
import { updateOptionGroup } from '../../src/features/option-groups/option-groups.service';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addOptionGroup, addYakikata, choiceId } from '../option-groups/option-fixtures';
import { addTable, orderBody, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let yakikata: OptionGroup;
let size: OptionGroup;
let toppings: OptionGroup;
let brand: OptionGroup;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  const { karaage, edamame } = box.shop.items;
  yakikata = addYakikata(box, [karaage]);
  size = addOptionGroup(box, {
    label: '量',
    min_picks: 1,
    max_picks: 1,
    choices: [
      { label: '少なめ', price_delta: -50 },
      { label: '普通', price_delta: 0, is_default: 1 },
      { label: '大盛り', price_delta: 110 },
    ],
    item_ids: [edamame],
  });
  toppings = addOptionGroup(box, {
    label: 'トッピング',
    min_picks: 0,
    max_picks: 2,
    choices: [
      { label: '塩昆布', price_delta: 50 },
      { label: 'ガーリック', price_delta: 80 },
      { label: '明太', price_delta: 150, flag: 0 },
    ],
    item_ids: [edamame],
  });
  brand = addOptionGroup(box, {
    label: '銘柄',
    min_picks: 0,
    max_picks: 1,
    choices: [{ label: 'プレミアム生に変更', price_delta: 150, plan_charged: 1 }],
    menu_ids: [box.shop.menus.alcohol],
  });
});
afterAll(() => box.stop());

type Line = { id: number; quantity: number; options?: number[]; note?: string | null };

async function seated() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  return { tableId, tablet, visit };
}

function send(client: ApiClient, visit: TableSession, items: Line[], key = randomUUID()) {
  return client.post<OrderCreateResponse & ErrorBody>('/v1/order/create', orderBody(visit, items as never), {
    'Idempotency-Key': key,
  });
}

async function linesOf(visit: TableSession) {
  const res = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [visit.id], orderBy: 'asc' });
  return res.body.list.data;
}

async function total(visit: TableSession) {
  const res = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', { activeTableId: visit.dining_table_id });
  return res.body.list.data.find((s) => s.id === visit.id)!.total_amount;
}

describe('ordering with options', () => {
  it('prices the choices on the box, freezes them on the line and keeps different choices apart', async () => {
    const { tablet, visit } = await seated();
    const { karaage, edamame } = box.shop.items;
    const order = await send(tablet, visit, [
      { id: karaage, quantity: 2, options: [choiceId(yakikata, 'タレ')] },
      { id: karaage, quantity: 1, options: [choiceId(yakikata, '塩')] },
      {
        id: edamame,
        quantity: 1,
        options: [choiceId(size, '大盛り'), choiceId(toppings, 'ガーリック'), choiceId(toppings, '塩昆布')],
      },
      { id: edamame, quantity: 1, options: [choiceId(size, '少なめ')] },
      { id: karaage, quantity: 1, options: [choiceId(yakikata, 'タレ')] },
    ]);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const lines = order.body.order.items.map((l) => [
      l.menuitems.label,
      l.options.map((o) => o.label),
      l.quantity,
      l.unit_price,
      l.subtotal,
    ]);
    expect(lines).toEqual([
      ['若鶏の唐揚げ', ['塩'], 1, 680, 680],
      ['若鶏の唐揚げ', ['タレ'], 3, 680, 2040],
      ['枝豆', ['少なめ'], 1, 340, 340],
      ['枝豆', ['大盛り', '塩昆布', 'ガーリック'], 1, 390 + 110 + 50 + 80, 630],
    ]);
    expect(order.body.order.items[3]!.options[0]).toEqual({
      choice_id: choiceId(size, '大盛り'),
      group_label: '量',
      label: '大盛り',
      price_delta: 110,
      plan_charged: false,
    });
    expect(await total(visit)).toBe(680 + 2040 + 340 + 630);

    // The owner renames and reprices afterwards: the lines keep what they were ordered with.
    updateOptionGroup(box.deps, {
      id: size.id,
      name: size.name,
      label: 'ご飯の量',
      min_picks: 1,
      max_picks: 1,
      choices: size.choices.map((c) => ({
        id: c.id,
        label: `${c.label}!`,
        price_delta: c.price_delta + 1000,
        is_default: c.is_default as 0 | 1,
      })),
    });
    const after = await linesOf(visit);
    expect(after.find((l) => l.options[0]?.label === '大盛り')).toMatchObject({ unit_price: 630, subtotal: 630 });
    expect(after.find((l) => l.options[0]?.label === '大盛り')!.options[0]!.group_label).toBe('量');
    expect(await total(visit)).toBe(680 + 2040 + 340 + 630);
    updateOptionGroup(box.deps, {
      id: size.id,
      name: size.name,
      label: '量',
      min_picks: 1,
      max_picks: 1,
      choices: size.choices.map((c) => ({
        id: c.id,
        label: c.label,
        price_delta: c.price_delta,
        is_default: c.is_default as 0 | 1,
      })),
    });
  });

  it('a client that sends no options gets the defaults; a required group without one is refused', async () => {
    const { tablet, visit } = await seated();
    const plain = await placeOrder(tablet, visit, [{ id: box.shop.items.edamame, quantity: 2 }]);
    expect(plain.order.items[0]!.options.map((o) => o.label)).toEqual(['普通']);
    expect(plain.order.items[0]!.unit_price).toBe(390);

    const res = await send(tablet, visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'OPTION_INVALID',
      message: 'オプションの選択内容に誤りがあります。商品を選び直してください。',
      itemIds: [box.shop.items.karaage],
    });
  });

  it('refuses a wrong choice with a clear error and writes nothing', async () => {
    const { tablet, visit } = await seated();
    const { karaage, edamame } = box.shop.items;
    const cases: { items: Line[]; status: number; code: string }[] = [
      { items: [{ id: karaage, quantity: 1, options: [] }], status: 400, code: 'OPTION_INVALID' },
      {
        items: [{ id: karaage, quantity: 1, options: [choiceId(yakikata, '塩'), choiceId(yakikata, 'タレ')] }],
        status: 400,
        code: 'OPTION_INVALID',
      },
      {
        items: [{ id: karaage, quantity: 1, options: [choiceId(yakikata, '塩'), choiceId(size, '大盛り')] }],
        status: 400,
        code: 'OPTION_INVALID',
      },
      { items: [{ id: edamame, quantity: 1, options: [choiceId(size, '普通'), 987_654] }], status: 400, code: 'OPTION_INVALID' },
      {
        items: [
          {
            id: edamame,
            quantity: 1,
            options: [
              choiceId(size, '普通'),
              choiceId(toppings, '塩昆布'),
              choiceId(toppings, 'ガーリック'),
              choiceId(toppings, '明太'),
            ],
          },
        ],
        status: 400,
        code: 'OPTION_INVALID',
      },
      {
        items: [{ id: edamame, quantity: 1, options: [choiceId(size, '普通'), choiceId(toppings, '明太')] }],
        status: 409,
        code: 'OPTION_UNAVAILABLE',
      },
      { items: [{ id: edamame, quantity: 1, options: [-1] }], status: 400, code: 'VALIDATION' },
      { items: [{ id: edamame, quantity: 1, options: 'x' as never }], status: 400, code: 'VALIDATION' },
    ];
    for (const c of cases) {
      const res = await send(tablet, visit, [{ id: box.shop.items.oolong, quantity: 1 }, ...c.items]);
      expect(res.status, JSON.stringify(c.items)).toBe(c.status);
      expect(res.body.error.code).toBe(c.code);
    }
    const soldOut = await send(tablet, visit, [
      { id: edamame, quantity: 1, options: [choiceId(size, '普通'), choiceId(toppings, '明太')] },
    ]);
    expect(soldOut.body.error).toMatchObject({
      message: '品切れのオプションが含まれています。カートを確認してください。',
      itemIds: [edamame],
      choiceIds: [choiceId(toppings, '明太')],
    });
    expect(await linesOf(visit)).toEqual([]);
  });

  it('takes a note from a tablet only on items that accept one; staff may note any line', async () => {
    const { tablet, visit } = await seated();
    const { karaage, edamame } = box.shop.items;
    const refused = await send(tablet, visit, [{ id: edamame, quantity: 1, note: 'からし多め' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION');

    box.deps.db.run(`update menu_items set accepts_note = 1 where id = ${edamame}`);
    const noted = await send(tablet, visit, [
      { id: edamame, quantity: 1, note: '  塩  少なめ\nで ' },
      { id: edamame, quantity: 1 },
    ]);
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.order.items.map((l) => [l.note, l.quantity])).toEqual([
      [null, 1],
      ['塩 少なめ で', 1],
    ]);
    box.deps.db.run(`update menu_items set accepts_note = 0 where id = ${edamame}`);

    const byStaff = await send(staff, visit, [
      { id: karaage, quantity: 1, options: [choiceId(yakikata, '塩')], note: 'アレルギー: 卵' },
    ]);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.order.items[0]).toMatchObject({ note: 'アレルギー: 卵', options: [{ label: '塩' }] });

    for (const note of ['a'.repeat(51), 'ネギ\u0007抜き', 42]) {
      const res = await send(staff, visit, [{ id: edamame, quantity: 1, note: note as string }]);
      expect(res.status, String(note)).toBe(400);
    }
  });

  it('a retry with the same key answers the first order, and the key bound to other choices is refused', async () => {
    const { tablet, visit } = await seated();
    const key = randomUUID();
    const items: Line[] = [{ id: box.shop.items.karaage, quantity: 1, options: [choiceId(yakikata, 'タレ')] }];
    const first = await send(tablet, visit, items, key);
    const again = await send(tablet, visit, items, key);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.order.items).toEqual(first.body.order.items);
    const other = await send(tablet, visit, [{ ...items[0]!, options: [choiceId(yakikata, '塩')] }], key);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await linesOf(visit)).toHaveLength(1);
  });

  it('under 飲み放題 a freed drink costs only its charged choice', async () => {
    const { tablet, visit } = await seated();
    const premium = choiceId(brand, 'プレミアム生に変更');
    await placeOrder(tablet, visit, [{ id: box.shop.items.nomihodai, quantity: 1 }]);
    const order = await send(tablet, visit, [
      { id: box.shop.items.beer, quantity: 2, options: [premium] },
      { id: box.shop.items.beer, quantity: 1 },
    ]);
    expect(order.status).toBe(200);
    const [plainBeer, premiumBeer] = order.body.order.items;
    expect(premiumBeer).toMatchObject({ unit_price: 700, price: 150, subtotal: 300 });
    expect(plainBeer).toMatchObject({ unit_price: 550, price: 0, subtotal: 0 });
    expect(await total(visit)).toBe(1650 + 300);
    const stored = box.deps.db.select().from(orderItems).where(eq(orderItems.id, premiumBeer!.id)).get()!;
    expect(stored.plan_charge).toBe(150);
  });
});
