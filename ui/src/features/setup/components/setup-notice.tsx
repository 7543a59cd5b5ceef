import { LinkButton } from '@/components/ui/link-button';
import { setupText } from '@/i18n/setup';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { SetupShell } from './setup-shell';
import styles from './setup-wizard.module.css';

/** No token in the address, or the box is set up already: a short message instead of the form. */
export function SetupNotice({ kind }: { kind: 'noToken' | 'done' }) {
  const setup = useText(setupText);
  const text = setup[kind];
  return (
    <SetupShell center>
      <h1 className={styles.heading}>{text.heading}</h1>
      <p className={styles.lead}>{text.text}</p>
      {kind === 'done' && (
        <LinkButton to={paths.login} size="lg" block>
          {setup.done.login}
        </LinkButton>
      )}
    </SetupShell>
  );
}
