import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import type { LastBump } from '../hooks/use-bump-actions';
import styles from './kitchen-board.module.css';

/** 元に戻す: puts the last bump back on the display; says which table it was. */
export function RecallButton({ last, onRecall }: { last: LastBump | null; onRecall: () => void }) {
  const kitchen = useText(kitchenText);
  return (
    <button type="button" className={styles.recall} disabled={!last} onClick={onRecall}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>{last ? kitchen.cards.recallWhat(last.table) : kitchen.cards.recall}</span>
    </button>
  );
}
