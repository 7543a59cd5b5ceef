import type { HqReport } from '../contract/hq-api';
import { csvText } from '../shared/csv-text';

/** The chain's report as a spreadsheet opens it: one row per shop and business day, then the totals. */
export function chainReportCsv(report: HqReport): string {
  const rows: (string | number)[][] = [['店舗', '売上', '会計数', '客数', '客単価']];
  for (const shop of report.shops) rows.push([shop.name, shop.sales, shop.bills, shop.guests, shop.average_per_guest ?? '']);
  rows.push(['合計', report.totals.sales, report.totals.bills, report.totals.guests, report.totals.average_per_guest ?? '']);
  rows.push([]);
  rows.push(['営業日', '売上', '会計数']);
  for (const day of report.days) rows.push([day.date, day.sales, day.bills]);
  rows.push([]);
  rows.push(['税率', '税込売上', '消費税', '税抜']);
  for (const rate of report.totals.rates) rows.push([`${rate.rate}%`, rate.total, rate.tax, rate.ex_tax]);
  return csvText(rows);
}
