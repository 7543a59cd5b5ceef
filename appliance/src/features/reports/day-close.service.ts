import { businessDateOf, businessDayRange } from '../../contract/business-day';
import type { ReportCloseBody, ReportCloseResponse } from '../../contract/reports';
import type { Queryable } from '../../db/client';
import { dayCloses } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue } from '../../shared/search';
import { write } from '../../shared/write';
import { staffName } from '../corrections';
import { dailyReport, liveFigures, readDayClose } from './report.service';
import { openVisitIds } from './report-source';

/**
 * Refuses a change to the money of a closed business day (DAY_CLOSED): a payment taken at `at`,
 * or a visit paid at `at` reopened. Call it inside the changing transaction.
 */
export function assertDayOpen(db: Queryable, at: number, timeZone: string): void {
  if (readDayClose(db, businessDateOf(at, timeZone))) throw new AppError('DAY_CLOSED');
}

/**
 * 日計: freezes the business day's figures. Refused while a visit started that day is not paid
 * (DAY_HAS_OPEN_BILLS) and for a day not yet begun; a day closed already answers as it was closed.
 */
export function closeDay(deps: AppDeps, staff: StaffActor, body: ReportCloseBody): ReportCloseResponse {
  const { date } = body;
  const { timeZone } = deps.config;
  const now = deps.clock.now();
  const { from, to } = businessDayRange(date, timeZone);
  if (from > now) throw new AppError('VALIDATION', fieldIssue('date', 'the business day has not begun'));
  write(deps, ({ tx, record }) => {
    if (readDayClose(tx, date)) return;
    if (openVisitIds(tx, from, to).length > 0) throw new AppError('DAY_HAS_OPEN_BILLS');
    const figures = liveFigures(deps, tx, { from: date, to: date });
    tx.insert(dayCloses)
      .values({
        business_date: date,
        figures: JSON.stringify(figures),
        closed_at: now,
        user_id: staff.userId,
        staff_name: staffName(tx, staff.userId) || staff.email,
      })
      .run();
    record({ type: 'day.closed', businessDate: date });
  });
  return dailyReport(deps, { from: date });
}
