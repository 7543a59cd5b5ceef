import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Emblem } from '@/components/ui/emblem';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { wasGuestPhone } from '../state/identity-store';
import styles from './diner-notice.module.css';

/** A centred card for a diner screen that cannot show its content. */
export function DinerNotice({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <Emblem size={56} className={styles.emblem} />
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </section>
    </div>
  );
}

/**
 * SPEC.md's 'Unregistered device on start' message. Tablets never hold a staff login, so this
 * takes the place of the 'not logged in' alert on diner screens; the link leads an admin to
 * register the tablet (or to show the table's pairing QR code).
 */
export function UnregisteredAlert() {
  const app = useText(appText);
  const diner = useText(dinerText);
  // A guest's phone whose visit ended (paid, or its QR code reissued): no admin link for guests.
  if (wasGuestPhone()) {
    return (
      <Alert tone="info">
        <p data-testid="guest-ended">{diner.guest.ended}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      <p>{app.alerts.deviceNotRegistered}</p>
      <p className={styles.link}>
        <Link to={paths.login}>{diner.device.adminLogin}</Link>
      </p>
    </Alert>
  );
}
