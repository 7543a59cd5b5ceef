import { menuText } from '@contract/menu-text';
import type { LineState, OrderItem } from '@contract/orders';
import { describe, expect, it } from 'vitest';
import { billLines, coverLine, historyRows, linesTotal } from './bill-lines';

let nextId = 1;

/** A line as orderItem.list answers it: the box's unit price on the bill and its subtotal. */
function line(itemId: number, label: string, quantity: number, price: number, state: LineState = 'ordered'): OrderItem {
  const id = nextId++;
  const cancelled = state === 'cancelled';
  return {
    id,
    quantity,
    status: state === 'served' ? 1 : 0,
    state,
    unit_price: price,
    price: cancelled ? 0 : price,
    subtotal: cancelled ? 0 : price * quantity,
    plan_line_id: null,
    plan_kind: null,
    tax_rate: 10,
    created_at: 1_000 + id,
    served_at: state === 'served' ? 2_000 + id : null,
    station_id: null,
    ready_at: state === 'ready' ? 1_500 + id : null,
    cancelled_at: cancelled ? 1_800 + id : null,
    options: [],
    note: null,
    menuitems: { id: itemId, label, name: `item-${itemId}`, price, flag: 1, menu_id: 10 },
    orders: { id: 100 + id, dining_table_id: 1, table_session_id: 1, entered_by_user_id: null, guest_number: null },
    diningTables: { label: '1番' },
  };
}

const EDAMAME = 1;
const BEER = 2;
const KARAAGE = 3;

const withChoice = (base: OrderItem, choiceId: number, label: string, delta = 0, note: string | null = null): OrderItem => ({
  ...base,
  options: [{ choice_id: choiceId, group_label: '焼き方', label, price_delta: delta, plan_charged: false }],
  note,
});

describe('rows with options', () => {
  it('keeps タレ and 塩 apart, and a line with a note on its own, on the bill and in the history', () => {
    const YAKITORI = 4;
    const lines = [
      withChoice(line(YAKITORI, '焼き鳥', 1, 968), 11, '塩'),
      withChoice(line(YAKITORI, '焼き鳥', 2, 968), 12, 'タレ'),
      withChoice(line(YAKITORI, '焼き鳥', 1, 968), 12, 'タレ'),
      withChoice(line(YAKITORI, '焼き鳥', 1, 968), 12, 'タレ', 0, 'よく焼き'),
    ];
    expect(billLines(lines).map((r) => [r.options.map((o) => o.label), r.note, r.quantity])).toEqual([
      [['塩'], null, 1],
      [['タレ'], null, 3],
      [['タレ'], 'よく焼き', 1],
    ]);
    expect(historyRows(lines)).toHaveLength(3);
  });
});

describe('bill lines', () => {
  it('merges the same item ordered three times into one row with the summed quantity and subtotal', () => {
    const rows = billLines([
      line(EDAMAME, '枝豆', 1, 390),
      line(BEER, '生ビール', 2, 600),
      line(EDAMAME, '枝豆', 1, 390),
      line(EDAMAME, '枝豆', 1, 390),
    ]);
    expect(rows.map((r) => [r.label, r.quantity, r.subtotal])).toEqual([
      ['枝豆', 3, 1170],
      ['生ビール', 2, 1200],
    ]);
  });

  it("marks a row '済' only when every line of it is served", () => {
    const rows = billLines([
      line(EDAMAME, '枝豆', 1, 390, 'served'),
      line(EDAMAME, '枝豆', 2, 390, 'ready'),
      line(BEER, '生ビール', 1, 600, 'served'),
      line(BEER, '生ビール', 1, 600, 'served'),
    ]);
    expect(rows.map((r) => [r.label, r.served])).toEqual([
      ['枝豆', false],
      ['生ビール', true],
    ]);
  });

  it('keeps a paid and a plan-free part of the same drink apart', () => {
    const rows = billLines([line(BEER, '生ビール', 1, 600), line(BEER, '生ビール', 3, 0)]);
    expect(rows.map((r) => [r.quantity, r.subtotal])).toEqual([
      [1, 600],
      [3, 0],
    ]);
  });

  it('leaves cancelled lines off the bill and out of its total', () => {
    const lines = [
      line(EDAMAME, '枝豆', 2, 390),
      line(EDAMAME, '枝豆', 1, 390, 'cancelled'),
      line(KARAAGE, '唐揚げ', 1, 680, 'cancelled'),
    ];
    expect(billLines(lines).map((r) => [r.label, r.quantity, r.subtotal])).toEqual([['枝豆', 2, 780]]);
    expect(linesTotal(lines)).toBe(780);
  });

  it('reads an empty visit as no rows and a total of 0', () => {
    expect(billLines([])).toEqual([]);
    expect(linesTotal([])).toBe(0);
  });
});

describe('history rows', () => {
  it('merges repeated items per state, in the order they were first ordered', () => {
    const rows = historyRows([
      line(EDAMAME, '枝豆', 1, 390, 'served'),
      line(BEER, '生ビール', 2, 600, 'ready'),
      line(EDAMAME, '枝豆', 1, 390, 'served'),
      line(EDAMAME, '枝豆', 1, 390),
      line(KARAAGE, '唐揚げ', 1, 680, 'cancelled'),
    ]);
    expect(rows.map((r) => [r.label, r.quantity, r.state, r.subtotal])).toEqual([
      ['枝豆', 2, 'served', 780],
      ['生ビール', 2, 'ready', 1200],
      ['枝豆', 1, 'ordered', 390],
      ['唐揚げ', 1, 'cancelled', 0],
    ]);
  });
});

describe('coverLine', () => {
  it('is a row of the bill per adult, gone once waived, and nothing before the guests are counted', () => {
    expect(coverLine({ label: 'お通し', unit_price: 330, quantity: 3, subtotal: 990, waived: false })).toMatchObject({
      label: 'お通し',
      quantity: 3,
      subtotal: 990,
    });
    expect(coverLine({ label: 'お通し', unit_price: 330, quantity: 3, subtotal: 0, waived: true })).toBeNull();
    expect(coverLine({ label: 'お通し', unit_price: 330, quantity: 0, subtotal: 0, waived: false })).toBeNull();
    expect(coverLine(null)).toBeNull();
  });

  it("carries the cover's translations, so the bill names it in the diner's language", () => {
    const translations = { en: { name: 'Table snack', description: null, checked: true } };
    const line = coverLine({ label: 'お通し', unit_price: 330, quantity: 2, subtotal: 660, waived: false }, translations);
    expect(line?.label).toBe('お通し');
    expect(menuText(line!.label, line!.translations, 'en', 'name')).toBe('Table snack');
    expect(menuText(line!.label, line!.translations, 'ko', 'name')).toBe('Table snack');
    expect(
      menuText(
        line!.label,
        coverLine({ label: 'お通し', unit_price: 330, quantity: 2, subtotal: 660, waived: false })!.translations,
        'en',
        'name',
      ),
    ).toBe('お通し');
  });
});
