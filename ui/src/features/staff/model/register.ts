import type { BillPayBody, PaymentMethod } from '@contract/bills';
import { equalSplit } from '@contract/tax-rules';

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
 * The payments of a bill split equally (割り勘; the first payers take the remainder yen), each in
 * its payer's method; a cash payer may leave お預かり empty (the exact amount).
 */
export function registerPayments(total: number, parts: readonly PartDraft[]): RegisterCheck {
  const amounts = equalSplit(total, parts.length).parts;
  const payments: BillPayBody['payments'] = [];
  for (const [i, part] of parts.entries()) {
    const amount = amounts[i] ?? 0;
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
