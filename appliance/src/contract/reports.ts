import { z } from 'zod';
import { zBusinessDate, zIgnoredUserId } from './common';
import { BUSINESS_DAY_START_HOUR } from './constants';
import { addDays, daysBetween, REPORT_MAX_DAYS } from './report-dates';

export { addDays, daysBetween, REPORT_MAX_DAYS } from './report-dates';

/** The business day's hours in order: 5 to 23, then 0 to 4 (a report's hours, the box's and HQ's). */
export const REPORT_HOURS: readonly number[] = Array.from({ length: 24 }, (_, i) => (BUSINESS_DAY_START_HOUR + i) % 24);

/** 客単価: sales per guest, rounded to the yen; null when no guest was counted. */
export function averagePerGuest(sales: number, guests: number): number | null {
  return guests > 0 ? Math.round(sales / guests) : null;
}

/** How many items the top list names. */
export const REPORT_TOP_ITEMS = 20;
/** The register's methods, and 未記録 for a visit marked paid on the floor without the register. */
export const REPORT_PAYMENT_KEYS = ['cash', 'card', 'qr', 'other', 'unrecorded'] as const;
export type ReportPaymentKey = (typeof REPORT_PAYMENT_KEYS)[number];

/** from..to (to defaults to from), both business days (05:00 to 05:00 in the shop's time zone). */
const rangeFields = { user_id: zIgnoredUserId, from: zBusinessDate, to: zBusinessDate.optional() };

function withRangeRules<T extends z.ZodType<{ from: string; to?: string | undefined }>>(schema: T) {
  return schema
    .refine((q) => q.to === undefined || q.to >= q.from, { message: 'to is before from', path: ['to'] })
    .refine((q) => q.to === undefined || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
      message: `at most ${REPORT_MAX_DAYS} days`,
      path: ['to'],
    });
}

/**
 * GET /v1/report/daily (owner: login and the /admin page password): the sales of the visits paid
 * in those business days (the payment's time decides the day: 04:59 is the evening before).
 */
export const zReportDailyQuery = withRangeRules(z.object(rangeFields));
export type ReportDailyQuery = z.infer<typeof zReportDailyQuery>;

/**
 * The figures a day is compared by: sales, bills, guests, 客単価 (null when no guest was
 * counted), and the yen of its discounts and its cancellations.
 */
export const zReportHeadline = z.object({
  sales: z.number().int(),
  bills: z.number().int(),
  guests: z.number().int(),
  average_per_guest: z.number().int().nullable(),
  discounts: z.number().int(),
  cancellations: z.number().int(),
});
export type ReportHeadline = z.infer<typeof zReportHeadline>;

const zCountAmount = z.object({ count: z.number().int(), amount: z.number().int() });

/**
 * The figures of paid visits, all yen tax-included unless named ex_tax.
 * - `sales` what guests paid (after discounts); `subtotal` before discounts.
 * - `guests`: adults and children as counted at the table; `unknown_bills` visits never counted.
 * - `rates`: per tax rate, each bill's tax worked out once per rate (as its receipt), summed.
 * - `payments`: per method, the payments (a 割り勘 is several) and their yen; `unrecorded` counts
 *   visits marked paid on the floor without the register, at their bill's total.
 * - `hours`: 24 entries, the business day's hours 5..23 then 0..4, by the payment's local hour.
 * - `genres`: lines by the genre they were ordered in (before bill-wide discounts), the cover
 *   charge as its own row (`menu_id` null); `items`: the top items by yen, then quantity.
 * - `cancellations`: 取消 and 数量変更 of the audit log made in those days, and the yen they took off.
 * - `open`: visits started in those days and still not paid, at their bill's total now.
 */
export const zReportFigures = z.object({
  sales: z.number().int(),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  bills: z.number().int(),
  guests: z.object({
    adults: z.number().int(),
    children: z.number().int(),
    total: z.number().int(),
    unknown_bills: z.number().int(),
  }),
  average_per_guest: z.number().int().nullable(),
  rates: z.array(z.object({ rate: z.number().int(), total: z.number().int(), tax: z.number().int(), ex_tax: z.number().int() })),
  payments: z.array(z.object({ method: z.enum(REPORT_PAYMENT_KEYS), count: z.number().int(), amount: z.number().int() })),
  hours: z.array(z.object({ hour: z.number().int().min(0).max(23), sales: z.number().int(), bills: z.number().int() })),
  genres: z.array(
    z.object({ menu_id: z.number().int().nullable(), label: z.string(), quantity: z.number().int(), amount: z.number().int() }),
  ),
  items: z.array(
    z.object({ menu_item_id: z.number().int(), label: z.string(), quantity: z.number().int(), amount: z.number().int() }),
  ),
  discounts: zCountAmount,
  cancellations: zCountAmount,
  open: zCountAmount,
});
export type ReportFigures = z.infer<typeof zReportFigures>;

export const zDayClosed = z.object({ closed_at: z.number().int(), staff_name: z.string() });
export type DayClosed = z.infer<typeof zDayClosed>;

/**
 * One report: `figures` of from..to; `compare` the headline of the same weekdays a week earlier;
 * `closed` (a single day only) who closed it and when; a closed day answers its frozen figures.
 */
export const zDailyReport = z.object({
  from: zBusinessDate,
  to: zBusinessDate,
  figures: zReportFigures,
  compare: z.object({ from: zBusinessDate, to: zBusinessDate, headline: zReportHeadline }),
  closed: zDayClosed.nullable(),
  at: z.number().int(),
});
export type DailyReport = z.infer<typeof zDailyReport>;
export const zReportDailyResponse = z.object({ report: zDailyReport });
export type ReportDailyResponse = z.infer<typeof zReportDailyResponse>;

/**
 * POST /v1/report/close (owner): 日計. The business day's figures are frozen; its bills can no
 * longer be paid or reopened (DAY_CLOSED). Refused while a visit of the day is not paid
 * (DAY_HAS_OPEN_BILLS) and for a day not begun; closing a closed day answers it as it was.
 */
export const zReportCloseBody = z.object({ user_id: zIgnoredUserId, date: zBusinessDate });
export type ReportCloseBody = z.infer<typeof zReportCloseBody>;
export const zReportCloseResponse = zReportDailyResponse;
export type ReportCloseResponse = ReportDailyResponse;

export const REPORT_CSV_KINDS = ['bills', 'lines'] as const;
export type ReportCsvKind = (typeof REPORT_CSV_KINDS)[number];

/**
 * GET /v1/report/csv (owner): the paid visits of from..to as a CSV file (UTF-8 with a BOM, so
 * Excel reads the Japanese; CRLF; RFC 4180 quoting): `bills` one row per visit, `lines` one row
 * per order line (and the cover charge). Refusals answer the usual JSON envelope.
 */
export const zReportCsvQuery = withRangeRules(z.object({ ...rangeFields, kind: z.enum(REPORT_CSV_KINDS) }));
export type ReportCsvQuery = z.infer<typeof zReportCsvQuery>;
/** The file's text. */
export const zReportCsvResponse = z.string();

/** The range a query names, `to` filled in. */
export function reportRange(query: { from: string; to?: string | undefined }): { from: string; to: string } {
  return { from: query.from, to: query.to ?? query.from };
}

/** The same weekdays one week earlier. */
export function compareRange(range: { from: string; to: string }): { from: string; to: string } {
  return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
}
