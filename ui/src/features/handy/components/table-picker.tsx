import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import type { Floor } from '../hooks/use-floor';
import { useNow } from '../hooks/use-now';
import type { TableTile as Tile } from '../model/table-board';
import styles from './table-picker.module.css';
import { TableTile } from './table-tile';

export interface TablePickerProps {
  floor: Floor;
  onPick: (tile: Tile) => void;
}

/** The shop's tables as a grid of big buttons: a free one starts a visit, the others open their order. */
export function TablePicker({ floor, onPick }: TablePickerProps) {
  const handy = useText(handyText);
  const now = useNow();
  const { tiles, error } = floor;
  return (
    <section className={styles.section} aria-labelledby="handy-picker-heading">
      <div className={styles.head}>
        <h2 id="handy-picker-heading" className={styles.heading}>
          {handy.picker.heading}
        </h2>
        <p className={styles.lead}>{handy.picker.lead}</p>
      </div>
      {error && (
        <Alert tone="error">
          {error}{' '}
          <Button variant="secondary" onClick={floor.refresh}>
            {handy.picker.reload}
          </Button>
        </Alert>
      )}
      {tiles === null && !error && <PageSpinner />}
      {tiles?.length === 0 && <Alert>{handy.picker.empty}</Alert>}
      {tiles && tiles.length > 0 && (
        <ul className={styles.grid} aria-label={handy.picker.list}>
          {tiles.map((tile) => (
            <li key={tile.table.id}>
              <TableTile tile={tile} now={now} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
