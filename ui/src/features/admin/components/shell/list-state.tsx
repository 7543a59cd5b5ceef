import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from './list-state.module.css';

export interface ListStateProps<T> {
  rows: T[] | null;
  loading: boolean;
  failed: boolean;
  empty: string;
  /** The rows are a search's: when none match, say so rather than `empty`. */
  filtered?: boolean;
  onRetry: () => void;
  children: (rows: T[]) => ReactNode;
}

/** A list's loading, failed (SPEC.md: 'エラーが発生しました。') and empty states around its rows. */
export function ListState<T>({ rows, loading, failed, empty, filtered, onRetry, children }: ListStateProps<T>) {
  const admin = useText(adminText);
  const app = useText(appText);
  if (failed) {
    return (
      <div className={styles.failed}>
        <Alert tone="error">{app.alerts.listFailed}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          {admin.common.retry}
        </Button>
      </div>
    );
  }
  if (rows === null) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  return (
    <div className={styles.wrap} aria-busy={loading || undefined}>
      {rows.length === 0 ? <p className={styles.empty}>{filtered ? admin.common.noMatch : empty}</p> : children(rows)}
    </div>
  );
}

export function StatusBadge({ tone, children }: { tone: 'on' | 'off' | 'special'; children: ReactNode }) {
  return <span className={[styles.badge, styles[tone]].join(' ')}>{children}</span>;
}
