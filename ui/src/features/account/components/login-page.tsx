import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Emblem } from '@/components/ui/emblem';
import { ja } from '@/i18n/ja';
import { usePageTitle } from '@/lib/use-page-title';
import { loginNotice } from '../login-notice';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

export function LoginPage() {
  usePageTitle(ja.titles.login);
  const [search] = useSearchParams();
  const notice = loginNotice(search);
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Emblem size={72} className={styles.emblem} />
        <p className={styles.appName}>{ja.app.title}</p>
        <p className={styles.subtitle}>{ja.app.subtitle}</p>
      </aside>
      <section className={styles.panel}>
        <div className={styles.card}>
          <header className={styles.header}>
            <h1 className={styles.heading}>{ja.login.heading}</h1>
            <p className={styles.lead}>{ja.login.lead}</p>
          </header>
          {notice && <Alert tone={search.has('expired') ? 'info' : 'success'}>{notice}</Alert>}
          <LoginForm />
        </div>
      </section>
    </div>
  );
}
