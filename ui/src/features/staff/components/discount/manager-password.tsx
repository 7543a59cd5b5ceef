import { TextField } from '@/components/ui/text-field';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from '../corrections/cancel-line-dialog.module.css';
import type { ManagerCall } from './use-manager-call';

/** The manager's page password: from the start for a waiter, or once the box asked for it. */
export function ManagerPassword({ call }: { call: ManagerCall }) {
  const t = useText(staffText).discount;
  if (!call.showPassword) return null;
  return (
    <section className={styles.authority} aria-label={t.authoritySection}>
      <p>{t.authorityHint}</p>
      <TextField
        label={t.authority}
        type="password"
        autoComplete="off"
        autoFocus={call.askAuthority}
        value={call.password}
        disabled={call.sending}
        onChange={(e) => call.setPassword(e.target.value)}
      />
    </section>
  );
}
