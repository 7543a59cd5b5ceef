import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../contract/orders';
import { averagePerGuest, guestsOf, REPORT_HOURS, reportFigures } from './report-rules';
import type { PaidVisit, ReportSource } from './report-source';

const TZ = 'Asia/Tokyo';
/** 2026-11-20 (Fri) at hh:mm in Tokyo. */
const at = (hh: number, mm = 0) => Date.UTC(2026, 10, 20, hh - 9, mm);

let nextId = 1;
function line(
  item: { id: number; label: string; menu: number },
  price: number,
  quantity: number,
  extra: Partial<OrderItem> = {},
): OrderItem {
  const id = nextId++;
  return {
    id,
    quantity,
    status: 0,
    state: 'ordered',
    unit_price: price,
    price,
    subtotal: price * quantity,
    plan_line_id: null,
    plan_kind: null,
    tax_rate: 10,
    created_at: at(18),
    served_at: null,
    station_id: null,
    ready_at: null,
    cancelled_at: null,
    options: [],
    note: null,
    menuitems: { id: item.id, label: item.label, name: item.label, price, flag: 1, menu_id: item.menu },
    orders: { id: 1, dining_table_id: 1, table_session_id: 1, entered_by_user_id: null, guest_number: null },
    diningTables: { label: '1番' },
    ...extra,
  };
}

const KARAAGE = { id: 1, label: '唐揚げ', menu: 10 };
const BENTO = { id: 2, label: '弁当', menu: 11 };
const BEER = { id: 3, label: '生ビール', menu: 12 };

function visit(lines: OrderItem[], options: Partial<PaidVisit> = {}): PaidVisit {
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  return {
    id: nextId++,
    tableLabel: '1番',
    endedAt: at(19),
    guests: 2,
    children: 0,
    bill: { lines, cover: null, subtotal, discounts: [], discountTotal: 0, total: subtotal },
    payments: [{ method: 'cash', amount: subtotal }],
    receiptNumber: 1,
    ...options,
  };
}

const source = (visits: PaidVisit[], extra: Partial<ReportSource> = {}): ReportSource => ({
  visits,
  cancellations: [],
  openTotals: [],
  genreLabels: new Map([
    [10, 'フード'],
    [11, '持ち帰り'],
    [12, 'アルコール'],
  ]),
  ...extra,
});

