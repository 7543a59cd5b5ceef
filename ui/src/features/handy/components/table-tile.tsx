import { GuestLanguageMark } from '@/components/floor/guest-language-mark';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import { minutesSeated, type TableTile as Tile } from '../model/table-board';
import styles from './table-picker.module.css';

export interface TableTileProps {
  tile: Tile;
  now: number;
  onPick: (tile: Tile) => void;
}

/** One table: its name big, its state (空席 / 利用中 / お会計中), guests and minutes seated. */
export function TableTile({ tile, now, onPick }: TableTileProps) {
  const handy = useText(handyText);
  const { table, state, session } = tile;
  const stateLabel = state === 'free' ? handy.picker.free : state === 'seated' ? handy.picker.seated : handy.picker.billing;
  return (
    <button type="button" className={[styles.tile, styles[state]].join(' ')} data-state={state} onClick={() => onPick(tile)}>
      <span className={styles.label}>{table.label}</span>
      <span className={styles.state}>{stateLabel}</span>
      {session && (
        <span className={styles.detail}>
          <span>{session.guest_count === null ? handy.picker.guestsUnknown : handy.picker.guests(session.guest_count)}</span>
          <span>{handy.picker.minutes(minutesSeated(session, now))}</span>
          <GuestLanguageMark locale={session.guest_locale} />
        </span>
      )}
    </button>
  );
}
