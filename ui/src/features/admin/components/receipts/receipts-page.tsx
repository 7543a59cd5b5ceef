import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from '../check-in/check-in.module.css';
import { AdminPage } from '../shell/admin-page';
import { ReceiptsEditor } from './receipts-editor';
import { useReceiptSettings } from './use-receipt-settings';

/** /admin/receipts: 会計・インボイス, the registration number receipts print and the tax rounding. */
export function ReceiptsPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const load = useReceiptSettings();
  return (
    <AdminPage title={admin.receipts.title} lead={admin.receipts.lead}>
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
        <ReceiptsEditor settings={load.settings} />
      )}
    </AdminPage>
  );
}
