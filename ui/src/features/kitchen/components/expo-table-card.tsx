import type { ExpoTable } from '@contract/kitchen';
import { useId } from 'react';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { elapsedMinutes } from '../model/age';
import styles from './expo-table-card.module.css';

export interface ExpoTableCardProps {
  table: ExpoTable;
  now: number;
  onServe: (ids: readonly number[]) => void;
}

/** One table's ready lines: what to carry there, from which station, since when; tick off each or all. */
export function ExpoTableCard({ table, now, onServe }: ExpoTableCardProps) {
  const kitchen = useText(kitchenText);
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-table-id={table.dining_table_id}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.table}>
          {table.table_label}
        </h2>
        <span className={styles.waiting}>{kitchen.expo.readySince(elapsedMinutes(table.lines[0]?.ready_at ?? now, now))}</span>
      </header>
      <ul className={styles.lines}>
        {table.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.quantity} data-many={line.quantity > 1 || undefined}>
              <span className={styles.times} aria-hidden="true">
                ×
              </span>
              {line.quantity}
            </span>
            <span className={styles.body}>
              <span className={styles.name}>{line.name}</span>
              {line.options.length > 0 && <span className={styles.options}>{line.options.join(' / ')}</span>}
              {line.note && <span className={styles.note}>{kitchen.cards.note(line.note)}</span>}
              <span className={styles.meta}>
                <span className={styles.station}>{line.station_name}</span>
                {kitchen.expo.readySince(elapsedMinutes(line.ready_at, now))}
              </span>
            </span>
            <button
              type="button"
              className={styles.serve}
              aria-label={kitchen.expo.serveLine(
                table.table_label,
                line.options.length > 0 ? `${line.name}（${line.options.join(' / ')}）` : line.name,
              )}
              onClick={() => onServe([line.id])}
            >
              {kitchen.expo.serve}
            </button>
          </li>
        ))}
      </ul>
      {table.lines.length > 1 && (
        <button
          type="button"
          className={styles.serveAll}
          aria-label={kitchen.expo.serveAllLabel(table.table_label)}
          onClick={() => onServe(table.lines.map((l) => l.id))}
        >
          {kitchen.expo.serveAll}
        </button>
      )}
    </article>
  );
}
