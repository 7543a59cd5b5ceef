import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import type { TableBlock } from '../../model/order-board';
import styles from './order-board.module.css';
import { TableBlockCard } from './table-block';

export interface OrderBoardProps {
  blocks: readonly TableBlock[];
  fresh: ReadonlySet<number>;
  /** The station filter's name; null: すべて. */
  stationName: string | null;
  onToggle: (line: OrderItem) => void;
  onOpenDetail: (session: TableSession) => void;
  onCancel?: (line: OrderItem) => void;
}

/** The tables in a grid on a tablet (one column on a phone), the most urgent first. */
export function OrderBoard({ blocks, fresh, stationName, onToggle, onOpenDetail, onCancel }: OrderBoardProps) {
  const t = useText(staffText).board;
  if (blocks.length === 0) return <p className={styles.empty}>{stationName ? t.emptyStation(stationName) : t.empty}</p>;
  return (
    <section className={styles.grid} aria-label={t.label}>
      {blocks.map((block) => (
        <TableBlockCard
          key={block.sessionId}
          block={block}
          fresh={fresh}
          showStation={stationName === null}
          onToggle={onToggle}
          onOpenDetail={onOpenDetail}
          onCancel={onCancel}
        />
      ))}
    </section>
  );
}
