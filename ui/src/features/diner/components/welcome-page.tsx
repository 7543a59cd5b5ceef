import { paths } from '@/app/paths';
import { Emblem } from '@/components/ui/emblem';
import { LinkButton } from '@/components/ui/link-button';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { usePageTitle } from '@/lib/use-page-title';
import { getIdentity, useIdentity } from '../state/identity-store';
import { startVisit } from '../state/visit-store';
import { UnregisteredAlert } from './diner-notice';
import styles from './welcome-page.module.css';

const NOREN_PANELS = 5;

/** Starts (or resumes) the table's visit while the menu screen opens; the menu waits for it. */
function startOrResume(): void {
  const { table } = getIdentity();
  if (table) void startVisit(table.id);
}

/** / and /sp: the diner's first screen. */
export function WelcomePage() {
  const app = useText(appText);
  usePageTitle(app.titles.home);
  const identity = useIdentity();
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
        <h1 className={styles.greeting}>{app.welcome.greeting}</h1>
        {identity.table && <p className={styles.table}>{identity.table.label}</p>}
        <p className={styles.lead}>{app.welcome.lead}</p>
        <LinkButton to={paths.menu} size="xl" className={styles.start} onClick={startOrResume}>
          {app.welcome.start}
        </LinkButton>
        {identity.status === 'unregistered' && (
          <div className={styles.notice}>
            <UnregisteredAlert />
          </div>
        )}
      </section>
    </div>
  );
}
