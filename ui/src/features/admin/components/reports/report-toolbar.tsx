import { REPORT_MAX_DAYS } from '@contract/report-dates';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { controlClass, Field } from '../form/field';
import { SegmentedChoice } from '../shared/segmented-choice';
import styles from './reports.module.css';
import type { ReportMode, ReportState } from './use-report';

/** The business day (← →, 今日) or the range the report covers. */
export function ReportToolbar({ state }: { state: ReportState }) {
  const t = useText(adminText).reports;
  const { range, today, mode } = state;
  if (!range) return null;
  const modes: [ReportMode, string][] = [
    ['day', t.modeDay],
    ['range', t.modeRange],
  ];
  return (
    <div className={styles.toolbar}>
      <SegmentedChoice name="report-mode" legend={t.modeLabel} options={modes} value={mode} onChange={state.setMode} />
      {mode === 'day' ? (
        <div className={styles.dayPicker}>
          <Button variant="secondary" onClick={() => state.shiftDay(-1)} aria-label={t.previousDay}>
            ←
          </Button>
          <Field label={t.date} className={styles.date}>
            {(c) => (
              <input
                {...c}
                type="date"
                className={controlClass}
                value={range.from}
                max={today ?? undefined}
                required
                onChange={(e) => e.target.value && state.setDate(e.target.value)}
              />
            )}
          </Field>
          <Button
            variant="secondary"
            onClick={() => state.shiftDay(1)}
            disabled={today !== null && range.from >= today}
            aria-label={t.nextDay}
          >
            →
          </Button>
          <Button variant="ghost" onClick={() => today && state.setDate(today)} disabled={range.from === today}>
            {t.today}
          </Button>
        </div>
      ) : (
        <div className={styles.dayPicker}>
          <Field label={t.from} className={styles.date}>
            {(c) => (
              <input
                {...c}
                type="date"
                className={controlClass}
                value={range.from}
                max={range.to}
                required
                onChange={(e) => e.target.value && state.setRange({ from: e.target.value, to: range.to })}
              />
            )}
          </Field>
          <Field label={t.to} className={styles.date} error={state.tooLong ? t.rangeTooLong(REPORT_MAX_DAYS) : null}>
            {(c) => (
              <input
                {...c}
                type="date"
                className={controlClass}
                value={range.to}
                min={range.from}
                max={today ?? undefined}
                required
                onChange={(e) => e.target.value && state.setRange({ from: range.from, to: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
      <Button variant="secondary" onClick={state.refresh} loading={state.loading}>
        {t.refresh}
      </Button>
    </div>
  );
}
