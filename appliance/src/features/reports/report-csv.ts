import { billFigures } from '../../contract/bill-rules';
import { businessDateOf } from '../../contract/business-day';
import { labelPlainText } from '../../contract/label-text';
import { optionSummary } from '../../contract/option-rules';
import type { ReportCsvKind } from '../../contract/reports';
import type { TaxRounding } from '../../contract/tax-rules';
import { type CsvCell, csvText } from '../../shared/csv-text';
import { localDateTime } from './local-time';
import type { PaidVisit } from './report-source';

/** Names of the methods as the register shows them. */
const METHOD_LABELS = { cash: '現金', card: 'カード', qr: 'QR', other: 'その他' } as const;
const METHODS = ['cash', 'card', 'qr', 'other'] as const;
const UNRECORDED = '未記録';

export interface CsvContext {
  rounding: TaxRounding;
  timeZone: string;
  genreLabels: ReadonlyMap<number, string>;
}

const BILL_HEADER = [
  '会計番号',
  '営業日',
  '会計日時',
  'テーブル',
  '大人',
  '子供',
  '小計',
  '割引',
  '合計',
  '10%対象',
  '10%消費税',
  '8%対象',
  '8%消費税',
  '支払方法',
  '現金',
  'カード',
  'QR',
  'その他',
];

/** One row per paid visit: its figures, taxes per rate and how it was paid. */
export function billRows(visits: readonly PaidVisit[], context: CsvContext): CsvCell[][] {
  const rows: CsvCell[][] = [BILL_HEADER];
  for (const visit of visits) {
    const { bill } = visit;
    const figures = billFigures(bill.lines, bill.cover?.subtotal ?? 0, bill.discounts, context.rounding);
    const rate = (r: number) => figures.rates.find((entry) => entry.rate === r);
    const byMethod = new Map<string, number>();
    for (const p of visit.payments) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amount);
    const methods = METHODS.filter((m) => byMethod.has(m)).map((m) => METHOD_LABELS[m]);
    const counted = visit.guests !== null;
    const children = counted ? Math.min(visit.children ?? 0, visit.guests ?? 0) : null;
    rows.push([
      visit.receiptNumber,
      businessDateOf(visit.endedAt, context.timeZone),
      localDateTime(visit.endedAt, context.timeZone),
      visit.tableLabel,
      counted ? (visit.guests ?? 0) - (children ?? 0) : null,
      children,
      figures.subtotal,
      figures.discountTotal,
      figures.total,
      rate(10)?.total ?? 0,
      rate(10)?.tax ?? 0,
      rate(8)?.total ?? 0,
      rate(8)?.tax ?? 0,
      methods.length > 0 ? methods.join('・') : UNRECORDED,
      ...METHODS.map((m) => byMethod.get(m) ?? 0),
    ]);
  }
  return rows;
}

const LINE_HEADER = [
  '営業日',
  '会計番号',
  'テーブル',
  '注文日時',
  '商品',
  'オプション',
  'ジャンル',
  '税率',
  '単価',
  '数量',
  '金額',
  '状態',
];

/** One row per order line of the paid visits (取消 lines at 0 yen, 放題 lines as freed), and the cover charge. */
export function lineRows(visits: readonly PaidVisit[], context: CsvContext): CsvCell[][] {
  const rows: CsvCell[][] = [LINE_HEADER];
  for (const visit of visits) {
    const date = businessDateOf(visit.endedAt, context.timeZone);
    for (const line of visit.bill.lines) {
      const cancelled = line.cancelled_at !== null;
      rows.push([
        date,
        visit.receiptNumber,
        visit.tableLabel,
        localDateTime(line.created_at, context.timeZone),
        labelPlainText(line.menuitems.label),
        optionSummary(line.options),
        context.genreLabels.get(line.menuitems.menu_id) ?? '',
        `${line.tax_rate}%`,
        line.price,
        line.quantity,
        line.subtotal,
        cancelled ? '取消' : line.plan_line_id !== null ? '放題' : '',
      ]);
    }
    const { cover } = visit.bill;
    if (cover && cover.quantity > 0) {
      rows.push([
        date,
        visit.receiptNumber,
        visit.tableLabel,
        null,
        cover.label,
        '',
        'お通し',
        '10%',
        cover.waived ? 0 : cover.unit_price,
        cover.quantity,
        cover.subtotal,
        cover.waived ? '免除' : '',
      ]);
    }
  }
  return rows;
}

/** The file of a range: its text and its name (sales-bills-2026-11-26.csv, or from_to for a range). */
export function reportCsv(
  kind: ReportCsvKind,
  range: { from: string; to: string },
  visits: readonly PaidVisit[],
  context: CsvContext,
): { filename: string; text: string } {
  const days = range.from === range.to ? range.from : `${range.from}_${range.to}`;
  return {
    filename: `sales-${kind}-${days}.csv`,
    text: csvText(kind === 'bills' ? billRows(visits, context) : lineRows(visits, context)),
  };
}
