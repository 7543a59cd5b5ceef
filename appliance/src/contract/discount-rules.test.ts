import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billFigures } from './bill-rules';
import { applyDiscounts, discountOff, spreadOverRates } from './discount-rules';

describe('discountOff', () => {
  it('takes yen or a percent off, rounding the percent down, never more than the base', () => {
    expect(discountOff(3_000, 'amount', 500)).toBe(500);
    expect(discountOff(300, 'amount', 500)).toBe(300);
    expect(discountOff(3_333, 'percent', 10)).toBe(333);
    expect(discountOff(3_000, 'percent', 100)).toBe(3_000);
    expect(discountOff(0, 'percent', 50)).toBe(0);
  });
});

describe('spreadOverRates', () => {
  it('splits a bill discount by what each rate holds, the leftover yen to the larger remainder', () => {
    // 1,000 off 6,000 at 10% and 3,000 at 8%: 666.67 and 333.33 -> 667 and 333.
    const parts = spreadOverRates(
      1_000,
      new Map([
        [10, 6_000],
        [8, 3_000],
      ]),
    );
    expect(parts.get(10)).toBe(667);
    expect(parts.get(8)).toBe(333);
  });

  it('always adds up to the discount and never takes more than a rate holds', () => {
    fc.assert(
      fc.property(fc.nat(200_000), fc.nat(200_000), fc.nat(400_000), (ten, eight, asked) => {
        const byRate = new Map<10 | 8, number>([
          [10, ten],
          [8, eight],
        ]);
        const off = Math.min(asked, ten + eight);
        const parts = spreadOverRates(off, byRate);
        const sum = (parts.get(10) ?? 0) + (parts.get(8) ?? 0);
        expect(sum).toBe(ten + eight === 0 ? 0 : off);
        expect(parts.get(10) ?? 0).toBeLessThanOrEqual(ten);
        expect(parts.get(8) ?? 0).toBeLessThanOrEqual(eight);
      }),
    );
  });
});

describe('applyDiscounts', () => {
  const lines = [
    { id: 1, subtotal: 1_200, rate: 10 as const },
    { id: 2, subtotal: 800, rate: 8 as const },
    { id: 3, subtotal: 0, rate: 10 as const },
  ];

  it('takes a line discount off its line and rate, then a bill discount off what is left', () => {
    const result = applyDiscounts(lines, 660, [
      { id: 10, order_item_id: 1, kind: 'percent', value: 50 },
      { id: 11, order_item_id: null, kind: 'amount', value: 300 },
    ]);
    expect(result.subtotal).toBe(2_660);
    expect(result.amounts.get(10)).toBe(600);
    expect(result.amounts.get(11)).toBe(300);
    expect(result.discountTotal).toBe(900);
    expect(result.total).toBe(1_760);
    // After the line discount: 10% holds 600 + 660 = 1,260, 8% holds 800; 300 splits 183.495 / 116.505 -> 183 / 117 (the yen left to the larger remainder).
    expect(result.byRate).toEqual([
      { rate: 10, amount: 1_260 - 183 },
      { rate: 8, amount: 800 - 117 },
    ]);
  });

  it('gives a discount on a line off the bill (cancelled, freed) nothing', () => {
    const result = applyDiscounts(lines, 0, [{ id: 10, order_item_id: 3, kind: 'amount', value: 500 }]);
    expect(result.amounts.get(10)).toBe(0);
    expect(result.total).toBe(2_000);
  });

  it('never takes the bill below zero, however many discounts', () => {
    const result = applyDiscounts(lines, 0, [
      { id: 10, order_item_id: null, kind: 'percent', value: 80 },
      { id: 11, order_item_id: null, kind: 'amount', value: 100_000 },
    ]);
    expect(result.amounts.get(10)).toBe(1_600);
    expect(result.amounts.get(11)).toBe(400);
    expect(result.total).toBe(0);
  });
});

describe('billFigures with discounts', () => {
  it('computes each rate tax once, from the rate total after discounts', () => {
    // 2 x 13,582 at 10% and a 1,000 yen off the 10% line: 26,164 -> tax 2,378 (floor of 2,378.5).
    const figures = billFigures(
      [{ id: 1, subtotal: 27_164, tax_rate: 10 }],
      0,
      [{ id: 5, order_item_id: 1, kind: 'amount', value: 1_000 }],
      'floor',
    );
    expect(figures.total).toBe(26_164);
    expect(figures.rates).toEqual([{ rate: 10, total: 26_164, tax: 2_378, exTax: 23_786 }]);
    const rounded = billFigures(
      [{ id: 1, subtotal: 27_164, tax_rate: 10 }],
      0,
      [{ id: 5, order_item_id: 1, kind: 'amount', value: 1_000 }],
      'round',
    );
    expect(rounded.rates[0]?.tax).toBe(2_379);
  });

  it('mixed 8% and 10% with a bill percent: the rates still add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ subtotal: fc.nat(20_000), eight: fc.boolean() }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 100 }),
        (raw, percent) => {
          const lines = raw.map((l, i) => ({ id: i + 1, subtotal: l.subtotal, tax_rate: l.eight ? 8 : 10 }));
          const figures = billFigures(lines, 0, [{ id: 1, order_item_id: null, kind: 'percent', value: percent }], 'floor');
          expect(figures.rates.reduce((sum, r) => sum + r.total, 0)).toBe(figures.total);
          expect(figures.total).toBe(figures.subtotal - figures.discountTotal);
        },
      ),
    );
  });
});
