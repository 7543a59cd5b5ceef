/**
 * The taxes of a visit's bill, zod-free for the box and the screens: every line at the rate it was
 * ordered at, the cover charge at the standard rate, one total and one tax per rate
 * (tax-rules.ts), rounded as the owner chose.
 */
import {
  type RateTotal,
  STANDARD_TAX_RATE,
  type TaxedAmount,
  type TaxRatePercent,
  type TaxRounding,
  taxByRate,
} from './tax-rules';

export interface BillLineForTax {
  /** What the line costs on the bill (0 when cancelled or freed by a plan). */
  subtotal: number;
  tax_rate: number;
}

/** The rate a stored rate stands for: 8 is the reduced rate, anything else the standard one. */
export function taxRateOf(rate: number): TaxRatePercent {
  return rate === 8 ? 8 : STANDARD_TAX_RATE;
}

/** The bill's totals and taxes per rate (lines that cost nothing are left out of no rate: they add 0). */
export function billTaxes(lines: readonly BillLineForTax[], coverSubtotal: number, rounding: TaxRounding): RateTotal[] {
  const amounts: TaxedAmount[] = lines
    .filter((line) => line.subtotal !== 0)
    .map((line) => ({ rate: taxRateOf(line.tax_rate), amount: line.subtotal }));
  if (coverSubtotal !== 0) amounts.push({ rate: STANDARD_TAX_RATE, amount: coverSubtotal });
  return taxByRate(amounts, rounding);
}
