/**
 * A receipt (レシート), a 領収書 or a bill slip (お会計票) as rows, zod-free: the box prints the rows
 * (devices/escpos/render-receipt.ts) and the staff browser shows them (/receipt/:id), so paper and
 * screen never disagree. Money comes from the bill as the box computed it: the totals and taxes
 * per rate (worked out once per rate) are printed, never recomputed here.
 */
import type { Bill, BillRate, Payment } from './bills';
import { DISCOUNT_REASON_LABELS } from './discount-rules';
import { labelPlainText } from './label-text';
import { isServiceLine } from './line-kinds';
import { type TaxRatePercent, taxIncluded } from './tax-rules';

export const RECEIPT_DOCUMENTS = ['receipt', 'invoice', 'slip'] as const;
export type ReceiptDocumentKind = (typeof RECEIPT_DOCUMENTS)[number];

export const RECEIPT_TITLES: Record<ReceiptDocumentKind, string> = { receipt: 'レシート', invoice: '領収書', slip: 'お会計票' };

/** 宛名 when none is given. */
export const DEFAULT_PAYER = '上様';
/** 但し書き when none is given. */
export const DEFAULT_PROVISO = 'お食事代として';
/** 記載金額 (tax excluded, as the tax is stated) from which a 領収書 needs a 収入印紙. */
export const STAMP_DUTY_FROM = 50_000;
export const REDUCED_MARK = '※';
export const REDUCED_LEGEND = '※は軽減税率対象';

export type ReceiptRow =
  /** The shop's name, large and centred. */
  | { kind: 'shop'; text: string }
  /** Small centred text: the company, its address and phone, the registration number. */
  | { kind: 'center'; text: string }
  /** The document's name. */
  | { kind: 'title'; text: string }
  /** Label left, value right; `total` prints large. */
  | { kind: 'pair'; left: string; right: string; total?: boolean }
  /** A bill line: name (with ※ on a reduced-rate line), quantity and amount. */
  | { kind: 'item'; name: string; quantity: number; amount: string; reduced: boolean }
  /** Indented under the row above: a discount on a line, a rate's tax, change. */
  | { kind: 'detail'; left: string; right: string }
  /** A 領収書's 宛名, underlined: 「〇〇 様」, or 上様 alone. */
  | { kind: 'payer'; text: string }
  /** A 領収書's amount, large. */
  | { kind: 'amount'; text: string }
  | { kind: 'text'; text: string }
  /** A box where the 収入印紙 goes. */
  | { kind: 'stamp'; text: string }
  | { kind: 'rule' };

export interface ReceiptDocument {
  kind: ReceiptDocumentKind;
  title: string;
  /** 再発行: a copy after the first. */
  reprint: boolean;
  rows: ReceiptRow[];
}

export interface ReceiptIssuer {
  /** The operating company (zCompany), or null while unset. */
  company: { name: string; address: string; phone: string } | null;
  /** The owner's message under the receipt, or null. */
  footer: string | null;
}

export interface ReceiptDocumentInput {
  kind: ReceiptDocumentKind;
  bill: Bill;
  issuer: ReceiptIssuer;
  /** IANA zone of the shop: dates print in its local time. */
  timeZone: string;
  reprint: boolean;
  /** 領収書: 宛名 (else 上様) and 但し書き (else お食事代として). */
  payerName?: string | null;
  proviso?: string | null;
  /** 領収書 of one payer of a split bill: its amount, method and taxes (the box's stored payment). */
  payment?: Payment | null;
}

/** ¥1,234 and -¥200, grouped as Japanese receipts write them. */
export function receiptYen(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}¥${Math.abs(amount).toLocaleString('ja-JP')}`;
}

/** No. 000123 */
export function receiptNumberText(n: number): string {
  return `No. ${String(n).padStart(6, '0')}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY/MM/DD HH:mm in the shop's zone (Asia/Tokyo when the zone is unknown). */
