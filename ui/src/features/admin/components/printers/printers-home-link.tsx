import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { DOWN_STATES } from './printer-state';
import styles from './printers.module.css';
import { usePrinterSummary } from './use-printer-summary';

/** The admin home's line about the printers: all online, or how many have trouble, and held tickets. */
export function PrintersHomeLink() {
  const admin = useText(adminText);
  const t = admin.printers.home;
  const printers = usePrinterSummary();
  if (!printers) return null;
  const trouble = printers.filter((p) => DOWN_STATES.has(p.state)).length;
  const held = printers.reduce((n, p) => n + p.held, 0);
  const status = printers.length === 0 ? t.none : trouble > 0 ? t.trouble(trouble) : t.allOnline(printers.length);
  return (
    <Link to={paths.adminPrinters} className={[styles.homeLink, trouble > 0 || held > 0 ? styles.homeTrouble : ''].join(' ')}>
      <span className={styles.homeLabel}>{t.link}</span>
      <span className={styles.homeStatus}>{status}</span>
      {held > 0 && <span className={styles.homeStatus}>{t.held(held)}</span>}
      <span className={styles.homeArrow} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
