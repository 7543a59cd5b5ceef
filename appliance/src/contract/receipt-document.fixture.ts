// Bills for the receipt tests (contract and printer): figures worked out by the box's own rules.
import { billFigures } from './bill-rules';
import type { Bill, BillDiscount, Payment } from './bills';
import { SERVICE_MENU_ID } from './constants';

export interface FixtureLine {
  label: string;
  price: number;
  quantity: number;
  rate?: 8 | 10;
  options?: string[];
  cancelled?: boolean;
  /** A line of the service genre (取り皿): ¥0, not food. */
  service?: boolean;
}

export interface FixtureBill {
  lines: FixtureLine[];
  cover?: { label: string; unit_price: number; quantity: number };
  /** Line discounts name the line by its index in `lines`. */
  discounts?: { line: number | null; kind: 'amount' | 'percent'; value: number; reason?: BillDiscount['reason'] }[];
  payments?: Omit<Payment, 'id' | 'at'>[];
  receipt?: { number: number; print_count?: number; payer_name?: string | null } | null;
  invoiceNumber?: string | null;
}

/** 2026-11-26 18:30 in Tokyo. */
export const FIXTURE_AT = Date.UTC(2026, 10, 26, 9, 30);

export function fixtureBill(spec: FixtureBill): Bill {
  const lines = spec.lines.map((line, i) => {
    const subtotal = line.cancelled ? 0 : line.price * line.quantity;
    return {
      id: i + 1,
      quantity: line.quantity,
      status: 1,
      state: 'served' as const,
      unit_price: line.price,
      price: line.cancelled ? 0 : line.price,
      subtotal,
      plan_line_id: null,
      plan_kind: null,
      tax_rate: line.rate ?? 10,
      created_at: FIXTURE_AT,
      served_at: FIXTURE_AT,
      station_id: null,
      ready_at: null,
      cancelled_at: line.cancelled ? FIXTURE_AT : null,
      options: (line.options ?? []).map((label, k) => ({
        choice_id: k + 1,
        group_label: '',
        label,
        price_delta: 0,
        plan_charged: false,
      })),
      note: null,
      menuitems: {
        id: i + 1,
        label: line.label,
        name: line.label,
        price: line.price,
        flag: 1,
        menu_id: line.service ? SERVICE_MENU_ID : 1,
      },
      orders: { id: 1, dining_table_id: 1, table_session_id: 1, entered_by_user_id: null, guest_number: null },
      diningTables: { label: 'A-3' },
    };
  });
  const cover = spec.cover ? { ...spec.cover, subtotal: spec.cover.unit_price * spec.cover.quantity, waived: false } : null;
  const entries = (spec.discounts ?? []).map((d, i) => ({
    id: i + 1,
    order_item_id: d.line === null ? null : d.line + 1,
    kind: d.kind,
    value: d.value,
  }));
  const figures = billFigures(lines, cover?.subtotal ?? 0, entries, 'floor');
  const discounts: BillDiscount[] = (spec.discounts ?? []).map((d, i) => ({
    id: i + 1,
    order_item_id: d.line === null ? null : d.line + 1,
    item_label: d.line === null ? null : (spec.lines[d.line]?.label ?? null),
    kind: d.kind,
    value: d.value,
    amount: figures.discountAmounts.get(i + 1) ?? 0,
    reason: d.reason ?? 'regular',
    note: null,
    staff_name: '佐藤',
    at: FIXTURE_AT,
  }));
  return {
    table_session_id: 1,
    dining_table_id: 1,
    table_label: 'A-3',
    status: spec.payments ? 2 : 0,
    guest_count: 2,
    child_count: 0,
    shop_name: 'スマ居酒屋 神田店',
    invoice_number: spec.invoiceNumber === undefined ? 'T1234567890123' : spec.invoiceNumber,
    tax_rounding: 'floor',
    lines,
    cover,
    subtotal: figures.subtotal,
    discounts,
    discount_total: figures.discountTotal,
    total: figures.total,
    rates: figures.rates.map(({ rate, total, tax, exTax }) => ({ rate, total, tax, ex_tax: exTax })),
    payments: (spec.payments ?? []).map((p, i) => ({ ...p, id: i + 1, at: FIXTURE_AT })),
    receipt: spec.receipt
      ? {
          number: spec.receipt.number,
          issued_at: FIXTURE_AT,
          print_count: spec.receipt.print_count ?? 0,
          payer_name: spec.receipt.payer_name ?? null,
        }
      : null,
    at: FIXTURE_AT,
  };
}

export const FIXTURE_ISSUER = {
  company: { name: '株式会社スマ', address: '東京都千代田区神田1-2-3', phone: '03-1234-5678' },
  footer: 'ご来店ありがとうございました。',
};
