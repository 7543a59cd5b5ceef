import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { AdminPage } from '../shell/admin-page';
import { SettingsLoadState } from '../shell/settings-load-state';
import { CheckInEditor } from './check-in-editor';
import { useCheckInSettings } from './use-check-in-settings';

/** /admin/check-in: 来店受付・お通し, what the tablet asks at the door and the cover charge per adult. */
export function CheckInPage() {
  const t = useText(adminText).checkIn;
  const load = useCheckInSettings();
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <SettingsLoadState load={load}>{(settings) => <CheckInEditor settings={settings} />}</SettingsLoadState>
    </AdminPage>
  );
}
