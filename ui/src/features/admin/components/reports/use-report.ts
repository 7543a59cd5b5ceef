import { addDays, daysBetween, REPORT_MAX_DAYS } from '@contract/report-dates';
import type { DailyReport } from '@contract/reports';
import { useCallback, useEffect, useState } from 'react';
import { loadReport, type ReportRange } from '../../api/reports.api';
import { useBusinessToday, useKeyedLoad } from '../../lib/use-keyed-load';

export type ReportMode = 'day' | 'range';

export interface ReportState {
  /** The shop's business day today; null until its time zone is known. */
  today: string | null;
  mode: ReportMode;
  setMode: (mode: ReportMode) => void;
  /** The day shown (mode day), or the range's first day. */
  range: ReportRange | null;
  setDate: (date: string) => void;
  shiftDay: (days: number) => void;
  setRange: (range: ReportRange) => void;
  /** The range asked for is longer than the box answers. */
  tooLong: boolean;
  report: DailyReport | null;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
  /** A report the page already has (after a close). */
  replace: (report: DailyReport) => void;
}

/** The report of the chosen business day (today's by default) or range of days. */
export function useReport(timeZone: string | undefined): ReportState {
  const today = useBusinessToday(timeZone);
  const [mode, setModeState] = useState<ReportMode>('day');
  const [range, setRangeState] = useState<ReportRange | null>(null);
  useEffect(() => {
    if (today) setRangeState((r) => r ?? { from: today, to: today });
  }, [today]);

  const tooLong = range !== null && daysBetween(range.from, range.to) >= REPORT_MAX_DAYS;
  const valid = range !== null && range.to >= range.from && !tooLong;
  const report = useKeyedLoad(valid ? range : null, loadReport);

  const setDate = useCallback((date: string) => setRangeState({ from: date, to: date }), []);
  const shiftDay = useCallback(
    (days: number) => setRangeState((r) => (r ? { from: addDays(r.from, days), to: addDays(r.from, days) } : r)),
    [],
  );
  const setMode = useCallback((next: ReportMode) => {
    setModeState(next);
    // A day is a range of one; back to a day keeps the range's first.
    if (next === 'day') setRangeState((r) => (r ? { from: r.from, to: r.from } : r));
  }, []);
  return {
    today,
    mode,
    setMode,
    range,
    setDate,
    shiftDay,
    setRange: setRangeState,
    tooLong,
    report: report.value,
    loading: report.loading,
    failed: report.failed,
    refresh: report.refresh,
    replace: report.replace,
  };
}
