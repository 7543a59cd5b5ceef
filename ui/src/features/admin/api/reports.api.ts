import type { DailyReport, ReportCsvKind } from '@contract/reports';
import type { CallQuery } from '@/lib/api/call-types';
import { downloadCall } from '@/lib/api/download';
import { adminApi } from './admin-api';
import { reportAdminFailure } from './admin-session';

export interface ReportRange {
  from: string;
  to: string;
}

/** The report of a business day or a range of them. */
export async function loadReport(range: ReportRange, signal?: AbortSignal): Promise<DailyReport> {
  return (await adminApi.call('report.daily', { query: range, signal })).report;
}

/** 日計: closes one business day and answers its frozen report. */
export async function closeDay(date: string): Promise<DailyReport> {
  return (await adminApi.call('report.close', { body: { date } })).report;
}

/** Saves the CSV file of a range (会計 or 明細). */
export async function downloadReportCsv(range: ReportRange, kind: ReportCsvKind): Promise<void> {
  const query: CallQuery<'report.csv'> = { ...range, kind };
  try {
    await downloadCall('report.csv', query, `sales-${kind}-${range.from}.csv`);
  } catch (error) {
    reportAdminFailure(error);
    throw error;
  }
}
