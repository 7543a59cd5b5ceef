import { ACCOUNT_ADMIN_MIN_ROLE } from '@contract/constants';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { Emblem } from '@/components/ui/emblem';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { useAuth } from '@/lib/auth-store';
import styles from './admin-frame.module.css';

interface NavEntry {
  to: string;
  label: string;
  end?: boolean;
  /** Other paths this entry stands for (the users screen is reached from account management). */
  also?: string[];
}

/** SPEC.md section 2's five entries, with account management for the roles that may use it. */
function navEntries(role: number): NavEntry[] {
  const entries: NavEntry[] = [
    { to: paths.admin, label: adminJa.nav.home, end: true },
    { to: paths.adminMenus, label: adminJa.nav.menus },
    { to: paths.adminMenuItems, label: adminJa.nav.menuItems },
    { to: paths.adminTablets, label: adminJa.nav.tablets },
  ];
  if (role >= ACCOUNT_ADMIN_MIN_ROLE)
    entries.push({ to: paths.adminAdminUsers, label: adminJa.nav.adminUsers, also: [paths.adminUsers] });
  entries.push({ to: paths.logout, label: adminJa.nav.logout });
  return entries;
}

/** The management frame: a side menu on wide screens, a top bar with a drop-down menu on phones. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();

  // A tap on an entry closes the phone menu.
  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <div className={styles.frame}>
      <aside className={styles.side}>
        <div className={styles.bar}>
          <NavLink to={paths.admin} className={styles.brand}>
            <Emblem size={36} />
            <span className={styles.brandText}>
              <span className={styles.appName}>{ja.app.title}</span>
              <span className={styles.area}>{adminJa.nav.label}</span>
            </span>
          </NavLink>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className={styles.burger} aria-hidden="true" />
            {adminJa.nav.toggle}
          </button>
        </div>
        <nav
          id={navId}
          className={[styles.nav, open ? styles.open : undefined].filter(Boolean).join(' ')}
          aria-label={adminJa.nav.label}
        >
          <ul className={styles.list}>
            {navEntries(user?.role.role ?? 0).map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className={({ isActive }) =>
                    [styles.link, isActive || entry.also?.includes(pathname) ? styles.active : undefined]
                      .filter(Boolean)
                      .join(' ')
                  }
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user && <p className={styles.user}>{adminJa.nav.signedInAs(user.username || user.email)}</p>}
        </nav>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
