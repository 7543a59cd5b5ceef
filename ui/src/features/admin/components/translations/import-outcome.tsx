import { Alert } from '@/components/ui/alert';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './translations.module.css';
import type { ImportOutcome } from './use-csv-transfer';

/** What the last CSV import did: n件を更新しました, or the refused file's problems by line. */
export function ImportOutcomeAlert({ outcome, onDismiss }: { outcome: ImportOutcome; onDismiss: () => void }) {
  const t = useText(adminText).translations;
  if (outcome.ok) {
    const { updated, unchanged, skipped_lines: skipped } = outcome.result;
    return (
      <Alert tone="success" onDismiss={onDismiss}>
        <p className={styles.outcomeHead}>{t.updated(updated)}</p>
        <p>{t.unchanged(unchanged)}</p>
        {skipped.length > 0 && <p>{t.skipped(skipped.join(', '))}</p>}
      </Alert>
    );
  }
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      <p className={styles.outcomeHead}>
        {t.importFailed} {outcome.message}
      </p>
      {outcome.issues.length > 0 && (
        <ul className={styles.issues}>
          {outcome.issues.map((issue, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the box's issues have no id and never move.
            <li key={i}>
              {issue.line !== null && <strong>{t.issueLine(issue.line)}</strong>}
              {issue.column && <code>{issue.column}</code>}
              <span>{issue.message}</span>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
