import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { loadShop } from '../../api/receipts.api';
import { useLoaded } from '../../lib/use-loaded';
import { AdminPage } from '../shell/admin-page';
import { SettingsLoadState } from '../shell/settings-load-state';
import { ReceiptsEditor } from './receipts-editor';
import { ShopDetailsEditor } from './shop-details-editor';
import { useReceiptSettings } from './use-receipt-settings';

/**
 * /admin/receipts: 会計・インボイス, what receipts print: the shop and its company, the registration
 * number, the tax rounding, the receipt printer and the footer.
 */
export function ReceiptsPage() {
  const t = useText(adminText).receipts;
  const load = useReceiptSettings();
  const shop = useLoaded(loadShop);
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <SettingsLoadState load={{ settings: shop.value, failed: shop.failed, reload: shop.reload }}>
        {(value) => <ShopDetailsEditor shop={value} />}
      </SettingsLoadState>
      <SettingsLoadState load={load}>{(settings) => <ReceiptsEditor settings={settings} />}</SettingsLoadState>
    </AdminPage>
  );
}
