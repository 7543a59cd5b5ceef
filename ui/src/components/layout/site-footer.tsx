import { Link } from 'react-router';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import styles from './site-footer.module.css';

/** The footer of / and /sp (SPEC.md section 2). */
export function SiteFooter() {
  const app = useText(appText);
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={paths.policy}>
            {app.footer.policy}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={paths.terms}>
            {app.footer.terms}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={paths.login}>
            {app.footer.adminLogin}
          </Link>
        </li>
      </ul>
      <p className={styles.copy}>
        {app.app.title} — {app.app.subtitle}
      </p>
    </footer>
  );
}
