import { Link, NavLink } from 'react-router';
import { accountText } from '@/i18n/account';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import styles from './account-nav.module.css';

const TABS = [
  { to: paths.editProfile, label: 'profile' },
  { to: paths.editEmail, label: 'email' },
  { to: paths.editPassword, label: 'password' },
] as const;

/** The logged-in account screens: a way back to work, the three settings, and logout. */
export function AccountNav() {
  const account = useText(accountText);
  return (
    <div className={styles.wrap}>
      <div className={styles.links}>
        <Link className={styles.link} to={paths.admin}>
          ← {account.shell.home}
        </Link>
        <Link className={styles.link} to={paths.logout}>
          {account.shell.logout}
        </Link>
      </div>
      <nav className={styles.tabs} aria-label={account.shell.nav}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {account.shell[tab.label]}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
