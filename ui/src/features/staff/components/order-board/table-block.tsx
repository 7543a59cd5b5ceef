import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { useId, useState } from 'react';
import { GuestLanguageMark } from '@/components/floor/guest-language-mark';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import type { TableBlock } from '../../model/order-board';
import { BellIcon } from '../bell-icon';
import { BoardLineRow } from './board-line';
import styles from './table-block.module.css';

/** Lines a block shows before ほか N件: blocks stay short, so a tablet sees a row of tables and the next. */
export const COLLAPSED_LINES = 5;

export interface TableBlockCardProps {
  block: TableBlock;
  fresh: ReadonlySet<number>;
  showStation: boolean;
  onToggle: (line: OrderItem) => void;
  onOpenDetail: (session: TableSession) => void;
  onCancel?: (line: OrderItem) => void;
}

/** One table: its label large, its bill and call marks, its longest wait, its lines and its 伝票. */
export function TableBlockCard({ block, fresh, showStation, onToggle, onOpenDetail, onCancel }: TableBlockCardProps) {
  const t = useText(staffText).tableBlock;
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? block.lines : block.lines.slice(0, COLLAPSED_LINES);
  const hidden = block.lines.length - shown.length;
  const urgent = block.billRequested || block.calls > 0;
  const { session } = block;
  return (
    <article
      className={styles.block}
      aria-labelledby={titleId}
      data-session-id={block.sessionId}
      data-urgent={urgent || undefined}
      data-band={block.oldest?.band}
    >
      <header className={styles.head}>
        <h2 id={titleId} className={styles.table}>
          {block.label}
        </h2>
        {session && <GuestLanguageMark locale={session.guest_locale} />}
        {block.billRequested && <span className={styles.billMark}>{t.bill}</span>}
        {block.calls > 0 && (
          <span className={styles.callMark}>
            <BellIcon />
            {t.call}
          </span>
        )}
        <span className={styles.end}>
          {block.oldest && <span className={styles.waited}>{t.waitedLongest(block.oldest.minutes)}</span>}
          {session && (
            <button
              type="button"
              className={styles.detail}
              onClick={() => onOpenDetail(session)}
              aria-label={t.detailLabel(block.label)}
            >
              {t.detail}
            </button>
          )}
        </span>
      </header>
      {shown.length > 0 ? (
        <ul className={styles.lines}>
          {shown.map((item) => (
            <BoardLineRow
              key={item.line.id}
              item={item}
              table={block.label}
              fresh={fresh.has(item.line.id)}
              showStation={showStation}
              onToggle={onToggle}
              onCancel={onCancel}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.nothing}>{t.nothingLeft}</p>
      )}
      {block.lines.length > COLLAPSED_LINES && (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t.showLess : t.showMore(hidden)}
        </button>
      )}
    </article>
  );
}
