import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTaxes } from './bill-rules';
import { equalSplit, invoiceNumberOf, normalizeInvoiceNumber, taxByRate, taxIncluded } from './tax-rules';

describe('tax once per rate per bill', () => {
  it('2 x ¥13,582 at 10%: tax ¥2,469 and ex-tax ¥24,695 (a real POS summed per line and got it wrong)', () => {
    const bill = taxByRate([
      { rate: 10, amount: 13_582 },
      { rate: 10, amount: 13_582 },
    ]);
    expect(bill).toEqual([{ rate: 10, total: 27_164, tax: 2_469, exTax: 24_695 }]);
    // Per line and summed would have said 1,234 + 1,234 = 2,468.
    expect(taxIncluded(13_582, 10) * 2).toBe(2_468);
  });

  it('rounds as the owner chose: 切り捨て, 四捨五入, 切り上げ', () => {
    // 27,164 x 10 / 110 = 2469.45...
    expect(taxIncluded(27_164, 10, 'floor')).toBe(2_469);
    expect(taxIncluded(27_164, 10, 'round')).toBe(2_469);
    expect(taxIncluded(27_164, 10, 'ceil')).toBe(2_470);
    // 1,000 x 8 / 108 = 74.07...; 1,080 x 8 / 108 = 80 exactly in every mode.
    expect(taxIncluded(1_000, 8, 'floor')).toBe(74);
    expect(taxIncluded(1_000, 8, 'round')).toBe(74);
    expect(taxIncluded(1_000, 8, 'ceil')).toBe(75);
    for (const mode of ['floor', 'round', 'ceil'] as const) expect(taxIncluded(1_080, 8, mode)).toBe(80);
    // 1,155 x 10 / 110 = 105 exactly; 1,160 x 10 / 110 = 105.45; 1,166 x 10 / 110 = 106.
    expect(taxIncluded(1_160, 10, 'round')).toBe(105);
    expect(taxIncluded(1_166, 10, 'round')).toBe(106);
  });

  it('a mixed bill: each rate its own total and tax, standard rate first, empty rates left out', () => {
    const bill = taxByRate([
      { rate: 8, amount: 540 },
      { rate: 10, amount: 1_100 },
      { rate: 8, amount: 1_080 },
      { rate: 10, amount: -100 },
    ]);
    expect(bill).toEqual([
      { rate: 10, total: 1_000, tax: 90, exTax: 910 },
      { rate: 8, total: 1_620, tax: 120, exTax: 1_500 },
    ]);
    expect(taxByRate([{ rate: 8, amount: 300 }]).map((r) => r.rate)).toEqual([8]);
    expect(taxByRate([])).toEqual([]);
  });

  it('the tax never exceeds the rate of the total, and ex-tax + tax is the total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: fc.constantFrom(10 as const, 8 as const), amount: fc.integer({ min: 0, max: 200_000 }) }), {
          maxLength: 30,
        }),
        fc.constantFrom('floor' as const, 'round' as const, 'ceil' as const),
        (amounts, mode) => {
          for (const r of taxByRate(amounts, mode)) {
            expect(r.exTax + r.tax).toBe(r.total);
            expect(Math.abs(r.tax - (r.total * r.rate) / (100 + r.rate))).toBeLessThan(1);
          }
        },
      ),
    );
  });
});

describe('normalizeInvoiceNumber', () => {
  it('takes T and 13 digits, as typed (full-width, spaces, hyphens)', () => {
    expect(normalizeInvoiceNumber('T1234567890123')).toBe('T1234567890123');
    expect(normalizeInvoiceNumber('ｔ１２３４-５６７８-９０１２３')).toBe('T1234567890123');
    expect(normalizeInvoiceNumber(' T 1234567890123 ')).toBe('T1234567890123');
  });

  it('refuses anything else', () => {
    for (const bad of ['1234567890123', 'T123456789012', 'T12345678901234', 'X1234567890123', 'T12345678901a3', '']) {
      expect(normalizeInvoiceNumber(bad)).toBeNull();
    }
  });
});

describe('equalSplit (割り勘)', () => {
  it('shares the remainder one yen each among the first payers', () => {
    expect(equalSplit(10_000, 3)).toEqual({ each: 3_333, remainder: 1, parts: [3_334, 3_333, 3_333] });
    expect(equalSplit(9_000, 3)).toEqual({ each: 3_000, remainder: 0, parts: [3_000, 3_000, 3_000] });
    expect(equalSplit(5, 7).parts).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(() => equalSplit(100, 0)).toThrow(RangeError);
  });

  it('the parts always add up to the total and differ by at most one yen (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), (total, people) => {
        const { parts } = equalSplit(total, people);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('invoiceNumberOf', () => {
  it('stores none for a blank entry, the normalized number, or refuses', () => {
    expect(invoiceNumberOf(null)).toBeNull();
    expect(invoiceNumberOf('  ')).toBeNull();
    expect(invoiceNumberOf('t1234567890123')).toBe('T1234567890123');
    expect(invoiceNumberOf('T12')).toBeUndefined();
  });
});

describe('billTaxes', () => {
  it('puts each line at its rate and the cover at the standard rate; free lines add nothing', () => {
    const rates = billTaxes(
      [
        { id: 1, subtotal: 680, tax_rate: 10 },
        { id: 2, subtotal: 1_000, tax_rate: 8 },
        { id: 3, subtotal: 0, tax_rate: 8 },
      ],
      660,
      'floor',
    );
    expect(rates).toEqual([
      { rate: 10, total: 1_340, tax: 121, exTax: 1_219 },
      { rate: 8, total: 1_000, tax: 74, exTax: 926 },
    ]);
    expect(billTaxes([{ id: 1, subtotal: 0, tax_rate: 10 }], 0, 'floor')).toEqual([]);
  });
});
