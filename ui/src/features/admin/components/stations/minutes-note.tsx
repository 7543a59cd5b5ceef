import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './stations.module.css';

/** 「経過10分で黄色、20分で赤」 with the two colours the kitchen display uses. */
export function MinutesNote({ warn, late }: { warn: number; late: number }) {
  const admin = useText(adminText).stations;
  return (
    <span className={styles.note}>
      <span className={[styles.dot, styles.warn].join(' ')} aria-hidden="true" />
      <span className={[styles.dot, styles.late].join(' ')} aria-hidden="true" />
      {admin.minutesNote(warn, late)}
    </span>
  );
}
