import { REPORT_MAX_DAYS } from '@contract/report-dates';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { controlClass, Field } from '../form/field';
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
      <fieldset className={styles.modes}>
        <legend className={styles.visuallyHidden}>{t.modeLabel}</legend>
        {modes.map(([value, label]) => (
          <label key={value} className={styles.mode} data-checked={mode === value}>
            <input type="radio" name="report-mode" value={value} checked={mode === value} onChange={() => state.setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>
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
