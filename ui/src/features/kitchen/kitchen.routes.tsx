import { RequireLogin } from '@/components/guards/require-login';
import { ExpoPage } from './components/expo-page';
import { KitchenPage as Kitchen } from './components/kitchen-page';

// The kitchen display, loaded on demand. Any staff login will do; the /admin page password is not asked.

export function KitchenPage() {
  return (
    <RequireLogin>
      <Kitchen />
    </RequireLogin>
  );
}

export function KitchenExpoPage() {
  return (
    <RequireLogin>
      <ExpoPage />
    </RequireLogin>
  );
}
