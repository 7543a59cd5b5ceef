import { eq } from 'drizzle-orm';
import { businessDayRange } from '../../contract/business-day';
import {
  compareRange,
  type DailyReport,
  type ReportDailyQuery,
  type ReportFigures,
  reportRange,
  zReportFigures,
} from '../../contract/reports';
import type { Queryable } from '../../db/client';
import { dayCloses } from '../../db/schema';
import type { AppDeps } from '../../shared/deps';
import { receiptSettings } from '../receipts';
import { headlineOf, reportFigures } from './report-rules';
import { readReportSource } from './report-source';

export interface Range {
  from: string;
  to: string;
}

/** [from, to) ms of a range of business days in the shop's time zone. */
export function rangeMs(range: Range, timeZone: string): { from: number; to: number } {
  return { from: businessDayRange(range.from, timeZone).from, to: businessDayRange(range.to, timeZone).to };
}

/** The figures of a range as the database holds it now. */
export function liveFigures(deps: AppDeps, db: Queryable, range: Range): ReportFigures {
  const { from, to } = rangeMs(range, deps.config.timeZone);
  return reportFigures(readReportSource(db, from, to), receiptSettings(deps.settings).tax_rounding, deps.config.timeZone);
}

export type DayCloseRow = typeof dayCloses.$inferSelect;

export function readDayClose(db: Queryable, date: string): DayCloseRow | undefined {
  return db.select().from(dayCloses).where(eq(dayCloses.business_date, date)).get();
}

/** A range's figures: a closed single day's as frozen, any other as they stand. */
function figuresOf(deps: AppDeps, range: Range): { figures: ReportFigures; close: DayCloseRow | undefined } {
  const close = range.from === range.to ? readDayClose(deps.db, range.from) : undefined;
  if (close) return { figures: zReportFigures.parse(JSON.parse(close.figures)), close };
  return { figures: liveFigures(deps, deps.db, range), close };
}

/** report.daily: the figures of from..to, the same weekdays a week earlier, and the close of a single day. */
export function dailyReport(deps: AppDeps, query: Pick<ReportDailyQuery, 'from' | 'to'>): { report: DailyReport } {
  const range = reportRange(query);
  const { figures, close } = figuresOf(deps, range);
  const before = compareRange(range);
  return {
    report: {
      ...range,
      figures,
      compare: { ...before, headline: headlineOf(figuresOf(deps, before).figures) },
      closed: close ? { closed_at: close.closed_at, staff_name: close.staff_name } : null,
      at: deps.clock.now(),
    },
  };
}
