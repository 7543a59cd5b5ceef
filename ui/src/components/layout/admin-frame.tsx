import { ACCOUNT_ADMIN_MIN_ROLE } from '@contract/constants';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ClockAlert } from '@/components/clock/clock-alert';
import { DiskAlert } from '@/components/disk/disk-alert';
import { Emblem } from '@/components/ui/emblem';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { useAuth } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
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
  const admin = text(adminText);
  const entries: NavEntry[] = [
    { to: paths.admin, label: admin.nav.home, end: true },
    { to: paths.adminMenus, label: admin.nav.menus },
    { to: paths.adminMenuItems, label: admin.nav.menuItems },
    { to: paths.adminOptionGroups, label: admin.nav.optionGroups },
    { to: paths.adminTranslations, label: admin.nav.translations },
    { to: paths.adminCheckIn, label: admin.nav.checkIn },
    { to: paths.adminReceipts, label: admin.nav.receipts },
    { to: paths.adminReports, label: admin.nav.reports },
    { to: paths.adminTablets, label: admin.nav.tablets },
    { to: paths.adminStations, label: admin.nav.stations },
    { to: paths.adminPrinters, label: admin.nav.printers },
    { to: paths.adminCorrections, label: admin.nav.corrections },
  ];
  if (role >= ACCOUNT_ADMIN_MIN_ROLE) {
    entries.push({ to: paths.adminAdminUsers, label: admin.nav.adminUsers, also: [paths.adminUsers] });
    entries.push({ to: paths.adminUpgrades, label: admin.nav.upgrades });
  }
  entries.push({ to: paths.logout, label: admin.nav.logout });
  return entries;
}

/** The management frame: a side menu on wide screens, a top bar with a drop-down menu on phones. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const admin = useText(adminText);
  const app = useText(appText);
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
              <span className={styles.appName}>{app.app.title}</span>
              <span className={styles.area}>{admin.nav.label}</span>
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
            {admin.nav.toggle}
          </button>
        </div>
        <nav
          id={navId}
          className={[styles.nav, open ? styles.open : undefined].filter(Boolean).join(' ')}
          aria-label={admin.nav.label}
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
          {user && <p className={styles.user}>{admin.nav.signedInAs(user.username || user.email)}</p>}
        </nav>
      </aside>
      <div className={styles.content}>
        {user && <DiskAlert texts={admin.disk} />}
        {user && <ClockAlert texts={admin.clock} />}
        {children}
      </div>
    </div>
  );
}
