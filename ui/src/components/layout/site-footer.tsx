import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ja } from '@/i18n/ja';
import styles from './site-footer.module.css';

/** The footer of / and /sp (SPEC.md section 2). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={paths.policy}>
            {ja.footer.policy}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={paths.terms}>
            {ja.footer.terms}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={paths.login}>
            {ja.footer.adminLogin}
          </Link>
        </li>
      </ul>
      <p className={styles.copy}>
        {ja.app.title} — {ja.app.subtitle}
      </p>
    </footer>
  );
}
