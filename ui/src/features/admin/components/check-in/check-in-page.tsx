import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { AdminPage } from '../shell/admin-page';
import styles from './check-in.module.css';
import { CheckInEditor } from './check-in-editor';
import { useCheckInSettings } from './use-check-in-settings';

/** /admin/check-in: 来店受付・お通し, what the tablet asks at the door and the cover charge per adult. */
export function CheckInPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const t = admin.checkIn;
  const load = useCheckInSettings();
  return (
    <AdminPage title={t.title} lead={t.lead}>
      {load.failed ? (
        <div className={styles.state}>
          <Alert tone="error">{app.alerts.listFailed}</Alert>
          <Button variant="secondary" onClick={load.reload}>
            {admin.common.retry}
          </Button>
        </div>
      ) : load.settings === null ? (
        <div className={styles.state}>
          <Spinner />
        </div>
      ) : (
        <CheckInEditor settings={load.settings} />
      )}
    </AdminPage>
  );
}
