import { businessDateOf } from '@contract/business-day';
import { addDays, daysBetween, REPORT_MAX_DAYS } from '@contract/report-dates';
import type { DailyReport } from '@contract/reports';
import { useCallback, useEffect, useState } from 'react';
import { loadReport, type ReportRange } from '../../api/reports.api';

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
  const [today, setToday] = useState<string | null>(null);
  const [mode, setModeState] = useState<ReportMode>('day');
  const [range, setRangeState] = useState<ReportRange | null>(null);
  const [report, setReport] = useState<DailyReport | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!timeZone) return;
    const day = businessDateOf(Date.now(), timeZone);
    setToday(day);
    setRangeState((r) => r ?? { from: day, to: day });
  }, [timeZone]);

  const tooLong = range !== null && daysBetween(range.from, range.to) >= REPORT_MAX_DAYS;
  const valid = range !== null && range.to >= range.from && !tooLong;

  useEffect(() => {
    if (!range || !valid) return;
    void round;
    const abort = new AbortController();
    setLoading(true);
    loadReport(range, abort.signal).then(
      (answer) => {
        setReport(answer);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error(error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [range, valid, round]);

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
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return {
    today,
    mode,
    setMode,
    range,
    setDate,
    shiftDay,
    setRange: setRangeState,
    tooLong,
    report,
    loading,
    failed,
    refresh,
    replace: setReport,
  };
}
