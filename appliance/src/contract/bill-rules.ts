/**
 * The taxes of a visit's bill, zod-free for the box and the screens: every line at the rate it was
 * ordered at, the cover charge at the standard rate, one total and one tax per rate
 * (tax-rules.ts), rounded as the owner chose.
 */
import { applyDiscounts, type DiscountEntry } from './discount-rules';
import { type RateTotal, STANDARD_TAX_RATE, type TaxRatePercent, type TaxRounding, taxByRate } from './tax-rules';

export interface BillLineForTax {
  id: number;
  /** What the line costs on the bill (0 when cancelled or freed by a plan). */
  subtotal: number;
  tax_rate: number;
}

/** A bill's figures: before and after its discounts, what each discount takes, totals and taxes per rate. */
export interface BillFigures {
  subtotal: number;
  discountTotal: number;
  total: number;
  /** Yen each discount takes off (by its id). */
  discountAmounts: ReadonlyMap<number, number>;
  rates: RateTotal[];
}

/** The rate a stored rate stands for: 8 is the reduced rate, anything else the standard one. */
export function taxRateOf(rate: number): TaxRatePercent {
  return rate === 8 ? 8 : STANDARD_TAX_RATE;
}

/**
 * The bill's figures: lines at their rates, the cover at the standard rate, the discounts off them
 * (discount-rules.ts), then one total and one tax per rate. Lines that cost nothing add to no rate.
 */
export function billFigures(
  lines: readonly BillLineForTax[],
  coverSubtotal: number,
  discounts: readonly DiscountEntry[],
  rounding: TaxRounding,
): BillFigures {
  const discounted = applyDiscounts(
    lines.map((line) => ({ id: line.id, subtotal: line.subtotal, rate: taxRateOf(line.tax_rate) })),
    coverSubtotal,
    discounts,
  );
  return {
    subtotal: discounted.subtotal,
    discountTotal: discounted.discountTotal,
    total: discounted.total,
    discountAmounts: discounted.amounts,
    rates: taxByRate(discounted.byRate, rounding),
  };
}

/** The bill's totals and taxes per rate. */
export function billTaxes(
  lines: readonly BillLineForTax[],
  coverSubtotal: number,
  rounding: TaxRounding,
  discounts: readonly DiscountEntry[] = [],
): RateTotal[] {
  return billFigures(lines, coverSubtotal, discounts, rounding).rates;
}