describe('reportFigures: a day of paid bills', () => {
  it('taxes per rate are each bill’s, worked out once per rate and summed (not the tax of the summed total)', () => {
    // Two bills of ¥1,099 at 10%: each bill's tax floors to ¥99; the sum ¥2,198 would give ¥199.
    const a = visit([line(KARAAGE, 1_099, 1)]);
    const b = visit([line(KARAAGE, 1_099, 1)]);
    const c = visit([line(BENTO, 540, 2, { tax_rate: 8 }), line(BEER, 550, 1)]);
    const figures = reportFigures(source([a, b, c]), 'floor', TZ);
    expect(figures.rates).toEqual([
      { rate: 10, total: 2_748, tax: 99 + 99 + 50, ex_tax: 2_748 - 248 },
      { rate: 8, total: 1_080, tax: 80, ex_tax: 1_000 },
    ]);
    expect(figures).toMatchObject({ sales: 3_828, subtotal: 3_828, bills: 3, discount_total: 0 });
  });

  it('guests, 客単価, 未記録 payments, cancelled lines left out of genres and items, the cover as its own genre', () => {
    const paidAtRegister = visit([line(KARAAGE, 680, 2), line(BEER, 550, 2, { cancelled_at: at(18, 30), subtotal: 0 })], {
      guests: 3,
      children: 1,
      payments: [
        { method: 'cash', amount: 1_000 },
        { method: 'card', amount: 860 },
      ],
    });
    paidAtRegister.bill.cover = { label: 'お通し', unit_price: 250, quantity: 2, subtotal: 500, waived: false };
    paidAtRegister.bill.total = 1_860;
    paidAtRegister.bill.subtotal = 1_860;
    const floor = visit([line(BEER, 550, 1)], { guests: null, children: null, payments: [] });
    const figures = reportFigures(
      source([paidAtRegister, floor], { cancellations: [{ amount: 1_100 }], openTotals: [3_000] }),
      'floor',
      TZ,
    );
    expect(figures.guests).toEqual({ adults: 2, children: 1, total: 3, unknown_bills: 1 });
    expect(figures.average_per_guest).toBe(Math.round(2_410 / 3));
    expect(figures.payments).toEqual([
      { method: 'cash', count: 1, amount: 1_000 },
      { method: 'card', count: 1, amount: 860 },
      { method: 'qr', count: 0, amount: 0 },
      { method: 'other', count: 0, amount: 0 },
      { method: 'unrecorded', count: 1, amount: 550 },
    ]);
    expect(figures.genres).toEqual([
      { menu_id: 10, label: 'フード', quantity: 2, amount: 1_360 },
      { menu_id: 12, label: 'アルコール', quantity: 1, amount: 550 },
      { menu_id: null, label: 'お通し', quantity: 2, amount: 500 },
    ]);
    expect(figures.items.map((i) => [i.label, i.quantity, i.amount])).toEqual([
      ['唐揚げ', 2, 1_360],
      ['生ビール', 1, 550],
    ]);
    expect(figures.cancellations).toEqual({ count: 1, amount: 1_100 });
    expect(figures.open).toEqual({ count: 1, amount: 3_000 });
  });

  it('a bill-wide discount comes off sales and the rates, not off genres; it counts once', () => {
    const discounted = visit([line(KARAAGE, 1_000, 1)]);
    discounted.bill.discounts = [
      {
        id: 1,
        order_item_id: null,
        item_label: null,
        kind: 'amount',
        value: 100,
        amount: 100,
        reason: 'regular',
        note: null,
        staff_name: 'x',
        at: 0,
      },
    ];
    const figures = reportFigures(source([discounted]), 'floor', TZ);
    expect(figures).toMatchObject({ sales: 900, subtotal: 1_000, discount_total: 100, discounts: { count: 1, amount: 100 } });
    expect(figures.rates).toEqual([
      { rate: 10, total: 900, tax: 81, ex_tax: 819 },
      { rate: 8, total: 0, tax: 0, ex_tax: 0 },
    ]);
    expect(figures.genres[0]?.amount).toBe(1_000);
  });

  it('hours run 5..23 then 0..4: a bill paid at 01:30 is in the 1 o’clock bar at the end of the day', () => {
    expect(REPORT_HOURS[0]).toBe(5);
    expect(REPORT_HOURS[23]).toBe(4);
    const late = visit([line(KARAAGE, 500, 1)], { endedAt: at(25, 30) });
    const early = visit([line(KARAAGE, 700, 1)], { endedAt: at(11, 59) });
    const figures = reportFigures(source([late, early]), 'floor', TZ);
    expect(figures.hours).toHaveLength(24);
    expect(figures.hours.find((h) => h.hour === 1)).toEqual({ hour: 1, sales: 500, bills: 1 });
    expect(figures.hours.find((h) => h.hour === 11)).toEqual({ hour: 11, sales: 700, bills: 1 });
    expect(figures.hours.map((h) => h.hour).indexOf(1)).toBe(20);
  });

  it('an empty day: zeros, no 客単価', () => {
    const figures = reportFigures(source([]), 'floor', TZ);
    expect(figures).toMatchObject({ sales: 0, bills: 0, average_per_guest: null, genres: [], items: [] });
    expect(figures.rates.map((r) => [r.rate, r.total])).toEqual([
      [10, 0],
      [8, 0],
    ]);
  });
});

describe('guests and 客単価', () => {
  it('children never exceed the party; uncounted visits add none', () => {
    expect(guestsOf({ guests: 2, children: 5 })).toEqual({ adults: 0, children: 2 });
    expect(guestsOf({ guests: null, children: null })).toEqual({ adults: 0, children: 0 });
    expect(averagePerGuest(10_000, 3)).toBe(3_333);
    expect(averagePerGuest(10_000, 0)).toBeNull();
  });
});
