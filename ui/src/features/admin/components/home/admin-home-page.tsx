import { Link } from 'react-router';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { PrintersHomeLink } from '../printers/printers-home-link';
import { AdminPage } from '../shell/admin-page';
import { TranslationsHomeLink } from '../translations/translations-home-link';
import styles from './admin-home-page.module.css';
import { HomeStatusLines } from './home-status-link';
import { TodayPanel } from './today-panel';

/**
 * /admin: today at a glance (sales so far, open tables, unserved lines, printers, disk), then big
 * buttons to the screens used during service: SPEC.md's three (the menu screen opens
 * its read-only preview, as this browser is no table's tablet), and the handy for staff orders.
 */
export function AdminHomePage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const shortcuts = [
    { to: paths.orderList, label: admin.home.orderList, hint: admin.home.orderListHint, mark: admin.home.orderListMark },
    {
      to: paths.checkoutList,
      label: admin.home.checkoutList,
      hint: admin.home.checkoutListHint,
      mark: admin.home.checkoutListMark,
    },
    { to: paths.menuPreview, label: admin.home.menu, hint: admin.home.menuHint, mark: admin.home.menuMark },
    { to: paths.handy, label: admin.home.handy, hint: admin.home.handyHint, mark: admin.home.handyMark },
  ] as const;
  return (
    <AdminPage title={app.titles.admin} lead={admin.home.lead}>
      <TodayPanel />
      <ul className={styles.grid}>
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className={styles.tile}>
              <span className={styles.mark} aria-hidden="true">
                {s.mark}
              </span>
              <span className={styles.label}>{s.label}</span>
              <span className={styles.hint}>{s.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <HomeStatusLines>
        <PrintersHomeLink />
        <TranslationsHomeLink />
      </HomeStatusLines>
    </AdminPage>
  );
}
