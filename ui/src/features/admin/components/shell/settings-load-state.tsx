import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from '../check-in/check-in.module.css';

/** A settings page's body: its editor once the box answered, a spinner before, a retry after a failure. */
export function SettingsLoadState<T>({
  load,
  children,
}: {
  load: { settings: T | null; failed: boolean; reload: () => void };
  children: (settings: T) => ReactNode;
}) {
  const admin = useText(adminText);
  const app = useText(appText);
  if (load.failed) {
    return (
      <div className={styles.state}>
        <Alert tone="error">{app.alerts.listFailed}</Alert>
        <Button variant="secondary" onClick={load.reload}>
          {admin.common.retry}
        </Button>
      </div>
    );
  }
  if (load.settings === null) {
    return (
      <div className={styles.state}>
        <Spinner />
      </div>
    );
  }
  return <>{children(load.settings)}</>;
}
