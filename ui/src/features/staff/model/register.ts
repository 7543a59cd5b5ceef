import type { Bill, BillPayBody, PaymentMethod } from '@contract/bills';
import { equalSplit } from '@contract/tax-rules';
import { variantName } from './format';

/** One payer at the register: how they pay, and for cash what they hand over (as typed). */
export interface PartDraft {
  method: PaymentMethod;
  tenderedText: string;
}

export const DEFAULT_PART: PartDraft = { method: 'cash', tenderedText: '' };

/** Yen as staff type them: digits (full-width too), commas, a trailing 円; '' or anything else is null. */
export function yenOf(text: string): number | null {
  const digits = text.normalize('NFKC').replace(/[,円\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}

/** What a payer hands back: the change, or null while what was handed over is missing or short. */
export function changeOf(amount: number, part: PartDraft): number | null {
  if (part.method !== 'cash') return null;
  const tendered = yenOf(part.tenderedText);
  return tendered === null || tendered < amount ? null : tendered - amount;
}

export type RegisterCheck =
  | { ok: true; payments: BillPayBody['payments'] }
  /** The index of the first cash payer whose money is missing or short. */
  | { ok: false; shortOf: number };

/**
 * The payments of a bill split into `amounts` (one per payer), each in its payer's method; a cash
 * payer may leave お預かり empty (the exact amount). A payer left owing less than nothing stops it.
 */
export function registerPayments(amounts: readonly number[], parts: readonly PartDraft[]): RegisterCheck {
  const payments: BillPayBody['payments'] = [];
  for (const [i, part] of parts.entries()) {
    const amount = amounts[i] ?? 0;
    if (amount < 0) return { ok: false, shortOf: i };
    if (part.method !== 'cash') {
      payments.push({ method: part.method, amount });
      continue;
    }
    if (part.tenderedText.trim() === '') {
      payments.push({ method: 'cash', amount });
      continue;
    }
    const tendered = yenOf(part.tenderedText);
    if (tendered === null || tendered < amount) return { ok: false, shortOf: i };
    payments.push({ method: 'cash', amount, tendered });
  }
  return { ok: true, payments };
}

/** A line the payers may take: what it costs after its own discount. */
export interface SplitLine {
  id: number;
  name: string;
  quantity: number;
  amount: number;
}

/** The bill's lines that cost something, each net of its line discount. */
export function splitLines(bill: Pick<Bill, 'lines' | 'discounts'>): SplitLine[] {
  return bill.lines
    .filter((line) => line.state !== 'cancelled' && line.subtotal > 0)
    .map((line) => {
      const off = bill.discounts.filter((d) => d.order_item_id === line.id).reduce((sum, d) => sum + d.amount, 0);
      return { id: line.id, name: variantName(line), quantity: line.quantity, amount: line.subtotal - off };
    });
}

/**
 * 品目で分ける: each payer pays the lines given to them (a line no one took goes to the first);
 * what belongs to no line (お通し, a discount on the whole bill) is split equally among all.
 */
export function splitByLines(
  total: number,
  lines: readonly SplitLine[],
  payerOf: ReadonlyMap<number, number>,
  payers: number,
): { parts: number[]; shared: number } {
  const own = Array.from({ length: payers }, () => 0);
  for (const line of lines) {
    const payer = Math.min(Math.max(payerOf.get(line.id) ?? 0, 0), payers - 1);
    own[payer] = (own[payer] ?? 0) + line.amount;
  }
  const shared = total - lines.reduce((sum, line) => sum + line.amount, 0);
  const sharedParts = equalSplit(shared, payers).parts;
  return { parts: own.map((amount, i) => amount + (sharedParts[i] ?? 0)), shared };
}
