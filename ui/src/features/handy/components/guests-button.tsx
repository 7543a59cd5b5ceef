import type { TableSession } from '@contract/table-sessions';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import { useNow } from '../hooks/use-now';
import { minutesSeated } from '../model/table-board';
import styles from './guests-button.module.css';

export interface GuestsButtonProps {
  session: TableSession;
  onClick: () => void;
}

/** In the bar: the visit's guests and minutes seated; a tap corrects the count. */
export function GuestsButton({ session, onClick }: GuestsButtonProps) {
  const handy = useText(handyText);
  const now = useNow();
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      <span className={styles.count}>{handy.order.guestsButton(session.guest_count)}</span>
      <span className={styles.minutes}>{handy.order.minutes(minutesSeated(session, now))}</span>
      <span className="visually-hidden">{handy.order.changeGuests}</span>
    </button>
  );
}
