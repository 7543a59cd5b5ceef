/**
 * Consumption tax on a bill (適格簡易請求書), zod-free for the box and the screens. Prices are
 * tax-included integer yen; the tax is worked out ONCE per rate per bill from that rate's total
 * (the invoice rules: never per line and summed), rounded as the owner chose.
 */

/** The standard rate and the reduced rate (food to take away, newspapers): in percent. */
export const TAX_RATES = [10, 8] as const;
export type TaxRatePercent = (typeof TAX_RATES)[number];
export const STANDARD_TAX_RATE: TaxRatePercent = 10;

/** 切り捨て (the default), 四捨五入, 切り上げ. */
export const TAX_ROUNDING_MODES = ['floor', 'round', 'ceil'] as const;
export type TaxRounding = (typeof TAX_ROUNDING_MODES)[number];
export const TAX_ROUNDING_LABELS: Record<TaxRounding, string> = { floor: '切り捨て', round: '四捨五入', ceil: '切り上げ' };

/** One amount on the bill at one rate, tax included (a line's subtotal, a discount as a negative amount). */
export interface TaxedAmount {
  rate: TaxRatePercent;
  amount: number;
}

/** What a receipt prints for one rate: 10%対象 ¥27,164 (内消費税 ¥2,469). */
export interface RateTotal {
  rate: TaxRatePercent;
  /** Tax included. */
  total: number;
  tax: number;
  /** total minus tax. */
  exTax: number;
}

function rounded(value: number, mode: TaxRounding): number {
  // Integer arithmetic first: total x rate / (100 + rate) as a fraction, so 2469.45 never drifts.
  if (mode === 'floor') return Math.floor(value);
  if (mode === 'ceil') return Math.ceil(value);
  return Math.round(value);
}

/** The tax inside a tax-included total at one rate, rounded once. */
export function taxIncluded(total: number, rate: TaxRatePercent, mode: TaxRounding = 'floor'): number {
  const numerator = total * rate;
  const denominator = 100 + rate;
  // Exact for whole multiples; otherwise the fraction rounded by the owner's mode.
  if (numerator % denominator === 0) return numerator / denominator;
  return rounded(numerator / denominator, mode);
}

/**
 * The bill's totals per rate, standard rate first, each rate's tax computed once from its total.
 * Rates with nothing on the bill are left out.
 */
export function taxByRate(amounts: readonly TaxedAmount[], mode: TaxRounding = 'floor'): RateTotal[] {
  return TAX_RATES.flatMap((rate) => {
    const of = amounts.filter((a) => a.rate === rate);
    if (of.length === 0) return [];
    const total = of.reduce((sum, a) => sum + a.amount, 0);
    const tax = taxIncluded(total, rate, mode);
    return [{ rate, total, tax, exTax: total - tax }];
  });
}

/**
 * An invoice registration number (適格請求書発行事業者登録番号): T and 13 digits. Full-width
 * characters and spaces or hyphens a person types are accepted and normalized; anything else is
 * null.
 */
export function normalizeInvoiceNumber(input: string): string | null {
  const ascii = input.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();
  return /^T\d{13}$/.test(ascii) ? ascii : null;
}

/** The number to store for what the owner typed: null for none, undefined when it is no registration number. */
export function invoiceNumberOf(typed: string | null): string | null | undefined {
  if (typed === null || typed.trim() === '') return null;
  return normalizeInvoiceNumber(typed) ?? undefined;
}

/**
 * 割り勘: a total split among `people`, in whole yen. Everybody pays the same and the first
 * payers take the remainder one yen each, so the parts always add up to the total.
 */
export function equalSplit(total: number, people: number): { each: number; remainder: number; parts: number[] } {
  if (!Number.isInteger(people) || people < 1) throw new RangeError('people must be a whole number from 1');
  const each = Math.floor(total / people);
  const remainder = total - each * people;
  const parts = Array.from({ length: people }, (_, i) => each + (i < remainder ? 1 : 0));
  return { each, remainder, parts };
}
