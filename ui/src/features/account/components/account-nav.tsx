import { Link, NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { accountJa } from '@/i18n/account.ja';
import styles from './account-nav.module.css';

const TABS = [
  { to: paths.editProfile, label: accountJa.shell.profile },
  { to: paths.editEmail, label: accountJa.shell.email },
  { to: paths.editPassword, label: accountJa.shell.password },
] as const;

/** The logged-in account screens: a way back to work, the three settings, and logout. */
export function AccountNav() {
  return (
    <div className={styles.wrap}>
      <div className={styles.links}>
        <Link className={styles.link} to={paths.admin}>
          ← {accountJa.shell.home}
        </Link>
        <Link className={styles.link} to={paths.logout}>
          {accountJa.shell.logout}
        </Link>
      </div>
      <nav className={styles.tabs} aria-label={accountJa.shell.nav}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
