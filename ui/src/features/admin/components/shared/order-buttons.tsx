import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './order-buttons.module.css';

export interface OrderButtonsProps {
  /** The row's name, for the buttons' accessible names ('フードを上へ'). */
  name: string;
  /** Undefined: the row is first (or last) and cannot move that way. */
  onUp?: () => void;
  onDown?: () => void;
  busy?: boolean;
}

/** 上へ / 下へ: big enough for a finger on a tablet, each move saved at once. */
export function OrderButtons({ name, onUp, onDown, busy = false }: OrderButtonsProps) {
  const t = useText(adminText).order;
  return (
    <span className={styles.buttons}>
      <button
        type="button"
        className={styles.button}
        aria-label={t.up(name)}
        title={t.upShort}
        disabled={busy || !onUp}
        onClick={onUp}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={t.down(name)}
        title={t.downShort}
        disabled={busy || !onDown}
        onClick={onDown}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </span>
  );
}
