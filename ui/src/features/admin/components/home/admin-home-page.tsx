import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { AdminPage } from '../shell/admin-page';
import styles from './admin-home-page.module.css';

const SHORTCUTS = [
  { to: paths.orderList, label: adminJa.home.orderList, hint: adminJa.home.orderListHint, mark: adminJa.home.orderListMark },
  {
    to: paths.checkoutList,
    label: adminJa.home.checkoutList,
    hint: adminJa.home.checkoutListHint,
    mark: adminJa.home.checkoutListMark,
  },
  { to: paths.menu, label: adminJa.home.menu, hint: adminJa.home.menuHint, mark: adminJa.home.menuMark },
] as const;

/** /admin: three big buttons to the screens used during service (SPEC.md section 2). */
export function AdminHomePage() {
  return (
    <AdminPage title={ja.titles.admin} lead={adminJa.home.lead}>
      <ul className={styles.grid}>
        {SHORTCUTS.map((s) => (
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
    </AdminPage>
  );
}
