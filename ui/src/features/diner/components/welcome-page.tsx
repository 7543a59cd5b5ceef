import { paths } from '@/app/paths';
import { Emblem } from '@/components/ui/emblem';
import { LinkButton } from '@/components/ui/link-button';
import { ja } from '@/i18n/ja';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './welcome-page.module.css';

const NOREN_PANELS = 5;

/** / and /sp: the diner's first screen. */
export function WelcomePage() {
  usePageTitle(ja.titles.home);
  return (
    <div className={styles.page}>
      <div className={styles.noren} aria-hidden="true">
        {Array.from({ length: NOREN_PANELS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative panels
          <span key={i} className={styles.panel} />
        ))}
      </div>
      <section className={styles.hero}>
        <Emblem size={88} className={styles.emblem} />
        <h1 className={styles.greeting}>{ja.welcome.greeting}</h1>
        <p className={styles.lead}>{ja.welcome.lead}</p>
        <LinkButton to={paths.menu} size="xl" className={styles.start}>
          {ja.welcome.start}
        </LinkButton>
      </section>
    </div>
  );
}
