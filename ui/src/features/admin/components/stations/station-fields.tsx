import { STATION_MINUTES } from '@contract/constants';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { TextInputField } from '../shared/text-input-field';
import { MinutesNote } from './minutes-note';
import styles from './stations.module.css';
import type { StationForm } from './use-station-form';

const minuteInput = {
  type: 'number',
  inputMode: 'numeric',
  min: STATION_MINUTES.min,
  max: STATION_MINUTES.max,
  step: 1,
} as const;

/** Name, sort order and the two minutes of a station, with the plain explanation under them. */
export function StationFields({ form, sortHint, fullClass }: { form: StationForm; sortHint?: string; fullClass?: string }) {
  const admin = useText(adminText).stations;
  const { values, set, errors } = form;
  return (
    <>
      <TextInputField label={admin.name} required value={values.name} maxLength={30} onValue={(v) => set('name', v)} />
      <TextInputField
        label={admin.sortOrder}
        hint={sortHint}
        error={errors.sortOrder}
        type="number"
        inputMode="numeric"
        step={1}
        value={values.sortOrder}
        onValue={(v) => set('sortOrder', v)}
      />
      <TextInputField
        label={admin.warnMinutes}
        required
        error={errors.warn}
        {...minuteInput}
        value={values.warn}
        onValue={(v) => set('warn', v)}
      />
      <TextInputField
        label={admin.lateMinutes}
        required
        error={errors.late}
        {...minuteInput}
        value={values.late}
        onValue={(v) => set('late', v)}
      />
      <p className={[styles.fieldsNote, fullClass].filter(Boolean).join(' ')}>
        <span className={styles.hint}>{admin.minutesHint}</span>
        {form.minutes && <MinutesNote warn={form.minutes.warn} late={form.minutes.late} />}
      </p>
    </>
  );
}