export function receiptDateTime(at: number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('ja-JP', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('ja-JP', { ...options, timeZone: 'Asia/Tokyo' });
    }
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}`;
}

const PAYMENT_LABELS: Record<Payment['method'], string> = { cash: '現金', card: 'カード', qr: 'QR決済', other: 'その他' };

function lineName(line: Bill['lines'][number]): string {
  const name = labelPlainText(line.menuitems.label);
  return line.options.length === 0 ? name : `${name}（${line.options.map((o) => labelPlainText(o.label)).join('・')}）`;
}

function issuerRows(bill: Bill, issuer: ReceiptIssuer): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ kind: 'shop', text: bill.shop_name }];
  const company = issuer.company;
  if (company?.name && company.name !== bill.shop_name) rows.push({ kind: 'center', text: company.name });
  if (company?.address) rows.push({ kind: 'center', text: company.address });
  if (company?.phone) rows.push({ kind: 'center', text: `TEL ${company.phone}` });
  if (bill.invoice_number) rows.push({ kind: 'center', text: `登録番号 ${bill.invoice_number}` });
  return rows;
}

function discountLabel(discount: Bill['discounts'][number]): string {
  return `割引（${discount.note && discount.reason === 'other' ? discount.note : DISCOUNT_REASON_LABELS[discount.reason]}）`;
}

function lineRows(bill: Bill): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  for (const line of bill.lines) {
    // A cancelled line, or one a plan made free, is not charged: the plan's own line is.
    if (line.cancelled_at !== null || (line.plan_line_id !== null && line.subtotal === 0)) continue;
    // A ¥0 service request (取り皿, おしぼり) was never sold.
    if (isServiceLine(line) && line.subtotal === 0) continue;
    rows.push({
      kind: 'item',
      name: lineName(line),
      quantity: line.quantity,
      amount: receiptYen(line.subtotal),
      reduced: line.tax_rate === 8,
    });
    for (const discount of bill.discounts) {
      if (discount.order_item_id === line.id && discount.amount > 0) {
        rows.push({ kind: 'detail', left: discountLabel(discount), right: receiptYen(-discount.amount) });
      }
    }
  }
  const cover = bill.cover;
  if (cover && cover.subtotal > 0) {
    rows.push({ kind: 'item', name: cover.label, quantity: cover.quantity, amount: receiptYen(cover.subtotal), reduced: false });
  }
  return rows;
}

/**
 * One payer's share of the bill's rates: the payment spread over the rates in proportion to their
 * totals (the remainder to the largest), each share's tax worked out once at its rate.
 */
export function paymentRates(bill: Bill, amount: number): BillRate[] {
  const whole = bill.rates.reduce((sum, rate) => sum + rate.total, 0);
  if (whole <= 0) return [];
  const shares = bill.rates.map((rate) => Math.floor((amount * rate.total) / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = bill.rates.map((_, i) => i).sort((a, b) => (bill.rates[b]?.total ?? 0) - (bill.rates[a]?.total ?? 0));
  for (const i of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return bill.rates.map((rate, i) => {
    const total = shares[i] ?? 0;
    const tax = taxIncluded(total, rate.rate as TaxRatePercent, bill.tax_rounding);
    return { rate: rate.rate, total, tax, ex_tax: total - tax };
  });
}

function rateRows(bill: Pick<Bill, 'rates'>): ReceiptRow[] {
  return bill.rates
    .filter((rate) => rate.total !== 0)
    .map((rate) => ({
      kind: 'detail' as const,
      left: `${rate.rate}%対象 ${receiptYen(rate.total)}`,
      right: `（内消費税 ${receiptYen(rate.tax)}）`,
    }));
}

function hasReduced(bill: Bill): boolean {
  return bill.rates.some((rate) => rate.rate === 8 && rate.total !== 0);
}

function paymentRows(bill: Bill): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  for (const payment of bill.payments) {
    rows.push({ kind: 'pair', left: PAYMENT_LABELS[payment.method], right: receiptYen(payment.amount) });
    if (payment.method === 'cash' && payment.tendered !== null) {
      rows.push({ kind: 'detail', left: 'お預かり', right: receiptYen(payment.tendered) });
      rows.push({ kind: 'detail', left: 'お釣り', right: receiptYen(payment.change ?? 0) });
    }
  }
  return rows;
}

function footerRows(issuer: ReceiptIssuer): ReceiptRow[] {
  return issuer.footer ? [{ kind: 'rule' }, { kind: 'text', text: issuer.footer }] : [];
}

/** レシート and お会計票: the shop, the lines, the totals, the rates and (when paid) the payments. */
function receiptRows(input: ReceiptDocumentInput): ReceiptRow[] {
  const { bill, kind } = input;
  const at = kind === 'slip' || !bill.receipt ? bill.at : bill.receipt.issued_at;
  const rows: ReceiptRow[] = [
    ...issuerRows(bill, input.issuer),
    { kind: 'title', text: RECEIPT_TITLES[kind] },
    { kind: 'pair', left: receiptDateTime(at, input.timeZone), right: `テーブル ${bill.table_label}` },
  ];
  if (kind !== 'slip' && bill.receipt) rows.push({ kind: 'text', text: receiptNumberText(bill.receipt.number) });
  rows.push({ kind: 'rule' }, ...lineRows(bill), { kind: 'rule' });
  rows.push({ kind: 'pair', left: '小計', right: receiptYen(bill.subtotal) });
  for (const discount of bill.discounts) {
    if (discount.order_item_id === null && discount.amount > 0) {
      rows.push({ kind: 'pair', left: discountLabel(discount), right: receiptYen(-discount.amount) });
    }
  }
  // With a line's discount among them, the sum of all discounts.
  if (bill.discounts.some((d) => d.order_item_id !== null && d.amount > 0)) {
    rows.push({ kind: 'pair', left: '割引計', right: receiptYen(-bill.discount_total) });
  }
  rows.push({ kind: 'pair', left: '合計', right: receiptYen(bill.total), total: true }, ...rateRows(bill));
  if (hasReduced(bill)) rows.push({ kind: 'text', text: REDUCED_LEGEND });
  if (kind !== 'slip' && bill.payments.length > 0) rows.push({ kind: 'rule' }, ...paymentRows(bill));
  if (kind === 'slip') rows.push({ kind: 'rule' }, { kind: 'text', text: 'お会計はレジにてお願いいたします。' });
  return [...rows, ...footerRows(input.issuer)];
}

/** 「山田商事 様」; without a name 上様 alone (上様 is already the honorific). */
export function payerLine(name: string | null | undefined): string {
  const named = name?.trim();
  return named ? `${named} 様` : DEFAULT_PAYER;
}

/** Whether the 領収書 needs a 収入印紙: its amount without the stated tax from ¥50,000, unless all paid by card. */
export function needsRevenueStamp(bill: Pick<Bill, 'rates' | 'payments'>): boolean {
  const exTax = bill.rates.reduce((sum, rate) => sum + rate.ex_tax, 0);
  const allCard = bill.payments.length > 0 && bill.payments.every((p) => p.method === 'card');
  return exTax >= STAMP_DUTY_FROM && !allCard;
}

/**
 * 領収書: 宛名, the amount large, 但し書き, the rates, the shop, and the 収入印紙 box when due. Of one
 * payer (`payment`): that payment's amount, its share of each rate and its method, and the bill's
 * total it is part of.
 */
function invoiceRows(input: ReceiptDocumentInput): ReceiptRow[] {
  const { bill, payment } = input;
  const proviso = input.proviso?.trim() || DEFAULT_PROVISO;
  const receipt = bill.receipt;
  const amount = payment ? payment.amount : bill.total;
  const part = payment ? { rates: paymentRates(bill, payment.amount), payments: [payment] } : bill;
  const rows: ReceiptRow[] = [
    { kind: 'title', text: RECEIPT_TITLES.invoice },
    {
      kind: 'pair',
      left: receipt ? receiptNumberText(receipt.number) : '',
      right: receiptDateTime(receipt?.issued_at ?? bill.at, input.timeZone),
    },
    { kind: 'payer', text: payerLine(input.payerName) },
    { kind: 'amount', text: `${receiptYen(amount)}-` },
  ];
  if (payment) rows.push({ kind: 'text', text: `（お会計 ${receiptYen(bill.total)} のうち）` });
  rows.push(
    { kind: 'text', text: `但し ${proviso}` },
    { kind: 'text', text: '上記正に領収いたしました' },
    { kind: 'rule' },
    ...rateRows(part),
  );
  if (hasReduced(bill)) rows.push({ kind: 'text', text: REDUCED_LEGEND });
  if (part.payments.length > 0) {
    const methods = [...new Set(part.payments.map((p) => PAYMENT_LABELS[p.method]))].join('・');
    rows.push({ kind: 'pair', left: 'お支払い', right: methods });
  }
  if (needsRevenueStamp(part)) rows.push({ kind: 'stamp', text: '収入印紙' });
  rows.push({ kind: 'rule' }, ...issuerRows(bill, input.issuer));
  return [...rows, ...footerRows(input.issuer)];
}

/** The document's rows from the bill as the box answers it. */
export function receiptDocument(input: ReceiptDocumentInput): ReceiptDocument {
  return {
    kind: input.kind,
    title: RECEIPT_TITLES[input.kind],
    reprint: input.reprint,
    rows: input.kind === 'invoice' ? invoiceRows(input) : receiptRows(input),
  };
}
