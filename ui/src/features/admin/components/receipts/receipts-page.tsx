import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { AdminPage } from '../shell/admin-page';
import { SettingsLoadState } from '../shell/settings-load-state';
import { ReceiptsEditor } from './receipts-editor';
import { useReceiptSettings } from './use-receipt-settings';

/** /admin/receipts: 会計・インボイス, the registration number receipts print and the tax rounding. */
export function ReceiptsPage() {
  const t = useText(adminText).receipts;
  const load = useReceiptSettings();
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <SettingsLoadState load={load}>{(settings) => <ReceiptsEditor settings={settings} />}</SettingsLoadState>
    </AdminPage>
  );
}
