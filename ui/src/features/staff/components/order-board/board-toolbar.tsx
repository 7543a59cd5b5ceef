import type { Station } from '@contract/stations';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from './board-toolbar.module.css';

export interface BoardToolbarProps {
  /** The active stations; the filter shows once the shop has any. */
  stations: readonly Station[];
  stationId: number | null;
  onStation: (id: number | null) => void;
  showServed: boolean;
  onShowServed: (show: boolean) => void;
}

/** Above the tables: which station's lines to show (kept on this device), and whether to show done lines. */
export function BoardToolbar({ stations, stationId, onStation, showServed, onShowServed }: BoardToolbarProps) {
  const t = useText(staffText).boardFilter;
  return (
    <div className={styles.toolbar}>
      {stations.length > 0 && (
        <fieldset className={styles.stations}>
          <legend className="visually-hidden">{t.stations}</legend>
          <ChoiceButton pressed={stationId === null} onClick={() => onStation(null)}>
            {t.all}
          </ChoiceButton>
          {stations.map((s) => (
            <ChoiceButton key={s.id} pressed={stationId === s.id} onClick={() => onStation(s.id)}>
              {s.name}
            </ChoiceButton>
          ))}
        </fieldset>
      )}
      <button type="button" className={styles.served} aria-pressed={showServed} onClick={() => onShowServed(!showServed)}>
        <span className={styles.switch} aria-hidden="true" />
        {t.showServed}
      </button>
    </div>
  );
}

function ChoiceButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className={styles.choice} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
