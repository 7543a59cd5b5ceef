import type { Station } from '@contract/stations';
import { Alert } from '@/components/ui/alert';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import styles from './station-picker.module.css';

export interface StationPickerProps {
  stations: readonly Station[];
  /** The station shown now, if any (marked, so a cook who opened this by mistake sees where they were). */
  currentId: number | null;
  onPick: (station: Station) => void;
}

/** Big buttons, one per station: chosen once per device, changed from the bar. */
export function StationPicker({ stations, currentId, onPick }: StationPickerProps) {
  const kitchen = useText(kitchenText);
  return (
    <section className={styles.picker} aria-labelledby="station-picker-title">
      <h2 id="station-picker-title" className={styles.title}>
        {kitchen.station.choose}
      </h2>
      {stations.length === 0 ? (
        <Alert tone="info">{kitchen.station.none}</Alert>
      ) : (
        <>
          <p className={styles.hint}>{kitchen.station.chooseHint}</p>
          <ul className={styles.list}>
            {stations.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={styles.station}
                  aria-current={s.id === currentId || undefined}
                  onClick={() => onPick(s)}
                >
                  <span className={styles.name}>{s.name}</span>
                  <span className={styles.minutes}>{kitchen.station.minutes(s.warn_minutes, s.late_minutes)}</span>
                  {s.id === currentId && <span className={styles.current}>{kitchen.station.current}</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
